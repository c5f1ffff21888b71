import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { generatedProduct, vocabularyBrands, vocabularyCategories } from './large-vocabulary.js';

/**
 * A believable synthetic catalogue of any size for benchmarks, on top of the demo catalogue (its
 * categories, brands, filters and pictures). Each product comes from the vocabulary
 * (large-vocabulary.ts): a real-looking model of a brand that makes that kind of thing, with its own
 * specifications, descriptions and price, the same for the same product number. Rows are written
 * set-based in batches (one JSON document per table and batch), so a progress bar can move and a run
 * that stopped continues where it was.
 */

/** One generated product as the batch's JSON carries it. */
interface BatchProduct {
  n: number;
  category: string;
  brand: string;
  name: string;
  short: string;
  description: string;
  price: number;
  /** Specification text (group and item names, values, units) for the search document. */
  specs: string;
}

/** Builds products number `from` to `to` and their specification rows. */
function batchOf(from: number, to: number, brandNames: ReadonlyMap<string, string>) {
  const products: BatchProduct[] = [];
  const groups: { n: number; g: number; name: string }[] = [];
  const items: { n: number; g: number; i: number; name: string; value: string; unit: string | null }[] = [];
  for (let n = from; n <= to; n++) {
    const p = generatedProduct(n, (slug) => brandNames.get(slug)!);
    const specs: string[] = [];
    p.specifications.forEach((group, g) => {
      groups.push({ n, g, name: group.name });
      group.items.forEach((item, i) => {
        items.push({ n, g, i, ...item });
        specs.push(item.name, item.value, item.unit ?? '');
      });
    });
    products.push({
      n,
      category: p.category,
      brand: p.brand,
      name: p.name,
      short: p.shortDescription,
      description: p.description,
      price: p.priceMinor,
      specs: specs.join(' '),
    });
  }
  return { products, groups, items };
}

