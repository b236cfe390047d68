import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/index'
import { companies, secondFactors, sessions, signInChallenges, twoFactorPolicies, users } from '../../db/schema'
import { likeTerm, pageOffset, SEARCH_TOTAL_CAP } from '../../lib/paging'
import { adminUserColumns } from '../members'

/** The companies of the platform, as the super admin adds and lists them, and their admins. */

export async function findCompany(db: Database, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id))
  return row
}

export async function listCompanies(db: Database, q: { page: number; limit: number; search?: string }) {
  const term = q.search?.trim() ? likeTerm(q.search) : undefined
  const where = term
    ? or(ilike(companies.name, term), ilike(companies.email, term), ilike(companies.mobile, term), ilike(companies.tokenName, term), ilike(companies.tokenSymbol, term))
    : undefined
  const offset = pageOffset(q.page, q.limit)
  // A search's total is exact up to the cap, and its pages end there (lib/paging.ts); the platform
  // holds few companies, so this is the contract kept rather than a cost saved.
  const cap = term ? SEARCH_TOTAL_CAP : undefined
  const counted = db.select({ id: companies.id }).from(companies).where(where)
  const [rows, [{ total }]] = await Promise.all([
    cap !== undefined && offset >= cap
      ? []
      : db
          .select()
          .from(companies)
          .where(where)
          .orderBy(desc(companies.createdAt), desc(companies.id))
          .limit(cap === undefined ? q.limit : Math.min(q.limit, cap - offset))
          .offset(offset),
    db.select({ total: count() }).from((cap === undefined ? counted : counted.limit(cap + 1)).as('c')),
  ])
  return cap !== undefined && total > cap ? { rows, total: cap, totalCapped: true } : { rows, total, totalCapped: false }
}

export async function insertCompany(db: Executor, values: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(values).returning()
  return row
}

/**
 * Holds, until the transaction ends, the right to give `email` a new admin account: two companies
 * added at once with one email must not both pass the check below.
 */
export async function lockAdminEmail(tx: Executor, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`admin-email:${email}`}))`)
}

export async function findLiveAdmin(tx: Executor, email: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.role, 'ADMIN'), isNull(users.deletedAt)))
  return row
}

export async function insertAdmin(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning(adminUserColumns)
  return row
}

/** Whether the admin has an authenticator turned on. */
export async function hasSecondFactor(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: secondFactors.id })
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.enabledAt)))
  return Boolean(row)
}

/** Whether the company requires two-factor sign-in now, read under its policy row's lock when it has one. */
export async function isTwoFactorRequired(db: Executor, companyId: string): Promise<boolean> {
  const [row] = await db.select({ required: twoFactorPolicies.required }).from(twoFactorPolicies).where(eq(twoFactorPolicies.companyId, companyId)).for('update')
  return row?.required ?? false
}

export async function setTwoFactorRequired(db: Executor, companyId: string, required: boolean) {
  await db.insert(twoFactorPolicies).values({ companyId, required }).onConflictDoUpdate({ target: twoFactorPolicies.companyId, set: { required } })
}

/** Ends the live sessions of the company's admins who have no authenticator turned on. */
export async function revokeSessionsWithoutSecondFactor(db: Executor, companyId: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.companyId, companyId),
        eq(sessions.role, 'ADMIN'),
        isNull(sessions.revokedAt),
        sql`not exists (select 1 from ${secondFactors} where ${secondFactors.userId} = ${sessions.userId} and ${secondFactors.enabledAt} is not null)`,
      ),
    )
    .returning({ id: sessions.id })
  return rows.length
}

export async function findLiveAdminByEmail(db: Executor, companyId: string, email: string) {
  const [row] = await db
    .select({ id: users.id, companyId: users.companyId, name: users.name })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.email, email), eq(users.role, 'ADMIN'), isNull(users.deletedAt)))
  return row
}

/** The admin's authenticator, recovery codes (by cascade) and half-done sign-ins are gone. */
export async function deleteSecondFactorOf(db: Executor, userId: string) {
  await db.delete(secondFactors).where(eq(secondFactors.userId, userId))
  await db.delete(signInChallenges).where(eq(signInChallenges.userId, userId))
}

/** The company's row, held until the transaction ends: an edit, a suspension and a resume of one company take turns. */
export async function lockCompany(tx: Executor, id: string) {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update')
  return row
}

export async function updateCompany(tx: Executor, id: string, values: Partial<typeof companies.$inferInsert>) {
  const [row] = await tx
    .update(companies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(companies.id, id))
    .returning()
  return row
}
