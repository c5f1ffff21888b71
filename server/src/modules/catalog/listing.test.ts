import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER_PASSWORD, CUSTOMERS, signIn } from '../../../test/accounts.js';
import { IN_AZERBAIJANI, startTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
const rest = async (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method, url: `/api/v1${url}`, payload: payload as object, headers });
  return { status: response.statusCode, body: response.json() };
};

interface Card {
  id: string;
  name: string;
  currentPrice: number;
  categorySlug: string;
  isHotDeal: boolean;
  createdAt: string;
}
const CARD = 'id name currentPrice categorySlug isHotDeal createdAt';
const filterProducts = async (input: Record<string, unknown>, headers?: Record<string, string>) => {
  const { data, errors } = await t.graphql<{ filterProducts: { totalCount: number; items: Card[] } }>(
    `query($input: ProductFilterInput!) { filterProducts(input: $input) { totalCount page pageSize items { ${CARD} } } }`,
    { input },
    headers,
  );
  if (errors) throw new Error(errors[0]!.message);
  return data!.filterProducts;
};

let ids: { category: Record<string, string>; filter: Record<string, string>; option: Record<string, Record<string, string>> };
beforeAll(async () => {
  t = await startTestApp();
  const categories = await sql<{ id: string; slug: string }>('select id, slug from category');
  const filters = await sql<{ id: string; slug: string }>('select id, slug from filter');
  const options = await sql<{ id: string; slug: string; value: string }>(
    'select o.id, f.slug, o.value from filter_option o join filter f on f.id = o.filter_id',
  );
  ids = {
    category: Object.fromEntries(categories.map((c) => [c.slug, c.id])),
    filter: Object.fromEntries(filters.map((f) => [f.slug, f.id])),
    option: {},
  };
  for (const o of options) (ids.option[o.slug] ??= {})[o.value] = o.id;
});
afterAll(() => t.close());

