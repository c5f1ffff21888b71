import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CUSTOMER_PASSWORD, CUSTOMERS, signIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { add, azn, CART_FIELDS, resetCarts, productsForSale, setStock, sqlOf, tierPrice, type ShopProduct } from '../../../test/buying.js';

/**
 * The cart (issue 15) through GraphQL and REST on a real database: tier prices now, stock refusals,
 * unavailable lines, parallel adds meeting on one line, and customers kept out of each other's lines.
 */

let t: TestApp;
let sql: ReturnType<typeof sqlOf>;
let retail: Record<string, string>;
let wholesale: Record<string, string>;
let products: ShopProduct[];

beforeAll(async () => {
  t = await startTestApp();
  sql = sqlOf(t);
  retail = await signIn(t, CUSTOMERS.Retail, CUSTOMER_PASSWORD, '10.15.0.1');
  wholesale = await signIn(t, CUSTOMERS.Wholesale, CUSTOMER_PASSWORD, '10.15.0.2');
  products = await productsForSale(t, 4, 100);
});
afterAll(() => t.close());
beforeEach(() => resetCarts(t, products, [retail, wholesale]));

const rest = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload });

describe('prices', () => {
  it("a Retail customer's cart is priced at tier 2 now, in REST and GraphQL alike", async () => {
    const [a, b] = products as [ShopProduct, ShopProduct];
    await add(t, retail, a.id, 2);
    await add(t, retail, b.id, 1);
    const [pa, pb] = [await tierPrice(t, a.id, 2), await tierPrice(t, b.id, 2)];
    const amount = pa.price * 2 + pb.price;
    const paid = pa.discounted * 2 + pb.discounted;

    const response = await rest('GET', '/Cart', retail);
    expect(response.statusCode).toBe(200);
    const cart = response.json();
    expect(cart.items.map((i: { productId: string }) => i.productId)).toEqual([a.id, b.id]);
    expect(cart.items[0]).toMatchObject({
      productId: a.id,
      productName: a.nameEn,
      productSku: a.sku,
      quantity: 2,
      unitPrice: azn(pa.discounted),
      originalUnitPrice: azn(pa.price),
      totalPrice: azn(pa.discounted * 2),
      available: true,
      stockQuantity: 100,
    });
    for (const field of ['id', 'cartId', 'productDescription', 'productImageUrl', 'createdAt']) expect(cart.items[0]).toHaveProperty(field);
    expect(cart).toMatchObject({ totalAmount: azn(amount), totalDiscount: azn(amount - paid), totalPrice: azn(paid), itemCount: 2, totalQuantity: 3 });

    const { data, errors } = await t.graphql(`{ cart { ${CART_FIELDS} } cartCount }`, {}, retail);
    expect(errors).toBeUndefined();
    expect(data!.cartCount).toBe(2);
    const gql = data!.cart as Record<string, any>;
    expect(gql.totalAmount).toBe(azn(amount));
    expect(gql.totalPrice).toBe(azn(paid));
    expect(gql.items[0]).toMatchObject({ productId: a.id, unitPrice: azn(pa.discounted), originalUnitPrice: azn(pa.price), product: { id: a.id } });

    // The price is read when the cart is: an admin's change shows at once.
    await sql(
      'update product_price set price_minor = price_minor + 1000, discounted_price_minor = discounted_price_minor + 1000 where product_id = ? and tier = 2',
      [a.id],
    );
    const after = (await rest('GET', '/Cart', retail)).json();
    expect(after.items[0].unitPrice).toBe(azn(pa.discounted + 1000));
  });

  it('the cart and its count are read with a fixed number of statements whatever the number of lines', async () => {
    // The catalogue's catch-up with a change the test made (the change log's read and the index's read of
    // the changed products, `"createdUs"`, memory/source.ts) runs when the test app settles before the
    // request, or when the log's notification arrives: it is the catalogue's upkeep, not the cart's.
    const indexUpkeep = (line: string) => line.includes('catalogue_change') || line.includes('"createdUs"');
    const ours = () => t.statements.filter((line) => !indexUpkeep(line));
    const count = async () => {
      t.statements.length = 0;
      expect((await rest('GET', '/Cart', retail)).statusCode).toBe(200);
      const cart = ours();
      t.statements.length = 0;
      expect((await rest('GET', '/Cart/count', retail)).statusCode).toBe(200);
      const counted = ours();
      // The statements themselves in the message: a count that differs says what was read.
      return { cart: cart.length, count: counted.length, statements: [...cart, '--', ...counted].map((line) => line.slice(0, 200)) };
    };
    await add(t, retail, products[0]!.id);
    await count(); // the catalogue index catches up with the stock the test set
    const one = await count();
    for (const p of products.slice(1)) await add(t, retail, p.id);
    const many = await count();
    expect({ cart: many.cart, count: many.count }, many.statements.join('\n')).toEqual({ cart: one.cart, count: one.count });
    // The cart's lines, and the count: one statement each (the viewer's sign-in state is kept by the process).
    expect({ cart: one.cart, count: one.count }, one.statements.join('\n')).toEqual({ cart: 1, count: 1 });
  });
});

