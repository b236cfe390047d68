import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * A row's columns as one array of text, for a read that hands the process one JSON value per row (or
 * per page, inside json_agg) instead of a value per column: numerics stay exact text (JSON numbers
 * would be floats), and the caller reads the array back in the same order. An array of text rather
 * than json_build_object, which works out the type of each argument on every call and cost PostgreSQL
 * more than reading the page (docs/PERFORMANCE.md, finding 24); one value rather than a column each,
 * whose parsing by the driver and mapping by drizzle cost this process more than the rest of a page
 * (finding 27).
 */
export const textArray = (columns: readonly (AnyPgColumn | SQL)[]): SQL =>
  sql`array[${sql.join(
    columns.map((column) => sql`${column}::text`),
    sql`, `,
  )}]`
