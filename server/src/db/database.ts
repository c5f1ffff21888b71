import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';
import { migrate, openOrm, type Orm } from './orm.js';
import { seedDemoDataIfEmpty } from './seed/index.js';
import { openFileStorage, type FileStorage } from '../modules/uploads/index.js';

export interface Database {
  orm: Orm;
  /** Set when the server started its own PostgreSQL. */
  embedded: EmbeddedDatabase | null;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts an embedded PostgreSQL under DATA_DIR/pg (restarted should it
 * crash); then applies pending migrations and, on an empty database, loads the demo catalogue and the
 * first accounts: in production only the admin from the configuration, elsewhere the demo accounts.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'adminEmail' | 'adminPassword' | 'nodeEnv'> & Partial<Pick<Config, 'fileStorage'>>,
  log: (message: string) => void = () => {},
  storage: FileStorage = openFileStorage(config),
): Promise<Database> {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), 'shop', { log });
  if (embedded) log(`embedded PostgreSQL started in ${path.join(config.dataDir, 'pg')}`);
  const url = config.databaseUrl ?? embedded!.url;
  let orm: Orm | undefined;
  try {
    orm = await openOrm({ url });
    const opened = orm;
    await oneCopyAtATime(url, async () => {
      await migrate(opened);
      await seedDemoDataIfEmpty(opened, {
        storage,
        adminEmail: config.adminEmail,
        adminPassword: config.adminPassword,
        demoCustomers: config.nodeEnv !== 'production',
        log,
      });
    });
  } catch (error) {
    await orm?.close();
    await embedded?.stop();
    throw error;
  }
  const ready = orm;
  return {
    orm: ready,
    embedded,
    close: async () => {
      await ready.close();
      await embedded?.stop();
    },
  };
}

/** The advisory lock the shop's copies take to migrate and seed (any fixed number no other program uses). */
export const START_LOCK = 7_246_101_032;

/**
 * Runs `work` while this process holds the database's start lock. Copies of the shop started together on
 * one database would otherwise each apply the migrations and seed an empty one: the second fails on a
 * table the first made, or the catalogue and the first admin are loaded twice. The lock is held by a
 * session of its own, so it is released when the work ends, and by PostgreSQL if the process dies.
 */
export async function oneCopyAtATime<T>(url: string, work: () => Promise<T>): Promise<T> {
  const session = new pg.Client({ connectionString: url, application_name: 'shop start lock' });
  await session.connect();
  try {
    await session.query('select pg_advisory_lock($1)', [START_LOCK]);
    return await work();
  } finally {
    await session.end();
  }
}
