import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_AZERBAIJANI, startTestApp, type TestApp } from '../../../test/app.js';
import { demoCategories } from '../../db/seed/demo-catalogue.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const TOP_LEVEL_SLUGS = demoCategories.map((c) => c.slug);

describe('category tree', () => {
  it('answers the seeded tree over GraphQL, three levels deep', async () => {
    const { data, errors } = await t.graphql<{ categoryTree: { slug: string; name: string; subCategories: { subCategories: { slug: string }[] }[] }[] }>(
      '{ categoryTree { name slug parentCategoryId subCategories { slug parentCategoryId subCategories { slug } } } }',
      {},
      IN_AZERBAIJANI,
    );
    expect(errors).toBeUndefined();
    expect(data!.categoryTree.map((c) => c.slug)).toEqual(TOP_LEVEL_SLUGS);
    expect(data!.categoryTree[1]!.name).toBe('Kompüterlər');
    const third = data!.categoryTree.flatMap((c) => c.subCategories.flatMap((s) => s.subCategories.map((x) => x.slug)));
    expect(third).toContain('ofis-komputerleri');
  });

  it("answers a category's and a product's trail, top-level first, for breadcrumbs", async () => {
    const trail = ['komputerler', 'masaustu-komputerler', 'ofis-komputerleri'];
    const { data } = await t.graphql<{ categoryBySlug: { trail: { slug: string }[] }; products: { items: { id: string }[] } }>(
      '{ categoryBySlug(slug: "ofis-komputerleri") { trail { slug } } products(input: { categorySlug: "ofis-komputerleri", pageSize: 1 }) { items { id } } }',
    );
    expect(data!.categoryBySlug.trail.map((c) => c.slug)).toEqual(trail);
    const product = await t.graphql<{ product: { categoryTrail: { slug: string; parentCategoryId: string | null }[] } }>(
      'query($id: ID!) { product(id: $id) { categoryTrail { slug parentCategoryId } } }',
      { id: data!.products.items[0]!.id },
    );
    expect(product.data!.product.categoryTrail.map((c) => c.slug)).toEqual(trail);
    expect(product.data!.product.categoryTrail[0]!.parentCategoryId).toBeNull();
    const top = await t.graphql<{ categoryBySlug: { trail: { slug: string }[] } }>('{ categoryBySlug(slug: "komputerler") { trail { slug } } }');
    expect(top.data!.categoryBySlug.trail.map((c) => c.slug)).toEqual(['komputerler']);
  });

  it('answers GET /api/v1/Categories as a flat list with the spec fields, whatever the path case', async () => {
    for (const url of ['/api/v1/Categories', '/api/v1/categories']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const body = response.json<Record<string, unknown>[]>();
      expect(body.length).toBeGreaterThan(30);
      const computers = body.find((c) => c.slug === 'komputerler')!;
      expect(Object.keys(computers).sort()).toEqual(
        ['description', 'id', 'imageUrl', 'isActive', 'name', 'parentCategoryId', 'slug', 'sortOrder', 'subCategories'].sort(),
      );
      expect(computers.parentCategoryId).toBeNull();
      expect((computers.subCategories as { slug: string }[]).map((s) => s.slug)).toContain('masaustu-komputerler');
      const leaf = body.find((c) => c.slug === 'ofis-komputerleri')!;
      expect(leaf.parentCategoryId).toBe(body.find((c) => c.slug === 'masaustu-komputerler')!.id);
    }
  });
});

