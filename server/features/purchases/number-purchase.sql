-- Numbers a new purchase under its company's row lock (held to commit, so a rolled-back insert gives
-- its number back), and keeps its number row with it: written with the purchase, moved with it to
-- another company, removed with it (no foreign key, so that a purchase's deletion needs no index on
-- purchase_id to find its row: the purchase's own `ordinal` column names it).
-- A purchase stamped with the transaction's time (every purchase the product records) that would
-- sort before the company's newest is moved a microsecond after it: two submissions can take the
-- lock in the other order than they started. A purchase written with a time of its own (an import,
-- a test) keeps it, and if that time is out of order the company's numbers stop serving pages.
-- Moving a purchase to another company, or re-dating it, does the same.
-- Run by the purchases_number trigger (BEFORE INSERT OR DELETE OR UPDATE OF company_id, created_at ON
-- purchases; migration 0018). server/db/migrate.ts replaces this function from this file on every
-- start, and a test pins that the database runs exactly this text.
CREATE OR REPLACE FUNCTION number_purchase() RETURNS trigger LANGUAGE plpgsql AS $$
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
