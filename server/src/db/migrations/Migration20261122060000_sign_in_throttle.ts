import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-in throttle without lockouts (issue 13): counters also remember their last attempt (per-account
 * delays grow from it, and stale rows can be pruned by it), keys become text (an address and an e-mail
 * together can pass 255 characters), and the addresses each account signed in from recently are
 * remembered, so other addresses' failures do not slow the owner down there.
 */
export class Migration20261122060000_sign_in_throttle extends Migration {
  override async up(): Promise<void> {
    // The counters are transient and their meaning changes: start them afresh.
    this.addSql(`delete from "login_throttle";`);
    this.addSql(`alter table "login_throttle" alter column "key" type text;`);
    this.addSql(`alter table "login_throttle" add column "last_attempt_at" timestamptz not null;`);
    this.addSql(
      `create table "login_known_address" ("email" text not null, "address" text not null, "signed_in_at" timestamptz not null, primary key ("email", "address"));`,
    );
  }
}
