-- Logs a change-log entry without a product when categories, the store settings or anything else the
-- storefront's pages show beside products change (banners, files, filters, catalogue terms): the caches
-- keyed by them reload, and the page cache (kept per catalogue version) lets its pages go.
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
CREATE OR REPLACE TRIGGER banner_version_on_change AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.banner FOR EACH STATEMENT EXECUTE FUNCTION shop_log_category_version();
CREATE OR REPLACE TRIGGER managed_file_version_on_change AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.managed_file FOR EACH STATEMENT EXECUTE FUNCTION shop_log_category_version();
-- Not on a download, which only counts it (download_count).
CREATE OR REPLACE TRIGGER product_pdf_version_on_change AFTER INSERT OR DELETE OR UPDATE OF product_id, original_file_name, custom_file_name, description, file_size, file_path, is_active OR TRUNCATE ON public.product_pdf FOR EACH STATEMENT EXECUTE FUNCTION shop_log_category_version();
CREATE OR REPLACE TRIGGER filter_version_on_change AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.filter FOR EACH STATEMENT EXECUTE FUNCTION shop_log_category_version();
CREATE OR REPLACE TRIGGER category_filter_version_on_change AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.category_filter FOR EACH STATEMENT EXECUTE FUNCTION shop_log_category_version();
CREATE OR REPLACE TRIGGER catalogue_term_version_on_change AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.catalogue_term FOR EACH STATEMENT EXECUTE FUNCTION shop_log_category_version();
