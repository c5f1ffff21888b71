import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, pgArray, query } from '../../db/sql.js';
import { listingConditions, listingOrder, listingPageSql } from '../catalog/index.js';
import {
  facetsFrom,
  MAX_CHOSEN_FILTERS,
  type CatalogEngine,
  type CatalogFacetQuery,
  type CatalogListing,
  type CatalogPage,
  type CatalogSearch,
  type CatalogSearchQuery,
  type FilterFacet,
  type SimilarQuery,
} from './catalog-search.js';
import { foldSearchText } from './search-text.js';

/**
 * The postgres catalogue engine: every answer is one or two SQL statements on the read models the
 * triggers keep (product_listing, product.search_vector, search_word), so it holds nothing in the
 * process and any number of instances agree at once. For operators who run many instances or a
 * catalogue too large for memory; it answers the same ids, order and totals as the memory engine
 * (the contract tests compare both with the SQL oracle), in milliseconds instead of microseconds.
 *
 * Search ranks as the memory engine does (catalogue-index.ts): for every query word the best match in
 * the product's document counts its weight's points (A 100, B 40, C 20, D 10) ten times for the whole
 * word, eight times for a longer word it starts, and for a name/SKU/brand word that only resembles it
 * (from four letters, at least half of the query word's trigrams) 500 times that share; a product must
 * match every word; ties go to products in stock, then the most ordered, the newest, then by id. Prefixes and whole words are found through the GIN index
 * of the documents; resembling words through the trigram index of the word dictionary (search_word).
 */

const WEIGHTS = ['A', 'B', 'C', 'D'] as const;
/** Points of a whole word / a prefix found at each weight, as the memory engine counts them. */
const WHOLE_POINTS = [1000, 400, 200, 100];
const PREFIX_POINTS = [800, 320, 160, 80];
const FUZZY_MIN_LENGTH = 4;
const MAX_QUERY_WORDS = 12;

interface Resembling {
  word: number;
  text: string;
  points: number;
}

/** A query word's lexeme in tsquery syntax: folded words hold only a-z and 0-9, quoted all the same. */
const lexeme = (word: string) => `'${word.replace(/'/g, "''")}'`;

interface Statement {
  sql: string;
  params: unknown[];
}

/** A page of ids with the total on every row, and the count to ask instead past the last page. */
export interface PageStatements {
  page: Statement;
  count: Statement;
}

/** The page of ids and the exact total; past the last page the window count has no row, so it is counted apart. */
async function pageOf(em: EntityManager, { page, count }: PageStatements, offset: number): Promise<CatalogPage> {
  const rows = await query<{ id: string; total: number }>(em, page.sql, page.params);
  if (rows.length > 0 || offset === 0) return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  const [counted] = await query<{ n: number }>(em, count.sql, count.params);
  return { ids: [], total: counted?.n ?? 0 };
}

/** A listing's statements (exported to EXPLAIN them on a large catalogue). */
export function listingStatements(criteria: CatalogListing): PageStatements {
  const { where, params } = listingConditions(criteria.tier, criteria);
  return {
    page: {
      sql: `select k_id as id, total from (${listingPageSql(criteria.tier, 'product_listing l', where, listingOrder(criteria.sort))}) page`,
      params: [...params, criteria.limit, criteria.offset],
    },
    count: { sql: `select count(*)::int as n from product_listing l where ${where}`, params },
  };
}

/** Name/SKU/brand words resembling the query words of four letters or more, with the points each earns. */
async function resemblingWords(em: EntityManager, words: string[]): Promise<Resembling[]> {
  const typed = words.map((text, word) => ({ text, word })).filter(({ text }) => text.length >= FUZZY_MIN_LENGTH && /[a-z]/.test(text));
  if (typed.length === 0) return [];
  // Points as the memory engine rounds them (Math.round: halves up).
  return query<Resembling>(
    em,
    `select distinct q.word::int as word, w.word as text, floor(500 * (s.shared::float8 / s.n) + 0.5)::int as points
     from unnest(?::text[], ?::int[]) as q(text, word)
     cross join lateral (select show_trgm(q.text) as trigrams) t
     join search_word w on w.is_head and w.trigrams && t.trigrams
     cross join lateral (select count(*)::int as shared, cardinality(t.trigrams) as n from unnest(t.trigrams) x where x = any(w.trigrams)) s
     where not starts_with(w.word, q.text) and s.shared * 2 >= s.n`,
    [pgArray(typed.map((t) => t.text)), `{${typed.map((t) => t.word).join(',')}}`],
  );
}

