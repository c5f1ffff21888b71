import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { CUSTOMER_PASSWORD, CUSTOMERS, signIn } from '../../../test/accounts.js';

let t: TestApp;
let retail: Record<string, string>;
let vip: Record<string, string>;
let productIds: string[];

beforeAll(async () => {
  t = await startTestApp();
  retail = await signIn(t, CUSTOMERS.Retail, CUSTOMER_PASSWORD);
  vip = await signIn(t, CUSTOMERS.VIP, CUSTOMER_PASSWORD);
  const rows = await t.orm.em.fork().execute<{ id: string }[]>(`select product_id as id from product_listing where is_active order by product_id limit 60`);
  productIds = rows.map((r) => r.id);
});
afterAll(() => t.close());

const rest = async (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: unknown) => {
  const response = await t.app.inject({ method, url: `/api/v1${url}`, headers: { 'content-type': 'application/json', ...headers }, payload: payload as never });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
};
const gql = (query: string, variables: Record<string, unknown>, headers: Record<string, string>) => t.graphql<any>(query, variables, headers);
const clear = async (headers: Record<string, string>) => expect((await rest('DELETE', '/Favorites/clear', headers)).status).toBe(200);

describe('favorites', () => {
  it('adds, lists newest first, counts, reports status and removes, over REST', async () => {
    await clear(retail);
    const [a, b, c] = productIds as [string, string, string];
    for (const id of [a, b, c]) expect((await rest('POST', '/Favorites', retail, { productId: id })).body).toMatchObject({ productId: id, isFavorite: true });
    // Adding again changes nothing.
    expect((await rest('POST', '/favorites', retail, { productId: a })).body).toEqual({ productId: a, isFavorite: true, favoritesCount: 3 });
    const page = await rest('GET', '/Favorites?page=1&pageSize=2', retail);
    expect(page.status).toBe(200);
    expect(page.body.totalCount).toBe(3);
    expect(page.body.favorites.map((f: { product: { id: string } }) => f.product.id)).toEqual([c, b]);
    expect(page.body.favorites[0].product).toHaveProperty('currentPrice');
    expect((await rest('GET', '/Favorites?page=2&pageSize=2', retail)).body.favorites.map((f: { product: { id: string } }) => f.product.id)).toEqual([a]);
    expect((await rest('GET', '/Favorites?page=9&pageSize=2', retail)).body).toMatchObject({ favorites: [], totalCount: 3 });
    expect((await rest('GET', '/Favorites/count', retail)).body).toEqual({ count: 3 });
    expect((await rest('GET', `/Favorites/status/${b}`, retail)).body).toEqual({ productId: b, isFavorite: true });
    expect((await rest('POST', '/Favorites/bulk-status', retail, [a, productIds[10]])).body).toEqual([
      { productId: a, isFavorite: true },
      { productId: productIds[10], isFavorite: false },
    ]);
    expect((await rest('POST', '/Favorites/bulk-status', retail, { productIds: [b] })).body).toEqual([{ productId: b, isFavorite: true }]);
    expect((await rest('DELETE', `/Favorites/${b}`, retail)).body).toEqual({ productId: b, isFavorite: false, favoritesCount: 2 });
    expect((await rest('POST', `/Favorites/toggle/${b}`, retail)).body).toEqual({ productId: b, isFavorite: true, favoritesCount: 3 });
    expect((await rest('POST', `/Favorites/toggle/${b}`, retail)).body).toEqual({ productId: b, isFavorite: false, favoritesCount: 2 });
    expect((await rest('DELETE', '/Favorites/clear', retail)).body).toEqual({ removed: 2 });
    expect((await rest('GET', '/Favorites/count', retail)).body).toEqual({ count: 0 });
  });

  it('works the same over GraphQL, and Product.isFavorite follows the viewer', async () => {
    await clear(retail);
    const id = productIds[5]!;
    const added = await gql(
      'mutation($id: ID!) { addFavorite(productId: $id) { productId isFavorite favoritesCount product { id isFavorite } } }',
      { id },
      retail,
    );
    expect(added.errors).toBeUndefined();
    expect(added.data.addFavorite).toEqual({ productId: id, isFavorite: true, favoritesCount: 1, product: { id, isFavorite: true } });
    const read = `query($id: ID!) { product(id: $id) { id isFavorite } favoritesCount favorites { totalCount items { product { id } } } }`;
    expect((await gql(read, { id }, retail)).data).toEqual({
      product: { id, isFavorite: true },
      favoritesCount: 1,
      favorites: { totalCount: 1, items: [{ product: { id } }] },
    });
    // The favorites page reads no favorite status for its own products.
    t.statements.length = 0;
    const page = await gql('{ favorites { items { product { id isFavorite } } } }', {}, retail);
    expect(page.data.favorites.items).toEqual([{ product: { id, isFavorite: true } }]);
    expect(t.statements.filter((s) => /from favorite where user_id = \? and product_id = any/.test(s))).toEqual([]);
    // Another customer and a visitor see it as no favorite.
    expect((await gql('query($id: ID!) { product(id: $id) { isFavorite } favoritesCount }', { id }, vip)).data).toEqual({
      product: { isFavorite: false },
      favoritesCount: 0,
    });
    expect((await gql('query($id: ID!) { product(id: $id) { isFavorite } favoritesCount }', { id }, {})).data).toEqual({
      product: { isFavorite: false },
      favoritesCount: 0,
    });
    const toggled = await gql('mutation($id: ID!) { toggleFavorite(productId: $id) { isFavorite favoritesCount } }', { id }, retail);
    expect(toggled.data.toggleFavorite).toEqual({ isFavorite: false, favoritesCount: 0 });
    expect((await gql('mutation($id: ID!) { removeFavorite(productId: $id) { isFavorite } }', { id }, retail)).data.removeFavorite).toEqual({
      isFavorite: false,
    });
    await gql('mutation($id: ID!) { addFavorite(productId: $id) { isFavorite } }', { id }, retail);
    expect((await gql('mutation { clearFavorites }', {}, retail)).data).toEqual({ clearFavorites: 1 });
  });

  it('refuses visitors (401, count 0), bad ids (400) and products the shop does not show (404), changing nothing', async () => {
    await clear(retail);
    expect((await rest('GET', '/Favorites')).status).toBe(401);
    expect((await rest('POST', '/Favorites', {}, { productId: productIds[0] })).status).toBe(401);
    expect((await rest('GET', '/Favorites/count')).body).toEqual({ count: 0 });
    const visitor = await gql('mutation($id: ID!) { addFavorite(productId: $id) { isFavorite } }', { id: productIds[0] }, {});
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await rest('POST', '/Favorites', retail, { productId: 'not-an-id' })).status).toBe(400);
    expect(
      (
        await rest(
          'POST',
          '/Favorites/bulk-status',
          retail,
          Array.from({ length: 101 }, () => productIds[0]),
        )
      ).status,
    ).toBe(400);
    expect((await rest('POST', '/Favorites', retail, { productId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    const hidden = productIds[20]!;
    await t.orm.em.fork().execute('update product set is_active = false where id = ?', [hidden]);
    expect((await rest('POST', '/Favorites', retail, { productId: hidden })).status).toBe(404);
    expect((await rest('GET', '/Favorites/count', retail)).body).toEqual({ count: 0 });
    await t.orm.em.fork().execute('update product set is_active = true where id = ?', [hidden]);
  });

  it('drops a product that goes inactive out of the list and the count, and brings it back when it returns', async () => {
    await clear(retail);
    const [kept, hidden] = [productIds[30]!, productIds[31]!];
    await rest('POST', '/Favorites', retail, { productId: kept });
    await rest('POST', '/Favorites', retail, { productId: hidden });
    await t.orm.em.fork().execute('update product set is_active = false where id = ?', [hidden]);
    expect((await rest('GET', '/Favorites', retail)).body).toMatchObject({ totalCount: 1, favorites: [{ product: { id: kept } }] });
    expect((await rest('GET', '/Favorites/count', retail)).body).toEqual({ count: 1 });
    await t.orm.em.fork().execute('update product set is_active = true where id = ?', [hidden]);
    expect((await rest('GET', '/Favorites/count', retail)).body).toEqual({ count: 2 });
  });

  it("never shows or changes another customer's favorites", async () => {
    await clear(retail);
    await clear(vip);
    await rest('POST', '/Favorites', vip, { productId: productIds[40] });
    expect((await rest('GET', '/Favorites', retail)).body.totalCount).toBe(0);
    await rest('DELETE', `/Favorites/${productIds[40]}`, retail);
    await rest('DELETE', '/Favorites/clear', retail);
    expect((await rest('GET', `/Favorites/status/${productIds[40]}`, vip)).body.isFavorite).toBe(true);
  });

  it('parallel toggles run one after the other: an even number cancels out', async () => {
    await clear(retail);
    const id = productIds[45]!;
    const answers = await Promise.all(Array.from({ length: 6 }, () => rest('POST', `/Favorites/toggle/${id}`, retail)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.isFavorite).length).toBe(3);
    expect((await rest('GET', `/Favorites/status/${id}`, retail)).body.isFavorite).toBe(false);
    const rows = await t.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from favorite where product_id = ?', [id]);
    expect(rows[0]!.n).toBe(0);
  });

  it('reads isFavorite for a whole page in one statement: a page of 50 costs what a page of 10 costs', async () => {
    const statementsFor = async (pageSize: number) => {
      const query = `query($size: Int!) { products(input: { pageSize: $size }) { items { id isFavorite } } }`;
      await gql(query, { size: pageSize }, retail);
      t.statements.length = 0;
      const { errors } = await gql(query, { size: pageSize }, retail);
      expect(errors).toBeUndefined();
      return t.statements.filter((s) => /favorite/i.test(s)).length;
    };
    const [small, large] = [await statementsFor(10), await statementsFor(50)];
    expect(small).toBe(1);
    expect(large).toBe(small);
  });
});
