import { Validator } from '@seriousme/openapi-schema-validator';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API_DOCS_PATH, OPENAPI_PATH, REST_PREFIX } from '../src/rest/register.js';
import type { RestRoute } from '../src/rest/route.js';
import { restRoutes } from '../src/rest/routes.js';
import { readOutbox } from '../src/modules/mail/index.js';
import { ADMIN, CUSTOMER_PASSWORD, CUSTOMERS, newCustomer, signIn } from './accounts.js';
import { startTestApp, type TestApp } from './app.js';
import { multipartForm, pdf, picture, type FilePart } from './uploads.js';

/**
 * Issue 14: the REST routes declare their schemas. The OpenAPI document is valid and lists every route
 * of the table with them; the reference page is served from this server; and the answers serialised
 * through the response schemas keep every field the handlers produce (fast-json-stringify would drop
 * an undeclared one without a word).
 */

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

/** What the last route handler returned, to compare with what went out on the wire (requests are sent one at a time). */
let handlerResult: unknown;
const recorded = (route: RestRoute): RestRoute => ({
  ...route,
  handler: async (call) => (handlerResult = await route.handler(call)),
});

let t: TestApp;
let document: Document;
const uploadsDir = inject('uploadsDir');
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('driver')]);

beforeAll(async () => {
  t = await startTestApp({ routes: restRoutes.map(recorded) });
  const response = await t.app.inject({ url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

const openApiPath = (route: RestRoute) => REST_PREFIX + route.path.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3.1, and every $ref in it resolves', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? [], JSON.stringify(result.errors ?? []).slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Error', 'User', 'Category', 'CategoryNode', 'ProductCard', 'ProductDetail']),
    );
  });

  it('lists every route of the table once, with its parameters, body and answers', () => {
    const listed = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    const expected = restRoutes.map((route) => `${route.method} ${openApiPath(route)}`);
    expect(listed.sort()).toEqual([...expected].sort());
    // Paths match whatever their letter case, and still each is listed once.
    expect(new Set(listed.map((entry) => entry.toLowerCase())).size).toBe(listed.length);

    for (const route of restRoutes) {
      const operation = document.paths[openApiPath(route)]![route.method.toLowerCase()]!;
      const name = `${route.method} ${route.path}`;
      const parameters = (operation.parameters ?? []).map((p) => `${p.in} ${p.name}`);
      for (const param of Object.keys(route.schema.params?.properties ?? {})) expect(parameters, name).toContain(`path ${param}`);
      for (const key of Object.keys(route.schema.querystring?.properties ?? {})) expect(parameters, name).toContain(`query ${key}`);
      if (route.schema.body) {
        const types = Object.keys(operation.requestBody?.content ?? {});
        expect(types, name).toEqual(['application/json', 'application/x-www-form-urlencoded', ...(route.multipart ? ['multipart/form-data'] : [])]);
      } else {
        expect(operation.requestBody, name).toBeUndefined();
      }
      expect(Object.keys(operation.responses).sort(), name).toEqual([String(route.status ?? 200), '4XX', '5XX'].sort());
      expect(operation.responses[String(route.status ?? 200)]!.content, name).toBeDefined();
    }
  });

  it("documents the spec's field names, e.g. both namings of the password change and a product card's prices", () => {
    const passwordChange = document.paths[`${REST_PREFIX}/Auth/change-password`]!.post!.requestBody!.content['application/json'] as {
      schema: { properties: object };
    };
    expect(Object.keys(passwordChange.schema.properties)).toEqual(['currentPassword', 'currentPass', 'newPassword', 'newPass', 'confirmNewPassword']);
    const card = document.components.schemas.ProductCard as { properties: object };
    expect(Object.keys(card.properties)).toEqual(
      expect.arrayContaining(['originalPrice', 'currentPrice', 'discountPercentage', 'primaryImageUrl', 'isHotDeal', 'categoryName', 'price', 'priceOriginal']),
    );
  });
});

describe('the API reference page', () => {
  it(`is served at ${API_DOCS_PATH} with its scripts and styles from this server, under the shop's CSP`, async () => {
    const page = await t.app.inject({ url: API_DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset.startsWith(`${API_DOCS_PATH}/`), asset).toBe(true);
      expect((await t.app.inject({ url: asset })).statusCode, asset).toBe(200);
    }
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect((await t.app.inject({ url: `${API_DOCS_PATH}/static/does-not-exist.js` })).statusCode).toBe(404);
  });
});

