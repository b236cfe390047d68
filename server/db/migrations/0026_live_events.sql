-- Live events. A browser's EventSource cannot send the Authorization header, so a signed-in client
-- first asks for a ticket: random, good for one stream, for 60 seconds, and only while the session
-- that asked is live. Only its hash is kept; opening the stream deletes the row (single use).
CREATE TABLE "live_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "live_tickets" ADD CONSTRAINT "live_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_tickets_expires_at_idx" ON "live_tickets" USING btree ("expires_at");--> statement-breakpoint
-- The function is replaced on every start from server/features/purchases/notify-purchase-event.sql;
-- this first version only lets the trigger be created.
CREATE FUNCTION notify_purchase_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER purchases_live_event AFTER INSERT OR UPDATE OF status ON purchases
FOR EACH ROW EXECUTE FUNCTION notify_purchase_event();
