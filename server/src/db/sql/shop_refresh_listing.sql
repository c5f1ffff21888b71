-- Writes the product_listing rows of the given products: shown (active under an active category chain), tier prices, filter options, stock and order count.
-- A row that would not change is not written.
CREATE OR REPLACE FUNCTION public.shop_refresh_listing(ids uuid[])
 RETURNS void
 LANGUAGE sql
AS $function$
with recursive live as (
  select id from category where parent_id is null and is_active
  union all select c.id from category c join live on c.parent_id = live.id where c.is_active
)
insert into product_listing (product_id, category_id, brand_id, is_active, is_hot_deal, created_at, name, option_ids, price_1, price_2, price_3, price_4,
  in_stock, order_count)
select p.id, p.category_id, p.brand_id, p.is_active and p.category_id in (select id from live), p.is_hot_deal, p.created_at, p.name,
  coalesce((select array_agg(distinct pf.filter_option_id) from product_filter pf where pf.product_id = p.id and pf.filter_option_id is not null), '{}'),
  pr.p1, pr.p2, pr.p3, pr.p4, p.stock_quantity > 0,
  (select count(distinct ol.order_id)::int from order_line ol where ol.product_id = p.id)
from product p
left join lateral (
  select max(discounted_price_minor) filter (where tier = 1) as p1, max(discounted_price_minor) filter (where tier = 2) as p2,
         max(discounted_price_minor) filter (where tier = 3) as p3, max(discounted_price_minor) filter (where tier = 4) as p4
  from product_price where product_id = p.id) pr on true
where p.id = any(ids)
on conflict (product_id) do update set category_id = excluded.category_id, brand_id = excluded.brand_id, is_active = excluded.is_active,
  is_hot_deal = excluded.is_hot_deal, created_at = excluded.created_at, name = excluded.name, option_ids = excluded.option_ids,
  price_1 = excluded.price_1, price_2 = excluded.price_2, price_3 = excluded.price_3, price_4 = excluded.price_4,
  in_stock = excluded.in_stock, order_count = excluded.order_count
where (product_listing.*) is distinct from (excluded.*)
$function$;