describe('answers serialised by the response schemas', () => {
  it("keep every field each route's handler returns, for every route of the table", async () => {
    const admin = await signIn(t, ADMIN.email, ADMIN.password, '10.14.4.1');
    const customer = await signIn(t, CUSTOMERS.Retail, CUSTOMER_PASSWORD, '10.14.4.2');
    const sql = <T>(text: string) => t.orm.em.getConnection().execute<T[]>(text);
    const [product] = await sql<{ id: string }>(
      'select p.id from product p where exists (select 1 from specification_group g where g.product_id = p.id) and exists (select 1 from product_image i where i.product_id = p.id) limit 1',
    );
    const [category] = await sql<{ id: string; slug: string; imageUrl: string }>(
      'select id, slug, image_url as "imageUrl" from category where parent_id is not null and is_active limit 1',
    );
    const [brand] = await sql<{ slug: string; id: string }>('select slug, id from brand limit 1');
    // The demo data has no downloads: one of each, on disk.
    mkdirSync(path.join(uploadsDir, 'openapi-test'), { recursive: true });
    writeFileSync(path.join(uploadsDir, 'openapi-test', 'driver.zip'), 'zip bytes');
    writeFileSync(path.join(uploadsDir, 'openapi-test', 'sheet.pdf'), '%PDF-1.4 test');
    const [file] = await sql<{ id: string }>(
      `insert into managed_file (id, file_name, custom_file_name, original_file_name, description, category, file_size, file_path, uploaded_at)
       values (gen_random_uuid(), 'driver.zip', 'Driver', 'driver.zip', 'For Windows', 'Windows', 9, 'openapi-test/driver.zip', now()) returning id`,
    );
    const [sheet] = await sql<{ id: string }>(
      `insert into product_pdf (id, product_id, original_file_name, file_path, file_size, created_at) values (gen_random_uuid(), '${product!.id}', 'Sheet.pdf', 'openapi-test/sheet.pdf', 13, now()) returning id`,
    );
    const [banner] = await sql<{ id: string }>('select id from banner limit 1');
    /** Ids of records the requests below create, for the requests that read and delete them. */
    const created: Record<string, string> = {};
    const [filter] = await sql<{ filterId: string; optionId: string }>('select filter_id as "filterId", id as "optionId" from filter_option limit 1');
    const signUp = newCustomer();
    await t.app.inject({ method: 'POST', url: `${REST_PREFIX}/Auth/register`, payload: signUp, remoteAddress: '10.14.4.3' });
    const [target] = await sql<{ id: string }>(`select id from app_user where email = '${signUp.email}'`);
    const own = await signIn(t, signUp.email, signUp.password, '10.14.4.4');
    // A reset code sent to another new customer, read from the outbox as the customer would.
    const recovering = newCustomer();
    await t.app.inject({ method: 'POST', url: `${REST_PREFIX}/Auth/register`, payload: recovering, remoteAddress: '10.14.4.6' });
    await t.app.inject({ method: 'POST', url: `${REST_PREFIX}/Auth/forgot-password`, payload: { email: recovering.email }, remoteAddress: '10.14.4.6' });
    const resetCode = await codeSentTo(recovering.email);

    // The cart: a line of one product for sale already there, another product to add and order.
    const forSale = await sql<{ id: string }>(
      'select p.id from product p join product_listing l on l.product_id = p.id where l.is_active and p.stock_quantity >= 5 order by p.sku limit 2',
    );
    // A product sold out, for "notify me".
    const [soldOut] = await sql<{ id: string }>(
      'update product set stock_quantity = 0 where id = (select p.id from product p join product_listing l on l.product_id = p.id where l.is_active order by p.sku desc limit 1) returning id',
    );
    const [line] = await sql<{ id: string }>(
      `insert into cart_item (user_id, product_id, quantity) select id, '${forSale[0]!.id}', 1 from app_user where email = '${CUSTOMERS.Retail}' returning id`,
    );

    const requests: {
      method: RestRoute['method'];
      /** A function when it names a record an earlier request created. */
      path: string | (() => string);
      headers?: Record<string, string>;
      /** A function when it names a record an earlier request created. */
      payload?: object | (() => object);
      /** Sent as multipart with these fields and files. */
      form?: { fields: Record<string, string>; files: FilePart[] };
      /** Keeps the answer's id (or `rememberField`) in `created` under this name. */
      remember?: string;
      rememberField?: string;
      route: string;
    }[] = [
      { route: 'POST /Auth/login', method: 'POST', path: '/Auth/login', payload: { email: CUSTOMERS.VIP, password: CUSTOMER_PASSWORD } },
      { route: 'POST /Auth/register', method: 'POST', path: '/Auth/register', payload: newCustomer() },
      { route: 'GET /Auth/me', method: 'GET', path: '/Auth/me', headers: customer },
      {
        route: 'PUT /Auth/profile',
        method: 'PUT',
        path: '/Auth/profile',
        headers: own,
        payload: { firstName: 'Profil', lastName: 'Sınaq', email: signUp.email },
      },
      {
        route: 'POST /Auth/change-password',
        method: 'POST',
        path: '/Auth/change-password',
        headers: own,
        payload: { currentPass: signUp.password, newPass: 'Fresh-Parol-77', confirmNewPassword: 'Fresh-Parol-77' },
      },
      { route: 'GET /Admin/Users', method: 'GET', path: '/Admin/Users?sortField=email&sortDirection=asc&page=1&pageSize=5', headers: admin },
      { route: 'GET /Admin/users/statistics', method: 'GET', path: '/Admin/users/statistics', headers: admin },
      { route: 'GET /Admin/users/roles', method: 'GET', path: '/Admin/users/roles', headers: admin },
      {
        route: 'PUT /Admin/users/:id',
        method: 'PUT',
        path: `/Admin/users/${target!.id}`,
        headers: admin,
        payload: { firstName: 'A', lastName: 'B', phoneNumber: signUp.phoneNumber, role: 'Retail', isActive: true },
      },
      { route: 'PUT /Admin/users/:id/role', method: 'PUT', path: `/Admin/users/${target!.id}/role`, headers: admin, payload: { role: 3 } },
      { route: 'POST /Admin/users/:id/deactivate', method: 'POST', path: `/Admin/users/${target!.id}/deactivate`, headers: admin },
      { route: 'POST /Admin/users/:id/activate', method: 'POST', path: `/Admin/users/${target!.id}/activate`, headers: admin },
      { route: 'GET /Admin/audit', method: 'GET', path: '/Admin/audit?entity=user&pageSize=5', headers: admin },
      { route: 'GET /Categories', method: 'GET', path: '/Categories' },
      { route: 'GET /Categories/root', method: 'GET', path: '/Categories/root' },
      { route: 'GET /Categories/:id/subcategories', method: 'GET', path: `/Categories/${category!.id}/subcategories` },
      { route: 'GET /Categories/slug/:slug', method: 'GET', path: `/Categories/slug/${category!.slug}` },
      { route: 'GET /Admin/brands', method: 'GET', path: '/Admin/brands' },
      { route: 'GET /Products', method: 'GET', path: '/Products?pageSize=30&sort=price_desc', headers: customer },
      { route: 'GET /Products/brand/:brandSlug', method: 'GET', path: `/Products/brand/${brand!.slug}` },
      { route: 'GET /Products/category/slug/:slug', method: 'GET', path: `/Products/category/slug/${category!.slug}?sortBy=name&sortOrder=desc` },
      { route: 'GET /Products/hot-deals', method: 'GET', path: '/Products/hot-deals?limit=20' },
      { route: 'GET /Products/recent', method: 'GET', path: '/Products/recent?limit=10' },
      { route: 'GET /Products/recommendations', method: 'GET', path: `/Products/recommendations?productId=${product!.id}` },
      { route: 'GET /Products/search', method: 'GET', path: '/Products/search?q=noutbuk&pageSize=10' },
      {
        route: 'POST /Products/filter',
        method: 'POST',
        path: '/Products/filter',
        payload: { filterCriteria: [{ filterId: filter!.filterId, filterOptionIds: [filter!.optionId] }], minPrice: 0, maxPrice: null },
      },
      { route: 'GET /Products/:id', method: 'GET', path: `/Products/${product!.id}`, headers: customer },
      { route: 'GET /Products/filters', method: 'GET', path: '/Products/filters' },
      { route: 'GET /Products/category/:id/filters', method: 'GET', path: `/Products/category/${category!.id}/filters` },
      { route: 'GET /Products/:id/specifications', method: 'GET', path: `/Products/${product!.id}/specifications` },
      { route: 'GET /Banners', method: 'GET', path: '/Banners' },
      { route: 'GET /files', method: 'GET', path: '/files' },
      { route: 'GET /Files/download/:id', method: 'GET', path: `/Files/download/${file!.id}` },
      { route: 'GET /product-pdfs/download/product/:productId', method: 'GET', path: `/product-pdfs/download/product/${product!.id}`, headers: customer },
      { route: 'POST /Favorites', method: 'POST', path: '/Favorites', headers: customer, payload: { productId: product!.id } },
      { route: 'GET /Favorites', method: 'GET', path: '/Favorites?page=1&pageSize=5', headers: customer },
      { route: 'GET /Products/:id/pdfs', method: 'GET', path: `/Products/${product!.id}/pdfs` },
      { route: 'POST /Products/:id/notify-me', method: 'POST', path: `/Products/${soldOut!.id}/notify-me`, headers: customer },
      { route: 'DELETE /Products/:id/notify-me', method: 'DELETE', path: `/Products/${soldOut!.id}/notify-me`, headers: customer },
      { route: 'GET /Favorites/count', method: 'GET', path: '/Favorites/count', headers: customer },
      { route: 'GET /Favorites/status/:productId', method: 'GET', path: `/Favorites/status/${product!.id}`, headers: customer },
      { route: 'POST /Favorites/bulk-status', method: 'POST', path: '/Favorites/bulk-status', headers: customer, payload: { productIds: [product!.id] } },
      { route: 'POST /Favorites/toggle/:productId', method: 'POST', path: `/Favorites/toggle/${product!.id}`, headers: customer },
      { route: 'DELETE /Favorites/:productId', method: 'DELETE', path: `/Favorites/${product!.id}`, headers: customer },
      { route: 'DELETE /Favorites/clear', method: 'DELETE', path: '/Favorites/clear', headers: customer },
      { route: 'POST /cart/items', method: 'POST', path: '/cart/items', headers: customer, payload: { productId: forSale[1]!.id, quantity: 2 } },
      { route: 'GET /Cart', method: 'GET', path: '/Cart', headers: customer },
      { route: 'GET /Cart/count', method: 'GET', path: '/Cart/count', headers: customer },
      { route: 'PUT /Cart/items/:id', method: 'PUT', path: `/Cart/items/${line!.id}`, headers: customer, payload: { quantity: 2 } },
      { route: 'DELETE /Cart/items/:id', method: 'DELETE', path: `/Cart/items/${line!.id}`, headers: customer },
      {
        route: 'POST /Cart/whatsapp-order',
        method: 'POST',
        path: '/Cart/whatsapp-order',
        headers: customer,
        payload: {
          phoneNumber: '994000000000',
          customerName: 'Sınaq',
          customerPhone: '0501234567',
          items: [{ productId: forSale[1]!.id }],
          totalAmount: 1,
          currency: 'AZN',
        },
        remember: 'order',
        rememberField: 'orderId',
      },
      { route: 'GET /Orders/:id', method: 'GET', path: () => `/Orders/${created.order}`, headers: customer },
      { route: 'GET /Admin/orders/new-count', method: 'GET', path: '/Admin/orders/new-count', headers: admin },
      { route: 'POST /Admin/orders/seen', method: 'POST', path: '/Admin/orders/seen', headers: admin, payload: () => ({ orderIds: [created.order] }) },
      { route: 'POST /Auth/forgot-password', method: 'POST', path: '/Auth/forgot-password', payload: { email: 'nobody.openapi@example.com' } },
      { route: 'POST /Auth/verify-reset-code', method: 'POST', path: '/Auth/verify-reset-code', payload: { email: recovering.email, code: resetCode } },
      {
        route: 'POST /Auth/reset-password',
        method: 'POST',
        path: '/Auth/reset-password',
        payload: { email: recovering.email, code: resetCode, newPassword: 'Recovered-Pass-2026', confirmNewPassword: 'Recovered-Pass-2026' },
      },
      { route: 'DELETE /Cart/', method: 'DELETE', path: '/Cart/', headers: customer },
      { route: 'DELETE /Cart', method: 'DELETE', path: '/Cart', headers: customer },
      { route: 'POST /Auth/logout', method: 'POST', path: '/Auth/logout', headers: customer },
      { route: 'DELETE /Admin/users/:id', method: 'DELETE', path: `/Admin/users/${target!.id}`, headers: admin },
      {
        route: 'POST /Admin/files/upload',
        method: 'POST',
        path: '/Admin/files/upload',
        headers: admin,
        form: {
          fields: { CustomFileName: 'Driver', Description: 'Windows üçün', DescriptionEn: 'For Windows', Category: 'Windows' },
          files: [{ field: 'File', fileName: 'd.zip', data: ZIP }],
        },
        remember: 'file',
      },
      { route: 'GET /Admin/files', method: 'GET', path: '/Admin/files', headers: admin },
      { route: 'GET /Admin/files/:id', method: 'GET', path: () => `/Admin/files/${created.file}`, headers: admin },
      { route: 'DELETE /Admin/files/:id', method: 'DELETE', path: () => `/Admin/files/${created.file}`, headers: admin },
      {
        route: 'POST /Admin/products/:productId/pdf',
        method: 'POST',
        path: `/Admin/products/${product!.id}/pdf`,
        headers: admin,
        form: {
          fields: { CustomFileName: 'Manual', Description: 'User manual', IsActive: 'true' },
          files: [{ field: 'PdfFile', fileName: 'm.pdf', data: pdf() }],
        },
        remember: 'pdf',
      },
      { route: 'GET /Admin/product-pdfs', method: 'GET', path: `/Admin/product-pdfs?productId=${product!.id}`, headers: admin },
      { route: 'GET /Admin/product-pdfs/:id', method: 'GET', path: () => `/Admin/product-pdfs/${created.pdf}`, headers: admin },
      { route: 'GET /product-pdfs/:id/download', method: 'GET', path: `/product-pdfs/${sheet!.id}/download`, headers: admin },
      { route: 'DELETE /Admin/product-pdfs/:id', method: 'DELETE', path: () => `/Admin/product-pdfs/${created.pdf}`, headers: admin },
      { route: 'GET /Settings', method: 'GET', path: '/Settings' },
      { route: 'GET /Admin/settings', method: 'GET', path: '/Admin/settings', headers: admin },
      { route: 'GET /Admin/catalogue-terms', method: 'GET', path: '/Admin/catalogue-terms', headers: admin },
      {
        route: 'PUT /Admin/catalogue-terms',
        method: 'PUT',
        path: '/Admin/catalogue-terms',
        headers: admin,
        payload: {
          terms: [
            { az: 'ay', en: 'months' },
            { az: 'Bəli', en: 'Yes' },
          ],
        },
      },
      {
        route: 'PUT /Admin/settings',
        method: 'PUT',
        path: '/Admin/settings',
        headers: admin,
        payload: {
          shopNameAz: 'Texnika Mağazası',
          phones: ['+994 12 555 44 33'],
          whatsApp: '994501234567',
          email: 'sales@texnika.az',
          offices: [{ nameAz: 'Baş ofis', addressAz: 'Bakı', hoursEn: 'Daily', latitude: 40.4, longitude: 49.8 }],
          facebookUrl: 'https://facebook.com/texnika',
        },
      },
      { route: 'GET /Admin/banners', method: 'GET', path: '/Admin/banners', headers: admin },
      {
        route: 'POST /Admin/banners/with-image',
        method: 'POST',
        path: '/Admin/banners/with-image',
        headers: admin,
        form: {
          fields: {
            bannerData: JSON.stringify({ title: 'Yeni', titleEn: 'New', linkUrl: '/noutbuklar', buttonText: 'Bax', startDate: '2026-01-01T00:00:00Z' }),
          },
          files: [{ field: 'imageFile', fileName: 'b.png', data: await picture('png', 400, 100) }],
        },
        remember: 'banner',
      },
      { route: 'PUT /Admin/banners/:id', method: 'PUT', path: `/Admin/banners/${banner!.id}`, headers: admin, payload: { sortOrder: 3, buttonTextEn: 'View' } },
      { route: 'DELETE /Admin/banners/:id', method: 'DELETE', path: () => `/Admin/banners/${created.banner}`, headers: admin },
      { route: 'GET /Admin/categories/tree', method: 'GET', path: '/Admin/categories/tree', headers: admin },
      {
        route: 'POST /Categories/with-image',
        method: 'POST',
        path: '/Categories/with-image',
        headers: admin,
        form: {
          fields: { categoryData: JSON.stringify({ name: 'Şəbəkə avadanlıqları', nameEn: 'Network equipment', description: 'description', sortOrder: 1 }) },
          files: [{ field: 'imageFile', fileName: 'c.png', data: await picture('png', 300, 200) }],
        },
        remember: 'category',
      },
      {
        route: 'POST /Categories',
        method: 'POST',
        path: '/Categories',
        headers: admin,
        // The parent's picture, already stored (and kept when this one is deleted: the parent still shows it).
        payload: { name: 'Marşrutlaşdırıcılar', imageUrl: category!.imageUrl, parentCategoryId: category!.id },
        remember: 'subcategory',
      },
      { route: 'PUT /Categories/:id', method: 'PUT', path: () => `/Categories/${created.category}`, headers: admin, payload: { nameEn: 'Networking' } },
      { route: 'DELETE /Categories/:id', method: 'DELETE', path: () => `/Categories/${created.subcategory}`, headers: admin },
      {
        route: 'POST /Admin/filters',
        method: 'POST',
        path: '/Admin/filters',
        headers: admin,
        payload: {
          name: 'Rəng',
          nameEn: 'Colour',
          type: 0,
          isActive: true,
          sortOrder: 0,
          options: [{ value: 'qara', displayName: 'Qara', displayNameEn: 'Black' }],
        },
        remember: 'filter',
      },
      { route: 'GET /Admin/filters', method: 'GET', path: '/Admin/filters', headers: admin },
      { route: 'PUT /Admin/filters/:id', method: 'PUT', path: () => `/Admin/filters/${created.filter}`, headers: admin, payload: { sortOrder: 4 } },
      {
        route: 'POST /Admin/filters/:filterId/options',
        method: 'POST',
        path: () => `/Admin/filters/${created.filter}/options`,
        headers: admin,
        payload: { value: 'ag', displayName: 'Ağ', displayNameEn: 'White', color: '#ffffff' },
        remember: 'option',
      },
      {
        route: 'PUT /Admin/filters/:filterId/options/:optionId',
        method: 'PUT',
        path: () => `/Admin/filters/${created.filter}/options/${created.option}`,
        headers: admin,
        payload: { sortOrder: 9 },
      },
      {
        route: 'POST /Admin/products/filters/assign',
        method: 'POST',
        path: '/Admin/products/filters/assign',
        headers: admin,
        payload: () => ({ productId: product!.id, filterId: created.filter, filterOptionId: created.option }),
      },
      {
        route: 'POST /Admin/products/filters/bulk-assign',
        method: 'POST',
        path: '/Admin/products/filters/bulk-assign',
        headers: admin,
        payload: () => ({ productIds: forSale.map((p) => p.id), filterId: created.filter, customValue: 'Qırmızı' }),
      },
      {
        route: 'DELETE /Admin/products/:productId/filters/:filterId',
        method: 'DELETE',
        path: () => `/Admin/products/${product!.id}/filters/${created.filter}`,
        headers: admin,
      },
      { route: 'DELETE /Admin/products/:productId/filters', method: 'DELETE', path: `/Admin/products/${forSale[0]!.id}/filters`, headers: admin },
      {
        route: 'DELETE /Admin/filters/:filterId/options/:optionId',
        method: 'DELETE',
        path: () => `/Admin/filters/${created.filter}/options/${created.option}`,
        headers: admin,
      },
      { route: 'DELETE /Admin/filters/:id', method: 'DELETE', path: () => `/Admin/filters/${created.filter}`, headers: admin },
      { route: 'GET /Admin/products/stock/summary', method: 'GET', path: '/Admin/products/stock/summary', headers: admin },
      { route: 'GET /Admin/products', method: 'GET', path: '/Admin/products?search=a&sort=price_desc&isActive=true&pageSize=5', headers: admin },
      {
        route: 'POST /Products/with-image',
        method: 'POST',
        path: '/Products/with-image',
        headers: admin,
        form: {
          fields: {
            productData: JSON.stringify({
              name: 'OpenAPI Noutbuk',
              sku: 'OPENAPI-1',
              stockQuantity: 3,
              categoryId: category!.id,
              brandId: brand!.id,
              colors: ['Qara'],
              sizes: ['15.6"'],
              prices: [1, 2, 3, 4].map((userRole) => ({ userRole, price: 100, discountedPrice: 90 - userRole, discountPercentage: 10 })),
            }),
          },
          files: [{ field: 'imageFile', fileName: 'p.png', data: await picture('png', 300, 200) }],
        },
        remember: 'product',
      },
      { route: 'GET /Admin/products/:productId', method: 'GET', path: () => `/Admin/products/${created.product}`, headers: admin },
      { route: 'PUT /Products/:id', method: 'PUT', path: () => `/Products/${created.product}`, headers: admin, payload: { stockQuantity: 8, isHotDeal: true } },
      {
        route: 'PUT /Products/:id/with-image',
        method: 'PUT',
        path: () => `/Products/${created.product}/with-image?productData=${encodeURIComponent(JSON.stringify({ descriptionEn: 'Light' }))}`,
        headers: admin,
        form: { fields: {}, files: [{ field: 'imageFile', fileName: 'q.webp', data: await picture('webp', 200, 200) }] },
      },
      {
        route: 'POST /Products/:id/upload-images',
        method: 'POST',
        path: () => `/Products/${created.product}/upload-images`,
        headers: admin,
        form: { fields: {}, files: [{ field: 'imageFiles', fileName: 'r.jpg', data: await picture('jpeg', 200, 150) }] },
      },
      {
        route: 'POST /Products/:id/specifications',
        method: 'POST',
        path: () => `/Products/${created.product}/specifications`,
        headers: admin,
        payload: { specificationGroups: [{ groupName: 'Ekran', groupNameEn: 'Display', items: [{ name: 'Ölçü', value: '15.6', unit: 'düym', type: 1 }] }] },
      },
      {
        route: 'PUT /Products/:id/specifications',
        method: 'PUT',
        path: () => `/Products/${created.product}/specifications`,
        headers: admin,
        payload: { specificationGroups: [{ groupName: 'Yaddaş', items: [{ name: 'RAM', value: '16', unit: 'GB' }] }] },
      },
      { route: 'DELETE /Products/:id/specifications', method: 'DELETE', path: () => `/Products/${created.product}/specifications`, headers: admin },
      { route: 'DELETE /Products/:id', method: 'DELETE', path: () => `/Products/${created.product}`, headers: admin },
    ];
    // A new route must be added here, so its answer is checked too.
    expect(requests.map((r) => r.route).sort()).toEqual(restRoutes.map((r) => `${r.method} ${r.path}`).sort());

    for (const request of requests) {
      const form = request.form && multipartForm(request.form.fields, request.form.files);
      const response = await t.app.inject({
        method: request.method,
        url: REST_PREFIX + (typeof request.path === 'function' ? request.path() : request.path),
        headers: { ...request.headers, ...form?.headers },
        payload: form?.payload ?? (typeof request.payload === 'function' ? request.payload() : request.payload),
        remoteAddress: '10.14.4.5',
      });
      expect(response.statusCode, `${request.route}: ${response.body.slice(0, 300)}`).toBeLessThan(300);
      if (request.remember) created[request.remember] = (handlerResult as Record<string, string>)[request.rememberField ?? 'id']!;
      if (!String(response.headers['content-type']).startsWith('application/json')) continue;
      // Byte for byte what JSON.stringify makes of it: no field dropped or renamed, the same order and numbers.
      expect(response.body, request.route).toBe(JSON.stringify(handlerResult));
    }
  });
});

/** The 4-digit code in the newest e-mail to `email` (mail goes out in the background). */
async function codeSentTo(email: string): Promise<string> {
  const outbox = path.join(path.dirname(uploadsDir), 'outbox');
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const code = /^\s*(\d{4})\s*$/m.exec(readOutbox(outbox).findLast((message) => message.to.includes(email))?.text ?? '')?.[1];
    if (code) return code;
  }
  throw new Error(`no reset code for ${email} in ${outbox}`);
}
