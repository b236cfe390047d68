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

/** Live members (role USER) of a company, counted by one of the counters' columns. */
const membersBy = (column: typeof userCounts.status | typeof userCounts.isApproved, name: string) =>
  preparedPerDatabase((db) =>
    db
      .select({ key: column, n: sum(userCounts.n) })
      .from(userCounts)
      .where(and(eq(userCounts.companyId, sql.placeholder('companyId')), eq(userCounts.role, 'USER')))
      .groupBy(column)
      .prepare(name),
  )
const byStatusQuery = membersBy(userCounts.status, 'members_by_status')
const byApprovalQuery = membersBy(userCounts.isApproved, 'members_by_approval')

/** Live members of a company by status, for the dashboard's cards. */
export async function membersByStatus(db: Executor, companyId: string) {
  const figures = { ACTIVE: 0, INACTIVE: 0, BLOCKED: 0 }
  for (const { key, n } of await byStatusQuery(db).execute({ companyId })) figures[key as keyof typeof figures] += n
  return figures
}

/** Live members of a company by approval, for the dashboard's member statistics. */
export async function membersByApproval(db: Executor, companyId: string) {
  const figures = { approved: 0, pending: 0 }
  for (const { key, n } of await byApprovalQuery(db).execute({ companyId })) figures[key ? 'approved' : 'pending'] += n
  return figures
}
