import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../db/index'
import { preparedPerDatabase } from '../db/prepared'
import { purchaseCounts, userCounts } from '../db/schema'

/**
 * Totals read from the counters the database keeps by trigger (schema: purchaseCounts, userCounts):
 * a handful of shard rows, however large the ledger grows. Exact and transactional, like count(*).
 */

const sum = (n: typeof purchaseCounts.n | typeof userCounts.n) => sql<number>`coalesce(sum(${n}), 0)::int`

// Every list page reads one of these, so each is one statement for every filter combination (a
// filter left out is a null placeholder), prepared once. PostgreSQL plans each call for its values
// while that is cheaper than one generic plan, so the key's index is still used.
const purchaseTotal = preparedPerDatabase((db) =>
  db
    .select({ total: sum(purchaseCounts.n) })
    .from(purchaseCounts)
    .where(
      and(
        sql`(${sql.placeholder('companyId')}::uuid is null or ${purchaseCounts.companyId} = ${sql.placeholder('companyId')})`,
        sql`(${sql.placeholder('status')}::purchase_status is null or ${purchaseCounts.status} = ${sql.placeholder('status')})`,
      ),
    )
    .prepare('purchase_total'),
)

const userTotal = preparedPerDatabase((db) =>
  db
    .select({ total: sum(userCounts.n) })
    .from(userCounts)
    .where(
      and(
        eq(userCounts.companyId, sql.placeholder('companyId')),
        sql`(${sql.placeholder('isApproved')}::boolean is null or ${userCounts.isApproved} = ${sql.placeholder('isApproved')})`,
      ),
    )
    .prepare('user_total'),
)

/**
 * The same total as a scalar subquery, for a prepared statement that carries it beside its rows;
 * it takes the statement's `companyId` and `status` placeholders.
 */
export function purchaseTotalColumn(filter: { byCompany: boolean; byStatus: boolean }) {
  const where = and(
    filter.byCompany ? eq(purchaseCounts.companyId, sql.placeholder('companyId')) : undefined,
    filter.byStatus ? eq(purchaseCounts.status, sql.placeholder('status')) : undefined,
  )
  return sql<number | null>`(select ${sum(purchaseCounts.n)} from ${purchaseCounts}${where ? sql` where ${where}` : sql``})`
}

/** A page's rows as a list hands them out, without the total that rode along on each. */
export const withoutTotal = <T extends { total: unknown }>({ total: _, ...row }: T) => row

/** Purchases of one company (or of every company, for the super admin), optionally of one status. */
export async function countPurchases(db: Executor, q: { companyId?: string; status?: 'PENDING' | 'APPROVED' | 'REJECTED' }) {
  const [{ total }] = await purchaseTotal(db).execute({ companyId: q.companyId ?? null, status: q.status ?? null })
  return total
}

/** countUsers as a scalar subquery (see purchaseTotalColumn); takes `companyId` and `isApproved` placeholders. */
export function userTotalColumn(filter: { byApproval: boolean }) {
  const where = and(
    eq(userCounts.companyId, sql.placeholder('companyId')),
    filter.byApproval ? eq(userCounts.isApproved, sql.placeholder('isApproved')) : undefined,
  )
  return sql<number | null>`(select ${sum(userCounts.n)} from ${userCounts} where ${where})`
}

/** Live users of a company (members and admins), optionally only approved or unapproved ones. */
export async function countUsers(db: Executor, q: { companyId: string; isApproved?: boolean }) {
  const [{ total }] = await userTotal(db).execute({ companyId: q.companyId, isApproved: q.isApproved ?? null })
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
