-- The text search reads: folded (shop_fold), letters and digits split apart ("RTX4060" = "rtx 4060"), anything else one space.
CREATE OR REPLACE FUNCTION public.shop_search_text(input text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
select trim(regexp_replace(regexp_replace(regexp_replace(shop_fold(input), '([a-z])([0-9])', '\1 \2', 'g'), '([0-9])([a-z])', '\1 \2', 'g'), '[^a-z0-9]+', ' ', 'g'))
$function$;
