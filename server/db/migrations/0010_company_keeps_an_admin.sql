ALTER TABLE "purchases" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
-- Hand-written below this line (drizzle-kit does not model triggers).
-- A company always keeps at least one active admin: whatever statement takes the role, the status or
-- the account of one (an admin demoting or deleting another, today; any path tomorrow) is checked
-- here, inside that statement. The company's row is locked first, so two admins removing each other
-- at the same moment, on two instances, are decided one after the other: the second counts after the
-- first has committed (each statement of a function takes a fresh snapshot in READ COMMITTED) and is
-- refused. FOR NO KEY UPDATE leaves purchases free to reference the company meanwhile.
CREATE FUNCTION users_keep_an_admin() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM companies WHERE id = OLD.company_id FOR NO KEY UPDATE;
  IF NOT EXISTS (
    SELECT 1 FROM users
    WHERE company_id = OLD.company_id AND id <> OLD.id
      AND role = 'ADMIN' AND status = 'ACTIVE' AND deleted_at IS NULL
  ) THEN
    RAISE EXCEPTION 'company % would be left without an active admin', OLD.company_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'company_keeps_an_admin';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_keep_an_admin BEFORE UPDATE OF role, status, deleted_at, company_id ON users
FOR EACH ROW
WHEN (OLD.role = 'ADMIN' AND OLD.status = 'ACTIVE' AND OLD.deleted_at IS NULL
  AND (NEW.role <> 'ADMIN' OR NEW.status <> 'ACTIVE' OR NEW.deleted_at IS NOT NULL OR NEW.company_id <> OLD.company_id))
EXECUTE FUNCTION users_keep_an_admin();
