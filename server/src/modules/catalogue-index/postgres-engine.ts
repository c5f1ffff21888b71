import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, pgArray, query } from '../../db/sql.js';
import { PRICE_TIERS } from '../pricing/index.js';
import {
  facetsFrom,
  MAX_CHOSEN_FILTERS,
  splitFilters,
  type CatalogEngine,
  type CatalogPage,
  type CatalogSearch,
  type CatalogSort,
  type FacetFilter,
  type FilterFacet,
  type ListingAnswer,
  type ListingQuery,
  type SimilarQuery,
} from './catalog-search.js';
import { AnswerCache, BROAD } from './memory/answer-cache.js';
import { foldSearchText } from './search-text.js';

/**
 * The postgres catalogue engine: every answer is one or two SQL statements on the read models the
 * triggers keep (product_listing, product.search_vector, search_terms, search_word), so it holds no index
 * in the process and any number of instances agree at once. For operators who run many instances or a
 * catalogue too large for memory; it answers the same ids, order and totals as the memory engine
 * (the contract tests compare both with the SQL oracle), in milliseconds instead of microseconds.
 *
 * Search ranks as the memory engine does (catalogue-index.ts): for every query word the best match in
 * the product's document counts its weight's points (A 100, B 40, C 20, D 10) ten times for the whole
 * word, eight times for a longer word it starts, and for a name/SKU/brand word that only resembles it
 * (from four letters, at least half of the query word's trigrams) 500 times that share; a product must
 * match every word; ties go to products in stock, then the most ordered, the newest, then by id.
 * Prefixes and whole words are found through the GIN index of the documents; resembling words through
 * the trigram index of the word dictionary (search_word). A one-word search with no other criterion,
 * best first, reads its page level by level instead (shop_search_page.sql, docs/catalogue.md), so a short
 * prefix costs the page, not every match; its total, and the facet counts of every question, are kept
 * until the catalogue changes when broad (KeptCounts).
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

/** The page of ids and the exact total; past the last page (or for no page) the window count has no row, so it is counted apart. */
async function pageOf(em: EntityManager, { page, count }: PageStatements, offset: number, limit: number): Promise<CatalogPage> {
  const rows = limit > 0 ? await query<{ id: string; total: number }>(em, page.sql, page.params) : [];
  if (rows.length > 0 || (offset === 0 && limit > 0)) return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  const [counted] = await query<{ n: number }>(em, count.sql, count.params);
  return { ids: [], total: counted?.n ?? 0 };
}

/** The tier's price column of the listing read model (alias `l`). */
function priceColumn(tier: number): string {
  if (!PRICE_TIERS.includes(tier as never)) throw new Error(`unknown price tier ${tier}`);
  // The tier is one of four known numbers, so its column name is safe to write into the statement.
  return `l.price_${tier}`;
}

/** A listing sort on the read model; names in code-point order (as the memory engine sorts them), whatever the database's collation. */
function orderOf(tier: number, sort: CatalogSort): string {
  switch (sort) {
    case 'price_asc':
      return `${priceColumn(tier)} asc, l.product_id`;
    case 'price_desc':
      return `${priceColumn(tier)} desc, l.product_id`;
    case 'name_asc':
      return 'l.name collate "C" asc, l.product_id';
    case 'name_desc':
      return 'l.name collate "C" desc, l.product_id';
    case 'newest':
      return 'l.created_at desc, l.product_id';
  }
}

/**
 * A listing's conditions on the read model (alias `l`; text aside) and their parameters; the options
 * chosen in the filter panel too when `withChosen` (facet counts leave them to their own statement).
 */
