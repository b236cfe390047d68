-- The email a referrer gets for a reward credited to them, queued by the settlement in the approval's
-- transaction: its subject and its body. Figures print as stored (the quantity and percent with their
-- two decimals, the reward in whole tokens); the lock's end in UTC, to the minute. One SQL expression
-- per part, so that PostgreSQL inlines them into the settlement's INSERT (a function call per email
-- would cost more than the text does).
CREATE OR REPLACE FUNCTION referral_reward_email(
  part text, buyer_code text, quantity numeric, token_symbol text, tokens numeric, level smallint, percent numeric, locked_until timestamptz
) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE part
    WHEN 'subject' THEN format('You earned %s %s in referral rewards', tokens, token_symbol)
    ELSE format('Member %s bought %s %s, and you earned %s %s as their level-%s referrer (%s%%). The reward is locked until %s UTC; after that it is available.',
      buyer_code, quantity, token_symbol, tokens, token_symbol, level, percent,
      to_char(locked_until AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'))
  END
$$;
