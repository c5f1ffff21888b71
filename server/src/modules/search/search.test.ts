import { generateLargeCatalogue } from '../../db/seed/large-catalogue.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Page = { searchProducts: { totalCount: number; items: { name: string; sku: string; brand: { name: string } | null }[] } };
const search = async (text: string, pageSize = 20) => {
  const { data, errors } = await t.graphql<Page>('query($text: String!, $size: Int) { searchProducts(text: $text, pageSize: $size) { totalCount items { name sku brand { name } } } }', { text, size: pageSize });
  expect(errors).toBeUndefined();
  return data!.searchProducts;
};

describe('search', () => {
  it('finds "Kompüter ..." when typed without Azerbaijani letters ("komputer")', async () => {
    const result = await search('komputer');
    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.items[0]!.name).toMatch(/Kompüter/);
  });

  it('finds "Şəbəkə ..." from "sebeke", and the same from the Azerbaijani spelling in any case', async () => {
    const plain = await search('sebeke');
    expect(plain.items.some((p) => p.name.includes('Şəbəkə'))).toBe(true);
    const native = await search('ŞƏBƏKƏ');
    expect(native.totalCount).toBe(plain.totalCount);
  });

  it('tolerates a one-letter typo in a brand ("lenvo" finds Lenovo products)', async () => {
    const result = await search('lenvo');
    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.items.slice(0, 5).every((p) => p.brand?.name === 'Lenovo')).toBe(true);
  });

  it('reads a model number with or without the space ("RTX4060" finds "RTX 4060")', async () => {
    const joined = await search('RTX4060');
    expect(joined.items.some((p) => p.name.includes('RTX 4060'))).toBe(true);
    const spaced = await search('rtx 4060');
    expect(joined.items.map((p) => p.sku).sort()).toEqual(spaced.items.map((p) => p.sku).sort());
  });

  it('finds a product by SKU and ranks name/SKU matches above specification and description matches', async () => {
    const bySku = await search('DS-2CD1043G2-I');
    expect(bySku.items[0]!.sku).toBe('DS-2CD1043G2-I');
    // "Videokart" is in the names of video cards (A) and in the specifications of gaming PCs (B).
    const ranked = await search('videokart');
    expect(ranked.items[0]!.name).toMatch(/Videokart/);
    expect(ranked.items.some((p) => !/Videokart/.test(p.name))).toBe(true);
  });

  it('answers prefixes as the shopper types', async () => {
    for (const prefix of ['ho', 'hon', 'honey', 'honeywell']) {
      const result = await search(prefix);
      expect(result.items.some((p) => p.brand?.name === 'Honeywell'), prefix).toBe(true);
    }
  });

  it('returns nothing for one character and runs no SQL at all', async () => {
    t.statements.length = 0;
    const result = await search('k');
    expect(result).toEqual({ totalCount: 0, items: [] });
    expect(t.statements).toEqual([]);
    const rest = await t.app.inject({ method: 'GET', url: '/api/v1/Products/search?q=%20a%20' });
    expect(rest.json()).toEqual({ products: [], totalCount: 0, totalCountIsLowerBound: false });
  });

  it('answers GET /api/v1/Products/search?q= with products and the total', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/Products/search?q=hikvision&pageSize=3' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.products).toHaveLength(3);
    expect(body.totalCount).toBeGreaterThan(3);
    expect(body.products[0]).toMatchObject({ categoryName: expect.any(String), currentPrice: expect.any(Number) });
  });

  it('never runs an ILIKE scan: the plan uses the search indexes', async () => {
    await t.orm.em.getConnection().execute('set enable_seqscan = off');
    const plan = await t.orm.em.getConnection().execute<{ 'QUERY PLAN': string }[]>(
      `explain select id from product p where p.search_vector @@ to_tsquery('simple', 'lenovo:*') or 'lenvo' <% p.search_name`,
    );
    await t.orm.em.getConnection().execute('reset enable_seqscan');
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('product_search_vector_index');
    expect(text).toContain('product_search_name_index');
  });

  it('counts exactly up to 1,000 matches, then says "at least 1,000"', async () => {
    const count = async (text: string) =>
      (await t.graphql<{ searchProducts: { totalCount: number; totalCountIsLowerBound: boolean; items: { name: string }[] } }>(
        'query($text: String!) { searchProducts(text: $text, pageSize: 6) { totalCount totalCountIsLowerBound items { name } } }',
        { text },
      )).data!.searchProducts;
    // Every generated product's description says "Sərfəli və etibarlı ...".
    await generateLargeCatalogue(t.orm.em.fork() as never, 900);
    const below = await count('etibarlı');
    expect(below.totalCountIsLowerBound).toBe(false);
    expect(below.totalCount).toBeGreaterThanOrEqual(900);
    expect(below.totalCount).toBeLessThan(1000);
    await generateLargeCatalogue(t.orm.em.fork() as never, 1100);
    expect(await count('etibarlı')).toMatchObject({ totalCount: 1000, totalCountIsLowerBound: true });
    // Name, SKU and brand matches still come first among so many.
    for (const item of (await count('lenovo')).items) expect(item.name.toLowerCase()).toContain('lenovo');
  });
});

