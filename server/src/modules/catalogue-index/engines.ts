import type { CatalogEngine, CatalogEngineName } from './catalog-search.js';
import { MemoryCatalogEngine } from './catalogue-index.js';

const engines = new WeakMap<object, CatalogEngine>();

function createCatalogEngine(name: CatalogEngineName): CatalogEngine {
  if (name === 'memory') return new MemoryCatalogEngine();
  throw new Error(`the ${name} catalogue engine is not built yet`);
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
