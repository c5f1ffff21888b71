-- The catalog module's lock for other modules' transactions: locks the given products for update, in id order (two
-- transactions locking overlapping sets never deadlock), and answers the ids found.
CREATE OR REPLACE FUNCTION public.shop_lock_products(product_ids uuid[])
 RETURNS SETOF uuid
 LANGUAGE sql
AS $function$
select p.id from product p where p.id = any(product_ids) order by p.id for update
$function$;
