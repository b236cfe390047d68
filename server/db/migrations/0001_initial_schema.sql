CREATE TYPE "public"."gender" AS ENUM('male', 'female', 'other');--> statement-breakpoint
CREATE TYPE "public"."otp_purpose" AS ENUM('REGISTER', 'FORGOT_PASSWORD', 'SUPERADMIN_LOGIN');--> statement-breakpoint
CREATE TYPE "public"."outbox_channel" AS ENUM('EMAIL', 'SMS');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('BANK', 'UPI', 'MANUAL', 'CRYPTO');--> statement-breakpoint
CREATE TYPE "public"."purchase_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."session_role" AS ENUM('USER', 'ADMIN', 'SUPERADMIN');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('USER', 'ADMIN');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('ACTIVE', 'INACTIVE', 'BLOCKED');--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beneficiaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch" text NOT NULL,
	"account_number" text NOT NULL,
	"ifsc_code" text NOT NULL,
	"upi" text NOT NULL,
	"upi_payee_name" text,
	"is_primary" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"aadhaar_enc" text NOT NULL,
	"aadhaar_last4" text NOT NULL,
	"pan" text NOT NULL,
	"address" text NOT NULL,
	"pincode" text NOT NULL,
	"token_name" text NOT NULL,
	"token_symbol" text NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"total_supply" numeric(38, 2) NOT NULL,
	"private_supply" numeric(38, 2) NOT NULL,
	"remaining_private_supply" numeric(38, 2) NOT NULL,
	"platform_charge_percent" numeric(5, 2) NOT NULL,
	"collected_bank" numeric(18, 2) DEFAULT '0' NOT NULL,
	"collected_upi" numeric(18, 2) DEFAULT '0' NOT NULL,
	"collected_manual" numeric(18, 2) DEFAULT '0' NOT NULL,
	"collected_crypto" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tokens_sold" numeric(38, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_token_symbol_unique" UNIQUE("token_symbol"),
	CONSTRAINT "companies_remaining_private_supply_non_negative" CHECK ("companies"."remaining_private_supply" >= 0),
	CONSTRAINT "companies_remaining_within_private" CHECK ("companies"."remaining_private_supply" <= "companies"."private_supply"),
	CONSTRAINT "companies_price_positive" CHECK ("companies"."price" > 0),
	CONSTRAINT "companies_platform_charge_percent_range" CHECK ("companies"."platform_charge_percent" >= 0 AND "companies"."platform_charge_percent" <= 100),
	CONSTRAINT "companies_tokens_sold_non_negative" CHECK ("companies"."tokens_sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid,
	"company_id" uuid,
	"storage_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_storage_name_unique" UNIQUE("storage_name")
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" "otp_purpose" NOT NULL,
	"target" text NOT NULL,
	"company_id" uuid,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" "outbox_channel" NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"purchase_ref" text NOT NULL,
	"payment_method" "payment_method" NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"total_quantity" numeric(38, 0) NOT NULL,
	"fee_percent" numeric(5, 2) NOT NULL,
	"fee_amount" numeric(18, 2) NOT NULL,
	"final_amount" numeric(18, 2) NOT NULL,
	"status" "purchase_status" DEFAULT 'PENDING' NOT NULL,
	"reference_number" text,
	"receipt_id" uuid,
	"bank_name" text,
	"request_hash" text NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_amount_positive" CHECK ("purchases"."amount" > 0),
	CONSTRAINT "purchases_price_positive" CHECK ("purchases"."price" > 0),
	CONSTRAINT "purchases_total_quantity_non_negative" CHECK ("purchases"."total_quantity" >= 0),
	CONSTRAINT "purchases_fee_non_negative" CHECK ("purchases"."fee_percent" >= 0 AND "purchases"."fee_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"superadmin_id" uuid,
	"role" "session_role" NOT NULL,
	"company_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_principal_matches_role" CHECK (("sessions"."role" = 'SUPERADMIN' AND "sessions"."superadmin_id" IS NOT NULL AND "sessions"."user_id" IS NULL)
        OR ("sessions"."role" <> 'SUPERADMIN' AND "sessions"."user_id" IS NOT NULL AND "sessions"."superadmin_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "superadmins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "superadmins_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"role" "user_role" DEFAULT 'USER' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"password_hash" text NOT NULL,
	"referral_code" text NOT NULL,
	"referred_by_id" uuid,
	"date_of_birth" date,
	"pincode" text,
	"gender" "gender",
	"kyc_enc" text,
	"kyc_last4" text,
	"profile_image_id" uuid,
	"is_approved" boolean DEFAULT false NOT NULL,
	"status" "user_status" DEFAULT 'ACTIVE' NOT NULL,
	"stock_balance" numeric(38, 2) DEFAULT '0' NOT NULL,
	"global_stake" numeric(38, 2) DEFAULT '0' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_referral_code_unique" UNIQUE("referral_code"),
	CONSTRAINT "users_stock_balance_non_negative" CHECK ("users"."stock_balance" >= 0),
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_receipt_id_media_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_superadmin_id_superadmins_id_fk" FOREIGN KEY ("superadmin_id") REFERENCES "public"."superadmins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_id_users_id_fk" FOREIGN KEY ("referred_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_image_id_media_id_fk" FOREIGN KEY ("profile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiaries_company_id_idx" ON "beneficiaries" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "media_owner_user_id_idx" ON "media" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "otp_codes_lookup_idx" ON "otp_codes" USING btree ("purpose","target","company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_to_created_at_idx" ON "outbox" USING btree ("to","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_user_purchase_ref_uq" ON "purchases" USING btree ("user_id","purchase_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_company_reference_number_uq" ON "purchases" USING btree ("company_id","reference_number") WHERE "purchases"."reference_number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "purchases_company_status_created_at_idx" ON "purchases" USING btree ("company_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchases_user_created_at_idx" ON "purchases" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "rate_limits_window_start_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_email_live_uq" ON "users" USING btree ("company_id","email") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_mobile_live_uq" ON "users" USING btree ("company_id","mobile") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_company_created_at_idx" ON "users" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_referred_by_id_idx" ON "users" USING btree ("referred_by_id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_mobile_trgm_idx" ON "users" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_referral_code_trgm_idx" ON "users" USING gin ("referral_code" gin_trgm_ops);