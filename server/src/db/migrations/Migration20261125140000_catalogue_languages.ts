import { Migration } from '@mikro-orm/migrations';

/**
 * Search matches both languages of the catalogue (issue 16): the search documents the triggers write
 * (product.search_name, product.search_vector; migration 071400) take in the English values beside the
 * Azerbaijani ones, folded alike, at the same weights: the category's English name and the
 * specification items' English names with the Azerbaijani ones (B), the English short and long
 * descriptions with theirs (C). Both catalogue engines read these documents, so both match either
 * language; the head (name, SKU, brand: one value each) is unchanged.
 *
 * The triggers rewrite a document when one of these English texts changes too: the product trigger
 * when an English description does, the category trigger when the English name does (which also drops
 * the cached cards that show the category's name). Specification items already rewrite their product's
 * document on any change.
 */
export class Migration20261125140000_catalogue_languages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function shop_refresh_documents(ids uuid[]) returns void language plpgsql as $$
      declare words text[]; heads text[];
      begin
        -- The product trigger ignores this statement's own update (it changes nothing a listing shows).
        perform set_config('shop.writing_documents', 'on', true);
        with vectors as materialized (
          select d.id, d.head, setweight(to_tsvector('simple', d.head), 'A') || setweight(to_tsvector('simple', d.body), 'B')
            || setweight(to_tsvector('simple', d.tail), 'C') as vector
          from (
            select p.id, shop_search_text(concat_ws(' ', p.name, p.sku, b.name)) as head,
              shop_search_text(concat_ws(' ', c.name, c.name_en, s.specs)) as body,
              shop_search_text(concat_ws(' ', p.short_description, p.short_description_en, p.description, p.description_en)) as tail
            from product p join category c on c.id = p.category_id left join brand b on b.id = p.brand_id
            left join (
              select g.product_id, string_agg(concat_ws(' ', i.name, i.name_en, i.value, i.unit), ' ' order by g.sort_order, g.id, i.sort_order, i.id) as specs
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

    // product, product_price, product_filter, product_image: as in migration 071400, with the English descriptions in the document's inputs.
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
          select array_agg(n.id), array_agg(n.id) filter (where
              (n.name, n.sku, n.short_description, n.short_description_en, n.description, n.description_en, n.brand_id, n.category_id)
              is distinct from (o.name, o.sku, o.short_description, o.short_description_en, o.description, o.description_en, o.brand_id, o.category_id))
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

    // Categories: as in migration 071400; a new English name is a rename too (documents and cards).
    this.addSql(`create or replace function shop_category_sync() returns trigger language plpgsql as $$
      declare ids uuid[]; documents uuid[];
      begin
        if current_setting('shop.catalogue_refresh', true) = 'deferred' then return null; end if;
        with recursive moved as (
          select n.id from new_rows n join old_rows o on o.id = n.id
          where (n.is_active, n.parent_id) is distinct from (o.is_active, o.parent_id)
          union select c.id from category c join moved on c.parent_id = moved.id
        ), renamed as (
          select n.id, (n.name, n.name_en) is distinct from (o.name, o.name_en) as new_name from new_rows n join old_rows o on o.id = n.id
          where (n.name, n.name_en, n.slug) is distinct from (o.name, o.name_en, o.slug)
        )
        select array_agg(p.id), array_agg(p.id) filter (where p.category_id in (select id from renamed where new_name)) into ids, documents
        from product p where p.category_id in (select id from moved union select id from renamed);
        perform shop_refresh_catalogue(ids, documents);
        return null;
      end $$;`);

    // Documents of products that already have an English text (none, unless one was written since the
    // English columns came): rewritten as the triggers now would.
    this.addSql(`select shop_refresh_catalogue(ids, ids) from (
      select array_agg(p.id) as ids from product p join category c on c.id = p.category_id
      where p.short_description_en <> '' or p.description_en <> '' or c.name_en <> ''
        or exists (select 1 from specification_group g join specification_item i on i.group_id = g.id where g.product_id = p.id and i.name_en <> '')
    ) english where ids is not null;`);
  }
}
