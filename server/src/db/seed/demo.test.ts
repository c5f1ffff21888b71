import { fileTypeFromFile } from 'file-type';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { srcsetOf, widthsUpTo } from '../../modules/uploads/index.js';
import { demoBrands } from './demo-catalogue.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sql = <T>(text: string) => t.orm.em.getConnection().execute<T[]>(text);

describe('demo data', () => {
  it('has the seven storefront categories with subcategories down to the third level', async () => {
    const top = await sql<{ slug: string }>('select slug from category where parent_id is null order by sort_order');
    expect(top.map((c) => c.slug)).toEqual([
      'sebeke-avadanliqlari',
      'komputerler',
      'noutbuklar',
      'ofis-avadanliqlari',
      'ticaret-avadanliqlari',
      'musahide-sistemleri',
      'komputer-avadanliqlari',
    ]);
    const [depth] = await sql<{ n: number }>(
      `with recursive tree as (select id, 1 as level from category where parent_id is null
         union all select c.id, t.level + 1 from category c join tree t on c.parent_id = t.id)
       select max(level)::int as n from tree`,
    );
    expect(depth!.n).toBe(3);
  });

  it('has the twelve featured brands with the slugs the brand strip links to', async () => {
    const rows = await sql<{ slug: string }>('select slug from brand');
    const slugs = rows.map((r) => r.slug);
    for (const slug of ['hem', 'hp', 'dell', 'lg', 'xprinter', 'lenovo', 'westernDigital', 'acer', 'hikvision', 'unv', 'canon', 'seagate']) {
      expect(slugs).toContain(slug);
    }
    expect(slugs).toHaveLength(demoBrands.length);
  });

  it('has at least 80 products, each with four tier prices and one to four images, one of them primary', async () => {
    const [count] = await sql<{ n: number }>('select count(*)::int as n from product');
    expect(count!.n).toBeGreaterThanOrEqual(80);
    const badPrices = await sql('select product_id from product_price group by product_id having count(*) <> 4 or count(distinct tier) <> 4');
    expect(badPrices).toEqual([]);
    const images = await sql<{ n: number; primaries: number }>(
      'select count(*)::int as n, count(*) filter (where is_primary)::int as primaries from product_image group by product_id',
    );
    expect(images).toHaveLength(count!.n);
    for (const row of images) {
      expect(row.n).toBeGreaterThanOrEqual(1);
      expect(row.n).toBeLessThanOrEqual(4);
      expect(row.primaries).toBe(1);
    }
  });

  it('covers out of stock, low stock and in stock, hot deals and discounts', async () => {
    const [stock] = await sql<{ out: number; low: number; plenty: number; hot: number; discounted: number }>(
      `select count(*) filter (where stock_quantity = 0)::int as out,
              count(*) filter (where stock_quantity between 1 and 10)::int as low,
              count(*) filter (where stock_quantity > 10)::int as plenty,
              count(*) filter (where is_hot_deal)::int as hot,
              (select count(distinct product_id)::int from product_price where discounted_price_minor < price_minor) as discounted
       from product`,
    );
    expect(stock!.out).toBeGreaterThan(0);
    expect(stock!.low).toBeGreaterThan(0);
    expect(stock!.plenty).toBeGreaterThan(0);
    expect(stock!.hot).toBeGreaterThanOrEqual(5);
    expect(stock!.discounted).toBeGreaterThanOrEqual(stock!.hot);
  });

  it('charges each higher tier no more than the tier below it', async () => {
    const wrong = await sql(
      `select a.product_id from product_price a join product_price b on a.product_id = b.product_id and b.tier = a.tier + 1
       where b.price_minor > a.price_minor`,
    );
    expect(wrong).toEqual([]);
  });

  it('has every catalogue text in English too, translated, not copied', async () => {
    const texts = await sql<{ kind: string; az: string | null; en: string }>(
      `select 'category name' as kind, name as az, name_en as en from category
       union all select 'category description', description, description_en from category
       union all select 'banner title', title, title_en from banner
       union all select 'banner description', description, description_en from banner
       union all select 'banner button', button_text, button_text_en from banner
       union all select 'filter name', name, name_en from filter
       union all select 'option name', display_name, display_name_en from filter_option
       union all select 'specification group name', group_name, group_name_en from specification_group
       union all select 'specification name', name, name_en from specification_item
       union all select 'short description', short_description, short_description_en from product
       union all select 'description', description, description_en from product`,
    );
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.filter((t) => t.en.trim() === '')).toEqual([]);
    // No Azerbaijani letters in English (values like "16 GB" or "PoE" read the same in both, so they may be equal).
    expect(texts.filter((t) => /[əığşçöüƏİĞŞÇÖÜ]/.test(t.en))).toEqual([]);
    const sayTheSame = new Set(['option name', 'specification name']);
    expect(texts.filter((t) => !sayTheSame.has(t.kind) && t.en === t.az)).toEqual([]);
    const [banner] = await sql<{ button: string; buttonEn: string }>(
      `select button_text as button, button_text_en as "buttonEn" from banner where title = 'Oyun noutbukları'`,
    );
    expect(banner).toEqual({ button: 'Bax', buttonEn: 'View' });
  });

  it('stores every picture as uploads are: WebP at each width up to its own, a folder per record, a srcset, served so it cannot run scripts', async () => {
    const rows = await sql<{ kind: string; url: string }>(
      `select 'product' as kind, url from product_image union all select 'category', image_url from category union all select 'banner', image_url from banner`,
    );
    const uploads = inject('uploadsDir');
    const drawnWidth: Record<string, number> = { product: 800, category: 400, banner: 1600 };
    for (const { kind, url } of rows) {
      expect(url).toMatch(new RegExp(`^/uploads/images/[0-9a-f-]{36}/${drawnWidth[kind]}\\.webp$`));
      const sizes = srcsetOf(url)!
        .split(', ')
        .map((candidate) => candidate.split(' ')[0]!);
      expect(sizes.map((size) => Number(path.basename(size, '.webp')))).toEqual(widthsUpTo(drawnWidth[kind]!));
      for (const size of sizes) expect((await fileTypeFromFile(path.join(uploads, size.replace('/uploads/', ''))))?.mime, size).toBe('image/webp');
    }
    // Pictures drawn alike (the categories of one branch) still have a folder each: removing one record's keeps the others'.
    expect(new Set(rows.map(({ url }) => path.dirname(url))).size).toBe(rows.length);
    const banner = rows.find((row) => row.kind === 'banner')!;
    expect(await sharp(path.join(uploads, banner.url.replace('/uploads/', ''))).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 600 });

    const [product] = await sql<{ id: string }>('select product_id as id from product_image where sort_order = 3 limit 1');
    const { data } = await t.graphql<{ product: { primaryImageSrcset: string | null; images: { imageSrcset: string | null }[] } }>(
      'query($id: ID!) { product(id: $id) { primaryImageSrcset images { imageSrcset } } }',
      { id: product!.id },
    );
    expect(data!.product.primaryImageSrcset).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\/320\.webp 320w, .*\/640\.webp 640w, .*\/800\.webp 800w$/);
    expect(data!.product.images).toHaveLength(4);
    for (const image of data!.product.images) expect(image.imageSrcset).not.toBeNull();

    const response = await t.app.inject({ method: 'GET', url: rows[0]!.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });
});
