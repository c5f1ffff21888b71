import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, pgArray, preparedQuery, query, toDate } from '../../db/sql.js';
import { groupRows } from '../../batch.js';
import { badInput, notFound } from '../../errors.js';
import type { RequestContext } from '../../request-context.js';
import type { Language } from '../../language.js';
import {
  productInLanguage,
  type BrandRecord,
  type CategoryRecord,
  type CategoryRow,
  type PriceRecord,
  type ProductImageRecord,
  type ProductRecord,
  type ProductRow,
} from './catalog.records.js';
import { PRODUCT_COLUMNS, PRODUCT_JOINS, SHOWN } from './catalog.sql.js';

/** A product as PRODUCT_COLUMNS read it (a listing's rows also carry the total). */
export type ProductSqlRow = Omit<ProductRow, 'createdAt'> & { createdAt: string | Date; totalCount?: number };

function toProductRow({ totalCount: _total, ...row }: ProductSqlRow): ProductRow {
  return { ...row, createdAt: toDate(row.createdAt) };
}

/** A product read by PRODUCT_COLUMNS, its texts in `language`. */
export function toProduct(row: ProductSqlRow, language: Language): ProductRecord {
  return productInLanguage(toProductRow(row), language);
}

export function checkLimit(limit: number, max = 50): void {
  if (!Number.isInteger(limit) || limit < 1 || limit > max) throw badInput(`limit must be a whole number from 1 to ${max}`);
}

/**
 * The rows of one page, in the order of `ids` (chosen by the catalogue engine): those shown recently
 * come from the catalogue version's card cache (both languages in each card), the rest from one primary-key read.
 */
export async function productsInOrder({ em, viewer, language, catalogueVersion: { cards } }: RequestContext, ids: readonly string[]): Promise<ProductRecord[]> {
  const { found, generation } = cards.cachedCards(viewer.tier, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    const rows = (
      await preparedQuery<ProductSqlRow>(em, 'shop_product_page', `select ${PRODUCT_COLUMNS} ${PRODUCT_JOINS('$1')} where p.id = any($2::uuid[])`, [
        viewer.tier,
        missing,
      ])
    ).map(toProductRow);
    cards.rememberCards(viewer.tier, rows, generation);
    for (const row of rows) found.set(row.id, row);
  }
  return ids.flatMap((id) => (found.has(id) ? [productInLanguage(found.get(id)!, language)] : []));
}

/**
 * Every active category, in display order, with its texts in both languages (a small table: one read
 * serves the whole tree). Read for the process's category cache, not for one request: requests get the
 * list in their viewer's language from `ctx.loaders.categories()`.
 */
export async function listCategories(em: EntityManager): Promise<CategoryRow[]> {
  return query<CategoryRow>(
    em,
    `select id, name as "nameAz", name_en as "nameEn", slug, description as "descriptionAz", description_en as "descriptionEn",
       image_url as "imageUrl", sort_order as "sortOrder", is_active as "isActive", parent_id as "parentId"
     from category where is_active order by sort_order, name`,
  );
}

/** A product's category and that category's parent, from an already loaded category list. */
export function categoryPlace<C extends CategoryRow>(categories: C[], product: Pick<ProductRecord, 'categoryId'>) {
  const category = categories.find((c) => c.id === product.categoryId);
  const parent = category?.parentId ? categories.find((c) => c.id === category.parentId) : undefined;
  return { category, parent };
}

/** A category and the ones above it, top-level first, found in an already loaded category list. */
export function categoryTrail<C extends CategoryRow>(categories: readonly C[], id: string | null): C[] {
  const trail: C[] = [];
  let current = categories.find((c) => c.id === id);
  // Bounded by the list's length, should a parent ever point back down.
  while (current && trail.length <= categories.length) {
    trail.unshift(current);
    const parentId = current.parentId;
    current = categories.find((c) => c.id === parentId);
  }
  return trail;
}

/** A category id a caller gave, checked before it reaches SQL (PostgreSQL refuses a malformed uuid). */
export function checkCategoryId(id: string): string {
  if (!isUuid(id)) throw badInput('categoryId must be a category id', 'categoryInvalid');
  return id;
}

