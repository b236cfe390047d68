import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/helpers/db'
import type { OpenDatabase } from '../../db/index'

/**
 * The referral reward rule (referral-reward.sql) and its email (referral-reward-email.sql) on their
 * own: pure functions of their arguments, asked directly. The approvals that apply them are in
 * tests/api/referral-rewards.test.ts.
 */

let handle: OpenDatabase
beforeAll(async () => {
  handle = await createTestDatabase()
})
afterAll(() => handle?.close())

interface Referrer {
  deleted?: boolean
  status?: 'ACTIVE' | 'INACTIVE' | 'BLOCKED'
  role?: 'USER' | 'ADMIN'
}

async function reward(quantity: string, percent: string, leftInPool: string, referrer: Referrer = {}) {
  const { deleted = false, status = 'ACTIVE', role = 'USER' } = referrer
  const { rows } = await handle.db.execute<{ intended: string; tokens: string | null; status: string | null; reason: string | null }>(
    sql`select intended::text, tokens::text, status::text, reason from referral_reward(${quantity}::numeric, ${percent}::numeric, ${leftInPool}::numeric, ${deleted}, ${status}, ${role})`,
  )
  return rows[0]
}

describe('the referral reward rule', () => {
  it('pays floor(quantity x percent / 100) whole tokens when the pool has them', async () => {
    expect(await reward('100.00', '5.00', '1000')).toEqual({ intended: '5', tokens: '5', status: 'PAID', reason: null })
    expect(await reward('119.00', '5.00', '1000')).toEqual({ intended: '5', tokens: '5', status: 'PAID', reason: null })
    expect(await reward('100.00', '2.50', '1000')).toEqual({ intended: '2', tokens: '2', status: 'PAID', reason: null })
    expect(await reward('150.50', '1.00', '1000')).toEqual({ intended: '1', tokens: '1', status: 'PAID', reason: null })
    // Exactly what is left is still paid in full.
    expect(await reward('100.00', '5.00', '5')).toEqual({ intended: '5', tokens: '5', status: 'PAID', reason: null })
  })

  it('records nothing for a reward that rounds down to nothing', async () => {
    for (const [quantity, percent] of [
      ['19.00', '5.00'],
      ['99.00', '1.00'],
      ['100.00', '0.00'],
    ]) {
      expect(await reward(quantity, percent, '1000'), `${quantity} at ${percent}%`).toEqual({ intended: '0', tokens: null, status: null, reason: null })
    }
    // Even for a referrer who could not be paid.
    expect((await reward('19.00', '5.00', '1000', { status: 'BLOCKED' })).status).toBeNull()
  })

  it('cuts a reward to what the pool has left, and says how much that was', async () => {
    expect(await reward('100.00', '5.00', '3')).toEqual({ intended: '5', tokens: '3', status: 'CUT', reason: 'The Referral Programme pool had 3 tokens left.' })
    expect(await reward('100.00', '5.00', '0')).toEqual({ intended: '5', tokens: '0', status: 'CUT', reason: 'The Referral Programme pool had 0 tokens left.' })
  })

  it('skips a deleted, blocked or inactive referrer, whatever the pool holds, with the reason', async () => {
    const skipped = (reason: string) => ({ intended: '5', tokens: '0', status: 'SKIPPED', reason })
    expect(await reward('100.00', '5.00', '1000', { deleted: true })).toEqual(skipped("The referrer's account is deleted."))
    // Deleted comes first, then blocked.
    expect(await reward('100.00', '5.00', '1000', { deleted: true, status: 'BLOCKED' })).toEqual(skipped("The referrer's account is deleted."))
    expect(await reward('100.00', '5.00', '1000', { status: 'BLOCKED' })).toEqual(skipped("The referrer's account is blocked."))
    expect(await reward('100.00', '5.00', '1000', { status: 'BLOCKED', role: 'ADMIN' })).toEqual(skipped("The referrer's account is blocked."))
    expect(await reward('100.00', '5.00', '1000', { status: 'INACTIVE' })).toEqual(skipped("The referrer's account is inactive."))
    expect(await reward('100.00', '5.00', '1000', { role: 'ADMIN' })).toEqual(skipped("The referrer's account is inactive."))
    expect(await reward('100.00', '5.00', '0', { status: 'BLOCKED' })).toEqual(skipped("The referrer's account is blocked."))
  })
})

