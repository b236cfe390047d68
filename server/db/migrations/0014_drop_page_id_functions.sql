-- The page-id functions of 0007 split each admin list's page statement between plpgsql and Drizzle to
-- save about 0.5 ms of planning per call; every list target holds without them (docs/PERFORMANCE.md,
-- "Issue 21: before and after"), so the page statements are plain Drizzle subqueries again.
DROP FUNCTION "ledger_page_ids"(uuid, "purchase_status", integer, integer);
--> statement-breakpoint
DROP FUNCTION "user_page_ids"(uuid, boolean, integer, integer);
