import { Migration } from '@mikro-orm/migrations';

/**
 * A narrow read model for listings: one row per product with exactly what filtering, counting and sorting
 * need (category, brand, flags, name, creation time, the ids of its filter options, the four tier prices).
 * A filtered listing counts and sorts these ~150-byte rows (GIN on the option ids, b-tree on the category)
 * and joins the wide product row only for the page it shows. Triggers keep it in step with product,
 * product_price and product_filter, set-based per statement, so bulk writes stay fast.
 */
export class Migration20261122040000_product_listing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "product_listing" (
      "product_id" uuid not null primary key references "product" ("id") on delete cascade,
      "category_id" uuid not null, "brand_id" uuid null, "is_active" boolean not null, "is_hot_deal" boolean not null,
      "created_at" timestamptz not null, "name" varchar(255) not null, "option_ids" uuid[] not null default '{}',
      "price_1" int null, "price_2" int null, "price_3" int null, "price_4" int null);`);
    this.addSql(`create index "product_listing_category_index" on "product_listing" ("category_id");`);
    this.addSql(`create index "product_listing_brand_index" on "product_listing" ("brand_id");`);
    this.addSql(`create index "product_listing_options_index" on "product_listing" using gin ("option_ids");`);
    this.addSql(`create index "product_listing_recent_index" on "product_listing" ("created_at" desc, "product_id") where "is_active";`);

    this.addSql(`create or replace function shop_refresh_listing(ids uuid[]) returns void language sql as $$
      insert into product_listing (product_id, category_id, brand_id, is_active, is_hot_deal, created_at, name, option_ids, price_1, price_2, price_3, price_4)
      select p.id, p.category_id, p.brand_id, p.is_active, p.is_hot_deal, p.created_at, p.name,
        coalesce((select array_agg(distinct pf.filter_option_id) from product_filter pf where pf.product_id = p.id and pf.filter_option_id is not null), '{}'),
        pr.p1, pr.p2, pr.p3, pr.p4
      from product p
      left join lateral (
        select max(discounted_price_minor) filter (where tier = 1) as p1, max(discounted_price_minor) filter (where tier = 2) as p2,
               max(discounted_price_minor) filter (where tier = 3) as p3, max(discounted_price_minor) filter (where tier = 4) as p4
        from product_price where product_id = p.id) pr on true
      where p.id = any(ids)
      on conflict (product_id) do update set category_id = excluded.category_id, brand_id = excluded.brand_id, is_active = excluded.is_active,
        is_hot_deal = excluded.is_hot_deal, created_at = excluded.created_at, name = excluded.name, option_ids = excluded.option_ids,
        price_1 = excluded.price_1, price_2 = excluded.price_2, price_3 = excluded.price_3, price_4 = excluded.price_4
    $$;`);

    // One function for every table and event: it refreshes the products the statement touched.
    this.addSql(`create or replace function shop_listing_sync() returns trigger language plpgsql as $$
      declare ids uuid[];
      begin
        if TG_TABLE_NAME = 'product' then
          select array_agg(id) into ids from new_rows;
        elsif TG_OP = 'INSERT' then
          select array_agg(distinct product_id) into ids from new_rows;
        elsif TG_OP = 'DELETE' then
          select array_agg(distinct product_id) into ids from old_rows;
        else
          select array_agg(distinct product_id) into ids from (select product_id from new_rows union select product_id from old_rows) touched;
        end if;
        if ids is not null then perform shop_refresh_listing(ids); end if;
        return null;
      end $$;`);
    this.addSql(
      `create trigger product_listing_on_insert after insert on product referencing new table as new_rows for each statement execute function shop_listing_sync();`,
    );
    this.addSql(
      `create trigger product_listing_on_update after update on product referencing new table as new_rows for each statement execute function shop_listing_sync();`,
    );
    for (const table of ['product_price', 'product_filter']) {
      this.addSql(
        `create trigger ${table}_listing_on_insert after insert on ${table} referencing new table as new_rows for each statement execute function shop_listing_sync();`,
      );
      this.addSql(
        `create trigger ${table}_listing_on_update after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function shop_listing_sync();`,
      );
      this.addSql(
        `create trigger ${table}_listing_on_delete after delete on ${table} referencing old table as old_rows for each statement execute function shop_listing_sync();`,
      );
    }
    this.addSql(`select shop_refresh_listing(array(select id from product));`);
    this.addSql(`analyze product_listing;`);
  }
}