/** The words of a query as every engine reads them: folded, each once, at most twelve. */
const queryWordsOf = (text: string) => [...new Set(foldSearchText(text).split(' ').filter(Boolean))].slice(0, MAX_QUERY_WORDS);

/** A search's statements, once the dictionary has named the resembling words (exported to EXPLAIN them). */
export async function searchStatements(em: EntityManager, { text, tier, offset, limit }: CatalogSearchQuery): Promise<PageStatements | null> {
  const words = queryWordsOf(text);
  if (words.length === 0) return null;
  const { where, params: listingParams } = listingConditions(tier, {});
  const resembling = await resemblingWords(em, words);
  const scoreParams: string[] = [];
  const matches: string[] = [];
  const scores = words.map((word, i) => {
    const similar = resembling.filter((r) => r.word === i);
    // Every way the word can match, best first: the first that holds is its points for the product.
    const ways: [points: number, query: string][] = WEIGHTS.flatMap((weight, w) => [
      [WHOLE_POINTS[w]!, `${lexeme(word)}:${weight}`] as [number, string],
      [PREFIX_POINTS[w]!, `${lexeme(word)}:*${weight}`] as [number, string],
    ]);
    for (const points of new Set(similar.map((r) => r.points))) {
      ways.push([
        points,
        similar
          .filter((r) => r.points === points)
          .map((r) => `${lexeme(r.text)}:A`)
          .join(' | '),
      ]);
    }
    ways.sort((a, b) => b[0] - a[0]);
    matches.push(`(${[`${lexeme(word)}:*`, ...similar.map((r) => `${lexeme(r.text)}:A`)].join(' | ')})`);
    scoreParams.push(...ways.map(([, tsquery]) => tsquery));
    return `case ${ways.map(([points]) => `when p.search_vector @@ ?::tsquery then ${points}`).join(' ')} else 0 end`;
  });
  const from = `from product p join product_listing l on l.product_id = p.id where p.search_vector @@ ?::tsquery and ${where}`;
  const matchParams = [matches.join(' & '), ...listingParams];
  return {
    page: {
      // Scored first (`offset 0` keeps it apart), so the count and the sort carry three narrow columns, not the documents.
      sql: `select id, count(*) over ()::int as total from (
          select l.product_id as id, l.in_stock, l.order_count, l.created_at, ${scores.join(' + ')} as score ${from} offset 0
        ) scored order by score desc, in_stock desc, order_count desc, created_at desc, id limit ? offset ?`,
      params: [...scoreParams, ...matchParams, limit, offset],
    },
    count: { sql: `select count(*)::int as n ${from}`, params: matchParams },
  };
}

async function search(em: EntityManager, q: CatalogSearchQuery): Promise<CatalogPage> {
  const statements = await searchStatements(em, q);
  return statements ? pageOf(em, statements, q.offset) : { ids: [], total: 0 };
}

/**
 * Facet counts in one statement on product_listing: each product the listing holds (options aside)
 * gets a bit for each chosen filter it misses (`offset 0` works that out once per product, before its
 * options are unnested); products missing two are left out, and the rest's options are counted by
 * option and missed bit. `facets` then adds up, for each counted option, the counts whose missed bit is
 * none or its own filter's (see FilterFacet).
 */
