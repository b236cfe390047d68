-- What a member hears of their own purchases' decisions and of their referral rewards: a list of
-- notifications (the bell in the member's header), and by which channels the same news is sent.
-- A notification keeps the figures it names (order number, tokens, amount, reason...) in `data`, so
-- the SPA words it in whichever language the member reads at the time.
CREATE TYPE "public"."notification_kind" AS ENUM('PURCHASE_APPROVED', 'PURCHASE_REJECTED', 'REFERRAL_REWARD');--> statement-breakpoint
-- No foreign key to purchases: a purchase's deletion would need an index on purchase_id here to find
-- its notifications, and a notification that outlives its purchase only links to an empty search.
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"purchase_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The member's list, newest first, read from the index; the unread count from a small partial one.
CREATE INDEX "notifications_user_created_at_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
-- By which channels a member hears of a decision on their purchase and of a referral reward. A
-- constant default adds the columns without rewriting the table: everyone hears by both, as the
-- reward email did. One-time codes do not read these: they always go by their own channels.
ALTER TABLE "users" ADD COLUMN "decision_channels" text DEFAULT 'BOTH' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reward_channels" text DEFAULT 'BOTH' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_decision_channels_known" CHECK ("users"."decision_channels" IN ('EMAIL', 'SMS', 'BOTH'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reward_channels_known" CHECK ("users"."reward_channels" IN ('EMAIL', 'SMS', 'BOTH'));
