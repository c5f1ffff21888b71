-- Writes the given products' search terms (search_terms, the postgres engine's one-word search pages): the words of each search
-- document by their best weight, without positions: name/SKU/brand words (A), and the category and specification words not among them (B).
-- A row that would not change is not written.
CREATE OR REPLACE FUNCTION public.shop_refresh_search(ids uuid[])
 RETURNS void
 LANGUAGE sql
AS $function$
insert into search_terms (product_id, head_words, body_words)
select p.id,
  coalesce((select array_to_tsvector(array_agg(u.lexeme)) from unnest(p.search_vector) u where 'A' = any(u.weights)), ''),
  coalesce((select array_to_tsvector(array_agg(u.lexeme)) from unnest(p.search_vector) u where 'B' = any(u.weights) and not 'A' = any(u.weights)), '')
from product p
where p.id = any(ids)
on conflict (product_id) do update set head_words = excluded.head_words, body_words = excluded.body_words
where (search_terms.head_words, search_terms.body_words) is distinct from (excluded.head_words, excluded.body_words)
$function$;
