import { Migration } from '@mikro-orm/migrations';

/**
 * Buying (issue 15): cart lines per customer, and the orders checkout records with their lines and
 * status history. Order lines keep the product's id, name, SKU and prices as they were, and the products
 * they name cannot be deleted (no cascade); the customer's id, name, phone and e-mail are copied too, so
 * an order stays readable whatever later happens to the account.
 */
export class Migration20261125080000_cart_orders extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "cart_item" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "product_id" uuid not null, "quantity" int not null, "created_at" timestamptz not null default now(), primary key ("id"), constraint "cart_item_quantity_check" check (quantity >= 1 and quantity <= 999));`,
    );
    // One line per customer and product: adding again adds to the line (insert ... on conflict).
    this.addSql(`alter table "cart_item" add constraint "cart_item_user_id_product_id_unique" unique ("user_id", "product_id");`);
    this.addSql(`create index "cart_item_product_id_index" on "cart_item" ("product_id");`);
    this.addSql(`alter table "cart_item" add constraint "cart_item_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(
      `alter table "cart_item" add constraint "cart_item_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`,
    );

    // References count up across years (TX-2026-000123): the sequence only has to be unique, not gapless.
    this.addSql(`create sequence "shop_order_reference_seq";`);
    this.addSql(
      `create table "shop_order" ("id" uuid not null default gen_random_uuid(), "reference" text not null, "status" text not null default 'new', "customer_id" uuid not null, "customer_name" text not null, "customer_phone" text not null, "customer_email" text not null, "language" text not null, "currency" text not null default 'AZN', "total_amount_minor" int not null, "total_price_minor" int not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"), constraint "shop_order_status_check" check (status in ('new', 'contacted', 'confirmed', 'completed', 'cancelled')), constraint "shop_order_language_check" check (language in ('en', 'az')), constraint "shop_order_currency_check" check (currency = 'AZN'), constraint "shop_order_totals_check" check (total_price_minor >= 0 and total_price_minor <= total_amount_minor));`,
    );
    this.addSql(`alter table "shop_order" add constraint "shop_order_reference_unique" unique ("reference");`);
    this.addSql(`create index "shop_order_customer_index" on "shop_order" ("customer_id", "created_at" desc);`);
    this.addSql(`create index "shop_order_created_index" on "shop_order" ("created_at" desc, "id" desc);`);
    this.addSql(`create index "shop_order_status_index" on "shop_order" ("status", "created_at" desc);`);

    this.addSql(
      `create table "order_line" ("id" uuid not null default gen_random_uuid(), "order_id" uuid not null, "position" int not null, "product_id" uuid not null, "product_name" text not null, "product_sku" text not null, "unit_price_minor" int not null, "original_unit_price_minor" int not null, "quantity" int not null, "total_price_minor" int not null, primary key ("id"), constraint "order_line_quantity_check" check (quantity >= 1 and quantity <= 999), constraint "order_line_prices_check" check (unit_price_minor >= 0 and unit_price_minor <= original_unit_price_minor and total_price_minor = unit_price_minor * quantity));`,
    );
    this.addSql(`create index "order_line_order_id_index" on "order_line" ("order_id", "position");`);
    this.addSql(`create index "order_line_product_id_index" on "order_line" ("product_id");`);
    this.addSql(
      `alter table "order_line" add constraint "order_line_order_id_foreign" foreign key ("order_id") references "shop_order" ("id") on delete cascade;`,
    );
    // No cascade: a product that was ordered cannot vanish from under its orders.
    this.addSql(`alter table "order_line" add constraint "order_line_product_id_foreign" foreign key ("product_id") references "product" ("id");`);

    this.addSql(
      `create table "order_event" ("id" bigint generated always as identity, "order_id" uuid not null, "status" text not null, "at" timestamptz not null default now(), "by_user_id" uuid null, "by_name" text not null, "note" text null, primary key ("id"), constraint "order_event_status_check" check (status in ('new', 'contacted', 'confirmed', 'completed', 'cancelled')));`,
    );
    this.addSql(`create index "order_event_order_id_index" on "order_event" ("order_id", "id");`);
    this.addSql(
      `alter table "order_event" add constraint "order_event_order_id_foreign" foreign key ("order_id") references "shop_order" ("id") on delete cascade;`,
    );
  }
}
