import type { EntityManager } from '@mikro-orm/postgresql';
import type { CatalogEngine, CatalogEngineName } from './catalog-search.js';
import { MemoryCatalogEngine } from './catalogue-index.js';
import { CatalogueVersion } from './catalogue-version.js';
import { ChangeListener, type ChannelFollower } from './change-listener.js';
import { PostgresCatalogEngine, type EngineOptions } from './postgres-engine.js';

/** A database's catalogue in this process: its engine, its version, and the listener that keeps both current. */
export interface Catalogue {
  engine: CatalogEngine;
  version: CatalogueVersion;
  listener: ChangeListener | null;
}

const catalogues = new WeakMap<object, Catalogue>();

/**
 * A new catalogue of this engine (tests make one of each on the same database): the engine and its
 * version (the postgres engine keys the totals and facet counts it keeps on the version's).
 */
export function createCatalogue(name: CatalogEngineName, options: Partial<Omit<EngineOptions, 'version'>> = {}): Catalogue {
  let version: CatalogueVersion | null = null;
  const engine = name === 'memory' ? new MemoryCatalogEngine() : new PostgresCatalogEngine({ ...options, version: () => version!.version() });
  version = new CatalogueVersion(engine);
  return { engine, version, listener: null };
}

/**
 * The catalogue of one database (keyed by its ORM instance, so test apps on different databases never
 * share one), created on first use with the configured engine.
 */
export function catalogueOf(owner: object, name: CatalogEngineName): Catalogue {
  let catalogue = catalogues.get(owner);
  if (!catalogue) catalogues.set(owner, (catalogue = createCatalogue(name)));
  if (catalogue.engine.name !== name) throw new Error(`this database already has the ${catalogue.engine.name} catalogue engine`);
  return catalogue;
}

/** The engine of one database (see catalogueOf). */
export function catalogEngineOf(owner: object, name: CatalogEngineName): CatalogEngine {
  return catalogueOf(owner, name).engine;
}

/**
 * Starts the one listener of this database's catalogue in this process (later calls answer the same
 * one); `close()` on it stops it.
 */
export async function listenForCatalogueChanges(
  owner: object,
  name: CatalogEngineName,
  options: { url: string; fork: () => EntityManager; onError?: (error: unknown) => void; followers?: readonly ChannelFollower[] },
): Promise<ChangeListener> {
  const catalogue = catalogueOf(owner, name);
  if (!catalogue.listener || catalogue.listener.stopped) {
    catalogue.listener = new ChangeListener({ ...options, version: catalogue.version });
    await catalogue.listener.start();
  }
  return catalogue.listener;
}

/**
 * Brings this process's catalogue of the database up to date with every change committed before the
 * call (see ChangeListener.settle): for changes made behind the app's back, with plain SQL.
 */
export async function settleCatalogue(owner: object): Promise<void> {
  await catalogues.get(owner)?.listener?.settle();
}
