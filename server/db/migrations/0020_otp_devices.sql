-- A code belongs to the browser that asked for it (the otp_device cookie; only its hash is kept):
-- wrong tries from that browser and from anyone else are counted apart, so strangers guessing can
-- use up their own five tries at a code but never the owner's.
ALTER TABLE "otp_codes" ADD COLUMN "device_hash" text;
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "requester_attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Browsers that have proven an address with a code: they ask for codes to it on a budget of their own.
-- scope is the company id, or 'platform' for the super admin; target is a normalised email or mobile.
CREATE TABLE "otp_trusted_devices" (
	"scope" text NOT NULL,
	"target" text NOT NULL,
	"device_hash" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_trusted_devices_pk" PRIMARY KEY("scope","target","device_hash")
);
