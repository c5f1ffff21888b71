import type { RequestContext } from '../../request-context.js';
import type { ProductRecord } from './catalog.records.js';
import { productsInOrder } from './catalog.service.js';
import { checkPaging } from '../../paging.js';

/** Queries shorter than this are not searched (and cost no database work). */
export const MIN_SEARCH_LENGTH = 2;

export interface SearchResult {
  items: ProductRecord[];
  /** Every match, counted exactly. */
  totalCount: number;
  /** Always false: the count is exact. Kept for clients written when search stopped counting at 1,000. */
  totalCountIsLowerBound: boolean;
}

/**
 * Prefix search over the folded documents (name, SKU, brand, and the category, specifications and
 * descriptions in both languages), typo-tolerant from four letters, best matches first: answered by the
 * catalogue engine, then one read of the page's rows.
 */
export async function searchProducts(ctx: RequestContext, text: string, page = 1, pageSize = 20): Promise<SearchResult> {
  // Checked first: the answer repeats page and pageSize, so they must be valid even for a text too short to search.
  checkPaging(page, pageSize);
  const q = text.trim();
  if (q.length < MIN_SEARCH_LENGTH) return { items: [], totalCount: 0, totalCountIsLowerBound: false };
  const found = await ctx.catalogue.query({ text: q, tier: ctx.viewer.tier, offset: (page - 1) * pageSize, limit: pageSize });
  return { items: await productsInOrder(ctx, found.ids), totalCount: found.total, totalCountIsLowerBound: false };
}
