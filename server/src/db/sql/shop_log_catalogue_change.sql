-- Appends the given products to the catalogue change log (catalogue_change), which every process follows to keep its caches in step.
CREATE OR REPLACE FUNCTION public.shop_log_catalogue_change(ids uuid[])
 RETURNS void
 LANGUAGE sql
AS $function$
insert into catalogue_change (product_id) select distinct unnest(ids);
$function$;
