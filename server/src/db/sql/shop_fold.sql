-- Folds text for search and comparison: Azerbaijani letters to their Latin look-alikes (ə→e, ı→i, ş→s ...), accents off, lower case.
CREATE OR REPLACE FUNCTION public.shop_fold(input text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
select lower(public.unaccent('public.unaccent'::regdictionary, translate(coalesce(input, ''), 'ƏəIıİŞşÇçĞğÖöÜü', 'eeiiissccggoouu')))
$function$;
