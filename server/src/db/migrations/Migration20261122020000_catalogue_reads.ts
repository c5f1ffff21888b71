import { Migration } from '@mikro-orm/migrations';

/**
 * The rest of the catalogue: filters and their assignment, specifications, banners, and search.
 * Search works on text folded for Azerbaijani (ə→e, ı→i, ş→s, ç→c, ğ→g, ö→o, ü→u) and unaccented,
 * with letters and digits split apart so "RTX4060" and "RTX 4060" read the same.
 */
export class Migration20261122020000_catalogue_reads extends Migration {
  override async up(): Promise<void> {
    // unaccent() is only STABLE; with its dictionary named explicitly it is safe to call from an IMMUTABLE function.
    this.addSql(`create or replace function shop_fold(input text) returns text language sql immutable parallel safe as $$
      select lower(public.unaccent('public.unaccent'::regdictionary, translate(coalesce(input, ''), 'ƏəIıİŞşÇçĞğÖöÜü', 'eeiiissccggoouu')))
    $$;`);
    this.addSql(`create or replace function shop_search_text(input text) returns text language sql immutable parallel safe as $$
      select trim(regexp_replace(regexp_replace(regexp_replace(shop_fold(input), '([a-z])([0-9])', '\\1 \\2', 'g'), '([0-9])([a-z])', '\\1 \\2', 'g'), '[^a-z0-9]+', ' ', 'g'))
    $$;`);
    this.addSql(
      `create table "banner" ("id" uuid not null, "title" varchar(255) not null, "description" text not null default '', "image_url" varchar(255) not null, "link_url" varchar(255) null, "button_text" varchar(255) null, "type" smallint not null default 0, "is_active" boolean not null default true, "sort_order" int not null default 0, "start_date" timestamptz null, "end_date" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "banner_active_index" on "banner" ("is_active", "sort_order");`);
    this.addSql(
      `create table "filter" ("id" uuid not null, "name" varchar(255) not null, "slug" varchar(255) not null, "type" smallint not null default 0, "is_active" boolean not null default true, "sort_order" int not null default 0, primary key ("id"));`,
    );
    this.addSql(`alter table "filter" add constraint "filter_slug_unique" unique ("slug");`);
    this.addSql(`create table "category_filter" ("category_id" uuid not null, "filter_id" uuid not null, primary key ("category_id", "filter_id"));`);
    this.addSql(`create index "category_filter_filter_id_index" on "category_filter" ("filter_id");`);
    this.addSql(
      `create table "filter_option" ("id" uuid not null, "filter_id" uuid not null, "value" varchar(255) not null, "display_name" varchar(255) not null, "color" varchar(255) null, "icon_url" varchar(255) null, "is_active" boolean not null default true, "sort_order" int not null default 0, primary key ("id"));`,
    );
    this.addSql(`create index "filter_option_filter_id_index" on "filter_option" ("filter_id");`);
    this.addSql(
      `create table "product_filter" ("id" uuid not null, "product_id" uuid not null, "filter_id" uuid not null, "filter_option_id" uuid null, "custom_value" varchar(255) null, "numeric_value" numeric(14,3) null, primary key ("id"));`,
    );
    this.addSql(`create index "product_filter_product_id_index" on "product_filter" ("product_id");`);
    this.addSql(`create index "product_filter_option_index" on "product_filter" ("filter_id", "filter_option_id", "product_id");`);
    this.addSql(`create index "product_filter_numeric_index" on "product_filter" ("filter_id", "numeric_value");`);
    this.addSql(
      `create table "specification_group" ("id" uuid not null, "product_id" uuid not null, "group_name" varchar(255) not null, "sort_order" int not null default 0, primary key ("id"));`,
    );
    this.addSql(`create index "specification_group_product_id_index" on "specification_group" ("product_id");`);
    this.addSql(
      `create table "specification_item" ("id" uuid not null, "group_id" uuid not null, "name" varchar(255) not null, "value" varchar(255) not null, "unit" varchar(255) null, "type" smallint not null default 0, "sort_order" int not null default 0, primary key ("id"));`,
    );
    this.addSql(`create index "specification_item_group_id_index" on "specification_item" ("group_id");`);
    this.addSql(`alter table "product" add "search_vector" tsvector null, add "search_name" text not null default '';`);
    this.addSql(`create index "product_search_vector_index" on "product" using gin ("search_vector");`);
    this.addSql(`create index "product_search_name_index" on "product" using gin ("search_name" gin_trgm_ops);`);
    this.addSql(`create index "product_category_created_index" on "product" ("category_id", "created_at" desc, "id") where "is_active";`);
    this.addSql(`create index "product_brand_created_index" on "product" ("brand_id", "created_at" desc, "id") where "is_active";`);
    this.addSql(`create index "product_hot_deal_index" on "product" ("created_at" desc, "id") where "is_active" and "is_hot_deal";`);
    this.addSql(`create index "product_price_tier_price_index" on "product_price" ("tier", "discounted_price_minor", "product_id");`);
    this.addSql(
      `alter table "category_filter" add constraint "category_filter_category_id_foreign" foreign key ("category_id") references "category" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "category_filter" add constraint "category_filter_filter_id_foreign" foreign key ("filter_id") references "filter" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "filter_option" add constraint "filter_option_filter_id_foreign" foreign key ("filter_id") references "filter" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "product_filter" add constraint "product_filter_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "product_filter" add constraint "product_filter_filter_id_foreign" foreign key ("filter_id") references "filter" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "product_filter" add constraint "product_filter_filter_option_id_foreign" foreign key ("filter_option_id") references "filter_option" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "specification_group" add constraint "specification_group_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "specification_item" add constraint "specification_item_group_id_foreign" foreign key ("group_id") references "specification_group" ("id") on delete cascade;`,
    );
  }
}
