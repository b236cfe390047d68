-- An approval settles in the application now (server/features/purchases/settlement.ts, with the
-- referral reward rule in server/features/referrals), inside the approval's transaction and under the
-- same locks. The trigger and its function go; the CHECK constraints on supply and rewards stay as
-- the backstop, and the counter triggers stay.
DROP TRIGGER IF EXISTS "purchases_settle_approval" ON "purchases";
--> statement-breakpoint
DROP FUNCTION IF EXISTS settle_approved_purchase();
