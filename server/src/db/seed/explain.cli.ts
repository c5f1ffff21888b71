import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../../config.js';
import { VISITOR } from '../../modules/accounts/viewer.js';
import { descendantIds, listCategories } from '../../modules/catalog/catalog.service.js';
import { buildListingQuery } from '../../modules/catalog/listing.service.js';
import { openDatabase } from '../database.js';

/**
 * `npm run db:explain`: EXPLAIN ANALYZE of the SQL listing statement (brand pages, custom-value and range filters) on the configured
 * database (run it after `npm run db:seed:large`), written to bench/results/explain.txt. Fails when a
 * plan reads the product table sequentially.
 */
const database = await openDatabase(loadConfig());
const em = database.orm.em.fork() as EntityManager;
try {
  const categories = await listCategories(em);
  const laptops = categories.find((c) => c.slug === 'noutbuklar')!;
  const [{ n: products } = { n: 0 }] = await em.execute<{ n: number }[]>('select count(*)::int as n from product');
  const cases = [
    ['brand listing (lenovo, newest, page 1)', buildListingQuery(VISITOR, { brandSlug: 'lenovo', page: 1, pageSize: 20 })],
    [
      'laptops with a custom-value filter (price ascending, page 5)',
      buildListingQuery(VISITOR, {
        categoryIds: descendantIds(categories, laptops.id),
        filters: [{ filterId: '00000000-0000-4000-8000-000000000000', customValue: 'x' }],
        sort: 'price_asc',
        page: 5,
        pageSize: 20,
      }),
    ],
  ] as const;
  let report = `EXPLAIN ANALYZE on ${products} products (${new Date().toISOString()})\n`;
  const sequential: string[] = [];
  for (const [name, { sql, params }] of cases) {
    const rows = await em.execute<{ 'QUERY PLAN': string }[]>(`explain (analyze, buffers) ${sql}`, params as never[]);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    if (/Seq Scan on product p\b/.test(plan)) sequential.push(name);
    report += `\n## ${name}\n${plan}\n`;
  }
  const file = path.resolve(import.meta.dirname, '../../../../bench/results/explain.txt');
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
