-- The activity log: who did what, for a company's admins (their company) and the super admin (all).
-- Append-only, and the database says so: a row is written in the statement or transaction of the
-- action it records, and never changed or removed (the triggers below refuse UPDATE, DELETE and
-- TRUNCATE). No foreign keys: a row keeps the names it was written with and outlives what it names.
CREATE TYPE "public"."activity_actor_kind" AS ENUM('ADMIN', 'SUPERADMIN', 'SYSTEM');--> statement-breakpoint
CREATE TYPE "public"."activity_action" AS ENUM('SIGNED_IN', 'USER_ADDED', 'USER_VERIFIED', 'USER_UPDATED', 'USER_DELETED', 'PURCHASE_APPROVED', 'PURCHASE_REJECTED', 'BENEFICIARY_CHANGED', 'REFERRAL_SETTINGS_CHANGED', 'COMPANY_ADDED', 'COMPANY_UPDATED', 'COMPANY_SUSPENDED', 'COMPANY_RESUMED', 'ADMIN_ADDED', 'SECOND_FACTOR_ENROLLED', 'SECOND_FACTOR_DISABLED', 'SECOND_FACTOR_RESET', 'TWO_FACTOR_POLICY_CHANGED');--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_id" uuid,
	"actor_kind" "activity_actor_kind" NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"actor_email" text,
	"action" "activity_action" NOT NULL,
	"subject_type" text,
	"subject_id" text,
	"subject_label" text,
	"before" jsonb,
	"after" jsonb,
	"ip" varchar(64),
	"search_text" text GENERATED ALWAYS AS (lower("actor_name" || chr(31) || coalesce("actor_email", '') || chr(31) || coalesce("subject_label", ''))) STORED NOT NULL
);--> statement-breakpoint
-- A company's list, newest first, and the super admin's list of every company.
CREATE INDEX "activity_log_company_occurred_at_idx" ON "activity_log" USING btree ("company_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_log_occurred_at_idx" ON "activity_log" USING btree ("occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_log_search_trgm_idx" ON "activity_log" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION activity_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'activity_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER activity_log_no_update_or_delete BEFORE UPDATE OR DELETE ON "activity_log"
FOR EACH ROW EXECUTE FUNCTION activity_log_append_only();--> statement-breakpoint
CREATE TRIGGER activity_log_no_truncate BEFORE TRUNCATE ON "activity_log"
FOR EACH STATEMENT EXECUTE FUNCTION activity_log_append_only();
