import { and, eq, sql } from 'drizzle-orm'
import type { PurchaseReward } from '@/client/types.gen'
import type { Database, Executor } from '../../db/index'
import { preparedPerDatabase } from '../../db/prepared'
import { companies, purchases, users } from '../../db/schema'
import { conflict, HttpError, notFound } from '../../lib/errors'
import { isCheckViolation } from '../../lib/pg-errors'
import { ledgerColumns, nameOfUser, rewardsJson, toRewards, type DecidedRow } from './ledger-rows'

/** The two decisions on a pending purchase, approval and rejection, and what an approval paid. */

const rewardsOfPurchase = preparedPerDatabase((db) =>
  db
    .select({ rewards: rewardsJson(sql`${sql.placeholder('purchaseId')}::uuid`) })
    .from(sql`(select 1) as one`)
    .prepare('ledger_rewards_of_purchase'),
)

/**
 * The rewards a purchase just approved paid. The settlement trigger writes them in the approval's
 * own statement, which cannot read its trigger's rows back, hence this second read.
 */
export async function rewardsPaidBy(db: Executor, row: DecidedRow): Promise<PurchaseReward[]> {
  if (row.purchase.status !== 'APPROVED' || !row.referredById) return []
  const [found] = await rewardsOfPurchase(db).execute({ purchaseId: row.purchase.id })
  return toRewards(found.rewards)
}

/**
 * The status flip both decisions start with, as a CTE taking the `purchaseId`, `companyId` and
 * `adminId` placeholders: only while the purchase is still PENDING, in the admin's company.
 */
function decision<A extends string>(db: Executor, alias: A, status: 'APPROVED' | 'REJECTED') {
  // Tokens are never approved onto an account that is gone (a deletion rejects its pending
  // purchases; this also covers any left from before that rule).
  const memberLive = status === 'APPROVED' ? sql`exists (select 1 from ${users} where ${users.id} = ${purchases.userId} and ${users.deletedAt} is null)` : undefined
  return db.$with(alias).as(
    db
      .update(purchases)
      .set({
        status,
        decidedById: sql`${sql.placeholder('adminId')}`,
        decidedAt: sql`now()`,
        // A rejection carries the admin's reason (or none) for the member's history.
        ...(status === 'REJECTED' ? { rejectionReason: sql`${sql.placeholder('reason')}` } : {}),
      })
      .where(and(eq(purchases.id, sql.placeholder('purchaseId')), eq(purchases.companyId, sql.placeholder('companyId')), eq(purchases.status, 'PENDING'), memberLive))
      .returning(),
  )
}
const adminName = nameOfUser(sql.placeholder('adminId'))

/**
 * A decision's statement: the status flip (see decision), answered as the admin list shows the
 * purchase. An approval's supply, sold and collected totals and the member's balance are settled by
 * the purchases_settle_approval trigger (settle-approved-purchase.sql) inside this same statement.
 */
const decisionStatement = (status: 'APPROVED' | 'REJECTED', name: string) =>
  preparedPerDatabase((db) => {
    const decided = decision(db, 'decided', status)
    return db
      .with(decided)
      .select({
        purchase: decided._.selectedFields,
        user: ledgerColumns.user,
        deciderName: adminName,
        company: ledgerColumns.company,
        referredById: ledgerColumns.referredById,
      })
      .from(decided)
      .innerJoin(users, eq(users.id, decided.userId))
      .innerJoin(companies, eq(companies.id, decided.companyId))
      .prepare(name)
  })
const approveStatement = decisionStatement('APPROVED', 'approve_purchase')
const rejectStatement = decisionStatement('REJECTED', 'reject_purchase')

/**
 * PENDING -> APPROVED in one statement: the status flip only while still PENDING (a concurrent
 * decision on the same purchase waits for the row and then finds it decided), and the settlement
 * its trigger makes, the supply taken under CHECK (remaining_private_supply >= 0), which aborts the
 * whole statement, status flip included, rather than oversell. Two admins at the same moment, or one
 * clicking twice, approve once and never oversell. One prepared round trip: approval is the
 * launch-day hot path. Answers the purchase as the admin list shows it, decided.
 */
