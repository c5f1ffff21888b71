import { Migration } from '@mikro-orm/migrations';

/**
 * A log of which products changed, in commit order, so every server process can keep its in-memory
 * catalogue index and product cards (modules/catalogue-index) in step: each request asks for entries
 * past the last one it applied. The listing triggers already know the touched products of every
 * statement on product, product_price and product_filter; they now also log them. Product deletions,
 * image changes (a card shows the primary image) and category renames (a card shows its category's
 * name and slug) are logged too.
 *
 * Sequence numbers can become visible out of order (a transaction that took 10 may commit after the
 * one that took 11), so a reader remembers the numbers it has not seen below the highest one and asks
 * for them again until they appear or grow old (a rolled-back transaction leaves such a gap for good).
 */
export class Migration20261122050000_catalogue_changes extends Migration {
  override async up(): Promise<void> {
    // Search runs in the index over these documents; the GIN indexes on them only slowed every product write.
    this.addSql(`drop index if exists "product_search_vector_index";`);
    this.addSql(`drop index if exists "product_search_name_index";`);
    this.addSql(`create table "catalogue_change" (
      "seq" bigserial primary key, "product_id" uuid not null, "changed_at" timestamptz not null default now());`);
    this.addSql(`create or replace function shop_log_catalogue_change(ids uuid[]) returns void language sql as $$
      insert into catalogue_change (product_id) select distinct unnest(ids);
    $$;`);
    this.addSql(`create or replace function shop_listing_sync() returns trigger language plpgsql as $$
      declare ids uuid[];
      begin
        if TG_TABLE_NAME = 'product' and TG_OP = 'DELETE' then
          select array_agg(id) into ids from old_rows;
          if ids is not null then perform shop_log_catalogue_change(ids); end if;
          return null;
        elsif TG_TABLE_NAME = 'product' then
          select array_agg(id) into ids from new_rows;
        elsif TG_OP = 'INSERT' then
          select array_agg(distinct product_id) into ids from new_rows;
        elsif TG_OP = 'DELETE' then
          select array_agg(distinct product_id) into ids from old_rows;
        else
          select array_agg(distinct product_id) into ids from (select product_id from new_rows union select product_id from old_rows) touched;
        end if;
        if ids is not null then
          perform shop_refresh_listing(ids);
          perform shop_log_catalogue_change(ids);
        end if;
        return null;
      end $$;`);
    this.addSql(
      `create trigger product_listing_on_delete after delete on product referencing old table as old_rows for each statement execute function shop_listing_sync();`,
    );
    // Image changes go through the same trigger function (it refreshes the listing row too, which is harmless).
    this.addSql(
      `create trigger product_image_change_on_insert after insert on product_image referencing new table as new_rows for each statement execute function shop_listing_sync();`,
    );
    this.addSql(
      `create trigger product_image_change_on_update after update on product_image referencing old table as old_rows new table as new_rows for each statement execute function shop_listing_sync();`,
    );
    this.addSql(
      `create trigger product_image_change_on_delete after delete on product_image referencing old table as old_rows for each statement execute function shop_listing_sync();`,
    );
    this.addSql(`create or replace function shop_log_category_change() returns trigger language plpgsql as $$
      declare ids uuid[];
      begin
        select array_agg(p.id) into ids from product p join new_rows c on c.id = p.category_id join old_rows o on o.id = c.id
        where c.name is distinct from o.name or c.slug is distinct from o.slug;
        if ids is not null then perform shop_log_catalogue_change(ids); end if;
        return null;
      end $$;`);
    this.addSql(
      `create trigger category_change_on_update after update on category referencing old table as old_rows new table as new_rows for each statement execute function shop_log_category_change();`,
    );
  }
}
