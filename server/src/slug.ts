import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from './db/sql.js';

/**
 * URL slugs: lower-case Latin letters, digits and single hyphens, with the Azerbaijani letters folded
 * to their look-alikes (`Şəbəkə avadanlıqları` → `sebeke-avadanliqlari`) and accents dropped.
 */
export function slugify(text: string): string {
  const folded = text
    .replace(/[İI]/g, 'i')
    .toLowerCase()
    .replace(/ə/g, 'e')
    .replace(/ı/g, 'i')
    .replace(/ş/g, 's')
    .replace(/ç/g, 'c')
    .replace(/ğ/g, 'g')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** Tables whose rows have a unique `slug`. */
export type SluggedTable = 'category' | 'product' | 'filter' | 'brand';

/**
 * A slug for `name` no other row of `table` has (that row itself excepted): the plain slug when it is
 * free, else the first free of `slug-2`, `slug-3`... The unique index stays the judge: a writer that
 * loses a race to the same slug gets its conflict and may ask again.
 */
export async function freeSlug(em: EntityManager, table: SluggedTable, name: string, exceptId: string | null = null): Promise<string> {
  const base = slugify(name) || table;
  const taken = new Set(
    (
      await query<{ slug: string }>(em, `select slug from "${table}" where (slug = ? or slug like ? escape '\\') and id is distinct from ?::uuid`, [
        base,
        `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`,
        exceptId,
      ])
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
