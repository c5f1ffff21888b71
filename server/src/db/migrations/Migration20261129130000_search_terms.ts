import { Migration } from '@mikro-orm/migrations';

/**
 * The postgres engine's one-word search (issue 30, docs/catalogue.md): each product's search words by
 * their best weight, without positions, so a page is read level by level (whole name word, name word it
 * starts, ..., see shop_search_page.sql) from small indexed columns instead of scoring every match's
 * weighted document; and the listing's tie order as an index, so a level's first products are a short
 * walk. `shop_refresh_search` (called by shop_refresh_catalogue with the products whose documents it
 * refreshes) keeps the table; this fills it once from the documents as they are.
 */
export class Migration20261129130000_search_terms extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "search_terms" (
      "product_id" uuid primary key references "product" ("id") on delete cascade,
      "head_words" tsvector not null,
      "body_words" tsvector not null);`);
    this.addSql(`insert into "search_terms" ("product_id", "head_words", "body_words")
      select p.id,
        coalesce((select array_to_tsvector(array_agg(u.lexeme)) from unnest(p.search_vector) u where 'A' = any(u.weights)), ''),
        coalesce((select array_to_tsvector(array_agg(u.lexeme)) from unnest(p.search_vector) u where 'B' = any(u.weights) and not 'A' = any(u.weights)), '')
      from "product" p;`);
    this.addSql(`create index "search_terms_head_index" on "search_terms" using gin ("head_words");`);
    this.addSql(`create index "search_terms_body_index" on "search_terms" using gin ("body_words");`);
    this.addSql(
      `create index "product_listing_tie_index" on "product_listing" ("in_stock" desc, "order_count" desc, "created_at" desc, "product_id") where "is_active";`,
    );
    this.addSql(`analyze "search_terms";`);
  }
}
