-- A company the super admin has suspended: its people cannot sign in, its open sessions are refused
-- at their next request, and its sale takes no orders or decisions until it is resumed. Nothing is
-- deleted; resuming clears these three columns. The reason is shown to the company's people.
ALTER TABLE "companies" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspended_by" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_suspended_by_superadmins_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."superadmins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_suspension_has_reason" CHECK (("suspended_at" IS NULL) = ("suspension_reason" IS NULL));
