import { sql } from 'drizzle-orm'
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
