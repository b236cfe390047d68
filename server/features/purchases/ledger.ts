import { and, desc, eq, getTableColumns, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { AdminTransaction, ListPlatformTransactionsData, PurchaseReward } from '@/client/types.gen'
import type { Database, Executor } from '../../db/index'
import { idsPlaceholder, oneOf, pagePlaceholder, preparedPerDatabase } from '../../db/prepared'
import { textArray } from '../../db/columns'
import { companies, paymentMethod, purchaseNumbers, purchaseOrdinals, purchases, purchaseSearchText, referralRewards, users } from '../../db/schema'
import { newestFirstBatches } from '../../lib/csv'
import { conflict, notFound } from '../../lib/errors'
import { isCheckViolation } from '../../lib/pg-errors'
import { countPurchases, purchaseTotalColumn } from './counts'
import { signedMediaUrl } from '../../lib/media-links'
import { wholeTokens } from '../../lib/amounts'
import { knownCapped, likeTerm, pageOffset, rememberCapped, SEARCH_TOTAL_CAP } from '../../lib/paging'

/**
 * The purchase ledger as company admins and the super admin see it, and the two decisions on it;
 * members read their own history in repository.ts.
 */

// A subquery rather than a second join of users: drizzle cannot type a table joined with its own alias.
const nameOfUser = (id: AnyPgColumn | Placeholder) => sql<string | null>`(select d.name from ${users} d where d.id = ${id})`
const deciderName = nameOfUser(purchases.decidedById)

// The member's search text is for the walk's condition only: the member's own columns show it.
const { memberSearchText: _searchOnly, ...purchaseColumns } = getTableColumns(purchases)
const ledgerColumns = {
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
/** A purchase as the lists show it: a ledger page's rows, and a decision's answer (which has all of its columns). */
export interface DecidedRow {
  purchase: { [K in keyof typeof listedPurchaseColumns]: (typeof purchases.$inferSelect)[K] }
  user: Pick<typeof users.$inferSelect, keyof typeof ledgerColumns.user>
  deciderName: string | null
  company: { id: string; companyName: (typeof companies.$inferSelect)['name']; tokenSymbol: (typeof companies.$inferSelect)['tokenSymbol'] }
  referredById: string | null
}
/** A ledger page's row: a purchase as listed, and the rewards it paid. */
export type LedgerRow = DecidedRow & { rewards: RewardJson[] | null }

/**
 * A listed row travels as one JSON array of its columns as text (textArray): the purchase's, its
 * member's, its decider's name, its company's, and whether it can have paid rewards, in the order
 * ledgerRowOf reads them back.
 */
const listedJson = sql<(string | null)[]>`to_json(${textArray([
  ...Object.values(listedPurchaseColumns),
  ...Object.values(ledgerColumns.user),
  deciderName,
  ...Object.values(ledgerColumns.company),
  users.referredById,
])})`

/** The row back from listedJson's array, in its order, as one object literal. */
function ledgerRowOf({ listed, rewards }: { listed: (string | null)[]; rewards: RewardJson[] | null }): LedgerRow {
  // prettier-ignore
  const [
    id, purchaseRef, paymentMethod, amount, price, totalQuantity, feeAmount, finalAmount, status, referenceNumber, bankName, receiptId, decidedById, decidedAt, rejectionReason, createdAt,
    userId, referralCode, name, mobile, decider, companyId, companyName, tokenSymbol, referredById,
  ] = listed
  return {
    purchase: {
      id,
      purchaseRef,
      paymentMethod,
      amount,
      price,
      totalQuantity,
      feeAmount,
      finalAmount,
      status,
      referenceNumber,
      bankName,
      receiptId,
      decidedById,
      // Times as PostgreSQL writes timestamptz as text, as drizzle's own driver reads them.
      decidedAt: decidedAt === null ? null : new Date(decidedAt),
      rejectionReason,
      createdAt: new Date(createdAt!),
    },
    user: { id: userId, referralCode, name, mobile },
    deciderName: decider,
    company: { id: companyId, companyName, tokenSymbol },
    referredById,
    rewards,
  } as LedgerRow
}

/** The platform list's query with its defaults applied; companyId is omitted only for the super admin's platform-wide view. */
export type LedgerFilter = Pick<NonNullable<ListPlatformTransactionsData['query']>, 'companyId' | 'status' | 'search'>
export type LedgerQuery = LedgerFilter & { page: number; limit: number }

const newestFirst = [desc(purchases.createdAt), desc(purchases.id)]

/** The query's company (none for the super admin's platform-wide view) and status, as conditions on the ledger. */
const inCompany = (q: LedgerFilter) => (q.companyId ? eq(purchases.companyId, q.companyId) : undefined)
const ofStatus = (q: LedgerFilter) => (q.status ? eq(purchases.status, q.status) : undefined)

/**
 * One page of the ledger, given the ids it shows (a handful, as a sub-select): only those rows are
 * joined to their member, company and decider. Joining before the page is cut would do that work
 * for every row an offset skips: 10,000 member lookups to show page 1,000. The rows are checked
 * against the company once more: a handful of rows, and no other company's purchase can show.
 * Every way to a page (the list, a search, a capped search's walk) ends here, and each is prepared
 * so that it keeps one generic plan (oneOf, pagePlaceholder; docs/PERFORMANCE.md, finding 22).
 */
function ledgerPage(db: Pick<Executor, 'select'>, ids: SQL, company: SQL, total: SQL<number | null> = sql`null`) {
  return db
    .select({ listed: listedJson, rewards: rewardsColumn, total })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .innerJoin(companies, eq(companies.id, purchases.companyId))
    .where(and(oneOf(purchases.id, ids), company))
    .orderBy(...newestFirst)
}

/** The company placeholder, when the statement has one, as a condition on the ledger. */
const inCompanyPlaceholder = (byCompany: boolean) => (byCompany ? eq(purchases.companyId, sql.placeholder('companyId')) : sql`true`)

/** A prepared statement's scope on the ledger: its company and its status placeholders, each where it has one. */
const scopePlaceholders = (byCompany: boolean, byStatus: boolean) =>
  and(inCompanyPlaceholder(byCompany), byStatus ? eq(purchases.status, sql.placeholder('status')) : undefined)

/** The rows for ids found by a statement of their own (a search's), `companyId` null on the platform view. */
const rowsOfIds = preparedPerDatabase((db) =>
  ledgerPage(
    db,
    idsPlaceholder('ids'),
    sql`(${sql.placeholder('companyId')}::uuid is null or ${purchases.companyId} = ${sql.placeholder('companyId')}::uuid)`,
  ).prepare('ledger_rows_of_ids'),
)

async function rowsOf(db: Database, q: LedgerFilter, ids: string[]): Promise<LedgerRow[]> {
  return ids.length === 0 ? [] : (await rowsOfIds(db).execute({ ids, companyId: q.companyId ?? null })).map(ledgerRowOf)
}

// Without a search, a page is one of four statements (one company or the platform, one status or
// all), each prepared once: they are what an admin's list reads on every visit. The total rides
// along from the live counters (one round trip, not two); only a page past the end has no row to
// carry it, and then the counters are asked on their own.
const preparedPage = (name: string, byCompany: boolean, byStatus: boolean) =>
  preparedPerDatabase((db) => {
    const ids = db
      .select({ id: purchases.id })
      .from(purchases)
      .where(scopePlaceholders(byCompany, byStatus))
      .orderBy(...newestFirst)
      .limit(pagePlaceholder('limit'))
      .offset(pagePlaceholder('offset'))
    return ledgerPage(db, sql`${ids}`, inCompanyPlaceholder(byCompany), purchaseTotalColumn({ byCompany, byStatus })).prepare(name)
  })
const preparedPages = {
  company: preparedPage('ledger_page_company', true, false),
  companyStatus: preparedPage('ledger_page_company_status', true, true),
  platform: preparedPage('ledger_page_platform', false, false),
  platformStatus: preparedPage('ledger_page_platform_status', false, true),
}

/**
 * A company's page of every status by purchase number (schema: purchaseOrdinals, purchaseNumbers):
 * the numbers from `last - offset` down, `limit` index entries, where the OFFSET of preparedPages walks past every
 * newer purchase (9,990 of them for page 1,000). Only while the numbers follow the ledger's order and
 * none is missing (`last` equals the live count, in the same snapshot); otherwise, and past the last
 * page, it finds no row and the page is read by OFFSET.
 */
const numberedCompanyPage = preparedPerDatabase((db) => {
  const total = purchaseTotalColumn({ byCompany: true, byStatus: false })
  const [offset, limit] = [sql`${sql.placeholder('offset')}::int`, sql`${sql.placeholder('limit')}::int`]
  const ids = db
    .select({ id: purchaseNumbers.purchaseId })
    .from(purchaseOrdinals)
    .innerJoin(
      purchaseNumbers,
      and(
        eq(purchaseNumbers.companyId, purchaseOrdinals.companyId),
        sql`${purchaseNumbers.ordinal} <= ${purchaseOrdinals.last} - ${offset}`,
        sql`${purchaseNumbers.ordinal} > ${purchaseOrdinals.last} - ${offset} - ${limit}`,
      ),
    )
    .where(and(eq(purchaseOrdinals.companyId, sql.placeholder('companyId')), eq(purchaseOrdinals.inOrder, true), sql`${purchaseOrdinals.last} = ${total}`))
  return ledgerPage(db, sql`${ids}`, inCompanyPlaceholder(true), total).prepare('ledger_page_company_numbered')
})

/** Which of the four scopes a query reads: one company or the platform, one status or all. */
const scopeOf = (q: LedgerFilter) => `${q.companyId ? 'company' : 'platform'}${q.status ? 'Status' : ''}` as const

/** A page without a search: by number when the company's numbers serve (numberedCompanyPage), else by OFFSET. */
async function unsearchedPage(db: Database, q: LedgerQuery, offset: number) {
  const values = { companyId: q.companyId, status: q.status, limit: q.limit, offset }
  const scope = scopeOf(q)
  const numbered = scope === 'company' ? await numberedCompanyPage(db).execute(values) : []
  return numbered.length > 0 ? numbered : preparedPages[scope](db).execute(values)
}

export async function listLedger(db: Database, q: LedgerQuery): Promise<{ rows: LedgerRow[]; total: number; totalCapped: boolean }> {
  const offset = pageOffset(q.page, q.limit)
  if (!q.search?.trim()) {
    const page = await unsearchedPage(db, q, offset)
    const total = page[0]?.total ?? (await countPurchases(db, q))
    return { rows: page.map(ledgerRowOf), total, totalCapped: false }
  }
  const cappedKey = `ledger ${q.companyId ?? '*'} ${q.status ?? ''} ${q.search.trim().toLowerCase()}`
  if (!knownCapped(cappedKey)) {
    // The first SEARCH_TOTAL_CAP + 1 matches are gathered, in no order, each way through its own index
    // and lazily, so the work stops there. Up to the cap they are all of them: the page takes its ids
    // from them and the total is their count, in one statement, planned for its term (a search's
    // plan depends on it); the rows are then read by a prepared one.
    const matches = db.$with('m', {}).as(sql`${searchMatches(q, q.search)} limit ${SEARCH_TOTAL_CAP + 1}`)
    const page = await pageOfMatches(db.with(matches), q.limit, offset, sql<number>`(select count(*)::int from "m")`)
    const found = page[0]?.total ?? (await db.with(matches).select({ total: sql<number>`count(*)::int` }).from(sql`"m"`))[0].total
    if (found <= SEARCH_TOTAL_CAP) return { rows: await rowsOf(db, q, page.map((row) => row.id)), total: found, totalCapped: false }
    rememberCapped(cappedKey)
  }
  // Past the cap, the page is read by walking the ledger newest first (walkedPage).
  const rows = offset >= SEARCH_TOTAL_CAP ? [] : await walkedPage(db, q, q.search, Math.min(q.limit, SEARCH_TOTAL_CAP - offset), offset)
  return { rows, total: SEARCH_TOTAL_CAP, totalCapped: true }
}

/** The ids of one page of the matches gathered in the CTE "m", newest first, each with `total`. */
function pageOfMatches(db: Pick<Executor, 'select'>, limit: number, offset: number, total: SQL<number | null> = sql`null`) {
  return db
    .select({ id: sql<string>`"id"`, total })
    .from(sql`"m"`)
    .orderBy(sql`"created_at" desc, "id" desc`)
    .limit(limit)
    .offset(offset)
}

/**
 * Every purchase the admin's list shows for the same status and search, newest first, in keyset
 * batches through the ledger's index (purchases_company_created_at_id_idx, or the status one): the
 * CSV export, at any size. Not capped: the cap is for a screen. A complete UTR is looked up exactly,
 * as the list does; another term matches the purchase's own fields or its member's (joined here).
 */
export function exportedLedger(db: Database, q: LedgerFilter) {
  const search = q.search?.trim()
  const term = sql`lower(${likeTerm(search ?? '')})`
  const matches = !search
    ? undefined
    : q.companyId && COMPLETE_UTR.test(search)
      ? eq(purchases.referenceNumber, search.toUpperCase())
      : or(...ownMatchesOf(q, search, term), sql`${users.searchText} like ${term}`)
  return newestFirstBatches((after, limit) =>
    db
      .select({ ...ledgerColumns, id: purchases.id, cursorAt: sql<string>`${purchases.createdAt}::text` })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .innerJoin(companies, eq(companies.id, purchases.companyId))
      .where(
        and(
          inCompany(q),
          ofStatus(q),
          matches,
          after ? sql`(${purchases.createdAt}, ${purchases.id}) < (${after.cursorAt}::timestamptz, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(limit),
  )
}

/** A whole UTR (12 digits) or transaction number (16 to 22 letters and digits), as a purchase takes it. */
const COMPLETE_UTR = /^([0-9]{12}|[A-Za-z0-9]{16,22})$/

/** How many of the newest purchases a capped search's page walks before it gathers instead. */
const WALK_WINDOW = 20_000

/**
 * A page of a search that matched more than the cap: many matches, so the newest purchases, checked
 * one by one in the ledger's index order, reach the page soon ("Priya", one purchase in twenty:
 * about 200 rows for page 1). The walk reads at most WALK_WINDOW of them; a term that matches more
 * than the cap yet so thinly that the window does not hold the page is gathered whole and sorted
 * instead, which costs what every search cost before the cap, and only there.
 */
async function walkedPage(db: Database, q: LedgerQuery, search: string, limit: number, offset: number): Promise<LedgerRow[]> {
  const statement = preparedWalks[scopeOf(q)](db)
  const page = await statement.execute({ companyId: q.companyId, status: q.status, term: likeTerm(search), methods: methodsNamedBy(search), limit, offset })
  // Fewer than asked means the window ran out first: the cap guarantees the matches did not.
  if (page.length === limit) return page.map(ledgerRowOf)
  const all = db.$with('m', {}).as(searchMatches(q, search))
  return rowsOf(db, q, (await pageOfMatches(db.with(all), limit, offset)).map((row) => row.id))
}

/**
 * The walk of a capped search and its page in one statement, prepared once per scope (one company or
 * the platform, one status or all) like the lists' own pages: a capped search's pages are what an
 * admin turns, and each would otherwise pay PostgreSQL's parse and plan again.
 * The window is the newest WALK_WINDOW purchases, read lazily from the ledger's index under their
 * own LIMIT and named as the table, so the conditions read them as purchases; the walk checks each
 * as it comes and stops at the page (the window's order is kept: no sort), or at the window's end.
 * The conditions are ownMatches', the methods a placeholder, and the member's text as the purchase carries it.
 */
const preparedWalk = (name: string, byCompany: boolean, byStatus: boolean) =>
  preparedPerDatabase((db) => {
    // The term and the methods as sub-selects, like the page's LIMIT and OFFSET (pagePlaceholder): the
    // planner, seeing none of them, estimates every search alike and keeps its generic plan.
    const term = sql`(select lower(${sql.placeholder('term')}))`
    const byMethod = sql`${purchases.paymentMethod} = any(array(select unnest(${sql.placeholder('methods')}::payment_method[])))`
    const window = sql`(select ${purchases.id}, ${purchases.createdAt}, ${purchases.userId}, ${purchases.companyId}, ${purchases.purchaseRef},
        ${purchases.referenceNumber}, ${purchases.paymentMethod}, ${purchases.memberSearchText}
      from ${purchases} where ${scopePlaceholders(byCompany, byStatus)} order by ${purchases.createdAt} desc, ${purchases.id} desc limit ${sql.raw(String(WALK_WINDOW))}) as ${purchases}`
    // Its member's text is the copy on the purchase's own row (migration 0019): looking the member up
    // for each purchase walked was two thirds of the walk, and an EXISTS on the members is planned as a
    // hashed subplan that first reads every matching member (5,000 for "Priya", 75 ms).
    const matches = or(...ownMatches(!byCompany, term, byMethod), sql`${purchases.memberSearchText} like ${term}`)
    const walked = sql`select ${purchases.id} from ${window} where ${matches}
      order by ${purchases.createdAt} desc, ${purchases.id} desc limit ${pagePlaceholder('limit')} offset ${pagePlaceholder('offset')}`
    return ledgerPage(db, walked, inCompanyPlaceholder(byCompany)).prepare(name)
  })
const preparedWalks = {
  company: preparedWalk('ledger_walk_company', true, false),
  companyStatus: preparedWalk('ledger_walk_company_status', true, true),
  platform: preparedWalk('ledger_walk_platform', false, false),
  platformStatus: preparedWalk('ledger_walk_platform_status', false, true),
}

/**
 * The ways a purchase matches a search by its own row, its member aside: its order number or UTR
 * (the trigram index on purchaseSearchText), its method (`byMethod`: the methods whose name holds
 * the term, spelt out or a placeholder), and on the platform-wide view its company's name or token
 * symbol. One set of conditions for the gathering, the export and the prepared walk.
 */
function ownMatches(platformWide: boolean, term: SQL, byMethod: SQL | undefined): SQL[] {
  const company = or(sql`lower(${companies.name}) like ${term}`, sql`lower(${companies.tokenSymbol}) like ${term}`)
  return [
    sql`${purchaseSearchText(purchases)} like ${term}`,
    byMethod,
    platformWide ? sql`${purchases.companyId} in (select ${companies.id} from ${companies} where ${company})` : undefined,
  ].filter((match) => match !== undefined)
}

/** A search's own matches as a statement built for it: the methods it names spelt out, none when it names none. */
function ownMatchesOf(q: LedgerFilter, search: string, term: SQL): SQL[] {
  const methods = methodsNamedBy(search)
  return ownMatches(!q.companyId, term, methods.length > 0 ? inArray(purchases.paymentMethod, methods) : undefined)
}

/** The payment methods whose name holds the term: decided here, there are four. */
function methodsNamedBy(search: string) {
  const needle = search.trim().toLowerCase()
  return paymentMethod.enumValues.filter((method) => method.toLowerCase().includes(needle))
}

/**
 * The purchases a search finds, as (id, created_at) rows, gathered by the way they match, each way
 * read through its own index, so the work follows the matches instead of the ledger. One condition
 * with an OR across the joined member (as before 2026-11-24) read every purchase of the company:
 * 1.2-1.4 s at 1,000,000 purchases (docs/PERFORMANCE.md, finding 17).
 * - By its member's name, email, mobile or referral code: the members users.search_text finds,
 *   then each one's purchases from the member's own index (user_id, created_at, id), without the
 *   heap when no status is asked. A purchase is written with its member's company (both come from
 *   the member's session), so a company's members' purchases are that company's. These are often
 *   most of the matches (a common name), and each purchase has one member, so they need no
 *   de-duplication: a UNION over them cost a third of the search.
 * - Otherwise (UNION among themselves, then only those whose member did not match already):
 *   - its order number or UTR, through the trigram index on purchaseSearchText;
 *   - its method: the methods whose name holds the term, decided here (four names);
 *   - on the super admin's platform-wide view, its company's name or token symbol.
 */
function searchMatches(q: LedgerQuery, search: string): SQL {
  // A complete UTR or transaction number in one company is looked up exactly, through the company's
  // unique index on it (they are stored upper-case), not searched as a substring of every purchase.
  if (q.companyId && COMPLETE_UTR.test(search.trim())) {
    const where = and(inCompany(q), eq(purchases.referenceNumber, search.trim().toUpperCase()), ofStatus(q))
    return sql`select ${purchases.id}, ${purchases.createdAt} from ${purchases} where ${where}`
  }
  const term = sql`lower(${likeTerm(search)})`
  const memberMatches = and(q.companyId ? eq(users.companyId, q.companyId) : undefined, sql`${users.searchText} like ${term}`)
  const purchaseRows = sql`select ${purchases.id}, ${purchases.createdAt}, ${purchases.userId} from ${purchases}`
  const others = ownMatchesOf(q, search, term).map((match) => sql`${purchaseRows} where ${and(match, inCompany(q), ofStatus(q))}`)

  // Each way is read lazily, so a LIMIT on the matches stops the work there: the members matching are
  // read once, in the lateral's outer loop (not a CTE read twice, which PostgreSQL would materialize
  // whole), and the other ways' matches leave out those whose member matched by a lookup of that
  // member. OFFSET 0 keeps the planner from flattening the lateral into a hash join over the ledger.
  return sql`select "p"."id", "p"."created_at" from ${users} cross join lateral
      (select ${purchases.id}, ${purchases.createdAt} from ${purchases} where ${and(sql`${purchases.userId} = ${users.id}`, ofStatus(q))} offset 0) as "p"
      where ${memberMatches}
    union all
    select "r"."id", "r"."created_at" from (${sql.join(others, sql` union `)}) as "r"
      where not exists (select 1 from ${users} where ${users.id} = "r"."user_id" and ${users.searchText} like ${term})`
}

/** A reward as rewardsJson carries it: its lock end as PostgreSQL writes a time in JSON. */
type RewardJson = Omit<PurchaseReward, 'level'> & { level: number }

/**
 * The rewards a purchase paid, level 1 first, as one JSON array (null when it paid none): its numbers
 * as exact text, as the columns read elsewhere. A ledger page carries them in its own statement
 * (rewardsColumn), so a page is one round trip, not two.
 */
const rewardsJson = (purchaseId: SQL | AnyPgColumn) => sql<RewardJson[] | null>`(select json_agg(json_build_object(
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

const rewardsOfPurchase = preparedPerDatabase((db) =>
  db
    .select({ rewards: rewardsJson(sql`${sql.placeholder('purchaseId')}::uuid`) })
    .from(sql`(select 1) as one`)
    .prepare('ledger_rewards_of_purchase'),
)

/**
 * The rewards a purchase just approved paid. The settlement trigger writes them in the approval's
 * own statement, which cannot read its trigger's rows back, hence this second read.
 */
export async function rewardsPaidBy(db: Executor, row: DecidedRow): Promise<PurchaseReward[]> {
  if (row.purchase.status !== 'APPROVED' || !row.referredById) return []
  const [found] = await rewardsOfPurchase(db).execute({ purchaseId: row.purchase.id })
  return toRewards(found.rewards)
}

export function toAdminTransaction(
  secret: Uint8Array,
  { purchase: p, user, deciderName: decider }: DecidedRow,
  rewards: PurchaseReward[],
): AdminTransaction {
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

/**
 * The status flip both decisions start with, as a CTE taking the `purchaseId`, `companyId` and
 * `adminId` placeholders: only while the purchase is still PENDING, in the admin's company.
 */
function decision<A extends string>(db: Executor, alias: A, status: 'APPROVED' | 'REJECTED') {
  // Tokens are never approved onto an account that is gone (a deletion rejects its pending
  // purchases; this also covers any left from before that rule).
  const memberLive = status === 'APPROVED' ? sql`exists (select 1 from ${users} where ${users.id} = ${purchases.userId} and ${users.deletedAt} is null)` : undefined
  return db.$with(alias).as(
    db
      .update(purchases)
      .set({
        status,
        decidedById: sql`${sql.placeholder('adminId')}`,
        decidedAt: sql`now()`,
        // A rejection carries the admin's reason (or none) for the member's history.
        ...(status === 'REJECTED' ? { rejectionReason: sql`${sql.placeholder('reason')}` } : {}),
      })
      .where(
        and(
          eq(purchases.id, sql.placeholder('purchaseId')),
          eq(purchases.companyId, sql.placeholder('companyId')),
          eq(purchases.status, 'PENDING'),
          memberLive,
        ),
      )
      .returning(),
  )
}
const adminName = nameOfUser(sql.placeholder('adminId'))

/**
 * A decision's statement: the status flip (see decision), answered as the admin list shows the
 * purchase. An approval's supply, sold and collected totals and the member's balance are settled by
 * the purchases_settle_approval trigger (settle-approved-purchase.sql) inside this same statement.
 */
const decisionStatement = (status: 'APPROVED' | 'REJECTED', name: string) =>
  preparedPerDatabase((db) => {
    const decided = decision(db, 'decided', status)
    return db
      .with(decided)
      .select({
        purchase: decided._.selectedFields,
        user: ledgerColumns.user,
        deciderName: adminName,
        company: ledgerColumns.company,
        referredById: ledgerColumns.referredById,
      })
      .from(decided)
      .innerJoin(users, eq(users.id, decided.userId))
      .innerJoin(companies, eq(companies.id, decided.companyId))
      .prepare(name)
  })
const approveStatement = decisionStatement('APPROVED', 'approve_purchase')
const rejectStatement = decisionStatement('REJECTED', 'reject_purchase')

/**
 * PENDING -> APPROVED in one statement: the status flip only while still PENDING (a concurrent
 * decision on the same purchase waits for the row and then finds it decided), and the settlement
 * its trigger makes, the supply taken under CHECK (remaining_private_supply >= 0), which aborts the
 * whole statement, status flip included, rather than oversell. Two admins at the same moment, or one
 * clicking twice, approve once and never oversell. One prepared round trip: approval is the
 * launch-day hot path. Answers the purchase as the admin list shows it, decided.
 */
export async function approvePurchase(db: Database, companyId: string, purchaseId: string, adminId: string): Promise<DecidedRow> {
  let row: DecidedRow | undefined
  try {
    ;[row] = await approveStatement(db).execute({ companyId, purchaseId, adminId })
  } catch (err) {
    if (isCheckViolation(err, 'companies_remaining_private_supply_non_negative')) {
      throw conflict('Not enough tokens remain in the private supply to approve this purchase.')
    }
    throw err
  }
  if (!row) throw await whyNotPending(db, companyId, purchaseId)
  return row
}

/**
 * PENDING -> REJECTED, only while still PENDING, with the admin's reason (null without one). Nothing
 * else moves. Answers the purchase, decided.
 */
export async function rejectPurchase(db: Database, companyId: string, purchaseId: string, adminId: string, reason: string | null): Promise<DecidedRow> {
  const [row] = await rejectStatement(db).execute({ companyId, purchaseId, adminId, reason })
  if (!row) throw await whyNotPending(db, companyId, purchaseId)
  return row
}

async function whyNotPending(db: Database, companyId: string, purchaseId: string) {
  const [row] = await db
    .select({ status: purchases.status, memberDeletedAt: users.deletedAt })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(and(eq(purchases.id, purchaseId), eq(purchases.companyId, companyId)))
  if (!row) return notFound('Purchase not found.')
  if (row.status === 'PENDING' && row.memberDeletedAt) return conflict("This purchase's member account has been deleted, so it cannot be approved.")
  return conflict(`This purchase has already been ${row.status.toLowerCase()}.`)
}
