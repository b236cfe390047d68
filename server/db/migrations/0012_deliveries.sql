ALTER TYPE "public"."otp_purpose" ADD VALUE 'CHANGE_MOBILE';--> statement-breakpoint
CREATE TYPE "public"."delivery_status" AS ENUM('PENDING', 'FAILED');--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" "outbox_channel" NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"body" text,
	"status" "delivery_status" DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "deliveries_pending_next_attempt_at_idx" ON "deliveries" USING btree ("next_attempt_at") WHERE "deliveries"."status" = 'PENDING';
