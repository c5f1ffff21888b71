import { isUuid, query, toDate } from '../../db/sql.js';
import { badInput, notFound } from '../../errors.js';
import { inLanguage } from '../../language.js';
import { requireAdmin } from '../../permissions.js';
import type { RequestContext } from '../../request-context.js';
import { checkPaging } from '../../paging.js';
import { productPdfs } from '../files/index.js';
import type { AdminProductPageRecord, AdminProductRecord, StockSummaryRecord } from './product-admin.types.js';

/**
 * The back office's reads of products: one product with everything the admin detail page shows, the
 * products grid (paged, sorted and filtered in SQL), and the stock summary. Unlike the storefront's,
 * they see inactive and archived products too, and read the database directly (no catalogue index).
 */

/** Stock states as the back office shows them (back office §2, §9): 0 out, 1 to 10 low, above 10 in stock. */
export const STOCK_STATUSES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
/** The most units that count as low stock. */
export const LOW_STOCK_LIMIT = 10;

export function stockStatusOf(stockQuantity: number): StockStatus {
  return stockQuantity <= 0 ? 'out_of_stock' : stockQuantity <= LOW_STOCK_LIMIT ? 'low_stock' : 'in_stock';
}

const STOCK_CONDITIONS: Record<StockStatus, string> = {
  in_stock: `p.stock_quantity > ${LOW_STOCK_LIMIT}`,
  low_stock: `p.stock_quantity between 1 and ${LOW_STOCK_LIMIT}`,
  out_of_stock: 'p.stock_quantity <= 0',
};

type AdminProductRow = Omit<AdminProductRecord, 'name' | 'shortDescription' | 'description' | 'categoryName' | 'archivedAt' | 'createdAt' | 'updatedAt'> & {
  categoryNameAz: string;
  categoryNameEn: string;
  archivedAt: string | Date | null;
  createdAt: string | Date;
  updatedAt: string | Date;
  totalCount?: number;
};

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

function toRecord({ totalCount: _total, categoryNameAz, categoryNameEn, ...row }: AdminProductRow, ctx: RequestContext): AdminProductRecord {
  return {
    ...row,
    name: inLanguage(ctx.language, row.nameAz, row.nameEn),
    shortDescription: inLanguage(ctx.language, row.shortDescriptionAz, row.shortDescriptionEn),
    description: inLanguage(ctx.language, row.descriptionAz, row.descriptionEn),
    categoryName: inLanguage(ctx.language, categoryNameAz, categoryNameEn),
    archivedAt: row.archivedAt === null ? null : toDate(row.archivedAt),
    createdAt: toDate(row.createdAt),
    updatedAt: toDate(row.updatedAt),
  };
}

export const productNotFound = () => notFound('Product not found', 'productNotFound');

/** Admin: one product, active, inactive or archived (the admin detail page; back office §2). */
export async function adminProductById(ctx: RequestContext, id: string): Promise<AdminProductRecord> {
  requireAdmin(ctx);
  const [row] = isUuid(id) ? await query<AdminProductRow>(ctx.em, `${ADMIN_PRODUCT_SQL} ${ADMIN_PRODUCT_FROM} where p.id = ?`, [id]) : [];
  if (!row) throw productNotFound();
  return toRecord(row, ctx);
}

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

