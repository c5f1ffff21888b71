-- Writes the given products' search documents (product.search_name, product.search_vector, weighted name/SKU/brand, category and
-- specifications, descriptions) and adds their new words to the search_word dictionary.
CREATE OR REPLACE FUNCTION public.shop_refresh_documents(ids uuid[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
declare words text[]; heads text[];
begin
  perform set_config('shop.writing_documents', 'on', true);
  with vectors as materialized (
    select d.id, d.head, setweight(to_tsvector('simple', d.head), 'A') || setweight(to_tsvector('simple', d.body), 'B')
      || setweight(to_tsvector('simple', d.tail), 'C') as vector
    from (
      select p.id, shop_search_text(concat_ws(' ', p.name, p.name_en, p.sku, b.name)) as head,
        shop_search_text(concat_ws(' ', c.name, c.name_en, s.specs)) as body,
        shop_search_text(concat_ws(' ', p.short_description, p.short_description_en, p.description, p.description_en)) as tail
      from product p join category c on c.id = p.category_id left join brand b on b.id = p.brand_id
      left join (
        select g.product_id, string_agg(concat_ws(' ', i.name, i.name_en, i.value, i.value_en, i.unit, i.unit_en), ' ' order by g.sort_order, g.id, i.sort_order, i.id) as specs
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
  insert into search_word (word, is_head)
  select w, h from (select w, w = any(coalesce(heads, '{}')) as h from unnest(words) w) found
  where not exists (select 1 from search_word s where s.word = found.w and (s.is_head or not found.h));
end $function$;
