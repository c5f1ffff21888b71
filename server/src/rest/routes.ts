import { accountsRoutes } from '../modules/accounts/accounts.routes.js';
import { bannersRoutes } from '../modules/banners/banners.routes.js';
import { catalogRoutes } from '../modules/catalog/catalog.routes.js';
import { filesRoutes } from '../modules/files/files.routes.js';
import { filtersRoutes } from '../modules/filters/filters.routes.js';
import { specsRoutes } from '../modules/specs/specs.routes.js';
import type { RestRoute } from './route.js';

/** The REST shim's route table: every `/api/v1/...` path existing clients call, feature by feature. */
export const restRoutes: RestRoute[] = [...accountsRoutes, ...catalogRoutes, ...filtersRoutes, ...specsRoutes, ...bannersRoutes, ...filesRoutes];
