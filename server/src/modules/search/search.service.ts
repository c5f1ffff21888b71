import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray, query } from '../../db/sql.js';
import type { Viewer } from '../accounts/viewer.js';
import type { ProductRecord } from '../catalog/catalog.records.js';
import { checkPaging, toProduct, type ProductRow } from '../catalog/catalog.service.js';
import { PRODUCT_COLUMNS } from '../catalog/catalog.sql.js';

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
  /** The count stopped at SEARCH_COUNT_CAP: there are at least that many matches. */
  totalCountIsLowerBound: boolean;
}

/**
 * Search counts matches up to this many (as search engines do: Elasticsearch stops at 10,000). A
 * two-letter prefix matches tens of thousands of products on a large catalogue; counting and ranking
 * them all would cost tens of milliseconds per keystroke.
 */
export const SEARCH_COUNT_CAP = 1000;
/** How many name/SKU/brand matches are always ranked, whatever the physical order of the rest. */
const HEAD_CANDIDATES = 200;
/** Typo tolerance (trigram similarity) starts at this length: shorter texts have too few trigrams to compare. */
const FUZZY_MIN_LENGTH = 4;

/**
 * Prefix full-text search over the folded document, plus trigram similarity on name/SKU/brand for typos
 * ("lenvo" → Lenovo). Both use GIN indexes; nothing scans with ILIKE. Ranked: best text match first.
 */
export async function searchProducts(em: EntityManager, viewer: Viewer, text: string, page = 1, pageSize = 20): Promise<SearchResult> {
  const q = text.trim();
  if (q.length < MIN_SEARCH_LENGTH) return { items: [], totalCount: 0, totalCountIsLowerBound: false };
  checkPaging(page, pageSize);
  const { sql, params } = buildSearchQuery(viewer, q, page, pageSize);
  const rows = await query<ProductRow>(em, sql, params);
  let totalCount = rows[0]?.totalCount ?? 0;
  if (rows.length === 0 && page > 1) totalCount = (await searchProducts(em, viewer, q, 1, 1)).totalCount;
  return { items: rows.map(toProduct), totalCount: Math.min(totalCount, SEARCH_COUNT_CAP), totalCountIsLowerBound: totalCount > SEARCH_COUNT_CAP };
}

/**
 * The search statement (also used to EXPLAIN it on a large catalogue). It reads at most
 * SEARCH_COUNT_CAP + 1 matches (enough to count up to the cap) plus the first HEAD_CANDIDATES whose
 * name, SKU or brand match (weight A), ranks only those, and joins the full rows for the page shown.
 */
export function buildSearchQuery(viewer: Viewer, q: string, page: number, pageSize: number) {
  const fuzzy = q.length >= FUZZY_MIN_LENGTH;
  return {
    sql: `with q as (
       select shop_search_text(?) as text,
         nullif(array_to_string(array(
           select w || ':*' from unnest(string_to_array(shop_search_text(?), ' ')) w where w <> ''), ' & '), '') as prefix
     ), q2 as materialized (
       select text, case when prefix is null then null else to_tsquery('simple', prefix) end as ts,
         case when prefix is null then null else to_tsquery('simple', replace(prefix, ':*', ':*A')) end as head_ts
       from q
     ), matches as materialized (
       select p.id from product p, q2
       where p.is_active and (p.search_vector @@ q2.ts${fuzzy ? ' or q2.text <% p.search_name' : ''})
       limit ${SEARCH_COUNT_CAP + 1}
     ), head as materialized (
       select p.id from product p, q2 where p.is_active and p.search_vector @@ q2.head_ts limit ${HEAD_CANDIDATES}
     ), ranked as (
       select p.id as k_id, ts_rank(p.search_vector, q2.ts) as k_rank, word_similarity(q2.text, p.search_name) as k_similarity, p.name as k_name
       from (select id from matches union select id from head) candidates
       join product p on p.id = candidates.id cross join q2
       order by k_rank desc, k_similarity desc, k_name, k_id
       limit ? offset ?
     )
     select ${PRODUCT_COLUMNS}, (select count(*)::int from matches) as "totalCount"
     from ranked
     join product p on p.id = ranked.k_id
     join category c on c.id = p.category_id
     join product_price pr on pr.product_id = p.id and pr.tier = ?
     order by ranked.k_rank desc, ranked.k_similarity desc, ranked.k_name, ranked.k_id`,
    params: [q, q, pageSize, (page - 1) * pageSize, viewer.tier],
  };
}
