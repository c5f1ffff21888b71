import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(() => t.close());

describe('the HTTP application', () => {
  it('reports health when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with 404 and a JSON message, never the app shell', async () => {
    for (const url of ['/api/v1/Nothing', '/api/v1/Products/x/y/z', '/uploads/none.png']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('answers an empty catalogue with empty lists, not errors', async () => {
    const { data, errors } = await t.graphql('{ categoryTree { id } products { totalCount items { id } } recentlyAdded { id } }');
    expect(errors).toBeUndefined();
    expect(data).toEqual({ categoryTree: [], products: { totalCount: 0, items: [] }, recentlyAdded: [] });
  });

  it('names GraphQL mistakes and refuses requests that could be forged cross-site', async () => {
    const unknownField = await t.graphql('{ nope }');
    expect(unknownField.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const simple = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'text/plain' }, payload: '{"query":"{ categories { id } }"}' });
    expect(simple.statusCode).toBe(400);
  });

  it('never leaks internals when something breaks', async () => {
    await t.orm.em.getConnection().execute('alter table product rename to product_moved');
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/Products/7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal server error' });
      const { errors } = await t.graphql('{ products { totalCount } }');
      expect(errors).toEqual([{ message: 'Internal server error', path: ['products'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
    } finally {
      await t.orm.em.getConnection().execute('alter table product_moved rename to product');
    }
  });
});