function conditionsOf(q: ListingQuery, withChosen: boolean): { where: string; params: unknown[] } {
  const price = priceColumn(q.tier);
  const where: string[] = ['l.is_active', `${price} is not null`];
  const params: unknown[] = [];
  if (q.categoryIds) {
    where.push('l.category_id = any(?::uuid[])');
    params.push(pgArray(q.categoryIds));
  }
  if ((q.brandId ?? null) !== null) {
    // Not an id: no product has it.
    where.push(isUuid(q.brandId!) ? 'l.brand_id = ?::uuid' : 'false');
    if (isUuid(q.brandId!)) params.push(q.brandId);
  }
  if (q.hotDealsOnly) where.push('l.is_hot_deal');
  if ((q.minPrice ?? null) !== null) {
    where.push(`${price} >= ?`);
    params.push(q.minPrice);
  }
  if ((q.maxPrice ?? null) !== null) {
    where.push(`${price} <= ?`);
    params.push(q.maxPrice);
  }
  const { chosen, conditions } = splitFilters(q.filters);
  // Options chosen: array overlap, answered by the GIN index of the listing's option ids.
  for (const group of withChosen ? chosen : []) {
    where.push('l.option_ids && ?::uuid[]');
    params.push(pgArray(group.optionIds));
  }
  // Custom values and ranges: the product's value for the filter (one per filter), in product_filter.
  for (const c of conditions) {
    const tests = ['pf.product_id = l.product_id', 'pf.filter_id = ?::uuid'];
    params.push(c.filterId);
    if (c.optionIds?.length) {
      tests.push('pf.filter_option_id = any(?::uuid[])');
      params.push(pgArray(c.optionIds));
    }
    if (c.customValue) {
      tests.push('lower(coalesce(pf.custom_value, (select o.value from filter_option o where o.id = pf.filter_option_id))) = lower(?)');
      params.push(c.customValue);
    }
    if ((c.minValue ?? null) !== null) {
      tests.push('pf.numeric_value >= ?');
      params.push(c.minValue);
    }
    if ((c.maxValue ?? null) !== null) {
      tests.push('pf.numeric_value <= ?');
      params.push(c.maxValue);
    }
    where.push(`exists (select 1 from product_filter pf where ${tests.join(' and ')})`);
  }
  return { where: where.join(' and '), params };
}

/** What a search's text matches (a tsquery) and how it scores a product (`p.search_vector`), with the score's parameters. */
interface TextMatch {
  match: string;
  score: string;
  scoreParams: string[];
}

