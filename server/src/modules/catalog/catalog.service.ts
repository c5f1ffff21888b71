import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, pgArray, preparedQuery, query, toDate } from '../../db/sql.js';
import { badInput } from '../../errors.js';
import type { Viewer } from '../accounts/viewer.js';
import type { BrandRecord, CategoryRecord, PriceRecord, ProductImageRecord, ProductRecord } from './catalog.records.js';
import { PRODUCT_COLUMNS, PRODUCT_JOINS, SHOWN } from './catalog.sql.js';
import type { CardCache, CatalogSearch } from '../catalogue-index/catalog-search.js';

export const MAX_PAGE_SIZE = 100;
/** Far past any real listing, and small enough that the row offset stays a safe integer in SQL. */
export const MAX_PAGE = 1_000_000;

export type ProductRow = Omit<ProductRecord, 'createdAt'> & { createdAt: string | Date; totalCount?: number };

export function toProduct({ totalCount: _total, ...row }: ProductRow): ProductRecord {
  return { ...row, createdAt: toDate(row.createdAt) };
}

/** Checks a 1-based page and a page size, answering the clear message the API shows. */
export function checkPaging(page: number, pageSize: number): void {
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw badInput(`page must be a whole number from 1 to ${MAX_PAGE}`);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw badInput(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  }
}

export function checkLimit(limit: number, max = 50): void {
  if (!Number.isInteger(limit) || limit < 1 || limit > max) throw badInput(`limit must be a whole number from 1 to ${max}`);
}

/**
 * The rows of one page, in the order of `ids` (chosen by the catalogue index): those shown recently
 * come from the engine's card cache, the rest from one primary-key read.
 */
export async function productsInOrder(em: EntityManager, viewer: Viewer, ids: readonly string[], cards: CardCache): Promise<ProductRecord[]> {
  const { found, generation } = cards.cachedCards(viewer.tier, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    const rows = (
      await preparedQuery<ProductRow>(em, 'shop_product_page', `select ${PRODUCT_COLUMNS} ${PRODUCT_JOINS('$1')} where p.id = any($2::uuid[])`, [viewer.tier, missing])
    ).map(toProduct);
    cards.rememberCards(viewer.tier, rows, generation);
    for (const row of rows) found.set(row.id, row);
  }
  return ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
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

/** A product's category and that category's parent, from an already loaded category list. */
export function categoryPlace(categories: CategoryRecord[], product: Pick<ProductRecord, 'categoryId'>) {
  const category = categories.find((c) => c.id === product.categoryId);
  const parent = category?.parentId ? categories.find((c) => c.id === category.parentId) : undefined;
  return { category, parent };
}

/** A category id a caller gave, checked before it reaches SQL (PostgreSQL refuses a malformed uuid). */
export function checkCategoryId(id: string): string {
  if (!isUuid(id)) throw badInput('categoryId must be a category id', 'categoryInvalid');
  return id;
}

/** Ids of a category and everything below it, found in an already loaded category list. */
export function descendantIds(categories: CategoryRecord[], rootId: string): string[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    for (const c of categories) if (c.parentId === ids[i]) ids.push(c.id);
  }
  return ids;
}

/** Newest active products, optionally only hot deals or only within a set of categories (no total). */
export async function latestProducts(
  em: EntityManager,
  viewer: Viewer,
  options: { limit: number; categoryIds?: readonly string[]; hotDealsOnly?: boolean },
): Promise<ProductRecord[]> {
  checkLimit(options.limit);
  // The partial index (product.is_active) finds the newest; the listing row says whether the categories above show them.
  const where = ['p.is_active', SHOWN];
  const params: unknown[] = [viewer.tier];
  if (options.categoryIds) {
    where.push('p.category_id = any(?::uuid[])');
    params.push(pgArray(options.categoryIds));
  }
  if (options.hotDealsOnly) where.push('p.is_hot_deal');
  const rows = await query<ProductRow>(
    em,
    `select ${PRODUCT_COLUMNS} ${PRODUCT_JOINS('?')} where ${where.join(' and ')} order by p.created_at desc, p.id limit ?`,
    [...params, options.limit],
  );
  return rows.map(toProduct);
}

/**
 * Products like the given one: its own category first, then its sibling categories, then the rest of
 * the shop, newest first within each, never the product itself. Each part reads an index.
 */
export async function similarProducts(
  em: EntityManager,
  viewer: Viewer,
  categories: CategoryRecord[],
  options: { productId?: string | null; categoryId?: string | null; limit: number },
  catalogue: CatalogSearch,
  /** Reads products by id (a request's loader shares the read with the page's own product). */
  readProducts?: (ids: readonly string[]) => Promise<(ProductRecord | null | Error)[]>,
): Promise<ProductRecord[]> {
  checkLimit(options.limit);
  const productId = options.productId && isUuid(options.productId) ? options.productId : null;
  const read = readProducts ?? ((ids: readonly string[]) => productsInOrder(em, viewer, ids, catalogue.cards));
  let categoryId = options.categoryId && isUuid(options.categoryId) ? options.categoryId : null;
  if (!categoryId && productId) {
    categoryId = (await catalogue.categoryOf(productId)) ?? ((await read([productId]))[0] as ProductRecord | null | undefined)?.categoryId ?? null;
  }
  const parentId = categories.find((c) => c.id === categoryId)?.parentId ?? null;
  const siblings = parentId ? descendantIds(categories, parentId).filter((id) => id !== categoryId) : [];
  const rows = await read(await catalogue.similar({ tier: viewer.tier, categoryId, siblingIds: siblings, excludeId: productId, limit: options.limit }));
  return rows.filter((row): row is ProductRecord => row !== null && !(row instanceof Error));
}

/** One product the shop shows (it and its categories active), or null (also for ids that are not UUIDs). */
export async function findProduct(em: EntityManager, viewer: Viewer, id: string): Promise<ProductRecord | null> {
  return (await findProducts(em, viewer, [id]))[0] ?? null;
}

/** Shown products by id (see SHOWN), priced for the viewer, in no particular order; ids that are not UUIDs match nothing. */
export async function findProducts(em: EntityManager, viewer: Viewer, ids: readonly string[]): Promise<ProductRecord[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await query<ProductRow>(
    em,
    `select ${PRODUCT_COLUMNS} ${PRODUCT_JOINS('?')} where p.id = any(?::uuid[]) and ${SHOWN}`,
    [viewer.tier, pgArray(valid)],
  );
  return rows.map(toProduct);
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

export async function listBrands(em: EntityManager): Promise<BrandRecord[]> {
  return query<BrandRecord>(em, 'select id, name, slug from brand order by name');
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