export function facetStatement(q: CatalogFacetQuery): Statement {
  const chosen = q.chosen.filter((group) => group.optionIds.length > 0);
  if (chosen.length > MAX_CHOSEN_FILTERS) throw new Error(`facets: options of more than ${MAX_CHOSEN_FILTERS} filters chosen`);
  const { where, params } = listingConditions(q.tier, q);
  const within = q.within ? ' and l.product_id = any(?::uuid[])' : '';
  const missed = chosen.length === 0 ? '0' : chosen.map((_, g) => `case when l.option_ids && ?::uuid[] then 0 else ${2 ** g} end`).join(' + ');
  return {
    sql: `select o.id as "optionId", b.missed, count(*)::int as count
      from (select l.option_ids, ${missed} as missed from product_listing l where ${where}${within} offset 0) b
      cross join lateral unnest(b.option_ids) as o(id)
      where b.missed & (b.missed - 1) = 0
      group by o.id, b.missed`,
    params: [...chosen.map((group) => pgArray(group.optionIds)), ...params, ...(q.within ? [pgArray(q.within)] : [])],
  };
}

async function facets(em: EntityManager, q: CatalogFacetQuery): Promise<FilterFacet[]> {
  const { sql, params } = facetStatement(q);
  const rows = await query<{ optionId: string; missed: number; count: number }>(em, sql, params);
  // The bits of the chosen filters, as facetStatement numbers them; an option may miss only its own filter's.
  const bitOf = new Map<string, number>();
  q.chosen.filter((group) => group.optionIds.length > 0).forEach(({ filterId }, g) => bitOf.set(filterId, (bitOf.get(filterId) ?? 0) | (2 ** g)));
  const mayMiss = new Map(q.counted.flatMap(({ filterId, optionIds }) => optionIds.map((id) => [id, bitOf.get(filterId) ?? 0] as const)));
  const counts = new Map<string, number>();
  for (const { optionId, missed, count } of rows) {
    const allowed = mayMiss.get(optionId);
    if (allowed !== undefined && (missed & ~allowed) === 0) counts.set(optionId, (counts.get(optionId) ?? 0) + count);
  }
  return facetsFrom(q.counted, (id) => counts.get(id) ?? 0);
}

async function similar(em: EntityManager, { tier, categoryId, siblingIds, excludeId, limit }: SimilarQuery): Promise<string[]> {
  const { where, params } = listingConditions(tier, {});
  const shown = `${where} and l.product_id is distinct from ?::uuid`;
  // Its own category, then the siblings, then the rest: each part newest first, the first `limit` of them all.
  const part = (rank: number, inPart: string) =>
    `(select l.product_id as id, ${rank} as part, l.created_at from product_listing l where ${shown} and ${inPart} order by l.created_at desc, l.product_id limit ?)`;
  const own = categoryId ? [categoryId] : [];
  const rows = await query<{ id: string }>(
    em,
    `select id from (${part(0, 'l.category_id = any(?::uuid[])')} union all ${part(1, 'l.category_id = any(?::uuid[])')}
       union all ${part(2, 'l.category_id <> all(?::uuid[])')}) picked
     order by part, created_at desc, id limit ?`,
    [...[pgArray(own), pgArray(siblingIds), pgArray([...own, ...siblingIds])].flatMap((categories) => [...params, excludeId, categories, limit]), limit],
  );
  return rows.map((r) => r.id);
}

async function categoryOf(em: EntityManager, productId: string): Promise<string | null> {
  if (!isUuid(productId)) return null;
  const [row] = await query<{ categoryId: string }>(em, 'select category_id as "categoryId" from product_listing where product_id = ?', [productId]);
  return row?.categoryId ?? null;
}

/** The postgres engine: stateless, nothing to load or to catch up with (its cards are the catalogue version's). */
export class PostgresCatalogEngine implements CatalogEngine {
  readonly name = 'postgres';

  view(em: EntityManager): CatalogSearch {
    return {
      engine: this.name,
      ready: () => Promise.resolve(),
      list: (criteria) => pageOf(em, listingStatements(criteria), criteria.offset),
      facets: (q) => facets(em, q),
      search: (q) => search(em, q),
      similar: (q) => similar(em, q),
      categoryOf: (productId) => categoryOf(em, productId),
    };
  }

  warmUp(): Promise<void> {
    return Promise.resolve();
  }

  catchUp(): Promise<void> {
    return Promise.resolve();
  }
}