export async function approvePurchase(db: Database, companyId: string, purchaseId: string, adminId: string): Promise<DecidedRow> {
  let row: DecidedRow | undefined
  try {
    ;[row] = await approveStatement(db).execute({ companyId, purchaseId, adminId })
  } catch (err) {
    if (isCheckViolation(err, 'companies_remaining_private_supply_non_negative')) {
      throw conflict('SUPPLY_EXHAUSTED')
    }
    throw err
  }
  if (!row) throw await whyNotPending(db, companyId, purchaseId)
  return row
}

/**
 * PENDING -> REJECTED, only while still PENDING, with the admin's reason (null without one). Nothing
 * else moves. Answers the purchase, decided.
 */
export async function rejectPurchase(db: Database, companyId: string, purchaseId: string, adminId: string, reason: string | null): Promise<DecidedRow> {
  const [row] = await rejectStatement(db).execute({ companyId, purchaseId, adminId, reason })
  if (!row) throw await whyNotPending(db, companyId, purchaseId)
  return row
}

async function whyNotPending(db: Database, companyId: string, purchaseId: string) {
  const [row] = await db
    .select({ status: purchases.status, memberDeletedAt: users.deletedAt })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(and(eq(purchases.id, purchaseId), eq(purchases.companyId, companyId)))
  if (!row) return notFound('PURCHASE_NOT_FOUND')
  if (row.status === 'PENDING' && row.memberDeletedAt) return conflict('PURCHASE_MEMBER_DELETED')
  return conflict('PURCHASE_ALREADY_DECIDED', { status: row.status.toLowerCase() })
}

type BulkOutcome =
  | { id: string; outcome: 'DECIDED'; row: DecidedRow }
  | { id: string; outcome: 'ALREADY_DECIDED'; status: 'APPROVED' | 'REJECTED' }
  | { id: string; outcome: 'NOT_FOUND' }
  | { id: string; outcome: 'SUPPLY_EXHAUSTED' | 'MEMBER_DELETED'; status: 'PENDING' }

/**
 * One decision on many purchases: each id goes through the single decision (approvePurchase or
 * rejectPurchase), one statement after the other, so each is decided exactly once and settled and
 * rewarded as one decided alone, and an id that cannot be decided leaves the others decided. One
 * after the other rather than side by side: approvals of one company queue on its row anyway, and
 * a call of 100 should not take 100 of the pool's connections from everyone else. An id sent twice
 * (uuids in either letter case) is decided once, at its first place. A failure that is not one of
 * the refusals below (the database gone) ends the call; what was decided before it stays decided.
 */
export async function decideMany(
  db: Database,
  companyId: string,
  adminId: string,
  ids: string[],
  decision: { kind: 'APPROVE' } | { kind: 'REJECT'; reason: string | null },
): Promise<BulkOutcome[]> {
  const seen = new Set<string>()
  const outcomes: BulkOutcome[] = []
  for (const id of ids) {
    const key = id.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    try {
      const row = decision.kind === 'APPROVE' ? await approvePurchase(db, companyId, id, adminId) : await rejectPurchase(db, companyId, id, adminId, decision.reason)
      outcomes.push({ id, outcome: 'DECIDED', row })
    } catch (err) {
      outcomes.push(refusedOutcome(id, err))
    }
  }
  return outcomes
}

/** The single decision's refusal as a bulk outcome; anything else is no refusal and is thrown on. */
function refusedOutcome(id: string, err: unknown): BulkOutcome {
  if (err instanceof HttpError) {
    switch (err.code) {
      case 'PURCHASE_NOT_FOUND':
        return { id, outcome: 'NOT_FOUND' }
      case 'PURCHASE_ALREADY_DECIDED':
        return { id, outcome: 'ALREADY_DECIDED', status: String(err.params?.status).toUpperCase() === 'REJECTED' ? 'REJECTED' : 'APPROVED' }
      case 'SUPPLY_EXHAUSTED':
        return { id, outcome: 'SUPPLY_EXHAUSTED', status: 'PENDING' }
      case 'PURCHASE_MEMBER_DELETED':
        return { id, outcome: 'MEMBER_DELETED', status: 'PENDING' }
    }
  }
  throw err
}