describe('stock and quantities', () => {
  it('adding past the stock is refused naming what is left, in REST and GraphQL, and changes nothing', async () => {
    const p = products[0]!;
    await setStock(t, p.id, 3);
    const refused = await rest('POST', '/cart/items', retail, { productId: p.id, quantity: 4 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Only 3 left in stock', reason: 'stockExceeded' });

    await add(t, retail, p.id, 2);
    const { errors } = await t.graphql('mutation($id: ID!) { addToCart(productId: $id, quantity: 2) { id } }', { id: p.id }, retail);
    expect(errors?.[0]).toMatchObject({ message: 'Only 3 left in stock', extensions: { code: 'BAD_USER_INPUT', reason: 'stockExceeded' } });
    const cart = (await rest('GET', '/Cart', retail)).json();
    expect(cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([2]);

    // The same rule when a quantity is set.
    const line = cart.items[0].id;
    expect((await rest('PUT', `/Cart/items/${line}`, retail, { quantity: 4 })).json()).toMatchObject({ reason: 'stockExceeded' });
    const set = await t.graphql(`mutation($id: ID!) { updateCartItem(id: $id, quantity: 3) { ${CART_FIELDS} } }`, { id: line }, retail);
    expect((set.data!.updateCartItem as any).items[0].quantity).toBe(3);
  });

  it('quantities are whole numbers from 1 to 999', async () => {
    const p = products[0]!;
    for (const quantity of [0, -1, 1000, 1.5]) {
      const response = await rest('POST', '/cart/items', retail, { productId: p.id, quantity });
      expect(response.statusCode, `quantity ${quantity}`).toBe(400);
    }
    await setStock(t, p.id, 5000);
    await add(t, retail, p.id, 999);
    expect((await rest('POST', '/cart/items', retail, { productId: p.id, quantity: 1 })).json()).toMatchObject({ reason: 'quantityInvalid' });
    const line = (await rest('GET', '/Cart', retail)).json().items[0].id;
    expect((await rest('PUT', `/Cart/items/${line}`, retail, { quantity: 0 })).statusCode).toBe(400);
  });

  it('an inactive, unknown or malformed product cannot be added (404)', async () => {
    const p = products[0]!;
    await sql('update product set is_active = false where id = ?', [p.id]);
    for (const productId of [p.id, randomUUID(), 'not-an-id']) {
      const response = await rest('POST', '/cart/items', retail, { productId, quantity: 1 });
      expect(response.statusCode, productId).toBe(404);
      expect(response.json().reason).toBe('productNotFound');
    }
    const { errors } = await t.graphql('mutation($id: ID!) { addToCart(productId: $id) { id } }', { id: p.id }, retail);
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await sql('select 1 from cart_item')).length).toBe(0);
  });

  it('50 parallel "add 1" requests leave one line of quantity 50', async () => {
    const p = products[1]!;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2
          ? rest('POST', '/cart/items', retail, { productId: p.id, quantity: 1 }).then((r) => r.statusCode)
          : t.graphql('mutation($id: ID!) { addToCart(productId: $id, quantity: 1) { id } }', { id: p.id }, retail).then((r) => (r.errors ? 500 : 200)),
      ),
    );
    expect(results.every((status) => status === 200)).toBe(true);
    const rows = await sql<{ quantity: number }>('select quantity from cart_item where product_id = ?', [p.id]);
    expect(rows).toEqual([{ quantity: 50 }]);
  });

  it('parallel adds never push a line past the stock', async () => {
    const p = products[2]!;
    await setStock(t, p.id, 7);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => rest('POST', '/cart/items', retail, { productId: p.id, quantity: 1 }).then((r) => r.statusCode)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(7);
    expect(statuses.filter((s) => s === 400)).toHaveLength(13);
    expect(await sql('select quantity from cart_item where product_id = ?', [p.id])).toEqual([{ quantity: 7 }]);
  });
});

