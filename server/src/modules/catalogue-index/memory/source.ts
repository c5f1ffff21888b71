import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { pgArray, query } from '../../../db/sql.js';

export type FilterValueRow = [filterId: string, optionId: string | null, value: string | null, number: number | null];

/** A product as the index holds it: its listing row (product_listing) and its search document. */
export interface SourceRow {
  id: string;
  categoryId: string;
  isActive: boolean;
  isHotDeal: boolean;
  createdUs: number;
  name: string;
  optionIds: string;
  brandId: string | null;
  /** The product's filter values: filter, option (or null), value (its custom value, else its option's), number. */
  values: FilterValueRow[] | null;
  price1: number | null;
  price2: number | null;
  price3: number | null;
  price4: number | null;
  /** Search ranks equal matches in stock first, then by how many orders had them. */
  inStock: boolean;
  orderCount: number;
  /** product.search_vector as text (`'word':1A,5B …`). */
  document: string | null;
}

const SOURCE_SQL = `select l.product_id as id, l.category_id as "categoryId", l.is_active as "isActive",
    l.is_hot_deal as "isHotDeal", (extract(epoch from l.created_at) * 1000000)::float8 as "createdUs", l.name,
    array_to_string(l.option_ids, ',') as "optionIds", l.price_1 as price1, l.price_2 as price2, l.price_3 as price3, l.price_4 as price4,
    l.in_stock as "inStock", l.order_count as "orderCount", p.search_vector::text as document, l.brand_id as "brandId",
    (select json_agg(json_build_array(pf.filter_id, pf.filter_option_id, coalesce(pf.custom_value, o.value), pf.numeric_value))
      from product_filter pf left join filter_option o on o.id = pf.filter_option_id where pf.product_id = l.product_id) as "values"
  from product_listing l join product p on p.id = l.product_id`;

/** Rows a reload holds at once: the rows of a full read (documents, mostly) would cost long collections. */
const PAGE_SIZE = 5000;

/**
 * Every product, in category order (a category's products then sit side by side in every column: a
 * listing reads them in one sweep), a page at a time through a cursor: one statement, one snapshot
 * of the database, and only a page's rows held at once.
 */
export async function* readCatalogue(em: EntityManager): AsyncGenerator<SourceRow[]> {
  const pool = await (em.getConnection() as unknown as { getNativeClient(): Promise<pg.Pool> }).getNativeClient();
  const client = await pool.connect();
  let finished = false;
  try {
    await client.query('begin isolation level repeatable read read only');
    await client.query(`declare catalogue no scroll cursor for ${SOURCE_SQL} order by l.category_id`);
    for (;;) {
      const { rows } = await client.query<SourceRow>(`fetch ${PAGE_SIZE} from catalogue`);
      if (rows.length === 0) break;
      yield rows;
    }
    await client.query('commit');
    finished = true;
  } finally {
    // A connection left inside the transaction (the reader stopped early, or failed) is closed, not reused.
    client.release(!finished);
  }
}

/** The current rows of these products (a product missing is gone). */
export function readProducts(em: EntityManager, ids: readonly string[]): Promise<SourceRow[]> {
  return query<SourceRow>(em, `${SOURCE_SQL} where l.product_id = any(?::uuid[])`, [pgArray(ids)]);
}
