import { and, count, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm'
import type { ListUsersData } from '@/client/types.gen'
import type { Database, Executor } from '../../db/index'
import { oneOf, pagePlaceholder, preparedPerDatabase } from '../../db/prepared'
import { companies, purchases, users } from '../../db/schema'
import { newestFirstBatches } from '../../lib/csv'
import { knownCapped, likeTerm, pageOffset, rememberCapped, SEARCH_TOTAL_CAP, withoutTotal } from '../../lib/paging'
import { countUsers, userTotalColumn } from './counts'

/** A company's users as its admins manage them; every query is company-scoped. */

/** The list's query with its defaults applied, in the admin's company. */
export type UserListQuery = Pick<NonNullable<ListUsersData['query']>, 'search' | 'isApproved'> & { companyId: string; page: number; limit: number }

/**
 * A user as the contract's AdminUser shows one (createdAt still a Date): what the admin console's
 * user list reads and what adding an admin, from the company's console or from the super admin's,
 * answers.
 */
export const adminUserColumns = {
  id: users.id,
  name: users.name,
  mobile: users.mobile,
  email: users.email,
  role: users.role,
  referralCode: users.referralCode,
  isApproved: users.isApproved,
  status: users.status,
  createdAt: users.createdAt,
}

const newestFirst = [desc(users.createdAt), desc(users.id)]

/**
 * One page of users, given the condition that picks its ids: the page's ids come from the index
 * alone, then only those rows are read, so an offset of 9,990 skips index entries instead of member rows.
 */
function usersPage(db: Pick<Executor, 'select'>, pageIds: SQL, total: SQL<number | null> = sql`null`) {
  return db
    .select({ ...adminUserColumns, total })
    .from(users)
    .where(pageIds)
    .orderBy(...newestFirst)
}

// Without a search, a page is one of two statements (all users, or by approval), each prepared once,
// with the live counters' total riding along (one round trip, not two); only a page past the end
// has no row to carry it, and then the counters are asked on their own. The page's ids go through
// oneOf and pagePlaceholder so that the statement keeps one generic plan (docs/PERFORMANCE.md,
// speed devices): planned per request, it cost more than it ran.
const preparedPage = (name: string, byApproval: boolean) =>
  preparedPerDatabase((db) => {
    const where = and(eq(users.companyId, sql.placeholder('companyId')), isNull(users.deletedAt), byApproval ? eq(users.isApproved, sql.placeholder('isApproved')) : undefined)
    const ids = db
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pagePlaceholder('limit'))
      .offset(pagePlaceholder('offset'))
    return usersPage(db, oneOf(users.id, sql`${ids}`), userTotalColumn({ byApproval })).prepare(name)
  })
const preparedPages = { all: preparedPage('users_page', false), byApproval: preparedPage('users_page_by_approval', true) }

/** The users a list or an export shows: the company's live ones, by approval if asked, matching the search if any. */
function listed(q: Pick<UserListQuery, 'companyId' | 'isApproved'>, search: string | undefined) {
  return and(
    eq(users.companyId, q.companyId),
    isNull(users.deletedAt),
    q.isApproved === undefined ? undefined : eq(users.isApproved, q.isApproved),
    // Name, email, mobile or referral code, case-insensitively (schema.ts, userSearchText).
    search ? sql`${users.searchText} like lower(${likeTerm(search)})` : undefined,
  )
}

/**
 * Every user the list shows for the same search and approval, newest first, in keyset batches
 * through the list's index (users_company_live_created_at_id_idx): the CSV export, at any size.
 */
export function exportedUsers(db: Database, q: Pick<UserListQuery, 'companyId' | 'isApproved' | 'search'>) {
  const where = listed(q, q.search?.trim() || undefined)
  return newestFirstBatches((after, limit) =>
    db
      .select({ ...adminUserColumns, cursorAt: sql<string>`${users.createdAt}::text` })
      .from(users)
      .where(and(where, after ? sql`(${users.createdAt}, ${users.id}) < (${after.cursorAt}::timestamptz, ${after.id}::uuid)` : undefined))
      .orderBy(...newestFirst)
      .limit(limit),
  )
}