describe('filtered listing', () => {
  it('limits a category to itself and all its descendants', async () => {
    const result = await filterProducts({ categoryId: ids.category['komputerler'], pageSize: 100 });
    const [expected] = await sql<{ n: number }>(
      `with recursive sub as (select id from category where slug = 'komputerler' union all select c.id from category c join sub on c.parent_id = sub.id)
       select count(*)::int as n from product where is_active and category_id in (select id from sub)`,
    );
    expect(result.totalCount).toBe(expected!.n);
    expect(new Set(result.items.map((p) => p.categorySlug))).toEqual(new Set(['ofis-komputerleri', 'oyun-komputerleri', 'monobloklar', 'serverler']));
  });

  it('combines options of one filter with OR and different filters with AND', async () => {
    const ram = ids.filter['ram']!;
    const brand = ids.filter['brend']!;
    const sixteen = await filterProducts({ filterCriteria: [{ filterId: ram, filterOptionIds: [ids.option['ram']!['16 GB']] }], pageSize: 100 });
    const thirtyTwo = await filterProducts({ filterCriteria: [{ filterId: ram, filterOptionIds: [ids.option['ram']!['32 GB']] }], pageSize: 100 });
    const either = await filterProducts({
      filterCriteria: [{ filterId: ram, filterOptionIds: [ids.option['ram']!['16 GB'], ids.option['ram']!['32 GB']] }],
      pageSize: 100,
    });
    expect(either.totalCount).toBe(sixteen.totalCount + thirtyTwo.totalCount);

    const lenovo = await filterProducts({ filterCriteria: [{ filterId: brand, filterOptionIds: [ids.option['brend']!['lenovo']] }], pageSize: 100 });
    const both = await filterProducts({
      filterCriteria: [
        { filterId: ram, filterOptionIds: [ids.option['ram']!['16 GB']] },
        { filterId: brand, filterOptionIds: [ids.option['brend']!['lenovo']] },
      ],
      pageSize: 100,
    });
    const expected = sixteen.items.filter((p) => lenovo.items.some((l) => l.id === p.id));
    expect(both.items.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    expect(both.totalCount).toBeGreaterThan(0);
    expect(both.totalCount).toBeLessThan(sixteen.totalCount);
  });

  it('matches a custom value and a numeric range of a filter', async () => {
    const custom = await filterProducts({ filterCriteria: [{ filterId: ids.filter['ram'], customValue: '32 gb' }], pageSize: 100 });
    const byOption = await filterProducts({ filterCriteria: [{ filterId: ids.filter['ram'], filterOptionIds: [ids.option['ram']!['32 GB']] }], pageSize: 100 });
    expect(custom.totalCount).toBe(byOption.totalCount);
    const big = await filterProducts({ filterCriteria: [{ filterId: ids.filter['screen'], minValue: 20, maxValue: 30 }], pageSize: 100 });
    const [expected] = await sql<{ n: number }>(
      `select count(*)::int as n from product_filter pf join filter f on f.id = pf.filter_id join product p on p.id = pf.product_id
       where f.slug = 'screen' and pf.numeric_value between 20 and 30 and p.is_active`,
    );
    expect(big.totalCount).toBe(expected!.n);
    expect(big.totalCount).toBeGreaterThan(0);
  });

  it("applies a price range inclusively, in the viewer's tier", async () => {
    const all = await filterProducts({ pageSize: 100, sort: 'PRICE_ASC' });
    const some = all.items.slice(10, 20);
    const min = some[0]!.currentPrice;
    const max = some[some.length - 1]!.currentPrice;
    const ranged = await filterProducts({ minPrice: min, maxPrice: max, pageSize: 100 });
    expect(ranged.items.every((p) => p.currentPrice >= min && p.currentPrice <= max)).toBe(true);
    expect(ranged.totalCount).toBe(all.items.filter((p) => p.currentPrice >= min && p.currentPrice <= max).length);
    const onlyMin = await filterProducts({ minPrice: 1000, pageSize: 100 });
    expect(onlyMin.items.every((p) => p.currentPrice >= 1000)).toBe(true);
  });

  it("sorts by price, name and newest; price sorts use the viewer's tier", async () => {
    const check = async (sort: string, key: (p: Card) => number | string, dir: 1 | -1) => {
      const { items } = await filterProducts({ sort, pageSize: 100 });
      const keys = items.map(key);
      const sorted = [...keys].sort((a, b) => (a < b ? -dir : a > b ? dir : 0));
      expect(keys, sort).toEqual(sorted);
    };
    await check('PRICE_ASC', (p) => p.currentPrice, 1);
    await check('PRICE_DESC', (p) => p.currentPrice, -1);
    await check('NEWEST', (p) => Date.parse(p.createdAt), -1);
    const byName = await filterProducts({ sort: 'NAME_ASC', pageSize: 100 });
    const names = byName.items.map((p) => p.name);
    expect(names[0]! <= names[names.length - 1]!).toBe(true);
    const desc = await filterProducts({ sort: 'NAME_DESC', pageSize: 100 });
    expect(desc.items.map((p) => p.name)).toEqual([...names].reverse());
  });

  it('pages to the exact boundaries with a stable total', async () => {
    const first = await filterProducts({ categoryId: ids.category['noutbuklar'], pageSize: 5, page: 1, sort: 'PRICE_ASC' });
    const total = first.totalCount;
    const pages = Math.ceil(total / 5);
    const seen = new Set<string>();
    for (let page = 1; page <= pages; page++) {
      const result = await filterProducts({ categoryId: ids.category['noutbuklar'], pageSize: 5, page, sort: 'PRICE_ASC' });
      expect(result.totalCount).toBe(total);
      expect(result.items.length).toBe(page < pages ? 5 : total - 5 * (pages - 1));
      result.items.forEach((p) => seen.add(p.id));
    }
    expect(seen.size).toBe(total);
    const beyond = await filterProducts({ categoryId: ids.category['noutbuklar'], pageSize: 5, page: pages + 1 });
    expect(beyond).toMatchObject({ totalCount: total, items: [] });
  });

  it('refuses bad criteria with clear messages and an unknown category with 404', async () => {
    const bad = async (input: Record<string, unknown>, message: string) => {
      const { errors } = await t.graphql('query($input: ProductFilterInput!) { filterProducts(input: $input) { totalCount } }', { input });
      expect(errors?.[0]?.message).toBe(message);
    };
    await bad({ minPrice: 500, maxPrice: 100 }, 'minPrice cannot be above maxPrice');
    await bad({ pageSize: 0 }, 'pageSize must be a whole number from 1 to 100');
    await bad({ filterCriteria: [{ filterId: 'nope' }] }, 'filterId must be a filter id');
    await bad({ categoryId: '7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11' }, 'Category not found');
    const response = await rest('POST', '/Products/filter', { sortBy: 'colour' });
    expect(response).toEqual({
      status: 400,
      body: { message: 'sort must be one of price_asc, price_desc, name_asc, name_desc, newest', reason: 'sortInvalid' },
    });
  });
});

describe('POST /api/v1/Products/filter', () => {
  it('accepts JSON and form data alike and answers { products, totalCount }', async () => {
    const criteria = [{ filterId: ids.filter['ram'], filterOptionIds: [ids.option['ram']!['16 GB']] }];
    const json = await rest('POST', '/Products/filter', {
      categoryId: ids.category['noutbuklar'],
      filterCriteria: criteria,
      minPrice: 1000,
      sortBy: 'price',
      sortOrder: 'desc',
      page: 1,
      pageSize: 50,
    });
    expect(json.status).toBe(200);
    expect(Object.keys(json.body).sort()).toEqual(['products', 'totalCount']);
    expect(json.body.totalCount).toBeGreaterThan(0);
    const prices = json.body.products.map((p: Card) => p.currentPrice);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));

    const form = new FormData();
    form.set('categoryId', ids.category['noutbuklar']!);
    form.set('filterCriteria[0][filterId]', ids.filter['ram']!);
    form.set('filterCriteria[0][filterOptionIds][0]', ids.option['ram']!['16 GB']!);
    form.set('minPrice', '1000');
    form.set('sortBy', 'price');
    form.set('sortOrder', 'desc');
    form.set('pageSize', '50');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Products/filter',
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect(multipart.json()).toEqual(json.body);

    const urlencoded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Products/filter',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        categoryId: ids.category['noutbuklar']!,
        filterCriteria: JSON.stringify(criteria),
        minPrice: '1000',
        sortBy: 'price',
        sortOrder: 'desc',
        pageSize: '50',
      }).toString(),
    });
    expect(urlencoded.json()).toEqual(json.body);
  });
});

