import { raw } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';
import { readRepeatableSql, recordedSql } from '../repeatable-sql.js';

/**
 * The functions and their triggers move to repeatable files (`db/sql/<function>.sql`, see
 * repeatable-sql.ts): this runs every file once, over the definitions the earlier migrations left (the
 * same code, laid out to be read), and records each file's hash in `repeatable_sql`; from then on
 * `migrate()` runs a file again whenever its text changes.
 */
export class Migration20261129120000_repeatable_sql extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "repeatable_sql" (
      "name" text primary key,
      "hash" text not null,
      "applied_at" timestamptz not null default now());`);
    const files = readRepeatableSql();
    for (const file of files) this.addSql(file.sql);
    const record = recordedSql(files);
    this.addSql(raw(record.sql, record.params));
  }
}
