CREATE TABLE "member_purchase_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "purchases_user_created_at_idx";--> statement-breakpoint
CREATE INDEX "purchases_user_created_at_id_idx" ON "purchases" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Hand-written below this line (drizzle-kit does not model triggers). As in 0004, writers wait until
-- this migration commits, so the backfill and the trigger see the same rows: none counted twice or missed.
LOCK TABLE "purchases" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION track_member_purchase_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.user_id = NEW.user_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO member_purchase_counts AS c (user_id, n) VALUES (OLD.user_id, -1)
    ON CONFLICT (user_id) DO UPDATE SET n = c.n - 1;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO member_purchase_counts AS c (user_id, n) VALUES (NEW.user_id, 1)
    ON CONFLICT (user_id) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A decision changes a purchase's status, not its member, so it does not fire this trigger.
CREATE TRIGGER purchases_track_member_counts AFTER INSERT OR DELETE OR UPDATE OF user_id ON purchases
FOR EACH ROW EXECUTE FUNCTION track_member_purchase_counts();
--> statement-breakpoint
INSERT INTO member_purchase_counts (user_id, n)
SELECT user_id, count(*) FROM purchases GROUP BY user_id;
