-- The referral programme (issue 23): per-company settings, the rewards an approval pays, and the
-- figures the members' tables and the admin's report read, kept by the settlement trigger so that
-- nothing is summed over the ledger at read time (README.md, "Referral programme").
CREATE TYPE "public"."reward_status" AS ENUM('PAID', 'CUT', 'SKIPPED');--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "referral_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "referral_level1_percent" numeric(5, 2) DEFAULT '5' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "referral_level2_percent" numeric(5, 2) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "referral_lock_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "reward_tokens" numeric(38, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "reward_cut_tokens" numeric(38, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "rewards_skipped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "stake_holders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_referral_percents_range" CHECK ("companies"."referral_level1_percent" >= 0 AND "companies"."referral_level1_percent" <= 100 AND "companies"."referral_level2_percent" >= 0 AND "companies"."referral_level2_percent" <= 100);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_referral_lock_days_range" CHECK ("companies"."referral_lock_days" >= 0 AND "companies"."referral_lock_days" <= 3650);--> statement-breakpoint
-- globalStake is the company's figure (sold + rewards), read from the company row; the per-member copy was never written.
ALTER TABLE "users" DROP COLUMN "global_stake";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tokens_bought" numeric(38, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reward_tokens" numeric(38, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referrer_reward_tokens" numeric(38, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_allocated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reward_locked_until" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"purchase_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"referrer_id" uuid NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"purchase_quantity" numeric(38, 0) NOT NULL,
	"intended_tokens" numeric(38, 0) NOT NULL,
	"tokens" numeric(38, 0) NOT NULL,
	"status" "reward_status" NOT NULL,
	"reason" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rewards_level_range" CHECK ("referral_rewards"."level" IN (1, 2)),
	CONSTRAINT "referral_rewards_tokens_within_intended" CHECK ("referral_rewards"."tokens" >= 0 AND "referral_rewards"."tokens" <= "referral_rewards"."intended_tokens")
);--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_purchase_level_uq" ON "referral_rewards" USING btree ("purchase_id","level");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_created_at_id_idx" ON "referral_rewards" USING btree ("referrer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "referral_rewards"."tokens" > 0;--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_locked_until_idx" ON "referral_rewards" USING btree ("referrer_id","locked_until") WHERE "referral_rewards"."tokens" > 0;--> statement-breakpoint
CREATE INDEX "referral_rewards_company_locked_until_idx" ON "referral_rewards" USING btree ("company_id","locked_until") WHERE "referral_rewards"."tokens" > 0;--> statement-breakpoint
CREATE INDEX "purchases_user_approved_decided_at_id_idx" ON "purchases" USING btree ("user_id","decided_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "purchases"."status" = 'APPROVED';--> statement-breakpoint
CREATE INDEX "users_company_stake_idx" ON "users" USING btree ("company_id","stock_balance" DESC NULLS FIRST,"last_allocated_at","id") WHERE "users"."stock_balance" > 0;--> statement-breakpoint
CREATE INDEX "users_company_reward_tokens_idx" ON "users" USING btree ("company_id","reward_tokens" DESC NULLS FIRST) WHERE "users"."reward_tokens" > 0;--> statement-breakpoint
CREATE INDEX "users_referred_by_created_at_id_idx" ON "users" USING btree ("referred_by_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
-- Hand-written below this line (drizzle-kit does not model triggers). As in 0008, approvals wait
-- until this migration commits, so the backfill and the trigger see the same approvals.
LOCK TABLE "purchases" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
UPDATE users u SET tokens_bought = a.bought, last_allocated_at = a.last_at
FROM (SELECT user_id, sum(total_quantity) AS bought, max(coalesce(decided_at, created_at)) AS last_at
      FROM purchases WHERE status = 'APPROVED' GROUP BY user_id) a
WHERE a.user_id = u.id;
--> statement-breakpoint
UPDATE companies c SET stake_holders = (SELECT count(*) FROM users u WHERE u.company_id = c.id AND u.stock_balance > 0);
--> statement-breakpoint
-- The settlement of 0013, extended by the referral rewards. Order matters for concurrency: the
-- company row is locked first (its UPDATE), so every approval of a company queues there before it
-- touches any member row: two approvals can never hold each other's members (the buyer of one may
-- be the referrer of the other). The rewards come out of what remains after the purchase itself:
-- the purchase is never refused for its rewards (the CHECK on the company still refuses an
-- oversold purchase); a reward the pool cannot cover is cut to what remains, level 1 first, and
-- recorded as CUT with what was intended. A referrer who is blocked, inactive or deleted is paid
-- nothing, recorded as SKIPPED. Each credited referrer gets an email through the deliveries queue,
-- written in this same statement.
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
  UPDATE companies SET
    remaining_private_supply = remaining_private_supply - NEW.total_quantity,
    tokens_sold = tokens_sold + NEW.total_quantity,
    collected_bank = collected_bank + CASE WHEN NEW.payment_method = 'BANK' THEN NEW.final_amount ELSE 0 END,
    collected_upi = collected_upi + CASE WHEN NEW.payment_method = 'UPI' THEN NEW.final_amount ELSE 0 END,
    collected_manual = collected_manual + CASE WHEN NEW.payment_method = 'MANUAL' THEN NEW.final_amount ELSE 0 END,
    collected_crypto = collected_crypto + CASE WHEN NEW.payment_method = 'CRYPTO' THEN NEW.final_amount ELSE 0 END
  WHERE id = NEW.company_id
  RETURNING remaining_private_supply, referral_enabled, referral_level1_percent, referral_level2_percent, referral_lock_days, token_symbol
  INTO co;
  -- Members hold whole tokens: a pool share ending in .5 pays its whole part.
  left_in_pool := floor(co.remaining_private_supply);

  SELECT referral_code, referred_by_id INTO buyer FROM users WHERE id = NEW.user_id;
  next_referrer := CASE WHEN co.referral_enabled THEN buyer.referred_by_id END;
  WHILE next_referrer IS NOT NULL AND lvl <= 2 LOOP
    SELECT id, email, status, role, deleted_at, referred_by_id INTO ref FROM users WHERE id = next_referrer FOR UPDATE;
    -- Level 2 is the referrer's own referrer, whether or not the referrer is paid.
    next_referrer := ref.referred_by_id;
    pct := CASE lvl WHEN 1 THEN co.referral_level1_percent ELSE co.referral_level2_percent END;
    intended := floor(NEW.total_quantity * pct / 100);
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
        paid := least(intended, left_in_pool);
        outcome := CASE WHEN paid = intended THEN 'PAID' ELSE 'CUT' END;
        IF outcome = 'CUT' THEN
          why := format('The Referral Programme pool had %s tokens left.', left_in_pool);
          cut_total := cut_total + intended - paid;
        END IF;
      END IF;
      unlock_at := CASE WHEN paid > 0 THEN now() + make_interval(days => co.referral_lock_days) END;
      INSERT INTO referral_rewards (company_id, purchase_id, level, referrer_id, percent, purchase_quantity, intended_tokens, tokens, status, reason, locked_until)
      VALUES (NEW.company_id, NEW.id, lvl, ref.id, pct, NEW.total_quantity, intended, paid, outcome, why, unlock_at);
      IF paid > 0 THEN
        left_in_pool := left_in_pool - paid;
        paid_total := paid_total + paid;
        IF lvl = 1 THEN level1_paid := paid; END IF;
        UPDATE users SET
          stock_balance = stock_balance + paid,
          reward_tokens = reward_tokens + paid,
          last_allocated_at = now(),
          reward_locked_until = greatest(reward_locked_until, unlock_at)
        WHERE id = ref.id
        RETURNING stock_balance = paid INTO became_holder;
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

  UPDATE users SET
    stock_balance = stock_balance + NEW.total_quantity,
    tokens_bought = tokens_bought + NEW.total_quantity,
    referrer_reward_tokens = referrer_reward_tokens + level1_paid,
    last_allocated_at = now()
  WHERE id = NEW.user_id
  RETURNING stock_balance = NEW.total_quantity AND NEW.total_quantity > 0 INTO became_holder;
  IF became_holder THEN new_holders := new_holders + 1; END IF;

  -- The rewards' own CHECK backstop: paid never exceeds what remained, so this cannot go below zero.
  UPDATE companies SET
    remaining_private_supply = remaining_private_supply - paid_total,
    reward_tokens = reward_tokens + paid_total,
    reward_cut_tokens = reward_cut_tokens + cut_total,
    rewards_skipped = rewards_skipped + skipped,
    stake_holders = stake_holders + new_holders
  WHERE id = NEW.company_id AND (paid_total > 0 OR cut_total > 0 OR skipped > 0 OR new_holders > 0);
  RETURN NULL;
END
$$;
