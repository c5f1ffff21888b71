import { SignJWT } from 'jose';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSchema as parseSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaSource } from '../src/graphql/schema.js';
import { restRoutes } from '../src/rest/routes.js';
import { ADMIN, CUSTOMER_PASSWORD, CUSTOMERS, newCustomer, signIn } from './accounts.js';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from './app.js';
import { graphqlUpload, pdf, picture, restUpload } from './uploads.js';

/**
 * Every admin operation, GraphQL and REST, tried by every kind of caller that is not a signed-in admin.
 * `$id` is a fresh customer created for each call, so destructive operations have a real target.
 */
const ADMIN_GRAPHQL: Record<string, string> = {
  users: '{ users { totalCount } }',
  userStatistics: '{ userStatistics { totalUsers } }',
  roles: '{ roles { id } }',
  updateUser: 'mutation($id: ID!) { updateUser(id: $id, input: { firstName: "A", lastName: "B", phoneNumber: "+994701112233" }) { id } }',
  setUserRole: 'mutation($id: ID!) { setUserRole(id: $id, role: RETAIL) { id } }',
  activateUser: 'mutation($id: ID!) { activateUser(id: $id) { id } }',
  deactivateUser: 'mutation($id: ID!) { deactivateUser(id: $id) { id } }',
  deleteUser: 'mutation($id: ID!) { deleteUser(id: $id) }',
  orders: '{ orders { totalCount } }',
  setOrderStatus: 'mutation { setOrderStatus(id: "7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11", status: CONTACTED) { id } }',
  auditTrail: '{ auditTrail { totalCount } }',
  newOrdersCount: '{ newOrdersCount }',
  markOrdersSeen: 'mutation { markOrdersSeen(ids: ["7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11"]) }',
  // Operations with Upload variables are sent as GraphQL multipart, a picture for each.
  adminFiles: '{ adminFiles { id } }',
  adminFile: 'query($id: ID!) { adminFile(id: $id) { id } }',
  uploadFile: 'mutation($file: Upload!) { uploadFile(file: $file) { id } }',
  deleteFile: 'mutation($id: ID!) { deleteFile(id: $id) }',
  productPdfs: '{ productPdfs { id } }',
  productPdf: 'query($id: ID!) { productPdf(id: $id) { id } }',
  addProductPdf: 'mutation($id: ID!, $file: Upload!) { addProductPdf(productId: $id, file: $file) { id } }',
  deleteProductPdf: 'mutation($id: ID!) { deleteProductPdf(id: $id) }',
  adminBanners: '{ adminBanners { id } }',
  addBanner: 'mutation($image: Upload!) { addBanner(input: { title: "Permission test" }, image: $image) { id } }',
  updateBanner: 'mutation($id: ID!, $image: Upload) { updateBanner(id: $id, input: { isActive: false }, image: $image) { id } }',
  deleteBanner: 'mutation($id: ID!) { deleteBanner(id: $id) }',
  adminCategoryTree: '{ adminCategoryTree { id } }',
  addCategory: 'mutation($image: Upload) { addCategory(input: { name: "Permission test" }, image: $image) { id } }',
  updateCategory: 'mutation($id: ID!) { updateCategory(id: $id, input: { sortOrder: 1 }) { id } }',
  deleteCategory: 'mutation($id: ID!) { deleteCategory(id: $id) }',
  adminFilters: '{ adminFilters { id } }',
  productFormFilters: 'query($id: ID!) { productFormFilters(categoryId: $id) { id } }',
  addFilter: 'mutation { addFilter(input: { name: "Permission test", options: [{ value: "a", displayName: "A" }] }) { id } }',
  updateFilter: 'mutation($id: ID!) { updateFilter(id: $id, input: { isActive: false }) { id } }',
  deleteFilter: 'mutation($id: ID!) { deleteFilter(id: $id) }',
  addFilterOption: 'mutation($id: ID!) { addFilterOption(filterId: $id, input: { value: "a", displayName: "A" }) { id } }',
  updateFilterOption: 'mutation($id: ID!) { updateFilterOption(filterId: $id, optionId: $id, input: { isActive: false }) { id } }',
  deleteFilterOption: 'mutation($id: ID!) { deleteFilterOption(filterId: $id, optionId: $id) }',
  assignProductFilter: 'mutation($id: ID!) { assignProductFilter(input: { productId: $id, filterId: $id, customValue: "x" }) { productId } }',
  bulkAssignProductFilter: 'mutation($id: ID!) { bulkAssignProductFilter(input: { productIds: [$id], filterId: $id, customValue: "x" }) }',
  removeProductFilters: 'mutation($id: ID!) { removeProductFilters(productId: $id) }',
  removeProductFilter: 'mutation($id: ID!) { removeProductFilter(productId: $id, filterId: $id) { productId } }',
  adminProduct: 'query($id: ID!) { adminProduct(id: $id) { id } }',
  adminProducts: '{ adminProducts(input: { search: "x", stockStatus: LOW_STOCK }) { totalCount } }',
  productStockSummary: '{ productStockSummary { totalProducts } }',
  addProduct: 'mutation($image: Upload!) { addProduct(input: { name: "Permission test" }, image: $image) { id } }',
  updateProduct: 'mutation($id: ID!, $image: Upload) { updateProduct(id: $id, input: { stockQuantity: 1 }, image: $image) { id } }',
  deleteProduct: 'mutation($id: ID!) { deleteProduct(id: $id) { archived } }',
  addProductImages: 'mutation($id: ID!, $images: [Upload!]!) { addProductImages(productId: $id, images: $images) { id } }',
  setPrimaryProductImage: 'mutation($id: ID!) { setPrimaryProductImage(imageId: $id) { id } }',
  reorderProductImages: 'mutation($id: ID!) { reorderProductImages(productId: $id, imageIds: []) { id } }',
  setProductImageAltText: 'mutation($id: ID!) { setProductImageAltText(imageId: $id, altText: "Alt") { id } }',
  removeProductImage: 'mutation($id: ID!) { removeProductImage(imageId: $id) { id } }',
  addProductSpecifications: 'mutation($id: ID!) { addProductSpecifications(productId: $id, specificationGroups: []) { productId } }',
  setProductSpecifications: 'mutation($id: ID!) { setProductSpecifications(productId: $id, specificationGroups: []) { productId } }',
  deleteProductSpecifications: 'mutation($id: ID!) { deleteProductSpecifications(productId: $id) }',
  adminStoreSettings: '{ adminStoreSettings { whatsApp updatedByEmail } }',
  updateStoreSettings: `mutation { updateStoreSettings(input: { shopNameAz: "Permission test", phones: ["+994 12 555 55 55"], whatsApp: "994501234567",
    offices: [{ nameAz: "Ofis", addressAz: "Bakı", latitude: 40.4, longitude: 49.8 }] }) { whatsApp } }`,
  catalogueTerms: '{ catalogueTerms { az en } }',
  setCatalogueTerms: 'mutation { setCatalogueTerms(terms: [{ az: "ay", en: "months" }]) { az en } }',
};
/** Admin operations whose allowed call answers an error past the permission check (no such order, file, PDF, banner or product). */
const ADMIN_GRAPHQL_ALLOWED_ERROR: Record<string, string> = {
  setOrderStatus: 'NOT_FOUND',
  adminFile: 'NOT_FOUND',
  deleteFile: 'NOT_FOUND',
  productPdf: 'NOT_FOUND',
  addProductPdf: 'NOT_FOUND',
  deleteProductPdf: 'NOT_FOUND',
  updateBanner: 'NOT_FOUND',
  deleteBanner: 'NOT_FOUND',
  updateCategory: 'NOT_FOUND',
  deleteCategory: 'NOT_FOUND',
  productFormFilters: 'NOT_FOUND',
  updateFilter: 'NOT_FOUND',
  deleteFilter: 'NOT_FOUND',
  addFilterOption: 'NOT_FOUND',
  updateFilterOption: 'NOT_FOUND',
  deleteFilterOption: 'NOT_FOUND',
  assignProductFilter: 'NOT_FOUND',
  bulkAssignProductFilter: 'NOT_FOUND',
  removeProductFilters: 'NOT_FOUND',
  removeProductFilter: 'NOT_FOUND',
  addProduct: 'BAD_USER_INPUT',
  updateProduct: 'NOT_FOUND',
  deleteProduct: 'NOT_FOUND',
  addProductImages: 'NOT_FOUND',
  setPrimaryProductImage: 'NOT_FOUND',
  reorderProductImages: 'NOT_FOUND',
  setProductImageAltText: 'NOT_FOUND',
  removeProductImage: 'NOT_FOUND',
  addProductSpecifications: 'NOT_FOUND',
  setProductSpecifications: 'NOT_FOUND',
  deleteProductSpecifications: 'NOT_FOUND',
};

