CREATE TABLE "purchase_counts" (
	"company_id" uuid NOT NULL,
	"status" "purchase_status" NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "purchase_counts_company_id_status_shard_pk" PRIMARY KEY("company_id","status","shard")
);
--> statement-breakpoint
CREATE TABLE "user_counts" (
	"company_id" uuid NOT NULL,
	"role" "user_role" NOT NULL,
	"status" "user_status" NOT NULL,
	"is_approved" boolean NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "user_counts_company_id_role_status_is_approved_shard_pk" PRIMARY KEY("company_id","role","status","is_approved","shard")
);
--> statement-breakpoint
-- Hand-written below this line (drizzle-kit does not model triggers). Writers wait until this
-- migration commits, so the backfill and the triggers see the same rows: none counted twice or missed.
LOCK TABLE "purchases", "users" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION track_purchase_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.company_id = NEW.company_id AND OLD.status = NEW.status THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO purchase_counts AS c (company_id, status, shard, n)
    VALUES (OLD.company_id, OLD.status, floor(random() * 16)::smallint, -1)
    ON CONFLICT (company_id, status, shard) DO UPDATE SET n = c.n - 1;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO purchase_counts AS c (company_id, status, shard, n)
    VALUES (NEW.company_id, NEW.status, floor(random() * 16)::smallint, 1)
    ON CONFLICT (company_id, status, shard) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER purchases_track_counts AFTER INSERT OR DELETE OR UPDATE OF company_id, status ON purchases
FOR EACH ROW EXECUTE FUNCTION track_purchase_counts();
--> statement-breakpoint
CREATE FUNCTION track_user_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (OLD.company_id, OLD.role, OLD.status, OLD.is_approved, OLD.deleted_at IS NULL)
      IS NOT DISTINCT FROM (NEW.company_id, NEW.role, NEW.status, NEW.is_approved, NEW.deleted_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL THEN
    INSERT INTO user_counts AS c (company_id, role, status, is_approved, shard, n)
    VALUES (OLD.company_id, OLD.role, OLD.status, OLD.is_approved, floor(random() * 16)::smallint, -1)
    ON CONFLICT (company_id, role, status, is_approved, shard) DO UPDATE SET n = c.n - 1;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL THEN
    INSERT INTO user_counts AS c (company_id, role, status, is_approved, shard, n)
    VALUES (NEW.company_id, NEW.role, NEW.status, NEW.is_approved, floor(random() * 16)::smallint, 1)
    ON CONFLICT (company_id, role, status, is_approved, shard) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_track_counts AFTER INSERT OR DELETE OR UPDATE OF company_id, role, status, is_approved, deleted_at ON users
FOR EACH ROW EXECUTE FUNCTION track_user_counts();
--> statement-breakpoint
INSERT INTO purchase_counts (company_id, status, shard, n)
SELECT company_id, status, 0, count(*) FROM purchases GROUP BY company_id, status;
--> statement-breakpoint
INSERT INTO user_counts (company_id, role, status, is_approved, shard, n)
SELECT company_id, role, status, is_approved, 0, count(*) FROM users WHERE deleted_at IS NULL
GROUP BY company_id, role, status, is_approved;
