import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { RewardPreview, TransactionReview } from '@/client/types.gen'
import type { Executor } from '../../db/index'
import { companies, purchases, users } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { wholeTokens } from '../../lib/amounts'
import { ledgerPage, ledgerRowOf, toAdminTransaction, toRewards } from './ledger-rows'

/**
 * The review panel's read: one purchase as the list shows it, its member (verified since when), their
 * newest other purchases, and what approving it now would pay in referral rewards. Not a hot read (one
 * admin, one purchase at a time), so plain statements rather than prepared ones.
 */

const PAST_PURCHASES = 5

/** One level's referrer, as the settlement reads them before applying the rule. */
async function referrerOf(db: Executor, id: string) {
  const [found] = await db
    .select({
      id: users.id,
      referralCode: users.referralCode,
      name: users.name,
      mobile: users.mobile,
      deleted: sql<boolean>`${users.deletedAt} is not null`,
      status: users.status,
      role: users.role,
      referredById: users.referredById,
    })
    .from(users)
    .where(eq(users.id, id))
  return found
}

/**
 * The referral reward rule itself (referral_reward, server/features/referrals/referral-reward.sql),
 * the function the settlement calls: the preview cannot drift from what the approval pays.
 */
async function rewardRule(db: Executor, quantity: string, percent: string, leftInPool: string, referrer: { deleted: boolean; status: string; role: string }) {
  const [rule] = await db
    .select({
      intended: sql<string | null>`r.intended::text`,
      tokens: sql<string | null>`r.tokens::text`,
      status: sql<RewardPreview['status'] | null>`r.status::text`,
      reason: sql<string | null>`r.reason`,
    })
    .from(sql`referral_reward(${quantity}::numeric, ${percent}::numeric, ${leftInPool}::numeric, ${referrer.deleted}, ${referrer.status}, ${referrer.role}) as r`)
  return rule
}

/**
 * What approving a pending purchase would pay, walked as settle_approved_purchase walks it: the
 * programme must be on; level 1 is the buyer's referrer, level 2 that referrer's referrer (whether or
 * not level 1 is paid); each reward comes out of what the supply keeps after the purchase, less what
 * the level before took. Read without the settlement's locks: it is a preview.
 */
async function rewardPreview(db: Executor, purchaseId: string): Promise<RewardPreview[]> {
  const [facts] = await db
    .select({
      quantity: sql<string>`${purchases.totalQuantity}::text`,
      enabled: companies.referralEnabled,
      level1: sql<string>`${companies.referralLevel1Percent}::text`,
      level2: sql<string>`${companies.referralLevel2Percent}::text`,
      // An oversold purchase cannot be approved at all; its preview counts on an empty pool.
      left: sql<string>`greatest(floor(${companies.remainingPrivateSupply} - ${purchases.totalQuantity}), 0)::text`,
      referrerId: users.referredById,
    })
    .from(purchases)
    .innerJoin(companies, eq(companies.id, purchases.companyId))
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(eq(purchases.id, purchaseId))
  if (!facts?.enabled) return []
  const preview: RewardPreview[] = []
  let left = facts.left
  let next = facts.referrerId
  for (const level of [1, 2] as const) {
    if (!next) break
    const referrer = await referrerOf(db, next)
    if (!referrer) break
    next = referrer.referredById
    const percent = level === 1 ? facts.level1 : facts.level2
    const rule = await rewardRule(db, facts.quantity, percent, left, referrer)
    if (!rule.status || rule.intended === null || rule.tokens === null) continue
    const tokens = rule.tokens
    preview.push({
      level,
      percent,
      referrer: { id: referrer.id, referralCode: referrer.referralCode, name: referrer.name, mobile: referrer.mobile },
      intendedTokens: wholeTokens(rule.intended),
      tokens: wholeTokens(tokens),
      status: rule.status,
      reason: rule.reason,
    })
    // Whole tokens on both sides: the subtraction is exact in BigInt.
    left = (BigInt(left.split('.')[0]) - BigInt(tokens.split('.')[0])).toString()
  }
  return preview
}

export async function reviewPurchase(db: Executor, secret: Uint8Array, companyId: string, purchaseId: string): Promise<TransactionReview> {
  const [listed] = await ledgerPage(db, sql`select ${purchaseId}::uuid`, eq(purchases.companyId, companyId))
  if (!listed) throw notFound('PURCHASE_NOT_FOUND')
  const row = ledgerRowOf(listed)
  const purchase = toAdminTransaction(secret, row, toRewards(row.rewards))

  const [[member], past, preview] = await Promise.all([
    db.select({ verified: users.isApproved, verifiedAt: users.verifiedAt, joinedAt: users.createdAt }).from(users).where(eq(users.id, row.user.id)),
    db
      .select({
        id: purchases.id,
        transactionId: purchases.purchaseRef,
        createdAt: purchases.createdAt,
        finalAmount: purchases.finalAmount,
        totalQuantity: purchases.totalQuantity,
        status: purchases.status,
      })
      .from(purchases)
      .where(and(eq(purchases.userId, row.user.id), eq(purchases.companyId, companyId), ne(purchases.id, purchaseId)))
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(PAST_PURCHASES),
    purchase.status === 'PENDING' ? rewardPreview(db, purchaseId) : Promise.resolve([]),
  ])

  return {
    purchase,
    member: { verified: member.verified, verifiedAt: member.verifiedAt?.toISOString() ?? null, joinedAt: member.joinedAt.toISOString() },
    previousPurchases: past.map((p) => ({ ...p, createdAt: p.createdAt.toISOString(), totalQuantity: wholeTokens(p.totalQuantity) })),
    rewardPreview: preview,
  }
}
