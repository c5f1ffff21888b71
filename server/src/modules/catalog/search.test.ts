import { generateLargeCatalogue } from '../../../../tools/src/large-catalogue.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_AZERBAIJANI, startTestApp, type TestApp } from '../../../test/app.js';
import { MemoryCatalogEngine } from '../catalogue-index/catalogue-index.js';
import { catalogEngineOf } from '../catalogue-index/engines.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Page = { searchProducts: { totalCount: number; items: { name: string; sku: string; brand: { name: string } | null }[] } };
const search = async (text: string, pageSize = 20) => {
  const { data, errors } = await t.graphql<Page>(
    'query($text: String!, $size: Int) { searchProducts(text: $text, pageSize: $size) { totalCount items { name sku brand { name } } } }',
    { text, size: pageSize },
    // The names these tests read are the Azerbaijani ones (English names read "Office PC", "Graphics Card" …).
    IN_AZERBAIJANI,
  );
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
      expect(
        result.items.some((p) => p.brand?.name === 'Honeywell'),
        prefix,
      ).toBe(true);
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

  it('answers from the catalogue index: one read of the page, whatever the page size, and no statement to learn whether it is current', async () => {
    const cards = (size: number) =>
      t.graphql(`{ searchProducts(text: "monitor", pageSize: ${size}) { totalCount items { id name currentPrice primaryImageUrl } } }`);
    await cards(1);
    t.statements.length = 0;
    await cards(3);
    const small = t.statements.length;
    t.statements.length = 0;
    await cards(50);
    expect(t.statements.length).toBe(small);
    expect(small, t.statements.join('\n')).toBe(1);
    expect(t.statements.join('\n')).not.toMatch(/ilike|search_vector @@/i);
  });

  it('answers a search shown before with no statement at all, over REST and GraphQL', async () => {
    const rest = () => t.app.inject({ method: 'GET', url: '/api/v1/Products/search?q=noutbuk&pageSize=20' });
    const graphql = () => t.graphql('{ searchProducts(text: "noutbuk", pageSize: 20) { totalCount items { id name currentPrice primaryImageUrl } } }');
    await rest();
    await graphql();
    t.statements.length = 0;
    expect((await rest()).statusCode).toBe(200);
    expect((await graphql()).errors).toBeUndefined();
    expect(t.statements).toEqual([]);
  });

  it('counts every match exactly, as PostgreSQL full-text matching of the same prefixes counts them', async () => {
    // Every generated product's SKU starts with GEN-.
    await generateLargeCatalogue(t.orm.em.fork(), 1100);
    // The memory engine applies more than 2,000 changes at once by a reload, which requests do not wait for.
    const engine = catalogEngineOf(t.orm, 'memory');
    if (engine instanceof MemoryCatalogEngine) await engine.reload(t.orm.em.fork());
    const sqlCount = async (tsquery: string) => {
      const [row] = await t.orm.em.getConnection().execute<{ n: number }[]>(
        `select count(*)::int as n from product p join product_listing l on l.product_id = p.id
         where p.is_active and l.price_1 is not null and p.search_vector @@ to_tsquery('simple', ?)`,
        [tsquery],
      );
      return row!.n;
    };
    for (const [text, tsquery] of [
      ['gen', 'gen:*'],
      ['le', 'le:*'],
      ['Noutbuk 16', 'noutbuk:* & 16:*'],
      ['gen-00001', 'gen:* & 00001:*'],
    ] as const) {
      const result = await search(text, 6);
      expect(result.totalCount, text).toBe(await sqlCount(tsquery));
    }
    expect((await search('gen')).totalCount).toBeGreaterThan(1000);
    // Name, SKU and brand matches still come first among so many.
    for (const item of (await search('lenovo', 6)).items) expect(item.name.toLowerCase()).toContain('lenovo');
  });
});
