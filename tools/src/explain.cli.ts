import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../../server/src/config.js';
import { VISITOR } from '../../server/src/modules/accounts/index.js';
import { descendantIds, listCategories } from '../../server/src/modules/catalog/index.js';
import { facetQueryStatement, queryStatements, type ListingQuery } from '../../server/src/modules/catalogue-index/index.js';
import { openDatabase } from '../../server/src/db/database.js';

/**
 * `npm run db:explain`: EXPLAIN ANALYZE of the postgres catalogue engine's statements (listings with a
 * brand, options, custom-value filters; searches, short prefixes too; facet counts) on the configured database (run it after
 * `npm run db:seed:large`), written to bench/results/explain.txt. Fails when a listing's plan reads the
 * product or listing table sequentially.
 */
const database = await openDatabase(loadConfig());
const em = database.orm.em.fork() as EntityManager;
try {
  const categories = await listCategories(em);
  const laptops = categories.find((c) => c.slug === 'noutbuklar')!;
  const [{ n: products } = { n: 0 }] = await em.execute<{ n: number }[]>('select count(*)::int as n from product');
  const [lenovo] = await em.execute<{ id: string }[]>(`select id from brand where slug = 'lenovo'`);
  const [option] = await em.execute<{ id: string }[]>(
    `select filter_option_id as id from product_filter where filter_option_id is not null group by 1 order by count(*) desc limit 1`,
  );
  const tier = VISITOR.tier;
  const asked: [name: string, query: ListingQuery][] = [
    ['brand listing (lenovo, newest, page 1)', { tier, brandId: lenovo?.id ?? null, offset: 0, limit: 20 }],
    [
      'laptops with a custom-value filter (price ascending, page 5)',
      {
        tier,
        categoryIds: descendantIds(categories, laptops.id),
        filters: [{ filterId: '00000000-0000-4000-8000-000000000000', customValue: 'x' }],
        sort: 'price_asc',
        offset: 80,
        limit: 20,
      },
    ],
    [
      'laptops with an option, cheapest first, page 3',
      {
        tier,
        categoryIds: descendantIds(categories, laptops.id),
        filters: [{ filterId: '00000000-0000-4000-8000-000000000000', optionIds: [option!.id] }],
        sort: 'price_asc',
        offset: 40,
        limit: 20,
      },
    ],
    // Searches (short and long prefixes, a typo, several words) through the documents' GIN index and the dictionary's.
    ...['le', 'no', 'mo', 'lenovo', 'lenvo', 'noutbuk 16', 'sərfəli kompüter'].map((text): [string, ListingQuery] => [
      `search "${text}"`,
      { tier, text, offset: 0, limit: 20 },
    ]),
  ];
  const cases: [name: string, statement: { sql: string; params: readonly unknown[] }][] = [];
  for (const [name, query] of asked) cases.push([`postgres engine: ${name}`, (await queryStatements(em, query))!.page]);
  // Facet counts (the filter panel's) of a category listing and of a short-prefix search, every option of the catalogue counted.
  const options = await em.execute<{ filterId: string; optionIds: string[] }[]>(
    'select filter_id as "filterId", array_agg(id::text) as "optionIds" from filter_option group by filter_id',
  );
  const faceted: [name: string, query: ListingQuery][] = [
    ['facets of the laptops', { tier, categoryIds: descendantIds(categories, laptops.id), offset: 0, limit: 0, facets: options }],
    ['facets of search "le"', { tier, text: 'le', offset: 0, limit: 0, facets: options }],
  ];
  for (const [name, query] of faceted) cases.push([`postgres engine: ${name}`, (await facetQueryStatement(em, query))!]);
  let report = `EXPLAIN ANALYZE on ${products} products (${new Date().toISOString()})\n`;
  const sequential: string[] = [];
  for (const [name, { sql, params }] of cases) {
    const rows = await em.execute<{ 'QUERY PLAN': string }[]>(`explain (analyze, buffers) ${sql}`, params as never[]);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    // A search whose words reach much of the catalogue reads it whole, rightly; listings never should.
    if (!name.includes('search') && /Seq Scan on (product p|product_listing l)\b/.test(plan)) sequential.push(name);
    report += `\n## ${name}\n${plan}\n`;
  }
  const file = path.resolve(import.meta.dirname, '../../bench/results/explain.txt');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, report);
  console.log(report);
  if (sequential.length) {
    console.error(`sequential scans of product in: ${sequential.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
