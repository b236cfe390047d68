-- Hand-written: the ids of one page of a company's admin lists, newest first, for the page statements
-- in server/lib/purchase-ledger.ts and server/features/admin-users/repository.ts.
-- Why functions: PostgreSQL replans a prepared list statement on every call, because the generic plan of
-- its own LIMIT $n / OFFSET $n is estimated at a tenth of the table and so never looks cheaper than a
-- custom one; planning was ~0.5 ms of the ~0.7 ms a page cost. Inside these functions the plans are
-- generic by attribute (plan_cache_mode can otherwise only be set per connection), made once per
-- connection, and they are the same index scans the custom plans were (docs/PERFORMANCE.md, finding 13).
CREATE FUNCTION "ledger_page_ids"(p_company uuid, p_status "purchase_status", p_limit integer, p_offset integer)
RETURNS uuid[] LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
	-- Two queries, not one with "p_status IS NULL OR": each has its own index.
	IF p_status IS NULL THEN
		RETURN ARRAY(SELECT "id" FROM "purchases" WHERE "company_id" = p_company
			ORDER BY "created_at" DESC, "id" DESC LIMIT p_limit OFFSET p_offset);
	END IF;
	RETURN ARRAY(SELECT "id" FROM "purchases" WHERE "company_id" = p_company AND "status" = p_status
		ORDER BY "created_at" DESC, "id" DESC LIMIT p_limit OFFSET p_offset);
END
$$;
--> statement-breakpoint
CREATE FUNCTION "user_page_ids"(p_company uuid, p_is_approved boolean, p_limit integer, p_offset integer)
RETURNS uuid[] LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
	IF p_is_approved IS NULL THEN
		RETURN ARRAY(SELECT "id" FROM "users" WHERE "company_id" = p_company AND "deleted_at" IS NULL
			ORDER BY "created_at" DESC, "id" DESC LIMIT p_limit OFFSET p_offset);
	END IF;
	RETURN ARRAY(SELECT "id" FROM "users" WHERE "company_id" = p_company AND "deleted_at" IS NULL AND "is_approved" = p_is_approved
		ORDER BY "created_at" DESC, "id" DESC LIMIT p_limit OFFSET p_offset);
END
$$;
