import { and, desc, eq, ilike, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { ListUserTransactionsData } from '@/client/types.gen'
import type { Executor } from '../../db/index'
import { batchedPerTurn } from '../../db/batched'
import { textRow, type TextRowOf } from '../../db/text-row'
import { idsPlaceholder, oneOf, pagePlaceholder, preparedPerDatabase } from '../../db/prepared'
import { likeTerm, pageOffset } from '../../lib/paging'
import { beneficiaries, companies, media, memberPurchaseCounts, purchases, users } from '../../db/schema'

/** A member's purchases: the sale they buy from, their submissions and their history. The admin ledger is the ledger-*.ts files. */

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
// price/get is every member's launch-day poll: the companies asked for in one turn are read in one statement.
const companySales = preparedPerDatabase((db) =>
  db
    .select({ id: companies.id, ...saleColumns })
    .from(companies)
    .where(oneOf(companies.id, idsPlaceholder('companyIds')))
    .prepare('company_sales'),
)
const companySale = batchedPerTurn(async (db, companyIds: readonly string[]) => {
  const rows = await companySales(db).execute({ companyIds: [...companyIds] })
  return new Map(rows.map(({ id, ...sale }) => [id, sale]))
})

export async function findCompanySale(db: Executor, companyId: string) {
  return companySale(db, companyId)
}

/** Whether the company lists a receiving account at this bank, which a bank transfer must name. */
export async function isListedBank(db: Executor, companyId: string, bankName: string) {
  const [row] = await db
    .select({ id: beneficiaries.id })
    .from(beneficiaries)
    .where(and(eq(beneficiaries.companyId, companyId), eq(beneficiaries.bankName, bankName)))
    .limit(1)
  return !!row
}

/** The member's own upload, and whether a purchase already holds it as its receipt. */
export async function findOwnMedia(db: Executor, mediaId: string, userId: string) {
  const [row] = await db
    .select({ id: media.id, isReceipt: sql<boolean>`exists (select 1 from ${purchases} where ${purchases.receiptId} = ${media.id})` })
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

/** What a history record shows (toUserTransaction), and no more: the page reads only these columns. */
const recordColumns = {
  id: purchases.id,
  purchaseRef: purchases.purchaseRef,
  createdAt: purchases.createdAt,
  paymentMethod: purchases.paymentMethod,
  referenceNumber: purchases.referenceNumber,
  amount: purchases.amount,
  price: purchases.price,
  totalQuantity: purchases.totalQuantity,
  feePercent: purchases.feePercent,
  feeAmount: purchases.feeAmount,
  finalAmount: purchases.finalAmount,
  status: purchases.status,
  receiptId: purchases.receiptId,
  rejectionReason: purchases.rejectionReason,
}
/**
 * A history record as the page's JSON carries it (its columns as text) and as toUserTransaction takes
 * it, read back by name in one object literal; a whole purchase row is one too.
 */
const recordRow = textRow(recordColumns)
export type HistoryRecord = TextRowOf<typeof recordColumns>
type RecordJson = (string | null)[]

/**
 * One page of a member's purchases: one round trip, one row. The page is a lateral read of `limit` purchases in the order of the (user_id,
 * created_at, id) index, and the unfiltered total a lookup in the member's counter (migration 0008),
 * so neither reads all of the member's purchases; a status or a search counts its matches, among
 * the member's own purchases only. The row comes back even when the page is empty (no purchase, or
 * a page past the end), carrying the total.
 * A filter left out is left out of the statement, not passed as a null: a generic plan cannot see
 * that a null placeholder makes its condition true, and plans every page as if filtered (a bitmap
 * scan and a sort of all the member's purchases). Hence four prepared statements, one per combination.
 */
function buildHistoryPage(db: Executor, status: boolean, search: boolean) {
  // The members of one batch (historyPage), each its own row.
  const member = sql`"u"."id"`
  const filter = and(
    eq(purchases.userId, member),
    status ? eq(purchases.status, sql.placeholder('status')) : undefined,
    search
      ? or(
          ilike(purchases.purchaseRef, sql.placeholder('term')),
          ilike(sql`${purchases.paymentMethod}::text`, sql.placeholder('term')),
          ilike(purchases.referenceNumber, sql.placeholder('term')),
        )
      : undefined,
  )
  // Unfiltered, the member's counter; a status or a search counts the member's matching purchases.
  const counted =
    status || search
      ? db
          .select({ total: sql<number>`count(*)::int`.as('total') })
          .from(purchases)
          .where(filter)
      : db
          .select({ total: sql<number>`coalesce(sum(${memberPurchaseCounts.n}), 0)::int`.as('total') })
          .from(memberPurchaseCounts)
          .where(eq(memberPurchaseCounts.userId, member))
  const total = counted.as('total')
  const rows = db
    .select(recordColumns)
    .from(purchases)
    .where(filter)
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(pagePlaceholder('limit'))
    .offset(pagePlaceholder('offset'))
    .as('rows')
  // The page comes back as one JSON array beside its total: one row to parse and map.
  const page = db
    .select({ records: sql<RecordJson[] | null>`json_agg(${recordRow.arrayFrom(rows)} order by ${rows.createdAt} desc, ${rows.id} desc)`.as('records') })
    .from(rows)
    .as('page')
  return db
    .select({ userId: sql<string>`"u"."id"`, total: total.total, records: page.records })
    .from(sql`unnest((select ${sql.placeholder('userIds')}::uuid[])) as "u"("id")`)
    .leftJoinLateral(total, sql`true`)
    .leftJoinLateral(page, sql`true`)
}
const historyPages = [false, true].flatMap((status) =>
  [false, true].map((search) => {
    const name = ['member_history_page', status && 'status', search && 'search'].filter(Boolean).join('_')
    return { status, search, query: preparedPerDatabase((db) => buildHistoryPage(db, status, search).prepare(name)) }
  }),
)

export type HistoryFilter = Pick<NonNullable<ListUserTransactionsData['query']>, 'status' | 'search'>

interface HistoryAsk {
  userId: string
  status?: HistoryFilter['status']
  term?: string
  limit: number
  offset: number
}

// The member history is a launch-day read too: the members asking for the same page (and filter)
// in one turn are answered by one statement, a row each.
const historyOf = batchedPerTurn(async (db, asks: readonly HistoryAsk[]) => {
  const found = new Map<HistoryAsk, { total: number | null; records: RecordJson[] | null }>()
  const groups = new Map<string, HistoryAsk[]>()
  for (const ask of asks) {
    const key = JSON.stringify([ask.status, ask.term, ask.limit, ask.offset])
    groups.set(key, [...(groups.get(key) ?? []), ask])
  }
  await Promise.all(
    [...groups.values()].map(async (group) => {
      const { status, term, limit, offset } = group[0]
      const { query } = historyPages.find((v) => v.status === !!status && v.search === !!term)!
      const rows = await query(db).execute({ userIds: [...new Set(group.map((ask) => ask.userId))], status, term, limit, offset })
      const byUser = new Map(rows.map((row) => [row.userId, row]))
      for (const ask of group) found.set(ask, byUser.get(ask.userId) ?? { total: 0, records: null })
    }),
  )
  return found
})

/** One page of a member's purchases, newest first, and their total; search covers the order id, the method and the UTR. */
export async function historyPage(db: Executor, userId: string, q: HistoryFilter & { page: number; limit: number }) {
  // A blank search is no search, as in the admin ledger.
  const term = q.search?.trim() ? likeTerm(q.search) : undefined
  const row = await historyOf(db, { userId, status: q.status, term, limit: q.limit, offset: pageOffset(q.page, q.limit) })
  return { total: row?.total ?? 0, records: (row?.records ?? []).map(recordRow.read) }
}

const approver = alias(users, 'approver')
/**
 * What a payment receipt shows, for the member's own purchase only (any other id, or another
 * member's purchase, finds nothing): the purchase, its company and token, the member, and the name
 * of the admin who decided it (null once that account is gone).
 */
const receiptFacts = preparedPerDatabase((db) =>
  db
    .select({
      status: purchases.status,
      language: users.language,
      companyName: companies.name,
      tokenName: companies.tokenName,
      tokenSymbol: companies.tokenSymbol,
      memberName: users.name,
      memberId: users.referralCode,
      email: users.email,
      mobile: users.mobile,
      orderNumber: purchases.purchaseRef,
      paymentMethod: purchases.paymentMethod,
      referenceNumber: purchases.referenceNumber,
      amount: purchases.amount,
      price: purchases.price,
      feePercent: purchases.feePercent,
      feeAmount: purchases.feeAmount,
      finalAmount: purchases.finalAmount,
      totalQuantity: purchases.totalQuantity,
      approvedAt: purchases.decidedAt,
      approverName: approver.name,
    })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .innerJoin(companies, eq(companies.id, purchases.companyId))
    .leftJoin(approver, eq(approver.id, purchases.decidedById))
    .where(and(eq(purchases.id, sql.placeholder('purchaseId')), eq(purchases.userId, sql.placeholder('userId'))))
    .prepare('member_receipt_facts'),
)

export async function findReceiptFacts(db: Executor, purchaseId: string, userId: string) {
  const [row] = await receiptFacts(db).execute({ purchaseId, userId })
  return row
}
