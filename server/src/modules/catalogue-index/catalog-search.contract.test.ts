import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_AZERBAIJANI, startTestApp, type TestApp } from '../../../test/app.js';
import { generateLargeCatalogue } from '../../../../tools/src/large-catalogue.js';
import { VISITOR } from '../accounts/viewer.js';
import { descendantIds, listCategories } from '../catalog/catalog.service.js';
import { buildListingQuery, listingConditions, PRODUCT_SORTS, type ListingCriteria, type ProductSort } from '../catalog/listing.service.js';
import { pgArray } from '../../db/sql.js';
import {
  CATALOG_ENGINES,
  type CatalogEngineName,
  type CatalogFacetQuery,
  type CatalogPage,
  type CatalogSearch,
  type FacetFilter,
  type FilterFacet,
} from './catalog-search.js';
import { createCatalogEngine } from './engines.js';
import { foldSearchText } from './search-text.js';
import type { Viewer } from '../accounts/accounts.types.js';

/**
 * The contract every catalogue engine keeps: the same ids, in the same order, with the same totals as
 * the SQL oracle (the listing statement on product_listing; a ranking query written from the search
 * rules over the documents themselves; facet counts as one listing count per filter), before and after any change made with plain SQL, and seen
 * through the app's REST and GraphQL answers as well as the engine itself.
 */

/** The first app owns the database; the other engine's app runs on the same one. */
const apps = {} as Record<CatalogEngineName, TestApp>;
let t: TestApp;
const engines = Object.fromEntries(CATALOG_ENGINES.map((name) => [name, createCatalogEngine(name)])) as Record<
  CatalogEngineName,
  ReturnType<typeof createCatalogEngine>
>;
/** One request's view, as the app hands it out. */
const viewOf = (name: CatalogEngineName): CatalogSearch => engines[name].view(t.orm.em.fork());
/**
 * A statement on the test's database. After a write, the engines above catch up: they listen to no
 * notification, as the apps' do (and the apps settle before each request, test/app.ts).
 */
const sql = async <T>(text: string, params: unknown[] = []) => {
  const rows = await t.orm.em.getConnection().execute<T[]>(text, params);
  if (!/^\s*(select|with)\b/i.test(text)) await Promise.all(CATALOG_ENGINES.map((name) => engines[name].catchUp(t.orm.em.fork())));
  return rows;
};
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
  categoryId ? descendantIds((categoryList ??= await listCategories(t.orm.em.fork())), categoryId) : undefined;

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

/** A listing's facet counts asked of an engine or the oracle (prices in AZN, as the API takes them). */
interface FacetCase {
  tier: number;
  categoryId?: string;
  hotDealsOnly: boolean;
  minPrice?: number;
  maxPrice?: number;
  within: string[] | null;
  chosen: FacetFilter[];
  counted: FacetFilter[];
}

const minor = (azn?: number) => (azn === undefined ? null : Math.round(azn * 100));

async function facetQuery(c: FacetCase): Promise<CatalogFacetQuery> {
  return { ...c, categoryIds: await below(c.categoryId), minPrice: minor(c.minPrice), maxPrice: minor(c.maxPrice) };
}

/**
 * Facet counts by their rule, one count statement per counted filter: the products meeting the
 * listing's conditions and the options chosen of every other filter, that have the option. Only
 * counts above 0, in the counted order; filters with none left out.
 */
async function facetOracle(c: FacetCase): Promise<FilterFacet[]> {
  const query = await facetQuery(c);
  const facets: FilterFacet[] = [];
  for (const filter of c.counted) {
    const others = c.chosen.filter((group) => group.filterId !== filter.filterId && group.optionIds.length > 0).map((group) => group.optionIds);
    const { where, params } = listingConditions(c.tier, { ...query, optionGroups: others });
    const rows = await sql<{ id: string; n: number }>(
      `select o.id, count(*)::int as n from product_listing l join unnest(?::uuid[]) as o(id) on o.id = any(l.option_ids)
       where ${where}${c.within ? ' and l.product_id = any(?::uuid[])' : ''} group by o.id`,
      [pgArray(filter.optionIds), ...params, ...(c.within ? [pgArray(c.within)] : [])],
    );
    const counts = new Map(rows.map((r) => [r.id, r.n]));
    const options = filter.optionIds.filter((id) => counts.has(id)).map((optionId) => ({ optionId, count: counts.get(optionId)! }));
    if (options.length > 0) facets.push({ filterId: filter.filterId, options });
  }
  return facets;
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
  // The oracle looks words up by prefix and by shared trigrams: indexed, a random query takes milliseconds, not a scan.
  await sql(`create index on contract_doc using spgist (lexeme)`);
  await sql(`create index on contract_doc using gin (trigrams)`);
  await sql(`analyze contract_doc`);
}

