import { Migration } from '@mikro-orm/migrations';

/**
 * Products an order refers to are archived instead of deleted (issue 16): the order's lines keep
 * pointing at them (their foreign key has no cascade on purpose), so the product stays, inactive, with
 * the time it was archived. Setting it active again brings it back. The admin grid finds archived ones
 * through the partial index.
 */
export class Migration20261126020000_product_archive extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "product" add "archived_at" timestamptz null;`);
    this.addSql(`create index "product_archived_index" on "product" ("archived_at") where "archived_at" is not null;`);
  }
}
