-- Wakes every server process when an account's sign-in state changes (its role, token version or active flag) or the account is deleted: notifies `shop_account_change` with its id, delivered when the transaction commits. Each process forgets what it kept of that account (accounts/account-states.ts).
CREATE OR REPLACE FUNCTION public.shop_notify_account_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  perform pg_notify('shop_account_change', old.id::text);
  return null;
end $function$;

-- The trigger that runs it.
CREATE OR REPLACE TRIGGER account_change_notify AFTER DELETE OR UPDATE OF role, token_version, is_active ON public.app_user FOR EACH ROW EXECUTE FUNCTION shop_notify_account_change();
