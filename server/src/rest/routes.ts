import { accountsRoutes } from '../modules/accounts/accounts.routes.js';
import { catalogRoutes } from '../modules/catalog/catalog.routes.js';
import type { RestRoute } from './route.js';

/** The REST shim's route table: every `/api/v1/...` path existing clients call, feature by feature. */
export const restRoutes: RestRoute[] = [...accountsRoutes, ...catalogRoutes];
