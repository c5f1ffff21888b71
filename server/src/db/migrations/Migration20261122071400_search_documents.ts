import { Migration } from '@mikro-orm/migrations';

/**
 * The database owns the search document. Triggers keep, for every product a statement touches, its
 * search text (search_name, search_vector), its product_listing row and a catalogue_change entry
 * current, whichever code path or `psql` session made the change: product, product_price,
 * product_image, product_filter (and so filter and filter_option, whose deletions cascade to it),
 * specification_group and specification_item, brand (name) and category (name, slug, parent, active).
 * They run once per statement over its transition tables, so a bulk write costs a few set-based
 * statements, not one per row; a bulk load may defer them (`set local shop.catalogue_refresh = 'deferred'`)
 * and call shop_refresh_catalogue(ids, ids) once at its end.
 *
 * A product is shown (product_listing.is_active) only while it and every category above it are active.
 *
 * search_word is the dictionary of the documents' words for the postgres catalogue engine's typo
 * matching (a trigram index over the name, SKU and brand words). It only grows: a word no document has
 * any more matches nothing, and adding rows only (never updating or deleting) keeps concurrent writers
 * from queueing on the rows of common words.
 */
export class Migration20261122071400_search_documents extends Migration {
  override async up(): Promise<void> {
    // Search by the postgres engine: prefixes and whole words of the documents through this index.
    this.addSql(`create index "product_search_vector_index" on "product" using gin ("search_vector");`);
    // Insert-only and without a unique key: a writer never waits for another's uncommitted new word (a
    // rare duplicate from two at once is harmless); a word becomes a name word by a row of its own.
    this.addSql(`create table "search_word" (
      "word" text collate "C" not null, "is_head" boolean not null default false,
      "trigrams" text[] generated always as (case when length(word) >= 3 and word ~ '[a-z]' then show_trgm(word) else '{}' end) stored);`);
    this.addSql(`create index "search_word_word_index" on "search_word" ("word", "is_head");`);
    this.addSql(`create index "search_word_trigram_index" on "search_word" using gin ("trigrams") where "is_head";`);

    // Name, SKU and brand weigh most (A), category and specifications next (B), the descriptions least (C).
    this.addSql(`create or replace function shop_refresh_documents(ids uuid[]) returns void language plpgsql as $$
      declare words text[]; heads text[];
      begin
        -- The product trigger ignores this statement's own update (it changes nothing a listing shows).
        perform set_config('shop.writing_documents', 'on', true);
        with vectors as materialized (
          select d.id, d.head, setweight(to_tsvector('simple', d.head), 'A') || setweight(to_tsvector('simple', d.body), 'B')
            || setweight(to_tsvector('simple', d.tail), 'C') as vector
          from (
            select p.id, shop_search_text(concat_ws(' ', p.name, p.sku, b.name)) as head, shop_search_text(concat_ws(' ', c.name, s.specs)) as body,
              shop_search_text(concat_ws(' ', p.short_description, p.description)) as tail
            from product p join category c on c.id = p.category_id left join brand b on b.id = p.brand_id
            left join (
              select g.product_id, string_agg(concat_ws(' ', i.name, i.value, i.unit), ' ' order by g.sort_order, g.id, i.sort_order, i.id) as specs
              from specification_group g join specification_item i on i.group_id = g.id where g.product_id = any(ids) group by g.product_id
            ) s on s.product_id = p.id
            where p.id = any(ids)
          ) d
        ), changed as (
          update product p set search_name = v.head, search_vector = v.vector from vectors v
          where v.id = p.id and (p.search_name is distinct from v.head or p.search_vector is distinct from v.vector)
          returning p.search_vector
        ), found as (
          select u.lexeme, bool_or('A' = any(u.weights)) as head from changed, unnest(changed.search_vector) u group by u.lexeme
        )
        select array_agg(lexeme order by lexeme), array_agg(lexeme order by lexeme) filter (where head) into words, heads from found;
        perform set_config('shop.writing_documents', 'off', true);
        if words is null then return; end if;
        -- New words, and words newly seen in a name, SKU or brand: rows are only ever added, never locked.
        insert into search_word (word, is_head)
        select w, h from (select w, w = any(coalesce(heads, '{}')) as h from unnest(words) w) found
        where not exists (select 1 from search_word s where s.word = found.w and (s.is_head or not found.h));
      end $$;`);

    // Shown: the product and its whole category chain active (a chain that reaches no root is not shown).
    this.addSql(`create or replace function shop_refresh_listing(ids uuid[]) returns void language sql as $$
      with recursive live as (
        select id from category where parent_id is null and is_active
        union all select c.id from category c join live on c.parent_id = live.id where c.is_active
      )
      insert into product_listing (product_id, category_id, brand_id, is_active, is_hot_deal, created_at, name, option_ids, price_1, price_2, price_3, price_4)
      select p.id, p.category_id, p.brand_id, p.is_active and p.category_id in (select id from live), p.is_hot_deal, p.created_at, p.name,
        coalesce((select array_agg(distinct pf.filter_option_id) from product_filter pf where pf.product_id = p.id and pf.filter_option_id is not null), '{}'),
        pr.p1, pr.p2, pr.p3, pr.p4
      from product p
      left join lateral (
        select max(discounted_price_minor) filter (where tier = 1) as p1, max(discounted_price_minor) filter (where tier = 2) as p2,
               max(discounted_price_minor) filter (where tier = 3) as p3, max(discounted_price_minor) filter (where tier = 4) as p4
        from product_price where product_id = p.id) pr on true
      where p.id = any(ids)
      on conflict (product_id) do update set category_id = excluded.category_id, brand_id = excluded.brand_id, is_active = excluded.is_active,
        is_hot_deal = excluded.is_hot_deal, created_at = excluded.created_at, name = excluded.name, option_ids = excluded.option_ids,
        price_1 = excluded.price_1, price_2 = excluded.price_2, price_3 = excluded.price_3, price_4 = excluded.price_4
      where (product_listing.*) is distinct from (excluded.*)
    $$;`);

    // The one function every trigger calls (and a bulk load, once, with its products as both arguments):
    // documents of some products, then listing rows and the change log of all.
    this.addSql(`create or replace function shop_refresh_catalogue(ids uuid[], document_ids uuid[] default null) returns void language plpgsql as $$
      begin
        if cardinality(document_ids) > 0 then perform shop_refresh_documents(document_ids); end if;
        if cardinality(ids) > 0 then
          perform shop_refresh_listing(ids);
          perform shop_log_catalogue_change(ids);
        end if;
      end $$;`);
    // product, product_price, product_filter, product_image.
    this.addSql(`create or replace function shop_listing_sync() returns trigger language plpgsql as $$
      declare ids uuid[]; documents uuid[];
      begin
        if current_setting('shop.catalogue_refresh', true) = 'deferred' then return null; end if;
        if TG_TABLE_NAME = 'product' and TG_OP = 'DELETE' then
          select array_agg(id) into ids from old_rows;
          if ids is not null then perform shop_log_catalogue_change(ids); end if;
          return null;
        elsif TG_TABLE_NAME = 'product' and TG_OP = 'INSERT' then
          select array_agg(id) into ids from new_rows;
          documents := ids;
        elsif TG_TABLE_NAME = 'product' then
          -- The documents' own update (shop_refresh_documents) needs nothing more, and must not loop.
          if current_setting('shop.writing_documents', true) = 'on' then return null; end if;
          select array_agg(n.id), array_agg(n.id) filter (where (n.name, n.sku, n.short_description, n.description, n.brand_id, n.category_id)
              is distinct from (o.name, o.sku, o.short_description, o.description, o.brand_id, o.category_id))
          into ids, documents
          from new_rows n join old_rows o on o.id = n.id;
        elsif TG_OP = 'INSERT' then
          select array_agg(distinct product_id) into ids from new_rows;
        elsif TG_OP = 'DELETE' then
          select array_agg(distinct product_id) into ids from old_rows;
        else
          select array_agg(distinct product_id) into ids from (select product_id from new_rows union select product_id from old_rows) touched;
        end if;
        perform shop_refresh_catalogue(ids, documents);
        return null;
      end $$;`);
    this.addSql(`drop trigger product_listing_on_update on product;`);
    this.addSql(
      `create trigger product_listing_on_update after update on product referencing old table as old_rows new table as new_rows for each statement execute function shop_listing_sync();`,
    );

    // Specifications: the touched products' documents. Items name their product through their group.
    this.addSql(`create or replace function shop_specification_sync() returns trigger language plpgsql as $$
      declare ids uuid[];
      begin
        if current_setting('shop.catalogue_refresh', true) = 'deferred' then return null; end if;
        if TG_TABLE_NAME = 'specification_group' then
          if TG_OP = 'INSERT' then
            select array_agg(distinct product_id) into ids from new_rows;
          elsif TG_OP = 'DELETE' then
            select array_agg(distinct product_id) into ids from old_rows;
          else
            select array_agg(distinct product_id) into ids from (select product_id from new_rows union select product_id from old_rows) touched;
          end if;
        elsif TG_OP = 'INSERT' then
          select array_agg(distinct g.product_id) into ids from specification_group g where g.id in (select group_id from new_rows);
        elsif TG_OP = 'DELETE' then
          -- Items deleted with their group (and product) have no group left to ask: the group's own trigger refreshes.
          select array_agg(distinct g.product_id) into ids from specification_group g where g.id in (select group_id from old_rows);
        else
          select array_agg(distinct g.product_id) into ids from specification_group g
          where g.id in (select group_id from new_rows union select group_id from old_rows);
        end if;
        perform shop_refresh_catalogue(ids, ids);
        return null;
      end $$;`);

    // Brand renames: the documents of its products (a deleted brand clears product.brand_id, which the product trigger sees).
    this.addSql(`create or replace function shop_brand_sync() returns trigger language plpgsql as $$
      declare ids uuid[];
      begin
        if current_setting('shop.catalogue_refresh', true) = 'deferred' then return null; end if;
        select array_agg(p.id) into ids from product p join new_rows n on n.id = p.brand_id join old_rows o on o.id = n.id
        where n.name is distinct from o.name;
        perform shop_refresh_catalogue(ids, ids);
        return null;
      end $$;`);

    // Categories: a rename changes its products' documents and cards (name, slug); a change of the
    // active flag or the parent shows or hides every product below it.
    this.addSql(`create or replace function shop_category_sync() returns trigger language plpgsql as $$
      declare ids uuid[]; documents uuid[];
      begin
        if current_setting('shop.catalogue_refresh', true) = 'deferred' then return null; end if;
        with recursive moved as (
          select n.id from new_rows n join old_rows o on o.id = n.id
          where (n.is_active, n.parent_id) is distinct from (o.is_active, o.parent_id)
          union select c.id from category c join moved on c.parent_id = moved.id
        ), renamed as (
          select n.id, n.name is distinct from o.name as new_name from new_rows n join old_rows o on o.id = n.id
          where (n.name, n.slug) is distinct from (o.name, o.slug)
        )
        select array_agg(p.id), array_agg(p.id) filter (where p.category_id in (select id from renamed where new_name)) into ids, documents
        from product p where p.category_id in (select id from moved union select id from renamed);
        perform shop_refresh_catalogue(ids, documents);
        return null;
      end $$;`);
    this.addSql(`drop trigger category_change_on_update on category;`);
    this.addSql(`drop function shop_log_category_change();`);

    // One trigger per table and event: a transition table a trigger does not declare cannot be named.
    const events = [
      ['insert', 'referencing new table as new_rows'],
      ['update', 'referencing old table as old_rows new table as new_rows'],
      ['delete', 'referencing old table as old_rows'],
    ] as const;
    for (const table of ['specification_group', 'specification_item']) {
      for (const [event, tables] of events) {
        this.addSql(
          `create trigger ${table}_search_on_${event} after ${event} on ${table} ${tables} for each statement execute function shop_specification_sync();`,
        );
      }
    }
    this.addSql(`create trigger brand_search_on_update after update on brand ${events[1][1]} for each statement execute function shop_brand_sync();`);
    this.addSql(
      `create trigger category_catalogue_on_update after update on category ${events[1][1]} for each statement execute function shop_category_sync();`,
    );

    // Every existing product: documents (as the triggers would write them), listing rows (inactive categories now hide), dictionary.
    // Emptied first so that every document counts as changed and fills the dictionary.
    this.addSql(`update product set search_vector = null;`);
    this.addSql(`select shop_refresh_catalogue(array(select id from product), array(select id from product));`);
    this.addSql(`analyze product; analyze product_listing; analyze search_word;`);
  }
}
