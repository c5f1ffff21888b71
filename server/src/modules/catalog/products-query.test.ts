import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { catalogEngineOf } from '../catalogue-index/engines.js';

/** products(input:), the one listing query, on a real server and the demo catalogue. */

let t: TestApp;
const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);

interface Card {
  id: string;
  name: string;
  currentPrice: number;
  categorySlug: string;
  isHotDeal: boolean;
  createdAt: string;
  brand: { slug: string } | null;
}
interface Page {
  totalCount: number;
  page: number;
  pageSize: number;
  items: Card[];
}
const CARD = 'id name currentPrice categorySlug isHotDeal createdAt brand { slug }';

const ask = async <T>(query: string, variables: Record<string, unknown> = {}) => {
  const { data, errors } = await t.graphql<T>(query, variables);
  if (errors) throw new Error(errors[0]!.message);
  return data!;
};
const products = async (input: Record<string, unknown>) =>
  (await ask<{ products: Page }>(`query($input: ProductListInput!) { products(input: $input) { totalCount page pageSize items { ${CARD} } } }`, { input }))
    .products;
const errorOf = async (input: Record<string, unknown>) => {
  const { errors } = await t.graphql('query($input: ProductListInput!) { products(input: $input) { totalCount } }', { input });
  return { message: errors?.[0]?.message, code: errors?.[0]?.extensions?.code };
};
/** Every product of a listing, page by page (100 at a time), in its order. */
const everything = async (input: Record<string, unknown>) => {
  const first = await products({ ...input, page: 1, pageSize: 100 });
  const items = [...first.items];
  for (let page = 2; (page - 1) * 100 < first.totalCount; page++) items.push(...(await products({ ...input, page, pageSize: 100 })).items);
  expect(items).toHaveLength(first.totalCount);
  return items;
};
const idsOf = (items: Card[]) => items.map((p) => p.id);
const sortedIds = (items: Card[]) => idsOf(items).sort();

let option: Record<string, Record<string, string>>;
let filterId: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  const options = await sql<{ id: string; filterId: string; slug: string; value: string }>(
    'select o.id, f.id as "filterId", f.slug, o.value from filter_option o join filter f on f.id = o.filter_id',
  );
  option = {};
  filterId = {};
  for (const o of options) {
    (option[o.slug] ??= {})[o.value] = o.id;
    filterId[o.slug] = o.filterId;
  }
});
afterAll(() => t.close());

const ram16 = () => ({ filterId: filterId['ram'], filterOptionIds: [option['ram']!['16 GB']] });

