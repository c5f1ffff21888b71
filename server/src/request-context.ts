import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import type { Orm } from './db/orm.js';
import { DEFAULT_LANGUAGE, viewerLanguage, type Language } from './language.js';
import { KNOWN_DEVICE_COOKIE, resolveViewer, VISITOR, type KnownDevice, type Viewer } from './modules/accounts/index.js';
import { createCatalogLoaders, type CatalogLoaders } from './modules/catalog/index.js';
import { categoryCacheOf, type CategoryCache } from './modules/catalog/index.js';
import { createFavoritesLoaders, type FavoritesLoaders } from './modules/favorites/index.js';
import { createFilterLoaders, type FilterLoaders } from './modules/filters/index.js';
import { createSpecsLoaders, type SpecsLoaders } from './modules/specs/index.js';
import type { CatalogEngine, CatalogSearch } from './modules/catalogue-index/index.js';
import type { Mailer } from './modules/mail/index.js';

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
  /** The `language` cookie as the caller sent it (the storefront keeps `en` or `az` there), or null. */
  languageCookie: string | null;
  /**
   * The viewer's interface language (the `language` cookie, else Accept-Language, else English):
   * every catalogue text of the answer is in it, or in the other language where it has no value.
   */
  language: Language;
  /** The known-device cookie the browser sent, and the one a sign-in sets on the answer. */
  knownDevice: KnownDevice;
  /** Production: the demo logins' published passwords are refused as new passwords. */
  refuseDemoPasswords: boolean;
  /** The shop's e-mail (password recovery codes, order confirmations); null when none is configured (production without SMTP_URL). */
  mailer: Mailer | null;
  /** The shop's address as the request sees it (SITE_URL, or an allowed Host), for links in e-mails; '' outside a request. */
  origin: string;
}

/** What the app configures once for every request's context. */
export interface ContextSettings {
  jwtSecret: string;
  uploadsDir: string;
  refuseDemoPasswords?: boolean;
  mailer: Mailer | null;
  /** Where the shop is seen from for a request (absolute links in e-mails). */
  originOf?: (request: FastifyRequest) => string;
}

/** The value of a cookie in a Cookie header, or null. */
function cookieOf(header: string | undefined, name: string): string | null {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return match ? match[1]!.trim() : null;
}

/** The value of the `language` cookie in a Cookie header, or null. */
export const languageCookieOf = (header: string | undefined) => cookieOf(header, 'language');

/** Completes a context with its loaders, which read through the context itself. */
function withLoaders(parts: Omit<RequestContext, 'loaders'>, categoryCache: CategoryCache): RequestContext {
  const ctx = parts as RequestContext;
  ctx.loaders = { ...createCatalogLoaders(ctx, categoryCache), ...createFilterLoaders(ctx), ...createSpecsLoaders(ctx), ...createFavoritesLoaders(ctx) };
  return ctx;
}

/** The value of the `token` cookie the storefront keeps its sign-in in, as an Authorization header, or undefined. */
export function bearerFromCookie(header: string | undefined): string | undefined {
  const token = cookieOf(header, 'token');
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
  const { jwtSecret, uploadsDir, refuseDemoPasswords = false, mailer, originOf } = settings;
  const authorization = 'authorization' in page ? page.authorization : request.headers.authorization;
  const em = orm.em.fork() as EntityManager;
  const catalogue = engine.view(em);
  // A signed-in request reads its user anyway: ask for catalogue changes at the same time (shoppers'
  // requests mostly read the catalogue), so the two round trips overlap instead of following each other.
  if (authorization) catalogue.ready().catch(() => undefined);
  const viewer = await resolveViewer(em, jwtSecret, authorization);
  const languageCookie = languageCookieOf(request.headers.cookie);
  const language = page.language ?? viewerLanguage(languageCookie, request.headers['accept-language']);
  const knownDevice = { sent: cookieOf(request.headers.cookie, KNOWN_DEVICE_COOKIE), secure: request.protocol === 'https', set: null };
  return withLoaders(
    {
      em,
      viewer,
      jwtSecret,
      clientIp: request.ip,
      catalogue,
      uploadsDir,
      languageCookie,
      language,
      knownDevice,
      refuseDemoPasswords,
      mailer,
      origin: originOf?.(request) ?? '',
    },
    categoryCacheOf(orm),
  );
}

/**
 * A context for work outside an HTTP request (the benchmark's floor, scripts): a visitor unless told,
 * no address, no token secret, no e-mail unless given, the default language (English) unless told.
 */
export function systemContext(
  em: EntityManager,
  parts: {
    engine: CatalogEngine;
    categoryCache: CategoryCache;
    viewer?: Viewer;
    uploadsDir?: string;
    languageCookie?: string | null;
    language?: Language;
    mailer?: Mailer | null;
  },
): RequestContext {
  const { engine, categoryCache, viewer = VISITOR, uploadsDir = '', languageCookie = null, language = DEFAULT_LANGUAGE, mailer = null } = parts;
  return withLoaders(
    {
      em,
      viewer,
      jwtSecret: '',
      clientIp: '',
      catalogue: engine.view(em),
      uploadsDir,
      languageCookie,
      language,
      knownDevice: { sent: null, secure: false, set: null },
      refuseDemoPasswords: false,
      mailer,
      origin: '',
    },
    categoryCache,
  );
}
