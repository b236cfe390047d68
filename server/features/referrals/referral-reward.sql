-- The referral reward rule: what one level's referrer is owed for an approved purchase, and why not.
-- A reward is floor(quantity x percent / 100) whole tokens; one that rounds down to nothing is no
-- reward (status NULL: nothing is recorded). A deleted, blocked or inactive referrer is SKIPPED and
-- credited nothing; otherwise the reward is PAID out of what is left in the pool, or CUT to it when the
-- pool has less. Pure: the settlement (server/features/purchases/settle-approved-purchase.sql) reads
-- the referrer under its locks and writes what this answers.
CREATE OR REPLACE FUNCTION referral_reward(
  quantity numeric, percent numeric, left_in_pool numeric,
  referrer_deleted boolean, referrer_status text, referrer_role text,
  OUT intended numeric, OUT tokens numeric, OUT status reward_status, OUT reason text
) LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  intended := floor(quantity * percent / 100);
  IF NOT intended > 0 THEN
    RETURN;
  END IF;
  reason := CASE
    WHEN referrer_deleted THEN 'The referrer''s account is deleted.'
    WHEN referrer_status = 'BLOCKED' THEN 'The referrer''s account is blocked.'
    WHEN referrer_status <> 'ACTIVE' OR referrer_role <> 'USER' THEN 'The referrer''s account is inactive.'
  END;
  IF reason IS NOT NULL THEN
    tokens := 0;
    status := 'SKIPPED';
  ELSIF intended <= left_in_pool THEN
    tokens := intended;
    status := 'PAID';
  ELSE
    tokens := left_in_pool;
    status := 'CUT';
    reason := format('The Referral Programme pool had %s tokens left.', left_in_pool);
  END IF;
END
$$;