export async function generateLargeCatalogue(
  em: EntityManager,
  total: number,
  onProgress: (done: number, total: number) => void = () => {},
  batchSize = 10_000,
): Promise<void> {
  const conn = em.getConnection();
  const [{ n: existing } = { n: 0 }] = await conn.execute<{ n: number }[]>("select count(*)::int as n from product where sku like 'GEN-%'");
  let done = existing;
  onProgress(done, total);
  const pool = await (conn as unknown as { getNativeClient(): Promise<pg.Pool> }).getNativeClient();
  const brands = await conn.execute<{ slug: string; name: string }[]>('select slug, name from brand');
  const brandNames = new Map(brands.map((b) => [b.slug, b.name]));
  const categories = new Set((await conn.execute<{ slug: string }[]>('select slug from category')).map((c) => c.slug));
  const missing = [...vocabularyBrands.filter((slug) => !brandNames.has(slug)), ...vocabularyCategories.filter((slug) => !categories.has(slug))];
  if (missing.length) throw new Error(`The large catalogue needs the demo catalogue first; missing brands or categories: ${missing.join(', ')}`);

  while (done < total) {
    const count = Math.min(batchSize, total - done);
    const batch = batchOf(done + 1, done + count, brandNames);
    // Straight on a pg connection of the ORM's pool: the ORM would inline the batch's JSON (megabytes)
    // into the statement text character by character; pg sends it as a parameter.
    const c = await pool.connect();
    try {
      await c.query('begin');
      // The catalogue triggers wait for the batch's one refresh at its end (documents, listing rows, change log).
      await c.query(`set local shop.catalogue_refresh = 'deferred'`);
      // Each leaf category with a demo product of it, to copy pictures and filter values from.
      await c.query(`create temporary table gen_leaf on commit drop as
        select c.id, c.slug, c.name, m.id as model_id from category c
        left join lateral (select p.id from product p where p.category_id = c.id and p.sku not like 'GEN-%' order by p.created_at limit 1) m on true`);
      await c.query(
        `create temporary table gen_batch on commit drop as
         select gen_random_uuid() as id, b.*, l.id as category_id, l.name as category_name, l.model_id, br.id as brand_id, br.name as brand_name
         from json_to_recordset($1::json) as b(n int, category text, brand text, name text, short text, description text, price int, specs text)
         join gen_leaf l on l.slug = b.category join brand br on br.slug = b.brand`,
        [JSON.stringify(batch.products)],
      );
      // Temporary tables have no statistics until analysed: without them the joins below run as nested loops.
      await c.query('analyze gen_batch');
      await c.query(
        `insert into product (id, name, slug, sku, short_description, description, stock_quantity, is_hot_deal, is_active, category_id, brand_id, created_at, updated_at)
         select g.id, g.name, 'gen-' || g.n, 'GEN-' || lpad(g.n::text, 7, '0'), g.short, g.description,
           case when g.n % 10 = 0 then 0 when g.n % 5 = 0 then 1 + g.n % 10 else 11 + g.n % 190 end,
           g.n % 23 = 0, true, g.category_id, g.brand_id,
           now() - make_interval(mins => g.n), now() - make_interval(mins => g.n)
         from gen_batch g`,
      );
      await c.query(
        `insert into product_price (id, product_id, tier, price_minor, discounted_price_minor)
         select gen_random_uuid(), g.id, t.tier, g.price::bigint * t.factor / 100,
           (g.price::bigint * t.factor / 100) * (100 - case when g.n % 23 = 0 then 15 when g.n % 6 = 0 then 5 else 0 end) / 100
         from gen_batch g cross join (values (1, 100), (2, 97), (3, 93), (4, 90)) as t(tier, factor)`,
      );
      await c.query(
        `insert into product_image (id, product_id, url, alt_text, is_primary, sort_order)
         select gen_random_uuid(), g.id, i.url, i.alt_text, i.is_primary, i.sort_order
         from gen_batch g join product_image i on i.product_id = g.model_id and i.sort_order < 1 + g.n % 3`,
      );
      await c.query(
        `create temporary table gen_groups on commit drop as
         select gen_random_uuid() as id, g.id as product_id, j.n, j.g, j.name
         from json_to_recordset($1::json) as j(n int, g int, name text) join gen_batch g on g.n = j.n`,
        [JSON.stringify(batch.groups)],
      );
      await c.query('analyze gen_groups');
      await c.query('insert into specification_group (id, product_id, group_name, sort_order) select id, product_id, name, g from gen_groups');
      await c.query(
        `insert into specification_item (id, group_id, name, value, unit, type, sort_order)
         select gen_random_uuid(), gg.id, j.name, j.value, j.unit, 0, j.i
         from json_to_recordset($1::json) as j(n int, g int, i int, name text, value text, unit text)
         join gen_groups gg on gg.n = j.n and gg.g = j.g`,
        [JSON.stringify(batch.items)],
      );
      // Filter values of the leaf's demo product; the Brand value came with the product (its brand's, by trigger).
      await c.query(
        `insert into product_filter (id, product_id, filter_id, filter_option_id, custom_value, numeric_value)
         select gen_random_uuid(), g.id, pf.filter_id, pf.filter_option_id, pf.custom_value, pf.numeric_value
         from gen_batch g join product_filter pf on pf.product_id = g.model_id join filter f on f.id = pf.filter_id
         where not f.follows_brand`,
      );
      // The search documents, listing rows, word dictionary and change log of the whole batch, at once.
      await c.query('select shop_refresh_catalogue(ids, ids) from (select array_agg(id) as ids from gen_batch) batch');
      await c.query('commit');
    } catch (error) {
      await c.query('rollback');
      throw error;
    } finally {
      c.release();
    }
    done += count;
    onProgress(done, total);
  }
  // VACUUM also merges the GIN index's pending list (listing option ids), which filtered listings would otherwise scan.
  await conn.execute('vacuum analyze');
}
