import { accountsRoutes } from '../modules/accounts/index.js';
import { auditRoutes } from '../modules/audit/index.js';
import { bannersRoutes } from '../modules/banners/index.js';
import { cartRoutes } from '../modules/cart/index.js';
import { catalogRoutes } from '../modules/catalog/index.js';
import { categoriesAdminRoutes } from '../modules/categories/index.js';
import { favoritesRoutes } from '../modules/favorites/index.js';
import { filesRoutes } from '../modules/files/index.js';
import { filtersAdminRoutes, filtersRoutes } from '../modules/filters/index.js';
import { checkoutRoutes } from '../modules/orders/index.js';
import { productAdminRoutes } from '../modules/product-admin/index.js';
import { seoRoutes } from '../modules/seo/index.js';
import { specsRoutes } from '../modules/specs/index.js';
import type { RestRoute } from './route.js';

const feature = (tag: string, routes: RestRoute[]) => routes.map((route) => ({ ...route, tag }));

/** The REST shim's route table: every `/api/v1/...` path existing clients call, feature by feature. */
export const restRoutes: RestRoute[] = [
  ...feature('Accounts', accountsRoutes),
  ...feature('Catalogue', catalogRoutes),
  ...feature('Categories (admin)', categoriesAdminRoutes),
  ...feature('Products (admin)', productAdminRoutes),
  ...feature('Filters', filtersRoutes),
  ...feature('Filters (admin)', filtersAdminRoutes),
  ...feature('Specifications', specsRoutes),
  ...feature('Banners', bannersRoutes),
  ...feature('Files', filesRoutes),
  ...feature('Favorites', favoritesRoutes),
  ...feature('Cart', [...cartRoutes, ...checkoutRoutes]),
  ...feature('Audit', auditRoutes),
  ...feature('Pages', seoRoutes),
];
