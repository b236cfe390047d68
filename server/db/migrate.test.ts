import fs from 'node:fs'
import { getTableColumns, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../tests/helpers/db'
import { loadConfig } from '../config'
import type { Database, OpenDatabase } from './index'
import { migrate, SLICE_FUNCTIONS } from './migrate'
import journal from './migrations/meta/_journal.json'
import { companies, users } from './schema'
import { DEMO_COMPANY_ID, seedDemo } from './seed'

/** Applies the journal's migrations whose tags pass `pick`, each in a transaction of its own statements, as the migrator runs them. */
async function applyMigrations(db: Database, pick: (tag: string) => boolean) {
  for (const { tag } of journal.entries.filter((entry) => pick(entry.tag))) {
    const text = fs.readFileSync(new URL(`./migrations/${tag}.sql`, import.meta.url), 'utf8')
    await db.transaction(async (tx) => {
      for (const statement of text.split('--> statement-breakpoint')) if (statement.trim()) await tx.execute(sql.raw(statement))
    })
  }
}

const TABLES = [
  'activity_log',
  'app_settings',
  'beneficiaries',
  'companies',
  'deliveries',
  'holdings',
  'live_tickets',
  'media',
  'member_purchase_counts',
  'notifications',
  'otp_codes',
  'otp_trusted_devices',
  'outbox',
  'purchase_counts',
  'purchase_numbers',
  'purchase_ordinals',
  'purchases',
  'rate_limits',
  'recovery_codes',
  'referral_link_opens',
  'referral_rewards',
  'second_factors',
  'sessions',
  'sign_in_challenges',
  'superadmins',
  'two_factor_policies',
  'upload_quotas',
  'user_counts',
  'users',
]

/** A ₹10 manual purchase of the demo member, written as SQL (the migration under test may not have its columns yet); at its own time if given. */
const buy = (db: OpenDatabase['db'], memberId: string, ref: string, at?: string) =>
  db.execute(sql`insert into purchases (company_id, user_id, purchase_ref, payment_method, amount, price, total_quantity,
    fee_percent, fee_amount, final_amount, request_hash, created_at)
    values (${DEMO_COMPANY_ID}, ${memberId}, ${ref}, 'MANUAL', 10, 10, 1, 0, 0, 10, ${ref}, ${at ? sql`${at}` : sql`now()`})`)

describe('migrate', () => {
  const opened: OpenDatabase[] = []
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((o) => o.close()))
  })
  /** A database migrated up to (not including) `tag`, with the demo company seeded: the migration under test comes next. */
  async function demoBefore(tag: string) {
    const handle = await createTestDatabase({ migrate: false })
    opened.push(handle)
    await applyMigrations(handle.db, (applied) => applied < tag)
    // The seed writes every column users and companies have today, so the columns a later migration
    // adds (0024's language, 0029's suspension) stand in for it and go again: the migration under
    // test finds the tables of its time.
    const standIns: { table: string; name: string }[] = []
    for (const [table, columns] of [
      ['users', getTableColumns(users)],
      ['companies', getTableColumns(companies)],
    ] as const) {
      const present = await handle.db.execute<{ column_name: string }>(sql`select column_name from information_schema.columns where table_name = ${table}`)
      for (const column of Object.values(columns)) {
        if (!present.rows.some((row) => row.column_name === column.name)) standIns.push({ table, name: column.name })
      }
    }
    for (const { table, name } of standIns) await handle.db.execute(sql`alter table ${sql.identifier(table)} add column ${sql.identifier(name)} text`)
    await seedDemo(handle.db, loadConfig({ NODE_ENV: 'test' }))
    for (const { table, name } of standIns) await handle.db.execute(sql`alter table ${sql.identifier(table)} drop column ${sql.identifier(name)}`)
    return handle
  }
  const demoMember = async (db: OpenDatabase['db']) => (await db.execute<{ id: string }>(sql`select id from users where role = 'USER'`)).rows[0]

  it('leaves the database with the triggers that keep derived figures, and no plpgsql page functions', async () => {
    const handle = await createTestDatabase({ migrate: false })
    opened.push(handle)
    await migrate(handle.db, handle.driver)
    const functions = await handle.db.execute<{ proname: string }>(sql`select proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prolang = (select oid from pg_language where lanname = 'plpgsql') order by proname`)
    expect(functions.rows.map((r) => r.proname)).toEqual([
      'activity_log_append_only',
      'notify_purchase_event',
      'number_purchase',
      'pass_member_text',
      'purchase_member_text',
      'referral_reward',
      'settle_approved_purchase',
      'track_member_purchase_counts',
      'track_purchase_counts',
      'track_user_counts',
      'users_keep_an_admin',
      // Migration 0030: users.verified_at, stamped when an admin verifies a member.
      'users_stamp_verified_at',
    ])
  })

  it("runs exactly the slices' function files: each function's body in the database is its file's", async () => {
    const handle = await createTestDatabase()
    opened.push(handle)
    for (const file of SLICE_FUNCTIONS) {
      const text = fs.readFileSync(file, 'utf8')
      const [, name] = /CREATE OR REPLACE FUNCTION (\w+)\(/.exec(text) ?? []
      const [, body] = /AS \$\$([\s\S]*)\$\$;\s*$/.exec(text) ?? []
      expect(name, file).toBeTruthy()
      expect(body, file).toBeTruthy()
      const found = await handle.db.execute<{ prosrc: string }>(sql`select p.prosrc from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = ${name}`)
      expect(
        found.rows.map((r) => r.prosrc),
        file,
      ).toEqual([body])
    }
    // The triggers run those functions.
    const triggers = await handle.db.execute<{ tgname: string; proname: string }>(sql`select t.tgname, p.proname from pg_trigger t join pg_proc p on p.oid = t.tgfoid
      where t.tgname in ('purchases_settle_approval', 'purchases_number', 'purchases_member_text', 'users_purchases_text', 'purchases_live_event') order by t.tgname`)
    expect(triggers.rows).toEqual([
      { tgname: 'purchases_live_event', proname: 'notify_purchase_event' },
      { tgname: 'purchases_member_text', proname: 'purchase_member_text' },
      { tgname: 'purchases_number', proname: 'number_purchase' },
      { tgname: 'purchases_settle_approval', proname: 'settle_approved_purchase' },
      { tgname: 'users_purchases_text', proname: 'pass_member_text' },
    ])
  })

  it('creates every table and the pg_trgm extension on an empty database', async () => {
    const handle = await createTestDatabase({ migrate: false })
    opened.push(handle)
    await migrate(handle.db, handle.driver)
    const tables = await handle.db.execute<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`)
    expect(tables.rows.map((r) => r.table_name)).toEqual(TABLES)
    const ext = await handle.db.execute<{ extname: string }>(sql`select extname from pg_extension where extname = 'pg_trgm'`)
    expect(ext.rows).toHaveLength(1)
  })

  it('is a no-op when run again', async () => {
    const handle = await createTestDatabase()
    opened.push(handle)
    const countApplied = async () => (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).rows[0].n
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

  it('moves the balances kept on users into holdings (0017), for every member who had any, and nothing else', async () => {
    const handle = await demoBefore('0017')
    const people = await handle.db.execute<{ id: string; email: string }>(sql`select id, email from users order by email`)
    const [admin, member] = people.rows
    // The member as 0016 kept them: a balance, its parts and a lock end; the admin with nothing allocated.
    await handle.db.execute(sql`update users set stock_balance = 150, tokens_bought = 100, reward_tokens = 50, referrer_reward_tokens = 5,
      last_allocated_at = '2026-11-20T10:00:00Z', reward_locked_until = '2026-12-20T10:00:00Z' where id = ${member.id}`)
    await applyMigrations(handle.db, (tag) => tag === '0017_holdings')
    const holdings = await handle.db.execute(sql`select user_id, company_id, stock_balance::text, tokens_bought::text, reward_tokens::text,
      referrer_reward_tokens::text, last_allocated_at = '2026-11-20T10:00:00Z' as allocated_at_kept,
      reward_locked_until = '2026-12-20T10:00:00Z' as lock_end_kept from holdings`)
    expect(holdings.rows).toEqual([
      {
        user_id: member.id,
        company_id: DEMO_COMPANY_ID,
        stock_balance: '150.00',
        tokens_bought: '100.00',
        reward_tokens: '50.00',
        referrer_reward_tokens: '5.00',
        allocated_at_kept: true,
        lock_end_kept: true,
      },
    ])
    expect(admin.email).toBe('admin@str.example')
    const left = await handle.db.execute<{ column_name: string }>(sql`select column_name from information_schema.columns
      where table_name = 'users' and column_name in ('stock_balance', 'tokens_bought', 'reward_tokens', 'referrer_reward_tokens', 'last_allocated_at', 'reward_locked_until')`)
    expect(left.rows).toEqual([])
  })

  it('numbers the purchases already recorded (0018) in the ledger’s order, per company, and goes on from there', async () => {
    const handle = await demoBefore('0018')
    const member = await demoMember(handle.db)
    // Recorded in another order than their times.
    for (const [ref, at] of [
      ['PUR-000002', '2026-11-20T10:02:00Z'],
      ['PUR-000001', '2026-11-20T10:01:00Z'],
      ['PUR-000003', '2026-11-20T10:03:00Z'],
    ]) {
      await buy(handle.db, member.id, ref, at)
    }
    await applyMigrations(handle.db, (tag) => tag === '0018_purchase_ordinals')
    const numbers = async () => (await handle.db.execute(sql`select purchase_ref, ordinal::int from purchases order by ordinal`)).rows
    expect(await numbers()).toEqual([
      { purchase_ref: 'PUR-000001', ordinal: 1 },
      { purchase_ref: 'PUR-000002', ordinal: 2 },
      { purchase_ref: 'PUR-000003', ordinal: 3 },
    ])
    const counter = async () =>
      (
        await handle.db.execute(sql`select last::int, in_order, newest_id = (select id from purchases where purchase_ref = 'PUR-000003') as newest_kept
        from purchase_ordinals where company_id = ${DEMO_COMPANY_ID}`)
      ).rows
    expect(await counter()).toEqual([{ last: 3, in_order: true, newest_kept: true }])
    const numberRows = async () =>
      (
        await handle.db.execute(sql`select n.ordinal::int, p.purchase_ref from purchase_numbers n join purchases p on p.id = n.purchase_id
        and p.company_id = n.company_id order by n.ordinal`)
      ).rows
    expect(await numberRows()).toEqual((await numbers()).map(({ purchase_ref, ordinal }) => ({ ordinal, purchase_ref })))
    await buy(handle.db, member.id, 'PUR-000004')
    expect((await numbers()).at(-1)).toEqual({ purchase_ref: 'PUR-000004', ordinal: 4 })
    expect(await counter()).toEqual([{ last: 4, in_order: true, newest_kept: false }])
    expect(await numberRows()).toEqual((await numbers()).map(({ purchase_ref, ordinal }) => ({ ordinal, purchase_ref })))
  })

  it('copies each member’s search text onto their purchases (0019), and keeps it when they are bought for or renamed', async () => {
    const handle = await demoBefore('0019')
    const member = await demoMember(handle.db)
    await buy(handle.db, member.id, 'PUR-000001')
    await applyMigrations(handle.db, (tag) => tag === '0019_purchase_member_text')
    const texts = async () =>
      (
        await handle.db.execute(sql`select p.purchase_ref, p.member_search_text = u.search_text as same, u.search_text like '%asha verma%' as renamed
        from purchases p join users u on u.id = p.user_id order by p.purchase_ref`)
      ).rows
    expect(await texts()).toEqual([{ purchase_ref: 'PUR-000001', same: true, renamed: false }])
    await buy(handle.db, member.id, 'PUR-000002')
    await handle.db.execute(sql`update users set name = 'Asha Verma' where id = ${member.id}`)
    expect(await texts()).toEqual([
      { purchase_ref: 'PUR-000001', same: true, renamed: true },
      { purchase_ref: 'PUR-000002', same: true, renamed: true },
    ])
  })

  it('counts into each account’s upload quota what it uploaded in the last 24 hours (0021), in a window its first of those opened', async () => {
    const handle = await demoBefore('0021')
    const member = await demoMember(handle.db)
    const uploaded = (name: string, bytes: number, age: string) =>
      handle.db.execute(sql`insert into media (owner_user_id, storage_name, mime_type, size_bytes, original_name, created_at)
        values (${member.id}, ${name}, 'image/png', ${bytes}, 'receipt.png', now() - ${age}::interval)`)
    await uploaded('yesterday.png', 5000, '30 hours')
    await uploaded('morning.png', 1000, '3 hours')
    await uploaded('noon.png', 2000, '1 hour')
    await applyMigrations(handle.db, (tag) => tag === '0021_upload_quotas')
    const quotas = await handle.db.execute(sql`select user_id, used_bytes::int as used,
      window_started_at = (select created_at from media where storage_name = 'morning.png') as opened_by_first from upload_quotas`)
    expect(quotas.rows).toEqual([{ user_id: member.id, used: 3000, opened_by_first: true }])
  })
  it('gives every account English (0024), refuses a language it does not know, and leaves one reward email function', async () => {
    const handle = await demoBefore('0024')
    // The function as the slice file had it before the language: two functions by that name would be ambiguous.
    await handle.db.execute(
      sql.raw(`CREATE FUNCTION referral_reward_email(part text, buyer_code text, quantity numeric, token_symbol text, tokens numeric,
      level smallint, percent numeric, locked_until timestamptz) RETURNS text LANGUAGE sql STABLE AS $$ SELECT part $$`),
    )
    await applyMigrations(handle.db, (tag) => tag === '0024_member_language')
    const languages = await handle.db.execute<{ email: string; language: string }>(sql`select email, language from users order by email`)
    expect(languages.rows).toEqual([
      { email: 'admin@str.example', language: 'en' },
      { email: 'member@str.example', language: 'en' },
    ])
    const member = await demoMember(handle.db)
    await handle.db.execute(sql`update users set language = 'hi' where id = ${member.id}`)
    await expect(handle.db.execute(sql`update users set language = 'fr' where id = ${member.id}`)).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'users_language_known' }),
    })
    const kept = await handle.db.execute<{ language: string }>(sql`select language from users where id = ${member.id}`)
    expect(kept.rows).toEqual([{ language: 'hi' }])
    const functions = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_proc where proname = 'referral_reward_email'`)
    expect(functions.rows).toEqual([{ n: 0 }])
  })
})
