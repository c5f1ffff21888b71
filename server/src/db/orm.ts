import { defineConfig, MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';
import { applyRepeatableSql } from './repeatable-sql.js';

export interface OrmOptions {
  url: string;
  /** Log each SQL statement (tests count them this way). */
  onQuery?: (sql: string) => void;
  poolMax?: number;
}

/**
 * Session settings every connection starts with. Typo-tolerant search matches a word when 45 % of its
 * trigrams agree ("lenvo" ~ "lenovo" is 0.5; the default 0.6 misses one-letter typos in short words).
 * JIT compilation is off: the shop's statements are short, and compiling costs more than it saves
 * (search on 100,000 products spent most of its time compiling).
 */
const SESSION_OPTIONS = '-c pg_trgm.word_similarity_threshold=0.45 -c jit=off';

/** How long a request waits for a database connection before it fails (503). */
export const CONNECTION_TIMEOUT_MS = 5000;

/**
 * Frees the pool slot of a connection that dies while checked out. The ORM's transactions (Kysely's
 * controlled transactions) release their connection only after a successful BEGIN, COMMIT or ROLLBACK:
 * when the server goes away mid-transaction the connection is never given back, and the pool, which
 * counts it forever, runs out of slots after a few crashes and never finishes closing.
 */
function dropDeadConnections(pool: pg.Pool): void {
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error: Error, client: pg.PoolClient) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.once('end', () => {
      // A release by its holder later is still fine (the pool lets go of a dead connection once more).
      if (checkedOut.delete(client)) (pool as unknown as { _remove(client: pg.PoolClient): void })._remove(client);
    });
  });
}

export function ormConfig({ url, onQuery, poolMax = 10 }: OrmOptions) {
  return defineConfig({
    clientUrl: url,
    // libpq's `?host=/socket/dir` (a Unix socket, as the embedded database hands out): MikroORM reads
    // the host from the URL's authority only, so it is passed on explicitly.
    host: new URL(url).searchParams.get('host') ?? undefined,
    // A connection that cannot be had within seconds (the server down or unreachable, the pool stuck)
    // fails the request with 503 rather than holding it; broken connections are dropped by the pool.
    driverOptions: { options: SESSION_OPTIONS, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS, onPoolCreated: dropDeadConnections },
    entities,
    extensions: [Migrator, SeedManager],
    migrations: { migrationsList: migrations, silent: true, transactional: true, allOrNothing: true, snapshot: false },
    // Relations and collections touched in one tick load with one query (no N+1 in resolvers).
    dataloader: true,
    // The schema comes only from migrations; it is never synced from the entities.
    ensureDatabase: false,
    // SQL functions (search folding), the listing read model, the search dictionary and the postgres engine's search terms (their tables and
    // the triggers that keep them, read with SQL only) are written by migrations; the schema diff leaves them alone.
    // So are favorites, the cart, the orders, password recovery codes and back-in-stock requests, which their
    // modules read and write with SQL only, and the record of the repeatable SQL files.
    schemaGenerator: {
      ignoreRoutines: true,
      ignoreTriggers: true,
      skipTables: [
        'product_listing',
        'catalogue_change',
        'search_word',
        'search_terms',
        'favorite',
        'cart_item',
        'shop_order',
        'order_line',
        'order_event',
        'audit_entry',
        'password_reset',
        'store_settings',
        'stock_notice',
        'repeatable_sql',
      ],
    },
    pool: { min: 0, max: poolMax },
    debug: onQuery ? ['query'] : false,
    colors: false,
    logger: onQuery ? (message: string) => onQuery(message) : undefined,
  });
}

export type Orm = MikroORM;

export async function openOrm(options: OrmOptions): Promise<Orm> {
  return MikroORM.init(ormConfig(options));
}

/** Applies the committed migrations that have not run yet, then the repeatable SQL files that changed (repeatable-sql.ts). */
export async function migrate(orm: Orm): Promise<void> {
  await orm.migrator.up();
  await applyRepeatableSql(orm.em.fork());
}
