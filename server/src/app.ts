import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo from '@as-integrations/fastify';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_CONNECTION_TIMEOUT_MS,
  DEFAULT_MAIL_FROM,
  DEFAULT_MAP_TILE_URLS,
  DEFAULT_PAGE_CACHE_MB,
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_STORE_WHATSAPP,
  type Config,
} from './config.js';
import type { Orm } from './db/orm.js';
import { followConnections } from './drain.js';
import { asAppError } from './errors.js';
import type { GraphQLContext } from './graphql/context.js';
import { requireAdmin } from './permissions.js';
import { createRequestContext } from './create-context.js';
import type { RequestContext } from './request-context.js';
import { catalogueOf, listenForCatalogueChanges } from './modules/catalogue-index/index.js';
import { contextFailure, databaseUnavailableStatus, formatGraphQLError } from './graphql/errors.js';
import { inputGuardPlugin } from './graphql/input-guard.js';
import { GRAPHQL_LIMITS, graphqlValidation, refuseLongQueries, stringifyWithinLimit, type GraphQLLimits } from './graphql/limits.js';
import { buildSchema } from './graphql/schema.js';
import { acceptGraphQLUploads } from './graphql/multipart.js';
import { defaultAllowedHosts, originResolver, refuseMalformedHost } from './host.js';
import { healthRoutes } from './modules/health/index.js';
import { openMailer } from './modules/mail/index.js';
import { bannerChangeTimes } from './modules/banners/index.js';
import { PageCache, PageTimetable, seoPages } from './modules/seo/index.js';
import { seedStoreSettings } from './modules/settings/index.js';
import { createPageRenderer, guessViewportWidth } from './modules/ssr/index.js';
import { LARGEST_UPLOAD_BYTES, openFileStorage, pictureRoutes, type FileStorage } from './modules/uploads/index.js';
import { accountStatesOf, knownDeviceHeader } from './modules/accounts/index.js';
import { API_DOCS_PATH, registerRestRoutes, REST_PREFIX } from './rest/register.js';
import type { RestRoute } from './rest/route.js';
import { restRoutes } from './rest/routes.js';
import { securityHeaders } from './security-headers.js';

export interface AppOptions {
  config: Pick<Config, 'clientDist' | 'dataDir' | 'nodeEnv' | 'jwtSecret'> &
    Partial<
      Pick<
        Config,
        | 'requestTimeoutMs'
        | 'connectionTimeoutMs'
        | 'mapTileUrls'
        | 'catalogEngine'
        | 'storeWhatsApp'
        | 'siteUrl'
        | 'trustProxy'
        | 'smtpUrl'
        | 'mailFrom'
        | 'allowedHosts'
        | 'pageCacheBytes'
        | 'fileStorage'
        | 'publicFilesUrl'
      >
    >;
  /** Where files are kept: the process's one storage (main.ts makes it for the seed too); else made from `config`. */
  storage?: FileStorage;
  /**
   * The client's server-rendering bundle; by default client/dist-ssr/entry-server.js beside clientDist,
   * null for none (pages go out as the app shell).
   */
  serverBundle?: string | null;
  /** How long a page's server render may take before the page goes out as the app shell (tests shorten it). */
  renderBudgetMs?: number;
  orm: Orm;
  logger?: FastifyServerOptions['logger'];
  /** The REST route table (tests add routes of their own). */
  routes?: RestRoute[];
  /** What one GraphQL request may ask for; tests lower a limit to reach it. */
  graphqlLimits?: GraphQLLimits;
}

/** Paths that never fall back to the app shell: APIs, files, and built assets (a stale asset is a 404). */
const API_PATHS = [REST_PREFIX, API_DOCS_PATH, '/graphql', '/uploads', '/health', '/assets/'];

/** Files one GraphQL request may carry (a product's pictures at once); together at most the largest upload's limit. */
const GRAPHQL_MAX_FILES = 10;

/** Longer path parameters are refused by the router (414); shorter ones reach the routes' schemas (400 naming them). */
export const MAX_PARAM_LENGTH = 1000;

/** One access line per request, when it is answered (Fastify's default writes two: received and completed). */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

