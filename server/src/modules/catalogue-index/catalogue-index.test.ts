import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_AZERBAIJANI, startTestApp, type TestApp } from '../../../test/app.js';
import { generateLargeCatalogue } from '../../../../tools/src/large-catalogue.js';
import { PRODUCT_SORTS } from '../catalog/listing.service.js';
import type { ListingQuery } from './catalog-search.js';
import { MemoryCatalogEngine } from './catalogue-index.js';
import { ChangeFeed, PRUNE_LOCK } from './change-feed.js';
import { firstInOrder } from './memory/top.js';
import { foldSearchText } from './search-text.js';

let t: TestApp;
const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
const search = async (text: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/Products/search?q=${encodeURIComponent(text)}&pageSize=50` });
  return response.json<{ products: { id: string; name: string; currentPrice: number }[]; totalCount: number }>();
};
/** A test hook that holds a reload where it is awaited until `release()`; `arrived` settles when it gets there. */
const holdPoint = () => {
  let release!: () => void;
  let arrive!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return {
    hook: async () => {
      arrive();
      await released;
    },
    arrived,
    release,
  };
};
/** The promise's value, or a failure if it takes longer than a request should (it would be waiting for the reload). */
const promptly = <T>(promise: Promise<T>): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('the request waited for the reload')), 3000)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
};
/** Renames a product and gives it the search document of its new name (as the other tests do). */
const rename = (id: string, name: string) =>
  sql(
    `update product set name = ?, search_name = shop_search_text(?), search_vector = setweight(to_tsvector('simple', shop_search_text(?)), 'A') where id = ?`,
    [name, name, name, id],
  );
/** The laptops' cards, in Azerbaijani: the category name a test renames is the Azerbaijani one. */
const laptops = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/Products/category/slug/noutbuklar?pageSize=100&sortBy=price&sortOrder=asc',
    headers: IN_AZERBAIJANI,
  });
  return response.json<{ products: { id: string; name: string; currentPrice: number }[]; totalCount: number }>();
};

beforeAll(async () => {
  t = await startTestApp();
  await generateLargeCatalogue(t.orm.em.fork(), 400);
});
afterAll(() => t.close());

describe('catalogue index', () => {
  it('folds text exactly as the database folds search documents', async () => {
    const samples = [
      'Kompüter ŞƏBƏKƏ çəngəl Ğ ı İ',
      'RTX4060Ti 16GB',
      'Crème brûlée Straße Æon Øre',
      '  HP-LaserJet   Pro/M404dn ',
      'Wi‑Fi 6E (AX5400)',
      'Ноутбук Lenovo',
      '12.5" 4K',
    ];
    for (const sample of samples) {
      const [row] = await sql<{ folded: string }>('select shop_search_text(?) as folded', [sample]);
      expect(foldSearchText(sample), sample).toBe(row!.folded);
    }
  });

  it('lists exactly what a plain SQL listing lists: same page, same order, same total', async () => {
    const [laptop] = await sql<{ id: string }>(`select id from category where slug = 'noutbuklar'`);
    const categories = await sql<{ id: string; parentId: string | null }>('select id, parent_id as "parentId" from category');
    const below = categories.filter((c) => c.id === laptop!.id || c.parentId === laptop!.id).map((c) => c.id);
    const options = await sql<{ id: string }>(
      `select o.id from filter_option o join filter f on f.id = o.filter_id where f.slug = 'brend' and o.value in ('hp', 'lenovo', 'dell')`,
    );
    const index = await new MemoryCatalogEngine().current(t.orm.em.fork());
    const cases: Omit<ListingQuery, 'tier' | 'offset' | 'limit'>[] = [
      {},
      { categoryIds: below },
      {
        categoryIds: below,
        filters: [{ filterId: '00000000-0000-4000-8000-000000000000', optionIds: options.map((o) => o.id) }],
        minPrice: 50000,
        maxPrice: 300000,
      },
      { hotDealsOnly: true, minPrice: 10000 },
    ];
    for (const criteria of cases) {
      for (const sort of PRODUCT_SORTS) {
        for (const [page, pageSize] of [
          [1, 20],
          [3, 7],
          [40, 20],
        ] as const) {
          for (const tier of [1, 3]) {
            const price = `l.price_${tier}`;
            const order = {
              price_asc: price,
              price_desc: `${price} desc`,
              name_asc: 'l.name collate "C"',
              name_desc: 'l.name collate "C" desc',
              newest: 'l.created_at desc',
            }[sort];
            const rows = await sql<{ id: string }>(
              `select l.product_id as id from product_listing l
               where l.is_active and ${price} is not null and (?::uuid[] is null or l.category_id = any(?::uuid[])) and (not ? or l.is_hot_deal)
                 and ${price} >= coalesce(?, 0) and ${price} <= coalesce(?, 2147483647) and (?::uuid[] is null or l.option_ids && ?::uuid[])
               order by ${order}, l.product_id`,
              [
                ...[criteria.categoryIds, criteria.categoryIds].map((ids) => (ids ? `{${ids.join(',')}}` : null)),
                criteria.hotDealsOnly ?? false,
                criteria.minPrice ?? null,
                criteria.maxPrice ?? null,
                ...[0, 1].map(() => (criteria.filters ? `{${criteria.filters[0]!.optionIds!.join(',')}}` : null)),
              ],
            );
            const found = index.query({ ...criteria, tier, sort, offset: (page - 1) * pageSize, limit: pageSize });
            const label = JSON.stringify({ criteria: Object.keys(criteria), sort, page, tier });
            expect(found.ids, label).toEqual(rows.slice((page - 1) * pageSize, page * pageSize).map((r) => r.id));
            expect(found.total, label).toBe(rows.length);
          }
        }
      }
    }
  });

  it('sees a change made outside this process (plain SQL) in the very next request: price, name, deletion', async () => {
    const before = await laptops();
    const cheapest = before.products[0]!;
    await sql(`update product_price set discounted_price_minor = 1, price_minor = 1 where product_id = ? and tier = 1`, [before.products[5]!.id]);
    const repriced = await laptops();
    expect(repriced.products[0]).toMatchObject({ id: before.products[5]!.id, currentPrice: 0.01 });

    await sql(
      `update product set name = 'Zyxwvutsrq Ultrabook', search_name = 'zyxwvutsrq ultrabook',
      search_vector = setweight(to_tsvector('simple', 'zyxwvutsrq ultrabook'), 'A') where id = ?`,
      [cheapest.id],
    );
    expect((await search('zyxwv')).products.map((p) => p.id)).toEqual([cheapest.id]);

    await sql('delete from product where id = ?', [cheapest.id]);
    expect((await search('zyxwv')).totalCount).toBe(0);
    const after = await laptops();
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(after.products.map((p) => p.id)).not.toContain(cheapest.id);
  });

  it('misses nothing when transactions commit in another order than they logged their changes', async () => {
    const [first, second] = await sql<{ id: string }>(`select id from product where sku like 'GEN-%' order by sku limit 2`);
    const early = new pg.Client({ connectionString: t.url });
    const late = new pg.Client({ connectionString: t.url });
    await Promise.all([early.connect(), late.connect()]);
    try {
      await search('warm');
      // `early` takes the lower sequence number but commits last.
      await early.query('begin');
      await early.query(
        `update product set name = 'Qwertyuiop Early', search_vector = setweight(to_tsvector('simple', 'qwertyuiop early'), 'A') where id = $1`,
        [first!.id],
      );
      await late.query(`update product set name = 'Qwertyuiop Late', search_vector = setweight(to_tsvector('simple', 'qwertyuiop late'), 'A') where id = $1`, [
        second!.id,
      ]);
      expect((await search('qwertyuiop')).products.map((p) => p.name)).toEqual(['Qwertyuiop Late']);
      await early.query('commit');
      expect((await search('qwertyuiop')).products.map((p) => p.name).sort()).toEqual(['Qwertyuiop Early', 'Qwertyuiop Late']);
    } finally {
      await Promise.all([early.end(), late.end()]);
    }
  });

  it('asks the database nothing for a page shown before, and reads only the rows of a new one', async () => {
    await laptops();
    t.statements.length = 0;
    await laptops();
    expect(t.statements).toEqual([]);
    t.statements.length = 0;
    await search('monitor');
    expect(t.statements).toHaveLength(1);
    expect(t.statements[0]).toContain('p.id = any(');
  });

  it('shows a new primary image, a renamed category and a new stock level on cards already shown', async () => {
    const shown = (await laptops()).products[0]! as unknown as { id: string; primaryImageUrl: string; categoryName: string; stockQuantity: number };
    await sql(`update product_image set is_primary = false where product_id = ?`, [shown.id]);
    await sql(
      `insert into product_image (id, product_id, url, alt_text, is_primary, sort_order) values (gen_random_uuid(), ?, '/uploads/new-photo.webp', '', true, 0)`,
      [shown.id],
    );
    await sql(`update category set name = 'Oyun noutbukları (yeni)' where id = (select category_id from product where id = ?)`, [shown.id]);
    await sql(`update product set stock_quantity = 4321 where id = ?`, [shown.id]);
    const card = (await laptops()).products.find((p) => p.id === shown.id) as unknown as typeof shown;
    expect(card).toMatchObject({ primaryImageUrl: '/uploads/new-photo.webp', categoryName: 'Oyun noutbukları (yeni)', stockQuantity: 4321 });
  });

  it("reads a detail page's product and its similar products in one statement", async () => {
    await laptops();
    // A product (and category) no earlier test has shown, so nothing comes from the card cache.
    const [product] = await sql<{ id: string }>(
      `select p.id from product p join category c on c.id = p.category_id
       where p.is_active and c.slug not like '%noutbuk%' and c.slug not like 'monitor%' order by p.created_at desc limit 1`,
    );
    t.statements.length = 0;
    const { data } = await t.graphql<{ product: { id: string }; similarProducts: { id: string }[] }>(
      `{ product(id: "${product!.id}") { id name } similarProducts(productId: "${product!.id}", limit: 6) { id name } }`,
    );
    expect(data!.product.id).toBe(product!.id);
    expect(data!.similarProducts).toHaveLength(6);
    expect(t.statements.filter((s) => s.includes('p.id = any('))).toHaveLength(1);
  });

  it('suggests similar products newest first, as the catalogue stands after a change', async () => {
    const index = new MemoryCatalogEngine();
    const em = t.orm.em.fork() as never;
    const [product] = await sql<{ id: string; categoryId: string }>(
      `select p.id, p.category_id as "categoryId" from product p
       where p.is_active and p.category_id = (select category_id from product group by 1 order by count(*) desc limit 1)
       order by p.created_at desc limit 1`,
    );
    const newestInCategory = async () =>
      (
        await sql<{ id: string }>(
          `select p.id from product p join product_listing l on l.product_id = p.id
         where p.category_id = ? and p.is_active and l.price_1 is not null and p.id <> ?
         order by p.created_at desc, p.id limit 6`,
          [product!.categoryId, product!.id],
        )
      ).map((row) => row.id);
    const similar = async () =>
      (await index.current(em)).similar({ tier: 1, categoryId: product!.categoryId, siblingIds: [], excludeId: product!.id, limit: 6 });
    expect(await similar()).toEqual(await newestInCategory());
    // The category's oldest product becomes its newest: it must lead the next answer.
    const [oldest] = await sql<{ id: string }>(`select id from product where category_id = ? and is_active order by created_at, id limit 1`, [
      product!.categoryId,
    ]);
    await sql(`update product set created_at = now() + interval '1 day' where id = ?`, [oldest!.id]);
    const after = await similar();
    expect(after[0]).toBe(oldest!.id);
    expect(after).toEqual(await newestInCategory());
  });

  it('keeps the answers of broad searches, brought up to date by each change', async () => {
    const index = new MemoryCatalogEngine();
    const em = t.orm.em.fork() as never;
    const broad = async () => (await index.current(em)).query({ text: 'sə', tier: 1, offset: 0, limit: 5 });
    const first = await broad();
    expect(first.total).toBeGreaterThan(100);
    // Asked again: the very same answer, not worked out anew.
    expect(await broad()).toBe(first);
    await sql(`update product set is_active = false where id = ?`, [first.ids[0]]);
    const after = await broad();
    expect(after.total).toBe(first.total - 1);
    expect(after.ids).not.toContain(first.ids[0]);
  });

  it('keeps the answers of broad listings, brought up to date by each change, narrow ones not at all', async () => {
    const index = new MemoryCatalogEngine();
    const em = t.orm.em.fork() as never;
    const listing = async (categoryIds?: string[]) => (await index.current(em)).query({ tier: 1, categoryIds, sort: 'price_asc', offset: 0, limit: 5 });
    const first = await listing();
    // Asked again: the very same answer, not worked out anew.
    expect(await listing()).toBe(first);
    const [small] = await sql<{ id: string }>(`select category_id as id from product where is_active group by category_id order by count(*) limit 1`);
    const narrow = await listing([small!.id]);
    expect(await listing([small!.id])).not.toBe(narrow);
    await sql(`update product set is_active = false where id = ?`, [first.ids[0]]);
    const after = await listing();
    expect(after.total).toBe(first.total - 1);
    expect(after.ids).not.toContain(first.ids[0]);
  });

  it('picks the first items in order from a long list as a full sort would', () => {
    const items = Array.from({ length: 5000 }, (_, i) => (i * 7919) % 5003);
    const order = (a: number, b: number) => (a % 97) - (b % 97) || a - b;
    expect(firstInOrder([...items], 30, order)).toEqual([...items].sort(order).slice(0, 30));
    expect(firstInOrder([...items], 0, order)).toEqual([]);
  });
});

describe('change log pruning', () => {
  it('removes day-old entries, and leaves them to the copy of the shop already pruning', async () => {
    const [product] = await sql<{ id: string }>('select id from product limit 1');
    const [entry] = await sql<{ seq: string }>(
      `insert into catalogue_change (product_id, changed_at) values (?, now() - interval '2 days') returning seq::text as seq`,
      [product!.id],
    );
    const left = async () => (await sql<{ n: number }>('select count(*)::int as n from catalogue_change where seq = ?', [entry!.seq]))[0]!.n;
    const otherCopy = new pg.Client({ connectionString: t.url });
    await otherCopy.connect();
    await otherCopy.query('select pg_advisory_lock($1)', [PRUNE_LOCK]);
    await ChangeFeed.prune(t.orm.em.fork());
    expect(await left()).toBe(1);
    await otherCopy.end();
    await ChangeFeed.prune(t.orm.em.fork());
    expect(await left()).toBe(0);
  });
});

describe('memory engine reloads', () => {
  const cheapestFirst = { tier: 1, sort: 'price_asc', offset: 0, limit: 5 } as const;

  it('answers from the old copy while a reload is built, keeps it current, and swaps in a copy with the changes made meanwhile', async () => {
    const hold = holdPoint();
    const engine = new MemoryCatalogEngine({ beforeReplay: hold.hook });
    const em = t.orm.em.fork() as never;
    const old = await engine.current(em);
    const [product] = await sql<{ id: string }>(`select id from product where sku like 'GEN-%' order by sku desc limit 1`);
    let reloaded = false;
    const reload = engine.reload(em).then(() => (reloaded = true));
    await hold.arrived;
    // The reload has read and built its copy, and is held before it replays the log and swaps.
    const view = engine.view(t.orm.em.fork());
    expect((await promptly(view.query(cheapestFirst))).total).toBeGreaterThan(100);
    expect((await promptly(view.query({ text: 'noutbuk', tier: 1, offset: 0, limit: 5 }))).total).toBeGreaterThan(0);
    // A write now: the old copy sees it at once; the new copy was read before it.
    await rename(product!.id, 'Heldback Reloadwrite');
    await sql(`update product_price set price_minor = 1, discounted_price_minor = 1 where product_id = ? and tier = 1`, [product!.id]);
    const during = await promptly(engine.current(em));
    expect(during).toBe(old);
    expect(during.query({ text: 'reloadwrite', tier: 1, offset: 0, limit: 5 }).ids).toEqual([product!.id]);
    expect(during.query(cheapestFirst).ids).toContain(product!.id);
    expect(reloaded).toBe(false);

    hold.release();
    await reload;
    // The app's own catalogue catches up with the writes above too (its listener was notified): done
    // before counting, so only this engine's statements are counted.
    await t.settle();
    // The reload replayed the log before the swap: the first request after it has no product rows to read.
    t.statements.length = 0;
    const after = await engine.current(em);
    expect(t.statements.filter((s) => s.includes('product_listing'))).toEqual([]);
    expect(after).not.toBe(old);
    expect(after.query({ text: 'reloadwrite', tier: 1, offset: 0, limit: 5 }).ids).toEqual([product!.id]);
    expect(after.query(cheapestFirst)).toEqual(during.query(cheapestFirst));
  });

  it('loses no write made during a reload that a bulk of more than 2,000 changes started', async () => {
    const hold = holdPoint();
    const engine = new MemoryCatalogEngine({ beforeReplay: hold.hook });
    const em = t.orm.em.fork() as never;
    const old = await engine.current(em);
    const [product] = await sql<{ id: string }>(`select id from product where sku like 'GEN-%' order by sku limit 1 offset 7`);
    // What an import of 2,001 products leaves in the log.
    await sql(`insert into catalogue_change (product_id) select id from (select id from product limit 1) p, generate_series(1, 2001)`);
    // The next request starts a reload and does not wait for it.
    expect(await promptly(engine.current(em))).toBe(old);
    await hold.arrived;
    await rename(product!.id, 'Bulkreload Vexolumina');
    // And another bulk behind it: the reload replays both before the swap, in batches.
    await sql(`insert into catalogue_change (product_id) select id from (select id from product limit 1) p, generate_series(1, 2001)`);
    // The old copy answers meanwhile, as of before the bulk.
    expect((await promptly(engine.current(em))).query({ text: 'vexolumina', tier: 1, offset: 0, limit: 5 }).total).toBe(0);

    hold.release();
    await engine.reload(em);
    const after = await engine.current(em);
    expect(after).not.toBe(old);
    expect(after.query({ text: 'vexolumina', tier: 1, offset: 0, limit: 5 }).ids).toEqual([product!.id]);
  });

  it('ranks search results right after writes exactly as a fresh load does (ties included)', async () => {
    const engine = new MemoryCatalogEngine();
    const em = t.orm.em.fork() as never;
    await engine.current(em);
    const products = await sql<{ id: string }>(`select id from product where sku like 'GEN-%' order by sku limit 6 offset 20`);
    const names = ['Tiebreak Same', 'Tiebreak Same', 'Aaaa Tiebreak First', 'Zzzz Tiebreak Last', 'Tiebreak Same', 'Mmmm Tiebreak'];
    for (const [i, { id }] of products.entries()) await rename(id, names[i]!);
    // One renamed twice: its first new version is retired.
    await rename(products[5]!.id, 'Tiebreak Same');
    // Equal scores go by stock, orders, then date (newest first). Each next one a microsecond newer than
    // the one before, all older than the anchor's newer neighbour, applied on its own: they crowd one gap
    // of the tie order until no key is left between neighbours and all keys are spread out anew.
    const [anchor, ...crowd] = await sql<{ id: string }>(`select id from product where sku like 'GEN-%' order by sku limit 37 offset 100`);
    for (const [i, { id }] of crowd.entries()) {
      await rename(id, `Tiebreak Crowd ${99 - i}`);
      await sql(`update product set stock_quantity = 5, created_at = (select created_at from product where id = ?) + make_interval(secs => ?) where id = ?`, [
        anchor!.id,
        (i + 1) / 1e6,
        id,
      ]);
      await engine.current(em);
    }
    const expected = (
      await sql<{ id: string }>(
        'select product_id as id from product_listing where product_id = any(?::uuid[]) order by in_stock desc, order_count desc, created_at desc, product_id',
        [`{${[...products, ...crowd].map((p) => p.id).join(',')}}`],
      )
    ).map((p) => p.id);
    const incremental = await engine.current(em);
    expect(incremental.query({ text: 'tiebreak', tier: 1, offset: 0, limit: 50 }).ids).toEqual(expected);
    // Broad prefixes tie hundreds of products on score: their order is the tie order.
    const fresh = await new MemoryCatalogEngine().current(em);
    for (const text of ['tiebreak', 's', 'no', 'pro', 'a', 'same', 'mm']) {
      for (const [offset, limit] of [
        [0, 50],
        [40, 30],
      ] as const) {
        expect(incremental.query({ text, tier: 1, offset, limit }), text).toEqual(fresh.query({ text, tier: 1, offset, limit }));
      }
    }
  });
});