/** What the products grid asks for; every condition optional, the given ones must all hold. */
export interface AdminProductQuery {
  /** Part of the name or the SKU, any letter case. */
  search?: string | null;
  /** This category and every category below it. */
  categoryId?: string | null;
  brandId?: string | null;
  stockStatus?: string | null;
  isActive?: boolean | null;
  isHotDeal?: boolean | null;
  /** true: archived ones only; false: none of them; left out: both. */
  archived?: boolean | null;
  sort?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function optionalId(value: string | null | undefined, field: string): string | null {
  const id = value?.trim() || null;
  if (id !== null && !isUuid(id)) throw badInput(`${field} must be an id`, 'idInvalid');
  return id;
}

/** Admin: a page of products for the grid, inactive and archived ones included; sorted and filtered in SQL. */
export async function adminProducts(ctx: RequestContext, request: AdminProductQuery): Promise<AdminProductPageRecord> {
  requireAdmin(ctx);
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? 20;
  checkPaging(page, pageSize);
  const where: string[] = [];
  const params: unknown[] = [];
  const search = request.search?.trim();
  if (search) {
    if (search.length > 200) throw badInput('search must be at most 200 characters', 'textTooLong');
    where.push(`(p.name ilike ? escape '\\' or p.name_en ilike ? escape '\\' or p.sku ilike ? escape '\\')`);
    params.push(likePattern(search), likePattern(search), likePattern(search));
  }
  const categoryId = optionalId(request.categoryId, 'categoryId');
  if (categoryId) {
    where.push(`p.category_id in (with recursive below as (select id from category where id = ? union all
      select c.id from category c join below on c.parent_id = below.id) select id from below)`);
    params.push(categoryId);
  }
  const brandId = optionalId(request.brandId, 'brandId');
  if (brandId) {
    where.push('p.brand_id = ?');
    params.push(brandId);
  }
  const stockStatus = request.stockStatus?.trim().toLowerCase() || null;
  if (stockStatus !== null) {
    if (!(STOCK_STATUSES as readonly string[]).includes(stockStatus))
      throw badInput(`stockStatus must be one of ${STOCK_STATUSES.join(', ')}`, 'stockStatusInvalid');
    where.push(STOCK_CONDITIONS[stockStatus as StockStatus]);
  }
  for (const [flag, column] of [
    [request.isActive, 'p.is_active'],
    [request.isHotDeal, 'p.is_hot_deal'],
  ] as const) {
    if (typeof flag === 'boolean') where.push(flag ? column : `not ${column}`);
  }
  if (typeof request.archived === 'boolean') where.push(request.archived ? 'p.archived_at is not null' : 'p.archived_at is null');
  const sort = request.sort?.trim().toLowerCase() || 'newest';
  if (!(ADMIN_PRODUCT_SORTS as readonly string[]).includes(sort)) throw badInput(`sort must be one of ${ADMIN_PRODUCT_SORTS.join(', ')}`, 'sortInvalid');
  const condition = where.length ? `where ${where.join(' and ')}` : '';
  const rows = await query<AdminProductRow>(
    ctx.em,
    `${ADMIN_PRODUCT_SQL}, count(*) over ()::int as "totalCount" ${ADMIN_PRODUCT_FROM} ${condition}
     order by ${ORDER_BY[sort as AdminProductSort]}, p.id limit ? offset ?`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  const totalCount =
    rows[0]?.totalCount ?? (page > 1 ? (await query<{ n: number }>(ctx.em, `select count(*)::int as n ${ADMIN_PRODUCT_FROM} ${condition}`, params))[0]!.n : 0);
  return { items: rows.map((row) => toRecord(row, ctx)), totalCount, page, pageSize };
}

/** Admin: the products page's stat cards (back office §2): every product but archived ones, by stock state. */
export async function stockSummary(ctx: RequestContext): Promise<StockSummaryRecord> {
  requireAdmin(ctx);
  const [row] = await query<StockSummaryRecord>(
    ctx.em,
    `select count(*)::int as "totalProducts",
       (count(*) filter (where ${STOCK_CONDITIONS.in_stock}))::int as "inStockProducts",
       (count(*) filter (where ${STOCK_CONDITIONS.low_stock}))::int as "lowStockProducts",
       (count(*) filter (where ${STOCK_CONDITIONS.out_of_stock}))::int as "outOfStockProducts"
     from product p where p.archived_at is null`,
  );
  return row!;
}

/** Admin: a product with its pictures, four price rows, specifications, filter values and PDFs (the REST detail answer). */
export async function adminProductDetail(ctx: RequestContext, id: string) {
  const product = await adminProductById(ctx, id);
  const { loaders } = ctx;
  const [images, prices, specificationGroups, filters, pdfs] = await Promise.all([
    loaders.imagesByProduct.load(product.id),
    loaders.pricesByProduct.load(product.id),
    loaders.specificationsByProduct.load(product.id),
    loaders.filterValuesByProduct.load(product.id),
    productPdfs(ctx, product.id),
  ]);
  return { product, images, prices, specificationGroups, filters, pdfs };
}
