-- Keeps the listing rows and search documents of products current when a product, its prices, filter values, pictures or order lines change
-- (skipped while a bulk load defers the refresh: shop.catalogue_refresh = deferred).
CREATE OR REPLACE FUNCTION public.shop_listing_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
    if current_setting('shop.writing_documents', true) = 'on' then return null; end if;
    select array_agg(n.id), array_agg(n.id) filter (where
        (n.name, n.name_en, n.sku, n.short_description, n.short_description_en, n.description, n.description_en, n.brand_id, n.category_id)
        is distinct from (o.name, o.name_en, o.sku, o.short_description, o.short_description_en, o.description, o.description_en, o.brand_id, o.category_id))
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
end $function$;

-- The triggers that run it.
CREATE OR REPLACE TRIGGER order_line_listing_on_delete AFTER DELETE ON public.order_line REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_sync();
CREATE OR REPLACE TRIGGER order_line_listing_on_insert AFTER INSERT ON public.order_line REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_sync();
CREATE OR REPLACE TRIGGER order_line_listing_on_update AFTER UPDATE ON public.order_line REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_sync();
CREATE OR REPLACE TRIGGER product_listing_on_delete AFTER DELETE ON public.product REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_sync();
CREATE OR REPLACE TRIGGER product_listing_on_insert AFTER INSERT ON public.product REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_sync();
CREATE OR REPLACE TRIGGER product_listing_on_update AFTER UPDATE ON public.product REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_sync();
CREATE OR REPLACE TRIGGER product_filter_listing_on_delete AFTER DELETE ON public.product_filter REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_sync();
CREATE OR REPLACE TRIGGER product_filter_listing_on_insert AFTER INSERT ON public.product_filter REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_sync();
CREATE OR REPLACE TRIGGER product_filter_listing_on_update AFTER UPDATE ON public.product_filter REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_sync();
CREATE OR REPLACE TRIGGER product_image_change_on_delete AFTER DELETE ON public.product_image REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_sync();
CREATE OR REPLACE TRIGGER product_image_change_on_insert AFTER INSERT ON public.product_image REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_sync();
CREATE OR REPLACE TRIGGER product_image_change_on_update AFTER UPDATE ON public.product_image REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_sync();
CREATE OR REPLACE TRIGGER product_price_listing_on_delete AFTER DELETE ON public.product_price REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_sync();
CREATE OR REPLACE TRIGGER product_price_listing_on_insert AFTER INSERT ON public.product_price REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_sync();
CREATE OR REPLACE TRIGGER product_price_listing_on_update AFTER UPDATE ON public.product_price REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_sync();
