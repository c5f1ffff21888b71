import { Migration } from '@mikro-orm/migrations';

/**
 * The functions and their triggers move to repeatable files (`db/sql/<function>.sql`, see
 * repeatable-sql.ts): this makes the record of which file text each database runs. `migrate()` runs every
 * file whose text is not the recorded one after the migrations, so on its first run all of them, over the
 * definitions the earlier migrations left (the same code, laid out to be read). From here on migrations
 * define no function or trigger (repeatable-sql.test.ts fails on one): their files do.
 */
export class Migration20261129120000_repeatable_sql extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "repeatable_sql" (
      "name" text primary key,
      "hash" text not null,
      "applied_at" timestamptz not null default now());`);
  }
}
