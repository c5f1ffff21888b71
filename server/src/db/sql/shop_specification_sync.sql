-- Refreshes a product's search document and listing row when its specification groups or items change.
CREATE OR REPLACE FUNCTION public.shop_specification_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
end $function$;

-- The triggers that run it.
CREATE OR REPLACE TRIGGER specification_group_search_on_delete AFTER DELETE ON public.specification_group REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_specification_sync();
CREATE OR REPLACE TRIGGER specification_group_search_on_insert AFTER INSERT ON public.specification_group REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_specification_sync();
CREATE OR REPLACE TRIGGER specification_group_search_on_update AFTER UPDATE ON public.specification_group REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_specification_sync();
CREATE OR REPLACE TRIGGER specification_item_search_on_delete AFTER DELETE ON public.specification_item REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_specification_sync();
CREATE OR REPLACE TRIGGER specification_item_search_on_insert AFTER INSERT ON public.specification_item REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_specification_sync();
CREATE OR REPLACE TRIGGER specification_item_search_on_update AFTER UPDATE ON public.specification_item REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_specification_sync();