/** Ids of a category and everything below it, found in an already loaded category list. */
export function descendantIds(categories: readonly Pick<CategoryRow, 'id' | 'parentId'>[], rootId: string): string[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    for (const c of categories) if (c.parentId === ids[i]) ids.push(c.id);
  }
  return ids;
}

/**
 * The lookups REST and GraphQL share: one function and one reason per missing thing. Slugs match whatever
 * their letter case, as REST paths do. GraphQL fields that may be null read a 404 as null (`nullIfNotFound`).
 */

export const categoryNotFound = () => notFound('Category not found', 'categoryNotFound');
export const brandNotFound = () => notFound('Brand not found', 'brandNotFound');

/** An active category by id (also ids that are not UUIDs: they match none). */
export async function categoryById(ctx: RequestContext, id: string): Promise<CategoryRecord> {
  return (await ctx.loaders.categories()).find((c) => c.id === id) ?? Promise.reject(categoryNotFound());
}

export async function categoryBySlug(ctx: RequestContext, slug: string): Promise<CategoryRecord> {
  const wanted = slug.toLowerCase();
  return (await ctx.loaders.categories()).find((c) => c.slug.toLowerCase() === wanted) ?? Promise.reject(categoryNotFound());
}

/** The active categories directly below one. */
export async function subCategories(ctx: RequestContext, parentId: string): Promise<CategoryRecord[]> {
  const parent = await categoryById(ctx, parentId);
  return (await ctx.loaders.categories()).filter((c) => c.parentId === parent.id);
}

/** The top of the category tree. */
export async function rootCategories(ctx: RequestContext): Promise<CategoryRecord[]> {
  return (await ctx.loaders.categories()).filter((c) => c.parentId === null);
}

export async function brandBySlug({ em }: RequestContext, slug: string): Promise<BrandRecord> {
  const [brand] = await query<BrandRecord>(em, 'select id, name, slug from brand where lower(slug) = lower(?) order by slug limit 1', [slug]);
  return brand ?? Promise.reject(brandNotFound());
}

/** An active product priced for the viewer (read with the request's other products in one statement). */
export async function productById(ctx: RequestContext, id: string): Promise<ProductRecord> {
  return (await ctx.loaders.productById.load(id)) ?? Promise.reject(notFound('Product not found', 'productNotFound'));
}

/** Most products one productsById call may name: a page's worth and more. */
export const MAX_PRODUCTS_BY_ID = 100;

/** The active products among `ids`, in their order (one batched read; ids that name none are left out). */
export async function productsById(ctx: RequestContext, ids: readonly string[]): Promise<ProductRecord[]> {
  if (ids.length > MAX_PRODUCTS_BY_ID) throw badInput(`ids must list at most ${MAX_PRODUCTS_BY_ID} products`, 'idsTooMany');
  const found = await Promise.all(ids.map((id) => ctx.loaders.productById.load(id)));
  return found.filter((product) => product !== null);
}

/**
 * Newest active products, optionally only within a set of categories (no total); or the hot deals, those
 * in stock first (the home page's deals of the week must not open on one a shopper cannot buy).
 */
export async function latestProducts(
  ctx: RequestContext,
  options: { limit: number; categoryId?: string | null; categorySlug?: string | null; hotDealsOnly?: boolean },
): Promise<ProductRecord[]> {
  checkLimit(options.limit);
  // The partial index (product.is_active) finds the newest; the listing row says whether the categories above show them.
  const where = ['p.is_active', SHOWN];
  const params: unknown[] = [ctx.viewer.tier];
  const category =
    options.categorySlug != null
      ? await categoryBySlug(ctx, options.categorySlug)
      : options.categoryId
        ? await categoryById(ctx, checkCategoryId(options.categoryId))
        : null;
  if (category) {
    where.push('p.category_id = any(?::uuid[])');
    params.push(pgArray(descendantIds(await ctx.loaders.categories(), category.id)));
  }
  if (options.hotDealsOnly) where.push('p.is_hot_deal');
  const rows = await query<ProductSqlRow>(
    ctx.em,
    `select ${PRODUCT_COLUMNS} ${PRODUCT_JOINS('?')} where ${where.join(' and ')} order by ${options.hotDealsOnly ? '(p.stock_quantity > 0) desc, ' : ''}p.created_at desc, p.id limit ?`,
    [...params, options.limit],
  );
  return rows.map((row) => toProduct(row, ctx.language));
}

