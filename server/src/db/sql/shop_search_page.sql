-- A one-word search for the postgres engine (postgres-engine.ts): the page [skip, skip + take) of the products shown in the tier whose
-- documents have a word query_word starts (or a name/SKU/brand word it resembles: resembling, with the points of each), best first, and
-- when counted the number of them all (a row with a null id). A product's points are those of its best way to match (whole name word
-- 1000, name word it starts 800, resembling name word its points, whole category/specification word 400, one it starts 320, whole
-- description word 200, one it starts 160; search_terms holds each word once, by its best weight), so the products fall into levels,
-- read in points order until the page is full, each in the tie order (in stock, most ordered, newest, id). A level's first products
-- come from a walk of the first `walk` shown products in tie order when it holds enough of them (a prefix of the tie order holds a
-- level's first ones), else from the level's own GIN bitmaps, sorted; so every read is bounded, whichever level is dense or sparse.
-- No parallel workers (a walk is a few hundred rows) and no sequential scan: the planner cannot tell that testing a document means
-- reading it, and chose to read every document to count a prefix of most of the catalogue.
CREATE OR REPLACE FUNCTION public.shop_search_page(query_word text, resembling text[], resembling_points integer[], tier integer, skip integer, take integer, counted boolean, walk integer DEFAULT 1000)
 RETURNS TABLE(found_id uuid, total integer)
 LANGUAGE plpgsql
 STABLE
 SET max_parallel_workers_per_gather TO '0'
 SET enable_seqscan TO 'off'
AS $function$
declare
  wanted constant int := skip + take;
  ties constant text := 'l.in_stock desc, l.order_count desc, l.created_at desc, l.product_id';
  -- The same order, which no index gives: a sparse level is read from its own index and sorted, not found by walking the tie index.
  sorted constant text := 'l.in_stock desc, l.order_count + 0 desc, l.created_at desc, l.product_id';
  whole constant text := quote_literal(quote_literal(query_word)) || '::tsquery';
  prefix constant text := quote_literal(quote_literal(query_word) || ':*') || '::tsquery';
  shown text;
  level record;
  better text := 'false';
  test text;
  need int;
  page uuid[] := '{}';
  more uuid[];
  candidates uuid[];
  n int;
begin
  if tier not between 1 and 4 then raise exception 'unknown price tier %', tier; end if;
  shown := format('l.is_active and l.price_%s is not null', tier);
  if counted then
    execute format('select count(*)::int from product_listing l where %s and l.product_id in (select p.id from product p where p.search_vector @@ %s%s)',
      shown, prefix, case when cardinality(resembling) > 0 then format(' union select t.product_id from search_terms t where t.head_words @@ %L::tsquery',
        array_to_string(array(select quote_literal(r) from unnest(resembling) r), ' | ')) else '' end) into n;
    found_id := null;
    total := n;
    return next;
  end if;
  if take <= 0 then return; end if;
  for level in
    with ways(points, test, source) as (
      values (1000, 't.head_words @@ ' || whole, 'select product_id from search_terms where head_words @@ ' || whole),
        (800, 't.head_words @@ ' || prefix, 'select product_id from search_terms where head_words @@ ' || prefix),
        (400, 't.body_words @@ ' || whole, 'select product_id from search_terms where body_words @@ ' || whole),
        (320, 't.body_words @@ ' || prefix, 'select product_id from search_terms where body_words @@ ' || prefix),
        (200, 'exists (select from product p where p.id = l.product_id and p.search_vector @@ ' || whole || ')',
          'select id as product_id from product where search_vector @@ ' || whole),
        (160, 'exists (select from product p where p.id = l.product_id and p.search_vector @@ ' || prefix || ')',
          'select id as product_id from product where search_vector @@ ' || prefix)
      union all
      select r.points, 't.head_words @@ ' || r.words, 'select product_id from search_terms where head_words @@ ' || r.words
      from (select x.points, quote_literal(string_agg(quote_literal(x.word), ' | ')) || '::tsquery' as words
            from unnest(resembling, resembling_points) as x(word, points) group by x.points) r
    )
    select w.points, string_agg(w.test, ' or ') as test, string_agg(w.source, ' union ') as source from ways w group by w.points order by w.points desc
  loop
    test := format('(%s) and not (%s)', level.test, better);
    need := wanted - cardinality(page);
    -- A level whose indexes name at most `walk` products: those, sorted.
    execute format('select array(select product_id from (%s) c limit %s)', level.source, walk + 1) into candidates;
    if cardinality(candidates) <= walk then
      execute format('select array(select l.product_id from product_listing l join search_terms t on t.product_id = l.product_id
          where l.product_id = any(%L::uuid[]) and %s and %s order by %s limit %s)', candidates, shown, test, sorted, need) into more;
    else
      -- Else the walk, read lazily (a dense level stops after a few rows); if it holds too few of the level, the level from its indexes, sorted.
      execute format('select array(select l.product_id from (select l.product_id, l.in_stock, l.order_count, l.created_at from product_listing l where %s order by %s limit %s) l
          cross join lateral (select t.head_words, t.body_words from search_terms t where t.product_id = l.product_id offset 0) t
          where %s order by %s limit %s)', shown, ties, walk, test, ties, need) into more;
      if cardinality(more) < need then
        execute format('select array(select l.product_id from (%s) c join product_listing l on l.product_id = c.product_id
            join search_terms t on t.product_id = l.product_id where %s and %s order by %s limit %s)', level.source, shown, test, sorted, need) into more;
      end if;
    end if;
    page := page || more;
    exit when cardinality(page) >= wanted;
    better := better || ' or ' || level.test;
  end loop;
  total := null;
  for n in skip + 1 .. least(wanted, cardinality(page)) loop
    found_id := page[n];
    return next;
  end loop;
end $function$;
