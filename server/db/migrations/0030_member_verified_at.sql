-- When an admin verified a member (users.is_approved became true): the review panel says "verified
-- since". A trigger keeps it, so every way an account is verified or unverified (the member list,
-- a company's first admin, a support engineer's SQL) stamps it the same: set when is_approved turns
-- true, cleared when it turns false, kept while it stays true.
ALTER TABLE "users" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
-- Accounts verified before this column existed: their last change is the best moment known (an
-- approximation, said so in docs/product.md); nothing recorded the verification itself.
UPDATE "users" SET "verified_at" = "updated_at" WHERE "is_approved";--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_stamp_verified_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW.is_approved THEN
    NEW.verified_at := NULL;
  ELSIF TG_OP = 'INSERT' OR NOT OLD.is_approved THEN
    NEW.verified_at := coalesce(NEW.verified_at, now());
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_verified_at_insert BEFORE INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION users_stamp_verified_at();--> statement-breakpoint
CREATE TRIGGER users_verified_at_update BEFORE UPDATE OF "is_approved" ON "users" FOR EACH ROW
  WHEN (OLD.is_approved IS DISTINCT FROM NEW.is_approved) EXECUTE FUNCTION users_stamp_verified_at();
