-- The daily upload quota becomes a counter that an upload claims before it stores a byte: one row
-- per account, updated by one guarded statement, so simultaneous uploads on any instance cannot
-- all pass a check that each made before the others had stored anything.
CREATE TABLE "upload_quotas" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "upload_quotas_used_bytes_non_negative" CHECK ("upload_quotas"."used_bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "upload_quotas" ADD CONSTRAINT "upload_quotas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- What each account uploaded in the last 24 hours still counts, in a window that opened with its
-- first upload of them: an upgrade does not hand anyone a fresh day.
INSERT INTO "upload_quotas" ("user_id", "window_started_at", "used_bytes")
SELECT "owner_user_id", min("created_at"), sum("size_bytes")
FROM "media"
WHERE "owner_user_id" IS NOT NULL AND "created_at" > now() - interval '24 hours'
GROUP BY "owner_user_id";
