import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER_PASSWORD, CUSTOMERS, signIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import {
  add,
  azn,
  CART_FIELDS,
  resetCarts,
  ORDER_FIELDS,
  productsForSale,
  setStock,
  sqlOf,
  stockOf,
  tierPrice,
  type ShopProduct,
} from '../../../test/buying.js';
import { CHECKOUT_WINDOW_MINUTES, ORDERS_PER_ACCOUNT, ORDERS_PER_ADDRESS } from './checkout.service.js';

/**
 * Checkout and orders (issue 15) through GraphQL and REST on a real database: the order is built from
 * the server's cart at the tier's prices and keeps them, it and the emptied cart commit together or not
 * at all, the WhatsApp message lists it in the customer's language, customers see only their own
 * orders, and confirming and cancelling move stock exactly once.
 */

let t: TestApp;
let sql: ReturnType<typeof sqlOf>;
let retail: Record<string, string>;
let wholesale: Record<string, string>;
let admin: Record<string, string>;
let products: ShopProduct[];

beforeAll(async () => {
  t = await startTestApp();
  sql = sqlOf(t);
  retail = await signIn(t, CUSTOMERS.Retail, CUSTOMER_PASSWORD, '10.15.1.1');
  wholesale = await signIn(t, CUSTOMERS.Wholesale, CUSTOMER_PASSWORD, '10.15.1.2');
  admin = await signIn(t, ADMIN.email, ADMIN.password, '10.15.1.3');
  products = await productsForSale(t, 3, 100, 10);
});
afterAll(() => t.close());
beforeEach(() => resetCarts(t, products, [retail, wholesale]));

