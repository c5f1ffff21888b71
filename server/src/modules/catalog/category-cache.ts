import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../../language.js';
import { categoryInLanguage, type CategoryRecord, type CategoryRow } from './catalog.records.js';
import { listCategories } from './catalog.service.js';

/**
 * The active category list is tiny, read by almost every catalogue request and changed only by admins,
 * so one copy per database is kept in memory instead of a statement per request. Writers call
 * `forget()`; the short lifetime is a backstop for changes made outside this process (seed scripts, SQL).
 */
export const CATEGORY_CACHE_MS = 10_000;

interface CachedCategories {
  loadedAt: number;
  /** As read: both languages. */
  rows: Promise<CategoryRow[]>;
  /** The same list with its names in one language, made once per language the list is asked in. */
  byLanguage: Partial<Record<Language, Promise<CategoryRecord[]>>>;
}

export class CategoryCache {
  private cached: CachedCategories | null = null;

  constructor(private readonly lifetimeMs = CATEGORY_CACHE_MS) {}

  /** The active categories with their names and descriptions in `language` (else in the other). */
  get(em: EntityManager, language: Language): Promise<CategoryRecord[]> {
    const now = Date.now();
    if (!this.cached || now - this.cached.loadedAt > this.lifetimeMs) {
      const rows = listCategories(em);
      const entry: CachedCategories = { loadedAt: now, rows, byLanguage: {} };
      this.cached = entry;
      // A failed read is not remembered: the next request tries again.
      rows.catch(() => {
        if (this.cached === entry) this.cached = null;
      });
    }
    const entry = this.cached;
    return (entry.byLanguage[language] ??= entry.rows.then((rows) => rows.map((row) => categoryInLanguage(row, language))));
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