describe('unavailable lines', () => {
  it('lines whose product went inactive, out of stock or unpriced stay visible, unavailable and out of the totals', async () => {
    const [a, b, c, d] = products as [ShopProduct, ShopProduct, ShopProduct, ShopProduct];
    for (const p of [a, b, c, d]) await add(t, retail, p.id, 2);
    await sql('update product set is_active = false where id = ?', [a.id]);
    await setStock(t, b.id, 0);
    await sql('delete from product_price where product_id = ? and tier = 2', [c.id]);
    const pd = await tierPrice(t, d.id, 2);

    const cart = (await rest('GET', '/Cart', retail)).json();
    expect(cart.items.map((i: { productId: string; available: boolean }) => [i.productId, i.available])).toEqual([
      [a.id, false],
      [b.id, false],
      [c.id, false],
      [d.id, true],
    ]);
    expect(cart).toMatchObject({ itemCount: 4, totalQuantity: 2, totalAmount: azn(pd.price * 2), totalPrice: azn(pd.discounted * 2) });
    const { data } = await t.graphql(`{ cart { ${CART_FIELDS} } }`, {}, retail);
    expect((data!.cart as any).items[0]).toMatchObject({ available: false, product: null });
    expect((data!.cart as any).totalPrice).toBe(azn(pd.discounted * 2));
    // Put the price row back for the other tests.
    await sql(
      'insert into product_price (id, product_id, tier, price_minor, discounted_price_minor) select gen_random_uuid(), product_id, 2, price_minor, discounted_price_minor from product_price where product_id = ? and tier = 1',
      [c.id],
    );
  });
});

describe('own lines only', () => {
  it("a customer cannot change or remove another customer's line (404), nor see it", async () => {
    const p = products[0]!;
    await add(t, retail, p.id, 2);
    const line = (await rest('GET', '/Cart', retail)).json().items[0].id as string;

    expect((await rest('PUT', `/Cart/items/${line}`, wholesale, { quantity: 5 })).statusCode).toBe(404);
    expect((await rest('DELETE', `/Cart/items/${line}`, wholesale)).statusCode).toBe(404);
    for (const document of ['mutation($id: ID!) { updateCartItem(id: $id, quantity: 5) { id } }', 'mutation($id: ID!) { removeCartItem(id: $id) { id } }']) {
      const { errors } = await t.graphql(document, { id: line }, wholesale);
      expect(errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'cartItemNotFound' });
    }
    expect((await rest('GET', '/Cart', wholesale)).json().items).toEqual([]);
    expect(await sql('select quantity from cart_item where id = ?', [line])).toEqual([{ quantity: 2 }]);

    // The owner may.
    const removed = await rest('DELETE', `/Cart/items/${line}`, retail);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items).toEqual([]);
    expect((await rest('DELETE', `/Cart/items/${line}`, retail)).statusCode).toBe(404);
  });

  it('visitors get 401 on the cart and 0 as its count', async () => {
    expect((await rest('GET', '/Cart', {})).statusCode).toBe(401);
    expect((await rest('POST', '/cart/items', {}, { productId: products[0]!.id, quantity: 1 })).statusCode).toBe(401);
    expect((await rest('DELETE', '/Cart/', {})).statusCode).toBe(401);
    expect((await rest('GET', '/Cart/count', {})).json()).toEqual({ count: 0 });
    const { data, errors } = await t.graphql('{ cartCount }');
    expect(errors).toBeUndefined();
    expect(data).toEqual({ cartCount: 0 });
    expect((await t.graphql('{ cart { id } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('count and clear', () => {
  it('counts lines, and clears with DELETE /Cart/, DELETE /Cart or clearCart, whatever the path case', async () => {
    await add(t, retail, products[0]!.id, 3);
    await add(t, retail, products[1]!.id, 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cart/COUNT', headers: retail })).json()).toEqual({ count: 2 });
    const cleared = await t.app.inject({ method: 'DELETE', url: '/api/v1/cart/', headers: retail });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ items: [], totalAmount: 0, totalPrice: 0 });
    await add(t, retail, products[0]!.id);
    const { data } = await t.graphql('mutation { clearCart { itemCount } }', {}, retail);
    expect(data).toEqual({ clearCart: { itemCount: 0 } });
    expect((await rest('GET', '/Cart/count', retail)).json()).toEqual({ count: 0 });
  });
});