const CHECKOUT = `mutation($input: CheckoutInput) { checkout(input: $input) { whatsAppUrl orderId reference order { ${ORDER_FIELDS} } cart { ${CART_FIELDS} } } }`;
const ORDER = `query($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;
const SET_STATUS = `mutation($id: ID!, $status: OrderStatus!, $note: String) { setOrderStatus(id: $id, status: $status, note: $note) { ${ORDER_FIELDS} } }`;

const manat = (minor: number) => `${(minor / 100).toFixed(2)} ₼`;

/** The message of a wa.me link, decoded. */
function messageOf(url: string): string {
  expect(url).toMatch(/^https:\/\/wa\.me\/994501234567\?text=[^\s]+$/);
  return decodeURIComponent(new URL(url).searchParams.get('text')!);
}

async function checkoutAs(headers: Record<string, string>, input: Record<string, unknown> = {}) {
  const { data, errors } = await t.graphql(CHECKOUT, { input }, headers);
  expect(errors).toBeUndefined();
  return data!.checkout as Record<string, any>;
}

const orderCount = async () => (await sql<{ n: number }>('select count(*)::int as n from shop_order'))[0]!.n;

describe('checkout', () => {
  it("records the order at the Retail tier's prices, empties the cart, and the order keeps its prices after a price change", async () => {
    const [a, b] = products as [ShopProduct, ShopProduct];
    await add(t, retail, a.id, 2);
    await add(t, retail, b.id, 1);
    const [pa, pb] = [await tierPrice(t, a.id, 2), await tierPrice(t, b.id, 2)];
    const paid = pa.discounted * 2 + pb.discounted;
    const amount = pa.price * 2 + pb.price;

    const result = await checkoutAs(retail, { language: 'en' });
    expect(result.reference).toMatch(/^TX-\d{4}-\d{6}$/);
    expect(result.orderId).toBe(result.order.id);
    expect(result.cart).toMatchObject({ items: [], totalPrice: 0 });
    expect(result.order).toMatchObject({
      reference: result.reference,
      status: 'NEW',
      customerEmail: CUSTOMERS.Retail,
      language: 'en',
      currency: 'AZN',
      totalAmount: azn(amount),
      totalDiscount: azn(amount - paid),
      totalPrice: azn(paid),
    });
    expect(result.order.items).toEqual([
      expect.objectContaining({
        productId: a.id,
        productName: a.name,
        productSku: a.sku,
        quantity: 2,
        unitPrice: azn(pa.discounted),
        originalUnitPrice: azn(pa.price),
        totalPrice: azn(pa.discounted * 2),
      }),
      expect.objectContaining({ productId: b.id, quantity: 1, unitPrice: azn(pb.discounted), totalPrice: azn(pb.discounted) }),
    ]);
    expect(result.order.history).toEqual([expect.objectContaining({ status: 'NEW', note: null })]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/Cart/count', headers: retail })).json()).toEqual({ count: 0 });

    // An admin changes the price: the order keeps what it was sold at, a new cart shows the new price.
    await sql('update product_price set price_minor = price_minor * 2, discounted_price_minor = discounted_price_minor * 2 where product_id = ?', [a.id]);
    const { data } = await t.graphql(ORDER, { id: result.orderId }, retail);
    expect((data!.order as any).items[0]).toMatchObject({ unitPrice: azn(pa.discounted), totalPrice: azn(pa.discounted * 2) });
    expect((data!.order as any).totalPrice).toBe(azn(paid));
    const mine = await t.graphql(`{ myOrders { totalCount items { id totalPrice } } }`, {}, retail);
    expect((mine.data!.myOrders as any).items[0]).toEqual({ id: result.orderId, totalPrice: azn(paid) });
    const cart = await add(t, retail, a.id, 1);
    expect(cart.items[0].unitPrice).toBe(azn(pa.discounted * 2));
  });

  it('REST whatsapp-order ignores the body’s items, totals and number, and writes the message in the cookie’s language', async () => {
    const [a] = products as [ShopProduct];
    await add(t, retail, a.id, 3);
    const pa = await tierPrice(t, a.id, 2);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Cart/whatsapp-order',
      headers: { ...retail, cookie: 'token=x; language=az' },
      payload: {
        phoneNumber: '15550000000',
        customerName: 'Aygün Məmmədova',
        customerPhone: '+994 50 111 22 33',
        items: [{ productId: a.id, quantity: 3, unitPrice: 0.01, totalPrice: 0.03 }],
        totalAmount: 0.03,
        currency: 'USD',
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['orderId', 'reference', 'whatsAppUrl']);
    const message = messageOf(body.whatsAppUrl);
    expect(message).toContain(`Sifariş: ${body.reference}`);
    expect(message).toContain('Ad: Aygün Məmmədova');
    expect(message).toContain('Telefon: +994501112233');
    expect(message).toContain(`1. ${a.name} (Artikul: ${a.sku}) — 3 × ${manat(pa.discounted)} = ${manat(pa.discounted * 3)}`);
    expect(message).toContain(`Cəmi: ${manat(pa.discounted * 3)}`);
    if (pa.price > pa.discounted) expect(message).toContain(`Endirim: ${manat((pa.price - pa.discounted) * 3)}`);
    const [order] = await sql<{ total: number; name: string; phone: string; language: string; currency: string }>(
      'select total_price_minor as total, customer_name as name, customer_phone as phone, language, currency from shop_order where id = ?',
      [body.orderId],
    );
    expect(order).toEqual({ total: pa.discounted * 3, name: 'Aygün Məmmədova', phone: '+994501112233', language: 'az', currency: 'AZN' });
  });

  it('the English message lists the reference, every line and the total; the account’s name and phone are the defaults', async () => {
    const [a, b] = products as [ShopProduct, ShopProduct];
    await add(t, wholesale, a.id, 1);
    await add(t, wholesale, b.id, 4);
    const [pa, pb] = [await tierPrice(t, a.id, 3), await tierPrice(t, b.id, 3)];
    const result = await checkoutAs(wholesale);
    const message = messageOf(result.whatsAppUrl);
    const [user] = await sql<{ name: string; phone: string }>(
      "select first_name || ' ' || last_name as name, phone_number as phone from app_user where email = ?",
      [CUSTOMERS.Wholesale],
    );
    expect(message.split('\n')).toEqual([
      'Hello! I would like to place an order.',
      `Order: ${result.reference}`,
      `Name: ${user!.name}`,
      `Phone: ${user!.phone}`,
      '',
      `1. ${a.name} (SKU: ${a.sku}) — 1 × ${manat(pa.discounted)} = ${manat(pa.discounted)}`,
      `2. ${b.name} (SKU: ${b.sku}) — 4 × ${manat(pb.discounted)} = ${manat(pb.discounted * 4)}`,
      '',
      ...(pa.price + pb.price * 4 > pa.discounted + pb.discounted * 4
        ? [`Discount: ${manat(pa.price + pb.price * 4 - pa.discounted - pb.discounted * 4)}`]
        : []),
      `Total: ${manat(pa.discounted + pb.discounted * 4)}`,
    ]);
    expect(result.order).toMatchObject({ customerName: user!.name, customerPhone: user!.phone, language: 'en' });
  });

  it('unavailable lines are not ordered and stay in the cart; an empty cart or bad contact details are refused', async () => {
    const [a, b] = products as [ShopProduct, ShopProduct];
    await add(t, retail, a.id, 1);
    await add(t, retail, b.id, 1);
    await setStock(t, b.id, 0);
    const result = await checkoutAs(retail);
    expect(result.order.items.map((i: { productId: string }) => i.productId)).toEqual([a.id]);
    expect(result.cart.items).toEqual([expect.objectContaining({ productId: b.id, available: false })]);

    const before = await orderCount();
    const empty = await t.graphql(CHECKOUT, {}, retail);
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'cartEmpty' });
    await setStock(t, b.id, 5);
    for (const [input, reason] of [
      [{ customerPhone: 'call me' }, 'customerPhoneInvalid'],
      [{ customerName: 'a\nTotal: 0 ₼' }, 'customerNameInvalid'],
      [{ language: 'fr' }, 'languageInvalid'],
    ] as const) {
      const { errors } = await t.graphql(CHECKOUT, { input }, retail);
      expect(errors?.[0]?.extensions?.reason, JSON.stringify(input)).toBe(reason);
    }
    const rest = await t.app.inject({ method: 'POST', url: '/api/v1/Cart/whatsapp-order', headers: retail, payload: { customerPhone: 'x'.repeat(33) } });
    expect(rest.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/Cart/whatsapp-order', payload: {} })).statusCode).toBe(401);
  });

  it('the order and the emptied cart commit together or not at all: a line short of stock after the order row is written leaves nothing', async () => {
    const [a, b] = products as [ShopProduct, ShopProduct];
    await add(t, retail, a.id, 2);
    await add(t, retail, b.id, 5);
    await setStock(t, b.id, 3); // still in stock (the line is available), but short of the 5 wanted
    const cartBefore = (await t.app.inject({ method: 'GET', url: '/api/v1/Cart', headers: retail })).json();
    const [sequence] = await sql<{ last: string }>('select last_value::text as last from shop_order_reference_seq');
    const before = await orderCount();

    const response = await t.app.inject({ method: 'POST', url: '/api/v1/Cart/whatsapp-order', headers: retail, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `Only 3 left in stock of ${b.name}`, reason: 'stockExceeded' });

    // The order row was written (its reference was drawn) and rolled back with everything else.
    const [after] = await sql<{ last: string }>('select last_value::text as last from shop_order_reference_seq');
    expect(BigInt(after!.last)).toBeGreaterThan(BigInt(sequence!.last));
    expect(await orderCount()).toBe(before);
    expect(await sql('select 1 from order_line l left join shop_order o on o.id = l.order_id where o.id is null')).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/Cart', headers: retail })).json()).toEqual(cartBefore);
  });
});

describe('whose orders', () => {
  it("a customer cannot read another customer's order (null, 404 inside), nor list it; an admin can", async () => {
    await add(t, retail, products[0]!.id, 1);
    const { orderId, reference } = await checkoutAs(retail);
    const other = await t.graphql(ORDER, { id: orderId }, wholesale);
    expect(other).toEqual({ data: { order: null } });
    const theirs = await t.graphql('{ myOrders(pageSize: 100) { items { id } } }', {}, wholesale);
    expect((theirs.data!.myOrders as any).items.map((o: { id: string }) => o.id)).not.toContain(orderId);
    expect((await t.graphql(ORDER, { id: 'not-an-id' }, retail)).data).toEqual({ order: null });
    const seen = await t.graphql(ORDER, { id: orderId }, admin);
    expect((seen.data!.order as any).reference).toBe(reference);
    expect((await t.graphql(SET_STATUS, { id: orderId, status: 'CONTACTED' }, retail)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('the inbox pages newest first, filters by status and searches reference, name and phone', async () => {
    await add(t, retail, products[0]!.id, 1);
    const first = await checkoutAs(retail, { customerName: 'Nərmin Quliyeva', customerPhone: '0551234567' });
    await add(t, retail, products[1]!.id, 1);
    const second = await checkoutAs(retail);
    await t.graphql(SET_STATUS, { id: second.orderId, status: 'CONTACTED' }, admin);
    const inbox = async (args: string) =>
      (await t.graphql(`{ orders(${args}) { totalCount page pageSize items { reference status } } }`, {}, admin)).data!.orders as any;

    const all = await inbox('pageSize: 1');
    expect(all.items).toEqual([{ reference: second.reference, status: 'CONTACTED' }]);
    expect(all.totalCount).toBeGreaterThanOrEqual(2);
    expect((await inbox('status: CONTACTED, pageSize: 100')).items.map((o: any) => o.reference)).toContain(second.reference);
    expect((await inbox('status: CONTACTED, pageSize: 100')).items.map((o: any) => o.reference)).not.toContain(first.reference);
    expect((await inbox(`search: "${first.reference.toLowerCase()}"`)).items).toEqual([{ reference: first.reference, status: 'NEW' }]);
    expect((await inbox('search: "nərmin"')).items.map((o: any) => o.reference)).toEqual([first.reference]);
    expect((await inbox('search: "1234567"')).items.map((o: any) => o.reference)).toEqual([first.reference]);
    expect((await inbox('search: "%"')).totalCount).toBe(0);
    expect((await t.graphql('{ orders(pageSize: 0) { totalCount } }', {}, admin)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe("a customer's own order and the new-orders badge", () => {
  it('the owner reads an order with its lines, prices and status over REST and GraphQL; another customer gets 404, a visitor 401', async () => {
    const [a, b] = products as [ShopProduct, ShopProduct];
    await add(t, retail, a.id, 2);
    await add(t, retail, b.id, 1);
    const { orderId, reference, order } = await checkoutAs(retail);
    const own = await t.app.inject({ method: 'GET', url: `/api/v1/Orders/${orderId}`, headers: retail });
    expect(own.statusCode).toBe(200);
    const body = own.json();
    expect(body).toMatchObject({ id: orderId, reference, status: 'NEW', totalPrice: order.totalPrice });
    expect(body.items.map((line: any) => [line.productId, line.quantity, line.unitPrice])).toEqual(
      order.items.map((line: any) => [line.productId, line.quantity, line.unitPrice]),
    );
    expect((await t.graphql(ORDER, { id: orderId }, retail)).data!.order).toMatchObject({ reference, items: order.items });

    // Another customer learns nothing, not even that the order exists.
    const theirs = await t.app.inject({ method: 'GET', url: `/api/v1/Orders/${orderId}`, headers: wholesale });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(reference);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/Orders/7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11', headers: wholesale });
    expect([missing.statusCode, missing.json()]).toEqual([404, theirs.json()]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/Orders/${orderId}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/Orders/${orderId}`, headers: admin })).json().reference).toBe(reference);
  });

  it('counts the orders no admin has seen; marking the shown ones seen lowers it, an order recorded later stays new', async () => {
    const count = async () => (await t.graphql('{ newOrdersCount }', {}, admin)).data!.newOrdersCount as number;
    const start = await count();
    await add(t, retail, products[0]!.id, 1);
    const first = await checkoutAs(retail);
    await add(t, retail, products[1]!.id, 1);
    const second = await checkoutAs(retail);
    expect(await count()).toBe(start + 2);
    const rest = await t.app.inject({ method: 'GET', url: '/api/v1/Admin/orders/new-count', headers: admin });
    expect(rest.json()).toEqual({ count: start + 2 });

    const marked = await t.graphql('mutation($ids: [ID!]!) { markOrdersSeen(ids: $ids) }', { ids: [first.orderId] }, admin);
    expect(marked.data!.markOrdersSeen).toBe(start + 1);
    // Marking again changes nothing; the REST path marks the other.
    expect((await t.graphql('mutation($ids: [ID!]!) { markOrdersSeen(ids: $ids) }', { ids: [first.orderId] }, admin)).data!.markOrdersSeen).toBe(start + 1);
    const seen = await t.app.inject({ method: 'POST', url: '/api/v1/Admin/orders/seen', headers: admin, payload: { orderIds: [second.orderId] } });
    expect(seen.json()).toEqual({ count: start });
    const [row] = await sql<{ seenAt: Date | null }>('select seen_at as "seenAt" from shop_order where id = ?', [second.orderId]);
    expect(row!.seenAt).not.toBeNull();

    await add(t, retail, products[2]!.id, 1);
    await checkoutAs(retail);
    expect(await count()).toBe(start + 1);

    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/Admin/orders/seen', headers: admin, payload: { orderIds: ['x'] } });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'orderIds must be order ids']);
    const customer = await t.app.inject({ method: 'POST', url: '/api/v1/Admin/orders/seen', headers: retail, payload: { orderIds: [second.orderId] } });
    expect(customer.statusCode).toBe(403);
    expect((await t.graphql('{ newOrdersCount }', {}, retail)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await count()).toBe(start + 1);
  });
});

