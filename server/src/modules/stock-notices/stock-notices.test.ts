import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, newCustomer, signIn } from '../../../test/accounts.js';
import { add, productsForSale, setStock, sqlOf } from '../../../test/buying.js';
import { IN_AZERBAIJANI, startTestApp, type TestApp } from '../../../test/app.js';
import { mailsTo, mailTo } from '../../../test/mail.js';

/**
 * Issue 28, "Notify me when back in stock": a signed-in customer asks (once, whatever the repeats), the
 * stock comes back (an admin's edit, a cancelled order), and exactly one e-mail names the product; later
 * restocks send none. Real SMTP into the outbox catcher, read from its folder.
 */

let t: TestApp;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stock-notices-test-'));
const outbox = path.join(dataDir, 'outbox');
const sql = () => sqlOf(t);
let admin: Record<string, string>;
let signUps = 0;

beforeAll(async () => {
  t = await startTestApp({ dataDir });
  admin = await signIn(t, ADMIN.email, ADMIN.password, '10.28.9.1');
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A fresh customer, signed in: their e-mail and headers. */
async function customer(headers: Record<string, string> = {}) {
  const who = newCustomer();
  const remoteAddress = `10.28.8.${++signUps}`;
  expect((await t.app.inject({ method: 'POST', url: '/api/v1/Auth/register', payload: who, remoteAddress })).statusCode).toBe(201);
  return { email: who.email, headers: { ...(await signIn(t, who.email, who.password, remoteAddress)), ...headers } };
}

let productSeq = 0;
/** A product the shop shows, sold out. */
async function soldOut() {
  const [product] = await productsForSale(t, 1, 0, productSeq++);
  return product!;
}

const notifyMe = (productId: string, headers: Record<string, string>, method: 'POST' | 'DELETE' = 'POST') =>
  t.app.inject({ method, url: `/api/v1/Products/${productId}/notify-me`, headers });
const restock = (productId: string, stockQuantity: number) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/Products/${productId}`, headers: admin, payload: { stockQuantity } });
const requests = async (productId: string) =>
  (await sql()<{ n: number }>('select count(*)::int as n from stock_notice where product_id = ?', [productId]))[0]!.n;
/** Background mail has had its chance: a later message would have come by now. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

// Sign-ups hash passwords (argon2) and mail goes out in the background: generous on a loaded 2-core machine.
describe('notify me when back in stock', { timeout: 120_000 }, () => {
  it('is asked once per customer and product, answered in the product detail, and withdrawn', async () => {
    const product = await soldOut();
    const { headers } = await customer();
    for (let i = 0; i < 3; i++) expect((await notifyMe(product.id, headers)).json()).toEqual({ productId: product.id, requested: true });
    expect(await requests(product.id)).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/Products/${product.id}`, headers })).json().notifyMeRequested).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/Products/${product.id}` })).json().notifyMeRequested).toBe(false);
    const detail = await t.graphql('query($id: ID!) { product(id: $id) { stockNoticeRequested } }', { id: product.id }, headers);
    expect(detail.data?.product).toEqual({ stockNoticeRequested: true });

    expect((await notifyMe(product.id, headers, 'DELETE')).json()).toEqual({ productId: product.id, requested: false });
    expect((await notifyMe(product.id, headers, 'DELETE')).statusCode).toBe(200);
    expect(await requests(product.id)).toBe(0);
  });

  it('refuses visitors, products in stock and products the shop does not show, changing nothing', async () => {
    const product = await soldOut();
    const { headers } = await customer();
    expect((await notifyMe(product.id, {})).statusCode).toBe(401);
    await setStock(t, product.id, 3);
    const inStock = await notifyMe(product.id, headers);
    expect(inStock.statusCode).toBe(400);
    expect(inStock.json().reason).toBe('productInStock');
    await sql()('update product set stock_quantity = 0, is_active = false where id = ?', [product.id]);
    expect((await notifyMe(product.id, headers)).statusCode).toBe(404);
    expect((await notifyMe('7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11', headers)).statusCode).toBe(404);
    expect((await notifyMe('not-an-id', headers)).statusCode).toBe(404);
    expect(await requests(product.id)).toBe(0);
    await sql()('update product set is_active = true where id = ?', [product.id]);
    const graphql = await t.graphql('mutation($id: ID!) { requestStockNotice(productId: $id) { requested } }', { id: product.id }, {});
    expect(graphql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('sends exactly one e-mail naming the product when an admin restocks it, in the language it was asked in; a second restock sends none', async () => {
    const product = await soldOut();
    const english = await customer();
    const azerbaijani = await customer(IN_AZERBAIJANI);
    const withdrawn = await customer();
    for (const who of [english, azerbaijani, withdrawn]) expect((await notifyMe(product.id, who.headers)).statusCode).toBe(200);
    expect((await notifyMe(product.id, withdrawn.headers, 'DELETE')).statusCode).toBe(200);

    // A change that leaves it sold out tells nobody.
    expect((await restock(product.id, 0)).statusCode).toBe(200);
    expect((await restock(product.id, 4)).statusCode).toBe(200);
    const mail = await mailTo(outbox, english.email);
    expect(mail.subject).toBe(`Texnika: ${product.name} is back in stock`);
    expect(mail.text).toContain(`${product.name} (SKU: ${product.sku})`);
    expect(mail.text).toContain(`/details/${product.id}?lang=en`);
    const az = await mailTo(outbox, azerbaijani.email);
    expect(az.subject).toBe(`Texnika: ${product.name} yenidən satışdadır`);
    expect(az.text).toContain(`(Artikul: ${product.sku})`);
    expect(await requests(product.id)).toBe(0);
    expect((await t.graphql('query($id: ID!) { product(id: $id) { stockNoticeRequested } }', { id: product.id }, english.headers)).data?.product).toEqual({
      stockNoticeRequested: false,
    });

    // More stock, then sold out and back again: the requests are done, nobody hears twice.
    expect((await restock(product.id, 9)).statusCode).toBe(200);
    expect((await restock(product.id, 0)).statusCode).toBe(200);
    expect((await restock(product.id, 2)).statusCode).toBe(200);
    await settle();
    expect(mailsTo(outbox, english.email)).toHaveLength(1);
    expect(mailsTo(outbox, azerbaijani.email)).toHaveLength(1);
    expect(mailsTo(outbox, withdrawn.email)).toHaveLength(0);
  });

  it('tells the waiting customer when a cancelled order puts the last units back', async () => {
    const [product] = await productsForSale(t, 1, 2, productSeq++);
    const buyer = await customer();
    await add(t, buyer.headers, product!.id, 2);
    const order = (await t.app.inject({ method: 'POST', url: '/api/v1/Cart/whatsapp-order', headers: buyer.headers, payload: {} })).json();
    const setStatus = (status: string) =>
      t.graphql('mutation($id: ID!, $status: OrderStatus!) { setOrderStatus(id: $id, status: $status) { status } }', { id: order.orderId, status }, admin);
    expect((await setStatus('CONFIRMED')).errors).toBeUndefined();
    const waiting = await customer();
    expect((await notifyMe(product!.id, waiting.headers)).statusCode).toBe(200);
    expect((await setStatus('CANCELLED')).errors).toBeUndefined();
    const mail = await mailTo(outbox, waiting.email);
    expect(mail.text).toContain(product!.name);
    await settle();
    expect(mailsTo(outbox, waiting.email)).toHaveLength(1);
  });
});
