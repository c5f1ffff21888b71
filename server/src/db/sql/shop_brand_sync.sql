-- Refreshes the search documents of a brand's products when the brand is renamed.
CREATE OR REPLACE FUNCTION public.shop_brand_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
declare ids uuid[];
begin
  if current_setting('shop.catalogue_refresh', true) = 'deferred' then return null; end if;
  select array_agg(p.id) into ids from product p join new_rows n on n.id = p.brand_id join old_rows o on o.id = n.id
  where n.name is distinct from o.name;
  perform shop_refresh_catalogue(ids, ids);
  return null;
end $function$;

-- The triggers that run it.
CREATE OR REPLACE TRIGGER brand_search_on_update AFTER UPDATE ON public.brand REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_brand_sync();
