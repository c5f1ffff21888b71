-- Trigger: a brand added or renamed updates its filter options; a product whose brand changes gets its brand filter value.
CREATE OR REPLACE FUNCTION public.shop_brand_filter_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
declare ids uuid[];
begin
  if TG_TABLE_NAME = 'brand' then
    if TG_OP = 'INSERT' then
      select array_agg(id) into ids from new_rows;
    else
      select array_agg(n.id) into ids from new_rows n join old_rows o on o.id = n.id where (n.name, n.slug) is distinct from (o.name, o.slug);
    end if;
    if ids is not null then perform shop_sync_brand_options(ids); end if;
  else
    if TG_OP = 'INSERT' then
      select array_agg(id) into ids from new_rows where brand_id is not null;
    else
      select array_agg(n.id) into ids from new_rows n join old_rows o on o.id = n.id where n.brand_id is distinct from o.brand_id;
    end if;
    if ids is not null then perform shop_sync_product_brands(ids); end if;
  end if;
  return null;
end $function$;

-- The triggers that run it.
CREATE OR REPLACE TRIGGER brand_brand_filter_on_insert AFTER INSERT ON public.brand REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_brand_filter_sync();
CREATE OR REPLACE TRIGGER brand_brand_filter_on_update AFTER UPDATE ON public.brand REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_brand_filter_sync();
CREATE OR REPLACE TRIGGER product_brand_filter_on_insert AFTER INSERT ON public.product REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_brand_filter_sync();
CREATE OR REPLACE TRIGGER product_brand_filter_on_update AFTER UPDATE ON public.product REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_brand_filter_sync();
