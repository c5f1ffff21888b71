import { Migration } from '@mikro-orm/migrations';

/**
 * Search breaks ties between equally good text matches as a shopper expects (issue 18): products in
 * stock first, then the most ordered, then the newest. The listing read model carries what that takes
 * (`in_stock`, `order_count`: the orders with a line for the product, whatever their status), so both
 * catalogue engines read it from product_listing; order lines now refresh their products' listing rows
 * (and log them in catalogue_change) through the same trigger function as prices and images.
 */
export class Migration20261127070000_search_ties extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "product_listing" add "in_stock" boolean not null default false, add "order_count" int not null default 0;`);

    // As in migration 071400, with the two new columns.
    this.addSql(`create or replace function shop_refresh_listing(ids uuid[]) returns void language sql as $$
      with recursive live as (
        select id from category where parent_id is null and is_active
        union all select c.id from category c join live on c.parent_id = live.id where c.is_active
      )
      insert into product_listing (product_id, category_id, brand_id, is_active, is_hot_deal, created_at, name, option_ids, price_1, price_2, price_3, price_4,
        in_stock, order_count)
      select p.id, p.category_id, p.brand_id, p.is_active and p.category_id in (select id from live), p.is_hot_deal, p.created_at, p.name,
        coalesce((select array_agg(distinct pf.filter_option_id) from product_filter pf where pf.product_id = p.id and pf.filter_option_id is not null), '{}'),
        pr.p1, pr.p2, pr.p3, pr.p4, p.stock_quantity > 0,
        (select count(distinct ol.order_id)::int from order_line ol where ol.product_id = p.id)
      from product p
      left join lateral (
        select max(discounted_price_minor) filter (where tier = 1) as p1, max(discounted_price_minor) filter (where tier = 2) as p2,
               max(discounted_price_minor) filter (where tier = 3) as p3, max(discounted_price_minor) filter (where tier = 4) as p4
        from product_price where product_id = p.id) pr on true
      where p.id = any(ids)
      on conflict (product_id) do update set category_id = excluded.category_id, brand_id = excluded.brand_id, is_active = excluded.is_active,
        is_hot_deal = excluded.is_hot_deal, created_at = excluded.created_at, name = excluded.name, option_ids = excluded.option_ids,
        price_1 = excluded.price_1, price_2 = excluded.price_2, price_3 = excluded.price_3, price_4 = excluded.price_4,
        in_stock = excluded.in_stock, order_count = excluded.order_count
      where (product_listing.*) is distinct from (excluded.*)
    $$;`);

    const events = [
      ['insert', 'referencing new table as new_rows'],
      ['update', 'referencing old table as old_rows new table as new_rows'],
      ['delete', 'referencing old table as old_rows'],
    ] as const;
    for (const [event, tables] of events) {
      this.addSql(
        `create trigger order_line_listing_on_${event} after ${event} on order_line ${tables} for each statement execute function shop_listing_sync();`,
      );
    }

    this.addSql(`update product_listing l set in_stock = p.stock_quantity > 0 from product p where p.id = l.product_id;`);
    this.addSql(`update product_listing l set order_count = o.n
      from (select product_id, count(distinct order_id)::int as n from order_line group by product_id) o where o.product_id = l.product_id;`);
    this.addSql(`analyze product_listing;`);
  }
}
