-- several words: candidates from the narrow match table, scored on the inline head/body words; a whole word found only in the descriptions through the match index (hashed), never by reading a document
select l.product_id, count(*) over () total from product_listing l join search_match m on m.product_id = l.product_id
where m.document @@ 'le:* & no:*'::tsquery and l.is_active and l.price_1 is not null
order by (case when l.head_words @@ 'le' then 1000 when l.head_words @@ 'le:*' then 800 when l.body_words @@ 'le' then 400 when l.body_words @@ 'le:*' then 320
   when l.product_id in (select product_id from search_match where document @@ 'le') then 200 else 160 end)
 + (case when l.head_words @@ 'no' then 1000 when l.head_words @@ 'no:*' then 800 when l.body_words @@ 'no' then 400 when l.body_words @@ 'no:*' then 320
   when l.product_id in (select product_id from search_match where document @@ 'no') then 200 else 160 end) desc,
 l.in_stock desc, l.order_count desc, l.created_at desc, l.product_id limit 20;
