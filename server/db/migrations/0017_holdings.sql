-- Members' balances move off `users` into their own narrow table, `holdings` (issue 23: approval
-- paying rewards at 470-502 req/s against a target of 500, docs/PERFORMANCE.md finding 20). 0015 had
-- indexed the balance columns on `users` for the leaderboard and the top referrers, so every credit was a
-- new `users` row version written into all 13 of its indexes (five trigram GINs among them), three times
-- per rewarded approval and all while the company row was held. A holdings row has three indexes and
-- is about a tenth as wide; the account row is only locked now (a block or a deletion still waits for
-- the approval that pays that member, and the other way round), never rewritten.
-- A member has a holdings row from their first allocation on; no row reads as all zeros.
CREATE TABLE "holdings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"stock_balance" numeric(38, 2) DEFAULT '0' NOT NULL,
	"tokens_bought" numeric(38, 2) DEFAULT '0' NOT NULL,
	"reward_tokens" numeric(38, 2) DEFAULT '0' NOT NULL,
	"referrer_reward_tokens" numeric(38, 2) DEFAULT '0' NOT NULL,
	"last_allocated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reward_locked_until" timestamp with time zone,
	CONSTRAINT "holdings_stock_balance_non_negative" CHECK ("holdings"."stock_balance" >= 0)
);--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- As in 0015, approvals wait until this migration commits, so the copy and the new trigger see the same approvals.
LOCK TABLE "purchases" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO "holdings" ("user_id", "company_id", "stock_balance", "tokens_bought", "reward_tokens", "referrer_reward_tokens", "last_allocated_at", "reward_locked_until")
SELECT "id", "company_id", "stock_balance", "tokens_bought", "reward_tokens", "referrer_reward_tokens", coalesce("last_allocated_at", "created_at"), "reward_locked_until"
FROM "users"
WHERE "stock_balance" <> 0 OR "tokens_bought" <> 0 OR "reward_tokens" <> 0 OR "referrer_reward_tokens" <> 0 OR "last_allocated_at" IS NOT NULL;
--> statement-breakpoint
-- Their indexes (users_company_stake_idx, users_company_reward_tokens_idx) and CHECK go with them.
ALTER TABLE "users" DROP COLUMN "stock_balance", DROP COLUMN "tokens_bought", DROP COLUMN "reward_tokens",
  DROP COLUMN "referrer_reward_tokens", DROP COLUMN "last_allocated_at", DROP COLUMN "reward_locked_until";
--> statement-breakpoint
-- The company's leaderboard (Global Stock Details) and its top referrers, holders only, in index order.
CREATE INDEX "holdings_company_stake_idx" ON "holdings" USING btree ("company_id","stock_balance" DESC NULLS FIRST,"last_allocated_at","user_id") WHERE "holdings"."stock_balance" > 0;--> statement-breakpoint
CREATE INDEX "holdings_company_reward_tokens_idx" ON "holdings" USING btree ("company_id","reward_tokens" DESC NULLS FIRST) WHERE "holdings"."reward_tokens" > 0;--> statement-breakpoint
-- The settlement of 0016 with the same rules, the same lock order (the company row, then members'
-- rows) and the same records; only where a balance is written changes. A referrer's account is read
-- FOR SHARE (held against a block or a deletion until the approval commits), and a credit is one
-- upsert of their holdings row.
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
    SELECT id, email, status, role, deleted_at, referred_by_id INTO ref FROM users WHERE id = next_referrer FOR SHARE;
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
        INSERT INTO holdings AS h (user_id, company_id, stock_balance, reward_tokens, last_allocated_at, reward_locked_until)
        VALUES (ref.id, NEW.company_id, paid, paid, now(), unlock_at)
        ON CONFLICT (user_id) DO UPDATE SET
          stock_balance = h.stock_balance + EXCLUDED.stock_balance,
          reward_tokens = h.reward_tokens + EXCLUDED.reward_tokens,
          last_allocated_at = EXCLUDED.last_allocated_at,
          reward_locked_until = greatest(h.reward_locked_until, EXCLUDED.reward_locked_until)
        RETURNING h.stock_balance = paid INTO became_holder;
        IF became_holder THEN new_holders := new_holders + 1; END IF;
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
