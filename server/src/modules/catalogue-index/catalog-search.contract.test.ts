import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_AZERBAIJANI, startTestApp, type TestApp } from '../../../test/app.js';
import { generateLargeCatalogue } from '../../../../tools/src/large-catalogue.js';
import { descendantIds, listCategories } from '../catalog/catalog.service.js';
import { PRODUCT_SORTS, type ProductSort } from '../catalog/listing.service.js';
import { pgArray } from '../../db/sql.js';
import {
  CATALOG_ENGINES,
  type CatalogEngineName,
  type CatalogPage,
  type CatalogSearch,
  type FacetFilter,
  type FilterFacet,
  type ListingFilter,
  type ListingQuery,
} from './catalog-search.js';
import { createCatalogue, type Catalogue } from './engines.js';
import { foldSearchText } from './search-text.js';

/**
 * The contract every catalogue engine keeps: the same ids, in the same order, with the same totals (and
 * facet counts) as the SQL oracle, for every criterion of a listing question (category, brand, options,
 * custom values, ranges, text, hot deals, price range, sort or best match, page, tier) alone and together,
 * before and after any change made with plain SQL, and seen through the app's REST and GraphQL answers as
 * well as the engine itself. The oracle is written from the rules, not from either engine's statements: a
 * plain statement on product_listing and product_filter per listing, a ranking query over the documents
 * themselves, facet counts as one listing per counted filter.
 */

/** The first app owns the database; the other engine's app runs on the same one. */
const apps = {} as Record<CatalogEngineName, TestApp>;
let t: TestApp;
const catalogues = Object.fromEntries(CATALOG_ENGINES.map((name) => [name, createCatalogue(name)])) as Record<CatalogEngineName, Catalogue>;
/**
 * The postgres engine with a walk of 8 products (at 300 products its one-word pages then come from the
 * walk and from the levels' indexes alike) that keeps every total and facet count until the next change.
 */
const SHORT_WALK = 'postgres, walk of 8, every count kept';
const shortWalk = createCatalogue('postgres', { walk: 8, keepFrom: 0 });
/** One request's view, as the app hands it out. */
const viewOf = (name: CatalogEngineName | typeof SHORT_WALK): CatalogSearch =>
  (name === SHORT_WALK ? shortWalk : catalogues[name]).engine.view(t.orm.em.fork());
/**
 * A statement on the test's database. After a write, the catalogues above catch up (the version, then the
 * engine): they listen to no notification, as the apps' do (and the apps settle before each request, test/app.ts).
 */
const sql = async <T>(text: string, params: unknown[] = []) => {
  const rows = await t.orm.em.getConnection().execute<T[]>(text, params);
  if (!/^\s*(select|with)\b/i.test(text)) {
    await Promise.all([...Object.values(catalogues), shortWalk].map((catalogue) => catalogue.version.catchUp(t.orm.em.fork())));
  }
  return rows;
};

/**
 * A listing as the tests ask it: `optionGroups` are options-only filters of made-up filter ids (options
 * of one group are alternatives, groups must all hold); `filters` are criteria of real filters (options
 * only: the filter panel's choices; a custom value or bounds: conditions).
 */
interface ListingCase {
  tier: number;
  categoryId?: string;
  brandId?: string;
  optionGroups: string[][];
  filters?: ListingFilter[];
  text?: string;
  minPrice?: number;
  maxPrice?: number;
  hotDealsOnly: boolean;
  /** None: best match first with text, else newest first. */
  sort?: ProductSort;
  page: number;
  pageSize: number;
}

let categoryList: Awaited<ReturnType<typeof listCategories>> | undefined;
const below = async (categoryId: string | undefined) =>
  categoryId ? descendantIds((categoryList ??= await listCategories(t.orm.em.fork())), categoryId) : undefined;

const minor = (azn?: number) => (azn === undefined ? null : Math.round(azn * 100));
const filtersOf = (c: ListingCase): ListingFilter[] => [
  ...c.optionGroups.map((optionIds, i) => ({ filterId: `00000000-0000-4000-8000-00000000000${i}`, optionIds })),
  ...(c.filters ?? []),
];

