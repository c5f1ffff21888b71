-- Keeps the given products' values of the brand-following filters in step with their brand.
CREATE OR REPLACE FUNCTION public.shop_sync_product_brands(ids uuid[])
 RETURNS void
 LANGUAGE sql
AS $function$
delete from product_filter pf using filter f
where f.follows_brand and pf.filter_id = f.id and pf.product_id = any(ids)
  and not exists (select 1 from product p join filter_option o on o.brand_id = p.brand_id
                  where p.id = pf.product_id and o.id = pf.filter_option_id and pf.custom_value is null);
insert into product_filter (id, product_id, filter_id, filter_option_id, custom_value, numeric_value)
select gen_random_uuid(), p.id, f.id, o.id, null, null
from product p join filter_option o on o.brand_id = p.brand_id join filter f on f.id = o.filter_id and f.follows_brand
where p.id = any(ids)
on conflict (product_id, filter_id) do nothing
$function$;
