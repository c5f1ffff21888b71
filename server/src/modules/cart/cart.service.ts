import { isUuid, pgArray, preparedQuery, query, toDate } from '../../db/sql.js';
import { badInput, notFound } from '../../errors.js';
import { inLanguage } from '../../language.js';
import type { RequestContext } from '../../request-context.js';
import { requireUser } from '../accounts/index.js';

/** The most units one cart line (and one order line) may hold. */
export const MAX_LINE_QUANTITY = 999;

/** One cart line, priced at the customer's tier now; amounts in qəpik. */
export interface CartLineRecord {
  id: string;
  cartId: string;
  productId: string;
  productName: string;
  productSku: string;
  productDescription: string;
  productImageUrl: string | null;
  quantity: number;
  stockQuantity: number;
  /** Shown in the shop, in stock and priced for the tier: only such lines count and are ordered. */
  available: boolean;
  unitPriceMinor: number;
  originalUnitPriceMinor: number;
  totalPriceMinor: number;
  createdAt: Date;
}

/** A customer's cart (its id is the customer's): totals over the available lines, in qəpik. */
export interface CartRecord {
  id: string;
  items: CartLineRecord[];
  itemCount: number;
  totalQuantity: number;
  totalAmountMinor: number;
  totalDiscountMinor: number;
  totalPriceMinor: number;
}

interface CartLineRow {
  id: string;
  productId: string;
  productNameAz: string;
  productNameEn: string;
  productSku: string;
  productDescriptionAz: string;
  productDescriptionEn: string;
  productImageUrl: string | null;
  quantity: number;
  stockQuantity: number;
  shown: boolean;
  priceMinor: number | null;
  discountedPriceMinor: number | null;
  createdAt: string | Date;
}

export const cartItemNotFound = () => notFound('Cart item not found', 'cartItemNotFound');
const productNotFound = () => notFound('Product not found', 'productNotFound');
/** The spec's wording: the message names what is left. */
export const stockExceeded = (left: number, productName?: string) =>
  badInput(productName ? `Only ${Math.max(0, left)} left in stock of ${productName}` : `Only ${Math.max(0, left)} left in stock`, 'stockExceeded');

function checkQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
    throw badInput(`quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`, 'quantityInvalid');
  }
}

// Products are the catalog's: read through its read model, shop_products_seen (catalog/published.ts).
const CART_LINES = `select ci.id, ci.product_id as "productId", ci.quantity, ci.created_at as "createdAt",
    p.name as "productNameAz", p.name_en as "productNameEn", p.sku as "productSku", p.short_description as "productDescriptionAz", p.short_description_en as "productDescriptionEn",
    p.stock_quantity as "stockQuantity", p.shown, p.price_minor as "priceMinor", p.discounted_price_minor as "discountedPriceMinor", p.image_url as "productImageUrl"
  from cart_item ci
  cross join lateral shop_products_seen(array[ci.product_id], $1) p
  where ci.user_id = $2
  order by ci.created_at, ci.id`;

/**
 * Every line of a customer's cart with its product and the tier's price row now, in one statement
 * whatever the number of lines. Outside a transaction (the cart asked on every visit) it is a prepared
 * statement; checkout reads it on its transaction's connection (`inTransaction`), so it sees what it locked.
 */
async function cartLines(ctx: RequestContext, userId: string, inTransaction = false): Promise<CartLineRecord[]> {
  const params = [ctx.viewer.tier, userId];
  const rows = inTransaction
    ? await query<CartLineRow>(ctx.em, CART_LINES.replace(/\$\d/g, '?'), params)
    : await preparedQuery<CartLineRow>(ctx.em, 'shop_cart_lines', CART_LINES, params);
  return rows.map((row) => {
    const priced = row.priceMinor !== null && row.discountedPriceMinor !== null;
    const unitPriceMinor = row.discountedPriceMinor ?? 0;
    return {
      id: row.id,
      cartId: userId,
      productId: row.productId,
      productName: inLanguage(ctx.language, row.productNameAz, row.productNameEn),
      productSku: row.productSku,
      productDescription: inLanguage(ctx.language, row.productDescriptionAz, row.productDescriptionEn),
      productImageUrl: row.productImageUrl,
      quantity: row.quantity,
      stockQuantity: row.stockQuantity,
      available: row.shown && row.stockQuantity > 0 && priced,
      unitPriceMinor,
      originalUnitPriceMinor: row.priceMinor ?? 0,
      totalPriceMinor: unitPriceMinor * row.quantity,
      createdAt: toDate(row.createdAt),
    };
  });
}

/** A cart from its lines: the totals count the available lines only. */
function cartOf(userId: string, items: CartLineRecord[]): CartRecord {
  const counted = items.filter((line) => line.available);
  const totalAmountMinor = counted.reduce((sum, line) => sum + line.originalUnitPriceMinor * line.quantity, 0);
  const totalPriceMinor = counted.reduce((sum, line) => sum + line.totalPriceMinor, 0);
  return {
    id: userId,
    items,
    itemCount: items.length,
    totalQuantity: counted.reduce((sum, line) => sum + line.quantity, 0),
    totalAmountMinor,
    totalDiscountMinor: totalAmountMinor - totalPriceMinor,
    totalPriceMinor,
  };
}

/** The signed-in customer's cart, priced at their tier now. */
export async function getCart(ctx: RequestContext): Promise<CartRecord> {
  const userId = requireUser(ctx);
  return cartOf(userId, await cartLines(ctx, userId));
}