/** The question an engine is asked for a case (prices in minor units, as the listing service hands them over). */
async function queryOf(c: ListingCase, facets?: FacetFilter[]): Promise<ListingQuery> {
  return {
    tier: c.tier,
    categoryIds: await below(c.categoryId),
    brandId: c.brandId,
    hotDealsOnly: c.hotDealsOnly,
    filters: filtersOf(c),
    text: c.text,
    minPrice: minor(c.minPrice),
    maxPrice: minor(c.maxPrice),
    sort: c.sort,
    offset: (c.page - 1) * c.pageSize,
    limit: c.pageSize,
    facets,
  };
}

const ORDER: Record<ProductSort, (tier: number) => string> = {
  price_asc: (tier) => `l.price_${tier}, l.product_id`,
  price_desc: (tier) => `l.price_${tier} desc, l.product_id`,
  name_asc: () => 'l.name collate "C", l.product_id',
  name_desc: () => 'l.name collate "C" desc, l.product_id',
  newest: () => 'l.created_at desc, l.product_id',
};

/**
 * Every product a listing holds, in its order, written from the rules on the read model and product_filter
 * (not from either engine's statements): shown to the tier, in the categories, of the brand, a hot deal,
 * priced within the range; for each filter, the product's value for it (one per filter) is one of its
 * options, equals its custom value ignoring case (the custom value, else the option's), lies within its
 * bounds; with text, only the search's matches, best first unless sorted. `except`: a filter whose
 * options-only criteria are left out (a facet count's own filter).
 */
async function listingOracleIds(c: ListingCase, except?: string): Promise<string[]> {
  const where = ['l.is_active', `l.price_${c.tier} is not null`];
  const params: unknown[] = [];
  const add = (condition: string, ...values: unknown[]) => {
    where.push(condition);
    params.push(...values);
  };
  const categoryIds = await below(c.categoryId);
  if (categoryIds) add('l.category_id = any(?::uuid[])', pgArray(categoryIds));
  if (c.brandId !== undefined) add('l.brand_id = ?::uuid', c.brandId);
  if (c.hotDealsOnly) add('l.is_hot_deal');
  if (c.minPrice !== undefined) add(`l.price_${c.tier} >= ?`, minor(c.minPrice));
  if (c.maxPrice !== undefined) add(`l.price_${c.tier} <= ?`, minor(c.maxPrice));
  for (const f of filtersOf(c)) {
    const custom = Boolean(f.customValue);
    const bounded = (f.minValue ?? null) !== null || (f.maxValue ?? null) !== null;
    if (!custom && !bounded) {
      if (f.optionIds?.length && f.filterId !== except) {
        add('exists (select 1 from product_filter pf where pf.product_id = l.product_id and pf.filter_option_id = any(?::uuid[]))', pgArray(f.optionIds));
      }
      continue;
    }
    const tests = ['pf.product_id = l.product_id', 'pf.filter_id = ?::uuid'];
    const values: unknown[] = [f.filterId];
    const test = (condition: string, value: unknown) => {
      tests.push(condition);
      values.push(value);
    };
    if (f.optionIds?.length) test('pf.filter_option_id = any(?::uuid[])', pgArray(f.optionIds));
    if (custom) test('lower(coalesce(pf.custom_value, o.value)) = lower(?)', f.customValue);
    if ((f.minValue ?? null) !== null) test('pf.numeric_value >= ?', f.minValue);
    if ((f.maxValue ?? null) !== null) test('pf.numeric_value <= ?', f.maxValue);
    add(`exists (select 1 from product_filter pf left join filter_option o on o.id = pf.filter_option_id where ${tests.join(' and ')})`, ...values);
  }
  const rows = await sql<{ id: string }>(
    `select l.product_id as id from product_listing l where ${where.join(' and ')} order by ${ORDER[c.sort ?? 'newest'](c.tier)}`,
    params,
  );
  const listed = rows.map((r) => r.id);
  if (c.text === undefined) return listed;
  const ranked = await rankedOracle(c.text, c.tier);
  const [keep, order] = c.sort ? [new Set(ranked), listed] : [new Set(listed), ranked];
  return order.filter((id) => keep.has(id));
}

/** The oracle's page of a listing and its total. */
async function listingOracle(c: ListingCase): Promise<CatalogPage> {
  const ids = await listingOracleIds(c);
  return { ids: ids.slice((c.page - 1) * c.pageSize, c.page * c.pageSize), total: ids.length };
}

