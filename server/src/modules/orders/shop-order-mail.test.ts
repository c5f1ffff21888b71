import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_PASSWORD, CUSTOMERS, signIn } from '../../../test/accounts.js';
import { add, productsForSale, resetCarts, sqlOf, type ShopProduct } from '../../../test/buying.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { mailsTo, mailTo } from '../../../test/mail.js';

/**
 * Issue 28: the shop hears of each new order by e-mail, at the address of its store settings (none when
 * that is empty), after the order has committed: reference, customer, lines, total and the back office's
 * link to the order.
 */

let t: TestApp;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-order-mail-test-'));
const outbox = path.join(dataDir, 'outbox');
const sql = () => sqlOf(t);
let products: ShopProduct[];
let customer: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp({ dataDir });
  products = await productsForSale(t, 2);
  customer = await signIn(t, CUSTOMERS.Retail, CUSTOMER_PASSWORD, '10.28.7.1');
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const setShopEmail = (email: string) => sql()(`update store_settings set data = jsonb_set(data, '{email}', to_jsonb(?::text)) where id = 1`, [email]);
async function order(): Promise<{ orderId: string; reference: string }> {
  await resetCarts(t, products, [customer]);
  await add(t, customer, products[0]!.id, 2);
  await add(t, customer, products[1]!.id, 1);
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/Cart/whatsapp-order', headers: customer, payload: { customerName: 'Aygün Məmmədova' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("the shop's e-mail for a new order", { timeout: 90_000 }, () => {
  it('goes to the settings address with the reference, customer, lines, total and the back-office link', async () => {
    await setShopEmail('orders.shop@texnika.az');
    const { orderId, reference } = await order();
    const mail = await mailTo(outbox, 'orders.shop@texnika.az');
    const [row] = await sql()<{ total: number }>('select total_price_minor as total from shop_order where id = ?', [orderId]);
    expect(mail.subject).toBe(`New order ${reference}: Aygün Məmmədova`);
    expect(mail.text).toContain(`A new order was placed on the shop: ${reference}`);
    expect(mail.text).toContain('Customer: Aygün Məmmədova');
    expect(mail.text).toContain(`E-mail: ${CUSTOMERS.Retail}`);
    // Named in the order's language (English: the checkout named none).
    expect(mail.text).toContain(`1. ${products[0]!.nameEn} (SKU: ${products[0]!.sku}) — 2 × `);
    expect(mail.text).toContain(`2. ${products[1]!.nameEn} (SKU: ${products[1]!.sku}) — 1 × `);
    expect(mail.text).toContain(`Total: ${Math.floor(row!.total / 100)}.${String(row!.total % 100).padStart(2, '0')} ₼`);
    expect(mail.text).toContain(`/admin/orders/${orderId}`);
    expect(mailsTo(outbox, 'orders.shop@texnika.az')).toHaveLength(1);
  });

  it('is not sent when the settings have no e-mail address', async () => {
    await setShopEmail('');
    const before = readAll();
    await order();
    // The customer's own confirmation shows the background mail has gone out; nothing else came with it.
    await mailTo(outbox, CUSTOMERS.Retail, before.filter((m) => m.includes(CUSTOMERS.Retail)).length);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(readAll().filter((to) => !to.includes(CUSTOMERS.Retail))).toEqual(before.filter((to) => !to.includes(CUSTOMERS.Retail)));
  });
});

const readAll = () => mailsTo(outbox, '').map((message) => message.to);
