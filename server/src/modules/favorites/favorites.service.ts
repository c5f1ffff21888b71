import { isUuid, pgArray, query, toDate } from '../../db/sql.js';
import { inTransaction } from '../../db/transaction.js';
import { badInput } from '../../errors.js';
import type { RequestContext } from '../../request-context.js';
import { requireUser } from '../accounts/index.js';
import { productById, productsInOrder, type ProductRecord } from '../catalog/index.js';
import { checkPaging } from '../../paging.js';

export interface FavoriteRecord {
  id: string;
  product: ProductRecord;
  createdAt: Date;
}

export interface FavoritePageRecord {
  items: FavoriteRecord[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export interface FavoriteStatusRecord {
  productId: string;
  isFavorite: boolean;
  /** The product when the shop shows it (its isFavorite then updates cached cards). */
  product: ProductRecord | null;
  favoritesCount: number;
}

/** At most this many ids in one bulk status question. */
export const MAX_BULK_STATUS = 100;

/**
 * Favorites of products the shop shows: one that goes inactive (or under an inactive category) drops out of the list and the count
 * (shown as the catalog's read model says: shop_products_seen, catalog/published.ts).
 */
const SHOWN_FAVORITES = `from favorite f where f.user_id = ? and exists (select 1 from shop_products_seen(array[f.product_id], 1) p where p.shown)`;

function checkProductId(productId: string): void {
  if (!isUuid(productId)) throw badInput('productId must be a product id', 'productInvalid');
}

/** The signed-in customer's favorites, newest first. */
export async function listFavorites(ctx: RequestContext, page = 1, pageSize = 20): Promise<FavoritePageRecord> {
  const userId = requireUser(ctx);
  checkPaging(page, pageSize);
  const rows = await query<{ id: string; productId: string; createdAt: Date | string; total: number }>(
    ctx.em,
    `select f.id, f.product_id as "productId", f.created_at as "createdAt", count(*) over ()::int as total
     ${SHOWN_FAVORITES} order by f.created_at desc, f.id desc limit ? offset ?`,
    [userId, pageSize, (page - 1) * pageSize],
  );
  // Past the last page the window count has no row to ride on.
  const totalCount = rows[0]?.total ?? (page === 1 ? 0 : await favoritesCount(ctx));
  const products = new Map(
    (
      await productsInOrder(
        ctx,
        rows.map((r) => r.productId),
      )
    ).map((p) => [p.id, p]),
  );
  const items = rows.flatMap((row) => {
    const product = products.get(row.productId);
    return product ? [{ id: row.id, product, createdAt: toDate(row.createdAt) }] : [];
  });
  // The page's products are favorites by definition: their isFavorite needs no second read.
  for (const item of items) ctx.loaders.isFavorite.prime(item.product.id, true);
  return { items, totalCount, page, pageSize };
}

/** How many favorites the viewer has; 0 for a visitor (the header asks on every page). */
export async function favoritesCount(ctx: RequestContext): Promise<number> {
  if (!ctx.viewer.userId) return 0;
  const [row] = await query<{ n: number }>(ctx.em, `select count(*)::int as n ${SHOWN_FAVORITES}`, [ctx.viewer.userId]);
  return row?.n ?? 0;
}

/** Whether the viewer keeps the product; false for a visitor. Batched per request. */
export async function isFavorite(ctx: RequestContext, productId: string): Promise<boolean> {
  if (!ctx.viewer.userId || !isUuid(productId)) return false;
  return ctx.loaders.isFavorite.load(productId);
}

/** The products among `productIds` the signed-in customer keeps (one statement, for the loader and bulk status). */
export async function favoriteProductIds(ctx: Pick<RequestContext, 'em' | 'viewer'>, productIds: readonly string[]): Promise<Set<string>> {
  const ids = productIds.filter(isUuid);
  if (!ctx.viewer.userId || ids.length === 0) return new Set();
  const rows = await query<{ productId: string }>(ctx.em, 'select product_id as "productId" from favorite where user_id = ? and product_id = any(?::uuid[])', [
    ctx.viewer.userId,
    pgArray(ids),
  ]);
  return new Set(rows.map((r) => r.productId));
}

/** Favorite status of each of up to MAX_BULK_STATUS products, in the order asked. */
export async function favoriteStatuses(ctx: RequestContext, productIds: readonly string[]): Promise<{ productId: string; isFavorite: boolean }[]> {
  requireUser(ctx);
  if (productIds.length > MAX_BULK_STATUS) throw badInput(`productIds may hold at most ${MAX_BULK_STATUS} ids`, 'tooManyIds');
  productIds.forEach(checkProductId);
  const kept = await favoriteProductIds(ctx, productIds);
  return productIds.map((productId) => ({ productId, isFavorite: kept.has(productId) }));
}

/** The answer to a change: the new state, the product (when shown) and the new count. */
async function statusAfter(ctx: RequestContext, productId: string, favorite: boolean): Promise<FavoriteStatusRecord> {
  ctx.loaders.isFavorite.clear(productId).prime(productId, favorite);
  const [product, count] = await Promise.all([ctx.loaders.productById.load(productId), favoritesCount(ctx)]);
  return { productId, isFavorite: favorite, product, favoritesCount: count };
}

/** Keeps a shown product (nothing changes when it is kept already); 404 for a product the shop does not show. */
export async function addFavorite(ctx: RequestContext, productId: string): Promise<FavoriteStatusRecord> {
  const userId = requireUser(ctx);
  checkProductId(productId);
  await productById(ctx, productId);
  await query(ctx.em, 'insert into favorite (user_id, product_id) values (?, ?) on conflict (user_id, product_id) do nothing', [userId, productId]);
  return statusAfter(ctx, productId, true);
}

/** Lets a product go (nothing changes when it was not kept); works for products no longer shown too. */
export async function removeFavorite(ctx: RequestContext, productId: string): Promise<FavoriteStatusRecord> {
  const userId = requireUser(ctx);
  checkProductId(productId);
  await query(ctx.em, 'delete from favorite where user_id = ? and product_id = ?', [userId, productId]);
  return statusAfter(ctx, productId, false);
}

/**
 * Removes the product when kept, adds it otherwise. The customer's row is locked for the change, so
 * two toggles at once run one after the other and cancel out, as two clicks would.
 */
export async function toggleFavorite(ctx: RequestContext, productId: string): Promise<FavoriteStatusRecord> {
  const userId = requireUser(ctx);
  checkProductId(productId);
  const kept = await inTransaction(ctx, async (tx) => {
    await query(tx.em, 'select id from app_user where id = ? for update', [userId]);
    const [removed] = await query<{ id: string }>(tx.em, 'delete from favorite where user_id = ? and product_id = ? returning id', [userId, productId]);
    if (removed) return false;
    await productById(tx, productId);
    await query(tx.em, 'insert into favorite (user_id, product_id) values (?, ?)', [userId, productId]);
    return true;
  });
  return statusAfter(ctx, productId, kept);
}

/** Removes every favorite of the customer; answers how many there were. */
export async function clearFavorites(ctx: RequestContext): Promise<number> {
  const userId = requireUser(ctx);
  const [row] = await query<{ n: number }>(ctx.em, 'with gone as (delete from favorite where user_id = ? returning 1) select count(*)::int as n from gone', [
    userId,
  ]);
  ctx.loaders.isFavorite.clearAll();
  return row?.n ?? 0;
}