describe('the reward email', () => {
  /** Subject and body for these arguments (after the part), as the settlement asks for them. */
  async function email(language: string, args: ReturnType<typeof sql>) {
    const { rows } = await handle.db.execute<{ subject: string; body: string }>(
      sql`select referral_reward_email('subject', ${language}, ${args}) as subject, referral_reward_email('body', ${language}, ${args}) as body`,
    )
    return rows[0]
  }

  it('says what was earned, for whose purchase, at which level, and until when it is locked (UTC, to the minute)', async () => {
    const args = sql`'AB12CD', 100.00::numeric(38,2), 'STR', 5::numeric, 2::smallint, 1.00::numeric(5,2), '2026-12-26T16:05:59.999Z'::timestamptz`
    expect(await email('en', args)).toEqual({
      subject: 'You earned 5 STR in referral rewards',
      body: 'Member AB12CD bought 100 STR, and you earned 5 STR as their level-2 referrer (1.00%). The reward is locked until 2026-12-26 16:05 UTC; after that it is available.',
    })
  })

  it('groups the figures the Indian way in English too', async () => {
    const args = sql`'AB12CD', 12345678::numeric(38,0), 'STR', 123456::numeric, 1::smallint, 1.00::numeric(5,2), '2026-12-26T16:05:00Z'::timestamptz`
    expect(await email('en', args)).toEqual({
      subject: 'You earned 1,23,456 STR in referral rewards',
      body: 'Member AB12CD bought 1,23,45,678 STR, and you earned 1,23,456 STR as their level-1 referrer (1.00%). The reward is locked until 2026-12-26 16:05 UTC; after that it is available.',
    })
    expect((await email('hi', args)).body).toContain('मेंबर AB12CD ने 1,23,45,678 STR टोकन खरीदे')
  })

  it('has an SMS of two parts at most in either language, with the longest values', async () => {
    // A crore of tokens, a token symbol of the 10 characters the contract allows, a long Member ID.
    const args = sql`'ABCDEFGH1234', 100000000::numeric(38,0), 'ABCDEFGHIJ', 10000000::numeric, 2::smallint, 10.00::numeric(5,2), '2026-09-30T20:00:00Z'::timestamptz`
    const { rows } = await handle.db.execute<{ en: string; hi: string }>(
      sql`select referral_reward_email('sms', 'en', ${args}) as en, referral_reward_email('sms', 'hi', ${args}) as hi`,
    )
    expect(rows[0].en).toBe('You earned 1,00,00,000 ABCDEFGHIJ in referral rewards as the level-2 referrer of member ABCDEFGH1234. Locked until 2026-09-30 20:00 UTC.')
    expect(rows[0].hi).toBe('आपको 1,00,00,000 ABCDEFGHIJ का रेफ़रल रिवॉर्ड मिला (मेंबर ABCDEFGH1234, लेवल 2)। 1 अक्टूबर 2026 तक लॉक।')
    // English stays GSM-7 (160 in one part); Hindi is UCS-2, 67 a part when split.
    expect(rows[0].en.length).toBeLessThanOrEqual(160)
    expect(rows[0].hi.length).toBeLessThanOrEqual(2 * 67)
  })

  it('says the same in Hindi to a referrer who reads Hindi: Indian grouping with Latin digits, the lock’s end in IST', async () => {
    // 16:35 UTC on the last day of December is 22:05 on the same day in India; 18:35 UTC is already January.
    const args = sql`'AB12CD', 123456.00::numeric(38,2), 'STR', 2000::numeric, 1::smallint, 2.50::numeric(5,2), '2026-12-31T16:35:59.999Z'::timestamptz`
    expect(await email('hi', args)).toEqual({
      subject: 'आपको 2,000 STR का रेफ़रल रिवॉर्ड मिला',
      body: 'मेंबर AB12CD ने 1,23,456 STR टोकन खरीदे, और उनके लेवल-1 रेफ़रर के तौर पर आपको 2,000 STR (2.5%) का रिवॉर्ड मिला है। यह रिवॉर्ड 31 दिसंबर 2026, 22:05 IST तक लॉक रहेगा; उसके बाद यह उपलब्ध हो जाएगा।',
    })
    const nextYear = sql`'AB12CD', 1234567.50::numeric(38,2), 'STR', 5::numeric, 2::smallint, 1.00::numeric(5,2), '2026-12-31T18:35:00Z'::timestamptz`
    expect((await email('hi', nextYear)).body).toBe(
      'मेंबर AB12CD ने 12,34,567.50 STR टोकन खरीदे, और उनके लेवल-2 रेफ़रर के तौर पर आपको 5 STR (1%) का रिवॉर्ड मिला है। यह रिवॉर्ड 1 जनवरी 2027, 00:05 IST तक लॉक रहेगा; उसके बाद यह उपलब्ध हो जाएगा।',
    )
  })

  it('stays an expression PostgreSQL inlines into the statement that queues it, in both languages', async () => {
    // Asked over rows (not constants, which would fold away): an inlined function leaves no call to
    // itself in the plan; a function call per email would cost more, under the company's lock.
    const { rows } = await handle.db.execute<{ 'QUERY PLAN': string }>(
      sql`explain (verbose, costs off) select referral_reward_email(p.part, u.language, u.referral_code, 100.00, 'STR', 5, 1::smallint, 1.00, u.created_at)
        from users u, (values ('subject'), ('body')) p(part)`,
    )
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n')
    expect(plan).toContain('Asia/Kolkata')
    expect(plan).not.toContain('referral_reward_email')
    expect(plan).not.toContain('indian_number')
  })
})
