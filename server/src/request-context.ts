import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_STORE_WHATSAPP } from './config.js';
import type { Orm } from './db/orm.js';
import { DEFAULT_LANGUAGE, viewerLanguage, type Language } from './language.js';
import { resolveViewer, VISITOR, type Viewer } from './modules/accounts/index.js';
import { createCatalogLoaders, type CatalogLoaders } from './modules/catalog/index.js';
import { categoryCacheOf, type CategoryCache } from './modules/catalog/index.js';
import { createFavoritesLoaders, type FavoritesLoaders } from './modules/favorites/index.js';
import { createFilterLoaders, type FilterLoaders } from './modules/filters/index.js';
import { createSpecsLoaders, type SpecsLoaders } from './modules/specs/index.js';
import type { CatalogEngine, CatalogSearch } from './modules/catalogue-index/index.js';

/**
 * What every service function gets first, whoever calls it (a GraphQL resolver, a REST handler, the
 * benchmark): its own unit of work, the viewer (services check permissions against it), batch loaders.
 */
export interface RequestContext {
  em: EntityManager;
  viewer: Viewer;
  loaders: CatalogLoaders & FilterLoaders & SpecsLoaders & FavoritesLoaders;
  /** The catalogue engine's view for this request (listings, search, similar products). */
  catalogue: CatalogSearch;
  /** Signs the tokens account operations hand out. */
  jwtSecret: string;
  /** The caller's address (sign-in and sign-up throttles count by it). */
  clientIp: string;
  /** Where uploaded files live (DATA_DIR/uploads). */
  uploadsDir: string;
  /** The store's WhatsApp number (STORE_WHATSAPP), digits only: checkout links to it. */
  storeWhatsApp: string;
  /** The `language` cookie as the caller sent it (the storefront keeps `en` or `az` there), or null. */
  languageCookie: string | null;
  /**
   * The viewer's interface language (the `language` cookie, else Accept-Language, else Azerbaijani):
   * every catalogue text of the answer is in it, or in the other language where it has no value.
   */
  language: Language;
}

/** What the app configures once for every request's context. */
export interface ContextSettings {
  jwtSecret: string;
  uploadsDir: string;
  storeWhatsApp: string;
}

/** The value of the `language` cookie in a Cookie header, or null. */
export function languageCookieOf(header: string | undefined): string | null {
  const match = header?.match(/(?:^|;\s*)language=([^;]*)/);
  return match ? match[1]!.trim() : null;
}

/** Completes a context with its loaders, which read through the context itself. */
function withLoaders(parts: Omit<RequestContext, 'loaders'>, categoryCache: CategoryCache): RequestContext {
  const ctx = parts as RequestContext;
  ctx.loaders = { ...createCatalogLoaders(ctx, categoryCache), ...createFilterLoaders(ctx), ...createSpecsLoaders(ctx), ...createFavoritesLoaders(ctx) };
  return ctx;
}

/** The value of the `token` cookie the storefront keeps its sign-in in, as an Authorization header, or undefined. */
export function bearerFromCookie(header: string | undefined): string | undefined {
  const token = header?.match(/(?:^|;\s*)token=([^;]*)/)?.[1]?.trim();
  return token ? `Bearer ${token}` : undefined;
}

/**
 * A request's context. API calls are authenticated by their Authorization header only (no CSRF surface);
 * a page the browser opens (server rendering) passes the `token` cookie's sign-in as `authorization`,
 * and may pick its `language` (a link's `?lang=`).
 */
export async function createRequestContext(
  orm: Orm,
  engine: CatalogEngine,
  settings: ContextSettings,
  request: FastifyRequest,
  page: { authorization?: string; language?: Language } = {},
): Promise<RequestContext> {
  const { jwtSecret, uploadsDir, storeWhatsApp } = settings;
  const authorization = 'authorization' in page ? page.authorization : request.headers.authorization;
  const em = orm.em.fork() as EntityManager;
  const catalogue = engine.view(em);
  // A signed-in request reads its user anyway: ask for catalogue changes at the same time (shoppers'
  // requests mostly read the catalogue), so the two round trips overlap instead of following each other.
  if (authorization) catalogue.ready().catch(() => undefined);
  const viewer = await resolveViewer(em, jwtSecret, authorization);
  const languageCookie = languageCookieOf(request.headers.cookie);
  const language = page.language ?? viewerLanguage(languageCookie, request.headers['accept-language']);
  return withLoaders({ em, viewer, jwtSecret, clientIp: request.ip, catalogue, uploadsDir, storeWhatsApp, languageCookie, language }, categoryCacheOf(orm));
}

/**
 * A context for work outside an HTTP request (the benchmark's floor, scripts): a visitor unless told,
 * no address, no token secret, Azerbaijani unless told.
 */
export function systemContext(
  em: EntityManager,
  parts: { engine: CatalogEngine; categoryCache: CategoryCache; viewer?: Viewer; uploadsDir?: string; languageCookie?: string | null; language?: Language },
): RequestContext {
  const { engine, categoryCache, viewer = VISITOR, uploadsDir = '', languageCookie = null, language = DEFAULT_LANGUAGE } = parts;
  return withLoaders(
    { em, viewer, jwtSecret: '', clientIp: '', catalogue: engine.view(em), uploadsDir, storeWhatsApp: DEFAULT_STORE_WHATSAPP, languageCookie, language },
    categoryCache,
  );
}
