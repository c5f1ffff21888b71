import { Migration } from '@mikro-orm/migrations';

/** Accounts: users with roles and revocable tokens, and the shared sign-in throttle. */
export class Migration20261122010000_accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "app_user" ("id" uuid not null, "first_name" varchar(255) not null, "last_name" varchar(255) not null, "email" varchar(255) not null, "phone_number" varchar(255) not null, "role" smallint not null default 1, "is_active" boolean not null default true, "password_hash" varchar(255) not null, "token_version" int not null default 0, "created_at" timestamptz not null, "last_login" timestamptz null, primary key ("id"), constraint "app_user_role_check" check (role >= 0 and role <= 4));`,
    );
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);
    this.addSql(`alter table "app_user" add constraint "app_user_phone_number_unique" unique ("phone_number");`);
    this.addSql(
      `create table "login_throttle" ("key" varchar(255) not null, "attempts" int not null, "window_start" timestamptz not null, primary key ("key"));`,
    );
  }
}
