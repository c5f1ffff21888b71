import { query, toDate } from '../../db/sql.js';
import type { RequestContext } from '../../request-context.js';

export interface BannerRecord {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  linkUrl: string | null;
  buttonText: string | null;
  type: number;
  isActive: boolean;
  sortOrder: number;
  startDate: Date | null;
  endDate: Date | null;
  createdAt: Date;
}

const BANNER_COLUMNS = `id, title, description, image_url as "imageUrl", link_url as "linkUrl", button_text as "buttonText", type,
  is_active as "isActive", sort_order as "sortOrder", start_date as "startDate", end_date as "endDate", created_at as "createdAt"`;

type BannerRow = Omit<BannerRecord, 'startDate' | 'endDate' | 'createdAt'> & { startDate: string | null; endDate: string | null; createdAt: string };

const toBanner = (row: BannerRow): BannerRecord => ({
  ...row,
  startDate: row.startDate ? toDate(row.startDate) : null,
  endDate: row.endDate ? toDate(row.endDate) : null,
  createdAt: toDate(row.createdAt),
});

/** Banners the storefront shows now: active and inside their date window, by sortOrder. */
export async function activeBanners({ em }: RequestContext, now = new Date()): Promise<BannerRecord[]> {
  const rows = await query<BannerRow>(
    em,
    `select ${BANNER_COLUMNS} from banner
     where is_active and (start_date is null or start_date <= ?) and (end_date is null or end_date >= ?)
     order by sort_order, created_at`,
    [now, now],
  );
  return rows.map(toBanner);
}
