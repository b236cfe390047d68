import { and, desc, eq, getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { AdminTransaction, ListPlatformTransactionsData, PurchaseReward } from '@/client/types.gen'
import type { Executor } from '../../db/index'
import { oneOf } from '../../db/prepared'
import { textOf, textRow, type TextRowOf } from '../../db/text-row'
import { companies, purchases, referralRewards, users } from '../../db/schema'
import { signedMediaUrl } from '../../lib/media-links'
import { wholeTokens } from '../../lib/amounts'

/**
 * What the purchase ledger's reads share, as company admins and the super admin see it: its columns,
 * its rows and how they come back, its scopes, and the statement every page ends in. The pages are
 * ledger-list.ts and ledger-search.ts, the CSV export ledger-export.ts, the decisions decisions.ts;
 * members read their own history in repository.ts.
 */

// A subquery rather than a second join of users: drizzle cannot type a table joined with its own alias.
export const nameOfUser = (id: AnyPgColumn | Placeholder) => sql<string | null>`(select d.name from ${users} d where d.id = ${id})`
const deciderName = nameOfUser(purchases.decidedById)

// The member's search text is for the walk's condition only: the member's own columns show it.
const { memberSearchText: _searchOnly, ...purchaseColumns } = getTableColumns(purchases)
export const ledgerColumns = {
  purchase: purchaseColumns,
  user: { id: users.id, referralCode: users.referralCode, name: users.name, mobile: users.mobile },
  deciderName,
  company: { id: companies.id, companyName: companies.name, tokenSymbol: companies.tokenSymbol },
  // Only an approved purchase of a referred member can have paid rewards: the others skip that read.
  referredById: users.referredById,
}

/** What a list shows of a purchase (toAdminTransaction), and no more. */
const listedPurchaseColumns = {
  id: purchases.id,
  purchaseRef: purchases.purchaseRef,
  paymentMethod: purchases.paymentMethod,
  amount: purchases.amount,
  price: purchases.price,
  totalQuantity: purchases.totalQuantity,
  feeAmount: purchases.feeAmount,
  finalAmount: purchases.finalAmount,
  status: purchases.status,
  referenceNumber: purchases.referenceNumber,
  bankName: purchases.bankName,
  receiptId: purchases.receiptId,
  decidedById: purchases.decidedById,
  decidedAt: purchases.decidedAt,
  rejectionReason: purchases.rejectionReason,
  createdAt: purchases.createdAt,
}

/**
 * A listed row travels as one JSON array of its columns as text (textRow): the purchase's, its
 * member's, its decider's name, its company's, and whether it can have paid rewards.
 */
const listedRow = textRow({
  purchase: listedPurchaseColumns,
  user: ledgerColumns.user,
  deciderName: textOf(deciderName),
  company: ledgerColumns.company,
  referredById: ledgerColumns.referredById,
})
const listedJson = sql<(string | null)[]>`to_json(${listedRow.array})`

/** A purchase as the lists show it: a ledger page's rows, and a decision's answer (which has all of its columns). */
export type DecidedRow = TextRowOf<(typeof listedRow)['shape']>
/** A ledger page's row: a purchase as listed, and the rewards it paid. */
export type LedgerRow = DecidedRow & { rewards: RewardJson[] | null }

/** A ledger page's row back from listedJson's array, by name, with the rewards it paid. */
export function ledgerRowOf({ listed, rewards }: { listed: (string | null)[]; rewards: RewardJson[] | null }): LedgerRow {
  const row = listedRow.read(listed) as LedgerRow
  row.rewards = rewards
  return row
}

/** The platform list's query with its defaults applied; companyId is omitted only for the super admin's platform-wide view. */
export type LedgerFilter = Pick<NonNullable<ListPlatformTransactionsData['query']>, 'companyId' | 'status' | 'search'>
export type LedgerQuery = LedgerFilter & { page: number; limit: number }

export const newestFirst = [desc(purchases.createdAt), desc(purchases.id)]

/** The query's company (none for the super admin's platform-wide view) and status, as conditions on the ledger. */
export const inCompany = (q: LedgerFilter) => (q.companyId ? eq(purchases.companyId, q.companyId) : undefined)
export const ofStatus = (q: LedgerFilter) => (q.status ? eq(purchases.status, q.status) : undefined)

/**
 * One page of the ledger, given the ids it shows (a handful, as a sub-select): only those rows are
 * joined to their member, company and decider. Joining before the page is cut would do that work
 * for every row an offset skips: 10,000 member lookups to show page 1,000. The rows are checked
 * against the company once more: a handful of rows, and no other company's purchase can show.
 * Every way to a page (the list, a search, a capped search's walk) ends here, and each is prepared
 * so that it keeps one generic plan (oneOf, pagePlaceholder; docs/PERFORMANCE.md, speed devices).
 */
export function ledgerPage(db: Pick<Executor, 'select'>, ids: SQL, company: SQL, total: SQL<number | null> = sql`null`) {
  return db
    .select({ listed: listedJson, rewards: rewardsColumn, total })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .innerJoin(companies, eq(companies.id, purchases.companyId))
    .where(and(oneOf(purchases.id, ids), company))
    .orderBy(...newestFirst)
}

/** The company placeholder, when the statement has one, as a condition on the ledger. */
export const inCompanyPlaceholder = (byCompany: boolean) => (byCompany ? eq(purchases.companyId, sql.placeholder('companyId')) : sql`true`)

/** A prepared statement's scope on the ledger: its company and its status placeholders, each where it has one. */
export const scopePlaceholders = (byCompany: boolean, byStatus: boolean) =>
  and(inCompanyPlaceholder(byCompany), byStatus ? eq(purchases.status, sql.placeholder('status')) : undefined)

/** Which of the four scopes a query reads: one company or the platform, one status or all. */
export const scopeOf = (q: LedgerFilter) => `${q.companyId ? 'company' : 'platform'}${q.status ? 'Status' : ''}` as const

/** A reward as rewardsJson carries it: its lock end as PostgreSQL writes a time in JSON. */
type RewardJson = Omit<PurchaseReward, 'level'> & { level: number }

/**
 * The rewards a purchase paid, level 1 first, as one JSON array (null when it paid none): its numbers
 * as exact text, as the columns read elsewhere. A ledger page carries them in its own statement
 * (rewardsColumn), so a page is one round trip, not two.
 */
export const rewardsJson = (purchaseId: SQL | AnyPgColumn) => sql<RewardJson[] | null>`(select json_agg(json_build_object(
    'level', r.level, 'percent', r.percent::text,
    'referrer', json_build_object('id', ru.id, 'referralCode', ru.referral_code, 'name', ru.name, 'mobile', ru.mobile),
    'intendedTokens', r.intended_tokens::text, 'tokens', r.tokens::text, 'status', r.status, 'reason', r.reason,
    'lockedUntil', r.locked_until) order by r.level)
  from ${referralRewards} r inner join ${users} ru on ru.id = r.referrer_id where r.purchase_id = ${purchaseId})`

/** Only an approved purchase of a referred member can have paid rewards: the others skip the read. */
const rewardsColumn = sql<RewardJson[] | null>`case when ${purchases.status} = 'APPROVED' and ${users.referredById} is not null
  then ${rewardsJson(purchases.id)} end`

/** The API's rewards from rewardsJson's: the level typed, the lock end as an ISO time. */
export const toRewards = (found: RewardJson[] | null): PurchaseReward[] =>
  (found ?? []).map((reward) => ({
    ...reward,
    level: reward.level as PurchaseReward['level'],
    lockedUntil: reward.lockedUntil === null ? null : new Date(reward.lockedUntil).toISOString(),
  }))

export function toAdminTransaction(secret: Uint8Array, { purchase: p, user, deciderName: decider }: DecidedRow, rewards: PurchaseReward[]): AdminTransaction {
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
    rejectionReason: p.rejectionReason,
    rewards,
    createdAt: p.createdAt.toISOString(),
  }
}