describe('catalogue reads over GraphQL and REST', () => {
  it('answers roots, children and a category by slug; 404 for unknown ones', async () => {
    const roots = await rest('GET', '/Categories/root');
    expect(roots.body.map((c: { slug: string }) => c.slug)).toHaveLength(7);
    expect(roots.body[1].subCategories.map((c: { slug: string }) => c.slug)).toContain('masaustu-komputerler');
    const children = await rest('GET', `/Categories/${ids.category['komputerler']}/subcategories`);
    expect(children.body.map((c: { slug: string }) => c.slug)).toEqual(['masaustu-komputerler', 'monobloklar', 'serverler']);
    const bySlug = await rest('GET', '/Categories/slug/noutbuklar', undefined, IN_AZERBAIJANI);
    expect(bySlug.body).toMatchObject({ slug: 'noutbuklar', name: 'Noutbuklar', parentCategoryId: null });
    expect((await rest('GET', '/Categories/slug/yoxdur')).status).toBe(404);
    expect((await rest('GET', '/Categories/7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11/subcategories')).status).toBe(404);
    const { data } = await t.graphql<{ categoryRoots: unknown[]; subCategories: { slug: string }[]; categoryBySlug: { name: string } | null; missing: null }>(
      `{ categoryRoots { slug } subCategories(parentId: "${ids.category['komputerler']}") { slug } categoryBySlug(slug: "noutbuklar") { name } missing: categoryBySlug(slug: "x") { name } }`,
      {},
      IN_AZERBAIJANI,
    );
    expect(data).toMatchObject({
      subCategories: children.body.map((c: { slug: string }) => ({ slug: c.slug })),
      categoryBySlug: { name: 'Noutbuklar' },
      missing: null,
    });
    expect(data!.categoryRoots).toHaveLength(7);
  });

  it("lists a brand's products and a category's (with descendants); 404 for unknown ones", async () => {
    const brand = await rest('GET', '/Products/brand/westernDigital?pageSize=50');
    expect(brand.status).toBe(200);
    const [wd] = await sql<{ n: number }>(
      "select count(*)::int as n from product p join brand b on b.id = p.brand_id where b.slug = 'westernDigital' and p.is_active",
    );
    expect(brand.body.totalCount).toBe(wd!.n);
    expect(brand.body.products.every((p: { name: string }) => p.name.startsWith('WD'))).toBe(true);
    expect((await rest('GET', '/Products/brand/nobrand')).status).toBe(404);
    const category = await rest('GET', '/Products/category/slug/musahide-sistemleri?pageSize=5&sort=price_asc');
    expect(category.body.products).toHaveLength(5);
    expect(category.body.totalCount).toBeGreaterThan(5);
    expect((await rest('GET', '/Products/category/slug/yoxdur')).status).toBe(404);
    const gql = await t.graphql<{ productsByBrand: { totalCount: number }; productsByCategorySlug: { totalCount: number } }>(
      '{ productsByBrand(brandSlug: "westernDigital") { totalCount } productsByCategorySlug(slug: "musahide-sistemleri") { totalCount } }',
    );
    expect(gql.data).toEqual({ productsByBrand: { totalCount: wd!.n }, productsByCategorySlug: { totalCount: category.body.totalCount } });
    const missing = await t.graphql('{ productsByBrand(brandSlug: "nobrand") { totalCount } }');
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('answers hot deals (limit), recent products (recentlyAdded) and brands', async () => {
    const hot = await rest('GET', '/Products/hot-deals?limit=4');
    expect(hot.body).toHaveLength(4);
    expect(hot.body.every((p: Card) => p.isHotDeal)).toBe(true);
    const recent = await rest('GET', `/Products/recent?limit=6&categoryId=${ids.category['noutbuklar']}`);
    expect(recent.body.recentlyAdded).toHaveLength(6);
    const brands = await rest('GET', '/Admin/brands');
    expect(brands.status).toBe(200);
    expect(brands.body.map((b: { slug: string }) => b.slug)).toContain('hikvision');
    const { data } = await t.graphql<{ hotDeals: Card[]; brands: unknown[] }>('{ hotDeals(limit: 10) { isHotDeal } brands { slug } }');
    expect(data!.hotDeals.every((p) => p.isHotDeal)).toBe(true);
    expect(data!.brands).toHaveLength(brands.body.length);
  });

  it('recommends similar products: same category first, never the product itself', async () => {
    const [product] = await sql<{ id: string; categoryId: string }>(
      'select p.id, p.category_id as "categoryId" from product p join category c on c.id = p.category_id where c.slug = \'monitorlar\' limit 1',
    );
    const similar = await rest('GET', `/Products/recommendations?productId=${product!.id}&limit=6`);
    expect(similar.body).toHaveLength(6);
    expect(similar.body.map((p: Card) => p.id)).not.toContain(product!.id);
    expect(similar.body[0].categoryId).toBe(product!.categoryId);
    const { data } = await t.graphql<{ similarProducts: { id: string; categorySlug: string }[] }>(
      `{ similarProducts(productId: "${product!.id}") { id categorySlug } }`,
    );
    expect(data!.similarProducts.map((p) => p.id)).toEqual(similar.body.map((p: Card) => p.id));
    const [monitorsCount] = await sql<{ n: number }>('select count(*)::int as n from product where category_id = ? and is_active', [product!.categoryId]);
    expect(data!.similarProducts.filter((p) => p.categorySlug === 'monitorlar')).toHaveLength(Math.min(6, monitorsCount!.n - 1));
  });

  it("answers the general filters, and a category's own plus the general ones, with active options", async () => {
    const general = await rest('GET', '/Products/filters');
    expect(general.body.map((f: { slug: string }) => f.slug)).toEqual(['brend']);
    expect(general.body[0].options[0]).toMatchObject({
      id: expect.any(String),
      value: expect.any(String),
      displayName: expect.any(String),
      label: expect.any(String),
    });
    const laptops = await rest('GET', `/Products/category/${ids.category['oyun-noutbuklari']}/filters`);
    const slugs = laptops.body.map((f: { slug: string }) => f.slug);
    expect(slugs).toEqual(expect.arrayContaining(['brend', 'ram', 'storage', 'screen', 'gpu']));
    expect(slugs).not.toContain('channels');
    await sql("update filter_option set is_active = false where value = '8 GB'");
    const { data } = await t.graphql<{ filters: { slug: string; options: { value: string }[] }[] }>(
      `{ filters(categoryId: "${ids.category['noutbuklar']}") { slug options { value label } } }`,
    );
    expect(data!.filters.find((f) => f.slug === 'ram')!.options.map((o) => o.value)).not.toContain('8 GB');
    // A listing's address names its category by slug: the same filters.
    const bySlug = await t.graphql<{ filters: { slug: string; options: { value: string }[] }[] }>(
      `{ filters(categorySlug: "noutbuklar") { slug options { value label } } }`,
    );
    expect(bySlug.data!.filters).toEqual(data!.filters);
    await sql("update filter_option set is_active = true where value = '8 GB'");
    expect((await rest('GET', '/Products/category/7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11/filters')).status).toBe(404);
  });

  it("answers a product's specifications; 404 for an unknown product", async () => {
    const [product] = await sql<{ id: string }>("select id from product where sku = 'LEN-TPE14-G5'");
    const specs = await rest('GET', `/Products/${product!.id}/specifications`, undefined, IN_AZERBAIJANI);
    expect(specs.body.productId).toBe(product!.id);
    expect(specs.body.specificationGroups.map((g: { groupName: string }) => g.groupName)).toEqual(['Əsas xüsusiyyətlər', 'Ümumi məlumat']);
    expect(specs.body.specificationGroups[0].items).toContainEqual({ name: 'Operativ yaddaş', value: '16', unit: 'GB', type: 0 });
    expect((await rest('GET', '/Products/7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11/specifications')).status).toBe(404);
    const { data } = await t.graphql<{
      specifications: { specificationGroups: unknown[] };
      product: { specificationGroups: unknown[]; filters: { filterName: string }[] };
    }>(
      `{ specifications(productId: "${product!.id}") { specificationGroups { groupName items { name value unit type } } } product(id: "${product!.id}") { specificationGroups { groupName items { name value unit type } } filters { filterName optionName value } } }`,
      {},
      IN_AZERBAIJANI,
    );
    // REST keeps the spec's type numbers; GraphQL names them (0 is TEXT).
    type Group = { groupName: string; items: { type: number }[] };
    const named = specs.body.specificationGroups.map((g: Group) => ({
      ...g,
      items: g.items.map((i) => ({ ...i, type: ['TEXT', 'NUMBER', 'BOOLEAN'][i.type] })),
    }));
    expect(data!.specifications.specificationGroups).toEqual(named);
    expect(data!.product.specificationGroups).toEqual(named);
    expect(data!.product.filters.map((f) => f.filterName)).toContain('Brend');
  });

  it('shows only active banners inside their date window, by sortOrder', async () => {
    const banners = await rest('GET', '/Banners', undefined, IN_AZERBAIJANI);
    expect(banners.body).toHaveLength(5);
    expect(banners.body.map((b: { title: string }) => b.title)).not.toContain('Yay endirimi');
    expect(Object.keys(banners.body[0]).sort()).toEqual(['buttonText', 'description', 'id', 'imageUrl', 'linkUrl', 'title']);
    await sql("update banner set end_date = now() + interval '1 day' where title = 'Yay endirimi'");
    await sql("update banner set start_date = now() + interval '1 day' where title = 'Oyun noutbukları'");
    await sql("update banner set is_active = false where title = 'Qaynar təkliflər'");
    const { data } = await t.graphql<{ banners: { title: string; sortOrder: number }[] }>('{ banners { title sortOrder } }', {}, IN_AZERBAIJANI);
    expect(data!.banners.map((b) => b.title)).toEqual(['Müşahidə sistemləri', 'Ofis üçün hər şey', 'Şəbəkə avadanlıqları', 'Yay endirimi']);
  });
});

describe('tier prices everywhere', () => {
  it('shows Retail and Wholesale customers their own prices in listing, detail, search and price sort; a visitor tier 1', async () => {
    const tiers = { visitor: 1, Retail: 2, Wholesale: 3 } as const;
    for (const [who, tier] of Object.entries(tiers)) {
      const headers = who === 'visitor' ? {} : await signIn(t, CUSTOMERS[who as 'Retail' | 'Wholesale'], CUSTOMER_PASSWORD);
      const listing = await filterProducts({ sort: 'PRICE_ASC', pageSize: 100 }, headers);
      const [cheapest] = await sql<{ id: string; price: number }>(
        `select p.id, pr.discounted_price_minor as price from product p join product_price pr on pr.product_id = p.id and pr.tier = ?
         where p.is_active order by pr.discounted_price_minor, p.id limit 1`,
        [tier],
      );
      expect(listing.items[0]!.id, who).toBe(cheapest!.id);
      expect(listing.items[0]!.currentPrice).toBe(cheapest!.price / 100);
      const prices = listing.items.map((p) => p.currentPrice);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));

      const detail = await rest('GET', `/Products/${cheapest!.id}`, undefined, headers);
      expect(detail.body.currentPrice).toBe(cheapest!.price / 100);
      expect(detail.body.prices.map((p: { userRole: number }) => p.userRole)).toEqual([tier]);

      const found = await rest('GET', `/Products/search?q=${encodeURIComponent(listing.items[0]!.name.split(' ')[0]!)}&pageSize=100`, undefined, headers);
      const hit = found.body.products.find((p: Card) => p.id === cheapest!.id);
      expect(hit.currentPrice).toBe(cheapest!.price / 100);
    }
  });

  it("never puts another tier's price in a non-admin response", async () => {
    const headers = await signIn(t, CUSTOMERS.Retail, CUSTOMER_PASSWORD);
    const [product] = await sql<{ id: string }>("select id from product where sku = 'LEN-TPT14-G4'");
    const others = await sql<{ price: number; discounted: number }>(
      'select price_minor as price, discounted_price_minor as discounted from product_price where product_id = ? and tier <> 2',
      [product!.id],
    );
    const forbidden = others.flatMap((o) => [o.price / 100, o.discounted / 100]).map((n) => n.toFixed(2).replace(/\.?0+$/, ''));
    const bodies = [
      (await t.app.inject({ method: 'GET', url: `/api/v1/Products/${product!.id}`, headers })).body,
      (await t.app.inject({ method: 'GET', url: '/api/v1/Products/search?q=thinkpad', headers })).body,
      (await t.app.inject({ method: 'GET', url: '/api/v1/Products/category/slug/noutbuklar?pageSize=100', headers })).body,
      JSON.stringify(
        await t.graphql(
          `{ product(id: "${product!.id}") { currentPrice originalPrice prices { userRole price discountedPrice } } searchProducts(text: "thinkpad") { items { currentPrice originalPrice prices { price discountedPrice } } } }`,
          {},
          headers,
        ),
      ),
    ];
    for (const body of bodies) {
      for (const amount of forbidden) expect(body).not.toMatch(new RegExp(`[^\\d.]${amount.replace('.', '\\.')}[^\\d]`));
    }
    const admin = await signIn(t, ADMIN.email, ADMIN.password);
    const all = await t.graphql<{ product: { prices: { userRole: string }[] } }>(`{ product(id: "${product!.id}") { prices { userRole } } }`, {}, admin);
    expect(all.data!.product.prices.map((p) => p.userRole)).toEqual(['NORMAL_USER', 'RETAIL', 'WHOLESALE', 'VIP']);
  });
});

