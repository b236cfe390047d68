import { and, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Database, Executor } from '../db/index'
import { companies, purchases, users } from '../db/schema'
import { conflict, notFound } from './errors'
import { countPurchases } from './live-counts'
import { signedMediaUrl } from './media-links'
import { wholeTokens } from './amounts'

/**
 * The purchase ledger as company admins and the super admin see it, and the two decisions on it.
 * Shared by the admin and super-admin features; members read their own history elsewhere.
 */

// A subquery rather than a second join of users: drizzle cannot type a table joined with its own alias.
const deciderName = sql<string | null>`(select d.name from ${users} d where d.id = ${purchases.decidedById})`

const ledgerColumns = {
  purchase: getTableColumns(purchases),
  user: { id: users.id, referralCode: users.referralCode, name: users.name, mobile: users.mobile },
  deciderName,
  company: { id: companies.id, companyName: companies.name, tokenSymbol: companies.tokenSymbol },
}

export interface LedgerQuery {
  /** Omitted only for the super admin's platform-wide view. */
  companyId?: string
  page: number
  limit: number
  status?: 'PENDING' | 'APPROVED' | 'REJECTED'
  search?: string
}

export function likeTerm(search: string): string {
  return `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export async function listLedger(db: Database, q: LedgerQuery) {
  const conditions: (SQL | undefined)[] = []
  if (q.companyId) conditions.push(eq(purchases.companyId, q.companyId))
  if (q.status) conditions.push(eq(purchases.status, q.status))
  if (q.search?.trim()) {
    const term = likeTerm(q.search)
    conditions.push(
      or(
        ilike(purchases.purchaseRef, term),
        ilike(purchases.referenceNumber, term),
        ilike(sql`${purchases.paymentMethod}::text`, term),
        ilike(users.name, term),
        ilike(users.mobile, term),
        ilike(users.referralCode, term),
        // Only the super admin's platform-wide view spans companies; there the company is searchable too.
        ...(q.companyId ? [] : [ilike(companies.name, term), ilike(companies.tokenSymbol, term)]),
      ),
    )
  }
  const where = and(...conditions)
  const searching = Boolean(q.search?.trim())
  const newestFirst = [desc(purchases.createdAt), desc(purchases.id)]
  // The page's ids first, from the ledger's index alone; only those ten rows are then joined to
  // their member, company and decider. Joining first would do that work for every row an offset
  // skips: 10,000 member lookups to show page 1,000.
  let page = db.select({ id: purchases.id }).from(purchases).$dynamic()
  if (searching) page = page.innerJoin(users, eq(users.id, purchases.userId)).innerJoin(companies, eq(companies.id, purchases.companyId))
  page = page.where(where).orderBy(...newestFirst).limit(q.limit).offset((q.page - 1) * q.limit)
  const [rows, total] = await Promise.all([
    db
      .select(ledgerColumns)
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .innerJoin(companies, eq(companies.id, purchases.companyId))
      .where(inArray(purchases.id, page))
      .orderBy(...newestFirst),
    searching ? countMatches(db, where) : countPurchases(db, q),
  ])
  return { rows, total }
}

/**
 * Only a search is counted row by row; every other total (a company's ledger, one status, the whole
 * platform) comes from the live counters, so page 1 costs the same at 10,000 purchases and at 1,000,000.
 */
async function countMatches(db: Database, where: SQL | undefined) {
  const [{ total }] = await db
    .select({ total: count() })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .innerJoin(companies, eq(companies.id, purchases.companyId))
    .where(where)
  return total
}

export type LedgerRow = Awaited<ReturnType<typeof listLedger>>['rows'][number]

export function toAdminTransaction(secret: Uint8Array, { purchase: p, user, deciderName: decider }: LedgerRow) {
  return {
    id: p.id,
    transactionId: p.purchaseRef,
    user,
    paymentMethod: p.paymentMethod,
    amount: p.amount,
    price: p.price,
    totalQuantity: wholeTokens(p.totalQuantity),
    feeAmount: p.feeAmount,
    finalAmount: p.finalAmount,
    status: p.status,
    referenceNumber: p.referenceNumber,
    bankName: p.bankName,
    receipt: p.receiptId ? { url: signedMediaUrl(secret, p.receiptId) } : null,
    decidedBy: p.decidedById ? { id: p.decidedById, name: decider ?? 'Deleted admin' } : null,
    decidedAt: p.decidedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  }
}

export async function findLedgerRow(db: Database, companyId: string, purchaseId: string) {
  const [row] = await db
    .select(ledgerColumns)
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .innerJoin(companies, eq(companies.id, purchases.companyId))
    .where(and(eq(purchases.id, purchaseId), eq(purchases.companyId, companyId)))
  return row
}

const collectedColumn = {
  BANK: companies.collectedBank,
  UPI: companies.collectedUpi,
  MANUAL: companies.collectedManual,
  CRYPTO: companies.collectedCrypto,
} as const

/**
 * PENDING -> APPROVED in one transaction, each step guarded by its own condition: the status flip
 * only while still PENDING, the supply only while enough remains (CHECK >= 0 is the backstop).
 * Two admins at the same moment, or one clicking twice, can approve once and never oversell.
 */
export async function approvePurchase(db: Executor, companyId: string, purchaseId: string, adminId: string) {
  await db.transaction(async (tx) => {
    const [approved] = await tx
      .update(purchases)
      .set({ status: 'APPROVED', decidedById: adminId, decidedAt: sql`now()` })
      .where(and(eq(purchases.id, purchaseId), eq(purchases.companyId, companyId), eq(purchases.status, 'PENDING')))
      .returning({ quantity: purchases.totalQuantity, finalAmount: purchases.finalAmount, method: purchases.paymentMethod, userId: purchases.userId })
    if (!approved) throw await whyNotPending(tx, companyId, purchaseId)

    const collected = collectedColumn[approved.method]
    const [supplied] = await tx
      .update(companies)
      .set({
        remainingPrivateSupply: sql`${companies.remainingPrivateSupply} - ${approved.quantity}::numeric`,
        tokensSold: sql`${companies.tokensSold} + ${approved.quantity}::numeric`,
        [collectedKey(approved.method)]: sql`${collected} + ${approved.finalAmount}::numeric`,
      })
      .where(and(eq(companies.id, companyId), sql`${companies.remainingPrivateSupply} >= ${approved.quantity}::numeric`))
      .returning({ id: companies.id })
    if (!supplied) throw conflict('Not enough tokens remain in the private supply to approve this purchase.')

    await tx
      .update(users)
      .set({ stockBalance: sql`${users.stockBalance} + ${approved.quantity}::numeric` })
      .where(eq(users.id, approved.userId))
  })
}

function collectedKey(method: keyof typeof collectedColumn) {
  return ({ BANK: 'collectedBank', UPI: 'collectedUpi', MANUAL: 'collectedManual', CRYPTO: 'collectedCrypto' } as const)[method]
}

/** PENDING -> REJECTED, only while still PENDING. Nothing else moves. */
export async function rejectPurchase(db: Executor, companyId: string, purchaseId: string, adminId: string) {
  const [rejected] = await db
    .update(purchases)
    .set({ status: 'REJECTED', decidedById: adminId, decidedAt: sql`now()` })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.companyId, companyId), eq(purchases.status, 'PENDING')))
    .returning({ id: purchases.id })
  if (!rejected) throw await whyNotPending(db, companyId, purchaseId)
}

async function whyNotPending(db: Executor, companyId: string, purchaseId: string) {
  const [row] = await db
    .select({ status: purchases.status })
    .from(purchases)
    .where(and(eq(purchases.id, purchaseId), eq(purchases.companyId, companyId)))
  if (!row) return notFound('Purchase not found.')
  return conflict(`This purchase has already been ${row.status.toLowerCase()}.`)
}
