import type { EntityManager } from '@mikro-orm/postgresql';
import { inCatalogueTransaction } from '../../db/transaction.js';
import { isUuid, pgArray, query, toDate } from '../../db/sql.js';
import { badInput, notFound } from '../../errors.js';
import type { RequestContext } from '../../request-context.js';
import { requireAdmin, requireUser } from '../accounts/index.js';
import { recordAudit, recordAudits } from '../audit/index.js';
import { stockExceeded } from '../cart/index.js';
import { adjustStock, type StockLine } from '../catalog/index.js';
import { checkPaging } from '../../paging.js';
import { sendDueStockNotices } from '../stock-notices/index.js';
import { ORDER_STATUSES, type OrderEventRecord, type OrderLineRecord, type OrderPageRecord, type OrderRecord, type OrderStatus } from './orders.records.js';

export const orderNotFound = () => notFound('Order not found', 'orderNotFound');

/** The moves setOrderStatus allows: along new → contacted → confirmed → completed (contacting may be skipped), or cancelled while open. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['contacted', 'confirmed', 'cancelled'],
  contacted: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export const MAX_NOTE_LENGTH = 500;
const MAX_SEARCH_LENGTH = 200;

type OrderRow = Omit<OrderRecord, 'items' | 'history' | 'createdAt' | 'updatedAt'> & { createdAt: string | Date; updatedAt: string | Date };

/**
 * Orders with their lines and history, in the order of `ids`: three statements whatever their number.
 * Runs on the given manager, so a transaction reads what it wrote.
 */
