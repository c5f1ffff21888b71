import { Migration } from '@mikro-orm/migrations';

/**
 * One brand (issue 28): the Brand facet is the brand chosen in the product form. The "Brand" filter
 * stays a filter (the storefront's sidebar, the facet counts of both catalogue engines and the REST
 * clients' `filterCriteria` all speak filters and options), but it now follows the brands instead of
 * being assigned by hand: `filter.follows_brand` marks it (one at most), each brand has its option
 * (`filter_option.brand_id`, created and renamed with the brand), and each product's value for it is the
 * option of `product.brand_id`. Triggers on brand and product keep that in the statement's own
 * transaction; the product_filter rows they write go through the listing triggers, so product_listing
 * and the catalogue change feed (the memory engine) see them like any other filter value.
 *
 * Existing data: the filter with the slug `brend` (or `brand`) becomes the Brand filter, or one is made;
 * its options are linked to the brands they name (by slug, else by name), brands without one get one,
 * options naming no brand are removed (with their values), and every product's value is set to its brand.
 */
export class Migration20261128050000_brand_filter extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "filter" add "follows_brand" boolean not null default false;`);
    this.addSql(`create unique index "filter_follows_brand_unique" on "filter" ("follows_brand") where "follows_brand";`);
    this.addSql(`alter table "filter_option" add "brand_id" uuid null;`);
    this.addSql(
      `alter table "filter_option" add constraint "filter_option_brand_id_foreign" foreign key ("brand_id") references "brand" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "filter_option" add constraint "filter_option_brand_id_unique" unique ("brand_id");`);

    // The brands' options: made for brands without one, kept named as their brand (names are one value in both languages).
    this.addSql(`create or replace function shop_sync_brand_options(ids uuid[]) returns void language sql as $$
      insert into filter_option (id, filter_id, value, display_name, display_name_en, color, icon_url, is_active, sort_order, brand_id)
      select gen_random_uuid(), f.id, b.slug, b.name, b.name, null, null, true, 0, b.id
      from brand b cross join filter f where f.follows_brand and b.id = any(ids)
      on conflict (brand_id) do update set value = excluded.value, display_name = excluded.display_name, display_name_en = excluded.display_name_en
      where (filter_option.value, filter_option.display_name, filter_option.display_name_en)
        is distinct from (excluded.value, excluded.display_name, excluded.display_name_en)
    $$;`);
    // Each product's Brand value: its brand's option, nothing when it has no brand (two statements, each set-based).
    this.addSql(`create or replace function shop_sync_product_brands(ids uuid[]) returns void language sql as $$
      delete from product_filter pf using filter f
      where f.follows_brand and pf.filter_id = f.id and pf.product_id = any(ids)
        and not exists (select 1 from product p join filter_option o on o.brand_id = p.brand_id
                        where p.id = pf.product_id and o.id = pf.filter_option_id and pf.custom_value is null);
      insert into product_filter (id, product_id, filter_id, filter_option_id, custom_value, numeric_value)
      select gen_random_uuid(), p.id, f.id, o.id, null, null
      from product p join filter_option o on o.brand_id = p.brand_id join filter f on f.id = o.filter_id and f.follows_brand
      where p.id = any(ids)
      on conflict (product_id, filter_id) do nothing
    $$;`);
    this.addSql(`create or replace function shop_brand_filter_sync() returns trigger language plpgsql as $$
      declare ids uuid[];
      begin
        if TG_TABLE_NAME = 'brand' then
          if TG_OP = 'INSERT' then
            select array_agg(id) into ids from new_rows;
          else
            select array_agg(n.id) into ids from new_rows n join old_rows o on o.id = n.id where (n.name, n.slug) is distinct from (o.name, o.slug);
          end if;
          if ids is not null then perform shop_sync_brand_options(ids); end if;
        else
          if TG_OP = 'INSERT' then
            select array_agg(id) into ids from new_rows where brand_id is not null;
          else
            select array_agg(n.id) into ids from new_rows n join old_rows o on o.id = n.id where n.brand_id is distinct from o.brand_id;
          end if;
          if ids is not null then perform shop_sync_product_brands(ids); end if;
        end if;
        return null;
      end $$;`);
    // Not deferred by a bulk load's shop.catalogue_refresh: these are the data, not what is derived from it.
    for (const table of ['brand', 'product']) {
      this.addSql(
        `create trigger ${table}_brand_filter_on_insert after insert on ${table} referencing new table as new_rows for each statement execute function shop_brand_filter_sync();`,
      );
      this.addSql(
        `create trigger ${table}_brand_filter_on_update after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function shop_brand_filter_sync();`,
      );
    }

    // The existing Brand filter, else a new one (general: offered in every listing).
    this.addSql(`update filter set follows_brand = true
      where id = (select id from filter where slug in ('brend', 'brand') order by slug = 'brend' desc limit 1);`);
    this.addSql(`insert into filter (id, name, name_en, slug, type, is_active, sort_order, follows_brand)
      select gen_random_uuid(), 'Brend', 'Brand', 'brend', 0, true, 0, true where not exists (select 1 from filter where follows_brand);`);
    // Its options linked to the brands they name: the slug first, else the name; one option per brand.
    this.addSql(`update filter_option o set brand_id = m.brand_id
      from (select distinct on (b.id) b.id as brand_id, fo.id as option_id
            from brand b join filter_option fo on fo.value = b.slug or lower(fo.display_name) = lower(b.name)
            join filter f on f.id = fo.filter_id and f.follows_brand
            order by b.id, (fo.value = b.slug) desc, fo.id) m
      where o.id = m.option_id;`);
    this.addSql(`delete from filter_option o using filter f where f.follows_brand and o.filter_id = f.id and o.brand_id is null;`);
    // Listed by name (equal positions sort by name), as brands are.
    this.addSql(`update filter_option set sort_order = 0 where brand_id is not null;`);
    this.addSql(`select shop_sync_brand_options(array(select id from brand));`);
    this.addSql(`select shop_sync_product_brands(array(select id from product));`);
  }
}