/**
 * Search ranking written straight from its rules: per query word the best of whole word (10× its
 * weight's points: A 100, B 40, C 20, D 10), prefix (8×), or a name/SKU/brand word sharing at least half
 * the query word's trigrams (from four letters: 500 × that share); every word must match; equal scores
 * in stock first, then the most ordered, then the newest, then by id. The whole ranked list.
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
       from contract_doc d join q on d.lexeme ^@ q.word or (q.typo_tolerant and d.trigrams && q.trigrams)
       where d.is_active and d.price_${tier} is not null
       group by d.id, q.word
     )
     select b.id from best b join product_listing l on l.product_id = b.id where b.points > 0
     group by b.id, l.in_stock, l.order_count, l.created_at having count(*) = ?
     order by sum(b.points) desc, l.in_stock desc, l.order_count desc, l.created_at desc, b.id`,
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
  return [0, 1, 2]
    .flatMap((p) => shown.filter((r) => part(r) === p))
    .slice(0, limit)
    .map((r) => r.id);
}

/**
 * `count` orders placed with plain SQL (the order lines' trigger refreshes their products' listing
 * rows): `picked` selects product ids and `upTo`, and orders 1 to `upTo` get a line for the product.
 */
async function placeOrders(count: number, picked: string, params: unknown[] = []): Promise<void> {
  await sql(
    `with orders as (
      insert into shop_order (reference, customer_id, customer_name, customer_phone, customer_email, language, total_amount_minor, total_price_minor)
      select 'CONTRACT-' || n || '-' || gen_random_uuid(), gen_random_uuid(), 'Contract', '+994500000000', 'contract@example.com', 'en', 0, 0 from generate_series(1, ?) n
      returning id, split_part(reference, '-', 2)::int as n
    ), picked as (${picked})
    insert into order_line (order_id, position, product_id, product_name, product_sku, unit_price_minor, original_unit_price_minor, quantity, total_price_minor)
    select o.id, 1, p.id, p.name, p.sku, 0, 0, 1, 0 from orders o join picked on o.n <= picked."upTo" join product p on p.id = picked.id`,
    [count, ...params],
  );
}

beforeAll(async () => {
  t = apps.memory = await startTestApp({ catalogEngine: 'memory' });
  await generateLargeCatalogue(t.orm.em.fork(), 300);
  // Every fifth product in 0 to 3 orders: the order count decides between equally good, equally stocked search matches.
  await placeOrders(3, `select id, r % 4 as "upTo" from (select id, row_number() over (order by id) as r from product) p where r % 5 = 0`);
  apps.postgres = await startTestApp({ catalogEngine: 'postgres', sameDatabaseAs: t });
});
afterAll(async () => {
  await apps.postgres.close();
  await t.close();
});

