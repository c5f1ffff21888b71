import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { cookieOf, languageCookieOf } from './cookies.js';
import type { Orm } from './db/orm.js';
import { DEFAULT_LANGUAGE, viewerLanguage, type Language } from './language.js';
import { AccountStates, accountStatesOf, KNOWN_DEVICE_COOKIE, resolveViewer, tierViewer, VISITOR, type Viewer } from './modules/accounts/index.js';
import type { PriceTier } from './modules/pricing/index.js';
import { categoryCacheOf, createCatalogLoaders, type CategoryCache } from './modules/catalog/index.js';
import type { Catalogue } from './modules/catalogue-index/index.js';
import { createFavoritesLoaders } from './modules/favorites/index.js';
import { createFilterLoaders } from './modules/filters/index.js';
import type { Mailer } from './modules/mail/index.js';
import { createSpecsLoaders } from './modules/specs/index.js';
import type { FileStorage } from './modules/uploads/index.js';
import type { RequestContext } from './request-context.js';

// Makes request contexts: for an HTTP request (the app) and for work outside one (the benchmark, tests).

/** What the app configures once for every request's context. */
export interface ContextSettings {
  jwtSecret: string;
  storage: FileStorage;
  publicFilesUrl?: string;
  refuseDemoPasswords?: boolean;
  mailer: Mailer | null;
  /** Where the shop is seen from for a request (absolute links in e-mails). */
  originOf?: (request: FastifyRequest) => string;
}

/** Completes a context with its loaders, which read through the context itself. */
function withLoaders(parts: Omit<RequestContext, 'loaders'>, categoryCache: CategoryCache): RequestContext {
  const ctx = parts as RequestContext;
  ctx.loaders = { ...createCatalogLoaders(ctx, categoryCache), ...createFilterLoaders(ctx), ...createSpecsLoaders(ctx), ...createFavoritesLoaders(ctx) };
  return ctx;
}

/**
 * A request's context. API calls are authenticated by their Authorization header only (no CSRF surface);
 * a page the browser opens (server rendering) passes the `token` cookie's sign-in as `authorization`,
 * and may pick its `language` (a link's `?lang=`), or is rendered for a price `tier` rather than a person.
 */
export async function createRequestContext(
  orm: Orm,
  { engine, version }: Catalogue,
  settings: ContextSettings,
  request: FastifyRequest,
  page: { authorization?: string; language?: Language; tier?: PriceTier } = {},
): Promise<RequestContext> {
  const { jwtSecret, storage, publicFilesUrl, refuseDemoPasswords = false, mailer, originOf } = settings;
  const authorization = 'authorization' in page ? page.authorization : request.headers.authorization;
  const em = orm.em.fork() as EntityManager;
  const catalogue = engine.view(em);
  const accountStates = accountStatesOf(orm);
  const viewer = page.tier !== undefined ? tierViewer(page.tier) : await resolveViewer(em, accountStates, jwtSecret, authorization);
  const languageCookie = languageCookieOf(request.headers.cookie);
  const language = page.language ?? viewerLanguage(languageCookie, request.headers['accept-language']);
  const knownDevice = { sent: cookieOf(request.headers.cookie, KNOWN_DEVICE_COOKIE), secure: request.protocol === 'https', set: null };
  return withLoaders(
    {
      em,
      viewer,
      accountStates,
      jwtSecret,
      clientIp: request.ip,
      catalogue,
      catalogueVersion: version,
      storage,
      publicFilesUrl,
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

const noStorage = (): never => {
  throw new Error('This context has no file storage: give systemContext a storage');
};
const NO_FILE_STORAGE: FileStorage = { write: noStorage, copyIn: noStorage, open: noStorage, remove: noStorage, list: noStorage };

/**
 * A context for work outside an HTTP request (the benchmark's floor, scripts): a visitor unless told,
 * no address, no token secret, no e-mail unless given, the default language (English) unless told.
 */
export function systemContext(
  em: EntityManager,
  parts: {
    catalogue: Pick<Catalogue, 'engine' | 'version'>;
    categoryCache: CategoryCache;
    viewer?: Viewer;
    /** Where files are kept; without one, storing or reading a file fails (the benchmark's floor stores none). */
    storage?: FileStorage;
    languageCookie?: string | null;
    language?: Language;
    mailer?: Mailer | null;
  },
): RequestContext {
  const { catalogue, categoryCache, viewer = VISITOR, storage = NO_FILE_STORAGE, languageCookie = null, language = DEFAULT_LANGUAGE, mailer = null } = parts;
  return withLoaders(
    {
      em,
      viewer,
      // Keeps nothing: it follows no notifications.
      accountStates: new AccountStates(),
      jwtSecret: '',
      clientIp: '',
      catalogue: catalogue.engine.view(em),
      catalogueVersion: catalogue.version,
      storage,
      publicFilesUrl: undefined,
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