/** Operations anyone may call, and those any signed-in user may call on their own account. */
const PUBLIC_GRAPHQL = [
  'categoryTree',
  'categoryRoots',
  'categories',
  'subCategories',
  'categoryBySlug',
  'brands',
  'products',
  'productsByBrand',
  'productsByCategorySlug',
  'hotDeals',
  'recentlyAdded',
  'similarProducts',
  'searchProducts',
  'filterProducts',
  'filters',
  'specifications',
  'banners',
  'storeSettings',
  'product',
  // The viewer's own marks only (isFavorite): a visitor's are all false.
  'productsById',
  'files',
  'register',
  'login',
  // Password recovery: the answers never tell whether an address has an account.
  'requestPasswordReset',
  'verifyPasswordResetCode',
  'resetPassword',
  // 0 for a visitor: the header asks on every page.
  'favoritesCount',
  'cartCount',
];
const OWN_ACCOUNT_GRAPHQL: Record<string, string> = {
  me: '{ me { id } }',
  logout: 'mutation { logout }',
  changePassword:
    'mutation { changePassword(input: { currentPassword: "Parol-2026!", newPassword: "Another-2026!", confirmNewPassword: "Another-2026!" }) { token } }',
  updateProfile: 'mutation { updateProfile(input: { firstName: "A", lastName: "B", email: "own.account@example.az" }) { id } }',
  favorites: '{ favorites { totalCount } }',
  addFavorite: 'mutation($productId: ID!) { addFavorite(productId: $productId) { isFavorite } }',
  removeFavorite: 'mutation($productId: ID!) { removeFavorite(productId: $productId) { isFavorite } }',
  toggleFavorite: 'mutation($productId: ID!) { toggleFavorite(productId: $productId) { isFavorite } }',
  clearFavorites: 'mutation { clearFavorites }',
  requestStockNotice: 'mutation { requestStockNotice(productId: "7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11") { requested } }',
  cancelStockNotice: 'mutation($productId: ID!) { cancelStockNotice(productId: $productId) { requested } }',
  cart: '{ cart { id } }',
  addToCart: 'mutation { addToCart(productId: "7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11") { id } }',
  updateCartItem: 'mutation { updateCartItem(id: "7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11", quantity: 2) { id } }',
  removeCartItem: 'mutation { removeCartItem(id: "7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11") { id } }',
  clearCart: 'mutation { clearCart { id } }',
  checkout: 'mutation { checkout { reference } }',
  myOrders: '{ myOrders { totalCount } }',
  order: '{ order(id: "7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11") { id } }',
};
/**
 * Own-account operations whose allowed call (a fresh customer, an empty cart, ids that name nothing)
 * answers an error past the permission check.
 */
