import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/index'
import { adminUserColumns } from '../../db/columns'
import { companies, users } from '../../db/schema'
import { likeTerm, pageOffset } from '../../lib/paging'

/** The companies of the platform, as the super admin adds and lists them, and their admins. */

export async function findCompany(db: Database, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id))
  return row
}

export async function listCompanies(db: Database, q: { page: number; limit: number; search?: string }) {
  const term = q.search?.trim() ? likeTerm(q.search) : undefined
  const where = term
    ? or(
        ilike(companies.name, term),
        ilike(companies.email, term),
        ilike(companies.mobile, term),
        ilike(companies.tokenName, term),
        ilike(companies.tokenSymbol, term),
      )
    : undefined
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(q.limit)
      .offset(pageOffset(q.page, q.limit)),
    db.select({ total: count() }).from(companies).where(where),
  ])
  return { rows, total }
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
