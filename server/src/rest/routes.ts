import { accountsRoutes } from '../modules/accounts/accounts.routes.js';
import { bannersRoutes } from '../modules/banners/banners.routes.js';
import { catalogRoutes } from '../modules/catalog/catalog.routes.js';
import { filesRoutes } from '../modules/files/files.routes.js';
import { filtersRoutes } from '../modules/filters/filters.routes.js';
import { specsRoutes } from '../modules/specs/specs.routes.js';
import type { RestRoute } from './route.js';

const feature = (tag: string, routes: RestRoute[]) => routes.map((route) => ({ ...route, tag }));

/** The REST shim's route table: every `/api/v1/...` path existing clients call, feature by feature. */
export const restRoutes: RestRoute[] = [
  ...feature('Accounts', accountsRoutes),
  ...feature('Catalogue', catalogRoutes),
  ...feature('Filters', filtersRoutes),
  ...feature('Specifications', specsRoutes),
  ...feature('Banners', bannersRoutes),
  ...feature('Files', filesRoutes),
];
