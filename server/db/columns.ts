import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { holdings, users } from './schema'

/**
 * A user as the contract's AdminUser shows one (createdAt still a Date): what the admin console's
 * user list reads and what adding an admin, from the company's console or from the super admin's,
 * answers. Shared here because two slices answer with it and slices do not import each other.
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

/**
 * A member's balance from `holdings`, joined on the member: a member with nothing allocated yet has
 * no holdings row, and reads as 0.00. Shared because the accounts and referrals slices read it.
 */
export const heldOrZero = (column: typeof holdings.stockBalance) => sql<string>`coalesce(${column}, 0.00)`.mapWith(column)

/**
 * A row's columns as one array of text, for a read that hands the process one JSON value per row (or
 * per page, inside json_agg) instead of a value per column: numerics stay exact text (JSON numbers
 * would be floats), and the caller reads the array back in the same order. An array of text rather
 * than json_build_object, which works out the type of each argument on every call and cost PostgreSQL
 * more than reading the page; one value rather than a column each, whose parsing by the driver and
 * mapping by drizzle cost this process more than the rest of a page.
 */
export const textArray = (columns: readonly (AnyPgColumn | SQL)[]): SQL =>
  sql`array[${sql.join(
    columns.map((column) => sql`${column}::text`),
    sql`, `,
  )}]`
