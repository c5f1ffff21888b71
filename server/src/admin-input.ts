import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, query } from './db/sql.js';
import { badInput, conflict } from './errors.js';
import { textField, trimmedText } from './input.js';
import { freeSlug, slugify, type SluggedTable } from './slug.js';
import { isPublicUpload, storedKeyOf, storedPictureUrl } from './modules/uploads/index.js';

/** Checks the back office's writes share: positions, names in both languages, ids, slugs, picture URLs. */

export const MAX_SORT_ORDER = 1_000_000;

/** True when a write's input carries the field (left out or undefined: keep what is stored). */
export const isGiven = <T extends object>(input: T, field: keyof T): boolean => Object.hasOwn(input, field) && input[field] !== undefined;

/** A position among siblings: a whole number within ±MAX_SORT_ORDER; null reads as 0. */
export function sortOrderOf(value: unknown, field = 'sortOrder'): number {
  const sortOrder = value ?? 0;
  if (typeof sortOrder !== 'number' || !Number.isInteger(sortOrder) || Math.abs(sortOrder) > MAX_SORT_ORDER)
    throw badInput(`${field} must be a whole number from -${MAX_SORT_ORDER} to ${MAX_SORT_ORDER}`, 'sortOrderInvalid');
  return sortOrder;
}

/**
 * A name in both languages (`az`, `en`) after a write whose schema has checked the texts (type,
 * length): each one given trimmed, each left out (undefined) kept from `current`. At least one must be
 * left: else `required`.
 */
export function bilingualNameOf(
  given: { az: string | null | undefined; en: string | null | undefined },
  current: { az: string; en: string } | null,
  required: { message: string; reason: string },
): { az: string; en: string } {
  const az = given.az === undefined ? (current?.az ?? '') : trimmedText(given.az, '');
  const en = given.en === undefined ? (current?.en ?? '') : trimmedText(given.en, '');
  if (!az && !en) throw badInput(required.message, required.reason);
  return { az, en };
}

/** An id a write refers to, checked before it reaches SQL: 400 naming the field when it is not one. */
export function idOf(value: unknown, field: string): string {
  if (typeof value !== 'string' || !isUuid(value.trim())) throw badInput(`${field} must be an id`, 'idInvalid');
  return value.trim().toLowerCase();
}

/** What a write says about a record's slug. */
export interface SlugRequest {
  /** A slug the admin typed: folded like a generated one, refused (409) when another record has it. */
  given?: string | null;
  /** True: make a new slug from the name even though the record has one. */
  regenerate?: boolean | null;
  /** The name a generated slug comes from. */
  name: string;
  /** The record's slug now; null for a new record. */
  current: string | null;
  /** The record's id (an edit), so its own slug does not count as taken. */
  id: string | null;
}

const TABLE_NOUN: Record<SluggedTable, string> = { category: 'category', product: 'product', filter: 'filter', brand: 'brand' };

/** 409 for a slug another record of the table has. */
export const slugTaken = (table: SluggedTable, slug: string) => conflict(`The slug "${slug}" is already used by another ${TABLE_NOUN[table]}`, 'slugTaken');

/**
 * The slug a write stores: the one given (folded: `Şəbəkə avadanlıqları` → `sebeke-avadanliqlari`,
 * 409 when taken), else the record's own (a rename keeps its address unless `regenerate`), else the
 * first free one made from the name. The unique index still judges races (`asConflict`).
 */
export async function slugOf(em: EntityManager, table: SluggedTable, request: SlugRequest): Promise<string> {
  const given = textField(request.given, 'slug', 255, null);
  if (given !== null) {
    const slug = slugify(given);
    if (!slug) throw badInput('slug must contain letters or digits', 'slugInvalid');
    const [taken] = await query(em, `select 1 from "${table}" where slug = ? and id is distinct from ?::uuid`, [slug, request.id]);
    if (taken) throw slugTaken(table, slug);
    return slug;
  }
  if (request.current && !request.regenerate) return request.current;
  return freeSlug(em, table, request.name, request.id);
}

/** Runs `write`; a unique violation of one of `constraints` becomes the conflict given for it. */
export async function asConflict<T>(write: () => Promise<T>, constraints: Record<string, () => Error>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = (error as { constraint?: string }).constraint;
    if (error instanceof UniqueConstraintViolationException && constraint && Object.hasOwn(constraints, constraint)) throw constraints[constraint]!();
    throw error;
  }
}

/**
 * A picture URL a record may keep: one the upload service stored (`/uploads/images/<id>/<width>.webp`)
 * or an SVG drawing under `/uploads/demo/` of a shop seeded before the demo pictures were WebP; null for
 * none. Such a picture's public address (under PUBLIC_FILES_URL, as answers give it) is taken as its
 * `/uploads/` URL. Anything else (other sites, paths out of the uploads, documents) is refused, so a page
 * never shows a picture from elsewhere.
 */
export function pictureUrlOf(value: string | null | undefined, field: string, publicFilesUrl: string | undefined): string | null {
  const given = trimmedText(value, null);
  if (given === null) return null;
  const url = storedPictureUrl(given, publicFilesUrl);
  const key = url.startsWith('/uploads/') ? storedKeyOf(url) : null;
  if (!key || !isPublicUpload(key)) throw badInput(`${field} must be a picture stored by this shop (/uploads/...)`, 'pictureUrlInvalid');
  return url;
}
