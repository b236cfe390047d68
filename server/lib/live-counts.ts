import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../db/index'
import { preparedPerDatabase } from '../db/prepared'
import { purchaseCounts, userCounts } from '../db/schema'

/**
 * Totals read from the counters the database keeps by trigger (schema: purchaseCounts, userCounts):
 * a handful of shard rows, however large the ledger grows. Exact and transactional, like count(*).
 */

const sum = (n: typeof purchaseCounts.n | typeof userCounts.n) => sql<number>`coalesce(sum(${n}), 0)::int`

/** Purchases of one company (or of every company, for the super admin), optionally of one status. */
export async function countPurchases(db: Executor, q: { companyId?: string; status?: 'PENDING' | 'APPROVED' | 'REJECTED' }) {
  const [{ total }] = await db
    .select({ total: sum(purchaseCounts.n) })
    .from(purchaseCounts)
    .where(and(q.companyId ? eq(purchaseCounts.companyId, q.companyId) : undefined, q.status ? eq(purchaseCounts.status, q.status) : undefined))
  return total
}

/** Live users of a company (members and admins), optionally only approved or unapproved ones. */
export async function countUsers(db: Executor, q: { companyId: string; isApproved?: boolean }) {
  const [{ total }] = await db
    .select({ total: sum(userCounts.n) })
    .from(userCounts)
    .where(and(eq(userCounts.companyId, q.companyId), q.isApproved === undefined ? undefined : eq(userCounts.isApproved, q.isApproved)))
  return total
}

const memberFiguresQuery = preparedPerDatabase((db) =>
  db
    .select({ status: userCounts.status, isApproved: userCounts.isApproved, n: sum(userCounts.n) })
    .from(userCounts)
    .where(and(eq(userCounts.companyId, sql.placeholder('companyId')), eq(userCounts.role, 'USER')))
    .groupBy(userCounts.status, userCounts.isApproved)
    .prepare('member_figures'),
)

/** Live members (role USER) of a company by status and by approval, for the dashboard. */
export async function memberFigures(db: Executor, companyId: string) {
  const rows = await memberFiguresQuery(db).execute({ companyId })
  const figures = { total: 0, ACTIVE: 0, INACTIVE: 0, BLOCKED: 0, approved: 0, pending: 0 }
  for (const { status, isApproved, n } of rows) {
    figures.total += n
    figures[status] += n
    figures[isApproved ? 'approved' : 'pending'] += n
  }
  return figures
}
