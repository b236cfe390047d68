import { and, eq, sql, type Placeholder } from 'drizzle-orm'
import type { Executor } from '../db/index'
import { preparedPerDatabase } from '../db/prepared'
import { purchaseCounts, userCounts } from '../db/schema'

/**
 * Totals read from the counters the database keeps by trigger (schema: purchaseCounts, userCounts):
 * a handful of shard rows, however large the ledger grows. Exact and transactional, like count(*).
 */

const sum = (n: typeof purchaseCounts.n | typeof userCounts.n) => sql<number>`coalesce(sum(${n}), 0)::int`

type PurchaseStatus = (typeof purchaseCounts.status.enumValues)[number]

/** Which counter rows make up a total; a value or a statement's placeholder, and undefined for all. */
const purchaseRows = (companyId?: string | Placeholder, status?: PurchaseStatus | Placeholder) =>
  and(
    companyId === undefined ? undefined : eq(purchaseCounts.companyId, companyId),
    status === undefined ? undefined : eq(purchaseCounts.status, status),
  )
const userRows = (companyId: string | Placeholder, isApproved?: boolean | Placeholder) =>
  and(eq(userCounts.companyId, companyId), isApproved === undefined ? undefined : eq(userCounts.isApproved, isApproved))

/**
 * The total as a scalar subquery, for a prepared page statement that carries it beside its rows;
 * it takes the statement's `companyId` and `status` placeholders.
 */
export function purchaseTotalColumn(filter: { byCompany: boolean; byStatus: boolean }) {
  const where = purchaseRows(
    filter.byCompany ? sql.placeholder('companyId') : undefined,
    filter.byStatus ? sql.placeholder('status') : undefined,
  )
  return sql<number | null>`(select ${sum(purchaseCounts.n)} from ${purchaseCounts}${where ? sql` where ${where}` : sql``})`
}

/** countUsers as a scalar subquery (see purchaseTotalColumn); takes `companyId` and `isApproved` placeholders. */
export function userTotalColumn(filter: { byApproval: boolean }) {
  const where = userRows(sql.placeholder('companyId'), filter.byApproval ? sql.placeholder('isApproved') : undefined)
  return sql<number | null>`(select ${sum(userCounts.n)} from ${userCounts} where ${where})`
}

/** A page's rows as a list hands them out, without the total that rode along on each. */
export const withoutTotal = <T extends { total: unknown }>({ total: _, ...row }: T) => row

/**
 * Purchases of one company (or of every company, for the super admin), optionally of one status.
 * List pages carry this total themselves (purchaseTotalColumn); it is asked on its own only for a
 * page past the end, which has no row to carry it.
 */
export async function countPurchases(db: Executor, q: { companyId?: string; status?: PurchaseStatus }) {
  const [{ total }] = await db.select({ total: sum(purchaseCounts.n) }).from(purchaseCounts).where(purchaseRows(q.companyId, q.status))
  return total
}

/** Live users of a company (members and admins), optionally only approved or unapproved ones; see countPurchases. */
export async function countUsers(db: Executor, q: { companyId: string; isApproved?: boolean }) {
  const [{ total }] = await db.select({ total: sum(userCounts.n) }).from(userCounts).where(userRows(q.companyId, q.isApproved))
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
