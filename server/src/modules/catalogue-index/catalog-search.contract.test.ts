import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { generateLargeCatalogue } from '../../db/seed/large-catalogue.js';
import { VISITOR, type Viewer } from '../accounts/viewer.js';
import { descendantIds, listCategories } from '../catalog/catalog.service.js';
import { buildListingQuery, PRODUCT_SORTS, type ListingCriteria, type ProductSort } from '../catalog/listing.service.js';
import { CATALOG_ENGINES, type CatalogEngineName, type CatalogPage, type CatalogSearch } from './catalog-search.js';
import { createCatalogEngine } from './engines.js';
import { foldSearchText } from './search-text.js';

/**
 * The contract every catalogue engine keeps: the same ids, in the same order, with the same totals as
 * the SQL oracle (the listing statement on product_listing; a ranking query written from the search
 * rules over the documents themselves), before and after any change made with plain SQL, and seen
 * through the app's REST and GraphQL answers as well as the engine itself.
 */

/** The first app owns the database; the other engine's app runs on the same one. */
const apps = {} as Record<CatalogEngineName, TestApp>;
let t: TestApp;
const engines = Object.fromEntries(CATALOG_ENGINES.map((name) => [name, createCatalogEngine(name)])) as Record<CatalogEngineName, ReturnType<typeof createCatalogEngine>>;
/** One request's view, as the app hands it out. */
const viewOf = (name: CatalogEngineName): CatalogSearch => engines[name].view(t.orm.em.fork() as never);
const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params as never[]);
const tierViewer = (tier: number): Viewer => ({ ...VISITOR, tier: tier as Viewer['tier'] });

interface ListingCase {
  tier: number;
  categoryId?: string;
  optionGroups: string[][];
  minPrice?: number;
  maxPrice?: number;
  hotDealsOnly: boolean;
  sort: ProductSort;
  page: number;
  pageSize: number;
}

let categoryList: Awaited<ReturnType<typeof listCategories>> | undefined;
const below = async (categoryId: string | undefined) =>
  categoryId ? descendantIds((categoryList ??= await listCategories(t.orm.em.fork() as never)), categoryId) : undefined;

/** The listing statement's answer. */
async function listingOracle(c: ListingCase): Promise<CatalogPage> {
  const criteria: ListingCriteria = {
    categoryIds: await below(c.categoryId),
    hotDealsOnly: c.hotDealsOnly,
    // One made-up filter id per group: options of one filter combine with OR, groups with AND.
    filters: c.optionGroups.map((options, i) => ({ filterId: `00000000-0000-4000-8000-00000000000${i}`, filterOptionIds: options })),
    minPrice: c.minPrice,
    maxPrice: c.maxPrice,
    sort: c.sort,
    page: c.page,
    pageSize: c.pageSize,
  };
  const q = buildListingQuery(tierViewer(c.tier), criteria);
  const rows = await sql<{ id: string }>(q.sql, q.params);
  const [count] = await sql<{ n: number }>(`select count(*)::int as n from product_listing l where ${q.where}`, q.whereParams);
  return { ids: rows.map((r) => r.id), total: count!.n };
}

/** The same listing asked of an engine (prices in minor units, as the listing service hands them over). */
async function listed(view: CatalogSearch, c: ListingCase): Promise<CatalogPage> {
  const minor = (azn?: number) => (azn === undefined ? null : Math.round(azn * 100));
  return view.list({
    tier: c.tier,
    categoryIds: await below(c.categoryId),
    hotDealsOnly: c.hotDealsOnly,
    optionGroups: c.optionGroups,
    minPrice: minor(c.minPrice),
    maxPrice: minor(c.maxPrice),
    sort: c.sort,
    offset: (c.page - 1) * c.pageSize,
    limit: c.pageSize,
  });
}

/**
 * The documents' words, read straight from every product's search_vector (not through any engine's
 * index or the word dictionary), with each word's best weight and, for name/SKU/brand words, its
 * trigrams: taken afresh after every change, so each oracle search is a cheap scan of a few thousand rows.
 */
