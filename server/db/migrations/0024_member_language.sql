-- The language a member reads their email and SMS in (English or Hindi), chosen at registration or on
-- My Profile. A constant default adds the column without rewriting the table: every account that exists
-- today reads English, as it always has. A CHECK rather than an enum type, so that a third language is
-- a constraint swap instead of an ALTER TYPE.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("users"."language" IN ('en', 'hi'));--> statement-breakpoint
-- The reward email takes the referrer's language now (server/features/referrals/referral-reward-email.sql,
-- applied after the migrations). CREATE OR REPLACE with another argument list would add a second
-- function beside this one, so the old one goes.
DROP FUNCTION IF EXISTS referral_reward_email(text, text, numeric, text, numeric, smallint, numeric, timestamptz);
