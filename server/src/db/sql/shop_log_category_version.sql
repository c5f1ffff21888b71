-- Logs a change-log entry without a product when categories or the store settings change: the caches keyed by them reload.
CREATE OR REPLACE FUNCTION public.shop_log_category_version()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  insert into catalogue_change (product_id) values (null);
  return null;
end $function$;

-- The triggers that run it.
CREATE OR REPLACE TRIGGER category_version_on_change AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.category FOR EACH STATEMENT EXECUTE FUNCTION shop_log_category_version();
CREATE OR REPLACE TRIGGER store_settings_version_on_change AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.store_settings FOR EACH STATEMENT EXECUTE FUNCTION shop_log_category_version();
