-- The catalog module's read model for other modules: products by id as a customer of the price tier sees them (shown: active
-- under active categories, as product_listing keeps it; the tier's prices, null without a price row; the first picture). Other
-- modules read products through this or catalog's TypeScript functions (catalog/published.ts), never the product tables;
-- inside one of their statements it costs no round trip of its own, and PostgreSQL plans it into theirs when its arguments hold
-- no subquery (join it laterally per row: shop_products_seen(array[t.product_id], tier)).
CREATE OR REPLACE FUNCTION public.shop_products_seen(product_ids uuid[], price_tier integer)
 RETURNS TABLE(id uuid, name text, name_en text, sku text, short_description text, short_description_en text, stock_quantity integer, shown boolean, price_minor integer, discounted_price_minor integer, image_url text)
 LANGUAGE sql
 STABLE
AS $function$
select p.id, p.name::text, p.name_en::text, p.sku::text, p.short_description, p.short_description_en, p.stock_quantity,
  coalesce(l.is_active, false), pr.price_minor, pr.discounted_price_minor,
  (select i.url::text from product_image i where i.product_id = p.id order by i.is_primary desc, i.sort_order, i.id limit 1)
from product p
left join product_listing l on l.product_id = p.id
left join product_price pr on pr.product_id = p.id and pr.tier = price_tier
where p.id = any(product_ids)
$function$;