async function snapshotDocuments(): Promise<void> {
  await sql(`drop table if exists contract_doc`);
  await sql(`create table contract_doc as
    select p.id, l.name, l.is_active, l.price_1, l.price_2, l.price_3, l.price_4, u.lexeme,
      case when 'A' = any(u.weights) then 3 when 'B' = any(u.weights) then 2 when 'C' = any(u.weights) then 1 else 0 end as weight,
      case when 'A' = any(u.weights) and length(u.lexeme) >= 3 and u.lexeme ~ '[a-z]' then show_trgm(u.lexeme) end as trigrams
    from product p join product_listing l on l.product_id = p.id, unnest(p.search_vector) u`);
}

/**
 * Search ranking written straight from its rules: per query word the best of whole word (10× its
 * weight's points: A 100, B 40, C 20, D 10), prefix (8×), or a name/SKU/brand word sharing at least half
 * the query word's trigrams (from four letters: 500 × that share); every word must match; then by name
 * and id. The whole ranked list.
 */
async function rankedOracle(text: string, tier: number): Promise<string[]> {
  const words = [...new Set(foldSearchText(text).split(' ').filter(Boolean))].slice(0, 12);
  if (words.length === 0) return [];
  const rows = await sql<{ id: string }>(
    `with q as materialized (select word, show_trgm(word) as trigrams, length(word) >= 4 and word ~ '[a-z]' as typo_tolerant from unnest(?::text[]) word),
     best as (
       select d.id, q.word, max(case
         when starts_with(d.lexeme, q.word) then (array[10, 20, 40, 100])[d.weight + 1] * (case when d.lexeme = q.word then 10 else 8 end)
         else (select case when 2 * count(*) >= cardinality(q.trigrams) then floor(500 * (count(*)::float8 / cardinality(q.trigrams)) + 0.5) else 0 end
           from unnest(q.trigrams) g where g = any(d.trigrams)) end) as points
       from contract_doc d join q on starts_with(d.lexeme, q.word) or (q.typo_tolerant and d.trigrams && q.trigrams)
       where d.is_active and d.price_${tier} is not null
       group by d.id, q.word
     )
     select b.id from best b join product_listing l on l.product_id = b.id where b.points > 0
     group by b.id, l.name having count(*) = ? order by sum(b.points) desc, l.name collate "C", b.id`,
    [`{${words.join(',')}}`, words.length],
  );
  return rows.map((r) => r.id);
}

async function searchOracle(text: string, tier: number, offset: number, limit: number): Promise<CatalogPage> {
  const ranked = await rankedOracle(text, tier);
  return { ids: ranked.slice(offset, offset + limit), total: ranked.length };
}

/** Products like another, by the rule: its category, then the siblings, then the rest, newest first in each. */
async function similarOracle(tier: number, categoryId: string | null, siblingIds: string[], excludeId: string | null, limit: number): Promise<string[]> {
  const rows = await sql<{ id: string; categoryId: string }>(
    `select product_id as id, category_id as "categoryId" from product_listing
     where is_active and price_${tier} is not null order by created_at desc, product_id`,
  );
  const shown = rows.filter((r) => r.id !== excludeId);
  const part = (r: { categoryId: string }) => (r.categoryId === categoryId ? 0 : siblingIds.includes(r.categoryId) ? 1 : 2);
  return [0, 1, 2].flatMap((p) => shown.filter((r) => part(r) === p)).slice(0, limit).map((r) => r.id);
}

beforeAll(async () => {
  t = apps.memory = await startTestApp({ catalogEngine: 'memory' });
  await generateLargeCatalogue(t.orm.em.fork() as never, 300);
  apps.postgres = await startTestApp({ catalogEngine: 'postgres', sameDatabaseAs: t });
});
afterAll(async () => {
  await apps.postgres.close();
  await t.close();
});

