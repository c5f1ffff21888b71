import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray, query } from '../../db/sql.js';

/**
 * What the catalog module offers other modules instead of its tables (test/table-owners.test.ts):
 * their stock moved by orders, and the few checks other modules' writes need. Products as a customer
 * sees them are read inside the other module's own statement, so that they cost no round trip of their
 * own, through the database function the catalog publishes: `shop_products_seen(ids, tier)` answers, per
 * id found, id, name, name_en, sku, short_description, short_description_en, stock_quantity, shown
 * (active under active categories), the tier's price_minor and discounted_price_minor (null without a
 * price row) and image_url (db/sql/shop_products_seen.sql). Beside it: `shop_lock_products(ids)` (locks
 * in id order), `shop_category_product_counts()` and `shop_product_image_urls(id)`.
 */

/** Whether the product exists; with `share`, locked so that it cannot be deleted before the caller's transaction ends. */
export async function productExists(em: EntityManager, id: string, lock?: 'share'): Promise<boolean> {
  const rows = await query(em, `select 1 from product where id = ?${lock ? ' for share' : ''}`, [id]);
  return rows.length > 0;
}

/** Whether a category or a brand with this id exists (a product's references, checked before it is written). */
export async function catalogueEntryExists(em: EntityManager, kind: 'category' | 'brand', id: string): Promise<boolean> {
  const rows = await query(em, `select 1 from ${kind === 'category' ? 'category' : 'brand'} where id = ?`, [id]);
  return rows.length > 0;
}

/** Whether another product than `exceptId` has the SKU (any letter case) or the slug. */
export async function productKeyTaken(em: EntityManager, key: 'sku' | 'slug', value: string, exceptId: string | null): Promise<boolean> {
  const condition = key === 'sku' ? 'lower(sku) = lower(?)' : 'slug = ?';
  const rows = await query(em, `select 1 from product where ${condition} and id is distinct from ?::uuid`, [value, exceptId]);
  return rows.length > 0;
}

/** A change of a product's stock by `quantity` units (negative takes them off). */
export interface StockLine {
  productId: string;
  quantity: number;
}

/** A product's stock before and after a change. */
export interface StockMove {
  productId: string;
  name: string;
  before: number;
  after: number;
}

/**
 * Changes products' stock in the caller's transaction: locks them in id order (two writers never
 * deadlock), and when every one has enough for what is taken off, changes them all in one statement.
 * Answers the moves, or the first product (in id order) that falls short, changing nothing. Lines of
 * products that are gone are left out.
 */
export async function adjustStock(
  tx: { em: EntityManager },
  lines: readonly StockLine[],
): Promise<{ moved: StockMove[] } | { short: { productId: string; name: string; stockQuantity: number } }> {
  if (lines.length === 0) return { moved: [] };
  const change = new Map<string, number>();
  for (const line of lines) change.set(line.productId, (change.get(line.productId) ?? 0) + line.quantity);
  const locked = await query<{ productId: string; name: string; stockQuantity: number }>(
    tx.em,
    `select p.id as "productId", p.name, p.stock_quantity as "stockQuantity" from product p where p.id = any(?::uuid[]) order by p.id for update`,
    [pgArray([...change.keys()])],
  );
  const short = locked.find((product) => {
    const quantity = change.get(product.productId)!;
    return quantity < 0 && product.stockQuantity + quantity < 0;
  });
  if (short) return { short };
  if (locked.length === 0) return { moved: [] };
  await query(
    tx.em,
    `update product p set stock_quantity = p.stock_quantity + w.quantity from unnest(?::uuid[], ?::int[]) as w(product_id, quantity) where p.id = w.product_id`,
    [pgArray(locked.map((product) => product.productId)), `{${locked.map((product) => change.get(product.productId)!).join(',')}}`],
  );
  return {
    moved: locked.map(({ productId, name, stockQuantity }) => ({ productId, name, before: stockQuantity, after: stockQuantity + change.get(productId)! })),
  };
}

/** Logs a catalogue change for every product with colours or sizes (the catalogue terms translate their names). */
export async function logChangeOfProductsWithTerms(em: EntityManager): Promise<void> {
  await query(em, `select shop_log_catalogue_change(array(select id from product where colors <> '{}' or sizes <> '{}'))`);
}
