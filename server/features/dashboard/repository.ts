import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/index'
import { preparedPerDatabase } from '../../db/prepared'
import { companies, purchaseCounts, purchases, userCounts } from '../../db/schema'
import { notFound } from '../../lib/errors'

/**
 * Every figure comes from the company row (running totals its triggers keep) or from the live member
 * counters: nothing here scans purchases or members, however many there are. The dashboard's three
 * calls each read only the figures they answer, so none is computed twice across them.
 */
const share = (percent: string) => sql<string>`round(${companies.totalSupply} * ${percent}::numeric / 100, 2)::text`

const supplyQuery = preparedPerDatabase((db) =>
  db
    .select({
      totalSupply: companies.totalSupply,
      privateSupply: companies.privateSupply,
      remainingPrivateSupply: companies.remainingPrivateSupply,
      // The 'Referral Supply' doughnut's stock balance: everything the pool has allocated, sold and rewards.
      allocated: sql<string>`(${companies.tokensSold} + ${companies.rewardTokens})::text`,
      publicCellSupply: share('50'),
      angelInvestorSupply: share('10'),
      founderTeamSupply: share('7.5'),
      airdropSupply: share('2.5'),
    })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId')))
    .prepare('dashboard_supply'),
)

const collectionQuery = preparedPerDatabase((db) =>
  db
    .select({
      bank: companies.collectedBank,
      upi: companies.collectedUpi,
      manual: companies.collectedManual,
      crypto: companies.collectedCrypto,
      total: sql<string>`(${companies.collectedBank} + ${companies.collectedUpi} + ${companies.collectedManual} + ${companies.collectedCrypto})::text`,
    })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId')))
    .prepare('dashboard_collections'),
)

/** The company's row of a figures query; a company deleted under a live session is a 404. */
async function companyRow<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows
  if (!row) throw notFound('COMPANY_NOT_FOUND')
  return row
}

/** The company's supply and its parts. */
export const supplyFigures = (db: Executor, companyId: string) => companyRow(supplyQuery(db).execute({ companyId }))

/**
 * The company's purchases waiting for a decision: the count from the live counters, the amount summed
 * over the pending rows alone (the company-status index walks only those): a queue of decisions, not
 * the ledger.
 */
const pendingQuery = preparedPerDatabase((db) =>
  db
    .select({
      count: sql<number>`(select coalesce(sum(${purchaseCounts.n}), 0)::int from ${purchaseCounts} where ${purchaseCounts.companyId} = ${sql.placeholder('companyId')} and ${purchaseCounts.status} = 'PENDING')`,
      amount: sql<string>`(select coalesce(sum(${purchases.finalAmount}), 0.00)::text from ${purchases} where ${purchases.companyId} = ${sql.placeholder('companyId')} and ${purchases.status} = 'PENDING')`,
    })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId')))
    .prepare('dashboard_pending'),
)

/** How many purchases of the company wait for a decision, and their final amounts summed. */
export const pendingFigures = (db: Executor, companyId: string) => companyRow(pendingQuery(db).execute({ companyId }))

/** What the company has collected, per payment method and in all. */
export const collectionFigures = (db: Executor, companyId: string) => companyRow(collectionQuery(db).execute({ companyId }))

const sum = sql<number>`coalesce(sum(${userCounts.n}), 0)::int`

/** Live members (role USER) of a company, counted by one of the counters' columns. */
const membersBy = (column: typeof userCounts.status | typeof userCounts.isApproved, name: string) =>
  preparedPerDatabase((db) =>
    db
      .select({ key: column, n: sum })
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

/**
 * The super admin's platform figures, in one statement over the counters and the companies' running
 * totals (a row per company, a few counter rows per company): no purchase or member is scanned.
 */
const platformQuery = preparedPerDatabase((db) => {
  const members = (approved?: boolean) =>
    sql<number>`(select coalesce(sum(${userCounts.n}), 0)::int from ${userCounts} where ${userCounts.role} = 'USER'${approved === undefined ? sql`` : sql` and ${userCounts.isApproved}`})`
  const purchasesIn = (status: 'PENDING' | 'APPROVED') =>
    sql<number>`(select coalesce(sum(${purchaseCounts.n}), 0)::int from ${purchaseCounts} where ${purchaseCounts.status} = ${status})`
  const collected = (column: typeof companies.collectedBank) => sql<string>`coalesce(sum(${column}), 0)::text`
  return db
    .select({
      companies: sql<number>`count(*)::int`,
      members: members(),
      verifiedMembers: members(true),
      pendingPurchases: purchasesIn('PENDING'),
      approvedPurchases: purchasesIn('APPROVED'),
      bank: collected(companies.collectedBank),
      upi: collected(companies.collectedUpi),
      manual: collected(companies.collectedManual),
      crypto: collected(companies.collectedCrypto),
      total: sql<string>`coalesce(sum(${companies.collectedBank} + ${companies.collectedUpi} + ${companies.collectedManual} + ${companies.collectedCrypto}), 0)::text`,
    })
    .from(companies)
    .prepare('dashboard_platform')
})

/** Companies, members, purchases and collections across the platform. */
export async function platformFigures(db: Executor) {
  const [row] = await platformQuery(db).execute()
  const { bank, upi, manual, crypto, total, ...counts } = row!
  return { ...counts, collections: { total, bank, upi, manual, crypto } }
}

/**
 * The member dashboard's figures: the sale from the company's running totals, and the member's
 * invested money and waiting orders over their own purchases (the partial index of their approved
 * purchases, and their few pending ones), in one statement.
 */
const memberQuery = preparedPerDatabase((db) => {
  const ofMember = (status: 'APPROVED' | 'PENDING') => and(eq(purchases.userId, sql.placeholder('userId')), eq(purchases.companyId, companies.id), eq(purchases.status, status))
  return db
    .select({
      price: companies.price,
      tokenSymbol: companies.tokenSymbol,
      privateSupply: companies.privateSupply,
      allocatedSupply: sql<string>`(${companies.tokensSold} + ${companies.rewardTokens})::text`,
      invested: sql<string>`(select coalesce(sum(${purchases.finalAmount}), 0)::numeric(38, 2)::text from ${purchases} where ${ofMember('APPROVED')})`,
      pendingOrders: sql<number>`(select count(*)::int from ${purchases} where ${ofMember('PENDING')})`,
    })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId')))
    .prepare('dashboard_member')
})

/** The sale as the member sees it, and the member's own invested total and pending orders. */
export const memberFigures = (db: Executor, companyId: string, userId: string) => companyRow(memberQuery(db).execute({ companyId, userId }))
