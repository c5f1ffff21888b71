import { inCatalogueTransaction } from '../../db/transaction.js';
import { pgArray, query } from '../../db/sql.js';
import { badInput, tooManyRequests } from '../../errors.js';
import { checkOneLine } from '../../input.js';
import type { RequestContext } from '../../request-context.js';
import { countAttempt, requireUser, waitText } from '../accounts/index.js';
import { storeEmail, storeWhatsApp } from '../settings/index.js';
import { cartOfUser, lockedCart, removeCartLines, stockExceeded, type CartRecord } from '../cart/index.js';
import { MAX_CUSTOMER_NAME_LENGTH } from './orders.schemas.js';
import { ORDER_LANGUAGES, type OrderLanguage, type OrderRecord } from './orders.records.js';
import { sendOrderConfirmation, sendShopOrderNotice } from './order-mail.js';
import { readOrders } from './orders.service.js';
import { whatsAppMessage, whatsAppUrl } from './whatsapp.js';

/** What checkout may be told: contact details and the message's language. Never items, prices or the store's number. */
export interface CheckoutInput {
  customerName?: string | null;
  customerPhone?: string | null;
  language?: string | null;
}

export interface CheckoutRecord {
  whatsAppUrl: string;
  order: OrderRecord;
  cart: CartRecord;
}

/**
 * Orders one account, and one address, may record per window: a shopper orders a few times at most, so
 * nobody can flood the store's inbox (and WhatsApp) with orders. An office behind one address gets more.
 */
export const CHECKOUT_WINDOW_MINUTES = 10;
export const ORDERS_PER_ACCOUNT = 10;
export const ORDERS_PER_ADDRESS = 30;

/**
 * Counts the order about to be recorded, inside its transaction (so a checkout that is refused or fails
 * counts nothing): 429 with the wait when the account or the address is over its limit. The counters are
 * the sign-in throttle's (one table, shared by every app instance), under keys of checkout's own.
 */
async function takeCheckoutSlot(tx: RequestContext, userId: string): Promise<void> {
  const { wait } = await countAttempt(
    tx.em,
    [
      { key: `checkout:account:${userId}`, limit: ORDERS_PER_ACCOUNT },
      { key: `checkout:ip:${tx.clientIp}`, limit: ORDERS_PER_ADDRESS },
    ],
    CHECKOUT_WINDOW_MINUTES,
  );
  if (wait > 0) throw tooManyRequests(`Too many orders in a short time. Please wait ${waitText(wait)} and try again.`, 'checkoutThrottled', wait);
}

/** en or az: the input's, else the `language` cookie's, else en. A wrong input is refused; a wrong cookie ignored. */
function languageOf(input: string | null | undefined, cookie: string | null): OrderLanguage {
  const isLanguage = (value: string): value is OrderLanguage => (ORDER_LANGUAGES as readonly string[]).includes(value);
  if (input !== null && input !== undefined && input !== '') {
    const wanted = input.trim().toLowerCase();
    if (!isLanguage(wanted)) throw badInput(`language must be one of ${ORDER_LANGUAGES.join(', ')}`, 'languageInvalid');
    return wanted;
  }
  const fromCookie = cookie?.toLowerCase() ?? '';
  return isLanguage(fromCookie) ? fromCookie : 'en';
}

/** A name for the order, or null for the account's own. */
function customerNameOf(value: string | null | undefined): string | null {
  // The name goes into a message the store reads: one line only (a line break could fake a line of it).
  if (value) checkOneLine(value, 'customerName', 'customerNameInvalid');
  const name = value?.trim().replace(/\s+/g, ' ') ?? '';
  if (!name) return null;
  if (name.length > MAX_CUSTOMER_NAME_LENGTH) throw badInput(`customerName must be at most ${MAX_CUSTOMER_NAME_LENGTH} characters`, 'customerNameInvalid');
  return name;
}

/** A phone to call back, or null for the account's own: digits with an optional leading +, spaces and dashes allowed. */
function customerPhoneOf(value: string | null | undefined): string | null {
  const raw = value?.trim() ?? '';
  if (!raw) return null;
  const phone = raw.replace(/[\s()-]/g, '');
  if (!/^\+?\d{7,15}$/.test(phone)) throw badInput('customerPhone must be a phone number of 7 to 15 digits', 'customerPhoneInvalid');
  return phone;
}

