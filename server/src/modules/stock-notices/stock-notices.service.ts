import { isUuid, query } from '../../db/sql.js';
import { badInput, notFound } from '../../errors.js';
import type { RequestContext } from '../../request-context.js';
import { requireUser } from '../../permissions.js';
import { stockNoticeMail, type DueStockNotice } from './stock-notice-mail.js';

/** Whether a customer is waiting for a product to come back (asked, not yet told). */
export interface StockNoticeStatusRecord {
  productId: string;
  requested: boolean;
}

const productNotFound = () => notFound('Product not found', 'productNotFound');

/** The stock of a product the shop shows, or 404 (a hidden product is as good as none to a customer). */
async function shownStock(ctx: RequestContext, productId: string): Promise<number> {
  // The catalog's read model in SQL (catalog imports this module, so not its TypeScript face).
  const [product] = isUuid(productId)
    ? await query<{ stock: number; shown: boolean }>(ctx.em, 'select stock_quantity as stock, shown from shop_products_seen(array[?::uuid], 1)', [productId])
    : [];
  if (!product?.shown) throw productNotFound();
  return product.stock;
}

/**
 * True when the signed-in viewer waits for the sold-out product. Visitors and products in stock (whose
 * requests were answered when the stock came back) cost no query.
 */
export async function stockNoticeRequested(ctx: RequestContext, product: { id: string; stockQuantity: number }): Promise<boolean> {
  if (!ctx.viewer.userId || product.stockQuantity > 0 || !isUuid(product.id)) return false;
  const [row] = await query(ctx.em, 'select 1 from stock_notice where user_id = ? and product_id = ?', [ctx.viewer.userId, product.id]);
  return row !== undefined;
}

/**
 * A signed-in customer asks to be told by e-mail when an out-of-stock product is back (in the viewer's
 * language). Asking again changes nothing; a product in stock is refused (400), a hidden one is 404.
 */
export async function requestStockNotice(ctx: RequestContext, productId: string): Promise<StockNoticeStatusRecord> {
  const userId = requireUser(ctx);
  if ((await shownStock(ctx, productId)) > 0) throw badInput('The product is in stock: it can be ordered now', 'productInStock');
  await query(ctx.em, 'insert into stock_notice (user_id, product_id, language) values (?, ?, ?) on conflict (user_id, product_id) do nothing', [
    userId,
    productId,
    ctx.language,
  ]);
  return { productId, requested: true };
}

/** The customer no longer wants the e-mail (nothing changes when they had not asked). */
export async function cancelStockNotice(ctx: RequestContext, productId: string): Promise<StockNoticeStatusRecord> {
  const userId = requireUser(ctx);
  if (!isUuid(productId)) throw productNotFound();
  await query(ctx.em, 'delete from stock_notice where user_id = ? and product_id = ?', [userId, productId]);
  return { productId, requested: false };
}

/**
 * After a commit that may have put stock back: mails every request the database marked due (its trigger
 * does so when a product's stock goes from 0 to more, in the writing transaction) and deletes them in the
 * same statement, so each is answered once however many processes ask at the same time. A product shown
 * and still in stock only; the others stay due until they are. Without a mailer nothing is taken.
 */
export async function sendDueStockNotices(ctx: RequestContext): Promise<number> {
  const { mailer } = ctx;
  if (!mailer) return 0;
  const due = await query<DueStockNotice>(
    ctx.em,
    `delete from stock_notice n using app_user u, shop_products_seen(array(select product_id from stock_notice where due_at is not null), 1) p
     where n.due_at is not null and u.id = n.user_id and u.is_active and p.id = n.product_id and p.stock_quantity > 0 and p.shown
     returning n.language, u.email, u.first_name as "firstName", p.id as "productId", p.name as "productName", p.sku`,
  );
  for (const notice of due) mailer.post(stockNoticeMail(notice, ctx.origin), `back in stock ${notice.sku}`);
  return due.length;
}
