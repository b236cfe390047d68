import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { Database, Driver } from './index'

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Database functions that carry a slice's rules or keep its derived figures, one CREATE OR REPLACE
 * FUNCTION per file in the slice that owns them (the formatting they share, which has no domain, in
 * server/lib), so that what runs is read there rather than in the
 * migration history that once created it. Applied after the migrations (which made the tables and the triggers that
 * call them) on every run, in this order; a function a file calls comes before it.
 */
export const SLICE_FUNCTIONS = [
  // First: a message written in SQL may call it.
  '../lib/indian-number.sql',
  '../features/referrals/referral-reward.sql',
  '../features/referrals/referral-reward-email.sql',
  '../features/purchases/settle-approved-purchase.sql',
  '../features/purchases/number-purchase.sql',
  '../features/purchases/purchase-member-text.sql',
  '../features/purchases/pass-member-text.sql',
  '../features/purchases/notify-purchase-event.sql',
].map((file) => fileURLToPath(new URL(file, import.meta.url)))

const sliceFunctionsSql = () => SLICE_FUNCTIONS.map((file) => readFileSync(file, 'utf8'))

/** PGlite lives in this process only, so overlapping calls are queued here instead. */
const pgliteMigrations = new WeakMap<Database, Promise<void>>()

function migratePgliteSerially(db: Database): Promise<void> {
  const previous = pgliteMigrations.get(db) ?? Promise.resolve()
  const next = previous
    .catch(() => {})
    .then(async () => {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder })
      for (const text of sliceFunctionsSql()) await db.execute(sql.raw(text))
    })
  pgliteMigrations.set(db, next)
  return next
}

/** Any constant will do; it only has to be the same in every instance of this app. */
const MIGRATION_LOCK_KEY = 7_301_946_225

/**
 * Applies the committed migrations that the database has not seen yet, then the slices' functions
 * (SLICE_FUNCTIONS); safe on every start.
 * On PostgreSQL several instances may start together: drizzle's migrator creates its own
 * bookkeeping schema outside its transaction, and concurrent `CREATE ... IF NOT EXISTS` can
 * still collide, so the whole run holds a session-level advisory lock on one dedicated
 * connection. The others wait, then find nothing left to do.
 */
export async function migrate(db: Database, driver: Driver): Promise<void> {
  if (driver === 'pglite') return migratePgliteSerially(db)
  const pool = (db as unknown as NodePgDatabase & { $client: pg.Pool }).$client
  // A migration may rewrite a big table: it gets its own connection, without the request timeouts.
  const client = new pg.Client({ ...pool.options, statement_timeout: 0, query_timeout: undefined, idle_in_transaction_session_timeout: 0 })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder })
      for (const text of sliceFunctionsSql()) await client.query(text)
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
  } finally {
    await client.end()
  }
}
