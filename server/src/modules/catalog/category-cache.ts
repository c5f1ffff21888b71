import type { EntityManager } from '@mikro-orm/postgresql';
import type { CategoryRecord } from './catalog.records.js';
import { listCategories } from './catalog.service.js';

/**
 * The active category list is tiny, read by almost every catalogue request and changed only by admins,
 * so one copy per database is kept in memory instead of a statement per request. Writers call
 * `forget()`; the short lifetime is a backstop for changes made outside this process (seed scripts, SQL).
 */
export const CATEGORY_CACHE_MS = 10_000;

export class CategoryCache {
  private cached: { loadedAt: number; categories: Promise<CategoryRecord[]> } | null = null;

  constructor(private readonly lifetimeMs = CATEGORY_CACHE_MS) {}

  get(em: EntityManager): Promise<CategoryRecord[]> {
    const now = Date.now();
    if (!this.cached || now - this.cached.loadedAt > this.lifetimeMs) {
      const categories = listCategories(em);
      const entry = { loadedAt: now, categories };
      this.cached = entry;
      // A failed read is not remembered: the next request tries again.
      categories.catch(() => {
        if (this.cached === entry) this.cached = null;
      });
    }
    return this.cached.categories;
  }

  forget(): void {
    this.cached = null;
  }
}

const caches = new WeakMap<object, CategoryCache>();

/** The cache of one database (keyed by its ORM instance, so test apps on different databases never share). */
export function categoryCacheOf(orm: object): CategoryCache {
  let cache = caches.get(orm);
  if (!cache) caches.set(orm, (cache = new CategoryCache()));
  return cache;
}