const OWN_ACCOUNT_GRAPHQL_ALLOWED_ERROR: Record<string, string> = {
  requestStockNotice: 'NOT_FOUND',
  addToCart: 'NOT_FOUND',
  updateCartItem: 'NOT_FOUND',
  removeCartItem: 'NOT_FOUND',
  checkout: 'BAD_USER_INPUT',
};

/** An id that names no record. */
const NO_SUCH_ID = '7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11';

/**
 * `form`: sent as multipart with those files (and `allowed` is what an admin gets: 201 for a create, 404
 * where `:id`, a user's id, names nothing of the route's kind).
 */
const ADMIN_REST: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; payload?: object; form?: string[]; allowed?: number }[] = [
  { method: 'GET', path: '/Admin/Users' },
  { method: 'GET', path: '/Admin/users/statistics' },
  { method: 'GET', path: '/Admin/users/roles' },
  { method: 'PUT', path: '/Admin/users/:id', payload: { firstName: 'A', lastName: 'B', phoneNumber: '+994701112234' } },
  { method: 'DELETE', path: '/Admin/users/:id' },
  { method: 'PUT', path: '/Admin/users/:id/role', payload: { role: 3 } },
  { method: 'POST', path: '/Admin/users/:id/activate' },
  { method: 'POST', path: '/Admin/users/:id/deactivate' },
  { method: 'GET', path: '/Admin/audit' },
  { method: 'GET', path: '/Admin/orders/new-count' },
  { method: 'POST', path: '/Admin/orders/seen', payload: { orderIds: [NO_SUCH_ID] } },
  { method: 'GET', path: '/Admin/files' },
  { method: 'GET', path: '/Admin/files/:id', allowed: 404 },
  { method: 'POST', path: '/Admin/files/upload', form: ['File'], allowed: 201 },
  { method: 'DELETE', path: '/Admin/files/:id', allowed: 404 },
  { method: 'POST', path: '/Admin/products/:productId/pdf', form: ['PdfFile'], allowed: 201 },
  { method: 'GET', path: '/Admin/product-pdfs' },
  { method: 'GET', path: '/Admin/product-pdfs/:id', allowed: 404 },
  { method: 'DELETE', path: '/Admin/product-pdfs/:id', allowed: 404 },
  { method: 'GET', path: '/Admin/banners' },
  { method: 'POST', path: '/Admin/banners/with-image', form: ['imageFile'], payload: { bannerData: '{"title":"Permission test"}' }, allowed: 201 },
  { method: 'PUT', path: '/Admin/banners/:id', form: ['imageFile'], payload: { isActive: 'false' }, allowed: 404 },
  { method: 'DELETE', path: '/Admin/banners/:id', allowed: 404 },
  { method: 'GET', path: '/Admin/categories/tree' },
  { method: 'POST', path: '/Categories', payload: { name: 'Permission test JSON', imageUrl: '/uploads/demo/permission-test.svg' }, allowed: 201 },
  { method: 'POST', path: '/Categories/with-image', form: ['imageFile'], payload: { categoryData: '{"name":"Permission test form"}' }, allowed: 201 },
  { method: 'PUT', path: '/Categories/:id', payload: { sortOrder: 1 }, allowed: 404 },
  { method: 'DELETE', path: '/Categories/:id', allowed: 404 },
  { method: 'GET', path: '/Admin/filters' },
  { method: 'POST', path: '/Admin/filters', payload: { name: 'Permission test', options: [{ value: 'a', displayName: 'A' }] }, allowed: 201 },
  { method: 'PUT', path: '/Admin/filters/:id', payload: { isActive: false }, allowed: 404 },
  { method: 'DELETE', path: '/Admin/filters/:id', allowed: 404 },
  // :filterId and :optionId stay as they are: ids that name nothing.
  { method: 'POST', path: '/Admin/filters/:filterId/options', payload: { value: 'a', displayName: 'A' }, allowed: 404 },
  { method: 'PUT', path: '/Admin/filters/:filterId/options/:optionId', payload: { isActive: false }, allowed: 404 },
  { method: 'DELETE', path: '/Admin/filters/:filterId/options/:optionId', allowed: 404 },
  { method: 'POST', path: '/Admin/products/filters/assign', payload: { productId: NO_SUCH_ID, filterId: NO_SUCH_ID, customValue: 'x' }, allowed: 404 },
  { method: 'POST', path: '/Admin/products/filters/bulk-assign', payload: { productIds: [NO_SUCH_ID], filterId: NO_SUCH_ID, customValue: 'x' }, allowed: 404 },
  { method: 'DELETE', path: '/Admin/products/:productId/filters' },
  { method: 'DELETE', path: '/Admin/products/:productId/filters/:filterId', allowed: 404 },
  { method: 'GET', path: '/Admin/products/stock/summary' },
  { method: 'GET', path: '/Admin/products' },
  { method: 'GET', path: '/Admin/products/:productId' },
  { method: 'POST', path: '/Products/with-image', form: ['imageFile'], payload: { productData: '{"name":"Permission test"}' }, allowed: 400 },
  { method: 'PUT', path: '/Products/:id', payload: { stockQuantity: 1 }, allowed: 404 },
  { method: 'PUT', path: '/Products/:id/with-image', form: ['imageFile'], payload: { productData: '{"stockQuantity":1}' }, allowed: 404 },
  { method: 'DELETE', path: '/Products/:id', allowed: 404 },
  { method: 'POST', path: '/Products/:id/upload-images', form: ['imageFiles'], allowed: 404 },
  { method: 'POST', path: '/Products/:id/specifications', payload: { specificationGroups: [] }, allowed: 404 },
  { method: 'PUT', path: '/Products/:id/specifications', payload: { specificationGroups: [] }, allowed: 404 },
  { method: 'DELETE', path: '/Products/:id/specifications', allowed: 404 },
  { method: 'GET', path: '/Admin/settings' },
  { method: 'GET', path: '/Admin/catalogue-terms' },
  { method: 'PUT', path: '/Admin/catalogue-terms', payload: { terms: [{ az: 'ay', en: 'months' }] } },
  {
    method: 'PUT',
    path: '/Admin/settings',
    payload: {
      shopNameAz: 'Permission test',
      phones: ['+994 12 555 55 55'],
      whatsApp: '994501234567',
      offices: [{ nameAz: 'Ofis', addressAz: 'Bakı', latitude: 40.4, longitude: 49.8 }],
    },
  },
];
const PUBLIC_REST = [
  'GET /Categories',
  'GET /Categories/root',
  'GET /Categories/:id/subcategories',
  'GET /Categories/slug/:slug',
  'GET /Admin/brands',
  'GET /Products',
  'GET /Products/brand/:brandSlug',
  'GET /Products/category/slug/:slug',
  'GET /Products/hot-deals',
  'GET /Products/recent',
  'GET /Products/recommendations',
  'GET /Products/search',
  'POST /Products/filter',
  'GET /Products/:id',
  'GET /Products/filters',
  'GET /Products/category/:id/filters',
  'GET /Products/:id/specifications',
  'GET /Products/:id/pdfs',
  'GET /Banners',
  'GET /Settings',
  'POST /Auth/login',
  'POST /Auth/register',
  'POST /Auth/forgot-password',
  'POST /Auth/verify-reset-code',
  'POST /Auth/reset-password',
  'GET /files',
  'GET /Files/download/:id',
  'GET /Favorites/count',
  'GET /Cart/count',
];
/**
 * Signed-in callers only: their own account, product PDFs, favorites, the cart and checkout. `allowed` is
 * what a fresh customer gets when it is not 200 (ids that name nothing, an empty cart).
 */