/** The same listing asked of an engine. */
async function listed(view: CatalogSearch, c: ListingCase): Promise<CatalogPage> {
  const { ids, total } = await view.query(await queryOf(c));
  return { ids, total };
}

/** A search alone, as search-as-you-type asks it. */
async function searched(view: CatalogSearch, text: string, tier: number, offset: number, limit: number): Promise<CatalogPage> {
  const { ids, total } = await view.query({ text, tier, offset, limit });
  return { ids, total };
}

/** A listing's facet counts, and the filters (with their options) to count. */
interface FacetCase extends ListingCase {
  counted: FacetFilter[];
}

/** A listing's facet counts asked of an engine (and its total: no page). */
async function facetsOf(view: CatalogSearch, c: FacetCase): Promise<{ total: number; facets?: FilterFacet[] }> {
  const { ids, total, facets } = await view.query({ ...(await queryOf(c, c.counted)), offset: 0, limit: 0 });
  expect(ids).toEqual([]);
  return { total, facets };
}

let optionsOfProducts: Map<string, string[]> | null = null;

/**
 * Facet counts by their rule, one listing per counted filter: the products meeting every condition and
 * the options chosen of every other filter, that have the option. Only counts above 0, in the counted
 * order; filters with none left out. And the listing's total.
 */
async function facetOracle(c: FacetCase): Promise<{ total: number; facets: FilterFacet[] }> {
  optionsOfProducts ??= new Map(
    (await sql<{ id: string; optionIds: string[] }>('select product_id as id, option_ids::text[] as "optionIds" from product_listing')).map((r) => [
      r.id,
      r.optionIds,
    ]),
  );
  const facets: FilterFacet[] = [];
  for (const filter of c.counted) {
    const counts = new Map<string, number>();
    for (const id of await listingOracleIds(c, filter.filterId)) {
      for (const option of optionsOfProducts.get(id) ?? []) counts.set(option, (counts.get(option) ?? 0) + 1);
    }
    const options = filter.optionIds.filter((id) => counts.has(id)).map((optionId) => ({ optionId, count: counts.get(optionId)! }));
    if (options.length > 0) facets.push({ filterId: filter.filterId, options });
  }
  return { total: (await listingOracleIds(c)).length, facets };
}

/**
 * The documents' words, read straight from every product's search_vector (not through any engine's
 * index or the word dictionary), with each word's best weight and, for name/SKU/brand words, its
 * trigrams: taken afresh after every change, so each oracle search is a cheap scan of a few thousand rows.
 */
async function snapshotDocuments(): Promise<void> {
  optionsOfProducts = null;
  rankings.clear();
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
  const key = `${tier}:${text}`;
  const known = rankings.get(key);
  if (known) return known;
  const ranked = await rankedOracleAfresh(text, tier);
  rankings.set(key, ranked);
  return ranked;
}

/** Rankings worked out since the documents were last taken (a facet oracle asks one per counted filter). */
const rankings = new Map<string, string[]>();

async function rankedOracleAfresh(text: string, tier: number): Promise<string[]> {
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
  // Custom values in place of every third option of the filter most products have (mixed case and
  // Azerbaijani capitals: compared ignoring case), and numbers with fractions for range filters.
  await sql(`update product_filter pf set filter_option_id = null,
      custom_value = (array['Qırmızı', 'QIRMIZI', 'Şəbəkə', 'ŞƏBƏKƏ', 'İsti', 'isti', 'mavi'])[1 + r.n % 7], numeric_value = r.n % 40 / 4.0
    from (select id, row_number() over (order by id) as n from product_filter
          where filter_id = (select pf.filter_id from product_filter pf join filter f on f.id = pf.filter_id where not f.follows_brand
                             group by 1 order by count(*) desc, 1 limit 1)) r
    where r.id = pf.id and r.n % 3 = 0`);
  apps.postgres = await startTestApp({ catalogEngine: 'postgres', sameDatabaseAs: t });
});
afterAll(async () => {
  await apps.postgres.close();
  await t.close();
});

