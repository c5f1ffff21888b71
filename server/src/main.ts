import type { EntityManager } from '@mikro-orm/postgresql';
import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { drain } from './drain.js';
import { freezeObjectPrototype } from './freeze-prototype.js';
import { usePasswordHashing } from './modules/accounts/index.js';
import { catalogEngineOf } from './modules/catalogue-index/index.js';
import { openFileStorage } from './modules/uploads/index.js';

/** Starts the shop: configuration, database (embedded or external), migrations, seed, HTTP. */
async function main(): Promise<void> {
  // Defence in depth (see freeze-prototype.ts). Frozen once every module is loaded.
  freezeObjectPrototype();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  // Before the seed, which hashes the first admin's password.
  usePasswordHashing(config.passwordHashing);
  // Written off the request path: lines queue while a write is under way and go out together (flushed on exit).
  const logger = { level: config.nodeEnv === 'test' ? 'warn' : 'info', stream: pino.destination({ dest: 1, sync: false }) };
  const started = Date.now();
  // One storage for the process: the seed stores the demo pictures in it, every request reads and writes through it.
  const storage = openFileStorage(config);
  const database = await openDatabase(config, (message) => console.log(message), storage);
  const app = await buildApp({ config, orm: database.orm, logger, storage });
  app.log.info(`database ready in ${Date.now() - started} ms`);
  // Load the catalogue engine now rather than on the first shopper's request (seconds on a large catalogue).
  const indexing = Date.now();
  catalogEngineOf(database.orm, config.catalogEngine)
    .warmUp(database.orm.em.fork() as EntityManager)
    .then(
      () => app.log.info(`catalogue engine (${config.catalogEngine}) ready in ${Date.now() - indexing} ms`),
      (error: unknown) => app.log.error({ err: error }, 'catalogue index not loaded; the first request tries again'),
    );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: answering the requests in flight, then stopping`);
    try {
      // In this order: answer everything accepted and stop accepting, then close the ORM, then stop the
      // embedded database (nothing else stops it: no library hooks the signals). A connection still open
      // when the longest a request may take to arrive has passed, and ten seconds more, is cut.
      await drain(app, { deadlineMs: config.requestTimeoutMs + 10_000 });
      await database.close();
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`shop ready at http://localhost:${config.port} (GraphQL explorer at /graphql)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
