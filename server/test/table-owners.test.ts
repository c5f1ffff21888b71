import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaTables, stringsOf, tableUses, tablesNamed, type TableUse } from './table-owners.js';

/**
 * Every table has one owning module: only its SQL names the table. Another module reads through the
 * owner's functions (its `index.ts`) or the database functions it publishes (`server/src/db/sql/`, e.g.
 * catalog's `shop_products_seen`). The few other uses that stand are listed with why; a new one fails here.
 */
interface Ownership {
  owner: string;
  /** Other modules whose SQL may name the table, and why. */
  also?: Record<string, string>;
}

const ENGINE = 'the catalogue search engine: the catalog module’s own read path (its index is built from these tables)';
const AUDIT = 'the audit log names the record each entry is about, whichever module keeps it';

const TABLES: Record<string, Ownership> = {
  app_user: {
    owner: 'accounts',
    also: {
      audit: AUDIT,
      favorites: 'locks the customer’s row so that parallel favorite writes of one customer run one after the other',
      orders: 'writes the customer’s name on the order and its events in the same statement',
      settings: 'names the admin who last changed the settings',
      'stock-notices': 'mails the customer (address, name, still active) in the statement that takes the request',
    },
  },
  audit_entry: { owner: 'audit' },
  banner: { owner: 'banners', also: { audit: AUDIT } },
  brand: { owner: 'catalog' },
  cart_item: { owner: 'cart' },
  catalogue_change: { owner: 'catalogue-index' },
  catalogue_term: { owner: 'terms' },
  category: {
    owner: 'catalog',
    also: {
      audit: AUDIT,
      categories: 'the back office’s category writes and tree',
      filters: 'checks and locks the categories a filter is assigned to, and walks a category’s parents',
    },
  },
  category_filter: { owner: 'filters' },
  favorite: { owner: 'favorites' },
  filter: { owner: 'filters', also: { audit: AUDIT } },
  filter_option: { owner: 'filters', also: { audit: AUDIT, 'catalogue-index': ENGINE } },
  login_known_address: { owner: 'accounts' },
  login_throttle: { owner: 'accounts' },
  managed_file: { owner: 'files', also: { audit: AUDIT } },
  order_event: { owner: 'orders' },
  order_line: { owner: 'orders' },
  password_reset: { owner: 'accounts' },
  product: { owner: 'catalog', also: { 'catalogue-index': ENGINE } },
  product_filter: { owner: 'filters', also: { 'catalogue-index': ENGINE } },
  product_image: { owner: 'catalog' },
  product_listing: { owner: 'catalog', also: { 'catalogue-index': ENGINE } },
  product_pdf: { owner: 'files', also: { audit: AUDIT, 'product-admin': 'removes the stored PDFs with a deleted product' } },
  product_price: { owner: 'catalog' },
  repeatable_sql: { owner: 'db' },
  search_terms: { owner: 'catalogue-index' },
  search_word: { owner: 'catalogue-index' },
  shop_order: { owner: 'orders', also: { audit: AUDIT } },
  specification_group: { owner: 'specs' },
  specification_item: { owner: 'specs' },
  stock_notice: { owner: 'stock-notices' },
  store_settings: { owner: 'settings' },
};

const serverDir = path.resolve(import.meta.dirname, '..');
const tables = schemaTables(path.join(serverDir, 'src/db/migrations'));

/** The uses no ownership allows: another module's SQL naming a table. */
function trespasses(uses: readonly TableUse[]): TableUse[] {
  return uses.filter(({ module, table }) => {
    const ownership = TABLES[table];
    return ownership !== undefined && module !== ownership.owner && !(ownership.also && module in ownership.also);
  });
}

describe('reading SQL out of the sources', () => {
  const set = new Set(tables);
  const named = (source: string) => stringsOf(source).flatMap((text) => tablesNamed(text, set));

  it('finds the tables a statement names, in lists and in templates, and nothing in comments or prose', () => {
    expect(named("query(em, 'select id from product where id = ?')")).toEqual(['product']);
    expect(named('query(em, `delete from stock_notice n using app_user u, product p, product_listing l where ${condition} returning n.id`)')).toEqual([
      'stock_notice',
      'app_user',
      'product',
      'product_listing',
    ]);
    expect(named('const sql = `${COLUMNS} from cart_item ci join product_price pr on pr.product_id = ci.product_id`;')).toEqual(['cart_item', 'product_price']);
    expect(named('query(em, `update "product" set stock_quantity = 0`); query(em, "insert into favorite (id) values (?)")')).toEqual(['product', 'favorite']);
    expect(named('query(em, `select 1 from shop_products_seen(?::uuid[], 1) p join category c on c.id = ?`)')).toEqual(['category']);
    // Comments, messages and imports are not SQL.
    expect(named("// reads from product, joins product_price\n/** update banner from category */\nimport { x } from 'product';")).toEqual([]);
    expect(named("throw badInput('Only 3 left in stock of product', 'stockExceeded'); const label = 'Remove it from the cart';")).toEqual([]);
  });

  it('tells another module’s SQL on a table from its owner’s', () => {
    const modules = mkdtempSync(path.join(os.tmpdir(), 'modules-'));
    for (const [module, source] of [
      ['catalog', "export const read = (em) => query(em, 'select stock_quantity from product where id = ?');"],
      ['cart', "export const read = (em) => query(em, 'select ci.id from cart_item ci join product p on p.id = ci.product_id');"],
      [
        'favorites',
        "// joins product_listing\nexport const read = (em) => query(em, 'select 1 from favorite f join shop_products_seen(array[f.product_id], 1) p on p.shown');",
      ],
    ]) {
      mkdirSync(path.join(modules, module!));
      writeFileSync(path.join(modules, module!, `${module}.service.ts`), source!);
      writeFileSync(path.join(modules, module!, `${module}.test.ts`), "query(em, 'delete from product')");
    }
    expect(trespasses(tableUses(modules, new Set(tables)))).toEqual([{ module: 'cart', file: path.join('cart', 'cart.service.ts'), table: 'product' }]);
  });
});

describe('table owners', () => {
  const uses = tableUses(path.join(serverDir, 'src/modules'), new Set(tables));

  it('every table of the schema has an owner, and every owner is a module (or db, for the database’s own)', () => {
    expect(Object.keys(TABLES).sort()).toEqual(tables);
    const modules = new Set(uses.map((use) => use.module));
    for (const { owner, also } of Object.values(TABLES)) {
      expect(owner === 'db' || modules.has(owner), owner).toBe(true);
      for (const module of Object.keys(also ?? {})) expect(modules.has(module), module).toBe(true);
    }
  });

  it('no module’s SQL names a table another module owns, but for the uses listed with their reason', () => {
    expect(trespasses(uses)).toEqual([]);
  });

  it('every listed use is still made (a use that went is taken off the list)', () => {
    const made = new Set(uses.map(({ module, table }) => `${module} ${table}`));
    const listed = Object.entries(TABLES).flatMap(([table, { also }]) => Object.keys(also ?? {}).map((module) => `${module} ${table}`));
    expect(listed.filter((use) => !made.has(use))).toEqual([]);
  });

  it('no module but catalog names the product tables in SQL, but the catalogue search engine', () => {
    const product = uses.filter(
      ({ table, module }) => /^product(_image|_price|_listing)?$/.test(table) && module !== 'catalog' && module !== 'catalogue-index',
    );
    expect(product).toEqual([]);
  });
});