describe.each(CATALOG_ENGINES)('the %s catalogue engine', (name) => {
  it('lists what the rules say: same page, same order, same total, for every criterion, with text and without', async () => {
    await snapshotDocuments();
    const [laptops] = await sql<{ id: string }>(`select id from category where slug = 'noutbuklar'`);
    const options = await sql<{ id: string }>(
      `select o.id from filter_option o join filter f on f.id = o.filter_id where f.slug = 'brend' and o.value in ('hp', 'lenovo', 'dell')`,
    );
    const [topBrand] = await sql<{ id: string }>('select brand_id as id from product_listing where is_active group by 1 order by count(*) desc, 1 limit 1');
    const [custom] = await sql<ValueRow>(`${VALUES_SQL} and pf.custom_value = 'QIRMIZI' limit 1`);
    // A brand whose red products the text finds too (the random catalogue decides which brands have them).
    const redCase = (brandId: string) => ({
      brandId,
      optionGroups: [],
      filters: [{ filterId: custom!.filterId, customValue: 'Qırmızı' }],
      text: 'e',
      hotDealsOnly: false,
    });
    const redBrands = await sql<{ id: string }>(
      `select l.brand_id as id from product_listing l join product_filter pf on pf.product_id = l.product_id
       where l.is_active and l.price_1 is not null and pf.filter_id = ? and pf.custom_value = 'Qırmızı' group by 1 order by count(*) desc, 1`,
      [custom!.filterId],
    );
    let redBrand = redBrands[0]!;
    for (const candidate of redBrands) {
      redBrand = candidate;
      if ((await listingOracle({ ...redCase(candidate.id), tier: 1, page: 1, pageSize: 1 })).total > 0) break;
    }
    const [numbered] = await sql<ValueRow>(`${VALUES_SQL} and pf.custom_value is null and pf.numeric_value > 0 order by 1, 3 limit 1`);
    const cases: Omit<ListingCase, 'sort' | 'page' | 'pageSize' | 'tier'>[] = [
      { optionGroups: [], hotDealsOnly: false },
      { categoryId: laptops!.id, optionGroups: [], hotDealsOnly: false },
      { categoryId: laptops!.id, optionGroups: [options.map((o) => o.id)], minPrice: 500, maxPrice: 3000, hotDealsOnly: false },
      { optionGroups: [], hotDealsOnly: true, minPrice: 100 },
      { brandId: topBrand!.id, optionGroups: [], hotDealsOnly: false },
      { optionGroups: [], filters: [{ filterId: custom!.filterId, customValue: 'qırmızı' }], hotDealsOnly: false },
      { optionGroups: [], filters: [{ filterId: numbered!.filterId, minValue: numbered!.number!, maxValue: numbered!.number! + 10 }], hotDealsOnly: false },
      { optionGroups: [], text: 'noutbuk', hotDealsOnly: false },
      { categoryId: laptops!.id, optionGroups: [options.map((o) => o.id)], text: 'sə', minPrice: 100, hotDealsOnly: false },
      redCase(redBrand.id),
    ];
    for (const base of cases) {
      expect((await listingOracle({ ...base, tier: 1, page: 1, pageSize: 1 })).total, JSON.stringify(base)).toBeGreaterThan(0);
      for (const sort of base.text === undefined ? PRODUCT_SORTS : [...PRODUCT_SORTS, undefined]) {
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
    // Custom values ignore case as PostgreSQL's lower() does, Azerbaijani capitals (İ, dotted or not) included.
    for (const customValue of ['qırmızı', 'QIRMIZI', 'şəbəkə', 'ŞƏBƏKƏ', 'İsti', 'isti', 'ISTI', 'İSTİ', 'i\u0307sti', 'Mavi ']) {
      const c: ListingCase = { optionGroups: [], filters: [{ filterId: custom!.filterId, customValue }], hotDealsOnly: false, tier: 1, page: 1, pageSize: 40 };
      expect(await listed(viewOf(name), c), customValue).toEqual(await listingOracle(c));
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
          const found = await searched(viewOf(name), text, tier, offset, limit);
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
    // The Brand options of the three brands with the most products shown (the random catalogue decides which).
    const someBrands = (
      await sql<{ id: string }>(
        `select o.id from filter_option o join product_listing l on l.brand_id = o.brand_id
         where o.filter_id = ? and l.is_active group by o.id order by count(*) desc, o.id limit 3`,
        [brand.filterId],
      )
    ).map((row) => row.id);
    const counted = filters.map(({ filterId, optionIds }) => ({ filterId, optionIds }));
    const [topBrand] = await sql<{ id: string }>('select brand_id as id from product_listing where is_active group by 1 order by count(*) desc, 1 limit 1');
    const [custom] = await sql<ValueRow>(`${VALUES_SQL} and pf.custom_value is not null order by 1, 2 limit 1`);
    const facetCase = (c: Omit<FacetCase, 'optionGroups' | 'hotDealsOnly' | 'page' | 'pageSize' | 'counted'> & Partial<FacetCase>): FacetCase => ({
      optionGroups: [],
      hotDealsOnly: false,
      page: 1,
      pageSize: 1,
      counted,
      ...c,
    });
    const chose = (...groups: FacetFilter[]) => groups.map(({ filterId, optionIds }) => ({ filterId, optionIds }));
    const casesWith = (otherFilter: FacetFilter): FacetCase[] => [
      facetCase({ tier: 1 }),
      facetCase({ tier: 2, categoryId: laptops!.id }),
      facetCase({ tier: 1, categoryId: laptops!.id, filters: chose({ filterId: brand.filterId, optionIds: someBrands }) }),
      facetCase({
        tier: 3,
        minPrice: 300,
        maxPrice: 4000,
        filters: chose({ filterId: brand.filterId, optionIds: someBrands }, { filterId: otherFilter.filterId, optionIds: otherFilter.optionIds.slice(0, 1) }),
      }),
      facetCase({ tier: 4, hotDealsOnly: true, filters: chose({ filterId: brand.filterId, optionIds: someBrands }), counted: counted.slice(0, 2) }),
      facetCase({ tier: 1, text: 'noutbuk', filters: chose({ filterId: otherFilter.filterId, optionIds: otherFilter.optionIds }) }),
      facetCase({ tier: 2, brandId: topBrand!.id, filters: chose({ filterId: otherFilter.filterId, optionIds: otherFilter.optionIds.slice(0, 2) }) }),
      facetCase({ tier: 1, filters: [{ filterId: custom!.filterId, customValue: custom!.value!.toUpperCase() }] }),
    ];
    // The other filter: the first (in display order) with which every case lists something (the random
    // catalogue decides which filters laptops and the top brand have).
    let cases: FacetCase[] = [];
    for (const candidate of filters.filter((f) => f.slug !== 'brend' && f.optionIds.length > 1)) {
      cases = casesWith(candidate);
      if ((await Promise.all(cases.map((c) => facetOracle(c)))).every((answer) => answer.total > 0)) break;
    }
    for (const c of cases) {
      const expected = await facetOracle(c);
      expect(await facetsOf(viewOf(name), c), JSON.stringify(c.filters)).toEqual(expected);
      expect(expected.total, JSON.stringify(c.filters)).toBeGreaterThan(0);
    }
    // The broad ones count something in several filters (the test would prove little otherwise).
    expect((await facetOracle(cases[0]!)).facets.length).toBeGreaterThan(2);
    expect((await facetOracle(cases[2]!)).facets.find((f) => f.filterId === brand.filterId)!.options.length).toBeGreaterThan(3);
  });
});

/** A filter value a product has: its filter, its option (null for a custom value), its text (custom value, else the option's) and its number. */
interface ValueRow {
  filterId: string;
  value: string | null;
  number: number | null;
  optionId: string | null;
}
const VALUES_SQL = `select distinct pf.filter_id as "filterId", coalesce(pf.custom_value, o.value) as value, pf.numeric_value::float8 as number,
    pf.filter_option_id as "optionId"
  from product_filter pf left join filter_option o on o.id = pf.filter_option_id where true`;

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
  /** Brands of products, and one no product has. */
  brands: string[];
  /** The products' filter values (custom values, options' values, numbers). */
  values: ValueRow[];
}

async function loadPools(): Promise<Pools> {
  const categories = await sql<{ id: string }>('select id from category where is_active order by id');
  const options = await sql<{ id: string }>('select distinct filter_option_id as id from product_filter where filter_option_id is not null order by 1');
  const lexemes = await sql<{ word: string }>('select distinct lexeme as word from contract_doc order by 1');
  const raw = await sql<{ word: string }>(`select distinct w as word from product, regexp_split_to_table(name, '\\s+') w where w <> '' order by 1`);
  const brands = await sql<{ id: string }>('select distinct brand_id as id from product where brand_id is not null order by 1');
  return {
    categories: categories.map((c) => c.id),
    options: options.map((o) => o.id),
    words: [...lexemes, ...raw].map((w) => w.word),
    filters: (await filterPool()).map(({ filterId, optionIds }) => ({ filterId, optionIds })),
    brands: [...brands.map((b) => b.id), '00000000-0000-4000-8000-0000000000bb'],
    values: await sql<ValueRow>(`${VALUES_SQL} order by 1, 2, 3, 4`),
  };
}

/**
 * A criterion of a filter some product has a value for: its custom value (in another case, or one no
 * product has), bounds around its number, sometimes its option too.
 */
function valueCriteria(pools: Pools): fc.Arbitrary<ListingFilter> {
  return fc.constantFrom(...pools.values).chain(({ filterId, value, number, optionId }) => {
    const text = value ?? 'x';
    const around = number ?? 0;
    return fc
      .record({
        customValue: fc.option(fc.constantFrom(text, text.toUpperCase(), text.toLowerCase(), `${text}z`), { nil: undefined, freq: 2 }),
        minValue: fc.option(fc.constantFrom(around - 1, around, around + 0.25), { nil: undefined, freq: 2 }),
        maxValue: fc.option(fc.constantFrom(around - 0.25, around, around + 2), { nil: undefined, freq: 2 }),
        withOption: fc.boolean(),
      })
      .map(({ withOption, ...criteria }) => ({ filterId, ...criteria, ...(withOption && optionId ? { optionIds: [optionId] } : {}) }));
  });
}

/** Random listings: any criteria, text or not, sorted or (with text) best first. */
function listingCases(pools: Pools): fc.Arbitrary<ListingCase> {
  const price = fc.option(fc.integer({ min: 0, max: 700_000 }), { nil: undefined });
  return fc
    .record({
      tier: fc.integer({ min: 1, max: 4 }),
      categoryId: fc.option(fc.constantFrom(...pools.categories), { nil: undefined }),
      brandId: fc.option(fc.constantFrom(...pools.brands), { nil: undefined, freq: 4 }),
      optionGroups: fc.array(fc.uniqueArray(fc.constantFrom(...pools.options), { minLength: 1, maxLength: 3 }), { maxLength: 2 }),
      filters: fc.array(valueCriteria(pools), { maxLength: 2 }),
      text: fc.option(
        fc.array(queryWords(pools), { minLength: 1, maxLength: 2 }).map((words) => words.join(' ')),
        { nil: undefined, freq: 3 },
      ),
      prices: fc.tuple(price, price),
      hotDealsOnly: fc.boolean(),
      sort: fc.constantFrom(...PRODUCT_SORTS),
      bestFirst: fc.boolean(),
      page: fc.integer({ min: 1, max: 6 }),
      pageSize: fc.integer({ min: 1, max: 40 }),
    })
    .map(({ prices: [a, b], sort, bestFirst, ...rest }) => {
      // In AZN, as the API takes them, low bound first.
      const [low, high] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b];
      return {
        ...rest,
        // Unsorted only with text (best first); a listing without is newest first either way.
        sort: bestFirst && rest.text !== undefined ? undefined : sort,
        minPrice: low === undefined ? undefined : low / 100,
        maxPrice: high === undefined ? undefined : high / 100,
      };
    });
}

/** Random facet queries: a listing's criteria, up to three filters' options chosen, some or all filters counted. */
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
    })
    .map(({ listing, chosen, counted }) => ({ ...listing, optionGroups: [], filters: [...chosen, ...(listing.filters ?? [])], counted }));
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
const facetAnswers = new Map<string, { total: number; facets: FilterFacet[] }>();
const FACET_RUNS = 1000;

