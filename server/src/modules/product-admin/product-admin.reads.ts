import { isUuid, toDate } from '../../db/sql.js';
import { badInput, notFound } from '../../errors.js';
import { inLanguage } from '../../language.js';
import { requireAdmin } from '../../permissions.js';
import type { RequestContext } from '../../request-context.js';
import { checkPaging } from '../../paging.js';
import {
  ADMIN_PRODUCT_SORTS,
  adminProductRow,
  adminProductRows,
  LOW_STOCK_LIMIT,
  productStockSummary,
  STOCK_STATUSES,
  type AdminProductRow,
  type AdminProductSort,
  type StockStatus,
} from '../catalog/index.js';
import { productPdfs } from '../files/index.js';
import type { AdminProductPageRecord, AdminProductRecord, StockSummaryRecord } from './product-admin.types.js';

/**
 * The back office's reads of products: one product with everything the admin detail page shows, the
 * products grid (paged, sorted and filtered in SQL), and the stock summary. Unlike the storefront's,
 * they see inactive and archived products too, and read the database directly (no catalogue index).
 */

export function stockStatusOf(stockQuantity: number): StockStatus {
  return stockQuantity <= 0 ? 'out_of_stock' : stockQuantity <= LOW_STOCK_LIMIT ? 'low_stock' : 'in_stock';
}

function toRecord({ categoryNameAz, categoryNameEn, ...row }: AdminProductRow, ctx: RequestContext): AdminProductRecord {
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
  const row = isUuid(id) ? await adminProductRow(ctx.em, id) : undefined;
  if (!row) throw productNotFound();
  return toRecord(row, ctx);
}

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
  const search = request.search?.trim() || null;
  if (search && search.length > 200) throw badInput('search must be at most 200 characters', 'textTooLong');
  const categoryId = optionalId(request.categoryId, 'categoryId');
  const brandId = optionalId(request.brandId, 'brandId');
  const stockStatus = request.stockStatus?.trim().toLowerCase() || null;
  if (stockStatus !== null && !(STOCK_STATUSES as readonly string[]).includes(stockStatus))
    throw badInput(`stockStatus must be one of ${STOCK_STATUSES.join(', ')}`, 'stockStatusInvalid');
  const sort = request.sort?.trim().toLowerCase() || 'newest';
  if (!(ADMIN_PRODUCT_SORTS as readonly string[]).includes(sort)) throw badInput(`sort must be one of ${ADMIN_PRODUCT_SORTS.join(', ')}`, 'sortInvalid');
  const { rows, totalCount } = await adminProductRows(
    ctx.em,
    {
      search,
      categoryId,
      brandId,
      stockStatus: stockStatus as StockStatus | null,
      isActive: typeof request.isActive === 'boolean' ? request.isActive : null,
      isHotDeal: typeof request.isHotDeal === 'boolean' ? request.isHotDeal : null,
      archived: typeof request.archived === 'boolean' ? request.archived : null,
    },
    sort as AdminProductSort,
    page,
    pageSize,
  );
  return { items: rows.map((row) => toRecord(row, ctx)), totalCount, page, pageSize };
}

/** Admin: the products page's stat cards (back office §2): every product but archived ones, by stock state. */
export async function stockSummary(ctx: RequestContext): Promise<StockSummaryRecord> {
  requireAdmin(ctx);
  return productStockSummary(ctx.em);
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
