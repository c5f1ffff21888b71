import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER_PASSWORD, CUSTOMERS, signIn } from '../../../test/accounts.js';
import { IN_AZERBAIJANI, startTestApp, type TestApp } from '../../../test/app.js';
import { add, sqlOf } from '../../../test/buying.js';
import { filesUnder, graphqlUpload, pdf, picture, restUpload } from '../../../test/uploads.js';

/**
 * Issue 16: the back office's products over REST (back office §7) and GraphQL. Added with a picture,
 * edited (JSON, or form data with productData in the query string and an optional picture), deleted or
 * archived when an order refers to it, pictures added, ordered, made primary, described and removed;
 * §5's messages, 409 for a duplicate SKU, nothing left behind by a refused write; the audit trail keeps
 * prices and stock before and after; the admin grid, detail and stock summary; and after every kind of
 * change the very next listing, search and detail answer shows it, in a second app on the same database too.
 */

let t: TestApp;
let second: TestApp;
let sql: ReturnType<typeof sqlOf>;
let admin: Record<string, string>;
let categoryId: string;
let otherCategoryId: string;
let brandId: string;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'product-admin-test-'));
const uploadsDir = path.join(dataDir, 'uploads');

beforeAll(async () => {
  t = await startTestApp({ dataDir });
  second = await startTestApp({ sameDatabaseAs: t, dataDir });
  sql = sqlOf(t);
  admin = await signIn(t, ADMIN.email, ADMIN.password, '10.16.7.1');
  const categories = await sql<{ id: string }>(
    `select c.id from category c where c.is_active and c.parent_id is not null and not exists (select 1 from category d where d.parent_id = c.id)
     and exists (select 1 from category p where p.id = c.parent_id and p.is_active and p.parent_id is null) order by c.slug limit 2`,
  );
  [categoryId, otherCategoryId] = categories.map((c) => c.id) as [string, string];
  [{ id: brandId }] = (await sql<{ id: string }>('select id from brand order by slug limit 1')) as [{ id: string }];
});
afterAll(async () => {
  await second.close();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let skuSeq = 0;
const PRICES = [
  { userRole: 1, price: 1000, discountedPrice: 900 },
  { userRole: 2, price: 980, discountedPrice: 880 },
  { userRole: 3, price: 950, discountedPrice: 850 },
  { userRole: 4, price: 0, discountedPrice: 0 },
];
/** A productData that passes every rule; override fields to break one. */
const productData = (overrides: Record<string, unknown> = {}) => ({
  name: `Sınaq Noutbuku Şəbəkə ${++skuSeq}`,
  sku: `TST-${Date.now()}-${skuSeq}`,
  stockQuantity: 25,
  categoryId,
  brandId,
  shortDescription: 'Qısa təsvir',
  shortDescriptionEn: 'Short description',
  description: 'Ətraflı təsvir',
  descriptionEn: 'Full description',
  isHotDeal: true,
  colors: ['Qara', 'Gümüşü', 'qara', ' '],
  sizes: ['13.3"', '15.6"'],
  prices: PRICES,
  ...overrides,
});

/** POSTs productData with a picture (a JPEG unless given; null: none). */
const addRest = async (data: object, given?: { fileName: string; data: Buffer } | null) => {
  const file = given === undefined ? { fileName: 'laptop.jpg', data: await jpeg() } : given;
  return restUpload(t, {
    method: 'POST',
    url: '/api/v1/Products/with-image',
    headers: admin,
    fields: { productData: JSON.stringify(data) },
    files: file ? [{ field: 'imageFile', ...file }] : [],
  });
};

let jpegCache: Buffer | undefined;
async function jpeg(): Promise<Buffer> {
  return (jpegCache ??= await picture('jpeg', 800, 500));
}

/** Adds a product over REST and answers its detail; fails loudly when refused. */
async function newProduct(overrides: Record<string, unknown> = {}) {
  const response = await addRest(productData(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; sku: string; name: string; slug: string; imageUrl: string; images: { id: string; imageUrl: string }[] }>();
}

const productCount = async () => Number((await sql<{ n: string }>('select count(*) as n from product'))[0]!.n);
const audits = async (entityId: string, entity = 'product') =>
  sql<{ action: string; changes: Record<string, { before: unknown; after: unknown }> }>(
    'select action, changes from audit_entry where entity = ? and entity_id = ? order by id',
    [entity, entityId],
  );

interface Seen {
  name: string;
  currentPrice: number;
  stockQuantity: number;
  categoryId: string;
  primaryImageUrl: string | null;
  colors: string[];
}

/**
 * What the storefront answers about a product right now, in both apps: REST detail and GraphQL
 * product, its card in its category's listing and in search by SKU. Every answer must agree; null
 * when the shop does not show it.
 */
async function shown(product: { id: string; sku: string }, inCategory = categoryId): Promise<Seen | null> {
  const answers: (Seen | null)[] = [];
  const pick = (p: Seen | undefined | null): Seen | null =>
    p
      ? {
          name: p.name,
          currentPrice: p.currentPrice,
          stockQuantity: p.stockQuantity,
          categoryId: p.categoryId,
          primaryImageUrl: p.primaryImageUrl,
          colors: p.colors,
        }
      : null;
  for (const app of [t, second]) {
    const detail = await app.app.inject({ url: `/api/v1/Products/${product.id}` });
    answers.push(detail.statusCode === 404 ? null : pick(detail.json<Seen>()));
    const gql = await app.graphql<{ product: Seen | null }>(
      'query($id: ID!) { product(id: $id) { name currentPrice stockQuantity categoryId primaryImageUrl colors } }',
      { id: product.id },
    );
    answers.push(pick(gql.data!.product));
    const [slug] = await sql<{ slug: string }>('select slug from category where id = ?', [inCategory]);
    const listing = await app.app.inject({ url: `/api/v1/Products/category/slug/${slug!.slug}?pageSize=100&sort=newest` });
    answers.push(pick(listing.json<{ products: (Seen & { id: string })[] }>().products.find((p) => p.id === product.id)));
    const search = await app.graphql<{ products: { items: (Seen & { id: string })[] } }>(
      'query($q: String!) { products(input: { search: $q, pageSize: 100 }) { items { id name currentPrice stockQuantity categoryId primaryImageUrl colors } } }',
      { q: product.sku },
    );
    answers.push(pick(search.data!.products.items.find((p) => p.id === product.id)));
  }
  for (const [i, answer] of answers.entries()) expect(answer, `answer ${i} (app ${i < 4 ? 1 : 2}: detail REST, GraphQL, listing, search)`).toEqual(answers[0]);
  return answers[0]!;
}

describe('adding a product', () => {
  it('REST: productData and imageFile; slug from the name, four prices, colours and sizes; audited; shown at once in both apps', async () => {
    const before = filesUnder(uploadsDir).length;
    const data = productData();
    const response = await addRest(data);
    expect(response.statusCode, response.body).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({
      name: data.name,
      sku: data.sku,
      slug: `sinaq-noutbuku-sebeke-${skuSeq}`,
      stockQuantity: 25,
      stockStatus: 'in_stock',
      isActive: true,
      isShown: true,
      isHotDeal: true,
      archived: false,
      categoryId,
      brandId,
      colors: ['Qara', 'Gümüşü'],
      sizes: ['13.3"', '15.6"'],
      shortDescriptionAz: 'Qısa təsvir',
      shortDescriptionEn: 'Short description',
      descriptionEn: 'Full description',
      price: 1000,
      currentPrice: 900,
    });
    expect(product.prices).toEqual([
      { userRole: 1, price: 1000, discountedPrice: 900, discountPercentage: 10 },
      { userRole: 2, price: 980, discountedPrice: 880, discountPercentage: 10 },
      { userRole: 3, price: 950, discountedPrice: 850, discountPercentage: 11 },
      { userRole: 4, price: 0, discountedPrice: 0, discountPercentage: 0 },
    ]);
    expect(product.images).toEqual([{ id: expect.any(String), imageUrl: product.imageUrl, altText: '', isPrimary: true, sortOrder: 0 }]);
    expect(product.imageUrl).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\/800\.webp$/);
    // The storefront's srcset: each width the 800 px picture was stored at.
    const folder = product.imageUrl.replace(/\/800\.webp$/, '');
    const srcset = `${folder}/320.webp 320w, ${folder}/640.webp 640w, ${folder}/800.webp 800w`;
    const pictures = await t.graphql<{ product: { primaryImageSrcset: string | null; images: { imageSrcset: string | null }[] } }>(
      'query($id: ID!) { product(id: $id) { primaryImageSrcset images { imageSrcset } } }',
      { id: product.id },
    );
    expect(pictures.data!.product).toEqual({ primaryImageSrcset: srcset, images: [{ imageSrcset: srcset }] });
    expect(filesUnder(uploadsDir).length).toBeGreaterThan(before);
    expect(await shown(product)).toEqual({
      name: data.name,
      currentPrice: 900,
      stockQuantity: 25,
      categoryId,
      primaryImageUrl: product.imageUrl,
      colors: ['Black', 'Silver'], // in English through the shared term list
    });
    const [created] = await audits(product.id);
    expect(created!.action).toBe('create');
    expect(created!.changes).toMatchObject({
      sku: { before: null, after: data.sku },
      stockQuantity: { before: null, after: 25 },
      'prices.1.price': { before: null, after: 1000 },
      'prices.1.discountedPrice': { before: null, after: 900 },
    });
  });

  it('GraphQL addProduct with an Upload; the same name twice gets the next free slug', async () => {
    const first = await newProduct({ name: 'Eyni Ad Monitor' });
    const input = {
      ...productData({ name: 'Eyni Ad Monitor' }),
      prices: PRICES.map((p, i) => ({ ...p, userRole: ['NORMAL_USER', 'RETAIL', 'WHOLESALE', 'VIP'][i] })),
    };
    const { data, errors } = await graphqlUpload(
      t,
      'mutation($input: ProductInput!, $image: Upload!) { addProduct(input: $input, image: $image) { id slug sku stockStatus colors prices { userRole price discountedPrice discountPercentage } images { isPrimary } } }',
      { input },
      { image: { fileName: 'monitor.png', data: await picture('png', 300, 200) } },
      admin,
    );
    expect(errors).toBeUndefined();
    expect(data!.addProduct).toMatchObject({
      slug: `${first.slug}-2`,
      sku: input.sku,
      stockStatus: 'IN_STOCK',
      colors: ['Qara', 'Gümüşü'],
      images: [{ isPrimary: true }],
    });
    expect(data!.addProduct.prices[1]).toEqual({ userRole: 'RETAIL', price: 980, discountedPrice: 880, discountPercentage: 10 });
  });

  it('refuses what §5 refuses, with the message naming the field, storing nothing', async () => {
    const products = await productCount();
    const files = filesUnder(uploadsDir);
    const cases: [object, { fileName: string; data: Buffer } | null, string][] = [
      [productData(), null, 'Please upload an image first (imageFile)'],
      [productData(), { fileName: 'x.png', data: pdf() }, 'Please select a valid image file (imageFile)'],
      [productData({ name: '  ' }), undefined as never, 'name is required'],
      [productData({ sku: null }), undefined as never, 'sku is required'],
      [productData({ stockQuantity: undefined }), undefined as never, 'stockQuantity is required'],
      [productData({ stockQuantity: -1 }), undefined as never, 'stockQuantity must be a whole number from 0 to 1000000'],
      [productData({ categoryId: undefined }), undefined as never, 'categoryId is required'],
      [productData({ brandId: undefined }), undefined as never, 'brandId is required'],
      [productData({ categoryId: '7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11' }), undefined as never, 'categoryId names no category'],
      [productData({ prices: PRICES.slice(0, 3) }), undefined as never, 'prices must give a row for each tier 1 to 4'],
      [productData({ prices: undefined }), undefined as never, 'prices is required: a row for each tier 1 to 4'],
      [
        productData({ prices: [{ ...PRICES[0], discountedPrice: 1001 }, ...PRICES.slice(1)] }),
        undefined as never,
        'prices.0.discountedPrice must not be above price',
      ],
      [
        productData({ prices: [PRICES[0], { ...PRICES[1], price: -5 }, ...PRICES.slice(2)] }),
        undefined as never,
        'prices.1.price must be a number from 0 to 10000000',
      ],
      [productData({ prices: [PRICES[0], PRICES[0], ...PRICES.slice(2)] }), undefined as never, 'prices.1.userRole: tier 1 is given twice'],
      [productData({ prices: [{ ...PRICES[0], userRole: 0 }, ...PRICES.slice(1)] }), undefined as never, 'prices.0.userRole must be a price tier from 1 to 4'],
      [productData({ colors: Array.from({ length: 31 }, (_, i) => `Rəng ${i}`) }), undefined as never, 'colors must have at most 30 entries'],
      [productData({ weight: 3 }), undefined as never, 'productData.weight is not a known field'],
    ];
    for (const [data, file, message] of cases) {
      const response = file === undefined ? await addRest(data) : await addRest(data, file);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const tooLarge = await addRest(productData(), { fileName: 'big.jpg', data: Buffer.alloc(10 * 1024 * 1024 + 1, 1) });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe('Image size should be less than 10MB (imageFile)');
    expect(await productCount()).toBe(products);
    expect(filesUnder(uploadsDir)).toEqual(files);
  });

  it('answers 409 for a SKU another product has (any letter case), over both APIs, storing nothing', async () => {
    const existing = await newProduct();
    const other = await newProduct();
    const files = filesUnder(uploadsDir);
    const rest = await addRest(productData({ sku: existing.sku.toLowerCase() }));
    expect(rest.statusCode).toBe(409);
    expect(rest.json()).toEqual({ message: `Another product has the SKU ${existing.sku.toLowerCase()}`, reason: 'skuTaken' });
    const edit = await t.app.inject({ method: 'PUT', url: `/api/v1/Products/${other.id}`, headers: admin, payload: { sku: existing.sku } });
    expect(edit.statusCode).toBe(409);
    const { errors } = await graphqlUpload(
      t,
      'mutation($input: ProductInput!, $image: Upload!) { addProduct(input: $input, image: $image) { id } }',
      {
        input: { ...productData({ sku: existing.sku }), prices: PRICES.map((p, i) => ({ ...p, userRole: ['NORMAL_USER', 'RETAIL', 'WHOLESALE', 'VIP'][i] })) },
      },
      { image: { fileName: 'a.png', data: await picture('png', 50, 50) } },
      admin,
    );
    expect(errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(filesUnder(uploadsDir)).toEqual(files);
  });
});

describe('editing a product', () => {
  it('every kind of change shows in the very next listing, search and detail answer, in both apps; prices and stock are audited before and after', async () => {
    const product = await newProduct();
    expect(await shown(product)).toMatchObject({ currentPrice: 900, stockQuantity: 25 });

    // Price.
    let response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/Products/${product.id}`,
      headers: admin,
      payload: { prices: [{ userRole: 1, price: 1100, discountedPrice: 799.99, discountPercentage: 27 }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().prices[0]).toEqual({ userRole: 1, price: 1100, discountedPrice: 799.99, discountPercentage: 27 });
    expect(response.json().prices[1]).toMatchObject({ price: 980, discountedPrice: 880 });
    expect(await shown(product)).toMatchObject({ currentPrice: 799.99 });

    // Stock.
    response = await t.app.inject({ method: 'PUT', url: `/api/v1/Products/${product.id}`, headers: admin, payload: { stockQuantity: 4 } });
    expect(response.json()).toMatchObject({ stockQuantity: 4, stockStatus: 'low_stock' });
    expect(await shown(product)).toMatchObject({ stockQuantity: 4 });

    // Name (search finds the new words), over GraphQL.
    const renamed = await t.graphql<{ updateProduct: { name: string; slug: string } }>(
      'mutation($id: ID!) { updateProduct(id: $id, input: { name: "Zümrüd Ultrabuk" }) { name slug } }',
      { id: product.id },
      admin,
    );
    expect(renamed.data!.updateProduct).toEqual({ name: 'Zümrüd Ultrabuk', slug: product.slug });
    expect(await shown(product)).toMatchObject({ name: 'Zümrüd Ultrabuk' });
    for (const app of [t, second]) {
      const found = await app.app.inject({ url: '/api/v1/Products/search?q=zumrud' });
      expect(found.json().products.map((p: { id: string }) => p.id)).toContain(product.id);
    }

    // Category.
    response = await t.app.inject({ method: 'PUT', url: `/api/v1/Products/${product.id}`, headers: admin, payload: { categoryId: otherCategoryId } });
    expect(response.json()).toMatchObject({ categoryId: otherCategoryId });
    expect(await shown(product, otherCategoryId)).toMatchObject({ categoryId: otherCategoryId });
    for (const app of [t, second]) {
      const [slug] = await sql<{ slug: string }>('select slug from category where id = ?', [categoryId]);
      const old = await app.app.inject({ url: `/api/v1/Products/category/slug/${slug!.slug}?pageSize=100` });
      expect(old.json().products.map((p: { id: string }) => p.id)).not.toContain(product.id);
    }

    // Active flag: hidden from the shop, still in the admin's answers.
    response = await t.app.inject({ method: 'PUT', url: `/api/v1/Products/${product.id}`, headers: admin, payload: { isActive: false } });
    expect(response.json()).toMatchObject({ isActive: false, isShown: false });
    expect(await shown(product, otherCategoryId)).toBeNull();
    response = await t.app.inject({ method: 'PUT', url: `/api/v1/Products/${product.id}`, headers: admin, payload: { isActive: true, colors: ['Mavi'] } });
    expect(await shown(product, otherCategoryId)).toMatchObject({ colors: ['Blue'] });

    // The audit trail (issue 16, Done when 4): a price change and a stock change, before and after.
    const trail = await t.app.inject({ url: `/api/v1/Admin/audit?entity=product&entityId=${product.id}&pageSize=50`, headers: admin });
    const mine = trail
      .json<{ entityId: string; action: string; changes: { field: string; before: string | null; after: string | null }[] }[]>()
      .filter((entry) => entry.action === 'update');
    expect(mine).toHaveLength(6);
    const change = (field: string) => mine.flatMap((entry) => entry.changes).find((c) => c.field === field);
    expect(change('prices.1.price')).toEqual({ field: 'prices.1.price', before: '1000', after: '1100' });
    expect(change('prices.1.discountedPrice')).toEqual({ field: 'prices.1.discountedPrice', before: '900', after: '799.99' });
    expect(change('stockQuantity')).toEqual({ field: 'stockQuantity', before: '25', after: '4' });
    expect(change('categoryId')).toEqual({ field: 'categoryId', before: JSON.stringify(categoryId), after: JSON.stringify(otherCategoryId) });
    expect(mine.flatMap((entry) => entry.changes).some((c) => c.field === 'prices.2.price')).toBe(false);
  });

  it('PUT with-image takes productData from the query string and an optional new picture (5 MB), replacing the primary one', async () => {
    const product = await newProduct();
    const oldFolder = product.imageUrl.split('/').slice(2, 4).join('/');
    expect(filesUnder(path.join(uploadsDir, oldFolder)).length).toBeGreaterThan(0);
    const data = encodeURIComponent(JSON.stringify({ stockQuantity: 0, shortDescriptionEn: 'New line' }));
    const response = await restUpload(t, {
      method: 'PUT',
      url: `/api/v1/Products/${product.id}/with-image?productData=${data}`,
      headers: admin,
      files: [{ field: 'imageFile', fileName: 'new.webp', data: await picture('webp', 640, 400) }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json();
    expect(edited).toMatchObject({ stockQuantity: 0, stockStatus: 'out_of_stock', shortDescriptionEn: 'New line' });
    expect(edited.imageUrl).toMatch(/\/640\.webp$/);
    expect(edited.images).toHaveLength(1);
    expect(filesUnder(path.join(uploadsDir, oldFolder))).toEqual([]);
    expect(await shown(product)).toMatchObject({ primaryImageUrl: edited.imageUrl, stockQuantity: 0 });

    // Form data only (no query), no picture.
    const formOnly = await restUpload(t, {
      method: 'PUT',
      url: `/api/v1/Products/${product.id}/with-image`,
      headers: admin,
      fields: { productData: JSON.stringify({ stockQuantity: 12 }) },
    });
    expect(formOnly.json()).toMatchObject({ stockQuantity: 12, imageUrl: edited.imageUrl });

    const files = filesUnder(uploadsDir);
    const tooLarge = await restUpload(t, {
      method: 'PUT',
      url: `/api/v1/Products/${product.id}/with-image?productData=${data}`,
      headers: admin,
      files: [{ field: 'imageFile', fileName: 'big.jpg', data: Buffer.alloc(5 * 1024 * 1024 + 1, 7) }],
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe('Image size should be less than 5MB (imageFile)');
    const notPicture = await restUpload(t, {
      method: 'PUT',
      url: `/api/v1/Products/${product.id}/with-image`,
      headers: admin,
      fields: { productData: JSON.stringify({ stockQuantity: 1 }) },
      files: [{ field: 'imageFile', fileName: 'x.png', data: pdf() }],
    });
    expect(notPicture.json().message).toBe('Please select a valid image file (imageFile)');
    const badJson = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/Products/${product.id}/with-image?productData=%7Bx`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: {},
    });
    expect(badJson.json().message).toBe('productData is not valid JSON');
    // JSON in the query carries its types: a number is no slug (the schema fuzz found 0 read as "0").
    const numberSlug = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/Products/${product.id}/with-image?productData=${encodeURIComponent('{"slug":0}')}`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: {},
    });
    expect([numberSlug.statusCode, numberSlug.json().message]).toEqual([400, 'productData.slug must be text']);
    expect(filesUnder(uploadsDir)).toEqual(files);
    expect((await t.app.inject({ url: `/api/v1/Admin/products/${product.id}`, headers: admin })).json()).toMatchObject({ stockQuantity: 12 });
  });

  it('refuses a bad edit whole: nothing changes', async () => {
    const product = await newProduct();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/Products/${product.id}`,
      headers: admin,
      payload: { stockQuantity: 3, prices: [{ userRole: 2, price: 10, discountedPrice: 11 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('prices.0.discountedPrice must not be above price');
    const brandless = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/Products/${product.id}`,
      headers: admin,
      payload: { brandId: null, stockQuantity: 3 },
    });
    expect(brandless.json().message).toBe('brandId is required');
    expect((await sql('select stock_quantity from product where id = ?', [product.id]))[0]).toEqual({ stock_quantity: 25 });
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/Products/7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11', headers: admin, payload: {} })).statusCode).toBe(
      404,
    );
  });

  it('GraphQL refuses what the REST route refuses, by the same schema and rules and with the same message, naming the field; nothing is stored', async () => {
    const product = await newProduct();
    const stored = async () => ({
      product: await sql('select * from product where id = ?', [product.id]),
      prices: await sql('select * from product_price where product_id = ? order by tier', [product.id]),
      filters: await sql('select * from product_filter where product_id = ? order by filter_id', [product.id]),
      audits: (await audits(product.id)).length,
    });
    const before = await stored();
    const update = 'mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }';
    // GraphQL names the price tiers (Role); REST numbers them.
    const TIERS = ['ADMIN', 'NORMAL_USER', 'RETAIL', 'WHOLESALE', 'VIP'];
    const asGraphql = (input: Record<string, unknown>) =>
      Array.isArray(input.prices) ? { ...input, prices: (input.prices as { userRole: number }[]).map((p) => ({ ...p, userRole: TIERS[p.userRole] })) } : input;
    const price = (overrides: object) => ({ userRole: 2, price: 10, discountedPrice: 9, ...overrides });
    const unknownId = '7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11';
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      // The schema's shape: the same Ajv message over both APIs.
      [{ name: 'x'.repeat(256) }, 'name must be at most 255 characters', 'textTooLong'],
      [{ sku: ` ${'x'.repeat(100)}` }, 'sku must be at most 100 characters', 'textTooLong'],
      [{ colors: Array.from({ length: 101 }, (_, i) => `Rəng ${i}`) }, 'colors must have at most 100 entries', undefined],
      [{ prices: [1, 2, 3, 4, 2].map((userRole) => price({ userRole })) }, 'prices must have at most 4 entries', undefined],
      [{ filterValues: Array.from({ length: 101 }, () => ({ filterId: unknownId })) }, 'filterValues must have at most 100 entries', undefined],
      [{ filterValues: [{ filterId: unknownId, customValue: 'x'.repeat(256) }] }, 'filterValues.0.customValue must be at most 255 characters', 'textTooLong'],
      // The service's rules.
      [{ name: '  ' }, 'name is required', 'nameRequired'],
      [{ brandId: null }, 'brandId is required', 'brandIdRequired'],
      [{ categoryId: 'not-an-id' }, 'categoryId must be an id', 'idInvalid'],
      [{ categoryId: unknownId }, 'categoryId names no category', 'categoryNotFound'],
      [{ stockQuantity: 1_000_001 }, 'stockQuantity must be a whole number from 0 to 1000000', 'numberInvalid'],
      [{ colors: Array.from({ length: 31 }, (_, i) => `Rəng ${i}`) }, 'colors must have at most 30 entries', 'listTooLong'],
      [{ prices: [price({ price: 10_000_001 })] }, 'prices.0.price must be a number from 0 to 10000000', 'priceInvalid'],
      [{ prices: [price({ discountedPrice: 11 })] }, 'prices.0.discountedPrice must not be above price', 'discountAbovePrice'],
      [{ prices: [price({}), price({ userRole: 2 })] }, 'prices.1.userRole: tier 2 is given twice', 'tierRepeated'],
      [{ prices: [price({ userRole: 0 })] }, 'prices.0.userRole must be a price tier from 1 to 4', 'tierInvalid'],
      [{ filterValues: [{ filterId: unknownId }] }, "filterValues.0.filterId is not one of the filters of the product's category", 'filterNotInCategory'],
    ];
    for (const [input, message, reason] of cases) {
      const label = JSON.stringify(input).slice(0, 120);
      const graphql = await t.graphql(update, { id: product.id, input: asGraphql(input) }, admin);
      expect(graphql.errors?.[0], label).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', ...(reason ? { reason } : {}) } });
      const rest = await t.app.inject({ method: 'PUT', url: `/api/v1/Products/${product.id}`, headers: admin, payload: input });
      expect([rest.statusCode, rest.json().message], label).toEqual([400, message]);
      // REST's schema refusals carry no reason; GraphQL keeps textTooLong, which its text checks gave before the schemas (checkParsedInput).
      expect(rest.json().reason, label).toBe(reason === 'textTooLong' ? undefined : reason);
    }
    expect(await stored()).toEqual(before);
  });
});

describe("a product's pictures", () => {
  it('REST upload-images adds several; GraphQL sets the primary, the order and alt text, and removes one; the shop follows', async () => {
    const product = await newProduct();
    const added = await restUpload(t, {
      method: 'POST',
      url: `/api/v1/Products/${product.id}/upload-images`,
      headers: admin,
      files: [
        { field: 'imageFiles', fileName: 'a.png', data: await picture('png', 400, 300) },
        { field: 'imageFiles', fileName: 'b.webp', data: await picture('webp', 500, 300) },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    const images = added.json<{ images: { id: string; imageUrl: string; isPrimary: boolean; sortOrder: number }[] }>().images;
    expect(images.map((i) => [i.isPrimary, i.sortOrder])).toEqual([
      [true, 0],
      [false, 1],
      [false, 2],
    ]);
    const none = await restUpload(t, { method: 'POST', url: `/api/v1/Products/${product.id}/upload-images`, headers: admin, fields: {} });
    expect(none.json().message).toBe('Please upload an image first (imageFiles)');

    const fields = 'primaryImageUrl images { id imageUrl altText isPrimary sortOrder }';
    const gqlAdded = await graphqlUpload(
      t,
      `mutation($id: ID!, $images: [Upload!]!) { addProductImages(productId: $id, images: $images) { ${fields} } }`,
      { id: product.id, images: [null] },
      { 'images.0': { fileName: 'c.jpg', data: await picture('jpeg', 300, 300) } },
      admin,
    );
    expect(gqlAdded.errors).toBeUndefined();
    expect(gqlAdded.data!.addProductImages.images).toHaveLength(4);

    const third = images[2]!;
    const primary = await t.graphql<{ setPrimaryProductImage: { primaryImageUrl: string } }>(
      `mutation($id: ID!) { setPrimaryProductImage(imageId: $id) { ${fields} } }`,
      { id: third.id },
      admin,
    );
    expect(primary.data!.setPrimaryProductImage.primaryImageUrl).toBe(third.imageUrl);
    expect(await shown(product)).toMatchObject({ primaryImageUrl: third.imageUrl });

    const all = (gqlAdded.data!.addProductImages.images as { id: string }[]).map((i) => i.id).reverse();
    const reordered = await t.graphql<{ reorderProductImages: { images: { id: string; sortOrder: number }[] } }>(
      `mutation($id: ID!, $ids: [ID!]!) { reorderProductImages(productId: $id, imageIds: $ids) { ${fields} } }`,
      { id: product.id, ids: all },
      admin,
    );
    expect(reordered.data!.reorderProductImages.images.map((i) => i.id)).toEqual([third.id, ...all.filter((id) => id !== third.id)]);
    const badOrder = await t.graphql(
      `mutation($id: ID!, $ids: [ID!]!) { reorderProductImages(productId: $id, imageIds: $ids) { id } }`,
      { id: product.id, ids: all.slice(1) },
      admin,
    );
    expect(badOrder.errors?.[0]?.message).toBe("imageIds must list each of the product's pictures once");

    const alt = await t.graphql<{ setProductImageAltText: { images: { id: string; altText: string }[] } }>(
      `mutation($id: ID!) { setProductImageAltText(imageId: $id, altText: "Qara noutbuk, önü") { ${fields} } }`,
      { id: third.id },
      admin,
    );
    expect(alt.data!.setProductImageAltText.images.find((i) => i.id === third.id)!.altText).toBe('Qara noutbuk, önü');

    const folder = path.join(uploadsDir, third.imageUrl.split('/').slice(2, 4).join('/'));
    expect(filesUnder(folder).length).toBeGreaterThan(0);
    const removed = await t.graphql<{ removeProductImage: { primaryImageUrl: string; images: { id: string; isPrimary: boolean }[] } }>(
      `mutation($id: ID!) { removeProductImage(imageId: $id) { ${fields} } }`,
      { id: third.id },
      admin,
    );
    expect(removed.data!.removeProductImage.images).toHaveLength(3);
    expect(removed.data!.removeProductImage.images.filter((i) => i.isPrimary)).toHaveLength(1);
    expect(filesUnder(folder)).toEqual([]);
    expect(await shown(product)).toMatchObject({ primaryImageUrl: removed.data!.removeProductImage.primaryImageUrl });
    expect((await audits(product.id)).map((a) => a.action)).toEqual([
      'create',
      'addImages',
      'addImages',
      'setPrimaryImage',
      'reorderImages',
      'setImageAltText',
      'removeImage',
    ]);
  });
});

describe('deleting a product', () => {
  it('deletes one no order refers to, with its picture and PDF files; gone from the shop in both apps', async () => {
    const product = await newProduct();
    const folder = path.join(uploadsDir, product.imageUrl.split('/').slice(2, 4).join('/'));
    expect(filesUnder(folder).length).toBeGreaterThan(0);
    const sheet = await restUpload(t, {
      method: 'POST',
      url: `/api/v1/Admin/products/${product.id}/pdf`,
      headers: admin,
      files: [{ field: 'PdfFile', fileName: 'sheet.pdf', data: pdf() }],
    });
    expect(sheet.statusCode).toBe(201);
    const [{ path: pdfPath }] = (await sql<{ path: string }>('select file_path as path from product_pdf where product_id = ?', [product.id])) as [
      { path: string },
    ];
    expect(filesUnder(uploadsDir)).toContain(pdfPath);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/v1/Products/${product.id}`, headers: admin });
    expect(response.json()).toEqual({ message: 'Product deleted successfully', id: product.id, archived: false });
    expect(await sql('select id from product where id = ?', [product.id])).toEqual([]);
    expect(filesUnder(folder)).toEqual([]);
    expect(filesUnder(uploadsDir)).not.toContain(pdfPath);
    expect(await shown(product)).toBeNull();
    expect((await audits(product.id)).at(-1)).toMatchObject({ action: 'delete', changes: { sku: { before: product.sku, after: null } } });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/Products/${product.id}`, headers: admin })).statusCode).toBe(404);
  });

  it('archives one an order refers to: inactive, kept with its files, the order intact; the admin grid still lists it', async () => {
    const product = await newProduct();
    const customer = await signIn(t, CUSTOMERS.Retail, CUSTOMER_PASSWORD, '10.16.7.2');
    await t.app.inject({ method: 'DELETE', url: '/api/v1/Cart', headers: customer });
    await add(t, customer, product.id, 1);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Cart/whatsapp-order',
      headers: customer,
      payload: { customerName: 'Sınaq', customerPhone: '0501234567' },
    });
    expect(order.statusCode, order.body).toBe(200);
    const folder = path.join(uploadsDir, product.imageUrl.split('/').slice(2, 4).join('/'));

    const { data } = await t.graphql<{ deleteProduct: { id: string; archived: boolean } }>(
      'mutation($id: ID!) { deleteProduct(id: $id) { id archived } }',
      { id: product.id },
      admin,
    );
    expect(data!.deleteProduct).toEqual({ id: product.id, archived: true });
    expect(filesUnder(folder).length).toBeGreaterThan(0);
    expect(await shown(product)).toBeNull();
    const detail = await t.app.inject({ url: `/api/v1/Admin/products/${product.id}`, headers: admin });
    expect(detail.json()).toMatchObject({ isActive: false, archived: true, archivedAt: expect.any(String) });
    const mine = await t.app.inject({ url: `/api/v1/Orders/my`, headers: customer });
    expect(mine.statusCode === 200 || mine.statusCode === 404).toBe(true);
    expect(await sql('select product_sku from order_line where product_id = ?', [product.id])).toEqual([{ product_sku: product.sku }]);
    const grid = await t.graphql<{ adminProducts: { items: { id: string; archived: boolean }[]; totalCount: number } }>(
      'query($q: String!) { adminProducts(input: { search: $q, archived: true }) { totalCount items { id archived } } }',
      { q: product.sku },
      admin,
    );
    expect(grid.data!.adminProducts).toEqual({ totalCount: 1, items: [{ id: product.id, archived: true }] });
    expect((await audits(product.id)).at(-1)).toMatchObject({ action: 'archive', changes: { isActive: { before: true, after: false } } });

    // Setting it active again restores it.
    const restored = await t.app.inject({ method: 'PUT', url: `/api/v1/Products/${product.id}`, headers: admin, payload: { isActive: true } });
    expect(restored.json()).toMatchObject({ isActive: true, archived: false, archivedAt: null });
    expect(await shown(product)).not.toBeNull();
  });
});

describe('admin reads', () => {
  it('the stock summary over REST and GraphQL counts products by stock state, archived ones left out', async () => {
    const rest = (await t.app.inject({ url: '/api/v1/Admin/products/stock/summary', headers: admin })).json();
    const [expected] = await sql(
      `select count(*)::int as "totalProducts", (count(*) filter (where stock_quantity > 10))::int as "inStockProducts",
         (count(*) filter (where stock_quantity between 1 and 10))::int as "lowStockProducts", (count(*) filter (where stock_quantity = 0))::int as "outOfStockProducts"
       from product where archived_at is null`,
    );
    expect(rest).toEqual(expected);
    const gql = await t.graphql<{ productStockSummary: object }>(
      '{ productStockSummary { totalProducts inStockProducts lowStockProducts outOfStockProducts } }',
      {},
      admin,
    );
    expect(gql.data!.productStockSummary).toEqual(expected);
    const before = rest as { lowStockProducts: number };
    await newProduct({ stockQuantity: 7 });
    expect((await second.app.inject({ url: '/api/v1/Admin/products/stock/summary', headers: admin })).json().lowStockProducts).toBe(
      before.lowStockProducts + 1,
    );
  });

  it('the grid pages, sorts and filters in SQL, inactive products included', async () => {
    const tag = `GRID${Date.now()}`;
    const made = [];
    for (const [i, stock] of [0, 5, 50].entries())
      made.push(await newProduct({ sku: `${tag}-${i}`, stockQuantity: stock, isActive: i !== 1, isHotDeal: i === 2 }));
    const grid = async (input: Record<string, unknown>) =>
      (
        await t.graphql<{ adminProducts: { totalCount: number; items: { sku: string; stockStatus: string; isActive: boolean }[] } }>(
          'query($input: AdminProductListInput!) { adminProducts(input: $input) { totalCount page pageSize items { sku stockStatus isActive } } }',
          { input },
          admin,
        )
      ).data!.adminProducts;
    expect((await grid({ search: tag.toLowerCase(), sort: 'SKU_ASC' })).items.map((p) => p.sku)).toEqual([`${tag}-0`, `${tag}-1`, `${tag}-2`]);
    expect((await grid({ search: tag, sort: 'STOCK_DESC', pageSize: 2, page: 2 })).items.map((p) => p.sku)).toEqual([`${tag}-0`]);
    expect((await grid({ search: tag, stockStatus: 'LOW_STOCK' })).items).toEqual([{ sku: `${tag}-1`, stockStatus: 'LOW_STOCK', isActive: false }]);
    expect((await grid({ search: tag, isActive: false })).totalCount).toBe(1);
    expect((await grid({ search: tag, isHotDeal: true })).items.map((p) => p.sku)).toEqual([`${tag}-2`]);
    expect((await grid({ search: tag, categoryId: otherCategoryId })).totalCount).toBe(0);
    const parent = (await sql<{ id: string }>('select parent_id as id from category where id = ?', [categoryId]))[0]!.id;
    expect((await grid({ search: tag, categoryId: parent, brandId })).totalCount).toBe(3);
    const rest = await t.app.inject({ url: `/api/v1/Admin/products?search=${tag}&sort=stock_asc&stockStatus=out_of_stock`, headers: admin });
    expect(rest.json()).toMatchObject({
      totalCount: 1,
      page: 1,
      pageSize: 20,
      products: [{ sku: `${tag}-0`, stockStatus: 'out_of_stock', colors: ['Qara', 'Gümüşü'] }],
    });
    expect((await t.app.inject({ url: '/api/v1/Admin/products?sort=sideways', headers: admin })).json().message).toMatch(/^sort must be one of/);
  });

  it('the admin detail has everything the detail page shows: pictures, four prices, stock, category, brand, both languages, colours, sizes, PDFs, specifications, filters, flags', async () => {
    const product = await newProduct();
    await restUpload(t, {
      method: 'POST',
      url: `/api/v1/Admin/products/${product.id}/pdf`,
      headers: admin,
      fields: { CustomFileName: 'Təlimat' },
      files: [{ field: 'PdfFile', fileName: 'manual.pdf', data: pdf() }],
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/Products/${product.id}/specifications`,
      headers: admin,
      payload: {
        productId: product.id,
        specificationGroups: [{ groupName: 'Ekran', groupNameEn: 'Display', items: [{ name: 'Ölçü', nameEn: 'Size', value: '15.6', unit: 'düym' }] }],
      },
    });
    const [filter] = await sql<{ filterId: string; optionId: string }>(
      // Not the Brand filter: its value follows the product's brand by itself.
      'select o.filter_id as "filterId", o.id as "optionId" from filter_option o join filter f on f.id = o.filter_id where o.is_active and not f.follows_brand limit 1',
    );
    await sql('insert into product_filter (id, product_id, filter_id, filter_option_id) values (gen_random_uuid(), ?, ?, ?)', [
      product.id,
      filter!.filterId,
      filter!.optionId,
    ]);
    const { data, errors } = await t.graphql<{ adminProduct: Record<string, unknown> }>(
      `query($id: ID!) { adminProduct(id: $id) { id name slug sku isActive isHotDeal isShown archived stockQuantity stockStatus categoryId categoryName
        brand { id } shortDescriptionAz shortDescriptionEn descriptionAz descriptionEn colors sizes primaryImageUrl
        prices { userRole price discountedPrice discountPercentage } images { imageUrl isPrimary sortOrder altText }
        pdfs { customFileName } specificationGroups { groupName groupNameEn items { name nameEn value unit } } filters { filterId filterOptionId } } }`,
      { id: product.id },
      { ...admin, cookie: 'language=en' },
    );
    expect(errors).toBeUndefined();
    expect(data!.adminProduct).toMatchObject({
      sku: product.sku,
      isActive: true,
      isHotDeal: true,
      isShown: true,
      archived: false,
      stockStatus: 'IN_STOCK',
      brand: { id: brandId },
      descriptionAz: 'Ətraflı təsvir',
      descriptionEn: 'Full description',
      sizes: ['13.3"', '15.6"'],
      pdfs: [{ customFileName: 'Təlimat' }],
      specificationGroups: [{ groupName: 'Display', groupNameEn: 'Display', items: [{ name: 'Size', nameEn: 'Size', value: '15.6', unit: 'inch' }] }],
      // The Brand filter's value comes with the brand.
      filters: expect.arrayContaining([{ filterId: filter!.filterId, filterOptionId: filter!.optionId }]),
    });
    expect(data!.adminProduct.filters).toHaveLength(2);
    expect(data!.adminProduct.prices).toHaveLength(4);
    // REST in Azerbaijani: the stored group name of that language.
    const rest = (await t.app.inject({ url: `/api/v1/Admin/products/${product.id}`, headers: { ...admin, ...IN_AZERBAIJANI } })).json();
    expect(rest).toMatchObject({
      sku: product.sku,
      pdfs: [{ customFileName: 'Təlimat' }],
      specificationGroups: [{ groupName: 'Ekran' }],
      filters: expect.arrayContaining([expect.objectContaining({ filterId: filter!.filterId })]),
    });
    expect(rest.prices).toHaveLength(4);
    // Inactive ones too, for admins only.
    await t.app.inject({ method: 'PUT', url: `/api/v1/Products/${product.id}`, headers: admin, payload: { isActive: false } });
    expect(
      (await t.graphql<{ adminProduct: { isActive: boolean } }>('query($id: ID!) { adminProduct(id: $id) { isActive } }', { id: product.id }, admin)).data!
        .adminProduct,
    ).toEqual({ isActive: false });
    expect((await t.app.inject({ url: `/api/v1/Products/${product.id}` })).statusCode).toBe(404);
    expect((await t.graphql('query { adminProduct(id: "7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11") { id } }', {}, admin)).data).toEqual({ adminProduct: null });
  });
});
