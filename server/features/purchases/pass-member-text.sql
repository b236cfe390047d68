-- A member whose name, email, mobile or referral code changes passes their new search text to their
-- purchases (purchase-member-text.sql keeps a new purchase's).
-- Run by the users_purchases_text trigger (AFTER UPDATE OF name, email, mobile, referral_code ON users,
-- when the text changed; migration 0019). server/db/migrate.ts replaces this function from this file
-- on every start, and a test pins that the database runs exactly this text.
CREATE OR REPLACE FUNCTION pass_member_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE purchases SET member_search_text = NEW.search_text WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;