describe('products', () => {
  it('pages through active products newest first with the visitor (Normal tier) price', async () => {
    const { data, errors } = await t.graphql<{
      products: {
        totalCount: number;
        items: {
          id: string;
          createdAt: string;
          currentPrice: number;
          originalPrice: number;
          discountPercentage: number;
          prices: { userRole: string; price: number; discountedPrice: number }[];
        }[];
      };
    }>(
      '{ products(page: 1, pageSize: 10) { totalCount page pageSize items { id createdAt currentPrice originalPrice discountPercentage prices { userRole price discountedPrice } } } }',
    );
    expect(errors).toBeUndefined();
    const { items, totalCount } = data!.products;
    expect(totalCount).toBeGreaterThanOrEqual(80);
    expect(items).toHaveLength(10);
    const dates = items.map((p) => Date.parse(p.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const item of items) {
      expect(item.prices).toHaveLength(1);
      expect(item.prices[0]).toMatchObject({ userRole: 'NORMAL_USER', price: item.originalPrice, discountedPrice: item.currentPrice });
      expect(item.discountPercentage).toBe(Math.round(((item.originalPrice - item.currentPrice) / item.originalPrice) * 100));
    }
    const [dbRow] = await t.orm.em
      .getConnection()
      .execute<{ price: number }[]>('select price_minor as price from product_price where product_id = ? and tier = 1', [items[0]!.id]);
    expect(items[0]!.originalPrice).toBe(dbRow!.price / 100);
  });

  it('reaches the last page and an empty page beyond it with the same total', async () => {
    const first = await t.graphql<{ products: { totalCount: number } }>('{ products(pageSize: 50) { totalCount } }');
    const total = first.data!.products.totalCount;
    const lastPage = Math.ceil(total / 50);
    const last = await t.graphql<{ products: { totalCount: number; items: unknown[] } }>(
      `{ products(page: ${lastPage}, pageSize: 50) { totalCount items { id } } }`,
    );
    expect(last.data!.products.items).toHaveLength(total - (lastPage - 1) * 50);
    const beyond = await t.graphql<{ products: { totalCount: number; items: unknown[] } }>(
      `{ products(page: ${lastPage + 1}, pageSize: 50) { totalCount items { id } } }`,
    );
    expect(beyond.data!.products).toEqual({ totalCount: total, items: [] });
  });

  it('refuses a page size out of range with a clear message', async () => {
    const { errors } = await t.graphql('{ products(pageSize: 500) { totalCount } }');
    expect(errors?.[0]).toMatchObject({ message: 'pageSize must be a whole number from 1 to 100', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('runs the same number of statements for a page of 10 and of 50 (no N+1)', async () => {
    const listing = (size: number) =>
      `{ products(pageSize: ${size}) { totalCount items { id name categoryName primaryImageUrl currentPrice brand { name } images { imageUrl } prices { price } } } }`;
    await t.graphql(listing(1)); // loads the catalogue index, as a running server has it loaded
    t.statements.length = 0;
    await t.graphql(listing(10));
    const small = t.statements.length;
    t.statements.length = 0;
    await t.graphql(listing(50));
    expect(t.statements.length).toBe(small);
    // The index's change check, the page's rows, then one batched read per related kind.
    expect(small).toBeLessThanOrEqual(4);
  });

  it('lists the recently added products, optionally below one category', async () => {
    const categories = await t.graphql<{ categories: { id: string; slug: string }[] }>('{ categories { id slug } }');
    const laptops = categories.data!.categories.find((c) => c.slug === 'noutbuklar')!;
    const { data } = await t.graphql<{ all: { categoryId: string }[]; laptops: { categorySlug: string }[]; bySlug: { categorySlug: string }[] }>(
      'query($id: ID) { all: recentlyAdded(limit: 10) { categoryId } laptops: recentlyAdded(limit: 6, categoryId: $id) { categorySlug } bySlug: recentlyAdded(limit: 6, categorySlug: "noutbuklar") { categorySlug } }',
      { id: laptops.id },
    );
    expect(data!.all).toHaveLength(10);
    expect(data!.laptops).toHaveLength(6);
    expect(data!.bySlug).toEqual(data!.laptops);
    for (const p of data!.laptops) expect(['ofis-noutbuklari', 'biznes-noutbuklari', 'oyun-noutbuklari']).toContain(p.categorySlug);
  });
});

describe('GET /api/v1/Products/{id}', () => {
  it('answers a product with the detail fields of the spec', async () => {
    const { data } = await t.graphql<{ products: { items: { id: string }[] } }>('{ products(pageSize: 1) { items { id } } }');
    const id = data!.products.items[0]!.id;
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/Products/${id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    for (const field of [
      'id',
      'name',
      'slug',
      'shortDescription',
      'description',
      'sku',
      'categoryName',
      'stockQuantity',
      'imageUrl',
      'primaryImageUrl',
      'currentPrice',
      'discountPercentage',
      'images',
      'prices',
      'parentCategoryName',
      'parentCategorySlug',
      'subCategoryName',
      'categorySlug',
    ]) {
      expect(body).toHaveProperty(field);
    }
    expect(body.id).toBe(id);
    expect(body.prices).toHaveLength(1);
    expect(body.prices[0]).toMatchObject({ userRole: 1, discountedPrice: body.currentPrice });
    expect(body.images.length).toBeGreaterThanOrEqual(1);
    expect(body.images[0]).toMatchObject({ imageUrl: body.primaryImageUrl });
  });

  it('asks the database nothing for a product page shown before, until the product changes (whoever changes it)', async () => {
    const page = `query Page($id: ID!) { product(id: $id) { id images { imageUrl altText } specificationGroups { groupName items { name value } } }
      similarProducts(productId: $id, limit: 6) { id name } }`;
    const [row] = await t.orm.em
      .fork()
      .execute<{ id: string }[]>(`select g.product_id as id from specification_group g join product_image i on i.product_id = g.product_id limit 1`);
    const read = async () => {
      t.statements.length = 0;
      const { data, errors } = await t.graphql<{ product: { images: { altText: string }[]; specificationGroups: { groupName: string }[] } }>(page, {
        id: row!.id,
      });
      expect(errors).toBeUndefined();
      return { product: data!.product, statements: t.statements.length };
    };
    const rest = async () => {
      t.statements.length = 0;
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/Products/${row!.id}` });
      expect(response.statusCode).toBe(200);
      return t.statements.length;
    };
    await read();
    expect((await read()).statements).toBe(0);
    expect(await rest()).toBe(0);

    // Plain SQL, as another process or psql would write: the change log names the product, and the next page shows it.
    await t.orm.em.fork().execute(`update product_image set alt_text = 'Changed picture' where product_id = ?`, [row!.id]);
    await t.orm.em
      .fork()
      .execute(`update specification_group set group_name = 'Changed group', group_name_en = 'Changed group' where product_id = ?`, [row!.id]);
    const changed = await read();
    expect(changed.statements).toBeGreaterThan(0);
    expect(changed.product.images.every((image) => image.altText === 'Changed picture')).toBe(true);
    expect(changed.product.specificationGroups.every((group) => group.groupName === 'Changed group')).toBe(true);
    expect((await read()).statements).toBe(0);
  });

  it('answers 404 with a JSON message for an unknown or malformed id', async () => {
    for (const id of ['7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11', 'not-a-uuid', '12345']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/Products/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ message: 'Product not found', reason: 'productNotFound' });
    }
  });

  it('answers null over GraphQL for an unknown product', async () => {
    const { data, errors } = await t.graphql('{ product(id: "7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11") { id } }');
    expect(errors).toBeUndefined();
    expect(data).toEqual({ product: null });
  });
});

describe('tier prices', () => {
  it('shows a signed-in customer their own tier, and only an admin all four rows', async () => {
    const { signIn, CUSTOMERS, CUSTOMER_PASSWORD, ADMIN } = await import('../../../test/accounts.js');
    const query = '{ products(pageSize: 5) { items { id currentPrice originalPrice prices { userRole price discountedPrice } } } }';
    const visitor = await t.graphql<{ products: { items: { id: string; originalPrice: number; prices: { userRole: string }[] }[] } }>(query);
    const retail = await t.graphql<typeof visitor.data & object>(query, {}, await signIn(t, CUSTOMERS.Retail, CUSTOMER_PASSWORD));
    const admin = await t.graphql<typeof visitor.data & object>(query, {}, await signIn(t, ADMIN.email, ADMIN.password));
    for (const [i, item] of retail.data!.products.items.entries()) {
      expect(item.prices.map((p) => p.userRole)).toEqual(['RETAIL']);
      expect(item.originalPrice).toBeLessThan(visitor.data!.products.items[i]!.originalPrice);
      expect(admin.data!.products.items[i]!.prices.map((p) => p.userRole)).toEqual(['NORMAL_USER', 'RETAIL', 'WHOLESALE', 'VIP']);
    }
  });
});

describe('lookups REST and GraphQL share', () => {
  const MISSING_ID = '7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11';
  const CATEGORY = { message: 'Category not found', reason: 'categoryNotFound' };
  const BRAND = { message: 'Brand not found', reason: 'brandNotFound' };
  const PRODUCT = { message: 'Product not found', reason: 'productNotFound' };

  const restAnswer = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url: `/api/v1${url}`, payload });
    return { status: response.statusCode, ...response.json() };
  };
  const graphqlAnswer = async (document: string) => {
    const { errors } = await t.graphql(document);
    const error = errors?.[0];
    return { code: error?.extensions?.code, message: error?.message, reason: error?.extensions?.reason };
  };

  const cases: { missing: string; answer: { message: string; reason: string }; rest: ['GET' | 'POST', string, object?][]; graphql: string[] }[] = [
    {
      missing: 'a category id',
      answer: CATEGORY,
      rest: [
        ['GET', `/Categories/${MISSING_ID}/subcategories`],
        ['GET', `/Products/category/${MISSING_ID}/filters`],
        ['POST', '/Products/filter', { categoryId: MISSING_ID }],
        ['GET', `/Products/recent?categoryId=${MISSING_ID}`],
      ],
      graphql: [
        `{ subCategories(parentId: "${MISSING_ID}") { id } }`,
        `{ filters(categoryId: "${MISSING_ID}") { id } }`,
        `{ filterProducts(input: { categoryId: "${MISSING_ID}" }) { totalCount } }`,
        `{ recentlyAdded(categoryId: "${MISSING_ID}") { id } }`,
      ],
    },
    {
      missing: 'a category slug',
      answer: CATEGORY,
      rest: [
        ['GET', '/Categories/slug/no-such-category'],
        ['GET', '/Products/category/slug/no-such-category'],
      ],
      graphql: [
        '{ productsByCategorySlug(slug: "no-such-category") { totalCount } }',
        '{ filters(categorySlug: "no-such-category") { id } }',
        '{ recentlyAdded(categorySlug: "no-such-category") { id } }',
      ],
    },
    {
      missing: 'a brand slug',
      answer: BRAND,
      rest: [['GET', '/Products/brand/no-such-brand']],
      graphql: ['{ productsByBrand(brandSlug: "no-such-brand") { totalCount } }'],
    },
    {
      missing: 'a product id',
      answer: PRODUCT,
      rest: [
        ['GET', `/Products/${MISSING_ID}`],
        ['GET', `/Products/${MISSING_ID}/specifications`],
        ['GET', '/Products/not-a-uuid'],
      ],
      graphql: [],
    },
  ];

  for (const { missing, answer, rest, graphql } of cases) {
    it(`answers the same 404 and reason for ${missing} over REST and GraphQL`, async () => {
      for (const [method, url, payload] of rest) expect(await restAnswer(method, url, payload), `${method} ${url}`).toEqual({ status: 404, ...answer });
      for (const document of graphql) expect(await graphqlAnswer(document), document).toEqual({ code: 'NOT_FOUND', ...answer });
    });
  }

  it('answers null where the GraphQL field may be null (a missing category by slug, a product, its specifications)', async () => {
    const { data, errors } = await t.graphql(
      `{ categoryBySlug(slug: "no-such-category") { id } product(id: "${MISSING_ID}") { id } specifications(productId: "${MISSING_ID}") { productId } }`,
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({ categoryBySlug: null, product: null, specifications: null });
  });

  it('finds a category and a brand by slug whatever the letter case, over REST and GraphQL alike', async () => {
    const rest = (await restAnswer('GET', '/Products/brand/WESTERNDIGITAL?pageSize=1')) as { totalCount: number };
    const { data } = await t.graphql<{ productsByBrand: { totalCount: number } }>(
      '{ productsByBrand(brandSlug: "WesternDigital", pageSize: 1) { totalCount } }',
    );
    expect(rest.totalCount).toBeGreaterThan(0);
    expect(data!.productsByBrand.totalCount).toBe(rest.totalCount);
    const category = (await restAnswer('GET', '/Categories/slug/Noutbuklar')) as { slug: string };
    const viaGraphql = await t.graphql<{ categoryBySlug: { slug: string } }>('{ categoryBySlug(slug: "NOUTBUKLAR") { slug } }');
    expect(category.slug).toBe('noutbuklar');
    expect(viaGraphql.data!.categoryBySlug.slug).toBe('noutbuklar');
  });
});
