-- Refreshes what the catalogue derives from products: search documents and search terms for document_ids, listing rows and a change-log
-- entry for ids.
CREATE OR REPLACE FUNCTION public.shop_refresh_catalogue(ids uuid[], document_ids uuid[] DEFAULT NULL::uuid[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
begin
  if cardinality(document_ids) > 0 then
    perform shop_refresh_documents(document_ids);
    perform shop_refresh_search(document_ids);
  end if;
  if cardinality(ids) > 0 then
    perform shop_refresh_listing(ids);
    perform shop_log_catalogue_change(ids);
  end if;
end $function$;
