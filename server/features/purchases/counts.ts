import { and, eq, sql, type Placeholder } from 'drizzle-orm'
import type { Executor } from '../../db/index'
import { purchaseCounts } from '../../db/schema'

/**
 * Purchase totals read from the counters the database keeps by trigger (schema: purchaseCounts): a
 * handful of shard rows, however large the ledger grows. Exact and transactional, like count(*).
 */

const sum = sql<number>`coalesce(sum(${purchaseCounts.n}), 0)::int`

type PurchaseStatus = (typeof purchaseCounts.status.enumValues)[number]

/** Which counter rows make up a total; a value or a statement's placeholder, and undefined for all. */
const purchaseRows = (companyId?: string | Placeholder, status?: PurchaseStatus | Placeholder) =>
  and(companyId === undefined ? undefined : eq(purchaseCounts.companyId, companyId), status === undefined ? undefined : eq(purchaseCounts.status, status))

/**
 * The total as a scalar subquery, for a prepared page statement that carries it beside its rows;
 * it takes the statement's `companyId` and `status` placeholders.
 */
export function purchaseTotalColumn(filter: { byCompany: boolean; byStatus: boolean }) {
  const where = purchaseRows(filter.byCompany ? sql.placeholder('companyId') : undefined, filter.byStatus ? sql.placeholder('status') : undefined)
  return sql<number | null>`(select ${sum} from ${purchaseCounts}${where ? sql` where ${where}` : sql``})`
}

/**
 * Purchases of one company (or of every company, for the super admin), optionally of one status.
 * List pages carry this total themselves (purchaseTotalColumn); it is asked on its own only for a
 * page past the end, which has no row to carry it.
 */
export async function countPurchases(db: Executor, q: { companyId?: string; status?: PurchaseStatus }) {
  const [{ total }] = await db.select({ total: sum }).from(purchaseCounts).where(purchaseRows(q.companyId, q.status))
  return total
}