describe('status changes and stock', () => {
  async function newOrder(quantities: number[]) {
    for (const [i, quantity] of quantities.entries()) await add(t, retail, products[i]!.id, quantity);
    return (await checkoutAs(retail)).orderId as string;
  }
  const stocks = () => Promise.all(products.map((p) => stockOf(t, p.id)));

  it('confirming takes the quantities off stock once, cancelling puts them back once, and every change is recorded', async () => {
    const id = await newOrder([2, 3]);
    expect(await stocks()).toEqual([100, 100, 100]);
    const contacted = await t.graphql(SET_STATUS, { id, status: 'CONTACTED', note: 'Called at 10:00' }, admin);
    expect(contacted.errors).toBeUndefined();
    const confirmed = await t.graphql(SET_STATUS, { id, status: 'CONFIRMED' }, admin);
    expect((confirmed.data!.setOrderStatus as any).status).toBe('CONFIRMED');
    expect(await stocks()).toEqual([98, 97, 100]);

    const again = await t.graphql(SET_STATUS, { id, status: 'CONFIRMED' }, admin);
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'statusChangeInvalid' });
    expect(await stocks()).toEqual([98, 97, 100]);

    const cancelled = await t.graphql(SET_STATUS, { id, status: 'CANCELLED', note: 'Customer changed their mind' }, admin);
    expect(await stocks()).toEqual([100, 100, 100]);
    expect((await t.graphql(SET_STATUS, { id, status: 'CANCELLED' }, admin)).errors?.[0]?.extensions?.reason).toBe('statusChangeInvalid');
    expect(await stocks()).toEqual([100, 100, 100]);

    const history = (cancelled.data!.setOrderStatus as any).history;
    expect(history.map((e: any) => [e.status, e.note])).toEqual([
      ['NEW', null],
      ['CONTACTED', 'Called at 10:00'],
      ['CONFIRMED', null],
      ['CANCELLED', 'Customer changed their mind'],
    ]);
    const [adminName] = await sql<{ name: string }>("select first_name || ' ' || last_name as name from app_user where email = ?", [ADMIN.email]);
    expect(history.slice(1).every((e: any) => e.byName === adminName!.name)).toBe(true);
    expect(new Set(history.map((e: any) => typeof e.at))).toEqual(new Set(['string']));
  });

  it('concurrent confirmations (three at once) take the stock once', async () => {
    const id = await newOrder([4]);
    const results = await Promise.all([1, 2, 3].map(() => t.graphql(SET_STATUS, { id, status: 'CONFIRMED' }, admin)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.reason === 'statusChangeInvalid')).toHaveLength(2);
    expect(await stockOf(t, products[0]!.id)).toBe(96);
    expect(await sql("select 1 from order_event where order_id = ? and status = 'confirmed'", [id])).toHaveLength(1);
    // The audit trail has the one move that happened, with the status before and after.
    expect(await sql("select action, changes from audit_entry where entity = 'order' and entity_id = ?", [id])).toEqual([
      { action: 'setStatus', changes: { status: { before: 'new', after: 'confirmed' } } },
    ]);
  });

  it('a confirmation waiting on the order row sees the first one’s status (the lock is the order’s)', async () => {
    const id = await newOrder([1]);
    const holder = new pg.Client({ connectionString: t.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from shop_order where id = $1 for update', [id]);
      const pending = [t.graphql(SET_STATUS, { id, status: 'CONFIRMED' }, admin), t.graphql(SET_STATUS, { id, status: 'CONFIRMED' }, admin)];
      for (let tries = 0; tries < 100; tries++) {
        const [row] = await sql<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        if (row!.n >= 2) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await holder.query('commit');
      const results = await Promise.all(pending);
      expect(results.filter((r) => !r.errors)).toHaveLength(1);
    } finally {
      await holder.end();
    }
    expect(await stockOf(t, products[0]!.id)).toBe(99);
  });

  it('confirming is refused, changing nothing, when the stock no longer suffices; other moves are checked', async () => {
    const id = await newOrder([5]);
    await setStock(t, products[0]!.id, 4);
    const refused = await t.graphql(SET_STATUS, { id, status: 'CONFIRMED' }, admin);
    expect(refused.errors?.[0]).toMatchObject({ message: `Only 4 left in stock of ${products[0]!.name}`, extensions: { reason: 'stockExceeded' } });
    expect(await stockOf(t, products[0]!.id)).toBe(4);
    expect((await t.graphql(ORDER, { id }, admin)).data).toMatchObject({ order: { status: 'NEW', history: [{ status: 'NEW' }] } });

    expect((await t.graphql(SET_STATUS, { id, status: 'COMPLETED' }, admin)).errors?.[0]?.extensions?.reason).toBe('statusChangeInvalid');
    expect((await t.graphql(SET_STATUS, { id: '7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11', status: 'CONTACTED' }, admin)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    // A completed order stays completed, and its stock stays taken.
    await setStock(t, products[0]!.id, 10);
    await t.graphql(SET_STATUS, { id, status: 'CONFIRMED' }, admin);
    await t.graphql(SET_STATUS, { id, status: 'COMPLETED' }, admin);
    expect((await t.graphql(SET_STATUS, { id, status: 'CANCELLED' }, admin)).errors?.[0]?.extensions?.reason).toBe('statusChangeInvalid');
    expect(await stockOf(t, products[0]!.id)).toBe(5);
  });
});

describe("stock moved by orders in the product's audit trail (issue 27)", () => {
  const TRAIL = `query($id: ID!) { auditTrail(entity: "product", entityId: $id, pageSize: 10) { items { action actorEmail changes { field before after } } } }`;
  const trailOf = async (productId: string) => ((await t.graphql(TRAIL, { id: productId }, admin)).data!.auditTrail as any).items as any[];

  it('confirming and cancelling an order each add an entry to every product of it: stock before and after, and the order', async () => {
    for (const [i, quantity] of [2, 3].entries()) await add(t, retail, products[i]!.id, quantity);
    const { orderId: id, reference } = await checkoutAs(retail);
    const before = await Promise.all(products.slice(0, 2).map(async (p) => (await trailOf(p.id)).length));
    await t.graphql(SET_STATUS, { id, status: 'CONFIRMED' }, admin);
    await t.graphql(SET_STATUS, { id, status: 'CANCELLED' }, admin);
    for (const [i, quantity] of [2, 3].entries()) {
      const trail = await trailOf(products[i]!.id);
      expect(trail).toHaveLength(before[i]! + 2);
      // Newest first: the cancellation put back what the confirmation took.
      expect(trail.slice(0, 2)).toEqual([
        {
          action: 'stockReturnedByOrder',
          actorEmail: ADMIN.email,
          changes: [
            { field: 'order', before: null, after: JSON.stringify(reference) },
            { field: 'stockQuantity', before: String(100 - quantity), after: '100' },
          ],
        },
        {
          action: 'stockTakenByOrder',
          actorEmail: ADMIN.email,
          changes: [
            { field: 'order', before: null, after: JSON.stringify(reference) },
            { field: 'stockQuantity', before: '100', after: String(100 - quantity) },
          ],
        },
      ]);
    }
    // A product the order does not hold has no such entry.
    expect((await trailOf(products[2]!.id)).filter((e) => e.action.endsWith('ByOrder'))).toEqual([]);
  });
});

describe('checkout throttle (issue 27)', () => {
  const order = async (headers: Record<string, string>) => {
    await add(t, headers, products[0]!.id, 1);
    return t.app.inject({ method: 'POST', url: '/api/v1/Cart/whatsapp-order', headers, payload: {} });
  };

  it(`one account records at most ${ORDERS_PER_ACCOUNT} orders in ${CHECKOUT_WINDOW_MINUTES} minutes: then 429 with Retry-After, nothing written`, async () => {
    for (let i = 0; i < ORDERS_PER_ACCOUNT; i++) expect((await order(wholesale)).statusCode).toBe(200);
    const orders = await orderCount();
    const refused = await order(wholesale);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ reason: 'checkoutThrottled', message: expect.stringContaining('Too many orders') });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(CHECKOUT_WINDOW_MINUTES * 60 - 120);
    expect(wait).toBeLessThanOrEqual(CHECKOUT_WINDOW_MINUTES * 60);
    expect(await orderCount()).toBe(orders);
    // The cart stays as it was, to order once the wait is over; GraphQL says the same.
    expect((await t.app.inject({ url: '/api/v1/Cart/count', headers: wholesale })).json()).toEqual({ count: 1 });
    const graphql = await t.graphql(CHECKOUT, { input: {} }, wholesale);
    expect(graphql.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'checkoutThrottled' });
    // Another account is not held up by it.
    expect((await order(retail)).statusCode).toBe(200);
  });

  it(`one address records at most ${ORDERS_PER_ADDRESS} orders in ${CHECKOUT_WINDOW_MINUTES} minutes, whichever accounts place them`, async () => {
    const others = [await signIn(t, CUSTOMERS.VIP, CUSTOMER_PASSWORD, '10.15.1.4'), await signIn(t, CUSTOMERS.NormalUser, CUSTOMER_PASSWORD, '10.15.1.5')];
    const accounts = [retail, wholesale, ...others];
    for (let i = 0; i < ORDERS_PER_ADDRESS; i++) expect((await order(accounts[i % accounts.length]!)).statusCode).toBe(200);
    const orders = await orderCount();
    const refused = await order(accounts[ORDERS_PER_ADDRESS % accounts.length]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await orderCount()).toBe(orders);
    await resetCarts(t, products, others);
  });
});
