-- Trigger: a product whose stock goes from none to some marks its back-in-stock requests due (stock-notices mails them after the commit).
CREATE OR REPLACE FUNCTION public.stock_notice_due()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  update "stock_notice" set "due_at" = now() where "product_id" = new."id" and "due_at" is null;
  return null;
end $function$;

-- The triggers that run it.
CREATE OR REPLACE TRIGGER product_stock_returned AFTER UPDATE OF stock_quantity ON public.product FOR EACH ROW WHEN (((old.stock_quantity <= 0) AND (new.stock_quantity > 0))) EXECUTE FUNCTION stock_notice_due();