/**
 * Products like the given one: its own category first, then its sibling categories, then the rest of
 * the shop, newest first within each, never the product itself. Each part reads an index.
 */
export async function similarProducts(
  ctx: RequestContext,
  options: { productId?: string | null; categoryId?: string | null; limit: number },
): Promise<ProductRecord[]> {
  const { viewer, catalogue, loaders } = ctx;
  checkLimit(options.limit);
  const productId = options.productId && isUuid(options.productId) ? options.productId : null;
  // Through the request's loader, so the detail page's own product and its strip are read together.
  const read = (ids: readonly string[]) => loaders.productById.loadMany(ids);
  let categoryId = options.categoryId && isUuid(options.categoryId) ? options.categoryId : null;
  if (!categoryId && productId) {
    categoryId = (await catalogue.categoryOf(productId)) ?? ((await read([productId]))[0] as ProductRecord | null | undefined)?.categoryId ?? null;
  }
  const categories = await loaders.categories();
  const parentId = categories.find((c) => c.id === categoryId)?.parentId ?? null;
  const siblings = parentId ? descendantIds(categories, parentId).filter((id) => id !== categoryId) : [];
  const rows = await read(await catalogue.similar({ tier: viewer.tier, categoryId, siblingIds: siblings, excludeId: productId, limit: options.limit }));
  return rows.filter((row): row is ProductRecord => row !== null && !(row instanceof Error));
}

/** Pictures kept in all, for this many products (a detail page shows one product's, a back-office grid a page's). */
const IMAGES_KEPT = 20_000;

/**
 * The pictures of some products, primary first: kept per product until the change log names it (the
 * image triggers log every change), the others read in one statement. Not for reads inside a transaction.
 */
export async function imagesOfProducts({ em, catalogueVersion }: RequestContext, productIds: readonly string[]): Promise<ProductImageRecord[]> {
  const read = async (missing: string[]) =>
    groupRows(
      await query<ProductImageRecord>(
        em,
        `select id, product_id as "productId", url, alt_text as "altText", is_primary as "isPrimary", sort_order as "sortOrder"
         from product_image where product_id = any(?::uuid[])
         order by is_primary desc, sort_order, id`,
        [pgArray(missing)],
      ),
      (image) => image.productId,
    );
  return (await catalogueVersion.keptByProduct<ProductImageRecord[]>('images', IMAGES_KEPT).readThrough(productIds, read, [])).flat();
}

export async function pricesOfProducts({ em }: RequestContext, productIds: readonly string[]): Promise<PriceRecord[]> {
  return query<PriceRecord>(
    em,
    `select product_id as "productId", tier, price_minor as "priceMinor", discounted_price_minor as "discountedPriceMinor"
     from product_price where product_id = any(?::uuid[]) order by tier`,
    [pgArray(productIds)],
  );
}

export async function listBrands({ em }: RequestContext): Promise<BrandRecord[]> {
  return query<BrandRecord>(em, 'select id, name, slug from brand order by name');
}

export async function brandsByIds({ em }: RequestContext, ids: readonly string[]): Promise<BrandRecord[]> {
  return query<BrandRecord>(em, 'select id, name, slug from brand where id = any(?::uuid[])', [pgArray(ids)]);
}

/**
 * The price rows a viewer may read: a non-admin gets exactly one, their own tier's, taken from the record;
 * an admin gets all four (loaded for every product of the request at once).
 */
export async function visiblePrices({ viewer, loaders }: RequestContext, product: ProductRecord): Promise<PriceRecord[]> {
  if (!viewer.isAdmin) {
    return [{ productId: product.id, tier: product.tier, priceMinor: product.priceMinor, discountedPriceMinor: product.discountedPriceMinor }];
  }
  return loaders.pricesByProduct.load(product.id);
}

/** Every product the shop shows (active, under active categories) with its last change, for the sitemap. */
export async function shownProductStamps({ em }: RequestContext): Promise<{ id: string; updatedAt: Date }[]> {
  const rows = await query<{ id: string; updatedAt: string | Date }>(
    em,
    'select l.product_id as id, p.updated_at as "updatedAt" from product_listing l join product p on p.id = l.product_id where l.is_active order by p.created_at, p.id',
  );
  return rows.map((row) => ({ id: row.id, updatedAt: toDate(row.updatedAt) }));
}
