-- A receipt belongs to one purchase: the same upload cannot be the proof of two payments.
CREATE UNIQUE INDEX "purchases_receipt_id_uq" ON "purchases" USING btree ("receipt_id") WHERE "receipt_id" IS NOT NULL;--> statement-breakpoint
-- The orphan sweep asks "does any account show this picture?" per old upload.
CREATE INDEX "users_profile_image_id_idx" ON "users" USING btree ("profile_image_id") WHERE "profile_image_id" IS NOT NULL;--> statement-breakpoint
-- The daily upload quota sums one account's last 24 hours; the sweep reads the oldest uploads first.
DROP INDEX "media_owner_user_id_idx";--> statement-breakpoint
CREATE INDEX "media_owner_user_id_created_at_idx" ON "media" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