export async function readOrders(em: EntityManager, ids: readonly string[]): Promise<OrderRecord[]> {
  if (ids.length === 0) return [];
  const list = pgArray(ids);
  const [orders, lines, events] = await Promise.all([
    query<OrderRow>(
      em,
      `select id, reference, status, customer_id as "customerId", customer_name as "customerName", customer_phone as "customerPhone",
         customer_email as "customerEmail", language, currency, total_amount_minor as "totalAmountMinor", total_price_minor as "totalPriceMinor",
         created_at as "createdAt", updated_at as "updatedAt"
       from shop_order where id = any(?::uuid[])`,
      [list],
    ),
    query<OrderLineRecord>(
      em,
      `select id, order_id as "orderId", product_id as "productId", product_name as "productName", product_sku as "productSku",
         unit_price_minor as "unitPriceMinor", original_unit_price_minor as "originalUnitPriceMinor", quantity, total_price_minor as "totalPriceMinor"
       from order_line where order_id = any(?::uuid[]) order by order_id, position`,
      [list],
    ),
    query<Omit<OrderEventRecord, 'at'> & { at: string | Date }>(
      em,
      `select order_id as "orderId", status, at, by_name as "byName", note from order_event where order_id = any(?::uuid[]) order by order_id, id`,
      [list],
    ),
  ]);
  const byId = new Map(
    orders.map((row) => [
      row.id,
      {
        ...row,
        createdAt: toDate(row.createdAt),
        updatedAt: toDate(row.updatedAt),
        items: lines.filter((line) => line.orderId === row.id),
        history: events.filter((event) => event.orderId === row.id).map((event) => ({ ...event, at: toDate(event.at) })),
      },
    ]),
  );
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** `%text%` for ILIKE, with the caller's wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function orderPage(ctx: RequestContext, where: string[], params: unknown[], page: number, pageSize: number): Promise<OrderPageRecord> {
  checkPaging(page, pageSize);
  const rows = await query<{ id: string; totalCount: string | number }>(
    ctx.em,
    `select id, count(*) over () as "totalCount" from shop_order ${where.length ? `where ${where.join(' and ')}` : ''}
     order by created_at desc, id desc limit ? offset ?`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  let totalCount = rows.length ? Number(rows[0]!.totalCount) : 0;
  // A page past the end still says how many there are.
  if (!rows.length && page > 1) {
    const [count] = await query<{ n: number }>(
      ctx.em,
      `select count(*)::int as n from shop_order ${where.length ? `where ${where.join(' and ')}` : ''}`,
      params,
    );
    totalCount = count?.n ?? 0;
  }
  return {
    items: await readOrders(
      ctx.em,
      rows.map((row) => row.id),
    ),
    totalCount,
    page,
    pageSize,
  };
}

/** The signed-in customer's own orders, newest first. */
export async function myOrders(ctx: RequestContext, page = 1, pageSize = 20): Promise<OrderPageRecord> {
  const userId = requireUser(ctx);
  return orderPage(ctx, ['customer_id = ?'], [userId], page, pageSize);
}

/** A status as the API names it (any case), or 400. */
export function parseOrderStatus(value: string): OrderStatus {
  const status = value.toLowerCase();
  if (!(ORDER_STATUSES as readonly string[]).includes(status)) {
    throw badInput(`status must be one of ${ORDER_STATUSES.join(', ')}`, 'statusInvalid');
  }
  return status as OrderStatus;
}

/** Admins: the inbox, newest first, by status and by a part of the reference, customer name or phone. */
export async function listOrders(
  ctx: RequestContext,
  options: { page?: number; pageSize?: number; status?: string | null; search?: string | null },
): Promise<OrderPageRecord> {
  requireAdmin(ctx);
  const where: string[] = [];
  const params: unknown[] = [];
  if (options.status) {
    where.push('status = ?');
    params.push(parseOrderStatus(options.status));
  }
  const search = options.search?.trim() ?? '';
  if (search.length > MAX_SEARCH_LENGTH) throw badInput(`search must be at most ${MAX_SEARCH_LENGTH} characters`, 'searchTooLong');
  if (search) {
    where.push('(reference ilike ? or customer_name ilike ? or customer_phone ilike ?)');
    const pattern = containing(search);
    params.push(pattern, pattern, pattern);
  }
  return orderPage(ctx, where, params, options.page ?? 1, options.pageSize ?? 25);
}

/** One order: any for an admin, the own for a customer; 404 otherwise (GraphQL reads that as null). */
export async function orderById(ctx: RequestContext, id: string): Promise<OrderRecord> {
  const userId = requireUser(ctx);
  if (!isUuid(id)) throw orderNotFound();
  const [order] = await readOrders(ctx.em, [id]);
  if (!order || (!ctx.viewer.isAdmin && order.customerId !== userId)) throw orderNotFound();
  return order;
}

/** Whether any order has a line of the product (such a product is archived, not deleted). */
export async function wasOrdered(em: EntityManager, productId: string): Promise<boolean> {
  const rows = await query(em, 'select 1 from order_line where product_id = ? limit 1', [productId]);
  return rows.length > 0;
}

/** The most orders one call marks as seen (an inbox page holds at most 100). */
export const MAX_SEEN_IDS = 100;

/** Admins: how many orders no admin has seen yet (the back office's badge). */
export async function newOrdersCount(ctx: RequestContext): Promise<number> {
  requireAdmin(ctx);
  const [row] = await query<{ n: number }>(ctx.em, 'select count(*)::int as n from shop_order where seen_at is null');
  return row!.n;
}

/**
 * Admins: marks the orders an admin has just been shown (an inbox page, an opened order) as seen, and
 * answers how many are still unseen. Only the ids shown are marked: an order recorded meanwhile stays new.
 */
export async function markOrdersSeen(ctx: RequestContext, ids: readonly string[]): Promise<number> {
  requireAdmin(ctx);
  if (ids.length > MAX_SEEN_IDS) throw badInput(`orderIds must list at most ${MAX_SEEN_IDS} orders`, 'orderIdsTooMany');
  if (!ids.every(isUuid)) throw badInput('orderIds must be order ids', 'orderIdsInvalid');
  if (ids.length) await query(ctx.em, 'update shop_order set seen_at = now() where seen_at is null and id = any(?::uuid[])', [pgArray(ids)]);
  return newOrdersCount(ctx);
}

/**
 * Admins: moves an order on. The order's row is locked first, so two changes of one order run one after
 * the other and the second sees the first's status: a repeated or concurrent confirm is refused, never
 * applied twice. Confirming takes the quantities off stock (refused, changing nothing, when a product no
 * longer has enough); cancelling a confirmed order puts them back. Each change is recorded with who and when.
 */
export async function setOrderStatus(ctx: RequestContext, id: string, status: string, note?: string | null): Promise<OrderRecord> {
  const adminId = requireAdmin(ctx);
  const next = parseOrderStatus(status);
  const text = note?.trim() || null;
  if (text && text.length > MAX_NOTE_LENGTH) throw badInput(`note must be at most ${MAX_NOTE_LENGTH} characters`, 'noteTooLong');
  if (!isUuid(id)) throw orderNotFound();
  const changed = await inCatalogueTransaction(ctx, async (tx) => {
    // The order's quantities per product come with it: confirming or cancelling moves them.
    const [order] = await query<{ status: OrderStatus; reference: string; lines: StockLine[] }>(
      tx.em,
      `select status, reference,
         (select coalesce(jsonb_agg(jsonb_build_object('productId', w.product_id, 'quantity', w.quantity)), '[]')
          from (select product_id, sum(quantity)::int as quantity from order_line where order_id = o.id and product_id is not null group by product_id) w) as lines
       from shop_order o where id = ? for update`,
      [id],
    );
    if (!order) throw orderNotFound();
    if (!NEXT[order.status].includes(next)) {
      throw badInput(`An order that is ${order.status} cannot become ${next}`, 'statusChangeInvalid');
    }
    if (next === 'confirmed') await moveStock(tx, order.lines, order.reference, -1);
    if (order.status === 'confirmed' && next === 'cancelled') await moveStock(tx, order.lines, order.reference, 1);
    await query(tx.em, 'update shop_order set status = ?, updated_at = now() where id = ?', [next, id]);
    await query(
      tx.em,
      `insert into order_event (order_id, status, at, by_user_id, by_name, note)
       select ?, ?, now(), u.id, trim(u.first_name || ' ' || u.last_name), ? from app_user u where u.id = ?`,
      [id, next, text, adminId],
    );
    await recordAudit(tx, { entity: 'order', entityId: id, action: 'setStatus', changes: { status: { before: order.status, after: next } } });
    return (await readOrders(tx.em, [id]))[0]!;
  });
  // A cancelled order may have put a sold-out product back in stock: its waiting customers are told.
  await sendDueStockNotices(ctx);
  return changed;
}

/**
 * Takes an order's quantities off stock (direction −1) or puts them back (+1), in the caller's
 * transaction, through the catalog (it locks the products in id order, so two confirmations never
 * deadlock); when a product falls short nothing changes and the error rolls the transaction back. Each
 * product's audit trail gets the move (stock before and after, and the order's reference), as an edit of
 * its stock in the back office does.
 */
async function moveStock(tx: RequestContext, lines: readonly StockLine[], reference: string, direction: -1 | 1): Promise<void> {
  const result = await adjustStock(
    tx,
    lines.map((line) => ({ productId: line.productId, quantity: direction * line.quantity })),
  );
  if ('short' in result) throw stockExceeded(result.short.stockQuantity, result.short.name);
  await recordAudits(
    tx,
    result.moved.map((move) => ({
      entity: 'product',
      entityId: move.productId,
      action: direction < 0 ? 'stockTakenByOrder' : 'stockReturnedByOrder',
      changes: {
        stockQuantity: { before: move.before, after: move.after },
        order: { before: null, after: reference },
      },
    })),
  );
}
