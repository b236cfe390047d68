-- Openings of a member's share link, for Refer & Earn's funnel: one row per browser per code per day
-- in India, so the count is of visitors rather than reloads. The key starts with the referrer, so a
-- member's count is read from the key's index alone.
CREATE TABLE "referral_link_opens" (
	"referrer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_link_opens_referrer_id_day_visitor_pk" PRIMARY KEY("referrer_id","day","visitor")
);--> statement-breakpoint
ALTER TABLE "referral_link_opens" ADD CONSTRAINT "referral_link_opens_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
