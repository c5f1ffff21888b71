import { accountsRoutes, recoveryRoutes } from '../modules/accounts/index.js';
import { auditRoutes } from '../modules/audit/index.js';
import { bannersRoutes } from '../modules/banners/index.js';
import { cartRoutes } from '../modules/cart/index.js';
import { catalogRoutes } from '../modules/catalog/index.js';
import { categoriesAdminRoutes } from '../modules/categories/index.js';
import { favoritesRoutes } from '../modules/favorites/index.js';
import { filesRoutes } from '../modules/files/index.js';
import { filtersAdminRoutes, filtersRoutes } from '../modules/filters/index.js';
import { checkoutRoutes, ordersRoutes } from '../modules/orders/index.js';
import { productAdminRoutes } from '../modules/product-admin/index.js';
import { settingsRoutes } from '../modules/settings/index.js';
import { termsRoutes } from '../modules/terms/index.js';
import { specsRoutes } from '../modules/specs/index.js';
import { stockNoticesRoutes } from '../modules/stock-notices/index.js';
import type { RestRoute } from './route.js';

const feature = (tag: string, routes: RestRoute[]) => routes.map((route) => ({ ...route, tag }));

/** The REST shim's route table: every `/api/v1/...` path existing clients call, feature by feature. */
export const restRoutes: RestRoute[] = [
  ...feature('Accounts', [...accountsRoutes, ...recoveryRoutes]),
  ...feature('Catalogue', catalogRoutes),
  ...feature('Categories (admin)', categoriesAdminRoutes),
  ...feature('Products (admin)', productAdminRoutes),
  ...feature('Filters', filtersRoutes),
  ...feature('Filters (admin)', filtersAdminRoutes),
  ...feature('Specifications', specsRoutes),
  ...feature('Banners', bannersRoutes),
  ...feature('Files', filesRoutes),
  ...feature('Favorites', favoritesRoutes),
  ...feature('Back in stock', stockNoticesRoutes),
  ...feature('Cart', [...cartRoutes, ...checkoutRoutes]),
  ...feature('Orders', ordersRoutes),
  ...feature('Audit', auditRoutes),
  ...feature('Settings', settingsRoutes),
  ...feature('Catalogue terms (admin)', termsRoutes),
];
