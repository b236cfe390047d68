-- The admin searches read one lower-cased text per row through one trigram index each, in place of an
-- ILIKE per column: users.search_text (stored) and an index on the purchases' expression
-- (schema.ts: userSearchText, purchaseSearchText; docs/PERFORMANCE.md, finding 17).
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_email_trgm_idx";--> statement-breakpoint
DROP INDEX "users_mobile_trgm_idx";--> statement-breakpoint
DROP INDEX "users_referral_code_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("users"."name" || chr(31) || "users"."email" || chr(31) || "users"."mobile" || chr(31) || "users"."referral_code")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "purchases_search_trgm_idx" ON "purchases" USING gin (lower("purchase_ref" || chr(31) || coalesce("reference_number", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);