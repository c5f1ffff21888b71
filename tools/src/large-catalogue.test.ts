import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../server/test/app.js';
import { generateLargeCatalogue } from './large-catalogue.js';
import { generatedProduct } from './large-vocabulary.js';

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
    const byName = await t.graphql<{ searchProducts: { totalCount: number } }>(
      `{ searchProducts(text: "${product!.name.split(' ').slice(0, 3).join(' ')}") { totalCount } }`,
    );
    expect(byName.data!.searchProducts.totalCount).toBeGreaterThan(0);
  });

  it('writes documents as rich as real ones: 20-60+ words of name and specifications, 60-200 of description', async () => {
    const rows = await sql<{ nameSpecWords: number; descriptionWords: number; groups: number }>(
      `select array_length(regexp_split_to_array(trim(p.name || ' ' || coalesce(s.text, '')), '\\s+'), 1) as "nameSpecWords",
         array_length(regexp_split_to_array(trim(p.description), '\\s+'), 1) as "descriptionWords",
         (select count(*)::int from specification_group g where g.product_id = p.id) as groups
       from product p
       left join lateral (select string_agg(concat_ws(' ', i.name, i.value, i.unit), ' ') as text
         from specification_group g join specification_item i on i.group_id = g.id where g.product_id = p.id) s on true
       where p.sku like 'GEN-%'`,
    );
    const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    expect(Math.min(...rows.map((r) => r.nameSpecWords))).toBeGreaterThanOrEqual(20);
    expect(Math.min(...rows.map((r) => r.descriptionWords))).toBeGreaterThanOrEqual(60);
    expect(average(rows.map((r) => r.descriptionWords))).toBeLessThanOrEqual(200);
    expect(average(rows.map((r) => r.groups))).toBeGreaterThanOrEqual(3);
  });

  it('varies: hundreds of models over the brands that make each kind, descriptions in Azerbaijani and English', async () => {
    const [row] = await sql<{ models: number; brands: number; azerbaijani: number; english: number; specNames: number; prices: number }>(
      `select count(distinct split_part(split_part(name, ',', 1), ' (', 1))::int as models,
         count(distinct brand_id)::int as brands,
         count(*) filter (where description ~ '[əğıöüçş]')::int as azerbaijani,
         count(*) filter (where description ~ ' the ')::int as english,
         (select count(distinct i.name)::int from specification_item i join specification_group g on g.id = i.group_id
           join product q on q.id = g.product_id where q.sku like 'GEN-%') as "specNames",
         (select count(distinct price_minor)::int from product_price pr join product q on q.id = pr.product_id where q.sku like 'GEN-%' and pr.tier = 1) as prices
       from product where sku like 'GEN-%'`,
    );
    expect(row!.models).toBeGreaterThan(600);
    expect(row!.brands).toBeGreaterThanOrEqual(15);
    expect(row!.azerbaijani).toBeGreaterThan(600);
    expect(row!.english).toBeGreaterThan(200);
    expect(row!.specNames).toBeGreaterThan(100);
    expect(row!.prices).toBeGreaterThan(600);
    // A laptop is made by a laptop maker and sits among laptops, a camera by a camera maker.
    const misfiled = await sql<{ name: string }>(
      `select p.name from product p join category c on c.id = p.category_id join brand b on b.id = p.brand_id
       where p.sku like 'GEN-%' and ((c.slug like '%noutbuk%' and b.slug in ('hikvision', 'unv', 'xprinter', 'seagate'))
         or (c.slug like '%kamera%' and b.slug not in ('hikvision', 'unv', 'tp-link')))`,
    );
    expect(misfiled).toEqual([]);
  });

  it('is deterministic: product n is the same product in every run', async () => {
    const [row] = await sql<{ name: string; description: string; brand: string }>(
      "select p.name, p.description, b.slug as brand from product p join brand b on b.id = p.brand_id where p.sku = 'GEN-0000777'",
    );
    const brands = new Map((await sql<{ slug: string; name: string }>('select slug, name from brand')).map((b) => [b.slug, b.name]));
    const again = generatedProduct(777, (slug) => brands.get(slug)!);
    expect(row).toEqual({ name: again.name, description: again.description, brand: again.brand });
  });

  it('continues where it stopped instead of starting over', async () => {
    await generateLargeCatalogue(t.orm.em.fork(), 1300, () => {}, 500);
    const [row] = await sql<{ n: number }>("select count(*)::int as n from product where sku like 'GEN-%'");
    expect(row!.n).toBe(1300);
  });
});
