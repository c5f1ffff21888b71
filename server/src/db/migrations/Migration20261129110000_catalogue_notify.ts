import { Migration } from '@mikro-orm/migrations';

/**
 * Freshness pushed, not polled (issue 30): every statement that adds entries to the change log
 * (catalogue_change) also notifies the channel `shop_catalogue_change`, with the highest sequence number
 * it logged as the payload. PostgreSQL delivers a notification when its transaction commits, to every
 * session listening then: each server process holds one listening connection
 * (modules/catalogue-index/change-listener.ts) and catches up when woken, unless it has applied that
 * entry already. Requests no longer ask the log whether anything changed.
 */
export class Migration20261129110000_catalogue_notify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function shop_notify_catalogue_change() returns trigger language plpgsql as $$
      declare top bigint;
      begin
        select max(seq) into top from new_rows;
        if top is not null then perform pg_notify('shop_catalogue_change', top::text); end if;
        return null;
      end $$;`);
    this.addSql(
      `create trigger catalogue_change_notify after insert on catalogue_change referencing new table as new_rows for each statement execute function shop_notify_catalogue_change();`,
    );
  }
}
