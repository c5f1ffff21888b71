import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../../db/sql.js';

/**
 * The back office's reads of the product tables, for the product-admin module (which keeps the
 * permissions, the input checks and the answers' shape): one product, the products grid (paged, sorted
 * and filtered in SQL) and the stock summary. Unlike the storefront's they see inactive and archived
 * products too, and read the database directly (no catalogue index).
 */

/** Stock states as the back office shows them (back office §2, §9): 0 out, 1 to 10 low, above 10 in stock. */
export const STOCK_STATUSES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
/** The most units that count as low stock. */
export const LOW_STOCK_LIMIT = 10;

const STOCK_CONDITIONS: Record<StockStatus, string> = {
  in_stock: `p.stock_quantity > ${LOW_STOCK_LIMIT}`,
  low_stock: `p.stock_quantity between 1 and ${LOW_STOCK_LIMIT}`,
  out_of_stock: 'p.stock_quantity <= 0',
};

export const ADMIN_PRODUCT_SORTS = [
  'name_asc',
  'name_desc',
  'sku_asc',
  'sku_desc',
  'price_asc',
  'price_desc',
  'stock_asc',
  'stock_desc',
  'newest',
  'oldest',
  'updated',
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

const ORDER_BY: Record<AdminProductSort, string> = {
  name_asc: 'p.name asc',
  name_desc: 'p.name desc',
  sku_asc: 'p.sku asc',
  sku_desc: 'p.sku desc',
  price_asc: 'pr.discounted_price_minor asc nulls last',
  price_desc: 'pr.discounted_price_minor desc nulls last',
  stock_asc: 'p.stock_quantity asc',
  stock_desc: 'p.stock_quantity desc',
  newest: 'p.created_at desc',
  oldest: 'p.created_at asc',
  updated: 'p.updated_at desc',
};

/** A product row as the back office reads it: texts in both languages, the Normal tier's (1) price, timestamps as the driver gives them. */
export interface AdminProductRow {
  id: string;
  nameAz: string;
  nameEn: string;
  slug: string;
  sku: string;
  shortDescriptionAz: string;
  shortDescriptionEn: string;
  descriptionAz: string;
  descriptionEn: string;
  stockQuantity: number;
  isActive: boolean;
  isShown: boolean;
  isHotDeal: boolean;
  archivedAt: string | Date | null;
  categoryId: string;
  categoryNameAz: string;
  categoryNameEn: string;
  brandId: string | null;
  brandName: string | null;
  colors: string[];
  sizes: string[];
  primaryImageUrl: string | null;
  priceMinor: number | null;
  discountedPriceMinor: number | null;
  createdAt: string | Date;
  updatedAt: string | Date;
}

const ADMIN_PRODUCT_SQL = `select p.id, p.name as "nameAz", p.name_en as "nameEn", p.slug, p.sku,
    p.short_description as "shortDescriptionAz", p.short_description_en as "shortDescriptionEn",
    p.description as "descriptionAz", p.description_en as "descriptionEn",
    p.stock_quantity as "stockQuantity", p.is_active as "isActive", coalesce(l.is_active, false) as "isShown", p.is_hot_deal as "isHotDeal",
    p.archived_at as "archivedAt", p.category_id as "categoryId", c.name as "categoryNameAz", c.name_en as "categoryNameEn",
    p.brand_id as "brandId", b.name as "brandName", p.colors, p.sizes,
    (select i.url from product_image i where i.product_id = p.id order by i.is_primary desc, i.sort_order, i.id limit 1) as "primaryImageUrl",
    pr.price_minor as "priceMinor", pr.discounted_price_minor as "discountedPriceMinor", p.created_at as "createdAt", p.updated_at as "updatedAt"`;

const ADMIN_PRODUCT_FROM = `from product p join category c on c.id = p.category_id left join brand b on b.id = p.brand_id
  left join product_listing l on l.product_id = p.id left join product_price pr on pr.product_id = p.id and pr.tier = 1`;

/** One product, active, inactive or archived; undefined when there is none. */
export async function adminProductRow(em: EntityManager, id: string): Promise<AdminProductRow | undefined> {
  const [row] = await query<AdminProductRow>(em, `${ADMIN_PRODUCT_SQL} ${ADMIN_PRODUCT_FROM} where p.id = ?`, [id]);
  return row;
}

/** What the products grid asks for, checked: every condition optional (null), the given ones must all hold. */
export interface AdminProductFilter {
  /** Part of the name or the SKU, any letter case. */
  search: string | null;
  /** This category and every category below it. */
  categoryId: string | null;
  brandId: string | null;
  stockStatus: StockStatus | null;
  isActive: boolean | null;
  isHotDeal: boolean | null;
  /** true: archived ones only; false: none of them; null: both. */
  archived: boolean | null;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of products for the grid, inactive and archived ones included, with the count of all that match. */
export async function adminProductRows(
  em: EntityManager,
  filter: AdminProductFilter,
  sort: AdminProductSort,
  page: number,
  pageSize: number,
): Promise<{ rows: AdminProductRow[]; totalCount: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.search) {
    where.push(`(p.name ilike ? escape '\\' or p.name_en ilike ? escape '\\' or p.sku ilike ? escape '\\')`);
    params.push(likePattern(filter.search), likePattern(filter.search), likePattern(filter.search));
  }
  if (filter.categoryId) {
    where.push(`p.category_id in (with recursive below as (select id from category where id = ? union all
      select c.id from category c join below on c.parent_id = below.id) select id from below)`);
    params.push(filter.categoryId);
  }
  if (filter.brandId) {
    where.push('p.brand_id = ?');
    params.push(filter.brandId);
  }
  if (filter.stockStatus) where.push(STOCK_CONDITIONS[filter.stockStatus]);
  for (const [flag, column] of [
    [filter.isActive, 'p.is_active'],
    [filter.isHotDeal, 'p.is_hot_deal'],
  ] as const) {
    if (typeof flag === 'boolean') where.push(flag ? column : `not ${column}`);
  }
  if (typeof filter.archived === 'boolean') where.push(filter.archived ? 'p.archived_at is not null' : 'p.archived_at is null');
  const condition = where.length ? `where ${where.join(' and ')}` : '';
  const rows = await query<AdminProductRow & { totalCount?: number }>(
    em,
    `${ADMIN_PRODUCT_SQL}, count(*) over ()::int as "totalCount" ${ADMIN_PRODUCT_FROM} ${condition}
     order by ${ORDER_BY[sort]}, p.id limit ? offset ?`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  // Past the last page the window count has no row to ride on.
  const totalCount =
    rows[0]?.totalCount ?? (page > 1 ? (await query<{ n: number }>(em, `select count(*)::int as n ${ADMIN_PRODUCT_FROM} ${condition}`, params))[0]!.n : 0);
  return { rows: rows.map(({ totalCount: _total, ...row }) => row), totalCount };
}

/** The products page's stat cards (back office §2): every product but archived ones, by stock state. */
export async function productStockSummary(
  em: EntityManager,
): Promise<{ totalProducts: number; inStockProducts: number; lowStockProducts: number; outOfStockProducts: number }> {
  const [row] = await query<{ totalProducts: number; inStockProducts: number; lowStockProducts: number; outOfStockProducts: number }>(
    em,
    `select count(*)::int as "totalProducts",
       (count(*) filter (where ${STOCK_CONDITIONS.in_stock}))::int as "inStockProducts",
       (count(*) filter (where ${STOCK_CONDITIONS.low_stock}))::int as "lowStockProducts",
       (count(*) filter (where ${STOCK_CONDITIONS.out_of_stock}))::int as "outOfStockProducts"
     from product p where p.archived_at is null`,
  );
  return row!;
}

/** The product a picture belongs to; undefined when there is no such picture. */
export async function productOfImage(em: EntityManager, imageId: string): Promise<string | undefined> {
  const [row] = await query<{ productId: string }>(em, 'select product_id as "productId" from product_image where id = ?', [imageId]);
  return row?.productId;
}
