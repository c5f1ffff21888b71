import { Migration } from '@mikro-orm/migrations';

/**
 * Ground for the back office's category and filter writes (issue 16):
 * - Category changes reach every server process at once: every statement that inserts, updates,
 *   deletes or truncates categories logs one product-less entry in catalogue_change (product_id null),
 *   whatever wrote it (the back office, a seed, `psql`), and in deferred bulk loads too. The category
 *   cache of each process is keyed by the category entries it has seen (modules/catalog/category-cache.ts).
 * - A product has a value for a filter at most once: assigning again replaces it (`on conflict`). The
 *   unique constraint leads with product_id, so the plain product_id index goes.
 * - An option's value is unique within its filter.
 */
export class Migration20261126010000_category_filter_writes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "catalogue_change" alter column "product_id" drop not null;`);
    // The category cache of the postgres engine asks for these on each request that reads categories.
    this.addSql(`create index "catalogue_change_category_index" on "catalogue_change" ("seq") where "product_id" is null;`);
    this.addSql(`create or replace function shop_log_category_version() returns trigger language plpgsql as $$
      begin
        insert into catalogue_change (product_id) values (null);
        return null;
      end $$;`);
    this.addSql(
      `create trigger category_version_on_change after insert or update or delete or truncate on category for each statement execute function shop_log_category_version();`,
    );

    // Duplicates (none in the demo data) keep one row of each product and filter.
    this.addSql(`delete from product_filter pf using product_filter newer
      where newer.product_id = pf.product_id and newer.filter_id = pf.filter_id and newer.id > pf.id;`);
    this.addSql(`alter table "product_filter" add constraint "product_filter_product_id_filter_id_unique" unique ("product_id", "filter_id");`);
    this.addSql(`drop index "product_filter_product_id_index";`);

    // Likewise one option of each value per filter (none in the demo data either).
    this.addSql(`delete from filter_option o using filter_option newer
      where newer.filter_id = o.filter_id and newer.value = o.value and newer.id > o.id;`);
    this.addSql(`alter table "filter_option" add constraint "filter_option_filter_id_value_unique" unique ("filter_id", "value");`);
  }
}
