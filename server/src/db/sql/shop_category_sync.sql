-- Refreshes the listing rows of products under a category that is switched on or off or moved, and their search documents when it is renamed.
CREATE OR REPLACE FUNCTION public.shop_category_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
end $function$;

-- The triggers that run it.
CREATE OR REPLACE TRIGGER category_catalogue_on_update AFTER UPDATE ON public.category REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_category_sync();
