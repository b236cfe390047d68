-- The settlement of an approved purchase, run by the purchases_settle_approval trigger (AFTER UPDATE OF
-- status, when it becomes APPROVED; defined in migration 0013) inside the approval's own statement:
-- one round trip, with the company row held only while PostgreSQL works. It locks the company row,
-- takes the purchase's tokens from the private supply (the companies CHECK on remaining supply refuses
-- an oversale, and the whole statement with it), pays the buyer's two referrer levels by the referral
-- reward rule (referral_reward, server/features/referrals/referral-reward.sql) out of what remains,
-- credits the referrers' and the buyer's holdings, queues each paid referrer's email and SMS
-- (referral_reward_email, in the referrer's language, by the channels they chose: reward_channels) in
-- the delivery queue with a notification for their bell, and adds to the company's totals and counters.
-- Lock order: the company row, then members' rows. A referrer's account is read FOR SHARE, held
-- against a block or a deletion until the approval commits; a credit is one upsert of their holdings.
-- server/db/migrate.ts replaces this function from this file on every start, and a test pins that the
-- database runs exactly this text.
CREATE OR REPLACE FUNCTION settle_approved_purchase() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  co record;
  buyer record;
  ref record;
  reward record;
  next_referrer uuid;
  lvl smallint := 1;
  pct numeric;
  unlock_at timestamptz;
  became_holder boolean;
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
    unlock_at := now() + make_interval(days => co.referral_lock_days);
    SELECT id, email, mobile, language, reward_channels, status, role, deleted_at, referred_by_id INTO ref FROM users WHERE id = next_referrer FOR SHARE;
    -- Level 2 is the referrer's own referrer, whether or not the referrer is paid.
    next_referrer := ref.referred_by_id;
    SELECT * INTO reward FROM referral_reward(NEW.total_quantity, pct, left_in_pool, ref.deleted_at IS NOT NULL, ref.status::text, ref.role::text);
    IF reward.status IS NOT NULL THEN
      IF reward.status = 'SKIPPED' THEN
        skipped := skipped + 1;
      ELSIF reward.status = 'CUT' THEN
        cut_total := cut_total + reward.intended - reward.tokens;
      END IF;
      INSERT INTO referral_rewards (company_id, purchase_id, level, referrer_id, percent, purchase_quantity, intended_tokens, tokens, status, reason, locked_until)
      VALUES (NEW.company_id, NEW.id, lvl, ref.id, pct, NEW.total_quantity, reward.intended, reward.tokens, reward.status, reward.reason,
        CASE WHEN reward.tokens > 0 THEN unlock_at END);
      IF reward.tokens > 0 THEN
        left_in_pool := left_in_pool - reward.tokens;
        paid_total := paid_total + reward.tokens;
        IF lvl = 1 THEN level1_paid := reward.tokens; END IF;
        INSERT INTO holdings AS h (user_id, company_id, stock_balance, reward_tokens, last_allocated_at, reward_locked_until)
        VALUES (ref.id, NEW.company_id, reward.tokens, reward.tokens, now(), unlock_at)
        ON CONFLICT (user_id) DO UPDATE SET
          stock_balance = h.stock_balance + EXCLUDED.stock_balance,
          reward_tokens = h.reward_tokens + EXCLUDED.reward_tokens,
          last_allocated_at = EXCLUDED.last_allocated_at,
          reward_locked_until = greatest(h.reward_locked_until, EXCLUDED.reward_locked_until)
        RETURNING h.stock_balance = reward.tokens INTO became_holder;
        IF became_holder THEN new_holders := new_holders + 1; END IF;
        INSERT INTO deliveries (channel, "to", subject, body, expires_at)
        SELECT m.channel::outbox_channel, m."to", m.subject, m.body, now() + interval '7 days'
        FROM (VALUES
          ('EMAIL', ref.email,
            referral_reward_email('subject', ref.language, buyer.referral_code, NEW.total_quantity, co.token_symbol, reward.tokens, lvl, pct, unlock_at),
            referral_reward_email('body', ref.language, buyer.referral_code, NEW.total_quantity, co.token_symbol, reward.tokens, lvl, pct, unlock_at)),
          ('SMS', ref.mobile, NULL,
            referral_reward_email('sms', ref.language, buyer.referral_code, NEW.total_quantity, co.token_symbol, reward.tokens, lvl, pct, unlock_at))
        ) AS m(channel, "to", subject, body)
        WHERE ref.reward_channels IN (m.channel, 'BOTH');
        -- The referrer's bell words it from these figures in the language they read at the time.
        INSERT INTO notifications (user_id, kind, purchase_id, data)
        VALUES (ref.id, 'REFERRAL_REWARD', NEW.id, jsonb_build_object(
          'tokens', reward.tokens::text, 'tokenSymbol', co.token_symbol, 'level', lvl, 'buyerCode', buyer.referral_code,
          'lockedUntil', to_char(unlock_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')));
      END IF;
    END IF;
    lvl := lvl + 1;
  END LOOP;

  INSERT INTO holdings AS h (user_id, company_id, stock_balance, tokens_bought, referrer_reward_tokens, last_allocated_at)
  VALUES (NEW.user_id, NEW.company_id, NEW.total_quantity, NEW.total_quantity, level1_paid, now())
  ON CONFLICT (user_id) DO UPDATE SET
    stock_balance = h.stock_balance + EXCLUDED.stock_balance,
    tokens_bought = h.tokens_bought + EXCLUDED.tokens_bought,
    referrer_reward_tokens = h.referrer_reward_tokens + EXCLUDED.referrer_reward_tokens,
    last_allocated_at = EXCLUDED.last_allocated_at
  RETURNING h.stock_balance = NEW.total_quantity AND NEW.total_quantity > 0 INTO became_holder;
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
