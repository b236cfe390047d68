import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { createTestDatabase, onPostgres } from '../../tests/helpers/db'
import type { OpenDatabase } from '../db/index'
import { otpCodes } from '../db/schema'
import { DEMO_COMPANY_ID, seedDemo } from '../db/seed'
import { HttpError } from './errors'
import { issueOtp, SUPERADMIN_OTP_TTL_SECONDS, verifyOtp, type OtpSubject } from './otp'

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 400) return err.message
    throw err
  }
  throw new Error('expected the code to be refused')
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('one-time codes', () => {
  let handle: OpenDatabase
  let n = 0
  /** A subject nobody else in this file uses. */
  const subject = (overrides: Partial<OtpSubject> = {}): OtpSubject => ({
    purpose: 'REGISTER',
    target: `person${++n}@example.com`,
    companyId: DEMO_COMPANY_ID,
    ...overrides,
  })

  beforeAll(async () => {
    handle = await createTestDatabase()
    await seedDemo(handle.db, loadConfig({ NODE_ENV: 'test' }))
  })
  afterAll(() => handle.close())

  it('makes 6-digit codes, stores only a hash, and expires them after 10 minutes by default', async () => {
    const who = subject()
    const before = Date.now()
    const { code, expiresAt } = await issueOtp(handle.db, who)
    expect(code).toMatch(/^\d{6}$/)
    expect(expiresAt.getTime() - before).toBeGreaterThan(595_000)
    expect(expiresAt.getTime() - before).toBeLessThan(605_000)
    const [row] = await handle.db.select().from(otpCodes).where(eq(otpCodes.target, who.target))
    expect(row.codeHash).not.toContain(code)
    expect(row.attempts).toBe(0)

    const codes = new Set<string>()
    for (let i = 0; i < 20; i++) codes.add((await issueOtp(handle.db, subject())).code)
    expect(codes.size).toBeGreaterThan(15)
  })

  it('honours a shorter lifetime for the super-admin login', async () => {
    const before = Date.now()
    const { expiresAt } = await issueOtp(handle.db, {
      purpose: 'SUPERADMIN_LOGIN',
      target: 'super@str.example',
      companyId: null,
      ttlSeconds: SUPERADMIN_OTP_TTL_SECONDS,
    })
    expect(expiresAt.getTime() - before).toBeGreaterThan(174_000)
    expect(expiresAt.getTime() - before).toBeLessThan(184_000)
  })

  it('accepts the right code once, then refuses it', async () => {
    const who = subject()
    const { code } = await issueOtp(handle.db, who)
    await verifyOtp(handle.db, { ...who, code })
    expect(await refusal(verifyOtp(handle.db, { ...who, code }))).toBe('Invalid OTP.')
  })

  it('matches the target without regard to case or surrounding spaces', async () => {
    const who = subject({ target: 'Mixed.Case@Example.com' })
    const { code } = await issueOtp(handle.db, who)
    await verifyOtp(handle.db, { ...who, target: '  mixed.case@example.COM ', code: ` ${code} ` })
  })

  it('burns the code after five wrong tries: even the right one is then refused', async () => {
    const who = subject()
    const { code } = await issueOtp(handle.db, who)
    for (let i = 0; i < 4; i++) expect(await refusal(verifyOtp(handle.db, { ...who, code: wrongCode(code) }))).toBe('Invalid OTP.')
    expect(await refusal(verifyOtp(handle.db, { ...who, code: wrongCode(code) }))).toBe('Too many wrong attempts. Please request a new OTP.')
    expect(await refusal(verifyOtp(handle.db, { ...who, code }))).toBe('Too many wrong attempts. Please request a new OTP.')

    const fresh = await issueOtp(handle.db, who)
    await verifyOtp(handle.db, { ...who, code: fresh.code })
  })

  it('counts malformed codes as wrong tries too', async () => {
    const who = subject()
    const { code } = await issueOtp(handle.db, who)
    for (const bad of ['', '12345', '1234567', 'abcdef', "' OR 1=1"]) {
      expect(await refusal(verifyOtp(handle.db, { ...who, code: bad }))).toMatch(/Invalid OTP|Too many/)
    }
    expect(await refusal(verifyOtp(handle.db, { ...who, code }))).toBe('Too many wrong attempts. Please request a new OTP.')
  })

  it('refuses an expired code', async () => {
    const who = subject()
    const { code } = await issueOtp(handle.db, who)
    await handle.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpCodes.target, who.target))
    expect(await refusal(verifyOtp(handle.db, { ...who, code }))).toBe('OTP has expired. Please request a new one.')
  })

  it('expires by itself after a tiny lifetime', async () => {
    const who = subject()
    const { code } = await issueOtp(handle.db, { ...who, ttlSeconds: 1 })
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    expect(await refusal(verifyOtp(handle.db, { ...who, code }))).toBe('OTP has expired. Please request a new one.')
  })

  it('is bound to its purpose, its target and its company', async () => {
    const who = subject()
    const { code } = await issueOtp(handle.db, who)
    expect(await refusal(verifyOtp(handle.db, { ...who, purpose: 'FORGOT_PASSWORD', code }))).toBe('Invalid OTP.')
    expect(await refusal(verifyOtp(handle.db, { ...who, target: 'someone.else@example.com', code }))).toBe('Invalid OTP.')
    expect(await refusal(verifyOtp(handle.db, { ...who, companyId: null, code }))).toBe('Invalid OTP.')
    expect(await refusal(verifyOtp(handle.db, { ...who, companyId: crypto.randomUUID(), code }))).toBe('Invalid OTP.')
    await verifyOtp(handle.db, { ...who, code })
  })

  it('keeps a sent code working when a new one is requested, and retires them all once one is used', async () => {
    const who = subject()
    const first = await issueOtp(handle.db, who)
    let second = await issueOtp(handle.db, who)
    while (second.code === first.code) second = await issueOtp(handle.db, who)
    // Asking again is open to anyone: it must not cancel the code the owner already holds.
    await verifyOtp(handle.db, { ...who, code: first.code })
    expect(await refusal(verifyOtp(handle.db, { ...who, code: second.code }))).toBe('Invalid OTP.')
    const live = await handle.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.target, who.target), sql`${otpCodes.consumedAt} IS NULL`))
    expect(live).toHaveLength(0)
  })

  it('counts wrong guesses across every live code: coexisting codes give a guesser no more tries', async () => {
    const who = subject()
    const codes = [await issueOtp(handle.db, who), await issueOtp(handle.db, who), await issueOtp(handle.db, who)]
    const sent = new Set(codes.map((c) => c.code))
    const wrong = ['000000', '111111', '222222', '333333', '444444', '555555', '666666'].filter((c) => !sent.has(c)).slice(0, 5)
    for (const guess of wrong.slice(0, 4)) expect(await refusal(verifyOtp(handle.db, { ...who, code: guess }))).toBe('Invalid OTP.')
    expect(await refusal(verifyOtp(handle.db, { ...who, code: wrong[4] }))).toBe('Too many wrong attempts. Please request a new OTP.')
    expect(await refusal(verifyOtp(handle.db, { ...who, code: codes[0].code }))).toBe('Too many wrong attempts. Please request a new OTP.')
    // A new code, asked for afterwards, works.
    const fresh = await issueOtp(handle.db, who)
    await verifyOtp(handle.db, { ...who, code: fresh.code })
  })

  it('keeps the asking browser its own five tries: wrong codes from anyone else never use them up', async () => {
    const who = subject()
    const { code } = await issueOtp(handle.db, { ...who, device: 'owner-browser' })
    for (let i = 0; i < 8; i++) await refusal(verifyOtp(handle.db, { ...who, code: wrongCode(code) }, { device: i % 2 ? 'stranger' : null, contacts: [] }))
    expect(await refusal(verifyOtp(handle.db, { ...who, code }))).toBe('Too many wrong attempts. Please request a new OTP.')
    await verifyOtp(handle.db, { ...who, code }, { device: 'owner-browser', contacts: [] })
  })

  it('lets concurrent checks of one code succeed exactly once', async () => {
    const who = subject()
    const { code } = await issueOtp(handle.db, who)
    // On PostgreSQL, open the pool's connections first so the checks really overlap; PGlite
    // runs one statement at a time but still interleaves the checks between statements.
    await Promise.all(Array.from({ length: 8 }, () => handle.db.execute(sql`select pg_sleep(0.05)`)))
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => verifyOtp(handle.db, { ...who, code })))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as HttpError).message).toBe('Invalid OTP.')
    }
  })

  // The second case is a guesser's burst: each try is compared only once it is counted, so no more
  // than five are ever compared (a read-then-count check compared all thirty).
  it.runIf(onPostgres).each([
    [3, 3],
    [30, 5],
  ])('counts concurrent wrong tries: %i at once count %i', async (sent, counted) => {
    const who = subject()
    const { code } = await issueOtp(handle.db, who)
    await Promise.all(Array.from({ length: 8 }, () => handle.db.execute(sql`select pg_sleep(0.05)`)))
    await Promise.allSettled(Array.from({ length: sent }, () => verifyOtp(handle.db, { ...who, code: wrongCode(code) })))
    const [row] = await handle.db.select().from(otpCodes).where(eq(otpCodes.target, who.target))
    expect(row.attempts).toBe(counted)
  })
})
