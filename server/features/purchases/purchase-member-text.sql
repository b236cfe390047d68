-- A new purchase, or one moved to another member, takes its member's search text (users.search_text),
-- so that a capped search's walk reads only the purchase's own row. The member's row is read FOR
-- SHARE: a change of their text waits for this purchase to commit (and then passes the new text to it
-- too, pass-member-text.sql), or this purchase waits for the change and takes the new text.
-- Run by the purchases_member_text trigger (BEFORE INSERT OR UPDATE OF user_id ON purchases; migration
-- 0019). server/db/migrate.ts replaces this function from this file on every start, and a test pins
-- that the database runs exactly this text.
CREATE OR REPLACE FUNCTION purchase_member_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT search_text INTO NEW.member_search_text FROM users WHERE id = NEW.user_id FOR SHARE;
  RETURN NEW;
END
$$;