describe('statements per request', () => {
  // The shared category list is read again after a category change (another test file's, on the
  // template), whatever the page size: not counted, so the figures do not depend on when that happens.
  const count = async (run: () => Promise<unknown>) => {
    t.statements.length = 0;
    await run();
    return t.statements.filter((statement) => !statement.includes('from category where is_active order by')).length;
  };
  const listing = (size: number) =>
    t.graphql(
      `query($input: ProductFilterInput!) { filterProducts(input: $input) { totalCount items { id name categoryName primaryImageUrl currentPrice originalPrice discountPercentage isHotDeal brand { name } } } }`,
      {
        input: {
          categoryId: ids.category['komputer-avadanliqlari'],
          filterCriteria: [{ filterId: ids.filter['brend'], filterOptionIds: Object.values(ids.option['brend']!) }],
          minPrice: 1,
          sort: 'PRICE_ASC',
          pageSize: size,
        },
      },
    );

  it('a listing runs a fixed number of statements (at most 4) for page sizes 10 and 50', async () => {
    const ten = await count(() => listing(10));
    const fifty = await count(() => listing(50));
    expect(fifty).toBe(ten);
    expect(ten).toBeLessThanOrEqual(4);
    const restTen = await count(() => t.app.inject({ method: 'GET', url: '/api/v1/Products/category/slug/komputer-avadanliqlari?pageSize=10' }));
    const restFifty = await count(() => t.app.inject({ method: 'GET', url: '/api/v1/Products/category/slug/komputer-avadanliqlari?pageSize=50' }));
    expect(restFifty).toBe(restTen);
    expect(restTen).toBeLessThanOrEqual(4);
  });

  it('a listing with its facet counts runs at most 7 statements, whatever the page size and the options chosen', async () => {
    const withFacets = (size: number, options: string[], search?: string) =>
      t.graphql(
        `query($input: ProductListInput!) { products(input: $input) { totalCount items { id name currentPrice } facets { filterId options { optionId count } } } }`,
        {
          input: {
            categorySlug: 'komputer-avadanliqlari',
            search,
            filterCriteria: options.length > 0 ? [{ filterId: ids.filter['brend'], filterOptionIds: options }] : null,
            pageSize: size,
          },
        },
      );
    const brands = Object.values(ids.option['brend']!);
    // Once first: the first request of a process loads the engine and the category list.
    await withFacets(1, []);
    // No options, one, every brand; a search text too. (Counts can differ by the read of the page's rows,
    // which the memory engine skips for rows it showed recently: hence a bound, not equality.)
    for (const [options, search] of [[[]], [brands.slice(0, 1)], [brands], [brands.slice(0, 2), 'noutbuk']] as const) {
      for (const size of [10, 50])
        expect(await count(() => withFacets(size, [...options], search)), `${options.length} ${search} ${size}`).toBeLessThanOrEqual(7);
    }
  });

  it('a product detail runs the same statements whatever its number of images, prices, specifications and filters', async () => {
    const detail = (id: string) =>
      t.graphql(
        `{ product(id: "${id}") { id name parentCategoryName images { imageUrl } prices { price } specificationGroups { groupName items { name value } } filters { filterName value } brand { name } }
           similarProducts(productId: "${id}") { id name currentPrice primaryImageUrl } }`,
      );
    const [few] = await sql<{ id: string }>('select product_id as id from product_image group by product_id having count(*) = 1 limit 1');
    const [many] = await sql<{ id: string }>('select product_id as id from product_image group by product_id having count(*) = 4 limit 1');
    // Each once first: the similar products' rows come from the card cache when shown recently, and
    // whether an earlier test showed them would otherwise decide the count.
    await detail(few!.id);
    await detail(many!.id);
    const a = await count(() => detail(few!.id));
    const b = await count(() => detail(many!.id));
    expect(a).toBe(b);
    expect(a).toBeLessThanOrEqual(8);
  });
});

