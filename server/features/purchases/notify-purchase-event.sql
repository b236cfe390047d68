-- Tells the open live-event streams (server/plugins/live-events.ts) that a purchase arrived or was
-- decided. pg_notify is transactional: the notice is delivered when the statement's transaction
-- commits, and never if it rolls back, so a stream hears of a decision exactly when it is real.
-- The payload is the least a stream needs to route it and a client to know what to refetch; the
-- client reads the rest through the API, with its own rights.
-- Run by the purchases_live_event trigger (AFTER INSERT OR UPDATE OF status ON purchases; migration
-- 0026). server/db/migrate.ts replaces this function from this file on every start, and a test pins
-- that the database runs exactly this text.
CREATE OR REPLACE FUNCTION notify_purchase_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('purchase_events', json_build_object(
    'type', CASE WHEN TG_OP = 'INSERT' THEN 'purchase.submitted' ELSE 'purchase.decided' END,
    'purchaseId', NEW.id,
    'memberId', NEW.user_id,
    'companyId', NEW.company_id,
    'status', NEW.status
  )::text);
  RETURN NULL;
END;
$$;
