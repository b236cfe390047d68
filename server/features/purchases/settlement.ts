import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Database, Executor } from '../../db/index'
import { preparedPerDatabase } from '../../db/prepared'
import { companies, purchases, users } from '../../db/schema'
import { referralRewards, rewardEmail, type Referrer } from '../referrals/index'
import type { DecidedRow } from './ledger'

/**
 * An approval and its settlement, in one transaction: PENDING -> APPROVED, the purchase's tokens taken
 * from the company's private supply, the referral rewards it pays (the rule is the referrals slice's),
 * the buyer's and the referrers' holdings, the reward emails queued in the outbox, and the company's
 * totals and counters. Locks in this order: the company row (FOR UPDATE: approvals in one company
 * settle one at a time, so supply and the pool are never counted twice), the purchase row, then the
 * referrers' accounts (FOR SHARE: a block or a deletion of a referrer waits for the approval that pays
 * them, and the other way round). Two round trips while the company row is held: one statement locks
 * and reads everything, the other writes everything.
 */

const placeholder = sql.placeholder

const approvalStatement = preparedPerDatabase((db) => {
  const company = db.$with('co').as(
    db
      .select({
        coId: sql<string>`${companies.id}`.as('co_id'),
        remainingSupply: sql<string>`${companies.remainingPrivateSupply}`.as('co_remaining_supply'),
        referralEnabled: sql<boolean>`${companies.referralEnabled}`.as('co_referral_enabled'),
        level1Percent: sql<string>`${companies.referralLevel1Percent}`.as('co_level1_percent'),
        level2Percent: sql<string>`${companies.referralLevel2Percent}`.as('co_level2_percent'),
        lockDays: sql<number>`${companies.referralLockDays}`.as('co_lock_days'),
        // now() is the transaction's start: the same instant every write of this approval stamps.
        lockedUntil: sql<Date>`now() + make_interval(days => ${companies.referralLockDays})`.mapWith(purchases.decidedAt).as('co_locked_until'),
      })
      .from(companies)
      .where(eq(companies.id, placeholder('companyId')))
      .for('update'),
  )
  // Tokens are never approved onto an account that is gone (a deletion rejects its pending
  // purchases; this also covers any left from before that rule).
  const decided = db.$with('decided').as(
    db
      .update(purchases)
      .set({ status: 'APPROVED', decidedById: sql`${placeholder('adminId')}`, decidedAt: sql`now()` })
      .where(
        and(
          eq(purchases.id, placeholder('purchaseId')),
          sql`${purchases.companyId} = (select co_id from co)`,
          eq(purchases.status, 'PENDING'),
          sql`exists (select 1 from ${users} where ${users.id} = ${purchases.userId} and ${users.deletedAt} is null)`,
        ),
      )
      .returning(),
  )
  const referrer = (alias: 'r1' | 'r2', whose: SQL) =>
    db.$with(alias).as(
      db
        .select({
          id: sql<string>`${users.id}`.as(`${alias}_id`),
          email: sql<string>`${users.email}`.as(`${alias}_email`),
          status: sql<string>`${users.status}`.as(`${alias}_status`),
          role: sql<string>`${users.role}`.as(`${alias}_role`),
          deletedAt: sql<Date | null>`${users.deletedAt}`.mapWith(users.deletedAt).as(`${alias}_deleted_at`),
          referredById: sql<string | null>`${users.referredById}`.as(`${alias}_referred_by_id`),
        })
        .from(users)
        .where(sql`${users.id} = (${whose})`)
        .for('share'),
    )
  // Level 1 only while the programme is on; level 2 is level 1's own referrer, paid or not.
  const level1 = referrer('r1', sql`select b.referred_by_id from ${users} b where b.id = (select user_id from decided) and (select co_referral_enabled from co)`)
  const level2 = referrer('r2', sql`select r1_referred_by_id from r1`)
  return db
    .with(company, decided, level1, level2)
    .select({
      purchase: decided._.selectedFields,
      user: { id: users.id, referralCode: users.referralCode, name: users.name, mobile: users.mobile },
      deciderName: sql<string | null>`(select d.name from ${users} d where d.id = ${placeholder('adminId')})`,
      company: { id: companies.id, companyName: companies.name, tokenSymbol: companies.tokenSymbol },
      referredById: users.referredById,
      co: { remainingSupply: company.remainingSupply, referralEnabled: company.referralEnabled, level1Percent: company.level1Percent, level2Percent: company.level2Percent, lockDays: company.lockDays, lockedUntil: company.lockedUntil },
      oversold: sql<boolean>`${company.remainingSupply} < ${decided.totalQuantity}`,
      r1: level1._.selectedFields,
      r2: level2._.selectedFields,
    })
    .from(decided)
    .innerJoin(users, eq(users.id, decided.userId))
    .innerJoin(companies, eq(companies.id, decided.companyId))
    .innerJoin(company, sql`true`)
    .leftJoin(level1, sql`true`)
    .leftJoin(level2, sql`true`)
    .prepare('approve_purchase')
})

