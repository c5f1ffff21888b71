import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, query, toDate } from '../../db/sql.js';
import { notFound } from '../../errors.js';
import { inLanguage, inLanguageOrNull, type Language } from '../../language.js';
import type { RequestContext } from '../../request-context.js';
import type { BannerRecord } from './banners.types.js';

export const BANNER_COLUMNS = `id, title as "titleAz", title_en as "titleEn", description as "descriptionAz", description_en as "descriptionEn",
  image_url as "imageUrl", link_url as "linkUrl", button_text as "buttonTextAz", button_text_en as "buttonTextEn", type,
  is_active as "isActive", sort_order as "sortOrder", start_date as "startDate", end_date as "endDate", created_at as "createdAt"`;

/** A banner as BANNER_COLUMNS read it. */
export type BannerRow = Omit<BannerRecord, 'title' | 'description' | 'buttonText' | 'startDate' | 'endDate' | 'createdAt'> & {
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
};

export const toBanner = (row: BannerRow, language: Language): BannerRecord => ({
  ...row,
  title: inLanguage(language, row.titleAz, row.titleEn),
  description: inLanguage(language, row.descriptionAz, row.descriptionEn),
  buttonText: inLanguageOrNull(language, row.buttonTextAz, row.buttonTextEn),
  startDate: row.startDate ? toDate(row.startDate) : null,
  endDate: row.endDate ? toDate(row.endDate) : null,
  createdAt: toDate(row.createdAt),
});

/** Banners the storefront shows now: active and inside their date window, by sortOrder. */
export async function activeBanners({ em, language }: RequestContext, now = new Date()): Promise<BannerRecord[]> {
  const rows = await query<BannerRow>(
    em,
    `select ${BANNER_COLUMNS} from banner
     where is_active and (start_date is null or start_date <= ?) and (end_date is null or end_date >= ?)
     order by sort_order, created_at`,
    [now, now],
  );
  return rows.map((row) => toBanner(row, language));
}

/**
 * The moments after `now` when the banners the storefront shows change with no write: an active banner's
 * start, and the millisecond after its end (`activeBanners` shows it up to its end, inclusive). Ascending.
 */
export async function bannerChangeTimes(em: EntityManager, now = new Date()): Promise<number[]> {
  const rows = await query<{ startDate: string | null; endDate: string | null }>(
    em,
    `select start_date as "startDate", end_date as "endDate" from banner
     where is_active and (start_date > ? or end_date >= ?)`,
    [now, now],
  );
  const times = rows.flatMap(({ startDate, endDate }) => [
    ...(startDate && toDate(startDate) > now ? [toDate(startDate).getTime()] : []),
    ...(endDate && toDate(endDate) >= now ? [toDate(endDate).getTime() + 1] : []),
  ]);
  return times.sort((a, b) => a - b);
}

/** One banner, shown or not (read back after a write). */
export async function bannerById({ em, language }: RequestContext, id: string): Promise<BannerRecord> {
  const [row] = isUuid(id) ? await query<BannerRow>(em, `select ${BANNER_COLUMNS} from banner where id = ?`, [id]) : [];
  if (!row) throw notFound('Banner not found', 'bannerNotFound');
  return toBanner(row, language);
}
