import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, pgArray, query, toDate } from '../../db/sql.js';
import { badInput } from '../../errors.js';
import type { Viewer } from '../accounts/viewer.js';
import type { BrandRecord, CategoryRecord, PriceRecord, ProductImageRecord, ProductPageRecord, ProductRecord } from './catalog.records.js';
import { PRODUCT_COLUMNS, PRODUCT_JOINS } from './catalog.sql.js';

export const MAX_PAGE_SIZE = 100;

type ProductRow = Omit<ProductRecord, 'createdAt'> & { createdAt: string | Date; totalCount?: number };

function toProduct({ totalCount: _total, ...row }: ProductRow): ProductRecord {
  return { ...row, createdAt: toDate(row.createdAt) };
}

/** Checks a 1-based page and a page size, answering the clear message the API shows. */
export function checkPaging(page: number, pageSize: number): void {
  if (!Number.isInteger(page) || page < 1) throw badInput('page must be a whole number of at least 1');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw badInput(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  }
}

export function checkLimit(limit: number, max = 50): void {
  if (!Number.isInteger(limit) || limit < 1 || limit > max) throw badInput(`limit must be a whole number from 1 to ${max}`);
}

/** Every active category, in display order (a small table: one read serves the whole tree). */
export async function listCategories(em: EntityManager): Promise<CategoryRecord[]> {
  return query<CategoryRecord>(
    em,
    `select id, name, slug, description, image_url as "imageUrl", sort_order as "sortOrder",
       is_active as "isActive", parent_id as "parentId"
     from category where is_active order by sort_order, name`,
  );
}

/** Ids of a category and everything below it, found in an already loaded category list. */
export function descendantIds(categories: CategoryRecord[], rootId: string): string[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    for (const c of categories) if (c.parentId === ids[i]) ids.push(c.id);
  }
  return ids;
}

export async function listProducts(em: EntityManager, viewer: Viewer, page: number, pageSize: number): Promise<ProductPageRecord> {
  checkPaging(page, pageSize);
  const rows = await query<ProductRow>(
    em,
    `select ${PRODUCT_COLUMNS}, count(*) over ()::int as "totalCount"
     ${PRODUCT_JOINS('?')}
     where p.is_active
     order by p.created_at desc, p.id
     limit ? offset ?`,
    [viewer.tier, pageSize, (page - 1) * pageSize],
  );
  const totalCount = rows[0]?.totalCount ?? (page === 1 ? 0 : await countActiveProducts(em));
  return { items: rows.map(toProduct), totalCount, page, pageSize };
}

async function countActiveProducts(em: EntityManager): Promise<number> {
  const [row] = await query<{ n: number }>(em, 'select count(*)::int as n from product where is_active');
  return row?.n ?? 0;
}

/** Newest active products, optionally within a set of categories. */
export async function recentlyAdded(em: EntityManager, viewer: Viewer, limit: number, categoryIds?: string[]): Promise<ProductRecord[]> {
  checkLimit(limit);
  const rows = await query<ProductRow>(
    em,
    `select ${PRODUCT_COLUMNS}
     ${PRODUCT_JOINS('?')}
     where p.is_active ${categoryIds ? 'and p.category_id = any(?::uuid[])' : ''}
     order by p.created_at desc, p.id
     limit ?`,
    categoryIds ? [viewer.tier, pgArray(categoryIds), limit] : [viewer.tier, limit],
  );
  return rows.map(toProduct);
}

/** One active product, or null (also for ids that are not UUIDs). */
export async function findProduct(em: EntityManager, viewer: Viewer, id: string): Promise<ProductRecord | null> {
  if (!isUuid(id)) return null;
  const [row] = await query<ProductRow>(em, `select ${PRODUCT_COLUMNS} ${PRODUCT_JOINS('?')} where p.id = ? and p.is_active`, [viewer.tier, id]);
  return row ? toProduct(row) : null;
}

export async function imagesOfProducts(em: EntityManager, productIds: readonly string[]): Promise<ProductImageRecord[]> {
  return query<ProductImageRecord>(
    em,
    `select id, product_id as "productId", url, alt_text as "altText", is_primary as "isPrimary", sort_order as "sortOrder"
     from product_image where product_id = any(?::uuid[])
     order by is_primary desc, sort_order, id`,
    [pgArray(productIds)],
  );
}

export async function pricesOfProducts(em: EntityManager, productIds: readonly string[]): Promise<PriceRecord[]> {
  return query<PriceRecord>(
    em,
    `select product_id as "productId", tier, price_minor as "priceMinor", discounted_price_minor as "discountedPriceMinor"
     from product_price where product_id = any(?::uuid[]) order by tier`,
    [pgArray(productIds)],
  );
}

export async function brandsByIds(em: EntityManager, ids: readonly string[]): Promise<BrandRecord[]> {
  return query<BrandRecord>(em, 'select id, name, slug from brand where id = any(?::uuid[])', [pgArray(ids)]);
}

/**
 * The price rows a viewer may read: a non-admin gets exactly one, their own tier's, taken from the record;
 * an admin gets all four (loaded for every product of the request at once).
 */
export async function visiblePrices(
  product: ProductRecord,
  viewer: Viewer,
  allPrices: (productId: string) => Promise<PriceRecord[]>,
): Promise<PriceRecord[]> {
  if (!viewer.isAdmin) {
    return [{ productId: product.id, tier: product.tier, priceMinor: product.priceMinor, discountedPriceMinor: product.discountedPriceMinor }];
  }
  return allPrices(product.id);
}
