import { Migration } from '@mikro-orm/migrations';

/**
 * Password recovery (issue 28): one row per code sent. The code itself is never stored, only a keyed
 * hash of it (HMAC with the token secret, over the row's id and the code: four digits alone would be
 * read back from a plain hash at once). A code is spent or voided by `used_at`; its wrong tries are
 * counted in login_throttle with the other attempt counters.
 */
export class Migration20261127211022_password_reset extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "password_reset" (
      "id" uuid primary key,
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "code_hash" text not null,
      "created_at" timestamptz not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null
    );`);
    this.addSql(`create index "password_reset_user_index" on "password_reset" ("user_id", "created_at" desc);`);
  }
}
