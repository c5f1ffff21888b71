import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../../language.js';
import { categoryInLanguage, type CategoryRecord, type CategoryRow } from './catalog.records.js';
import { listCategories } from './catalog.service.js';

/**
 * The active category list is tiny, read by almost every catalogue request and changed only by admins,
 * so one copy per database is kept in memory instead of a statement per request. It is keyed by the
 * catalogue version's category key (`CatalogueVersion.categories`: the category triggers log every
 * category write in catalogue_change, and the log's notification wakes every process), so a change by
 * any process or by plain SQL shows in every process as soon as it has caught up, and in the writer's
 * next request at once.
 */
interface CachedCategories {
  version: string;
  /** As read: both languages. */
  rows: Promise<CategoryRow[]>;
  /** The same list with its names in one language, made once per language the list is asked in. */
  byLanguage: Partial<Record<Language, Promise<CategoryRecord[]>>>;
}

export class CategoryCache {
  private cached: CachedCategories | null = null;

  /** The active categories with their names and descriptions in `language` (else in the other), as of `version`. */
  get(em: EntityManager, language: Language, version: string): Promise<CategoryRecord[]> {
    if (this.cached?.version !== version) {
      const rows = listCategories(em);
      const entry: CachedCategories = { version, rows, byLanguage: {} };
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
