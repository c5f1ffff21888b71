-- Wakes every server process when entries are added to the change log: notifies `shop_catalogue_change` with the highest sequence number the statement logged (delivered when its transaction commits; each process listens on one connection, catalogue-index/change-listener.ts).
CREATE OR REPLACE FUNCTION public.shop_notify_catalogue_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
declare top bigint;
begin
  select max(seq) into top from new_rows;
  if top is not null then perform pg_notify('shop_catalogue_change', top::text); end if;
  return null;
end $function$;

-- The trigger that runs it.
CREATE OR REPLACE TRIGGER catalogue_change_notify AFTER INSERT ON public.catalogue_change REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_change();
