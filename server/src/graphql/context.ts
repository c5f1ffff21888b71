import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../db/orm.js';
import type { AuthEnv } from '../modules/accounts/auth.service.js';
import { resolveViewer, type Viewer } from '../modules/accounts/viewer.js';
import { createCatalogLoaders, type CatalogLoaders } from '../modules/catalog/catalog.loaders.js';
import { categoryCacheOf } from '../modules/catalog/category-cache.js';
import type { CatalogEngine, CatalogSearch } from '../modules/catalogue-index/catalog-search.js';

/** What every GraphQL resolver and REST handler gets: its own unit of work, the viewer, batch loaders. */
export interface RequestContext extends AuthEnv {
  em: EntityManager;
  viewer: Viewer;
  loaders: CatalogLoaders;
  /** The catalogue engine's view for this request (listings, search, similar products). */
  catalogue: CatalogSearch;
  /** Where uploaded files live (DATA_DIR/uploads). */
  uploadsDir: string;
}

export type GraphQLContext = RequestContext;

export async function createRequestContext(orm: Orm, engine: CatalogEngine, jwtSecret: string, uploadsDir: string, request: FastifyRequest): Promise<RequestContext> {
  const em = orm.em.fork() as EntityManager;
  const catalogue = engine.view(em);
  // A signed-in request reads its user anyway: ask for catalogue changes at the same time (shoppers'
  // requests mostly read the catalogue), so the two round trips overlap instead of following each other.
  if (request.headers.authorization) catalogue.ready().catch(() => undefined);
  const viewer = await resolveViewer(em, jwtSecret, request.headers.authorization);
  return {
    em,
    viewer,
    jwtSecret,
    clientIp: request.ip,
    loaders: createCatalogLoaders(em, viewer, categoryCacheOf(orm), catalogue),
    catalogue,
    uploadsDir,
  };
}
