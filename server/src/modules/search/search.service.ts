import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray, query } from '../../db/sql.js';
import type { RequestContext } from '../../request-context.js';
import type { ProductRecord } from '../catalog/catalog.records.js';
import { checkPaging, productsInOrder } from '../catalog/catalog.service.js';

/** Queries shorter than this are not searched (and cost no database work). */
export const MIN_SEARCH_LENGTH = 2;

/**
 * Rebuilds the search document of some products (or all): name, SKU and brand weigh most (A),
 * category and specifications next (B), the descriptions least (C). Run after any change to them.
 */
export async function refreshSearchDocuments(em: EntityManager, productIds?: readonly string[]): Promise<void> {
  const scope = productIds ? 'where p.id = any(?::uuid[])' : '';
  await query(
    em,
    `with docs as (
       select p.id,
         shop_search_text(concat_ws(' ', p.name, p.sku, b.name)) as head,
         shop_search_text(concat_ws(' ', c.name, (select string_agg(concat_ws(' ', i.name, i.value, i.unit), ' ')
            from specification_group g join specification_item i on i.group_id = g.id where g.product_id = p.id))) as body,
         shop_search_text(concat_ws(' ', p.short_description, p.description)) as tail
       from product p join category c on c.id = p.category_id left join brand b on b.id = p.brand_id
       ${scope}
     )
     update product p set
       search_name = docs.head,
       search_vector = setweight(to_tsvector('simple', docs.head), 'A')
         || setweight(to_tsvector('simple', docs.body), 'B')
         || setweight(to_tsvector('simple', docs.tail), 'C')
     from docs where docs.id = p.id`,
    productIds ? [pgArray(productIds)] : [],
  );
}

export interface SearchResult {
  items: ProductRecord[];
  /** Every match, counted exactly. */
  totalCount: number;
  /** Always false: the count is exact. Kept for clients written when search stopped counting at 1,000. */
  totalCountIsLowerBound: boolean;
}

/**
 * Prefix search over the folded documents (name, SKU, brand, category, specifications, descriptions),
 * typo-tolerant from four letters, best matches first: answered by the in-memory catalogue index,
 * then one read of the page's rows.
 */
export async function searchProducts(ctx: RequestContext, text: string, page = 1, pageSize = 20): Promise<SearchResult> {
  // Checked first: the answer repeats page and pageSize, so they must be valid even for a text too short to search.
  checkPaging(page, pageSize);
  const q = text.trim();
  if (q.length < MIN_SEARCH_LENGTH) return { items: [], totalCount: 0, totalCountIsLowerBound: false };
  const found = await ctx.catalogue.search({ text: q, tier: ctx.viewer.tier, offset: (page - 1) * pageSize, limit: pageSize });
  return { items: await productsInOrder(ctx, found.ids), totalCount: found.total, totalCountIsLowerBound: false };
}
