import { Migration } from '@mikro-orm/migrations';

/** The catalogue core: categories, brands, products with their tier prices and images. */
export class Migration20261122000000_catalogue extends Migration {
  override async up(): Promise<void> {
    // Search (trigram similarity, accent folding) is built on these two extensions.
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql('create extension if not exists unaccent;');

    this.addSql(`create table "brand" ("id" uuid not null, "name" varchar(255) not null, "slug" varchar(255) not null, primary key ("id"));`);
    this.addSql(`alter table "brand" add constraint "brand_slug_unique" unique ("slug");`);

    this.addSql(
      `create table "category" ("id" uuid not null, "name" varchar(255) not null, "slug" varchar(255) not null, "description" text not null default '', "image_url" varchar(255) null, "sort_order" int not null default 0, "is_active" boolean not null default true, "parent_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "category" add constraint "category_slug_unique" unique ("slug");`);
    this.addSql(`create index "category_parent_id_index" on "category" ("parent_id");`);

    this.addSql(
      `create table "product" ("id" uuid not null, "name" varchar(255) not null, "slug" varchar(255) not null, "sku" varchar(255) not null, "short_description" text not null default '', "description" text not null default '', "stock_quantity" int not null default 0, "is_hot_deal" boolean not null default false, "is_active" boolean not null default true, "category_id" uuid not null, "brand_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "product" add constraint "product_slug_unique" unique ("slug");`);
    this.addSql(`alter table "product" add constraint "product_sku_unique" unique ("sku");`);
    this.addSql(`create index "product_category_id_index" on "product" ("category_id");`);
    this.addSql(`create index "product_brand_id_index" on "product" ("brand_id");`);
    this.addSql(`create index "product_recent_index" on "product" ("created_at" desc, "id") where "is_active";`);

    this.addSql(
      `create table "product_image" ("id" uuid not null, "product_id" uuid not null, "url" varchar(255) not null, "alt_text" varchar(255) not null default '', "is_primary" boolean not null default false, "sort_order" int not null default 0, primary key ("id"));`,
    );
    this.addSql(`create index "product_image_product_id_index" on "product_image" ("product_id");`);

    this.addSql(
      `create table "product_price" ("id" uuid not null, "product_id" uuid not null, "tier" smallint not null, "price_minor" int not null, "discounted_price_minor" int not null, primary key ("id"), constraint "product_price_tier_check" check (tier >= 1 and tier <= 4), constraint "product_price_amounts_check" check (price_minor >= 0 and discounted_price_minor >= 0 and discounted_price_minor <= price_minor));`,
    );
    this.addSql(`alter table "product_price" add constraint "product_price_product_id_tier_unique" unique ("product_id", "tier");`);

    this.addSql(
      `alter table "category" add constraint "category_parent_id_foreign" foreign key ("parent_id") references "category" ("id") on delete set null;`,
    );
    this.addSql(`alter table "product" add constraint "product_category_id_foreign" foreign key ("category_id") references "category" ("id");`);
    this.addSql(`alter table "product" add constraint "product_brand_id_foreign" foreign key ("brand_id") references "brand" ("id") on delete set null;`);
    this.addSql(
      `alter table "product_image" add constraint "product_image_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "product_price" add constraint "product_price_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`,
    );
  }
}