type Head = Awaited<ReturnType<ReturnType<typeof approvalStatement>['execute']>>[number]

const asReferrer = (r: Head['r1']): Referrer | null =>
  r && r.id ? { id: r.id, email: r.email, status: r.status, role: r.role, deletedAt: r.deletedAt } : null

/**
 * Everything an approval writes, in one statement: the rewards (PAID, CUT or SKIPPED), the holdings
 * credited (referrers' rewards, the buyer's tokens and the level-1 reward their purchase paid), the
 * reward emails, and the company's supply, totals and counters. A holding counts as a new stake
 * holder when the credit is its whole balance. Figures travel as JSON strings into numeric columns:
 * exact, never floating point.
 */
function writeSettlement(tx: Executor, w: {
  companyId: string
  purchaseId: string
  quantity: string
  lockDays: number
  paymentMethod: string
  finalAmount: string
  paidTokens: string
  cutTokens: string
  skipped: number
  rewards: unknown[]
  credits: unknown[]
  emails: unknown[]
}) {
  return tx.execute(sql`
    with input_rewards as (
      select * from json_to_recordset(${JSON.stringify(w.rewards)}::json)
        as r(level smallint, referrer_id uuid, percent numeric, intended numeric, tokens numeric, status reward_status, reason text)
    ), rewards as (
      insert into referral_rewards (company_id, purchase_id, level, referrer_id, percent, purchase_quantity, intended_tokens, tokens, status, reason, locked_until)
      select ${w.companyId}, ${w.purchaseId}, r.level, r.referrer_id, r.percent, ${w.quantity}::numeric, r.intended, r.tokens, r.status, r.reason,
        case when r.tokens > 0 then now() + make_interval(days => ${w.lockDays}::int) end
      from input_rewards r
    ), input_credits as (
      select * from json_to_recordset(${JSON.stringify(w.credits)}::json)
        as c(user_id uuid, stock numeric, bought numeric, reward numeric, referrer_reward numeric, locks boolean)
    ), credits as (
      insert into holdings as h (user_id, company_id, stock_balance, tokens_bought, reward_tokens, referrer_reward_tokens, last_allocated_at, reward_locked_until)
      select c.user_id, ${w.companyId}, c.stock, c.bought, c.reward, c.referrer_reward, now(),
        case when c.locks then now() + make_interval(days => ${w.lockDays}::int) end
      from input_credits c
      on conflict (user_id) do update set
        stock_balance = h.stock_balance + excluded.stock_balance,
        tokens_bought = h.tokens_bought + excluded.tokens_bought,
        reward_tokens = h.reward_tokens + excluded.reward_tokens,
        referrer_reward_tokens = h.referrer_reward_tokens + excluded.referrer_reward_tokens,
        last_allocated_at = excluded.last_allocated_at,
        reward_locked_until = greatest(h.reward_locked_until, excluded.reward_locked_until)
      returning h.user_id, h.stock_balance
    ), emails as (
      insert into deliveries (channel, "to", subject, body, expires_at)
      select 'EMAIL', m."to", m.subject, m.body, now() + interval '7 days'
      from json_to_recordset(${JSON.stringify(w.emails)}::json) as m("to" text, subject text, body text)
    )
    update companies set
      remaining_private_supply = remaining_private_supply - ${w.quantity}::numeric - ${w.paidTokens}::numeric,
      tokens_sold = tokens_sold + ${w.quantity}::numeric,
      collected_bank = collected_bank + case when ${w.paymentMethod} = 'BANK' then ${w.finalAmount}::numeric else 0 end,
      collected_upi = collected_upi + case when ${w.paymentMethod} = 'UPI' then ${w.finalAmount}::numeric else 0 end,
      collected_manual = collected_manual + case when ${w.paymentMethod} = 'MANUAL' then ${w.finalAmount}::numeric else 0 end,
      collected_crypto = collected_crypto + case when ${w.paymentMethod} = 'CRYPTO' then ${w.finalAmount}::numeric else 0 end,
      reward_tokens = reward_tokens + ${w.paidTokens}::numeric,
      reward_cut_tokens = reward_cut_tokens + ${w.cutTokens}::numeric,
      rewards_skipped = rewards_skipped + ${w.skipped}::int,
      stake_holders = stake_holders + (select count(*)::int from credits c join input_credits i using (user_id) where c.stock_balance = i.stock and i.stock > 0)
    where id = ${w.companyId}
  `)
}

