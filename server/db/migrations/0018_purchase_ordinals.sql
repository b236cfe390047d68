-- Each purchase gets its number within its company (1, 2, 3 ... in the order they were recorded), so
-- that page N of a company's ledger is a range of ten numbers instead of an OFFSET that walks past
-- every newer purchase (page 1,000: 9,990 index entries, docs/PERFORMANCE.md, finding 23).
-- The number is looked up in a table of its own, `purchase_numbers`, not in an index on `purchases`:
-- an approval rewrites its purchase's row into every index of `purchases` (its status is indexed),
-- and one more index there cost approvals about a tenth of their throughput (pgbench, 32 clients).
-- A purchase's number row is written with the purchase; an approval never touches it.
-- A number is only a way to a page while the numbers agree with the ledger, which the company's row
-- in `purchase_ordinals` tells:
--   `last`      the last number given; it equals the company's live purchase count (purchase_counts)
--               while no number is missing: nothing was deleted (a rolled-back insert rolls its
--               number back too);
--   `in_order`  every purchase was numbered after the one before it in (created_at, id) order.
-- Otherwise the ledger reads its page by OFFSET, as before: never wrong, at worst slower.
-- No foreign key, as for purchase_counts: a company's deletion would otherwise wait for this row,
-- held by a purchase being recorded, while that purchase waits for the company: a deadlock where
-- there is now only a refused purchase. The row of a deleted company is left, and read by nothing.
CREATE TABLE "purchase_ordinals" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"last" bigint DEFAULT 0 NOT NULL,
	"newest_at" timestamp with time zone,
	"newest_id" uuid,
	"in_order" boolean DEFAULT true NOT NULL
);--> statement-breakpoint
-- Writers wait until this migration commits, so the numbering and the trigger see the same rows.
LOCK TABLE "purchases" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- The default only lets an INSERT leave the column out: the trigger below numbers every row.
ALTER TABLE "purchases" ADD COLUMN "ordinal" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "purchases" p SET "ordinal" = r.n
FROM (SELECT "id", row_number() OVER (PARTITION BY "company_id" ORDER BY "created_at", "id") AS n FROM "purchases") r
WHERE p."id" = r."id";
--> statement-breakpoint
INSERT INTO "purchase_ordinals" ("company_id", "last", "newest_at", "newest_id", "in_order")
SELECT DISTINCT ON ("company_id") "company_id", "ordinal", "created_at", "id", true
FROM "purchases" ORDER BY "company_id", "ordinal" DESC;
--> statement-breakpoint
CREATE TABLE "purchase_numbers" (
	"company_id" uuid NOT NULL,
	"ordinal" bigint NOT NULL,
	"purchase_id" uuid NOT NULL,
	CONSTRAINT "purchase_numbers_company_id_ordinal_pk" PRIMARY KEY("company_id","ordinal")
);
--> statement-breakpoint
INSERT INTO "purchase_numbers" ("company_id", "ordinal", "purchase_id") SELECT "company_id", "ordinal", "id" FROM "purchases";
--> statement-breakpoint
-- Numbers a new purchase under its company's row lock (held to commit, so a rolled-back insert gives
-- its number back), and keeps its number row with it: written with the purchase, moved with it to
-- another company, removed with it (no foreign key, so that a purchase's deletion needs no index on
-- purchase_id to find its row: the purchase's own `ordinal` column names it).
-- A purchase stamped with the transaction's time (every purchase the product records) that would
-- sort before the company's newest is moved a microsecond after it: two submissions can take the
-- lock in the other order than they started. A purchase written with a time of its own (an import,
-- a test) keeps it, and if that time is out of order the company's numbers stop serving pages.
-- Moving a purchase to another company, or re-dating it, does the same.
CREATE FUNCTION number_purchase() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o purchase_ordinals%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM purchase_numbers WHERE company_id = OLD.company_id AND ordinal = OLD.ordinal;
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF (OLD.company_id, OLD.created_at) = (NEW.company_id, NEW.created_at) THEN
      RETURN NEW;
    END IF;
    UPDATE purchase_ordinals SET in_order = false WHERE company_id = OLD.company_id;
    IF OLD.company_id = NEW.company_id THEN
      RETURN NEW;
    END IF;
    -- Moved: it takes the next number of its new company, out of that company's order.
    DELETE FROM purchase_numbers WHERE company_id = OLD.company_id AND ordinal = OLD.ordinal;
  END IF;
  SELECT * INTO o FROM purchase_ordinals WHERE company_id = NEW.company_id FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO purchase_ordinals (company_id) VALUES (NEW.company_id) ON CONFLICT DO NOTHING;
    SELECT * INTO o FROM purchase_ordinals WHERE company_id = NEW.company_id FOR UPDATE;
  END IF;
  IF TG_OP = 'INSERT' AND NEW.created_at = now() AND NEW.created_at <= o.newest_at THEN
    NEW.created_at := o.newest_at + interval '1 microsecond';
  END IF;
  NEW.ordinal := o.last + 1;
  UPDATE purchase_ordinals SET
    last = NEW.ordinal,
    newest_at = NEW.created_at,
    newest_id = NEW.id,
    in_order = o.in_order AND TG_OP = 'INSERT'
      AND (o.newest_at IS NULL OR (NEW.created_at, NEW.id) > (o.newest_at, o.newest_id))
  WHERE company_id = NEW.company_id;
  INSERT INTO purchase_numbers (company_id, ordinal, purchase_id) VALUES (NEW.company_id, NEW.ordinal, NEW.id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER purchases_number BEFORE INSERT OR DELETE OR UPDATE OF company_id, created_at ON purchases
FOR EACH ROW EXECUTE FUNCTION number_purchase();
