-- The settlement of 0015, the same rules in fewer writes, for approval throughput (issue 23: 470 req/s
-- against 500 on 100,000 members and 1,000,000 purchases, docs/PERFORMANCE.md). Every approval of a
-- company queues on its company row, so what happens while that row is held is what limits them:
-- - the company row is locked by SELECT ... FOR UPDATE and written once, at the end (it was written
--   twice when rewards were paid: two row versions of the hottest row, each a longer chain to walk);
-- - an eligible referrer is credited by one guarded UPDATE, which locks the row itself (it was a
--   SELECT ... FOR UPDATE and then the UPDATE: two writes to the row); a referrer who may not be paid,
--   or a reward cut to nothing, is only read (FOR SHARE, so a block or a deletion waits for the approval).
-- The order of locks is unchanged (the company first, then members), and so are the rules: the
-- purchase is never refused for its rewards, a reward the pool cannot cover is cut (level 1 first),
-- a blocked, inactive or deleted referrer is SKIPPED, each credit mails the referrer.
CREATE OR REPLACE FUNCTION settle_approved_purchase() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  co record;
  buyer record;
  ref record;
  next_referrer uuid;
  lvl smallint := 1;
  pct numeric;
  intended numeric;
  paid numeric;
  outcome reward_status;
  why text;
  unlock_at timestamptz;
  became_holder boolean;
  credited boolean;
  left_in_pool numeric;
  level1_paid numeric := 0;
  paid_total numeric := 0;
  cut_total numeric := 0;
  skipped integer := 0;
  new_holders integer := 0;
