import { Migration } from '@mikro-orm/migrations';

/**
 * The shop's own details the owner edits in the back office (issue 28): one row, its fields in one JSON
 * document (the settings service checks them). The row is written on the first start from the
 * configuration (STORE_WHATSAPP …), so environment variables only seed it.
 *
 * Every statement that writes it logs one product-less entry in catalogue_change, as category writes do:
 * each process keys its copy of the settings by those entries (the category version), so a change shows
 * in the next request of every process, without a statement of its own per request.
 */
export class Migration20261128100000_store_settings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "store_settings" (
      "id" smallint primary key default 1 check ("id" = 1),
      "data" jsonb not null,
      "updated_at" timestamptz not null default now(),
      "updated_by_id" uuid null references "app_user" ("id") on delete set null
    );`);
    this.addSql(
      `create trigger store_settings_version_on_change after insert or update or delete or truncate on store_settings for each statement execute function shop_log_category_version();`,
    );
  }
}
