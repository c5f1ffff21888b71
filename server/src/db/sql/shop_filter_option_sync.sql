-- Trigger: an option whose value changes (a brand's new slug, which its Brand option follows, or an edit) logs the products that have it, so the catalogue engines compare custom-value filters with the new value.
CREATE OR REPLACE FUNCTION public.shop_filter_option_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
declare ids uuid[];
begin
  select array_agg(distinct pf.product_id) into ids
  from new_rows n join old_rows o on o.id = n.id join product_filter pf on pf.filter_option_id = n.id
  where n.value is distinct from o.value;
  if ids is not null then perform shop_log_catalogue_change(ids); end if;
  return null;
end $function$;

-- The trigger that runs it.
CREATE OR REPLACE TRIGGER filter_option_value_on_update AFTER UPDATE ON public.filter_option REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_filter_option_sync();
