import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../tests/helpers/db'
import type { OpenDatabase } from './index'
import { migrate } from './migrate'
import journal from './migrations/meta/_journal.json'

const TABLES = [
  'app_settings',
  'beneficiaries',
  'companies',
  'deliveries',
  'holdings',
  'media',
  'member_purchase_counts',
  'otp_codes',
  'outbox',
  'purchase_counts',
  'purchases',
  'rate_limits',
  'referral_rewards',
  'sessions',
  'superadmins',
  'user_counts',
  'users',
]

describe('migrate', () => {
  const opened: OpenDatabase[] = []
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((o) => o.close()))
  })

  it('leaves the database with the triggers that keep derived figures, and no plpgsql page functions', async () => {
    const handle = await createTestDatabase({ migrate: false })
    opened.push(handle)
    await migrate(handle.db, handle.driver)
    const functions = await handle.db.execute<{ proname: string }>(sql`select proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prolang = (select oid from pg_language where lanname = 'plpgsql') order by proname`)
    expect(functions.rows.map((r) => r.proname)).toEqual([
      'settle_approved_purchase',
      'track_member_purchase_counts',
      'track_purchase_counts',
      'track_user_counts',
      'users_keep_an_admin',
    ])
  })

  it('creates every table and the pg_trgm extension on an empty database', async () => {
    const handle = await createTestDatabase({ migrate: false })
    opened.push(handle)
    await migrate(handle.db, handle.driver)
    const tables = await handle.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )
    expect(tables.rows.map((r) => r.table_name)).toEqual(TABLES)
    const ext = await handle.db.execute<{ extname: string }>(sql`select extname from pg_extension where extname = 'pg_trgm'`)
    expect(ext.rows).toHaveLength(1)
  })

  it('is a no-op when run again', async () => {
    const handle = await createTestDatabase()
    opened.push(handle)
    const countApplied = async () =>
      (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).rows[0].n
    const before = await countApplied()
    expect(before).toBeGreaterThanOrEqual(2)
    await migrate(handle.db, handle.driver)
    expect(await countApplied()).toBe(before)
  })

  it('lets several instances migrate one empty database at the same time', async () => {
    const handle = await createTestDatabase({ migrate: false })
    opened.push(handle)
    // On PostgreSQL each call takes its own pooled connection and they really race; PGlite serialises.
    await Promise.all([migrate(handle.db, handle.driver), migrate(handle.db, handle.driver), migrate(handle.db, handle.driver)])
    const applied = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
    const files = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`)
    // Each migration of the journal applied exactly once, however many instances raced.
    expect(applied.rows[0].n).toBe(journal.entries.length)
    expect(files.rows[0].n).toBe(TABLES.length)
  })
})
