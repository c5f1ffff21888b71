import { Migration } from '@mikro-orm/migrations';

/**
 * Favorites (issue 15): the products each customer keeps, one row per customer and product. Rows go
 * with the customer or the product; the index serves both the newest-first list and the lookups by product.
 */
export class Migration20261125080100_favorites extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "favorite" (
      "id" uuid primary key default gen_random_uuid(),
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "product_id" uuid not null references "product" ("id") on delete cascade,
      "created_at" timestamptz not null default now(),
      unique ("user_id", "product_id"));`);
    this.addSql(`create index "favorite_user_newest_index" on "favorite" ("user_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "favorite_product_index" on "favorite" ("product_id");`);
  }
}