const OWN_ACCOUNT_REST: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; payload?: object; allowed?: number }[] = [
  { method: 'GET', path: '/Auth/me' },
  {
    method: 'POST',
    path: '/Auth/change-password',
    payload: { currentPassword: 'Parol-2026!', newPassword: 'Another-2026!', confirmNewPassword: 'Another-2026!' },
  },
  { method: 'PUT', path: '/Auth/profile', payload: { firstName: 'A', lastName: 'B', email: 'own.account.rest@example.az' } },
  { method: 'POST', path: '/Auth/logout' },
  { method: 'GET', path: '/product-pdfs/download/product/:id', allowed: 404 },
  { method: 'GET', path: '/product-pdfs/:id/download', allowed: 404 },
  { method: 'POST', path: '/cart/items', payload: { productId: '7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11', quantity: 1 }, allowed: 404 },
  { method: 'GET', path: '/Cart' },
  { method: 'PUT', path: '/Cart/items/:id', payload: { quantity: 2 }, allowed: 404 },
  { method: 'DELETE', path: '/Cart/items/:id', allowed: 404 },
  { method: 'DELETE', path: '/Cart/' },
  { method: 'DELETE', path: '/Cart' },
  { method: 'POST', path: '/Cart/whatsapp-order', payload: { customerName: 'A' }, allowed: 400 },
  { method: 'GET', path: '/Orders/:id', allowed: 404 },
  { method: 'GET', path: '/Favorites' },
  { method: 'GET', path: '/Favorites/status/:productId' },
  { method: 'POST', path: '/Favorites/bulk-status', payload: { productIds: [] } },
  { method: 'POST', path: '/Favorites', payload: { productId: ':productId' } },
  { method: 'POST', path: '/Favorites/toggle/:productId' },
  { method: 'DELETE', path: '/Favorites/:productId' },
  { method: 'DELETE', path: '/Favorites/clear' },
  { method: 'POST', path: '/Products/:id/notify-me', allowed: 404 },
  { method: 'DELETE', path: '/Products/:id/notify-me' },
];
/** A product the shop shows, for the operations that take one. */
let shownProductId: string;
const withProduct = <T>(value: T): T => JSON.parse(JSON.stringify(value ?? null).replaceAll(':productId', shownProductId)) as T;
/** How OWN_ACCOUNT_REST's paths appear in the route table. */
const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path.replace('/product/:id', '/product/:productId')}`;

/** A small real picture or PDF for the upload operations (a PNG passes every file rule but the PDF one). */
let uploadFile: { fileName: string; data: Buffer };
let pdfFile: { fileName: string; data: Buffer };

/** A GraphQL call; one with Upload variables goes as GraphQL multipart, with a file for each. */
function callGraphQL(document: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const uploads = [...document.matchAll(/\$(\w+): (\[?)Upload/g)].map((m) => ({ name: m[1]!, list: m[2] === '[' }));
  if (uploads.length === 0) return t.graphql(document, variables, headers);
  // A list of uploads gets one file, in its first place.
  const withLists = { ...variables, ...Object.fromEntries(uploads.filter((u) => u.list).map((u) => [u.name, [null]])) };
  const files = Object.fromEntries(uploads.map(({ name, list }) => [list ? `${name}.0` : name, document.includes('addProductPdf') ? pdfFile : uploadFile]));
  return graphqlUpload(t, document, withLists, files, headers);
}

/** An admin REST call as the route takes it: JSON, or multipart with a file in each of `form`'s fields. */
function callRest(route: (typeof ADMIN_REST)[number], url: string, headers: Record<string, string>) {
  if (!route.form) return t.app.inject({ method: route.method, url, headers, payload: route.payload });
  const file = route.form.includes('PdfFile') ? pdfFile : uploadFile;
  return restUpload(t, {
    method: route.method as 'POST' | 'PUT',
    url,
    headers,
    fields: route.payload as Record<string, string>,
    files: route.form.map((field) => ({ ...file, field })),
  });
}

let t: TestApp;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'permissions-test-'));
const callers: Record<string, { headers: Record<string, string>; expected: 401 | 403 }> = {};
let adminHeaders: Record<string, string>;

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

beforeAll(async () => {
  // A data folder of its own: the uploads it allows are seen by no other test.
  t = await startTestApp({ dataDir });
  uploadFile = { fileName: 'picture.png', data: await picture('png', 40, 30) };
  pdfFile = { fileName: 'sheet.pdf', data: pdf() };
  callers.anonymous = { headers: {}, expected: 401 };
  for (const [role, email] of Object.entries(CUSTOMERS)) callers[role] = { headers: await signIn(t, email, CUSTOMER_PASSWORD), expected: 403 };
  adminHeaders = await signIn(t, ADMIN.email, ADMIN.password);
  const [shown] = await t.orm.em.getConnection().execute<{ id: string }[]>('select product_id as id from product_listing where is_active limit 1');
  shownProductId = shown!.id;

  const [adminRow] = await t.orm.em
    .getConnection()
    .execute<{ id: string; tv: number }[]>('select id, token_version as tv from app_user where email = ?', [ADMIN.email]);
  const claims = { role: 'Admin', tv: adminRow!.tv, sub: adminRow!.id };
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  const otherKey = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode('another-key-that-is-also-long-enough-0123456789'));
  const algNone = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, exp: now + 3600 })}.`;
  callers.expiredToken = { headers: { authorization: `Bearer ${expired}` }, expected: 401 };
  callers.otherKeyToken = { headers: { authorization: `Bearer ${otherKey}` }, expected: 401 };
  callers.algNoneToken = { headers: { authorization: `Bearer ${algNone}` }, expected: 401 };

  // A real admin token, revoked by signing out.
  const formerAdmin = newCustomer();
  await t.app.inject({ method: 'POST', url: '/api/v1/Auth/register', payload: formerAdmin });
  const [row] = await t.orm.em.getConnection().execute<{ id: string }[]>('select id from app_user where email = ?', [formerAdmin.email]);
  await t.app.inject({ method: 'PUT', url: `/api/v1/Admin/users/${row!.id}/role`, headers: adminHeaders, payload: { role: 0 } });
  const revoked = await signIn(t, formerAdmin.email, formerAdmin.password);
  await t.app.inject({ method: 'POST', url: '/api/v1/Auth/logout', headers: revoked });
  callers.revokedToken = { headers: revoked, expected: 401 };
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let signUps = 0;
/** A fresh customer, signed up and signed in over REST (password Parol-2026!): answers the bearer header. */
async function freshCustomerHeaders(): Promise<Record<string, string>> {
  const customer = newCustomer();
  // Each from an address of its own: sign-ups are counted per address.
  const remoteAddress = `10.77.0.${++signUps}`;
  await t.app.inject({ method: 'POST', url: '/api/v1/Auth/register', payload: customer, remoteAddress });
  return signIn(t, customer.email, customer.password, remoteAddress);
}

