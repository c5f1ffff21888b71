import type { TestApp } from './app.js';

/** Helpers of the cart and orders tests (issue 15): products to buy, their tier prices, cart documents. */

export function sqlOf(t: TestApp) {
  return <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
}

export interface ShopProduct {
  id: string;
  /** The Azerbaijani name, and the English one (the Azerbaijani when the product has none). */
  name: string;
  nameEn: string;
  sku: string;
}

/** `count` products the shop shows, each with its own price rows, given a stock of `stock` each. */
export async function productsForSale(t: TestApp, count: number, stock = 100, offset = 0): Promise<ShopProduct[]> {
  const sql = sqlOf(t);
  const rows = await sql<ShopProduct>(
    `select p.id, p.name, coalesce(nullif(p.name_en, ''), p.name) as "nameEn", p.sku from product p join product_listing l on l.product_id = p.id
     where l.is_active and exists (select 1 from product_price pr where pr.product_id = p.id and pr.discounted_price_minor < pr.price_minor and pr.tier = 2)
     order by p.sku limit ? offset ?`,
    [count, offset],
  );
  if (rows.length < count) throw new Error('not enough products for sale in the demo catalogue');
  await sql(`update product set stock_quantity = ? where id = any(?::uuid[])`, [stock, `{${rows.map((r) => r.id).join(',')}}`]);
  return rows;
}

export async function setStock(t: TestApp, productId: string, stock: number): Promise<void> {
  await sqlOf(t)('update product set stock_quantity = ? where id = ?', [stock, productId]);
}

export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const [row] = await sqlOf(t)<{ stock: number }>('select stock_quantity as stock from product where id = ?', [productId]);
  return row!.stock;
}

/** A product's price row for a tier, in qəpik. */
export async function tierPrice(t: TestApp, productId: string, tier: number): Promise<{ price: number; discounted: number }> {
  const [row] = await sqlOf(t)<{ price: number; discounted: number }>(
    'select price_minor as price, discounted_price_minor as discounted from product_price where product_id = ? and tier = ?',
    [productId, tier],
  );
  return row!;
}

export const CART_FIELDS = `id itemCount totalQuantity totalAmount totalDiscount totalPrice
  items { id cartId productId productName productSku productDescription productImageUrl quantity stockQuantity available unitPrice originalUnitPrice totalPrice createdAt product { id } }`;

export const ORDER_FIELDS = `id reference status customerId customerName customerPhone customerEmail language currency totalAmount totalDiscount totalPrice createdAt updatedAt
  items { id productId productName productSku unitPrice originalUnitPrice quantity totalPrice }
  history { status at byName note }`;

/** Empties a customer's cart over REST. */
export async function emptyCart(t: TestApp, headers: Record<string, string>): Promise<void> {
  const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/Cart', headers });
  if (response.statusCode !== 200) throw new Error(`clearing the cart failed: ${response.statusCode} ${response.body}`);
}

/** Before each test: the customers' carts empty, the products active with a stock of 100 again. */
export async function resetCarts(t: TestApp, products: ShopProduct[], customers: Record<string, string>[]): Promise<void> {
  for (const headers of customers) await emptyCart(t, headers);
  await sqlOf(t)('update product set stock_quantity = 100, is_active = true where id = any(?::uuid[])', [`{${products.map((p) => p.id).join(',')}}`]);
  // No orders counted against the checkout throttle: a file's tests order more than a shopper may in ten minutes.
  await sqlOf(t)("delete from login_throttle where key like 'checkout:%'");
}

/** Qəpik as the API's manat amount. */
export const azn = (minor: number) => minor / 100;

/** Adds over REST and fails loudly when refused. */
export async function add(t: TestApp, headers: Record<string, string>, productId: string, quantity = 1) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/cart/items', headers, payload: { productId, quantity } });
  if (response.statusCode !== 200) throw new Error(`adding failed: ${response.statusCode} ${response.body}`);
  return response.json();
}