describe('products(input:) with search text', () => {
  it('answers the products that match both the text and the filters, with an exact count', async () => {
    const found = await everything({ search: 'noutbuk' });
    const filtered = await everything({ filterCriteria: [ram16()] });
    const both = await products({ search: 'noutbuk', filterCriteria: [ram16()], pageSize: 100 });
    const expected = found.filter((p) => filtered.some((f) => f.id === p.id));
    expect(both.totalCount).toBe(expected.length);
    expect(both.totalCount).toBeGreaterThan(0);
    expect(both.totalCount).toBeLessThan(found.length);
    // No sort: the search's own order (best match first), restricted to the filtered products.
    expect(idsOf(both.items)).toEqual(idsOf(expected));
  });

  it('keeps the text when sorted: the same matches, in price order', async () => {
    const found = await everything({ search: 'noutbuk' });
    const cheapestFirst = await everything({ search: 'noutbuk', sort: 'PRICE_ASC' });
    expect(sortedIds(cheapestFirst)).toEqual(sortedIds(found));
    const prices = cheapestFirst.map((p) => p.currentPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('combines the text with a category, a brand, a price range and paging, counting past the last page', async () => {
    const laptopSlugs = (
      await sql<{ slug: string }>(
        `with recursive sub as (select id, slug from category where slug = 'noutbuklar' union all select c.id, c.slug from category c join sub on c.parent_id = sub.id)
         select slug from sub`,
      )
    ).map((c) => c.slug);
    const wanted = (p: Card) => laptopSlugs.includes(p.categorySlug) && p.brand?.slug === 'lenovo' && p.currentPrice >= 500 && p.currentPrice <= 3000;
    const found = await everything({ search: 'lenovo' });
    const input = { search: 'lenovo', categorySlug: 'noutbuklar', brandSlug: 'lenovo', minPrice: 500, maxPrice: 3000, sort: 'NAME_ASC' };
    const narrowed = await everything(input);
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(found.length);
    expect(narrowed.every(wanted)).toBe(true);
    expect(sortedIds(narrowed)).toEqual(sortedIds(found.filter(wanted)));
    const names = narrowed.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(await products({ ...input, page: 99, pageSize: 5 })).toMatchObject({ totalCount: narrowed.length, items: [] });
  });

  it('reads the text as searchProducts does (typos, folding); too short a text is an empty page, null none', async () => {
    const typo = await products({ search: 'lenvo', sort: 'NEWEST', pageSize: 100 });
    expect(typo.totalCount).toBeGreaterThan(0);
    expect(typo.items.every((p) => p.brand?.slug === 'lenovo')).toBe(true);
    expect(await products({ search: 'KOMPÜTER', sort: 'NEWEST' })).toEqual(await products({ search: 'komputer', sort: 'NEWEST' }));
    expect((await products({ search: 'x', hotDealsOnly: true })).totalCount).toBe(0);
    expect((await products({ search: '   ' })).totalCount).toBe(0);
    const [all] = await sql<{ n: number }>('select count(*)::int as n from product where is_active');
    expect((await products({ search: null })).totalCount).toBe(all!.n);
  });

  it('keeps no long answers: a sorted search keeps its page and a few spare, as every answer the index keeps', async () => {
    // The live copy's answer cache, read from outside its private fields.
    const engine = catalogEngineOf(t.orm, 'memory') as unknown as { live: { snapshot: { answers: { answers: Map<string, { top: number[] }> } } } };
    const texts = ['ko', 'kom', 'komp', 'no', 'nou', 'le', 'len'];
    let broadest = 0;
    for (const text of texts) broadest = Math.max(broadest, (await products({ search: text, sort: 'PRICE_ASC', pageSize: 3 })).totalCount);
    const kept = [...engine.live.snapshot.answers.answers].filter(([key]) => texts.some((text) => key.includes(`"text":"${text}"`)));
    expect(kept.length).toBeGreaterThan(0);
    // The first page of 3 and 16 spare, however many the text matches.
    expect(broadest).toBeGreaterThan(19);
    for (const [, answer] of kept) expect(answer.top.length).toBeLessThanOrEqual(19);
  });

  it('runs as many statements for a page of 5 as for a page of 50', async () => {
    const count = async (pageSize: number) => {
      await products({ search: 'komputer', filterCriteria: [ram16()], sort: 'PRICE_DESC', pageSize: 1 }); // warms the index
      t.statements.length = 0;
      const page = await products({ search: 'komputer', filterCriteria: [ram16()], sort: 'PRICE_DESC', pageSize });
      expect(page.items.length).toBeGreaterThan(0);
      return t.statements.length;
    };
    expect(await count(5)).toBe(await count(50));
  });
});

describe('products(input:) with hot deals only', () => {
  it('keeps only hot deals when filtered or sorted, with an exact count', async () => {
    const [hot] = await sql<{ n: number }>('select count(*)::int as n from product where is_active and is_hot_deal');
    const deals = await everything({ hotDealsOnly: true });
    expect(deals.length).toBe(hot!.n);
    expect(deals.every((p) => p.isHotDeal)).toBe(true);
    const sorted = await everything({ hotDealsOnly: true, sort: 'PRICE_DESC' });
    expect(sortedIds(sorted)).toEqual(sortedIds(deals));
    const cheap = await everything({ hotDealsOnly: true, maxPrice: 500 });
    expect(sortedIds(cheap)).toEqual(sortedIds(deals.filter((p) => p.currentPrice <= 500)));
    expect(cheap.length).toBeLessThan(deals.length);
    const brand = await everything({ hotDealsOnly: true, filterCriteria: [{ filterId: filterId['brend'], filterOptionIds: [option['brend']!['hp']] }] });
    expect(brand.every((p) => p.isHotDeal && p.brand?.slug === 'hp')).toBe(true);
  });
});

describe('products(input:) lookups and refusals', () => {
  it('finds a category and a brand by id or by slug alike', async () => {
    const [laptops] = await sql<{ id: string }>("select id from category where slug = 'noutbuklar'");
    const [lenovo] = await sql<{ id: string }>("select id from brand where slug = 'lenovo'");
    expect(await products({ categoryId: laptops!.id })).toEqual(await products({ categorySlug: 'noutbuklar' }));
    expect(await products({ brandId: lenovo!.id })).toEqual(await products({ brandSlug: 'lenovo' }));
  });

  it('answers NOT_FOUND for an unknown category or brand and BAD_USER_INPUT naming the field for a bad one', async () => {
    expect(await errorOf({ categorySlug: 'yoxdur' })).toEqual({ message: 'Category not found', code: 'NOT_FOUND' });
    expect(await errorOf({ brandSlug: 'yoxdur' })).toEqual({ message: 'Brand not found', code: 'NOT_FOUND' });
    expect(await errorOf({ brandId: 'nope' })).toEqual({ message: 'brandId must be a brand id', code: 'BAD_USER_INPUT' });
    expect(await errorOf({ categoryId: 'nope' })).toEqual({ message: 'categoryId must be a category id', code: 'BAD_USER_INPUT' });
    expect(await errorOf({ categorySlug: 'noutbuklar', categoryId: '7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11' })).toEqual({
      message: 'Give categoryId or categorySlug, not both',
      code: 'BAD_USER_INPUT',
    });
    expect(await errorOf({ search: 'noutbuk', pageSize: 101 })).toEqual({ message: 'pageSize must be a whole number from 1 to 100', code: 'BAD_USER_INPUT' });
    expect(await errorOf({ search: 'noutbuk', minPrice: 500, maxPrice: 100 })).toEqual({
      message: 'minPrice cannot be above maxPrice',
      code: 'BAD_USER_INPUT',
    });
    expect(await errorOf({ search: 'noutbuk', sort: 'CHEAPEST' })).toMatchObject({ message: expect.stringContaining('input.sort'), code: 'BAD_USER_INPUT' });
  });

  it('lists the whole catalogue newest first when the input is left out', async () => {
    const { products: page } = await ask<{ products: Page }>(`{ products { totalCount page pageSize items { ${CARD} } } }`);
    expect(page).toMatchObject({ page: 1, pageSize: 20 });
    expect(page).toEqual(await products({ sort: 'NEWEST' }));
  });
});

describe("the home page's deals of the week (hotDeals)", () => {
  it('lists the hot deals in stock first, newest first within each', async () => {
    const all = await everything({ hotDealsOnly: true });
    const stock = async () => {
      const { hotDeals } = await ask<{ hotDeals: (Card & { inStock: boolean })[] }>(`{ hotDeals(limit: 50) { ${CARD} inStock } }`);
      return hotDeals;
    };
    // The newest hot deal sold out: it moves behind every one still in stock.
    const [newest] = all;
    const [before] = await sql<{ stock: number }>('select stock_quantity as stock from product where id = ?', [newest!.id]);
    await sql('update product set stock_quantity = 0 where id = ?', [newest!.id]);
    try {
      const deals = await stock();
      expect(sortedIds(deals)).toEqual(sortedIds(all));
      const firstOut = deals.findIndex((deal) => !deal.inStock);
      expect(firstOut).toBeGreaterThan(0);
      expect(deals.slice(firstOut).every((deal) => !deal.inStock)).toBe(true);
      expect(deals[0]!.inStock).toBe(true);
      const newestFirst = (items: Card[]) => [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? -1 : 1));
      expect(idsOf(deals.slice(0, firstOut))).toEqual(idsOf(newestFirst(deals.slice(0, firstOut))));
      expect(deals.slice(firstOut).map((deal) => deal.id)).toContain(newest!.id);
    } finally {
      await sql('update product set stock_quantity = ? where id = ?', [before!.stock, newest!.id]);
    }
  });
});

describe('the deprecated listing queries', () => {
  it('answer what products(input:) answers', async () => {
    const page = `totalCount page pageSize items { ${CARD} }`;
    const old = await ask<Record<string, Page>>(`{
      byBrand: productsByBrand(brandSlug: "lenovo", pageSize: 7, sort: PRICE_ASC) { ${page} }
      byCategory: productsByCategorySlug(slug: "noutbuklar", page: 2, pageSize: 3) { ${page} }
      search: searchProducts(text: "noutbuk", pageSize: 9) { ${page} }
      paged: products(page: 2, pageSize: 4, sort: NAME_DESC) { ${page} }
    }`);
    expect(old['byBrand']).toEqual(await products({ brandSlug: 'lenovo', pageSize: 7, sort: 'PRICE_ASC' }));
    expect(old['byCategory']).toEqual(await products({ categorySlug: 'noutbuklar', page: 2, pageSize: 3 }));
    expect(old['search']).toEqual(await products({ search: 'noutbuk', pageSize: 9 }));
    expect(old['paged']).toEqual(await products({ page: 2, pageSize: 4, sort: 'NAME_DESC' }));
    const { filterProducts } = await ask<{ filterProducts: Page }>(`query($input: ProductFilterInput!) { filterProducts(input: $input) { ${page} } }`, {
      input: { filterCriteria: [ram16()], sort: 'PRICE_DESC', pageSize: 6 },
    });
    expect(filterProducts).toEqual(await products({ filterCriteria: [ram16()], sort: 'PRICE_DESC', pageSize: 6 }));
  });
});
