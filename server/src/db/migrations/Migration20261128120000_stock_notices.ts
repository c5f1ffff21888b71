import { Migration } from '@mikro-orm/migrations';

/**
 * "Notify me when back in stock" (issue 28): one request per customer and product (asking twice changes
 * nothing), in the language it was asked in. The database itself marks requests due when a product's stock
 * goes from 0 to more, whatever statement moved it (an admin's edit, a cancelled order putting stock back),
 * in the same transaction; the shop then mails the due ones after the commit and deletes them, so each
 * request is answered once.
 */
export class Migration20261128120000_stock_notices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "stock_notice" (
      "id" uuid primary key default gen_random_uuid(),
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "product_id" uuid not null references "product" ("id") on delete cascade,
      "language" text not null check ("language" in ('en', 'az')),
      "created_at" timestamptz not null default now(),
      "due_at" timestamptz null,
      unique ("user_id", "product_id"));`);
    this.addSql(`create index "stock_notice_product_index" on "stock_notice" ("product_id");`);
    this.addSql(`create index "stock_notice_due_index" on "stock_notice" ("due_at") where "due_at" is not null;`);
    this.addSql(`create function "stock_notice_due"() returns trigger language plpgsql as $$
      begin
        update "stock_notice" set "due_at" = now() where "product_id" = new."id" and "due_at" is null;
        return null;
      end $$;`);
    this.addSql(`create trigger "product_stock_returned" after update of "stock_quantity" on "product"
      for each row when (old."stock_quantity" <= 0 and new."stock_quantity" > 0) execute function "stock_notice_due"();`);
  }
}
