-- Each purchase carries its member's search text (users.search_text), so that a capped search's walk
-- (the newest purchases, checked one by one until the page is full: ledger.ts, walkedPage) reads
-- only the purchase's own row: a lookup of the member for each purchase walked was two thirds of that
-- walk (191 lookups for "Priya", 0.76 of 1.16 ms; docs/PERFORMANCE.md, finding 25).
-- Kept by PostgreSQL itself, as every derived figure here is (README, "Derived figures"):
--   a new purchase takes its member's text when it is written (purchases_member_text);
--   a member whose name, email, mobile or referral code changes passes the new text to their
--   purchases (users_purchases_text).
-- Writers wait until this migration commits, so the copy and the triggers see the same rows.
LOCK TABLE "purchases", "users" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- The default only lets an INSERT leave the column out: the trigger below fills every row.
ALTER TABLE "purchases" ADD COLUMN "member_search_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE "purchases" p SET "member_search_text" = u."search_text" FROM "users" u WHERE u."id" = p."user_id";
--> statement-breakpoint
-- The member's row is read FOR SHARE: a change of their text waits for this purchase to commit (and
-- then passes the new text to it too), or this purchase waits for the change and takes the new text.
CREATE FUNCTION purchase_member_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT search_text INTO NEW.member_search_text FROM users WHERE id = NEW.user_id FOR SHARE;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER purchases_member_text BEFORE INSERT OR UPDATE OF user_id ON purchases
FOR EACH ROW EXECUTE FUNCTION purchase_member_text();
--> statement-breakpoint
CREATE FUNCTION pass_member_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE purchases SET member_search_text = NEW.search_text WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_purchases_text AFTER UPDATE OF name, email, mobile, referral_code ON users
FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION pass_member_text();
