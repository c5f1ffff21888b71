import { Migration } from '@mikro-orm/migrations';

/** Downloadable files (Download page) and product PDFs; the back office uploads them. */
export class Migration20261122030000_files extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "managed_file" ("id" uuid not null, "file_name" varchar(255) not null, "custom_file_name" varchar(255) null, "original_file_name" varchar(255) not null, "description" text not null default '', "category" varchar(255) not null default '', "file_size" bigint not null, "file_path" varchar(255) not null, "uploaded_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create table "product_pdf" ("id" uuid not null, "product_id" uuid not null, "original_file_name" varchar(255) not null, "custom_file_name" varchar(255) null, "description" text not null default '', "file_size" bigint not null, "file_path" varchar(255) not null, "download_count" int not null default 0, "is_active" boolean not null default true, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "product_pdf_product_id_index" on "product_pdf" ("product_id");`);
    this.addSql(
      `alter table "product_pdf" add constraint "product_pdf_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "product_pdf" cascade;`);
    this.addSql(`drop table if exists "managed_file" cascade;`);
  }
}
