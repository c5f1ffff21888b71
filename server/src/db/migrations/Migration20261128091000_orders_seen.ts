import { Migration } from '@mikro-orm/migrations';

/**
 * The back office's new-orders badge (issue 28): an order is new to the store until an admin has seen it
 * (opened the inbox or the order). Orders recorded before this migration count as seen; a partial index
 * keeps counting the unseen ones cheap however many orders there are.
 */
export class Migration20261128091000_orders_seen extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "shop_order" add "seen_at" timestamptz null;`);
    this.addSql(`update "shop_order" set "seen_at" = "created_at";`);
    this.addSql(`create index "shop_order_unseen_index" on "shop_order" ("created_at") where "seen_at" is null;`);
  }
}