describe('the listing read model', () => {
  it('follows every write to products, prices and filter values at once', async () => {
    const ram = ids.filter['ram']!;
    const sixteen = ids.option['ram']!['16 GB']!;
    const bySixteen = () => filterProducts({ filterCriteria: [{ filterId: ram, filterOptionIds: [sixteen] }], pageSize: 100 });
    const before = await bySixteen();
    const target = before.items[0]!;

    // A filter value removed: the product leaves that filter's results.
    const [removed] = await sql<{ id: string }>('delete from product_filter where product_id = ? and filter_option_id = ? returning id', [target.id, sixteen]);
    expect((await bySixteen()).items.map((p) => p.id)).not.toContain(target.id);
    await sql('insert into product_filter (id, product_id, filter_id, filter_option_id) values (?, ?, ?, ?)', [removed!.id, target.id, ram, sixteen]);
    expect((await bySixteen()).items.map((p) => p.id)).toContain(target.id);

    // A price changed: the price range and the price sort see the new amount.
    await sql('update product_price set price_minor = 99999900, discounted_price_minor = 99999900 where product_id = ? and tier = 1', [target.id]);
    const dearest = await filterProducts({ minPrice: 999000, sort: 'PRICE_DESC', pageSize: 5 });
    expect(dearest.items.map((p) => p.id)).toEqual([target.id]);

    // Deactivated: gone from every listing.
    await sql('update product set is_active = false where id = ?', [target.id]);
    expect((await filterProducts({ minPrice: 999000, pageSize: 5 })).totalCount).toBe(0);
    expect((await bySixteen()).totalCount).toBe(before.totalCount - 1);
    await sql('update product set is_active = true where id = ?', [target.id]);
    expect((await bySixteen()).totalCount).toBe(before.totalCount);
  });
});