/**
 * Records an order from the server's cart and empties it, in one transaction: the cart's products are
 * locked, the available lines priced at the customer's tier now, the order written with its lines (each
 * line only while its product still has the stock: if one falls short, nothing of the order stays) and
 * its first event, and the ordered lines removed. Unavailable lines stay in the cart. Answers the order,
 * the cart after it, and the wa.me link whose message lists the order in the customer's language.
 * After the commit the customer gets the order by e-mail, and so does the shop (its settings' address).
 */
export async function checkout(ctx: RequestContext, input: CheckoutInput = {}): Promise<CheckoutRecord> {
  const userId = requireUser(ctx);
  const language = languageOf(input.language, ctx.languageCookie);
  const name = customerNameOf(input.customerName);
  const phone = customerPhoneOf(input.customerPhone);
  const { placed, shopEmail } = await inCatalogueTransaction(ctx, async (tx) => {
    // The lines are named in the order's language, as its WhatsApp message and e-mails are.
    const cart = await lockedCart({ ...tx, language }, userId);
    const lines = cart.items.filter((line) => line.available);
    if (lines.length === 0) throw badInput('Your cart has nothing that can be ordered', 'cartEmpty');
    // After the cart's locks, as every checkout takes them: the counter rows are always locked last.
    await takeCheckoutSlot(tx, userId);
    const [order] = await query<{ id: string }>(
      tx.em,
      `insert into shop_order (id, reference, status, customer_id, customer_name, customer_phone, customer_email, language, currency,
         total_amount_minor, total_price_minor, created_at, updated_at)
       select gen_random_uuid(), 'TX-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('shop_order_reference_seq')::text, 6, '0'), 'new', u.id,
         coalesce(?::text, trim(u.first_name || ' ' || u.last_name)), coalesce(?::text, u.phone_number), u.email, ?, 'AZN', ?, ?, now(), now()
       from app_user u where u.id = ?
       returning id`,
      [name, phone, language, cart.totalAmountMinor, cart.totalPriceMinor, userId],
    );
    const orderId = order!.id;
    const wanted = lines.map((line, position) => ({
      position,
      product_id: line.productId,
      name: line.productName,
      sku: line.productSku,
      unit: line.unitPriceMinor,
      original: line.originalUnitPriceMinor,
      quantity: line.quantity,
    }));
    // The stock is checked where the line is written: a product that falls short leaves its line out.
    const written = await query<{ productId: string }>(
      tx.em,
      `insert into order_line (id, order_id, position, product_id, product_name, product_sku, unit_price_minor, original_unit_price_minor, quantity, total_price_minor)
       select gen_random_uuid(), ?, l.position, l.product_id, l.name, l.sku, l.unit, l.original, l.quantity, l.unit * l.quantity
       from jsonb_to_recordset(?::jsonb) as l(position int, product_id uuid, name text, sku text, unit int, original int, quantity int)
       join shop_products_seen(?::uuid[], 1) p on p.id = l.product_id and p.stock_quantity >= l.quantity
       returning product_id as "productId"`,
      [orderId, JSON.stringify(wanted), pgArray(lines.map((line) => line.productId))],
    );
    if (written.length < lines.length) {
      const done = new Set(written.map((row) => row.productId));
      const short = lines.find((line) => !done.has(line.productId))!;
      throw stockExceeded(short.stockQuantity, short.productName);
    }
    await query(
      tx.em,
      `insert into order_event (order_id, status, at, by_user_id, by_name) select ?, 'new', now(), u.id, trim(u.first_name || ' ' || u.last_name) from app_user u where u.id = ?`,
      [orderId, userId],
    );
    await removeCartLines(
      tx,
      userId,
      lines.map((line) => line.id),
    );
    const [recorded] = await readOrders(tx.em, [orderId]);
    const placed = { order: recorded!, cart: await cartOfUser(tx, userId), whatsAppUrl: whatsAppUrl(await storeWhatsApp(tx), whatsAppMessage(recorded!)) };
    return { placed, shopEmail: await storeEmail(tx) };
  });
  sendOrderConfirmation(ctx, placed.order);
  sendShopOrderNotice(ctx, placed.order, shopEmail);
  return placed;
}
