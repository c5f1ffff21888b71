import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueOf } from '../src/modules/catalogue-index/index.js';
import { parseCatalogEngine } from '../src/config.js';
import { ADMIN, CUSTOMER_PASSWORD, CUSTOMERS, signIn } from './accounts.js';
import { add, emptyCart, sqlOf } from './buying.js';
import { startTestApp, type TestApp } from './app.js';

/**
 * A writer reads its own write (issue 30): each kind of catalogue write shows in the very next answer
 * of the process that made it, because the service waits until this process has applied it. Nothing
 * else could bring it: the app does not settle before requests here, and its change listener is
 * stopped (no notification, no poll).
 */

let t: TestApp;
let admin: Record<string, string>;
let retail: Record<string, string>;
let product: { id: string; sku: string };

beforeAll(async () => {
  t = await startTestApp({ settle: false });
  admin = await signIn(t, ADMIN.email, ADMIN.password, '10.31.0.1');
  retail = await signIn(t, CUSTOMERS.Retail, CUSTOMER_PASSWORD, '10.31.0.2');
  [product] = (await sqlOf(t)<{ id: string; sku: string }>(
    `select p.id, p.sku from product p join product_listing l on l.product_id = p.id where l.is_active and p.stock_quantity > 5 order by p.sku limit 1`,
  )) as [{ id: string; sku: string }];
  // The catalogue as the app holds it (loaded), then no more news from the database.
  await t.graphql(`{ searchProducts(text: "${product.sku}") { totalCount } product(id: "${product.id}") { stockQuantity } storeSettings { shopName } }`);
  await catalogueOf(t.orm, parseCatalogEngine(process.env.CATALOG_ENGINE)).listener?.close();
});
afterAll(() => t.close());

const detail = async () =>
  (
    await t.graphql<{ product: { name: string; stockQuantity: number; currentPrice: number } }>(
      `{ product(id: "${product.id}") { name stockQuantity currentPrice } }`,
    )
  ).data!.product;
const found = async (text: string) =>
  (
    await t.graphql<{ searchProducts: { items: { id: string }[] } }>('query($text: String!) { searchProducts(text: $text, pageSize: 50) { items { id } } }', {
      text,
    })
  ).data!.searchProducts.items.map((p) => p.id);

describe('the writing process shows its write in its next answer', () => {
  it('a product edited in the back office (name, price)', async () => {
    const { errors } = await t.graphql(
      'mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }',
      { id: product.id, input: { nameEn: 'Zentrovax', prices: [{ userRole: 'NORMAL_USER', price: 321.5, discountedPrice: null }] } },
      admin,
    );
    expect(errors).toBeUndefined();
    expect(await detail()).toMatchObject({ name: 'Zentrovax', currentPrice: 321.5 });
    expect(await found('zentrovax')).toEqual([product.id]);
  });

  it('specifications added', async () => {
    const { errors } = await t.graphql(
      'mutation($id: ID!, $groups: [SpecificationGroupInput!]!) { setProductSpecifications(productId: $id, specificationGroups: $groups) { productId } }',
      { id: product.id, groups: [{ groupName: 'Əsas', items: [{ name: 'Model', value: 'Plovdrix 77' }] }] },
      admin,
    );
    expect(errors).toBeUndefined();
    expect(await found('plovdrix')).toEqual([product.id]);
  });

  it('stock taken by a confirmed order, and put back when it is cancelled', async () => {
    const before = (await detail()).stockQuantity;
    await emptyCart(t, retail);
    await add(t, retail, product.id, 2);
    const placed = await t.graphql<{ checkout: { orderId: string } }>(
      'mutation($input: CheckoutInput) { checkout(input: $input) { orderId } }',
      { input: { customerName: 'Aygün Məmmədova', customerPhone: '+994 50 111 22 33' } },
      retail,
    );
    expect(placed.errors).toBeUndefined();
    const status = (to: string) =>
      t.graphql('mutation($id: ID!, $to: OrderStatus!) { setOrderStatus(id: $id, status: $to) { id } }', { id: placed.data!.checkout.orderId, to }, admin);
    expect((await status('CONFIRMED')).errors).toBeUndefined();
    expect((await detail()).stockQuantity).toBe(before - 2);
    expect((await status('CANCELLED')).errors).toBeUndefined();
    expect((await detail()).stockQuantity).toBe(before);
  });

  it('the store settings saved', async () => {
    const { data } = await t.graphql<{ adminStoreSettings: Record<string, unknown> }>(
      '{ adminStoreSettings { shopNameAz shopNameEn phones whatsApp email offices { nameAz nameEn addressAz addressEn hoursAz hoursEn latitude longitude } } }',
      {},
      admin,
    );
    const { errors } = await t.graphql(
      'mutation($input: StoreSettingsInput!) { updateStoreSettings(input: $input) { shopNameEn } }',
      { input: { ...data!.adminStoreSettings, shopNameEn: 'Kvantex Store' } },
      admin,
    );
    expect(errors).toBeUndefined();
    const { data: shown } = await t.graphql<{ storeSettings: { shopName: string } }>('{ storeSettings { shopName } }');
    expect(shown!.storeSettings.shopName).toBe('Kvantex Store');
  });
});