/** How many lines the viewer's cart has: 0 for a visitor, else one indexed count (asked on every page). */
export async function cartCount(ctx: RequestContext): Promise<number> {
  const userId = ctx.viewer.userId;
  if (!userId) return 0;
  const [row] = await preparedQuery<{ count: number }>(ctx.em, 'shop_cart_count', 'select count(*)::int as count from cart_item where user_id = $1', [userId]);
  return row?.count ?? 0;
}

/**
 * Adds units of a product in one statement: a new line, or more units on the existing one (the unique
 * line per customer and product makes parallel adds meet on one row, each adding to what the last left).
 * The stock and the 999 cap are checked in the same statement, on the line as it is when the row is
 * locked, so no interleaving can push a line past either. A refused add changes nothing; a second
 * read then tells why.
 */
export async function addToCart(ctx: RequestContext, productId: string, quantity = 1): Promise<CartRecord> {
  const userId = requireUser(ctx);
  checkQuantity(quantity);
  if (!isUuid(productId)) throw productNotFound();
  const added = await query<{ id: string }>(
    ctx.em,
    `insert into cart_item (id, user_id, product_id, quantity, created_at)
     select gen_random_uuid(), ?, p.id, ?, clock_timestamp() from shop_products_seen(array[?::uuid], ?) p
     where p.shown and p.stock_quantity >= ? and p.price_minor is not null
     on conflict (user_id, product_id) do update set quantity = cart_item.quantity + excluded.quantity
     where cart_item.quantity + excluded.quantity
       <= least(${MAX_LINE_QUANTITY}, (select s.stock_quantity from shop_products_seen(array[excluded.product_id], 1) s))
     returning id`,
    [userId, quantity, productId, ctx.viewer.tier, quantity],
  );
  if (added.length === 0) await refusedAdd(ctx, userId, productId, quantity);
  return getCart(ctx);
}

/** Why an add changed nothing: the product is not for sale (404), the line would pass 999, or the stock. */
async function refusedAdd(ctx: RequestContext, userId: string, productId: string, quantity: number): Promise<never> {
  const [product] = await query<{ stockQuantity: number; forSale: boolean; inCart: number | null }>(
    ctx.em,
    `select p.stock_quantity as "stockQuantity", p.shown and p.price_minor is not null as "forSale",
       (select ci.quantity from cart_item ci where ci.user_id = ? and ci.product_id = p.id) as "inCart"
     from shop_products_seen(array[?::uuid], ?) p`,
    [userId, productId, ctx.viewer.tier],
  );
  if (!product?.forSale) throw productNotFound();
  if ((product.inCart ?? 0) + quantity > MAX_LINE_QUANTITY) {
    throw badInput(`A cart line holds at most ${MAX_LINE_QUANTITY} units`, 'quantityInvalid');
  }
  throw stockExceeded(product.stockQuantity);
}

/** Sets a line's quantity (1 to 999, at most the stock), in one statement; another customer's line is not found. */
export async function updateCartItem(ctx: RequestContext, id: string, quantity: number): Promise<CartRecord> {
  const userId = requireUser(ctx);
  checkQuantity(quantity);
  if (!isUuid(id)) throw cartItemNotFound();
  const updated = await query<{ id: string }>(
    ctx.em,
    `update cart_item ci set quantity = ?
     where ci.id = ? and ci.user_id = ? and (select p.stock_quantity from shop_products_seen(array[ci.product_id], 1) p) >= ?
     returning ci.id`,
    [quantity, id, userId, quantity],
  );
  if (updated.length === 0) {
    const [line] = await query<{ stockQuantity: number }>(
      ctx.em,
      `select p.stock_quantity as "stockQuantity" from cart_item ci join shop_products_seen(array[ci.product_id], 1) p on true where ci.id = ? and ci.user_id = ?`,
      [id, userId],
    );
    if (!line) throw cartItemNotFound();
    throw stockExceeded(line.stockQuantity);
  }
  return getCart(ctx);
}

/** Removes one of the viewer's lines; another customer's line is not found. */
export async function removeCartItem(ctx: RequestContext, id: string): Promise<CartRecord> {
  const userId = requireUser(ctx);
  if (!isUuid(id)) throw cartItemNotFound();
  const removed = await query<{ id: string }>(ctx.em, 'delete from cart_item where id = ? and user_id = ? returning id', [id, userId]);
  if (removed.length === 0) throw cartItemNotFound();
  return getCart(ctx);
}

/** Empties the viewer's cart. */
export async function clearCart(ctx: RequestContext): Promise<CartRecord> {
  const userId = requireUser(ctx);
  await query(ctx.em, 'delete from cart_item where user_id = ?', [userId]);
  return cartOf(userId, []);
}

/**
 * For checkout, inside its transaction: locks the customer's cart lines and their products (in product id
 * order, so two checkouts never deadlock) and answers the cart as it is under those locks. An add to one of
 * these lines meanwhile waits, and lands on a fresh line once the ordered one is gone.
 */
export async function lockedCart(tx: RequestContext, userId: string): Promise<CartRecord> {
  await query(tx.em, `select shop_lock_products(array(select product_id from cart_item where user_id = ? order by product_id for update))`, [userId]);
  return cartOf(userId, await cartLines(tx, userId, true));
}

/** For checkout, inside its transaction: removes the ordered lines. */
export async function removeCartLines(tx: RequestContext, userId: string, lineIds: readonly string[]): Promise<void> {
  await query(tx.em, 'delete from cart_item where user_id = ? and id = any(?::uuid[])', [userId, pgArray(lineIds)]);
}

/** For checkout, inside its transaction: the customer's cart after the ordered lines are gone. */
export async function cartOfUser(tx: RequestContext, userId: string): Promise<CartRecord> {
  return cartOf(userId, await cartLines(tx, userId, true));
}