/** Builds the whole HTTP application: GraphQL, the REST shim, uploads, the built client. Does not listen. */
export async function buildApp({
  config,
  orm,
  logger = false,
  routes = restRoutes,
  graphqlLimits = GRAPHQL_LIMITS,
  serverBundle,
  renderBudgetMs,
  storage = openFileStorage(config),
}: AppOptions): Promise<FastifyInstance> {
  const engineName = config.catalogEngine ?? 'memory';
  const catalogue = catalogueOf(orm, engineName);
  const requestTimeout = config.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  // The store settings' first values (STORE_WHATSAPP); a database that has settings keeps them.
  await seedStoreSettings(orm.em.fork(), config.storeWhatsApp ?? DEFAULT_STORE_WHATSAPP);
  const app = Fastify({
    logger,
    logController: new AccessLog(),
    routerOptions: { caseSensitive: false, maxParamLength: MAX_PARAM_LENGTH },
    bodyLimit: 1024 * 1024,
    // A client trickling its headers or body is cut off (408) instead of holding a connection for ever.
    // Node applies the smaller of the two timeouts to headers and the larger to the whole request, and
    // checks every 30 s unless told: check every tenth of the timeout. The server is made with both
    // (Node refuses a headers timeout above its default 300 s request timeout otherwise).
    requestTimeout,
    http: { headersTimeout: requestTimeout, requestTimeout, connectionsCheckingInterval: Math.ceil(requestTimeout / 10) },
    connectionTimeout: config.connectionTimeoutMs ?? DEFAULT_CONNECTION_TIMEOUT_MS,
    // Off unless TRUST_PROXY names the proxies: request.ip (every per-address limit) is then the client's
    // address from X-Forwarded-For, as far back as the trusted proxies vouch for it.
    trustProxy: (config.trustProxy ?? false) as FastifyServerOptions['trustProxy'],
    // Closing (src/drain.ts, which closes the listener and idle connections first): a request already on a
    // connection is answered as usual rather than with Fastify's default 503.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  });
  followConnections(app);

  // The spec's clients send `content-type: application/json` on every call, also without a body: an
  // empty one is no body. Anything else goes to Fastify's own parser, refusing __proto__ and constructor.prototype.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') {
      done(null, undefined);
      return;
    }
    return parseJson(request, body as string, done);
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    // Caller errors, and "the database is not reachable" (503) while it restarts or the network is down.
    const known = asAppError(error);
    const status = known ? known.status : (error as { statusCode?: number }).statusCode;
    // A body refused for its size or type is not read any further: close the connection after answering.
    if (status === 413 || status === 415 || known?.reason === 'fileTooLarge') reply.header('connection', 'close');
    if (known) {
      if (known.retryAfterSeconds !== undefined) reply.header('Retry-After', String(known.retryAfterSeconds));
      return reply.code(known.status).send({ message: known.message, ...(known.reason ? { reason: known.reason } : {}) });
    }
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ message: (error as Error).message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });

  const mailer = await openMailer({
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom ?? DEFAULT_MAIL_FROM,
    nodeEnv: config.nodeEnv,
    dataDir: config.dataDir,
    log: app.log,
  });
  if (mailer) app.log.info(`e-mail goes to ${mailer.destination}`);
  else app.log.warn('SMTP_URL is not set: the shop sends no e-mail (password recovery answers 503, orders get no confirmation e-mail)');
  // After the requests in flight: a message posted by one of them still goes out.
  app.addHook('onClose', async () => mailer?.close());
  // The catalogue's changes reach this process through one listening connection (catalogue-version.ts),
  // and so do changes to the accounts' sign-in states (accounts/account-states.ts).
  const listener = await listenForCatalogueChanges(orm, engineName, {
    url: orm.config.get('clientUrl'),
    fork: () => orm.em.fork(),
    followers: [accountStatesOf(orm)],
    onError: (error) => app.log.error({ err: error }, 'catalogue catch-up failed'),
  });
  app.addHook('onClose', async () => listener.close());
  const settings = {
    jwtSecret: config.jwtSecret,
    storage,
    publicFilesUrl: config.publicFilesUrl,
    refuseDemoPasswords: config.nodeEnv === 'production',
    mailer,
    originOf: originResolver(config.siteUrl, config.allowedHosts ?? defaultAllowedHosts(80)),
  };

  app.addHook('onRequest', securityHeaders(config.clientDist, config.mapTileUrls ?? DEFAULT_MAP_TILE_URLS, config.publicFilesUrl));
  app.addHook('onRequest', refuseMalformedHost);
  await app.register(healthRoutes, { orm });

  const apollo = new ApolloServer<GraphQLContext>({
    schema: buildSchema(),
    introspection: true,
    includeStacktraceInErrorResponses: false,
    formatError: formatGraphQLError(app.log),
    ...graphqlValidation(graphqlLimits),
    stringifyResult: stringifyWithinLimit(graphqlLimits, (length) => app.log.warn({ length }, 'GraphQL answer over the size limit refused')),
    // The process drains itself (src/main.ts): Apollo's own handler would close Fastify at once on SIGTERM
    // (outside NODE_ENV=test), and its drain plugin cuts every connection after ten seconds.
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      inputGuardPlugin,
      // No @cacheControl hints here, so the plugin's per-field bookkeeping bought nothing but the
      // header; answers carry tier prices and account data, so they say no-store themselves.
      ApolloServerPluginCacheControlDisabled(),
      {
        requestDidStart: async () => ({
          willSendResponse: async ({ response, contextValue }) => {
            response.http.headers.set('cache-control', 'no-store');
            // The language the answer's catalogue texts are in (the viewer's: cookie, Accept-Language or Azerbaijani).
            response.http.headers.set('content-language', contextValue.language);
          },
        }),
      },
      databaseUnavailableStatus,
    ],
  });
  await apollo.start();

  const explorerPage = path.join(config.clientDist, 'graphiql.html');
  // A browser opening /graphql gets the bundled explorer (works offline); API clients get GraphQL.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.url.split('?')[0]?.toLowerCase() !== '/graphql') return;
    if (!request.headers.accept?.includes('text/html')) return;
    if (!existsSync(explorerPage)) return reply.code(404).send({ message: 'The explorer is not built: run npm run build' });
    return reply.type('text/html').sendFile('graphiql.html', config.clientDist);
  });
  // One context per request: the early upload check below and the operation's handler share it.
  const contexts = new WeakMap<FastifyRequest, Promise<RequestContext>>();
  const contextOf = (request: FastifyRequest): Promise<RequestContext> => {
    let context = contexts.get(request);
    if (!context) contexts.set(request, (context = createRequestContext(orm, catalogue, settings, request)));
    return context;
  };
  // A sign-in sets the known-device cookie (REST and GraphQL alike, so from the request's context).
  app.addHook('onSend', async (request, reply) => {
    const context = await contexts.get(request)?.catch(() => undefined);
    const cookie = context && knownDeviceHeader(context.knownDevice);
    if (cookie) reply.header('set-cookie', cookie);
  });
  // Files come from admins only (every upload is a back-office write): anyone else is refused before a
  // byte of the body is stored, not after up to 100 MB went to a temporary file. Services check again.
  const mayUpload = async (request: FastifyRequest) => void requireAdmin(await contextOf(request));
  // GraphQL in a scope of its own: multipart (uploads) is accepted there and on the REST routes that take files only.
  await app.register(async (graphql) => {
    await acceptGraphQLUploads(
      graphql,
      { maxFiles: GRAPHQL_MAX_FILES, maxFileBytes: LARGEST_UPLOAD_BYTES, maxTotalBytes: LARGEST_UPLOAD_BYTES },
      app.initialConfig.bodyLimit!,
      mayUpload,
    );
    graphql.addHook('preValidation', refuseLongQueries(graphqlLimits));
    await graphql.register(fastifyApollo(apollo), {
      context: async (request) => contextOf(request).catch(contextFailure),
    });
  });

  await registerRestRoutes(app, contextOf, routes, mayUpload);

  await app.register(pictureRoutes, { storage });

  const hasClient = existsSync(path.join(config.clientDist, 'index.html'));
  await app.register(fastifyStatic, {
    root: hasClient ? config.clientDist : path.join(config.dataDir),
    prefix: '/',
    index: false,
    wildcard: false,
    serve: hasClient,
    // The build writes .br and .gz copies of every text file: the one the browser accepts is sent as is.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.header('X-Content-Type-Options', 'nosniff');
      // Hashed build assets never change; everything else is revalidated.
      res.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const pageCacheBytes = config.pageCacheBytes ?? DEFAULT_PAGE_CACHE_MB * 1024 * 1024;
  // What pages show moves with the catalogue's change log, and with time alone where banners start and end.
  const timetable = new PageTimetable(
    () => (catalogue.version.position ? catalogue.version.categories() : null),
    () => bannerChangeTimes(orm.em.fork()),
  );
  const servePage = seoPages(app, {
    clientDist: config.clientDist,
    originOf: settings.originOf,
    pageContext: (request, page) => createRequestContext(orm, catalogue, settings, request, page),
    // The client's server bundle is built beside its browser files (client/dist-ssr by client/dist).
    renderer: createPageRenderer({
      bundleFile: serverBundle === undefined ? path.join(config.clientDist, '..', 'dist-ssr', 'entry-server.js') : serverBundle,
      apollo,
      log: app.log,
      budgetMs: renderBudgetMs,
      warmUp: config.nodeEnv !== 'test',
    }),
    // A visitor's page is rendered for the viewport the request most likely has.
    variantOf: (request) => String(guessViewportWidth(request.headers)),
    pageCache:
      pageCacheBytes > 0
        ? new PageCache(
            pageCacheBytes,
            () => `${catalogue.version.version()} ${timetable.key()}`,
            () => timetable.ready(),
          )
        : null,
  });

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const isApi = API_PATHS.some((prefix) => urlPath.toLowerCase().startsWith(prefix.toLowerCase()));
    // Page paths that are not built files: the app with the page's own head and status (404 for unknown ones).
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApi) return servePage(request, reply);
    return reply.code(404).send({ message: `No route for ${request.method} ${urlPath}` });
  });

  return app;
}