BEGIN
  SELECT remaining_private_supply, referral_enabled, referral_level1_percent, referral_level2_percent, referral_lock_days, token_symbol
  INTO co FROM companies WHERE id = NEW.company_id FOR UPDATE;
  IF co.remaining_private_supply < NEW.total_quantity THEN
    -- Oversold: the company's CHECK refuses it here, with its own error, and the whole statement with it.
    UPDATE companies SET remaining_private_supply = remaining_private_supply - NEW.total_quantity WHERE id = NEW.company_id;
  END IF;
  -- What remains after the purchase itself; members hold whole tokens, so a share ending in .5 pays its whole part.
  left_in_pool := floor(co.remaining_private_supply - NEW.total_quantity);

  SELECT referral_code, referred_by_id INTO buyer FROM users WHERE id = NEW.user_id;
  next_referrer := CASE WHEN co.referral_enabled THEN buyer.referred_by_id END;
  WHILE next_referrer IS NOT NULL AND lvl <= 2 LOOP
    pct := CASE lvl WHEN 1 THEN co.referral_level1_percent ELSE co.referral_level2_percent END;
    intended := floor(NEW.total_quantity * pct / 100);
    paid := least(intended, left_in_pool);
    unlock_at := now() + make_interval(days => co.referral_lock_days);
    -- The common case in one statement: an eligible referrer is credited by the update, which locks
    -- the row itself (READ COMMITTED re-checks its conditions on the row's latest version). Otherwise
    -- (nothing to pay, or a referrer who may not be paid) the row is read, locked, and the reward
    -- recorded below; should it have become payable since the update looked, it is credited now.
    credited := false;
    FOR attempt IN 1..2 LOOP
      IF paid > 0 THEN
        UPDATE users SET
          stock_balance = stock_balance + paid,
          reward_tokens = reward_tokens + paid,
          last_allocated_at = now(),
          reward_locked_until = greatest(reward_locked_until, unlock_at)
        WHERE id = next_referrer AND deleted_at IS NULL AND status = 'ACTIVE' AND role = 'USER'
        RETURNING id, email, status, role, deleted_at, referred_by_id, stock_balance = paid AS became_holder INTO ref;
        credited := FOUND;
      END IF;
      EXIT WHEN credited;
      SELECT id, email, status, role, deleted_at, referred_by_id, false AS became_holder INTO ref FROM users WHERE id = next_referrer FOR UPDATE;
      EXIT WHEN paid = 0 OR ref.deleted_at IS NOT NULL OR ref.status <> 'ACTIVE' OR ref.role <> 'USER';
    END LOOP;
    -- Level 2 is the referrer's own referrer, whether or not the referrer is paid.
    next_referrer := ref.referred_by_id;
    -- A reward that rounds down to nothing is not a reward: nothing is recorded.
    IF intended > 0 THEN
      why := CASE
        WHEN ref.deleted_at IS NOT NULL THEN 'The referrer''s account is deleted.'
        WHEN ref.status = 'BLOCKED' THEN 'The referrer''s account is blocked.'
        WHEN ref.status <> 'ACTIVE' OR ref.role <> 'USER' THEN 'The referrer''s account is inactive.'
      END;
      IF why IS NOT NULL THEN
        paid := 0;
        outcome := 'SKIPPED';
        skipped := skipped + 1;
      ELSE
        outcome := CASE WHEN paid = intended THEN 'PAID' ELSE 'CUT' END;
        IF outcome = 'CUT' THEN
          why := format('The Referral Programme pool had %s tokens left.', left_in_pool);
          cut_total := cut_total + intended - paid;
        END IF;
      END IF;
      INSERT INTO referral_rewards (company_id, purchase_id, level, referrer_id, percent, purchase_quantity, intended_tokens, tokens, status, reason, locked_until)
      VALUES (NEW.company_id, NEW.id, lvl, ref.id, pct, NEW.total_quantity, intended, paid, outcome, why, CASE WHEN paid > 0 THEN unlock_at END);
      IF paid > 0 THEN
        left_in_pool := left_in_pool - paid;
        paid_total := paid_total + paid;
        IF lvl = 1 THEN level1_paid := paid; END IF;
        IF ref.became_holder THEN new_holders := new_holders + 1; END IF;
        INSERT INTO deliveries (channel, "to", subject, body, expires_at)
        VALUES ('EMAIL', ref.email, format('You earned %s %s in referral rewards', paid, co.token_symbol),
          format('Member %s bought %s %s, and you earned %s %s as their level-%s referrer (%s%%). The reward is locked until %s UTC; after that it is available.',
            buyer.referral_code, NEW.total_quantity, co.token_symbol, paid, co.token_symbol, lvl, pct,
            to_char(unlock_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI')),
          now() + interval '7 days');
      END IF;
    END IF;
    lvl := lvl + 1;
  END LOOP;

  UPDATE users SET
    stock_balance = stock_balance + NEW.total_quantity,
    tokens_bought = tokens_bought + NEW.total_quantity,
    referrer_reward_tokens = referrer_reward_tokens + level1_paid,
    last_allocated_at = now()
  WHERE id = NEW.user_id
  RETURNING stock_balance = NEW.total_quantity AND NEW.total_quantity > 0 INTO became_holder;
  IF became_holder THEN new_holders := new_holders + 1; END IF;

  -- The company's one new row version for the approval: its supply less the purchase and the rewards
  -- (never below zero: the rewards were cut to what remained), its totals and counters.
  UPDATE companies SET
    remaining_private_supply = remaining_private_supply - NEW.total_quantity - paid_total,
    tokens_sold = tokens_sold + NEW.total_quantity,
    collected_bank = collected_bank + CASE WHEN NEW.payment_method = 'BANK' THEN NEW.final_amount ELSE 0 END,
    collected_upi = collected_upi + CASE WHEN NEW.payment_method = 'UPI' THEN NEW.final_amount ELSE 0 END,
    collected_manual = collected_manual + CASE WHEN NEW.payment_method = 'MANUAL' THEN NEW.final_amount ELSE 0 END,
    collected_crypto = collected_crypto + CASE WHEN NEW.payment_method = 'CRYPTO' THEN NEW.final_amount ELSE 0 END,
    reward_tokens = reward_tokens + paid_total,
    reward_cut_tokens = reward_cut_tokens + cut_total,
    rewards_skipped = rewards_skipped + skipped,
    stake_holders = stake_holders + new_holders
  WHERE id = NEW.company_id;
  RETURN NULL;
END
$$;
