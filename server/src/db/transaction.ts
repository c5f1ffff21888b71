import { LockMode, type EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../request-context.js';
import { isUuid } from './sql.js';

/**
 * The one way a service writes more than one statement: a transaction, handed on as a context whose `em`
 * is the transaction's, so every service called inside writes in it too. Committed when `work` resolves,
 * rolled back when it throws. Where a rule spans rows (the last active admin) or a value is read and
 * written back (a token version), `work` first locks those rows (`lockRow`, or `select ... for update` in
 * id order for a set, so two writers never deadlock) and checks the rule on what it read under the lock.
 */
export async function inTransaction<T>(ctx: RequestContext, work: (tx: RequestContext) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const result = await ctx.em.transactional((em) => work({ ...ctx, em }));
  if (options.writesCatalogue && !ctx.em.isInTransaction()) await ctx.catalogueVersion.written(ctx.em);
  return result;
}

export interface TransactionOptions {
  /**
   * The work writes the catalogue (the catalogue triggers log what it changes in catalogue_change: products,
   * prices, stock, images, filters, specifications, categories, catalogue terms, store settings, order
   * lines). Once committed, the call waits until this process has applied the change (other processes
   * follow when the log's notification wakes them), so the writer's answer and next request show it.
   */
  writesCatalogue?: boolean;
}

/** For a transaction that writes the catalogue (see TransactionOptions); `withStoredFiles` takes it too. */
export const WRITES_CATALOGUE: TransactionOptions = { writesCatalogue: true };

/** `inTransaction` for work that writes the catalogue (see TransactionOptions). */
export function inCatalogueTransaction<T>(ctx: RequestContext, work: (tx: RequestContext) => Promise<T>): Promise<T> {
  return inTransaction(ctx, work, WRITES_CATALOGUE);
}

/** Reads a row fresh from the database and locks it until the transaction ends; null when there is none. */
export async function lockRow<T extends object>(em: EntityManager, entity: EntityName<T>, id: string): Promise<T | null> {
  if (!isUuid(id)) return null;
  return em.findOne(entity, { id } as never, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}
