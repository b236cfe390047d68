-- What a person needs to recognise their own sessions (the account's "Active sessions" list): the
-- browser and address that signed in, and when the session was last used. The User-Agent is kept
-- short (a browser's is 100-200 characters) so a client cannot park kilobytes in every session row.
ALTER TABLE "sessions" ADD COLUMN "user_agent" varchar(256);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip_address" varchar(64);--> statement-breakpoint
-- now() is stable, so the column is added without rewriting the table; live sessions then start
-- from their sign-in rather than from this migration. Ended ones are never shown and keep the default.
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "sessions" SET "last_seen_at" = "created_at" WHERE "revoked_at" IS NULL AND "expires_at" > now();--> statement-breakpoint
-- The super admin's sessions are listed and ended by account, as a user's are (sessions_user_id_idx).
CREATE INDEX "sessions_superadmin_id_idx" ON "sessions" USING btree ("superadmin_id");
