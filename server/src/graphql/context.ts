import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../db/orm.js';
import type { AuthEnv } from '../modules/accounts/auth.service.js';
import { resolveViewer, type Viewer } from '../modules/accounts/viewer.js';
import { createCatalogLoaders, type CatalogLoaders } from '../modules/catalog/catalog.loaders.js';
import { categoryCacheOf } from '../modules/catalog/category-cache.js';
import { catalogueIndexOf, catalogueReader, type CatalogueReader } from '../modules/catalogue-index/catalogue-index.js';

/** What every GraphQL resolver and REST handler gets: its own unit of work, the viewer, batch loaders. */
export interface RequestContext extends AuthEnv {
  em: EntityManager;
  viewer: Viewer;
  loaders: CatalogLoaders;
  /** The in-memory listing and search index, brought up to date on first use in the request. */
  catalogue: CatalogueReader;
  /** Where uploaded files live (DATA_DIR/uploads). */
  uploadsDir: string;
}

export type GraphQLContext = RequestContext;

export async function createRequestContext(orm: Orm, jwtSecret: string, uploadsDir: string, request: FastifyRequest): Promise<RequestContext> {
  const em = orm.em.fork() as EntityManager;
  const catalogue = catalogueReader(catalogueIndexOf(orm), em);
  // A signed-in request reads its user anyway: ask for catalogue changes at the same time (shoppers'
  // requests mostly read the catalogue), so the two round trips overlap instead of following each other.
  if (request.headers.authorization) catalogue().catch(() => undefined);
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