describe.each(CATALOG_ENGINES)('the %s catalogue engine', (name) => {
  it('lists what the SQL listing statement lists: same page, same order, same total', async () => {
    const [laptops] = await sql<{ id: string }>(`select id from category where slug = 'noutbuklar'`);
    const options = await sql<{ id: string }>(`select o.id from filter_option o join filter f on f.id = o.filter_id where f.slug = 'brend' and o.value in ('hp', 'lenovo', 'dell')`);
    const cases: Omit<ListingCase, 'sort' | 'page' | 'pageSize' | 'tier'>[] = [
      { optionGroups: [], hotDealsOnly: false },
      { categoryId: laptops!.id, optionGroups: [], hotDealsOnly: false },
      { categoryId: laptops!.id, optionGroups: [options.map((o) => o.id)], minPrice: 500, maxPrice: 3000, hotDealsOnly: false },
      { optionGroups: [], hotDealsOnly: true, minPrice: 100 },
    ];
    for (const base of cases) {
      for (const sort of PRODUCT_SORTS) {
        for (const [page, pageSize] of [[1, 20], [3, 7], [40, 20]] as const) {
          for (const tier of [1, 3]) {
            const c = { ...base, sort, page, pageSize, tier };
            expect(await listed(viewOf(name), c), JSON.stringify({ base, sort, page, tier })).toEqual(await listingOracle(c));
          }
        }
      }
    }
  });

  it('searches as the ranking rules say: prefixes, whole words, typos, several words, every weight', async () => {
    await snapshotDocuments();
    for (const text of ['le', 'lenovo', 'lenvo', 'noutbuk 16', 'Kompüter', 'ŞƏBƏKƏ', 'gen 00001', 'rtx4060', 'etibarli', 'sərfəli noutbuk', 'hikvisoin', 'zzzz', 'a b c']) {
      for (const tier of [1, 4]) {
        for (const [offset, limit] of [[0, 10], [5, 3], [10_000, 5]] as const) {
          const found = await viewOf(name).search({ text, tier, offset, limit });
          expect(found, JSON.stringify({ text, tier, offset })).toEqual(await searchOracle(text, tier, offset, limit));
        }
      }
    }
  });

  it('suggests similar products by the rule, and knows each product\'s category', async () => {
    const categories = await listCategories(t.orm.em.fork() as never);
    const products = await sql<{ id: string; categoryId: string }>(`select product_id as id, category_id as "categoryId" from product_listing order by product_id limit 25`);
    for (const [i, product] of products.entries()) {
      const parent = categories.find((c) => c.id === product.categoryId)?.parentId;
      const siblings = parent ? descendantIds(categories, parent).filter((id) => id !== product.categoryId) : [];
      const tier = 1 + (i % 4);
      const limit = [1, 6, 40][i % 3]!;
      const found = await viewOf(name).similar({ tier, categoryId: product.categoryId, siblingIds: siblings, excludeId: product.id, limit });
      expect(found).toEqual(await similarOracle(tier, product.categoryId, siblings, product.id, limit));
      expect(await viewOf(name).categoryOf(product.id)).toBe(product.categoryId);
    }
    expect(await viewOf(name).similar({ tier: 2, categoryId: null, siblingIds: [], excludeId: null, limit: 12 })).toEqual(await similarOracle(2, null, [], null, 12));
    expect(await viewOf(name).categoryOf('00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});

/** The catalogue's own material for random criteria and queries. */
interface Pools {
  categories: string[];
  options: string[];
  /** Folded document words and raw name words (capitals, Azerbaijani letters, glued model numbers). */
  words: string[];
}

async function loadPools(): Promise<Pools> {
  const categories = await sql<{ id: string }>('select id from category where is_active order by id');
  const options = await sql<{ id: string }>('select distinct filter_option_id as id from product_filter where filter_option_id is not null order by 1');
  const lexemes = await sql<{ word: string }>('select distinct lexeme as word from contract_doc order by 1');
  const raw = await sql<{ word: string }>(`select distinct w as word from product, regexp_split_to_table(name, '\\s+') w where w <> '' order by 1`);
  return { categories: categories.map((c) => c.id), options: options.map((o) => o.id), words: [...lexemes, ...raw].map((w) => w.word) };
}

function listingCases(pools: Pools): fc.Arbitrary<ListingCase> {
  const price = fc.option(fc.integer({ min: 0, max: 700_000 }), { nil: undefined });
  return fc
    .record({
      tier: fc.integer({ min: 1, max: 4 }),
      categoryId: fc.option(fc.constantFrom(...pools.categories), { nil: undefined }),
      optionGroups: fc.array(fc.uniqueArray(fc.constantFrom(...pools.options), { minLength: 1, maxLength: 3 }), { maxLength: 2 }),
      prices: fc.tuple(price, price),
      hotDealsOnly: fc.boolean(),
      sort: fc.constantFrom(...PRODUCT_SORTS),
      page: fc.integer({ min: 1, max: 6 }),
      pageSize: fc.integer({ min: 1, max: 40 }),
    })
    .map(({ prices: [a, b], ...rest }) => {
      // In AZN, as the API takes them, low bound first.
      const [low, high] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b];
      return { ...rest, minPrice: low === undefined ? undefined : low / 100, maxPrice: high === undefined ? undefined : high / 100 };
    });
}

/** A prefix of a catalogue word, sometimes with a typo (a letter replaced, dropped, added or two swapped). */
function queryWords(pools: Pools): fc.Arbitrary<string> {
  const typo = fc.tuple(fc.constantFrom('replace', 'drop', 'add', 'swap'), fc.nat(), fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'));
  return fc.tuple(fc.constantFrom(...pools.words), fc.integer({ min: 1, max: 14 }), fc.option(typo, { freq: 3 })).map(([word, length, change]) => {
    const prefix = word.slice(0, length);
    if (!change) return prefix;
    const [kind, at, letter] = change;
    const i = at % prefix.length;
    if (kind === 'replace') return prefix.slice(0, i) + letter + prefix.slice(i + 1);
    if (kind === 'drop' && prefix.length > 1) return prefix.slice(0, i) + prefix.slice(i + 1);
    if (kind === 'swap' && i + 1 < prefix.length) return prefix.slice(0, i) + prefix[i + 1] + prefix[i] + prefix.slice(i + 2);
    return prefix.slice(0, i) + letter + prefix.slice(i);
  });
}

/** Oracle answers by case: the same seed gives both engines the same cases, so each is worked out once. */
const oracleAnswers = new Map<string, CatalogPage>();
const RUNS = 1000;

describe.each(CATALOG_ENGINES)('the %s catalogue engine, on random criteria', (name) => {
  let pools: Pools;
  beforeAll(async () => {
    await snapshotDocuments();
    pools = await loadPools();
  });

  it(`lists what the SQL listing statement lists for ${RUNS} random listings (category, options, price range, hot deals, sort, page, tier)`, async () => {
    await fc.assert(
      fc.asyncProperty(listingCases(pools), async (c) => {
        const key = `list:${JSON.stringify(c)}`;
        const expected = oracleAnswers.get(key) ?? (await listingOracle(c));
        oracleAnswers.set(key, expected);
        expect(await listed(viewOf(name), c)).toEqual(expected);
      }),
      { numRuns: RUNS, seed: 14 },
    );
  }, 180_000);

  it(`searches as the ranking rules say for ${RUNS} random queries (prefixes of the catalogue's words, typos, one to three words)`, async () => {
    const cases = fc.record({
      text: fc.array(queryWords(pools), { minLength: 1, maxLength: 3 }).map((words) => words.join(' ')),
      tier: fc.integer({ min: 1, max: 4 }),
      offset: fc.integer({ min: 0, max: 30 }),
      limit: fc.integer({ min: 1, max: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(cases, async ({ text, tier, offset, limit }) => {
        const key = `search:${tier}:${offset}:${limit}:${text}`;
        const expected = oracleAnswers.get(key) ?? (await searchOracle(text, tier, offset, limit));
        oracleAnswers.set(key, expected);
        expect(await viewOf(name).search({ text, tier, offset, limit })).toEqual(expected);
      }),
      { numRuns: RUNS, seed: 14 },
    );
  }, 180_000);
});