/** A fresh customer to act on (inserted directly: hashing a password per call would be slow); answers its id. */
async function target(): Promise<string> {
  const { email, phoneNumber } = newCustomer();
  const [row] = await t.orm.em.getConnection().execute<{ id: string }[]>(
    `insert into app_user (id, first_name, last_name, email, phone_number, role, is_active, password_hash, token_version, created_at)
     values (gen_random_uuid(), 'Target', 'User', ?, ?, 1, true, 'not-a-hash', 0, now()) returning id`,
    [email, phoneNumber],
  );
  return row!.id;
}

const targetState = async (id: string) => (await t.orm.em.getConnection().execute('select first_name, role, is_active from app_user where id = ?', [id]))[0];

describe('permission matrix', () => {
  it('lists every GraphQL operation of the schema as admin, own-account or public', () => {
    const schema = parseSchema(schemaSource());
    const operations = [...Object.keys(schema.getQueryType()!.getFields()), ...Object.keys(schema.getMutationType()?.getFields() ?? {})];
    const listed = [...Object.keys(ADMIN_GRAPHQL), ...PUBLIC_GRAPHQL, ...Object.keys(OWN_ACCOUNT_GRAPHQL)];
    expect(
      operations.filter((op) => !listed.includes(op)),
      'operations missing from the permission matrix',
    ).toEqual([]);
  });

  it('lists every REST route as admin, own-account or public, and every /Admin route but brands as admin', () => {
    const adminKeys = ADMIN_REST.map((r) => `${r.method} ${r.path}`);
    const listed = [...adminKeys, ...PUBLIC_REST, ...OWN_ACCOUNT_REST.map(routeKey)];
    const routes = restRoutes.map((r) => `${r.method} ${r.path}`);
    expect(
      routes.filter((route) => !listed.includes(route)),
      'routes missing from the permission matrix',
    ).toEqual([]);
    const unlistedAdmin = routes.filter((r) => /^\w+ \/Admin\//i.test(r) && r !== 'GET /Admin/brands' && !adminKeys.includes(r));
    expect(unlistedAdmin).toEqual([]);
  });

  for (const [operation, document] of Object.entries(ADMIN_GRAPHQL)) {
    it(`GraphQL ${operation}: refused for every non-admin caller, allowed for an admin`, async () => {
      for (const [name, caller] of Object.entries(callers)) {
        const id = await target();
        const before = await targetState(id);
        const { data, errors } = await callGraphQL(document, document.includes('$id') ? { id } : {}, caller.headers);
        expect(errors?.[0]?.extensions?.code, `${name} calling ${operation}`).toBe(caller.expected === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
        // A field that may be null (adminProduct) answers null beside the error; the others null the whole answer.
        expect(Object.values(data ?? {}).filter((value) => value !== null)).toEqual([]);
        expect(await targetState(id), `${name} changed nothing`).toEqual(before);
      }
      const id = await target();
      const allowed = await callGraphQL(document, document.includes('$id') ? { id } : {}, adminHeaders);
      expect(allowed.errors?.[0]?.extensions?.code, `admin calling ${operation}`).toBe(ADMIN_GRAPHQL_ALLOWED_ERROR[operation]);
    });
  }

  for (const route of ADMIN_REST) {
    it(`REST ${route.method} ${route.path}: refused for every non-admin caller, allowed for an admin`, async () => {
      for (const [name, caller] of Object.entries(callers)) {
        const id = await target();
        const before = await targetState(id);
        const response = await callRest(route, `/api/v1${route.path.replace(':id', id).replace(':productId', shownProductId)}`, caller.headers);
        expect(response.statusCode, `${name} calling ${route.method} ${route.path}`).toBe(caller.expected);
        expect(response.json()).toHaveProperty('message');
        expect(await targetState(id), `${name} changed nothing`).toEqual(before);
      }
      const id = await target();
      const allowed = await callRest(route, `/api/v1${route.path.replace(':id', id).replace(':productId', shownProductId)}`, adminHeaders);
      expect(allowed.statusCode, `admin calling ${route.method} ${route.path}: ${allowed.body}`).toBe(route.allowed ?? 200);
    });
  }

  /** Callers with no valid account: everyone but the customers and the admin. */
  const signedOut = () => Object.entries(callers).filter(([, caller]) => caller.expected === 401);

  for (const [operation, document] of Object.entries(OWN_ACCOUNT_GRAPHQL)) {
    it(`GraphQL ${operation}: refused for every caller without a valid account, allowed for a customer`, async () => {
      for (const [name, caller] of signedOut()) {
        const { data, errors } = await t.graphql(document, { productId: shownProductId }, caller.headers);
        expect(errors?.[0]?.extensions?.code, `${name} calling ${operation}`).toBe('UNAUTHENTICATED');
        // A field that may be null (order) answers null beside the error; the others null the whole answer.
        expect(Object.values(data ?? {}).filter((value) => value !== null)).toEqual([]);
      }
      const allowed = await t.graphql(document, { productId: shownProductId }, await freshCustomerHeaders());
      expect(allowed.errors?.[0]?.extensions?.code, `a customer calling ${operation}`).toBe(OWN_ACCOUNT_GRAPHQL_ALLOWED_ERROR[operation]);
    });
  }

  for (const route of OWN_ACCOUNT_REST) {
    it(`REST ${route.method} ${route.path}: refused for every caller without a valid account, allowed for a customer`, async () => {
      // A product with no PDF: a signed-in caller gets past the check to the 404.
      const url = `/api/v1${route.path.replace(':id', '7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11').replace(':productId', shownProductId)}`;
      const payload = withProduct(route.payload);
      for (const [name, caller] of signedOut()) {
        const response = await t.app.inject({ method: route.method, url, headers: caller.headers, payload });
        expect(response.statusCode, `${name} calling ${route.method} ${route.path}`).toBe(401);
      }
      const allowed = await t.app.inject({ method: route.method, url, headers: await freshCustomerHeaders(), payload });
      expect(allowed.statusCode, `a customer calling ${route.method} ${route.path}`).toBe(route.allowed ?? 200);
    });
  }
});

/** The adapters' files: resolvers, REST routes and the layers that mount them. */
function adapterFiles(): string[] {
  const src = path.resolve(import.meta.dirname, '../src');
  const modules = readdirSync(path.join(src, 'modules'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(resolvers|routes)\.ts$/.test(file))
    .map((file) => path.join(src, 'modules', file));
  const layers = ['rest', 'graphql'].flatMap((dir) =>
    readdirSync(path.join(src, dir))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => path.join(src, dir, file)),
  );
  return [...modules, ...layers];
}

describe('where permissions are checked', () => {
  it('no resolver or route checks a permission: every check is in a service, so every way in is checked the same', () => {
    const files = adapterFiles();
    expect(files.filter((file) => file.endsWith('.resolvers.ts')).length).toBeGreaterThanOrEqual(6);
    expect(files.filter((file) => file.endsWith('.routes.ts')).length).toBeGreaterThanOrEqual(6);
    const checks = /\b(requireAdmin|requireUser)\b|\.isAdmin\b|\b(forbidden|unauthenticated)\(/;
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (checks.test(line) ? [`${path.relative(process.cwd(), file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders, 'permission checks outside services').toEqual([]);
  });
});
