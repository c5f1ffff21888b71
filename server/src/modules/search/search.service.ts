import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray, query } from '../../db/sql.js';
import type { Viewer } from '../accounts/viewer.js';
import type { ProductRecord } from '../catalog/catalog.records.js';
import { checkPaging, toProduct, type ProductRow } from '../catalog/catalog.service.js';
import { PRODUCT_COLUMNS, PRODUCT_JOINS } from '../catalog/catalog.sql.js';

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
  totalCount: number;
}

/**
 * Prefix full-text search over the folded document, plus trigram similarity on name/SKU/brand for typos
 * ("lenvo" → Lenovo). Both use GIN indexes; nothing scans with ILIKE. Ranked: best text match first.
 */
export async function searchProducts(em: EntityManager, viewer: Viewer, text: string, page = 1, pageSize = 20): Promise<SearchResult> {
  const q = text.trim();
  if (q.length < MIN_SEARCH_LENGTH) return { items: [], totalCount: 0 };
  checkPaging(page, pageSize);
  const { sql, params } = buildSearchQuery(viewer, q, page, pageSize);
  const rows = await query<ProductRow>(em, sql, params);
  return { items: rows.map(toProduct), totalCount: rows[0]?.totalCount ?? 0 };
}

/** The search statement (also used to EXPLAIN it on a large catalogue). */
export function buildSearchQuery(viewer: Viewer, q: string, page: number, pageSize: number) {
  return {
    sql: `with q as (
       select shop_search_text(?) as text,
         nullif(array_to_string(array(
           select w || ':*' from unnest(string_to_array(shop_search_text(?), ' ')) w where w <> ''), ' & '), '') as prefix
     ), q2 as (select text, case when prefix is null then null else to_tsquery('simple', prefix) end as ts from q)
     select ${PRODUCT_COLUMNS}, count(*) over ()::int as "totalCount"
     ${PRODUCT_JOINS('?')}
     cross join q2
     where p.is_active and (p.search_vector @@ q2.ts or q2.text <% p.search_name)
     order by ts_rank(p.search_vector, q2.ts) desc, word_similarity(q2.text, p.search_name) desc, p.name, p.id
     limit ? offset ?`,
    params: [q, q, viewer.tier, pageSize, (page - 1) * pageSize],
  };
}