describe.each(CATALOG_ENGINES)('the %s catalogue engine', (name) => {
  it('lists what the SQL listing statement lists: same page, same order, same total', async () => {
    const [laptops] = await sql<{ id: string }>(`select id from category where slug = 'noutbuklar'`);
    const options = await sql<{ id: string }>(
      `select o.id from filter_option o join filter f on f.id = o.filter_id where f.slug = 'brend' and o.value in ('hp', 'lenovo', 'dell')`,
    );
    const cases: Omit<ListingCase, 'sort' | 'page' | 'pageSize' | 'tier'>[] = [
      { optionGroups: [], hotDealsOnly: false },
      { categoryId: laptops!.id, optionGroups: [], hotDealsOnly: false },
      { categoryId: laptops!.id, optionGroups: [options.map((o) => o.id)], minPrice: 500, maxPrice: 3000, hotDealsOnly: false },
      { optionGroups: [], hotDealsOnly: true, minPrice: 100 },
    ];
    for (const base of cases) {
      for (const sort of PRODUCT_SORTS) {
        for (const [page, pageSize] of [
          [1, 20],
          [3, 7],
          [40, 20],
        ] as const) {
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
    for (const text of [
      'le',
      'lenovo',
      'lenvo',
      'noutbuk 16',
      'Kompüter',
      'ŞƏBƏKƏ',
      'gen 00001',
      'rtx4060',
      'etibarli',
      'sərfəli noutbuk',
      'hikvisoin',
      'zzzz',
      'a b c',
    ]) {
      for (const tier of [1, 4]) {
        for (const [offset, limit] of [
          [0, 10],
          [5, 3],
          [10_000, 5],
        ] as const) {
          const found = await viewOf(name).search({ text, tier, offset, limit });
          expect(found, JSON.stringify({ text, tier, offset })).toEqual(await searchOracle(text, tier, offset, limit));
        }
      }
    }
  });

  it("suggests similar products by the rule, and knows each product's category", async () => {
    const categories = await listCategories(t.orm.em.fork());
    const products = await sql<{ id: string; categoryId: string }>(
      `select product_id as id, category_id as "categoryId" from product_listing order by product_id limit 25`,
    );
    for (const [i, product] of products.entries()) {
      const parent = categories.find((c) => c.id === product.categoryId)?.parentId;
      const siblings = parent ? descendantIds(categories, parent).filter((id) => id !== product.categoryId) : [];
      const tier = 1 + (i % 4);
      const limit = [1, 6, 40][i % 3]!;
      const found = await viewOf(name).similar({ tier, categoryId: product.categoryId, siblingIds: siblings, excludeId: product.id, limit });
      expect(found).toEqual(await similarOracle(tier, product.categoryId, siblings, product.id, limit));
      expect(await viewOf(name).categoryOf(product.id)).toBe(product.categoryId);
    }
    expect(await viewOf(name).similar({ tier: 2, categoryId: null, siblingIds: [], excludeId: null, limit: 12 })).toEqual(
      await similarOracle(2, null, [], null, 12),
    );
    expect(await viewOf(name).categoryOf('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('counts facets by the rule: every other filter applies, the option’s own filter does not', async () => {
    const [laptops] = await sql<{ id: string }>(`select id from category where slug = 'noutbuklar'`);
    const filters = await filterPool();
    const brand = filters.find((f) => f.slug === 'brend')!;
    const [someBrands, otherFilter] = [brand.optionIds.slice(0, 3), filters.find((f) => f.slug !== 'brend' && f.optionIds.length > 1)!];
    const counted = filters.map(({ filterId, optionIds }) => ({ filterId, optionIds }));
    const cases: FacetCase[] = [
      { tier: 1, hotDealsOnly: false, within: null, chosen: [], counted },
      { tier: 2, categoryId: laptops!.id, hotDealsOnly: false, within: null, chosen: [], counted },
      { tier: 1, categoryId: laptops!.id, hotDealsOnly: false, within: null, chosen: [{ filterId: brand.filterId, optionIds: someBrands }], counted },
      {
        tier: 3,
        hotDealsOnly: false,
        minPrice: 300,
        maxPrice: 4000,
        within: null,
        chosen: [
          { filterId: brand.filterId, optionIds: someBrands },
          { filterId: otherFilter.filterId, optionIds: otherFilter.optionIds.slice(0, 1) },
        ],
        counted,
      },
      { tier: 4, hotDealsOnly: true, within: null, chosen: [{ filterId: brand.filterId, optionIds: someBrands }], counted: counted.slice(0, 2) },
      {
        tier: 1,
        hotDealsOnly: false,
        within: (await sql<{ id: string }>('select id from product order by id limit 120')).map((r) => r.id),
        chosen: [{ filterId: otherFilter.filterId, optionIds: otherFilter.optionIds }],
        counted,
      },
    ];
    for (const c of cases) {
      const expected = await facetOracle(c);
      expect(await viewOf(name).facets(await facetQuery(c)), JSON.stringify(c.chosen)).toEqual(expected);
    }
    // The broad ones count something in several filters (the test would prove little otherwise).
    expect((await facetOracle(cases[0]!)).length).toBeGreaterThan(2);
    expect((await facetOracle(cases[2]!)).find((f) => f.filterId === brand.filterId)!.options.length).toBeGreaterThan(3);
  });
});

/** Every filter with its options, in display order. */
async function filterPool(): Promise<(FacetFilter & { slug: string })[]> {
  return sql<FacetFilter & { slug: string }>(
    `select f.id as "filterId", f.slug, array_agg(o.id order by o.sort_order, o.id)::text[] as "optionIds"
     from filter f join filter_option o on o.filter_id = f.id group by f.id order by f.sort_order, f.id`,
  );
}

/** The catalogue's own material for random criteria and queries. */
interface Pools {
  categories: string[];
  options: string[];
  /** Folded document words and raw name words (capitals, Azerbaijani letters, glued model numbers). */
  words: string[];
  filters: FacetFilter[];
  products: string[];
}

async function loadPools(): Promise<Pools> {
  const categories = await sql<{ id: string }>('select id from category where is_active order by id');
  const options = await sql<{ id: string }>('select distinct filter_option_id as id from product_filter where filter_option_id is not null order by 1');
  const lexemes = await sql<{ word: string }>('select distinct lexeme as word from contract_doc order by 1');
  const raw = await sql<{ word: string }>(`select distinct w as word from product, regexp_split_to_table(name, '\\s+') w where w <> '' order by 1`);
  const products = await sql<{ id: string }>('select id from product order by id');
  return {
    categories: categories.map((c) => c.id),
    options: options.map((o) => o.id),
    words: [...lexemes, ...raw].map((w) => w.word),
    filters: (await filterPool()).map(({ filterId, optionIds }) => ({ filterId, optionIds })),
    products: products.map((p) => p.id),
  };
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

/** Random facet queries: a listing's conditions, up to three filters' options chosen, some or all filters counted, sometimes a set of products. */
function facetCases(pools: Pools): fc.Arbitrary<FacetCase> {
  const chosen = fc
    .uniqueArray(fc.constantFrom(...pools.filters), { maxLength: 3, selector: (f) => f.filterId })
    .chain((filters) =>
      fc.tuple(
        ...filters.map((f) =>
          fc.subarray([...f.optionIds], { minLength: 1, maxLength: Math.min(3, f.optionIds.length) }).map((optionIds) => ({ filterId: f.filterId, optionIds })),
        ),
      ),
    );
  return fc
    .record({
      listing: listingCases(pools),
      chosen,
      counted: fc.oneof(fc.constant(pools.filters), fc.subarray(pools.filters, { minLength: 1 })),
      within: fc.option(fc.uniqueArray(fc.constantFrom(...pools.products), { maxLength: 80 }), { nil: null, freq: 3 }),
    })
    .map(({ listing: { tier, categoryId, hotDealsOnly, minPrice, maxPrice }, chosen, counted, within }) => ({
      tier,
      categoryId,
      hotDealsOnly,
      minPrice,
      maxPrice,
      within,
      chosen,
      counted,
    }));
}

/** A prefix of a catalogue word, sometimes with a typo (a letter replaced, dropped, added or two swapped). */
function queryWords(pools: Pools): fc.Arbitrary<string> {
  const typo = fc.tuple(fc.constantFrom('replace', 'drop', 'add', 'swap'), fc.nat(), fc.constantFrom(...Array.from('abcdefghijklmnopqrstuvwxyz0123456789')));
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
const facetAnswers = new Map<string, FilterFacet[]>();
const FACET_RUNS = 1000;

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

  it(`counts facets as the rule says for ${FACET_RUNS} random listings (conditions, chosen options of up to three filters, a set of products)`, async () => {
    await fc.assert(
      fc.asyncProperty(facetCases(pools), async (c) => {
        const key = `facets:${JSON.stringify(c)}`;
        const expected = facetAnswers.get(key) ?? (await facetOracle(c));
        facetAnswers.set(key, expected);
        expect(await viewOf(name).facets(await facetQuery(c))).toEqual(expected);
      }),
      { numRuns: FACET_RUNS, seed: 18 },
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

type Card = { id: string; name: string; categoryName: string; stockQuantity: number; primaryImageUrl: string | null; currentPrice: number };
const rest = async <T>(name: CatalogEngineName, url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> => {
  const response = await apps[name].app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  return { status: response.statusCode, body: response.json<T>() };
};

/**
 * A search, after a change, through each engine and each engine's app (REST and GraphQL): all answer
 * what the oracle ranks. Answers the oracle's ids.
 */
async function expectSearchEverywhere(text: string): Promise<string[]> {
  await snapshotDocuments();
  const ranked = await rankedOracle(text, 1);
  for (const name of CATALOG_ENGINES) {
    expect(await viewOf(name).search({ text, tier: 1, offset: 0, limit: 100 }), `${name}: ${text}`).toEqual({
      ids: ranked.slice(0, 100),
      total: ranked.length,
    });
    const { body } = await rest<{ products: Card[]; totalCount: number }>(name, `/Products/search?q=${encodeURIComponent(text)}&pageSize=100`);
    expect({ ids: body.products.map((p) => p.id), total: body.totalCount }, `${name} REST: ${text}`).toEqual({
      ids: ranked.slice(0, 100),
      total: ranked.length,
    });
    const { data } = await apps[name].graphql<{ searchProducts: { totalCount: number; items: { id: string }[] } }>(
      'query($text: String!) { searchProducts(text: $text, pageSize: 100) { totalCount items { id } } }',
      { text },
    );
    expect({ ids: data!.searchProducts.items.map((p) => p.id), total: data!.searchProducts.totalCount }, `${name} GraphQL: ${text}`).toEqual({
      ids: ranked.slice(0, 100),
      total: ranked.length,
    });
  }
  return ranked;
}

/** A listing, after a change, through each engine: all answer what the listing statement answers. */
async function expectListingEverywhere(c: ListingCase): Promise<CatalogPage> {
  const expected = await listingOracle(c);
  for (const name of CATALOG_ENGINES) expect(await listed(viewOf(name), c), `${name}: ${JSON.stringify(c)}`).toEqual(expected);
  return expected;
}

/** A card as each app shows it in search results (found by its SKU). */
async function cardsOf(productId: string): Promise<Card[]> {
  const [{ sku } = { sku: '' }] = await sql<{ sku: string }>('select sku from product where id = ?', [productId]);
  return Promise.all(
    CATALOG_ENGINES.map(async (name) =>
      // In Azerbaijani: the category names the tests rename are the Azerbaijani ones.
      (await rest<{ products: Card[] }>(name, `/Products/search?q=${encodeURIComponent(sku)}`, IN_AZERBAIJANI)).body.products.find((p) => p.id === productId)!,
    ),
  );
}

const cheapest: ListingCase = { tier: 1, optionGroups: [], hotDealsOnly: false, sort: 'price_asc', page: 1, pageSize: 10 };

describe.each(CATALOG_ENGINES)('facet counts through the %s engine’s app (GraphQL products)', (name) => {
  type Facets = { filterId: string; options: { optionId: string; count: number }[] }[];
  type Criterion = { filterId: string; filterOptionIds: string[] };
  const listing = async (input: Record<string, unknown>) => {
    const { data, errors } = await apps[name].graphql<{ products: { totalCount: number; facets: Facets } }>(
      'query($input: ProductListInput!) { products(input: $input) { totalCount facets { filterId options { optionId count } } } }',
      { input },
    );
    expect(errors).toBeUndefined();
    return data!.products;
  };

  it('each option counts what choosing it alone of its filter lists, for a category, a search, a brand and hot deals', async () => {
    const filters = await filterPool();
    const brand = filters.find((f) => f.slug === 'brend')!;
    const other = filters.find((f) => f.slug !== 'brend' && f.optionIds.length > 1)!;
    const [topBrand] = await sql<{ slug: string }>(
      'select b.slug from brand b join product_listing l on l.brand_id = b.id where l.is_active group by b.slug order by count(*) desc, b.slug limit 1',
    );
    const inputs: Record<string, unknown>[] = [
      { categorySlug: 'noutbuklar' },
      { categorySlug: 'noutbuklar', filterCriteria: [{ filterId: brand.filterId, filterOptionIds: brand.optionIds.slice(0, 4) }], minPrice: 200 },
      { search: 'noutbuk', filterCriteria: [{ filterId: other.filterId, filterOptionIds: other.optionIds.slice(0, 1) }] },
      { brandSlug: topBrand!.slug },
      { hotDealsOnly: true, filterCriteria: [{ filterId: brand.filterId, filterOptionIds: brand.optionIds.slice(0, 2) }] },
    ];
    let counted = 0;
    for (const input of inputs) {
      const { facets } = await listing({ ...input, pageSize: 1 });
      expect(facets.length, JSON.stringify(input)).toBeGreaterThan(0);
      for (const facet of facets) {
        for (const option of facet.options) {
          const criteria = ((input.filterCriteria ?? []) as Criterion[]).filter((c) => c.filterId !== facet.filterId);
          const alone = await listing({
            ...input,
            filterCriteria: [...criteria, { filterId: facet.filterId, filterOptionIds: [option.optionId] }],
            pageSize: 1,
          });
          expect(alone.totalCount, `${JSON.stringify(input)} ${option.optionId}`).toBe(option.count);
          counted++;
        }
      }
    }
    expect(counted).toBeGreaterThan(20);
  });

  it('offers no facets for a search text too short to search', async () => {
    expect(await listing({ search: 'a' })).toEqual({ totalCount: 0, facets: [] });
  });
});

describe('changes made with plain SQL, seen by both engines and both apps', () => {
  beforeAll(() => {
    categoryList = undefined;
  });

  it('a brand renamed: its products are found by the new name, no longer by the old', async () => {
    const [brand] = await sql<{ id: string; name: string }>(
      `select b.id, b.name from brand b join product p on p.brand_id = b.id group by b.id order by count(*) desc, b.id limit 1`,
    );
    await sql(`update brand set name = 'Zorbatron' where id = ?`, [brand!.id]);
    const found = await expectSearchEverywhere('zorbatron');
    const shown = await sql<{ id: string }>('select product_id as id from product_listing where brand_id = ? and is_active and price_1 is not null', [
      brand!.id,
    ]);
    expect(found.sort()).toEqual(shown.map((r) => r.id).sort());
    expect(found.length).toBeGreaterThan(5);
    await expectSearchEverywhere(brand!.name);
  });

  it('a category renamed: its products are found by the new name and their cards show it', async () => {
    const [category] = await sql<{ id: string }>(`select category_id as id from product_listing where is_active group by 1 order by count(*) desc, 1 limit 1`);
    const [product] = await sql<{ id: string }>(
      'select product_id as id from product_listing where category_id = ? and is_active order by product_id limit 1',
      [category!.id],
    );
    await cardsOf(product!.id);
    await sql(`update category set name = 'Qubitlər' where id = ?`, [category!.id]);
    const found = await expectSearchEverywhere('qubitler');
    expect(found).toContain(product!.id);
    for (const card of await cardsOf(product!.id)) expect(card.categoryName).toBe('Qubitlər');
  });

  it('a specification edited: the product is found by the new value', async () => {
    const [item] = await sql<{ id: string; productId: string }>(
      `select i.id, g.product_id as "productId" from specification_item i join specification_group g on g.id = i.group_id
       join product_listing l on l.product_id = g.product_id where l.is_active order by i.id limit 1`,
    );
    await sql(`update specification_item set value = 'Plazmatron 9000' where id = ?`, [item!.id]);
    expect(await expectSearchEverywhere('plazmatron')).toEqual([item!.productId]);
    await sql(`delete from specification_item where id = ?`, [item!.id]);
    expect(await expectSearchEverywhere('plazmatron')).toEqual([]);
  });

  it('a price and a stock level changed: listings reorder, cards show them', async () => {
    const before = await expectListingEverywhere(cheapest);
    const [product] = await sql<{ id: string }>(
      'select product_id as id from product_listing where is_active and price_1 is not null order by price_1 desc limit 1',
    );
    await cardsOf(product!.id);
    await sql(`update product_price set price_minor = 1, discounted_price_minor = 1 where product_id = ? and tier = 1`, [product!.id]);
    await sql(`update product set stock_quantity = 4321 where id = ?`, [product!.id]);
    const after = await expectListingEverywhere(cheapest);
    expect(after.ids[0]).toBe(product!.id);
    expect(after.ids).not.toEqual(before.ids);
    for (const name of CATALOG_ENGINES) {
      const { body } = await rest<{ products: Card[] }>(name, '/Products?pageSize=3&sortBy=price&sortOrder=asc');
      expect(body.products[0], name).toMatchObject({ id: product!.id, currentPrice: 0.01, stockQuantity: 4321 });
    }
    for (const card of await cardsOf(product!.id)) expect(card).toMatchObject({ currentPrice: 0.01, stockQuantity: 4321 });
  });

  it('an option assigned and taken away, and an option deleted: filtered listings follow', async () => {
    const [option] = await sql<{ id: string; filterId: string }>(
      `select o.id, o.filter_id as "filterId" from filter_option o join product_filter pf on pf.filter_option_id = o.id group by o.id order by count(*), o.id limit 1`,
    );
    // A product holds one option per filter: pick one with no option of this filter yet.
    const [product] = await sql<{ id: string }>(
      `select product_id as id from product_listing l where is_active and price_1 is not null
         and not exists (select 1 from product_filter pf where pf.product_id = l.product_id and pf.filter_id = ?)
       order by product_id limit 1`,
      [option!.filterId],
    );
    const filtered: ListingCase = { ...cheapest, optionGroups: [[option!.id]], pageSize: 100 };
    expect((await expectListingEverywhere(filtered)).ids).not.toContain(product!.id);
    await sql(`insert into product_filter (id, product_id, filter_id, filter_option_id) values (gen_random_uuid(), ?, ?, ?)`, [
      product!.id,
      option!.filterId,
      option!.id,
    ]);
    expect((await expectListingEverywhere(filtered)).ids).toContain(product!.id);
    await sql(`delete from product_filter where product_id = ? and filter_option_id = ?`, [product!.id, option!.id]);
    expect((await expectListingEverywhere(filtered)).ids).not.toContain(product!.id);
    // Deleting the option deletes its assignments (a cascade): no listing row keeps it.
    await sql('delete from filter_option where id = ?', [option!.id]);
    expect((await expectListingEverywhere(filtered)).total).toBe(0);
    expect(await sql('select 1 from product_listing where option_ids @> array[?::uuid]', [option!.id])).toEqual([]);
  });

  it('equally good matches: in stock first, then the most ordered, then the newest, as stock and orders change', async () => {
    const products = await sql<{ id: string }>(
      'select product_id as id from product_listing where is_active and price_1 is not null order by created_at desc, product_id limit 3 offset 10',
    );
    const [newest, middle, oldest] = products.map((p) => p.id);
    const three = pgArray([newest!, middle!, oldest!]);
    await sql(`update product set name = 'Tiebreaker ' || sku, stock_quantity = 5 where id = any(?::uuid[])`, [three]);
    await sql('delete from order_line where product_id = any(?::uuid[])', [three]);
    // One whole name word each: the same score.
    expect(await expectSearchEverywhere('tiebreaker')).toEqual([newest, middle, oldest]);
    await sql('update product set stock_quantity = 0 where id = ?', [newest]);
    expect(await expectSearchEverywhere('tiebreaker')).toEqual([middle, oldest, newest]);
    await placeOrders(1, 'select ?::uuid as id, 1 as "upTo"', [oldest]);
    expect(await expectSearchEverywhere('tiebreaker')).toEqual([oldest, middle, newest]);
    // Orders do not lift a product out of stock above one in stock.
    await placeOrders(2, 'select ?::uuid as id, 2 as "upTo"', [newest]);
    expect(await expectSearchEverywhere('tiebreaker')).toEqual([oldest, middle, newest]);
    await sql('update product set stock_quantity = 1 where id = ?', [newest]);
    expect(await expectSearchEverywhere('tiebreaker')).toEqual([newest, oldest, middle]);
  });

  it('a new primary image: cards show it', async () => {
    const [product] = await sql<{ id: string }>(
      'select product_id as id from product_listing where is_active and price_1 is not null order by product_id desc limit 1',
    );
    await cardsOf(product!.id);
    await sql(`update product_image set is_primary = false where product_id = ?`, [product!.id]);
    await sql(
      `insert into product_image (id, product_id, url, alt_text, is_primary, sort_order) values (gen_random_uuid(), ?, '/uploads/contract-photo.webp', '', true, 0)`,
      [product!.id],
    );
    for (const card of await cardsOf(product!.id)) expect(card.primaryImageUrl).toBe('/uploads/contract-photo.webp');
  });

  it('a category deactivated (or moved under an inactive one): every product below it is hidden everywhere, and shown again after', async () => {
    const [top] = await sql<{ id: string }>(`select id from category where slug = 'ofis-avadanliqlari'`);
    const [moved] = await sql<{ id: string }>(`select id from category where slug = 'monobloklar'`);
    const hiddenIds = async () =>
      (
        await sql<{ id: string }>(
          `with recursive below as (select id from category where id in (?, ?) union select c.id from category c join below on c.parent_id = below.id)
           select p.id from product p where p.category_id in (select id from below) and p.is_active order by p.id`,
          [top!.id, moved!.id],
        )
      ).map((r) => r.id);
    const everything: ListingCase = { ...cheapest, sort: 'newest', pageSize: 40 };
    const before = await expectListingEverywhere(everything);
    const hidden = await hiddenIds();
    const [sample] = await sql<{ id: string; name: string; categoryId: string }>(
      'select id, name, category_id as "categoryId" from product where id = any(?::uuid[]) order by created_at desc limit 1',
      [`{${hidden.join(',')}}`],
    );
    expect(hidden.length).toBeGreaterThan(10);
    expect((await rest(`memory`, `/Products/${sample!.id}`)).status).toBe(200);

    await sql(`update category set is_active = false where id = ?`, [top!.id]);
    await sql(`update category set parent_id = ? where id = ?`, [top!.id, moved!.id]);
    const after = await expectListingEverywhere(everything);
    expect(after.total).toBe(
      before.total -
        (
          await sql<{ id: string }>('select product_id as id from product_listing where product_id = any(?::uuid[]) and price_1 is not null', [
            `{${hidden.join(',')}}`,
          ])
        ).length,
    );
    expect((await expectSearchEverywhere(sample!.name)).filter((id) => hidden.includes(id))).toEqual([]);
    for (const name of CATALOG_ENGINES) {
      const view = viewOf(name);
      expect(await view.list({ tier: 1, categoryIds: [top!.id, moved!.id, sample!.categoryId], sort: 'newest', offset: 0, limit: 10 })).toEqual({
        ids: [],
        total: 0,
      });
      expect(
        (await view.similar({ tier: 1, categoryId: sample!.categoryId, siblingIds: [], excludeId: null, limit: 50 })).filter((id) => hidden.includes(id)),
      ).toEqual([]);
      expect((await rest(name, `/Products/${sample!.id}`)).status, name).toBe(404);
      const { data } = await apps[name].graphql<{ product: unknown; similarProducts: { id: string }[] }>(
        `{ product(id: "${sample!.id}") { id } similarProducts(categoryId: "${sample!.categoryId}", limit: 20) { id } }`,
      );
      expect(data!.product, name).toBeNull();
      expect(
        data!.similarProducts.filter((p) => hidden.includes(p.id)),
        name,
      ).toEqual([]);
    }

    await sql(`update category set is_active = true where id = ?`, [top!.id]);
    expect(await expectListingEverywhere(everything)).toEqual(before);
    for (const name of CATALOG_ENGINES) expect((await rest(name, `/Products/${sample!.id}`)).status, name).toBe(200);
  });
});

describe.each(CATALOG_ENGINES)('the %s catalogue engine, after all those changes', (name) => {
  beforeAll(async () => {
    await snapshotDocuments();
    categoryList = undefined;
  });

  it('still answers as the oracle does for random listings and queries', async () => {
    const pools = await loadPools();
    await fc.assert(
      fc.asyncProperty(listingCases(pools), async (c) => {
        expect(await listed(viewOf(name), c)).toEqual(await listingOracle(c));
      }),
      { numRuns: 100, seed: 15 },
    );
    await fc.assert(
      fc.asyncProperty(facetCases(pools), async (c) => {
        expect(await viewOf(name).facets(await facetQuery(c))).toEqual(await facetOracle(c));
      }),
      { numRuns: 100, seed: 15 },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(queryWords(pools), { minLength: 1, maxLength: 2 }), fc.integer({ min: 1, max: 4 }), async (words, tier) => {
        const text = words.join(' ');
        expect(await viewOf(name).search({ text, tier, offset: 0, limit: 10 })).toEqual(await searchOracle(text, tier, 0, 10));
      }),
      { numRuns: 100, seed: 15 },
    );
  }, 120_000);
});
