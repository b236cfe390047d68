import { and, count, desc, eq, getTableColumns, ilike, or, sql, type Placeholder } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/index'
import { preparedPerDatabase } from '../../db/prepared'
import { likeTerm } from '../../lib/purchase-ledger'
import { beneficiaries, companies, media, purchases, sessions } from '../../db/schema'
import { selectFromLiveSession } from '../../lib/sessions'

/** The only place the member purchase feature touches the database. */

/**
 * A supply share can end in .5 (30% of an odd total); members buy whole tokens, so what they are
 * offered, and told remains, is the whole part.
 */
const saleColumns = {
  price: companies.price,
  platformChargePercent: companies.platformChargePercent,
  remainingPrivateSupply: sql<string>`floor(${companies.remainingPrivateSupply})::text`,
  tokenSymbol: companies.tokenSymbol,
}
const companySale = preparedPerDatabase((db) =>
  db.select(saleColumns).from(companies).where(eq(companies.id, sql.placeholder('companyId'))).prepare('company_sale'),
)
// price/get, every member's launch-day poll: the sale of the session's own company, in the session check's statement.
const sessionSale = preparedPerDatabase((db) =>
  selectFromLiveSession(db, { sale: saleColumns }).leftJoin(companies, eq(companies.id, sessions.companyId)).prepare('session_sale'),
)

export async function sessionAndSale(db: Executor, sid: string) {
  return sessionSale(db).execute({ sid })
}

export async function findCompanySale(db: Executor, companyId: string) {
  const [company] = await companySale(db).execute({ companyId })
  return company
}

export async function listBeneficiaries(db: Executor, companyId: string) {
  return db
    .select()
    .from(beneficiaries)
    .where(eq(beneficiaries.companyId, companyId))
    .orderBy(desc(beneficiaries.isPrimary), beneficiaries.createdAt)
}

export async function findOwnMedia(db: Executor, mediaId: string, userId: string) {
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, mediaId), eq(media.ownerUserId, userId)))
  return row
}

export async function findPurchaseByRef(db: Executor, userId: string, purchaseRef: string) {
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.purchaseRef, purchaseRef)))
  return row
}

export interface NewPurchase {
  companyId: string
  userId: string
  purchaseRef: string
  paymentMethod: 'UPI' | 'BANK' | 'MANUAL'
  amount: string
  referenceNumber: string | null
  receiptId: string | null
  bankName: string | null
  requestHash: string
}

/**
 * Price, fee and quantity come from the company row inside the same statement, in numeric
 * arithmetic: the browser's figures are never trusted and no float is involved. No row comes back
 * when the amount buys no whole token or more than the remaining private supply.
 */
export async function insertPurchase(db: Executor, p: NewPurchase) {
  const amount = sql`${p.amount}::numeric`
  const quantity = sql`floor(${amount} / ${companies.price})`
  const fee = sql`round(${amount} * ${companies.platformChargePercent} / 100, 2)`
  const result = await db.execute<{ id: string }>(sql`
    insert into ${purchases} (company_id, user_id, purchase_ref, payment_method, amount, price, total_quantity,
      fee_percent, fee_amount, final_amount, reference_number, receipt_id, bank_name, request_hash)
    select ${companies.id}, ${p.userId}, ${p.purchaseRef}, ${p.paymentMethod}, ${amount}, ${companies.price}, ${quantity},
      ${companies.platformChargePercent}, ${fee}, ${amount} + ${fee}, ${p.referenceNumber}, ${p.receiptId}, ${p.bankName}, ${p.requestHash}
    from ${companies}
    where ${companies.id} = ${p.companyId} and ${quantity} >= 1 and ${quantity} <= ${companies.remainingPrivateSupply}
    returning id`)
  return result.rows[0]
}

export async function findPurchase(db: Executor, id: string) {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id))
  return row
}

/**
 * One statement for every filter combination (a filter left out is a null placeholder), so it can be
 * prepared once: the history is a member's hot read. A member's purchases are few and found by the
 * (user_id, created_at) index, so one generic plan fits every combination.
 */
const historyFilter = (userId: Placeholder | AnyPgColumn) =>
  and(
    eq(purchases.userId, userId),
    sql`(${sql.placeholder('status')}::purchase_status is null or ${purchases.status} = ${sql.placeholder('status')})`,
    sql`(${sql.placeholder('term')}::text is null or ${or(
      ilike(purchases.purchaseRef, sql.placeholder('term')),
      ilike(sql`${purchases.paymentMethod}::text`, sql.placeholder('term')),
      ilike(purchases.referenceNumber, sql.placeholder('term')),
    )})`,
  )
// The page is joined to the session check (its statement answers both) and its total rides along as
// a window count, taken before LIMIT: one round trip, not three. A member without a purchase still
// gets the session's row, with no purchase in it. Only a page past the end has no row at all, and
// then the session and the count are asked for on their own.
const historyPage = preparedPerDatabase((db) =>
  selectFromLiveSession(db, { purchase: getTableColumns(purchases), total: sql<number>`(count(${purchases.id}) over ())::int` })
    .leftJoin(purchases, historyFilter(sessions.userId))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('member_history_page'),
)
const historyTotal = preparedPerDatabase((db) =>
  db.select({ total: count() }).from(purchases).where(historyFilter(sql.placeholder('userId'))).prepare('member_history_total'),
)

export interface HistoryFilter {
  status?: 'PENDING' | 'APPROVED' | 'REJECTED'
  search?: string
}
const filterParams = (q: HistoryFilter) => ({
  status: q.status ?? null,
  // A blank search is no search, as in the admin ledger.
  term: q.search?.trim() ? likeTerm(q.search) : null,
})

/** One page of the session's member's purchases, newest first; search covers the order id, the method and the UTR. */
export async function sessionAndHistoryPage(db: Executor, sid: string, q: HistoryFilter & { page: number; limit: number }) {
  return historyPage(db).execute({ sid, ...filterParams(q), limit: q.limit, offset: (q.page - 1) * q.limit })
}

export async function countMemberPurchases(db: Executor, userId: string, q: HistoryFilter) {
  const [{ total }] = await historyTotal(db).execute({ userId, ...filterParams(q) })
  return total
}
