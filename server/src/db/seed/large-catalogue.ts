import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A believable synthetic catalogue of any size for benchmarks, written set-based inside PostgreSQL
 * (generate_series), in batches so a progress bar can move. It sits on top of the demo catalogue: its
 * categories, brands and filters, and copies the demo products' pictures and specifications.
 */

const SERIES = ['Pro', 'Elite', 'Vision', 'Nova', 'Prime', 'Ultra', 'Smart', 'Max', 'Air', 'Core', 'Edge', 'Flex', 'Neo', 'Zen', 'Plus'];
const NOUNS: Record<string, string> = {
  'sebeke-avadanliqlari': 'Şəbəkə avadanlığı',
  komputerler: 'Kompüter',
  noutbuklar: 'Noutbuk',
  'ofis-avadanliqlari': 'Ofis qurğusu',
  'ticaret-avadanliqlari': 'Kassa avadanlığı',
  'musahide-sistemleri': 'IP Kamera',
  'komputer-avadanliqlari': 'Komponent',
};

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
  const nouns = Object.entries(NOUNS).map(([slug, noun]) => `('${slug}', '${noun}')`).join(',');
  const series = `(array[${SERIES.map((s) => `'${s}'`).join(',')}])`;

  while (done < total) {
    const count = Math.min(batchSize, total - done);
    await em.transactional(async (tx) => {
      // Temporary tables live on one connection: everything of a batch runs in its transaction (tx.execute).
      const c = tx;
      // The catalogue triggers wait for the batch's one refresh at its end (documents, listing rows, change log).
      await c.execute(`set local shop.catalogue_refresh = 'deferred'`);
      // Leaf categories with the noun of their top-level category, and a demo product of each to copy pictures and specs from.
      await c.execute(`create temporary table gen_leaf on commit drop as
        with recursive tree as (
          select id, id as top_id, slug as top_slug from category where parent_id is null
          union all select c.id, t.top_id, t.top_slug from category c join tree t on c.parent_id = t.id)
        select row_number() over (order by t.id) - 1 as k, t.id, t.top_slug,
          m.id as model_id
        from tree t
        left join lateral (select p.id from product p where p.category_id = t.id and p.sku not like 'GEN-%' order by p.created_at limit 1) m on true
        where not exists (select 1 from category c where c.parent_id = t.id)`);
      await c.execute('create temporary table gen_brand on commit drop as select row_number() over (order by id) - 1 as k, id, name from brand');
      await c.execute(
        `create temporary table gen_batch on commit drop as
         select gen_random_uuid() as id, s as n,
           (select l from gen_leaf l where l.k = (s::bigint * 7919) % (select count(*) from gen_leaf)) as leaf,
           (select b from gen_brand b where b.k = (s::bigint * 104729) % (select count(*) from gen_brand)) as brand
         from generate_series(?::int, ?::int) s`,
        [done + 1, done + count],
      );
      await c.execute(
        `insert into product (id, name, slug, sku, short_description, description, stock_quantity, is_hot_deal, is_active, category_id, brand_id, created_at, updated_at)
         select g.id, g.name, 'gen-' || g.n, 'GEN-' || lpad(g.n::text, 7, '0'), g.short, g.description,
           case when g.n % 10 = 0 then 0 when g.n % 5 = 0 then 1 + g.n % 10 else 11 + g.n % 190 end,
           g.n % 23 = 0, true, (g.leaf).id, (g.brand).id,
           now() - make_interval(mins => g.n), now() - make_interval(mins => g.n)
         from (select g.*, concat_ws(' ', (g.brand).name, ${series}[1 + g.n % ${SERIES.length}], upper(chr(65 + g.n % 26)) || (100 + g.n % 900)::text, nouns.noun, (4 + g.n % 28)::text || 'GB') as name,
             'Sərfəli və etibarlı ' || lower(nouns.noun) || ', rəsmi zəmanət ilə' as short,
             'Model ' || g.n || '. Yüksək keyfiyyətli ' || lower(nouns.noun) || ' gündəlik iş və biznes üçün. Çatdırılma Bakı daxilində pulsuzdur.' as description
           from gen_batch g join (values ${nouns}) as nouns(slug, noun) on nouns.slug = (g.leaf).top_slug) g`,
      );
      await c.execute(
        `insert into product_price (id, product_id, tier, price_minor, discounted_price_minor)
         select gen_random_uuid(), g.id, t.tier, base.price * t.factor / 100,
           (base.price * t.factor / 100) * (100 - case when g.n % 23 = 0 then 15 when g.n % 6 = 0 then 5 else 0 end) / 100
         from gen_batch g
         cross join lateral (select (2000 + (g.n::bigint * 7907) % 600000)::int as price) base
         cross join (values (1, 100), (2, 97), (3, 93), (4, 90)) as t(tier, factor)`,
      );
      await c.execute(
        `insert into product_image (id, product_id, url, alt_text, is_primary, sort_order)
         select gen_random_uuid(), g.id, i.url, i.alt_text, i.is_primary, i.sort_order
         from gen_batch g join product_image i on i.product_id = (g.leaf).model_id and i.sort_order < 1 + g.n % 3`,
      );
      await c.execute(
        `create temporary table gen_groups on commit drop as
         select gen_random_uuid() as id, g.id as product_id, sg.id as source_id, sg.group_name, sg.sort_order
         from gen_batch g join specification_group sg on sg.product_id = (g.leaf).model_id`,
      );
      await c.execute(
        'insert into specification_group (id, product_id, group_name, sort_order) select id, product_id, group_name, sort_order from gen_groups',
      );
      await c.execute(
        `insert into specification_item (id, group_id, name, value, unit, type, sort_order)
         select gen_random_uuid(), gg.id, si.name, si.value, si.unit, si.type, si.sort_order
         from gen_groups gg join specification_item si on si.group_id = gg.source_id`,
      );
      await c.execute(
        `insert into product_filter (id, product_id, filter_id, filter_option_id, custom_value, numeric_value)
         select gen_random_uuid(), g.id, pf.filter_id,
           case when f.slug = 'brend' then (select o.id from filter_option o where o.filter_id = f.id and o.value = (select slug from brand where id = (g.brand).id))
                else pf.filter_option_id end,
           pf.custom_value, pf.numeric_value
         from gen_batch g join product_filter pf on pf.product_id = (g.leaf).model_id join filter f on f.id = pf.filter_id`,
      );
      await c.execute('select shop_refresh_catalogue(ids, ids) from (select array_agg(id) as ids from gen_batch) batch');
    });
    done += count;
    onProgress(done, total);
  }
  // VACUUM also merges the GIN index's pending list (listing option ids), which filtered listings would otherwise scan.
  await conn.execute('vacuum analyze');
}