describe.each([...CATALOG_ENGINES, SHORT_WALK] as const)('the %s catalogue engine, on random criteria', (name) => {
  let pools: Pools;
  beforeAll(async () => {
    await snapshotDocuments();
    pools = await loadPools();
  });

  it(`lists what the rules say for ${RUNS} random listings (category, brand, options, custom values, ranges, text, price range, hot deals, sort or best match, page, tier)`, async () => {
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

  it(`counts facets as the rule says for ${FACET_RUNS} random listings (every criterion and text, chosen options of up to three filters)`, async () => {
    await fc.assert(
      fc.asyncProperty(facetCases(pools), async (c) => {
        const key = `facets:${JSON.stringify(c)}`;
        const expected = facetAnswers.get(key) ?? (await facetOracle(c));
        facetAnswers.set(key, expected);
        expect(await facetsOf(viewOf(name), c)).toEqual(expected);
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
        expect(await searched(viewOf(name), text, tier, offset, limit)).toEqual(expected);
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
    expect(await searched(viewOf(name), text, 1, 0, 100), `${name}: ${text}`).toEqual({
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

/** A listing, after a change, through each engine: all answer what the oracle answers. */
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

  it('a custom value and a number set: custom-value and range filters follow, with text too', async () => {
    const [value] = await sql<{ productId: string; filterId: string; sku: string }>(
      `select pf.product_id as "productId", pf.filter_id as "filterId", p.sku from product_filter pf join filter f on f.id = pf.filter_id
       join product_listing l on l.product_id = pf.product_id join product p on p.id = pf.product_id
       where l.is_active and l.price_1 is not null and not f.follows_brand order by pf.id limit 1`,
    );
    const byValue: ListingCase = { ...cheapest, filters: [{ filterId: value!.filterId, customValue: 'zorbaVALUE' }], pageSize: 100 };
    const byRange: ListingCase = { ...cheapest, filters: [{ filterId: value!.filterId, minValue: 98765, maxValue: 98766 }], pageSize: 100 };
    expect((await expectListingEverywhere(byValue)).total).toBe(0);
    await sql(`update product_filter set custom_value = 'ZorbaValue', numeric_value = 98765.5 where product_id = ? and filter_id = ?`, [
      value!.productId,
      value!.filterId,
    ]);
    await snapshotDocuments();
    expect((await expectListingEverywhere(byValue)).ids).toEqual([value!.productId]);
    expect((await expectListingEverywhere(byRange)).ids).toEqual([value!.productId]);
    expect((await expectListingEverywhere({ ...byRange, text: value!.sku, sort: undefined })).ids).toEqual([value!.productId]);
  });

  it("an option's value changed (as a brand's new slug changes its Brand option's): custom-value filters compare with the new value", async () => {
    const [option] = await sql<{ id: string; filterId: string }>(
      `select o.id, o.filter_id as "filterId" from filter_option o join product_filter pf on pf.filter_option_id = o.id
       join product_listing l on l.product_id = pf.product_id where l.is_active and l.price_1 is not null and pf.custom_value is null
       group by o.id order by count(*), o.id limit 1`,
    );
    const byValue: ListingCase = { ...cheapest, filters: [{ filterId: option!.filterId, customValue: 'quxvalue' }], pageSize: 100 };
    expect((await expectListingEverywhere(byValue)).total).toBe(0);
    await sql(`update filter_option set value = 'QuxValue' where id = ?`, [option!.id]);
    const holders = await sql<{ id: string }>(
      `select pf.product_id as id from product_filter pf join product_listing l on l.product_id = pf.product_id
       where pf.filter_option_id = ? and pf.custom_value is null and l.is_active and l.price_1 is not null`,
      [option!.id],
    );
    expect(holders.length).toBeGreaterThan(0);
    expect((await expectListingEverywhere(byValue)).ids.toSorted()).toEqual(holders.map((row) => row.id).toSorted());
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
      expect(await view.query({ tier: 1, categoryIds: [top!.id, moved!.id, sample!.categoryId], sort: 'newest', offset: 0, limit: 10 })).toEqual({
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

describe.each([...CATALOG_ENGINES, SHORT_WALK] as const)('the %s catalogue engine, after all those changes', (name) => {
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
        expect(await facetsOf(viewOf(name), c)).toEqual(await facetOracle(c));
      }),
      { numRuns: 100, seed: 15 },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(queryWords(pools), { minLength: 1, maxLength: 2 }), fc.integer({ min: 1, max: 4 }), async (words, tier) => {
        const text = words.join(' ');
        expect(await searched(viewOf(name), text, tier, 0, 10)).toEqual(await searchOracle(text, tier, 0, 10));
      }),
      { numRuns: 100, seed: 15 },
    );
  }, 120_000);
});
