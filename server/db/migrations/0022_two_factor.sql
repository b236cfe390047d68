-- Two-factor sign-in with an authenticator app, for company admins and the super admin.
-- A company may require it of all its admins.
ALTER TABLE "companies" ADD COLUMN "two_factor_required" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- One row per account that has an authenticator, enrolled or being enrolled. The secret is encrypted
-- (AES-GCM under a key derived from the server secret); last_step is the last time step a code was
-- accepted for, so a code is accepted once (an UPDATE guarded by last_step < the new step).
CREATE TABLE "second_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid UNIQUE REFERENCES "users"("id") ON DELETE CASCADE,
	"superadmin_id" uuid UNIQUE REFERENCES "superadmins"("id") ON DELETE CASCADE,
	"secret_enc" text,
	"pending_secret_enc" text,
	"enabled_at" timestamp with time zone,
	"last_step" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "second_factors_one_owner" CHECK (num_nonnulls("user_id", "superadmin_id") = 1),
	CONSTRAINT "second_factors_enabled_has_secret" CHECK (("enabled_at" IS NULL) = ("secret_enc" IS NULL))
);
--> statement-breakpoint
-- Recovery codes, stored as keyed hashes: each is used once (an UPDATE guarded by used_at IS NULL).
CREATE TABLE "recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"second_factor_id" uuid NOT NULL REFERENCES "second_factors"("id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_factor_hash_uq" ON "recovery_codes" ("second_factor_id", "code_hash");
--> statement-breakpoint
-- The step between an admin's right password and their session: wrong codes are counted per
-- challenge, and a challenge completes once.
CREATE TABLE "sign_in_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_challenges_kind" CHECK ("kind" IN ('VERIFY', 'ENROL'))
);
--> statement-breakpoint
CREATE INDEX "sign_in_challenges_user_id_idx" ON "sign_in_challenges" ("user_id");
