import { Migration } from '@mikro-orm/migrations';

/**
 * Ground for the back office (issue 16), laid first so its parts are built on one shape:
 * - an English value beside each Azerbaijani text of the catalogue (the existing column stays the
 *   Azerbaijani one; an empty English value reads as the Azerbaijani one, and the other way round);
 * - the colours and sizes a product comes in;
 * - the audit trail: who changed what and when, with before and after values where they matter. The
 *   actor's id goes when the account goes; their e-mail stays, so the record still says who it was.
 */
export class Migration20261125123000_back_office_foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "category" add "name_en" varchar(255) not null default '', add "description_en" text not null default '';`);
    this.addSql(
      `alter table "banner" add "title_en" varchar(255) not null default '', add "description_en" text not null default '', add "button_text_en" varchar(255) not null default '';`,
    );
    this.addSql(`alter table "filter" add "name_en" varchar(255) not null default '';`);
    this.addSql(`alter table "filter_option" add "display_name_en" varchar(255) not null default '';`);
    this.addSql(`alter table "specification_group" add "group_name_en" varchar(255) not null default '';`);
    this.addSql(`alter table "specification_item" add "name_en" varchar(255) not null default '';`);
    this.addSql(
      `alter table "product" add "short_description_en" text not null default '', add "description_en" text not null default '',
       add "colors" text[] not null default '{}', add "sizes" text[] not null default '{}';`,
    );
    this.addSql(`create table "audit_entry" (
      "id" bigint generated always as identity primary key,
      "at" timestamptz not null default now(),
      "actor_id" uuid null references "app_user" ("id") on delete set null,
      "actor_email" varchar(255) not null,
      "entity" varchar(64) not null,
      "entity_id" varchar(64) not null,
      "action" varchar(64) not null,
      "changes" jsonb not null default '{}');`);
    this.addSql(`create index "audit_entry_at_index" on "audit_entry" ("at" desc, "id" desc);`);
    this.addSql(`create index "audit_entry_entity_index" on "audit_entry" ("entity", "at" desc, "id" desc);`);
    this.addSql(`create index "audit_entry_actor_index" on "audit_entry" ("actor_id", "at" desc, "id" desc);`);
  }
}
