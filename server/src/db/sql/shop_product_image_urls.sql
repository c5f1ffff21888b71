-- The catalog module's list for other modules' statements: the stored addresses of a product's pictures (the back office
-- removes the files with the product).
CREATE OR REPLACE FUNCTION public.shop_product_image_urls(of_product uuid)
 RETURNS SETOF text
 LANGUAGE sql
 STABLE
AS $function$
select i.url::text from product_image i where i.product_id = of_product
$function$;
