import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { generateLargeCatalogue } from './large-catalogue.js';

let t: TestApp;
const progress: number[] = [];
beforeAll(async () => {
  t = await startTestApp();
  await generateLargeCatalogue(t.orm.em.fork(), 1200, (done) => progress.push(done), 500);
});
afterAll(() => t.close());

const sql = <T>(text: string) => t.orm.em.getConnection().execute<T[]>(text);

describe('large catalogue generator', () => {
  it('adds the asked number of products in batches, reporting progress', async () => {
    const [row] = await sql<{ n: number }>("select count(*)::int as n from product where sku like 'GEN-%'");
    expect(row!.n).toBe(1200);
    expect(progress).toEqual([0, 500, 1000, 1200]);
  });

  it('gives every generated product four tier prices, pictures, specifications and filter values', async () => {
    const [row] = await sql<{ noPrices: number; noImage: number; noSpecs: number; noFilters: number; outOfStock: number; hot: number }>(
      `select
         count(*) filter (where (select count(*) from product_price pr where pr.product_id = p.id) <> 4)::int as "noPrices",
         count(*) filter (where not exists (select 1 from product_image i where i.product_id = p.id))::int as "noImage",
         count(*) filter (where not exists (select 1 from specification_group g where g.product_id = p.id))::int as "noSpecs",
         count(*) filter (where not exists (select 1 from product_filter f where f.product_id = p.id))::int as "noFilters",
         count(*) filter (where stock_quantity = 0)::int as "outOfStock",
         count(*) filter (where is_hot_deal)::int as hot
       from product p where sku like 'GEN-%'`,
    );
    expect(row).toMatchObject({ noPrices: 0, noImage: 0, noSpecs: 0, noFilters: 0 });
    expect(row!.outOfStock).toBeGreaterThan(0);
    expect(row!.hot).toBeGreaterThan(0);
  });

  it('makes generated products searchable and filterable like the demo ones', async () => {
    const [product] = await sql<{ name: string; sku: string }>("select name, sku from product where sku = 'GEN-0000777'");
    const { data } = await t.graphql<{ searchProducts: { items: { sku: string }[] } }>(`{ searchProducts(text: "${product!.sku}") { items { sku } } }`);
    expect(data!.searchProducts.items[0]!.sku).toBe('GEN-0000777');
    const byName = await t.graphql<{ searchProducts: { totalCount: number } }>(`{ searchProducts(text: "${product!.name.split(' ').slice(0, 3).join(' ')}") { totalCount } }`);
    expect(byName.data!.searchProducts.totalCount).toBeGreaterThan(0);
  });

  it('continues where it stopped instead of starting over', async () => {
    await generateLargeCatalogue(t.orm.em.fork(), 1300, () => {}, 500);
    const [row] = await sql<{ n: number }>("select count(*)::int as n from product where sku like 'GEN-%'");
    expect(row!.n).toBe(1300);
  });
});
