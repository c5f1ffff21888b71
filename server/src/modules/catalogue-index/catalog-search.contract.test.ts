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

/** The listing statement's answer, and the engine's criteria for the same listing. */
async function listingOracle(c: ListingCase): Promise<{ expected: CatalogPage; run: (view: CatalogSearch) => Promise<CatalogPage> }> {
  const categories = c.categoryId ? descendantIds(await listCategories(t.orm.em.fork() as never), c.categoryId) : undefined;
  const criteria: ListingCriteria = {
    categoryIds: categories,
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
  return {
    expected: { ids: rows.map((r) => r.id), total: count!.n },
    run: (view) =>
      view.list({
        tier: c.tier,
        categoryIds: categories,
        hotDealsOnly: c.hotDealsOnly,
        optionGroups: c.optionGroups,
        minPrice: q.minPrice,
        maxPrice: q.maxPrice,
        sort: c.sort,
        offset: (c.page - 1) * c.pageSize,
        limit: c.pageSize,
      }),
  };
}

/**
 * Search ranking written straight from its rules over every shown product's document (not through any
 * engine's index or the word dictionary): per query word the best of whole word (10× its weight's
 * points), prefix (8×), or a name/SKU/brand word sharing at least half the query word's trigrams (from
 * four letters: 500 × that share); every word must match; then by name and id. The whole ranked list.
 */
async function rankedOracle(text: string, tier: number): Promise<string[]> {
  const words = [...new Set(foldSearchText(text).split(' ').filter(Boolean))].slice(0, 12);
  if (words.length === 0) return [];
  const rows = await sql<{ id: string }>(
    `with q as (select word, show_trgm(word) as trigrams from unnest(?::text[]) word),
     doc as (
       select p.id, l.name, u.lexeme,
         case when 'A' = any(u.weights) then 3 when 'B' = any(u.weights) then 2 when 'C' = any(u.weights) then 1 else 0 end as weight
       from product p join product_listing l on l.product_id = p.id, unnest(p.search_vector) u
       where l.is_active and l.price_${tier} is not null
     ),
     scored as (
       select d.id, d.name, q.word, max(case
         when starts_with(d.lexeme, q.word) then (array[10, 20, 40, 100])[d.weight + 1] * (case when d.lexeme = q.word then 10 else 8 end)
         when d.weight = 3 and length(q.word) >= 4 and q.word ~ '[a-z]' and length(d.lexeme) >= 3 and d.lexeme ~ '[a-z]' then
           (select case when 2 * count(*) >= cardinality(q.trigrams) then floor(500 * (count(*)::float8 / cardinality(q.trigrams)) + 0.5) else 0 end
            from unnest(q.trigrams) g where g = any(show_trgm(d.lexeme)))
         else 0 end) as points
       from doc d cross join q group by d.id, d.name, q.word
     )
     select id from scored group by id, name having min(points) > 0 order by sum(points) desc, name collate "C", id`,
    [`{${words.join(',')}}`],
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
            const { expected, run } = await listingOracle({ ...base, sort, page, pageSize, tier });
            expect(await run(viewOf(name)), JSON.stringify({ base, sort, page, tier })).toEqual(expected);
          }
        }
      }
    }
  });

  it('searches as the ranking rules say: prefixes, whole words, typos, several words, every weight', async () => {
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