export class Oversold extends Error {}

/**
 * Approves the purchase and settles it, or answers undefined when it is not PENDING in that company
 * (or its member is gone) and nothing moved. Throws Oversold, nothing moved, when the private supply
 * cannot cover the purchase; the companies CHECK on remaining supply is the backstop under that.
 */
export function settleApproval(db: Database, companyId: string, purchaseId: string, adminId: string): Promise<DecidedRow | undefined> {
  return db.transaction(async (tx) => {
    const [head] = await approvalStatement(tx).execute({ companyId, purchaseId, adminId })
    if (!head) return undefined
    const { co, purchase: p } = head
    const quantity = p.totalQuantity
    if (head.oversold) throw new Oversold()
    const outcome = referralRewards({
      quantity,
      remainingSupply: co.remainingSupply,
      level1Percent: co.level1Percent,
      level2Percent: co.level2Percent,
      referrers: [asReferrer(head.r1), asReferrer(head.r2)],
    })
    const paid = outcome.rewards.filter((r) => r.tokens !== '0')
    const credits = [
      ...paid.map((r) => ({ user_id: r.referrer.id, stock: r.tokens, bought: '0', reward: r.tokens, referrer_reward: '0', locks: true })),
      { user_id: p.userId, stock: quantity, bought: quantity, reward: '0', referrer_reward: outcome.level1Tokens, locks: false },
    ]
    await writeSettlement(tx, {
      companyId,
      purchaseId,
      quantity,
      lockDays: co.lockDays,
      paymentMethod: p.paymentMethod,
      finalAmount: p.finalAmount,
      paidTokens: outcome.paidTokens,
      cutTokens: outcome.cutTokens,
      skipped: outcome.skipped,
      rewards: outcome.rewards.map((r) => ({ level: r.level, referrer_id: r.referrer.id, percent: r.percent, intended: r.intendedTokens, tokens: r.tokens, status: r.status, reason: r.reason })),
      credits,
      emails: paid.map((r) => ({
        to: r.referrer.email,
        ...rewardEmail({ buyerCode: head.user.referralCode, quantity, tokenSymbol: head.company.tokenSymbol, tokens: r.tokens, level: r.level, percent: r.percent, lockedUntil: co.lockedUntil }),
      })),
    })
    const { co: _co, oversold: _oversold, r1: _r1, r2: _r2, ...row } = head
    return row
  })
}
