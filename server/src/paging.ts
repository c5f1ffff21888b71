import { badInput } from './errors.js';

/** The largest page a paged list answers. */
export const MAX_PAGE_SIZE = 100;

/** Far past any real listing, and small enough that the row offset stays a safe integer in SQL. */
export const MAX_PAGE = 1_000_000;

/** Checks a 1-based page and a page size, answering the clear message the API shows. */
export function checkPaging(page: number, pageSize: number): void {
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw badInput(`page must be a whole number from 1 to ${MAX_PAGE}`);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw badInput(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  }
}
