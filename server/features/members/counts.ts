import { and, eq, sql, type Placeholder } from 'drizzle-orm'
import type { Executor } from '../../db/index'
import { userCounts } from '../../db/schema'

/** User totals read from the counters the database keeps by trigger (schema: userCounts), like countPurchases. */

const sum = sql<number>`coalesce(sum(${userCounts.n}), 0)::int`

const userRows = (companyId: string | Placeholder, isApproved?: boolean | Placeholder) =>
  and(eq(userCounts.companyId, companyId), isApproved === undefined ? undefined : eq(userCounts.isApproved, isApproved))

/** countUsers as a scalar subquery for a prepared page statement; takes `companyId` and `isApproved` placeholders. */
export function userTotalColumn(filter: { byApproval: boolean }) {
  const where = userRows(sql.placeholder('companyId'), filter.byApproval ? sql.placeholder('isApproved') : undefined)
  return sql<number | null>`(select ${sum} from ${userCounts} where ${where})`
}

/** Live users of a company (members and admins), optionally only approved or unapproved ones. */
export async function countUsers(db: Executor, q: { companyId: string; isApproved?: boolean }) {
  const [{ total }] = await db.select({ total: sum }).from(userCounts).where(userRows(q.companyId, q.isApproved))
  return total
}
