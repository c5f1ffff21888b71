import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../db/orm.js';
import { VISITOR, type Viewer } from '../modules/accounts/viewer.js';
import { createCatalogLoaders, type CatalogLoaders } from '../modules/catalog/catalog.loaders.js';

/** What every GraphQL resolver and REST handler gets: its own unit of work, the viewer, batch loaders. */
export interface RequestContext {
  em: EntityManager;
  viewer: Viewer;
  loaders: CatalogLoaders;
}

export type GraphQLContext = RequestContext;

export function createRequestContext(orm: Orm): RequestContext {
  const em = orm.em.fork() as EntityManager;
  return { em, viewer: VISITOR, loaders: createCatalogLoaders(em) };
}
