import { sql } from 'drizzle-orm'
import type { holdings } from '../../db/schema'

/**
 * A member's balance from `holdings`, joined on the member: a member with nothing allocated yet has
 * no holdings row, and reads as 0.00.
 */
export const heldOrZero = (column: typeof holdings.stockBalance) => sql<string>`coalesce(${column}, 0.00)`.mapWith(column)
