import path from 'node:path';
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
    await migrate(orm);
    await seedDemoDataIfEmpty(orm, {
      storage,
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      demoCustomers: config.nodeEnv !== 'production',
      log,
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