/** The listing's products (`from` … `where` …, the product table as `p` when there is text) and the parameters. */
function matchedSql(q: ListingQuery, text: TextMatch | null, withChosen: boolean): { sql: string; params: unknown[] } {
  const { where, params } = conditionsOf(q, withChosen);
  if (!text) return { sql: `from product_listing l where ${where}`, params };
  return {
    sql: `from product_listing l join product p on p.id = l.product_id where p.search_vector @@ ?::tsquery and ${where}`,
    params: [text.match, ...params],
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

/** What the query words match and how they score, once the dictionary has named the resembling words. */
function textMatchOf({ words, resembling }: Searched): TextMatch {
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
  return { match: matches.join(' & '), score: scores.join(' + '), scoreParams };
}

/** A search's words and the name words they resemble (none: a text with no words, which finds nothing). */
interface Searched {
  words: string[];
  resembling: Resembling[];
}

/** A query's words and the words they resemble; null without text. */
async function searchedOf(em: EntityManager, q: ListingQuery): Promise<Searched | null> {
  if (q.text === undefined || q.text === null) return null;
  const words = queryWordsOf(q.text);
  return { words, resembling: words.length > 0 ? await resemblingWords(em, words) : [] };
}

/**
 * A search for one word with no other criterion, best match first (what search-as-you-type asks):
 * shop_search_page answers its page level by level, reading only what the page needs.
 */
function oneWordSearch(q: ListingQuery, searched: Searched | null): Searched | null {
  const { chosen, conditions } = splitFilters(q.filters);
  const unset = (value: unknown) => value === undefined || value === null;
  const oneWord =
    searched?.words.length === 1 &&
    unset(q.sort) &&
    unset(q.categoryIds) &&
    unset(q.brandId) &&
    !q.hotDealsOnly &&
    unset(q.minPrice) &&
    unset(q.maxPrice) &&
    chosen.length === 0 &&
    conditions.length === 0;
  return oneWord ? searched : null;
}

/** The one-word search's statement: its page in order, and first (when `counted`) a row with a null id and the total. */
function oneWordStatement(q: ListingQuery, { words, resembling }: Searched, counted: boolean, walk: number): Statement {
  return {
    sql: `select found_id as id, total from shop_search_page(?::text, ?::text[], ?::int[], ?::int, ?::int, ?::int, ?::boolean, ?::int) with ordinality as f order by f.ordinality`,
    params: [words[0], pgArray(resembling.map((r) => r.text)), `{${resembling.map((r) => r.points).join(',')}}`, q.tier, q.offset, q.limit, counted, walk],
  };
}

/**
 * A listing's page statement, and the count to ask past its last page (exported to EXPLAIN them); null for a
 * text with no words (nothing matches). A one-word search's page and total are one call of shop_search_page.
 */
export async function queryStatements(em: EntityManager, q: ListingQuery): Promise<PageStatements | null> {
  const searched = await searchedOf(em, q);
  if (searched && searched.words.length === 0) return null;
  const oneWord = oneWordSearch(q, searched);
  if (oneWord) {
    const statement = oneWordStatement(q, oneWord, true, WALK);
    return { page: statement, count: statement };
  }
  return pageStatements(q, searched ? textMatchOf(searched) : null);
}

/** A listing's facet-count statement (exported to EXPLAIN it); null for a text with no words (nothing matches). */
export async function facetQueryStatement(em: EntityManager, q: ListingQuery): Promise<Statement | null> {
  const searched = await searchedOf(em, q);
  if (searched && searched.words.length === 0) return null;
  return facetStatement(q, splitFilters(q.filters).chosen, searched ? textMatchOf(searched) : null);
}

function pageStatements(q: ListingQuery, text: TextMatch | null): PageStatements {
  const matched = matchedSql(q, text, true);
  const count = { sql: `select count(*)::int as n ${matched.sql}`, params: matched.params };
  const sort = q.sort ?? (text ? null : 'newest');
  if (sort || !text) {
    return {
      page: {
        sql: `select l.product_id as id, count(*) over ()::int as total ${matched.sql} order by ${orderOf(q.tier, sort ?? 'newest')} limit ? offset ?`,
        params: [...matched.params, q.limit, q.offset],
      },
      count,
    };
  }
  return {
    page: {
      // Scored first (`offset 0` keeps it apart), so the count and the sort carry three narrow columns, not the documents.
      sql: `select id, count(*) over ()::int as total from (
          select l.product_id as id, l.in_stock, l.order_count, l.created_at, ${text.score} as score ${matched.sql} offset 0
        ) scored order by score desc, in_stock desc, order_count desc, created_at desc, id limit ? offset ?`,
      params: [...text.scoreParams, ...matched.params, q.limit, q.offset],
    },
    count,
  };
}

/**
 * Facet counts and the listing's total in one statement on product_listing: each product the listing
 * holds (chosen options aside) gets a bit for each chosen filter it misses (worked out once per product,
 * in `b`); those missing none are the total; products missing two are left out, and the rest's options
 * are counted by option and missed bit. `facets` then adds up, for each counted option, the counts whose
 * missed bit is none or its own filter's (see FilterFacet).
 */
function facetStatement(q: ListingQuery, chosen: readonly FacetFilter[], text: TextMatch | null): Statement {
  const matched = matchedSql(q, text, false);
  const missed = chosen.length === 0 ? '0' : chosen.map((_, g) => `case when l.option_ids && ?::uuid[] then 0 else ${2 ** g} end`).join(' + ');
  return {
    sql: `with b as (select l.option_ids, ${missed} as missed ${matched.sql})
      select null::text as "optionId", 0 as missed, count(*)::int as count from b where b.missed = 0
      union all
      select o.id::text, b.missed, count(*)::int from b cross join lateral unnest(b.option_ids) as o(id)
      where b.missed & (b.missed - 1) = 0
      group by o.id, b.missed`,
    params: [...chosen.map((group) => pgArray(group.optionIds)), ...matched.params],
  };
}

async function facets(em: EntityManager, q: ListingQuery, chosen: readonly FacetFilter[], counted: readonly FacetFilter[], text: TextMatch | null) {
  const { sql, params } = facetStatement(q, chosen, text);
  const rows = await query<{ optionId: string | null; missed: number; count: number }>(em, sql, params);
  // The bits of the chosen filters, as facetStatement numbers them; an option may miss only its own filter's.
  const bitOf = new Map<string, number>();
  chosen.forEach(({ filterId }, g) => bitOf.set(filterId, (bitOf.get(filterId) ?? 0) | (2 ** g)));
  const mayMiss = new Map(counted.flatMap(({ filterId, optionIds }) => optionIds.map((id) => [id, bitOf.get(filterId) ?? 0] as const)));
  const counts = new Map<string, number>();
  let total = 0;
  for (const { optionId, missed, count } of rows) {
    if (optionId === null) {
      total = count;
      continue;
    }
    const allowed = mayMiss.get(optionId);
    if (allowed !== undefined && (missed & ~allowed) === 0) counts.set(optionId, (counts.get(optionId) ?? 0) + count);
  }
  return { facets: facetsFrom(counted, (id) => counts.get(id) ?? 0), total };
}

/** A one-word search's page, and its total when `counted` (else 0): one call. */
async function oneWordPage(em: EntityManager, q: ListingQuery, searched: Searched, counted: boolean, walk: number): Promise<CatalogPage> {
  const { sql, params } = oneWordStatement(q, searched, counted, walk);
  const rows = await query<{ id: string | null; total: number | null }>(em, sql, params);
  return { ids: rows.flatMap((r) => (r.id === null ? [] : [r.id])), total: rows[0]?.total ?? 0 };
}

/**
 * A listing's page and total, and its facet counts when asked for: one statement each (and the
 * dictionary's, for text). Totals of one-word searches and facet counts are shared by the requests that
 * ask the same question meanwhile, and kept until the catalogue changes when broad (`keepFrom` products
 * or more): the next ask costs the page alone.
 */
async function answer(em: EntityManager, q: ListingQuery, counts: KeptCounts, options: EngineOptions): Promise<ListingAnswer> {
  // Taken before any statement: what is kept under it was read after this process had applied the changes it stands for.
  const version = options.version();
  const searched = await searchedOf(em, q);
  if (searched && searched.words.length === 0) return q.facets ? { ids: [], total: 0, facets: [] } : { ids: [], total: 0 };
  const text = searched ? textMatchOf(searched) : null;
  const page = async (): Promise<CatalogPage> => {
    const oneWord = oneWordSearch(q, searched);
    if (!oneWord) return pageOf(em, pageStatements(q, text), q.offset, q.limit);
    const key = countKey(q, oneWord, false);
    const known = counts.get(version, key);
    if (known) {
      const { ids } = await oneWordPage(em, q, oneWord, false, options.walk);
      return { ids, total: (await known).total };
    }
    const answered = oneWordPage(em, q, oneWord, true, options.walk);
    counts.share(
      version,
      key,
      answered.then(({ total }) => ({ total })),
      options.keepFrom,
    );
    return answered;
  };
  if (!q.facets) return page();
  const chosen = splitFilters(q.filters).chosen;
  if (chosen.length > MAX_CHOSEN_FILTERS) return { ...(await page()), facets: [] };
  const key = countKey(q, searched, true);
  let counting = counts.get(version, key);
  if (!counting) {
    counting = facets(em, q, chosen, q.facets, text);
    counts.share(version, key, counting, options.keepFrom);
  }
  const counted = await counting;
  return q.limit > 0 ? { ...(await page()), facets: counted.facets! } : { ids: [], total: counted.total, facets: counted.facets! };
}

/**
 * What a total (or, `withFacets`, a total and facet counts) depends on: the question without its page and
 * order, written alike however it was asked (a REST search and a GraphQL listing of the same words share it).
 */
function countKey(q: ListingQuery, searched: Searched | null, withFacets: boolean): string {
  const { chosen, conditions } = splitFilters(q.filters);
  return JSON.stringify([
    q.tier,
    q.categoryIds ?? null,
    q.brandId ?? null,
    Boolean(q.hotDealsOnly),
    q.minPrice ?? null,
    q.maxPrice ?? null,
    chosen,
    conditions.map((c) => [c.filterId, c.optionIds ?? null, c.customValue ?? null, c.minValue ?? null, c.maxValue ?? null]),
    searched?.words ?? null,
    withFacets ? q.facets : null,
  ]);
}

async function similar(em: EntityManager, { tier, categoryId, siblingIds, excludeId, limit }: SimilarQuery): Promise<string[]> {
  const { where, params } = conditionsOf({ tier, offset: 0, limit }, true);
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

/** How many shown products a one-word search's walk of the tie order reads before it takes a level from its index instead. */
const WALK = 1000;

export interface EngineOptions {
  /** The catalogue version's key for caches of whole answers (catalogue-version.ts); a new key each time keeps nothing. */
  version: () => string;
  walk: number;
  /** Totals and facet counts of questions that match this many products are kept (as broad as the memory engine's kept answers). */
  keepFrom: number;
}

let unkept = 0;

interface Counts {
  total: number;
  facets?: FilterFacet[];
}

/**
 * Totals and facet counts being counted, and those kept until the catalogue changes: in this process,
 * keyed by the catalogue version, which moves when this process learns of a change from the log (every
 * process is told at once, so none answers from a count another's write made stale), the least recently
 * asked dropped first. A count under way is shared: a burst of the same question costs one.
 */
class KeptCounts {
  private version: string | null = null;
  private answers = new AnswerCache<Promise<Counts>>();

  constructor(private readonly currentVersion: () => string) {}

  /** The counts of `key` kept or under way at this version. */
  get(version: string, key: string): Promise<Counts> | undefined {
    return version === this.version ? this.answers.get(key) : undefined;
  }

  /**
   * Shares counts under way with the requests of this version, and keeps them when broad; neither when
   * the version has moved on meanwhile. A failed count is forgotten (the requests sharing it fail with it).
   */
  share(version: string, key: string, counting: Promise<Counts>, keepFrom: number): void {
    const answers = this.answersOf(version);
    void counting.then(
      ({ total }) => {
        if (total < keepFrom) answers?.forget(key);
      },
      () => answers?.forget(key),
    );
    answers?.keep(key, counting);
  }

  private answersOf(version: string): AnswerCache<Promise<Counts>> | null {
    if (version !== this.currentVersion()) return null;
    if (version !== this.version) {
      this.version = version;
      this.answers = new AnswerCache();
    }
    return this.answers;
  }
}

/** The postgres engine: nothing to load or to catch up with (its cards are the catalogue version's); totals and facets of broad questions kept. */
export class PostgresCatalogEngine implements CatalogEngine {
  readonly name = 'postgres';
  private readonly options: EngineOptions;
  private readonly counts: KeptCounts;

  constructor(options: Partial<EngineOptions> = {}) {
    this.options = { version: () => `unkept:${++unkept}`, walk: WALK, keepFrom: BROAD, ...options };
    this.counts = new KeptCounts(this.options.version);
  }

  view(em: EntityManager): CatalogSearch {
    return {
      engine: this.name,
      ready: () => Promise.resolve(),
      query: (q) => answer(em, q, this.counts, this.options),
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
