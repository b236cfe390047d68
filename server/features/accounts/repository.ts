import { and, eq, getTableColumns, isNull, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/index'
import { batchedPerTurn } from '../../db/batched'
import { idsPlaceholder, oneOf, preparedPerDatabase } from '../../db/prepared'
import { companies, holdings, media, superadmins, users } from '../../db/schema'
import { heldOrZero } from '../referrals'

/** Accounts: members, company admins and super admins, as they sign up, sign in and keep their details. */

export async function findCompany(db: Executor, companyId: string) {
  const [company] = await db
    .select({ id: companies.id, tokenSymbol: companies.tokenSymbol, suspensionReason: companies.suspensionReason })
    .from(companies)
    .where(eq(companies.id, companyId))
  return company
}

/** Which of the email and mobile already belong to a live account of the company. */
export async function findTakenContacts(db: Executor, companyId: string, email: string, mobile: string) {
  const rows = await db
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.companyId, companyId), isNull(users.deletedAt), or(eq(users.email, email), eq(users.mobile, mobile))))
  return { email: rows.some((r) => r.email === email), mobile: rows.some((r) => r.mobile === mobile) }
}

/** Whether a live account of the company has this mobile number. */
export async function isMobileTaken(db: Executor, companyId: string, mobile: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), isNull(users.deletedAt), eq(users.mobile, mobile)))
    .limit(1)
  return Boolean(row)
}

export async function findLiveUserByEmail(db: Executor, companyId: string, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.email, email), isNull(users.deletedAt)))
  return user
}

// Read by every profile request (and before every profile change): the members asked for in one
// turn are read in one statement.
// globalStake is the company's allocated tokens (sold plus rewards), both kept on its row by the settlement trigger.
const liveUsersById = preparedPerDatabase((db) =>
  db
    .select({
      ...getTableColumns(users),
      globalStake: sql<string>`(${companies.tokensSold} + ${companies.rewardTokens})::text`,
      stockBalance: heldOrZero(holdings.stockBalance),
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(holdings, eq(holdings.userId, users.id))
    .where(and(oneOf(users.id, idsPlaceholder('userIds')), isNull(users.deletedAt)))
    .prepare('live_users_by_id'),
)
const liveUserById = batchedPerTurn(async (db, userIds: readonly string[]) => {
  const rows = await liveUsersById(db).execute({ userIds: [...userIds] })
  return new Map(rows.map((row) => [row.id, row]))
})

export async function findLiveUserById(db: Executor, userId: string) {
  return liveUserById(db, userId)
}

/** The referrer a code names: an active member (not an admin, not blocked, inactive or deleted) of the company. */
export async function findReferrer(db: Executor, companyId: string, referralCode: string) {
  const [referrer] = await db
    .select({ id: users.id, email: users.email, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.referralCode, referralCode), eq(users.role, 'USER'), eq(users.status, 'ACTIVE'), isNull(users.deletedAt)))
  return referrer
}

export async function insertMember(db: Executor, values: typeof users.$inferInsert) {
  const [user] = await db.insert(users).values(values).returning({ id: users.id })
  return user
}

export async function updateMember(db: Executor, userId: string, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, userId))
}

export async function findMedia(db: Executor, mediaId: string) {
  const [row] = await db.select().from(media).where(eq(media.id, mediaId))
  return row
}

export async function findSuperadmin(db: Executor, email: string) {
  const [row] = await db.select().from(superadmins).where(eq(superadmins.email, email))
  return row
}

/** The live admins with this email (kept unique across companies by the admin console, not by an index). */
export async function findLiveAdmins(db: Executor, email: string) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.role, 'ADMIN'), isNull(users.deletedAt)))
}
