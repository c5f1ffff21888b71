import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { inject } from 'vitest';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { freezeObjectPrototype } from '../src/freeze-prototype.js';
import { parseCatalogEngine } from '../src/config.js';
import type { CatalogEngineName } from '../src/modules/catalogue-index/index.js';
import { openOrm, type Orm } from '../src/db/orm.js';
import type { Viewer } from '../src/modules/accounts/index.js';
import { categoryCacheOf } from '../src/modules/catalog/index.js';
import { catalogueOf, settleCatalogue } from '../src/modules/catalogue-index/index.js';
import { systemContext } from '../src/create-context.js';
import type { RequestContext } from '../src/request-context.js';
import type { RestRoute } from '../src/rest/route.js';
import { openFileStorage, type FileStorage, type FileStorageSettings } from '../src/modules/uploads/index.js';
import { createTestDatabase, MIGRATED_TEMPLATE, SEEDED_TEMPLATE } from './database.js';

// As src/main.ts does: tests run against the process the shop really runs as.
freezeObjectPrototype();

/** The key test apps sign tokens with (tests forge tokens with other keys). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * Headers of a request that reads the catalogue's Azerbaijani texts: one that names no language reads
 * English, the interface's default (the spec).
 */
export const IN_AZERBAIJANI: Readonly<Record<string, string>> = { 'accept-language': 'az' };

export interface TestApp {
  app: FastifyInstance;
  orm: Orm;
  url: string;
  /** Every SQL statement the app ran, in order; clear it to count a single request. */
  statements: string[];
  /** POSTs a GraphQL operation and answers the parsed body. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string; reason?: string } }[] }>;
  /** Where the app keeps its files (FILE_STORAGE as the test gave it: the data folder's disk storage unless told). */
  storage: FileStorage;
  /** A context of this app's database for calling a service directly, as `viewer` (settle first after plain SQL writes). */
  contextAs(viewer: Viewer): RequestContext;
  /**
   * Brings the app's catalogue up to date with every change committed so far (it asks the change log
   * on the listening connection, so it adds no statement to `statements` unless there is something
   * to catch up with). Every request the app serves settles first unless `settle: false` was given.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The client's real server bundle when `npm run build` has built it (client/dist-ssr); `npm test` runs the
 * server's tests before the build, so a test that needs it does without when it is not there.
 */
export function builtServerBundle(): string | undefined {
  const file = path.resolve(import.meta.dirname, '../../client/dist-ssr/entry-server.js');
  return existsSync(file) ? file : undefined;
}

/**
 * A real app on a fresh database of its own: seeded with the demo catalogue unless told otherwise.
 * `via` gives the URL the app connects through (a proxy that tests cut to play an outage); `routes`
 * replaces the REST route table (tests of route options); `catalogEngine` picks the catalogue engine
 * (default: CATALOG_ENGINE, as the shop reads it, else memory), so any test file can run on either;
 * `sameDatabaseAs` runs a second app on another app's database (which that app drops); `dataDir` gives
 * the app a data folder of its own (uploads under `dataDir/uploads`), so a test can see every file it
 * leaves (the shared one holds the demo pictures).
 */
export async function startTestApp(
  options: {
    seed?: boolean;
    via?: (url: string) => string;
    routes?: RestRoute[];
    catalogEngine?: CatalogEngineName;
    sameDatabaseAs?: TestApp;
    dataDir?: string;
    /** A server-rendering bundle (a module exporting `render`); none by default: pages are the app shell. */
    serverBundle?: string;
    renderBudgetMs?: number;
    /** As TRUST_PROXY gives it (off unless told). */
    trustProxy?: false | number | string[];
    /** `production` runs the production rules (the demo passwords refused); `test` unless told. */
    nodeEnv?: 'test' | 'production';
    /** Where the app's e-mail goes; by default the outbox catcher under the data folder (`dataDir/outbox`). */
    smtpUrl?: string;
    /** Hosts whose own address pages may link to (ALLOWED_HOSTS); by default localhost:80, as `inject` sends. */
    allowedHosts?: string[];
    /**
     * Whether each request first settles the catalogue (`settle`): on by default, so tests may change the
     * catalogue with plain SQL and read it through the app at once; tests of freshness itself turn it off.
     */
    settle?: boolean;
    /** Bytes of visitors' pages kept (PAGE_CACHE_MB); the shop's default unless told. */
    pageCacheBytes?: number;
    /** Where files are kept (FILE_STORAGE and S3_*): the data folder's disk unless told (test/s3.ts starts a bucket). */
    fileStorage?: FileStorageSettings;
    /** Where browsers fetch pictures (PUBLIC_FILES_URL); the shop's /uploads unless told. */
    publicFilesUrl?: string;
  } = {},
): Promise<TestApp> {
  const database = options.sameDatabaseAs
    ? { url: options.sameDatabaseAs.url, drop: async () => {} }
    : await createTestDatabase(inject('adminUrl'), options.seed === false ? MIGRATED_TEMPLATE : SEEDED_TEMPLATE);
  const statements: string[] = [];
  const orm = await openOrm({ url: options.via?.(database.url) ?? database.url, onQuery: (line) => line.startsWith('[query]') && statements.push(line) });
  const catalogEngine = options.catalogEngine ?? parseCatalogEngine(process.env.CATALOG_ENGINE);
  const dataDir = options.dataDir ?? path.dirname(inject('uploadsDir'));
  const storage = openFileStorage({ dataDir, fileStorage: options.fileStorage });
  const app = await buildApp({
    config: {
      clientDist: path.resolve(import.meta.dirname, '../../client/dist'),
      dataDir,
      nodeEnv: options.nodeEnv ?? 'test',
      jwtSecret: TEST_JWT_SECRET,
      trustProxy: options.trustProxy,
      catalogEngine,
      smtpUrl: options.smtpUrl,
      allowedHosts: options.allowedHosts,
      pageCacheBytes: options.pageCacheBytes,
      fileStorage: options.fileStorage,
      publicFilesUrl: options.publicFilesUrl,
    },
    storage,
    orm,
    routes: options.routes,
    serverBundle: options.serverBundle ?? null,
    renderBudgetMs: options.renderBudgetMs,
  });
  if (options.settle !== false) app.addHook('onRequest', () => settleCatalogue(orm));
  return {
    app,
    orm,
    url: database.url,
    statements,
    graphql: async (query, variables, headers) => {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload: { query, variables },
      });
      return response.json();
    },
    storage,
    contextAs: (viewer) => systemContext(orm.em.fork(), { catalogue: catalogueOf(orm, catalogEngine), categoryCache: categoryCacheOf(orm), viewer, storage }),
    settle: () => settleCatalogue(orm),
    close: async () => {
      await app.close();
      await orm.close();
      await database.drop();
    },
  };
}
