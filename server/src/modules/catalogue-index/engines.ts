import type { CatalogEngine, CatalogEngineName } from './catalog-search.js';
import { MemoryCatalogEngine } from './catalogue-index.js';
import { PostgresCatalogEngine } from './postgres-engine.js';

const engines = new WeakMap<object, CatalogEngine>();

/** A new engine of this name (tests make one of each on the same database). */
export function createCatalogEngine(name: CatalogEngineName): CatalogEngine {
  return name === 'memory' ? new MemoryCatalogEngine() : new PostgresCatalogEngine();
}

/**
 * The engine of one database (keyed by its ORM instance, so test apps on different databases never
 * share one), created on first use with the configured name.
 */
export function catalogEngineOf(owner: object, name: CatalogEngineName): CatalogEngine {
  let engine = engines.get(owner);
  if (!engine) engines.set(owner, (engine = createCatalogEngine(name)));
  if (engine.name !== name) throw new Error(`this database already has the ${engine.name} catalogue engine`);
  return engine;
}
