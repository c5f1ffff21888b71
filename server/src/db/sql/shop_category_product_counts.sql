-- The catalog module's count for other modules: how many products (archived and inactive ones too) each category holds
-- itself (not below it); categories without products have no row.
CREATE OR REPLACE FUNCTION public.shop_category_product_counts()
 RETURNS TABLE(category_id uuid, product_count integer)
 LANGUAGE sql
 STABLE
AS $function$
select p.category_id, count(*)::int from product p group by p.category_id
$function$;
