import type { EntityManager } from '@mikro-orm/postgresql';
import { openOrm } from '@shop/server/db/orm.js';
import { MemoryCatalogEngine } from '@shop/server/modules/catalogue-index/index.js';

/**
 * What the memory engine's index alone costs: run as its own process (`node --expose-gc
 * bench/dist/index-memory.js` with DATABASE_URL), it loads the index once and prints, as JSON, the
 * time of that full load and the process's memory before and after it (garbage collected both times).
 * The one place the benchmark reaches into the memory engine: everything else it measures from outside.
 */
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with --expose-gc');
const orm = await openOrm({ url: process.env.DATABASE_URL! });
try {
  const em = orm.em.fork() as EntityManager;
  // Connections and prepared statements first, so that "before" holds everything but the index.
  await em.execute('select count(*) from product_listing');
  gc();
  const before = process.memoryUsage();
  const started = performance.now();
  const engine = new MemoryCatalogEngine();
  await engine.warmUp(em);
  const buildMs = performance.now() - started;
  gc();
  const after = process.memoryUsage();
  console.log(JSON.stringify({ buildMs, before, after, engine: engine.name }));
} finally {
  await orm.close();
}
