-- Keeps the brand filter options (filters that follow the brand) in step with the given brands: one option per brand, its name and slug.
CREATE OR REPLACE FUNCTION public.shop_sync_brand_options(ids uuid[])
 RETURNS void
 LANGUAGE sql
AS $function$
insert into filter_option (id, filter_id, value, display_name, display_name_en, color, icon_url, is_active, sort_order, brand_id)
select gen_random_uuid(), f.id, b.slug, b.name, b.name, null, null, true, 0, b.id
from brand b cross join filter f where f.follows_brand and b.id = any(ids)
on conflict (brand_id) do update set value = excluded.value, display_name = excluded.display_name, display_name_en = excluded.display_name_en
where (filter_option.value, filter_option.display_name, filter_option.display_name_en)
  is distinct from (excluded.value, excluded.display_name, excluded.display_name_en)
$function$;