export async function listUsers(db: Database, q: UserListQuery) {
  const offset = pageOffset(q.page, q.limit)
  const search = q.search?.trim()
  if (!search) {
    const statement = preparedPages[q.isApproved === undefined ? 'all' : 'byApproval'](db)
    const page = await statement.execute({ companyId: q.companyId, isApproved: q.isApproved, limit: q.limit, offset })
    // Without a search the live counters answer the total, however many members there are.
    const total = page[0]?.total ?? (await countUsers(db, q))
    return { rows: page.map(withoutTotal), total, totalCapped: false }
  }
  const where = listed(q, search)
  const cappedKey = `users ${q.companyId} ${q.isApproved ?? ''} ${search.toLowerCase()}`
  if (!knownCapped(cappedKey)) {
    // The first SEARCH_TOTAL_CAP + 1 matches are found once, in the one statement that pages them and
    // counts them (a CTE both read): one round trip, one plan and one index scan per search
    // (a second statement for the total cost a round trip and a plan), and the trigram index's rows are rechecked only until there
    // are that many. Up to the cap they are all of them.
    const matches = db.$with('m').as(
      db
        .select({ id: users.id, createdAt: users.createdAt })
        .from(users)
        .where(where)
        .limit(SEARCH_TOTAL_CAP + 1),
    )
    const pageIds = sql`${users.id} in (select "id" from ${matches} order by "created_at" desc, "id" desc limit ${q.limit} offset ${offset})`
    const page = await usersPage(db.with(matches), pageIds, sql<number>`(select count(*)::int from ${matches})`)
    const found = page[0]?.total ?? (await db.with(matches).select({ total: count() }).from(matches))[0].total
    if (found <= SEARCH_TOTAL_CAP) return { rows: page.map(withoutTotal), total: found, totalCapped: false }
    rememberCapped(cappedKey)
  }
  // Past the cap the page is the newest matches read in the members' index order, which a term
  // with so many matches reaches soon.
  const rows =
    offset >= SEARCH_TOTAL_CAP
      ? []
      : await db
          .select(adminUserColumns)
          .from(users)
          .where(where)
          .orderBy(...newestFirst)
          .limit(Math.min(q.limit, SEARCH_TOTAL_CAP - offset))
          .offset(offset)
  return { rows, total: SEARCH_TOTAL_CAP, totalCapped: true }
}

export async function findUser(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select(adminUserColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, companyId), isNull(users.deletedAt)))
  return row
}

export async function findTokenSymbol(db: Database, companyId: string) {
  const [row] = await db.select({ symbol: companies.tokenSymbol }).from(companies).where(eq(companies.id, companyId))
  return row?.symbol
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id })
  return row
}

export async function updateUser(db: Executor, companyId: string, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, id), eq(users.companyId, companyId), isNull(users.deletedAt)))
    .returning({ id: users.id })
  return row
}

/**
 * Admin emails are unique across the platform (the admin login finds the company by email alone).
 * Held until the transaction ends; the key is the one super-admin company/add takes, so an admin
 * added here and a company added there with the same email cannot both pass the check below.
 */
export async function lockAdminEmail(tx: Executor, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`admin-email:${email}`}))`)
}

/** A live admin of any company with this email, other than the given user. */
export async function findOtherLiveAdmin(tx: Executor, email: string, exceptUserId?: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.role, 'ADMIN'), isNull(users.deletedAt), exceptUserId ? ne(users.id, exceptUserId) : undefined))
  return row
}

/** A leaving member's pending purchases, rejected by the admin who removed them, with the reason. */
export async function rejectPendingPurchases(tx: Executor, p: { companyId: string; userId: string; adminId: string; reason: string }) {
  await tx
    .update(purchases)
    .set({ status: 'REJECTED', decidedById: p.adminId, decidedAt: sql`now()`, rejectionReason: p.reason })
    .where(and(eq(purchases.companyId, p.companyId), eq(purchases.userId, p.userId), eq(purchases.status, 'PENDING')))
}
