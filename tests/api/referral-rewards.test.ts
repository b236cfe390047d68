import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { and, eq, sql } from 'drizzle-orm'
import { companies, referralRewards, users } from '../../server/db/schema'
import { auth, buildTestApp } from '../helpers/app'
import { outboxOf } from '../helpers/factories'
import {
  addMember,
  adminGet,
  approve,
  companyTotals,
  insertPendingPurchases,
  newCompanyWithAdmin,
  reject,
  setRemainingSupply,
  userRow,
  type CompanyMember,
  type TestCompany,
} from '../helpers/company-factories'

/**
 * The rewards an approval pays. Runs on PGlite and on PostgreSQL; the races are in
 * referral-races.test.ts.
 */

let server: FastifyInstance

beforeAll(async () => {
  server = await buildTestApp()
})
afterAll(() => server?.close())

const DAY_MS = 86_400_000

/** B referred A, A referred M (the buyer). */
async function chain(company: TestCompany, state: { a?: Parameters<typeof addMember>[2]; b?: Parameters<typeof addMember>[2] } = {}) {
  const b = await addMember(server, company.id, state.b)
  const a = await addMember(server, company.id, { ...state.a, referredById: b.id })
  const m = await addMember(server, company.id, { referredById: a.id })
  return { a, b, m }
}

async function buyAndApprove(company: TestCompany, buyer: CompanyMember, quantity: number) {
  const [id] = await insertPendingPurchases(server, company.id, [buyer.id], 1, { quantity, price: '5.00', feePercent: '1.00' })
  const res = await approve(server, company.admin.token, id)
  expect(res.statusCode).toBe(200)
  return id
}

function rewardsOf(purchaseId: string) {
  return server.db.select().from(referralRewards).where(eq(referralRewards.purchaseId, purchaseId)).orderBy(referralRewards.level)
}

async function settings(companyId: string, values: Partial<typeof companies.$inferInsert>) {
  await server.db.update(companies).set(values).where(eq(companies.id, companyId))
}

const stock = async (member: CompanyMember) => Number((await userRow(server, member.id)).stockBalance)

describe('referral rewards on approval', () => {
  it("pays one level: the buyer's referrer earns floor(Q × 5 / 100), locked for 30 days, out of the pool", async () => {
    const company = await newCompanyWithAdmin(server)
    const a = await addMember(server, company.id)
    const m = await addMember(server, company.id, { referredById: a.id })
    const before = Date.now()
    const id = await buyAndApprove(company, m, 1000)

    const [reward, ...others] = await rewardsOf(id)
    expect(others).toHaveLength(0)
    expect(reward).toMatchObject({ level: 1, referrerId: a.id, percent: '5.00', purchaseQuantity: '1000', intendedTokens: '50', tokens: '50', status: 'PAID', reason: null })
    const lock = reward.lockedUntil!.getTime()
    expect(lock).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 60_000)
    expect(lock).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS + 60_000)
    expect(await stock(a)).toBe(50)
    expect(await stock(m)).toBe(1000)
    // Supply taken = tokens sold + rewards.
    expect(Number((await companyTotals(server, company.id)).remainingPrivateSupply)).toBe(300000 - 1000 - 50)

    // globalStake is the company's allocated tokens (sold plus rewards); stockBalance the member's own.
    const profile = await server.inject({ method: 'GET', url: '/api/v1/user/auth/profile/get', headers: auth(a.token!) })
    expect(profile.json().data).toMatchObject({ globalStake: '1050', stockBalance: '50' })
    // The admin's 'Referral Supply' doughnut counts the rewards as allocated too.
    const dashboard = (await adminGet(server, company.admin.token, 'dashboard/get')).json().data
    expect(dashboard.privateSupplyData).toEqual({ total: '300000.00', remaining: '298950.00', stockBalance: '1050.00' })

    // The referrer hears of it through the durable queue (written in the same statement), which the worker empties.
    const mail = await vi.waitFor(async () => {
      const [sent] = await outboxOf(server, a.email)
      expect(sent).toBeDefined()
      return sent
    })
    expect(mail.subject).toBe(`You earned 50 ${company.tokenSymbol} in referral rewards`)
    expect(mail.body).toContain(m.referralCode)
  })

  it("pays two levels: the referrer's own referrer earns the level-2 share", async () => {
    const company = await newCompanyWithAdmin(server)
    const { a, b, m } = await chain(company)
    const id = await buyAndApprove(company, m, 1000)
    const rewards = await rewardsOf(id)
    expect(rewards.map((r) => [r.level, r.referrerId, r.tokens, r.status])).toEqual([
      [1, a.id, '50', 'PAID'],
      [2, b.id, '10', 'PAID'],
    ])
    expect([await stock(a), await stock(b)]).toEqual([50, 10])
    expect(Number((await companyTotals(server, company.id)).remainingPrivateSupply)).toBe(300000 - 1060)
  })

  it('pays nothing and records nothing for a level at 0 percent, and nothing at all with the programme off', async () => {
    const company = await newCompanyWithAdmin(server)
    const { a, b, m } = await chain(company)
    await settings(company.id, { referralLevel1Percent: '0' })
    const first = await buyAndApprove(company, m, 1000)
    expect((await rewardsOf(first)).map((r) => [r.level, r.tokens])).toEqual([[2, '10']])
    expect(await stock(a)).toBe(0)

    await settings(company.id, { referralLevel1Percent: '5', referralEnabled: false })
    const second = await buyAndApprove(company, m, 1000)
    expect(await rewardsOf(second)).toEqual([])
    expect(await stock(b)).toBe(10)
  })

  it('rounds each reward down to whole tokens, and records none that rounds to 0', async () => {
    const company = await newCompanyWithAdmin(server)
    const { a, m } = await chain(company)
    const id = await buyAndApprove(company, m, 39) // 5% = 1.95, 1% = 0.39
    expect((await rewardsOf(id)).map((r) => [r.level, r.intendedTokens, r.tokens])).toEqual([[1, '1', '1']])
    expect(await stock(a)).toBe(1)
    const tiny = await buyAndApprove(company, m, 19) // 5% = 0.95
    expect(await rewardsOf(tiny)).toEqual([])
  })

  it('cuts the rewards to what the pool has left, level 1 first, approves the purchase anyway and never goes below zero', async () => {
    const company = await newCompanyWithAdmin(server)
    const { a, b, m } = await chain(company)
    await setRemainingSupply(server, company.id, '1030')
    const id = await buyAndApprove(company, m, 1000)
    const [level1, level2] = await rewardsOf(id)
    expect(level1).toMatchObject({ intendedTokens: '50', tokens: '30', status: 'CUT', reason: 'The Referral Programme pool had 30 tokens left.' })
    expect(level2).toMatchObject({ intendedTokens: '10', tokens: '0', status: 'CUT', lockedUntil: null })
    expect([await stock(a), await stock(b), await stock(m)]).toEqual([30, 0, 1000])
    expect(Number((await companyTotals(server, company.id)).remainingPrivateSupply)).toBe(0)
    // The report says what was cut.
    const report = (await adminGet(server, company.admin.token, 'referral/report')).json().data
    expect(report.pool).toMatchObject({ rewards: '30.00', rewardsCut: '30.00', remaining: '0.00' })
  })

  it('pays a blocked or deleted referrer nothing, records why, and still pays level 2', async () => {
    const company = await newCompanyWithAdmin(server)
    const { a, b, m } = await chain(company, { a: { status: 'BLOCKED' } })
    const id = await buyAndApprove(company, m, 1000)
    const [level1, level2] = await rewardsOf(id)
    expect(level1).toMatchObject({ referrerId: a.id, intendedTokens: '50', tokens: '0', status: 'SKIPPED', reason: "The referrer's account is blocked.", lockedUntil: null })
    expect(level2).toMatchObject({ referrerId: b.id, tokens: '10', status: 'PAID' })
    expect(await stock(a)).toBe(0)

    await server.db
      .update(users)
      .set({ status: 'ACTIVE', deletedAt: sql`now()` })
      .where(eq(users.id, a.id))
    const again = await buyAndApprove(company, m, 1000)
    expect((await rewardsOf(again))[0]).toMatchObject({ status: 'SKIPPED', reason: "The referrer's account is deleted." })
    expect(await stock(a)).toBe(0)
  })

  it('pays nothing on a rejection, and exactly once on an approval asked for twice', async () => {
    const company = await newCompanyWithAdmin(server)
    const { a, m } = await chain(company)
    const [rejected] = await insertPendingPurchases(server, company.id, [m.id], 1, { quantity: 1000, price: '5.00' })
    expect((await reject(server, company.admin.token, rejected)).statusCode).toBe(200)
    expect(await rewardsOf(rejected)).toEqual([])

    const id = await buyAndApprove(company, m, 1000)
    expect((await approve(server, company.admin.token, id)).statusCode).toBe(409)
    expect(await rewardsOf(id)).toHaveLength(2)
    expect(await stock(a)).toBe(50)
  })

  it("answers the approval with the rewards it paid, and the admin's purchase history shows the same, searched or not", async () => {
    const company = await newCompanyWithAdmin(server)
    const { a, b, m } = await chain(company)
    const [id, pending] = await insertPendingPurchases(server, company.id, [m.id], 2, { quantity: 1000, price: '5.00', feePercent: '1.00' })
    const approved = (await approve(server, company.admin.token, id)).json().data
    const [level1, level2] = await rewardsOf(id)
    expect(approved.rewards).toEqual([
      {
        level: 1,
        percent: '5.00',
        referrer: { id: a.id, referralCode: a.referralCode, name: expect.any(String), mobile: expect.any(String) },
        intendedTokens: '50',
        tokens: '50',
        status: 'PAID',
        reason: null,
        lockedUntil: level1.lockedUntil!.toISOString(),
      },
      expect.objectContaining({ level: 2, referrer: expect.objectContaining({ id: b.id }), tokens: '10', lockedUntil: level2.lockedUntil!.toISOString() }),
    ])
    // The list's page, and a search's page (its rows read by their ids), carry them in the page's own read.
    const [member] = await server.db.select({ name: users.name }).from(users).where(eq(users.id, m.id))
    for (const query of [{}, { search: member.name }] as Record<string, string>[]) {
      const { records } = (await adminGet(server, company.admin.token, 'transaction/list', { page: 1, limit: 10, ...query })).json().data
      const shown = new Map(records.map((r: { id: string; rewards: unknown[] }) => [r.id, r.rewards]))
      expect(shown.get(id)).toEqual(approved.rewards)
      // A pending purchase of the same referred member has paid nothing yet.
      expect(shown.get(pending)).toEqual([])
    }
  })
})

describe("the members' referral reads", () => {
  it("My Stock lists the member's purchases and rewards newest first; Refer & Earn counts referees and splits earned into locked and available", async () => {
    const company = await newCompanyWithAdmin(server)
    const { a, m } = await chain(company)
    await buyAndApprove(company, a, 200)
    await buyAndApprove(company, m, 1000)

    const myStock = (await server.inject({ method: 'GET', url: '/api/v1/user/stock/my/list?page=1&limit=10', headers: auth(a.token!) })).json().data
    expect(myStock.records.map((r: { kind: string; memberId: string; stockQty: string }) => [r.kind, r.memberId, r.stockQty])).toEqual([
      ['REWARD', m.referralCode, '50'],
      ['PURCHASE', a.referralCode, '200'],
    ])
    expect(myStock.records[0].reward).toMatchObject({ level: 1, purchaseQuantity: '1000', status: 'PAID' })
    expect(myStock.records[1]).toMatchObject({ reward: null, lockedUntil: null, transactionHash: null })
    expect(myStock.lastPage).toBe(1)
    // One a page: the purchase is the second page of two, and a page past the end still knows there are two.
    const myStockPage = async (page: number) =>
      (await server.inject({ method: 'GET', url: `/api/v1/user/stock/my/list?page=${page}&limit=1`, headers: auth(a.token!) })).json().data
    expect(await myStockPage(2)).toMatchObject({ records: [{ kind: 'PURCHASE', stockQty: '200' }], lastPage: 2 })
    expect(await myStockPage(5)).toEqual({ records: [], lastPage: 2 })

    const me = (await server.inject({ method: 'GET', url: '/api/v1/user/referral/get', headers: auth(a.token!) })).json().data
    expect(me).toMatchObject({ referralCode: a.referralCode, referees: 1, totals: { earned: '50', locked: '50', available: '0' } })
    expect(Date.parse(me.totals.nextUnlockAt)).toBeGreaterThan(Date.now() + 29 * DAY_MS)

    // With the lock over, the reward is available.
    await server.db
      .update(referralRewards)
      .set({ lockedUntil: sql`now() - interval '1 minute'` })
      .where(eq(referralRewards.referrerId, a.id))
    const later = (await server.inject({ method: 'GET', url: '/api/v1/user/referral/get', headers: auth(a.token!) })).json().data
    expect(later.totals).toEqual({ earned: '50', locked: '0', available: '50', nextUnlockAt: null })

    const referees = (await server.inject({ method: 'GET', url: '/api/v1/user/referral/list?page=1&limit=10', headers: auth(a.token!) })).json().data
    expect(referees.records).toHaveLength(1)
    expect(referees.records[0]).toMatchObject({ id: m.id, level: 1, via: null, verified: true, purchased: true, tokensBought: '1000', rewardEarned: '50' })
    // "Member 12" reads as the first name and the last word's initial.
    expect(referees.records[0].name).toMatch(/^Member \d\.$/)
  })

  it('Global Stock ranks the holders by stock (rewards included), marking the caller', async () => {
    const company = await newCompanyWithAdmin(server)
    const { a, m } = await chain(company)
    await buyAndApprove(company, m, 1000)
    const board = (await server.inject({ method: 'GET', url: '/api/v1/user/stock/global/list?page=1&limit=10', headers: auth(a.token!) })).json().data
    expect(board.records.map((r: { rank: number; stockQty: string; isMe: boolean }) => [r.rank, r.stockQty, r.isMe])).toEqual([
      [1, '1000', false],
      [2, '50', true],
      [3, '10', false],
    ])
  })

  it("the admin's report names the top referrers with how many they referred", async () => {
    const company = await newCompanyWithAdmin(server)
    const { a, m } = await chain(company)
    await addMember(server, company.id, { referredById: a.id })
    await buyAndApprove(company, m, 1000)
    const answer = await adminGet(server, company.admin.token, 'referral/report')
    expect(answer.json()).toMatchObject({ status: true })
    const report = answer.json().data
    expect(report.topReferrers[0]).toMatchObject({ user: { id: a.id }, referees: 2, rewardTokens: '50' })
    expect(report.settings).toEqual({ enabled: true, level1Percent: '5.00', level2Percent: '1.00', lockDays: 30 })
  })

  it('lets an admin change the settings within their ranges, and refuses what is out of range', async () => {
    const company = await newCompanyWithAdmin(server)
    const update = (body: object) => server.inject({ method: 'PUT', url: '/api/v1/admin/referral/update', headers: auth(company.admin.token), payload: body })
    const ok = await update({ enabled: false, level1Percent: '7.5', level2Percent: '0', lockDays: 0 })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().data).toEqual({ enabled: false, level1Percent: '7.50', level2Percent: '0.00', lockDays: 0 })
    expect((await update({ enabled: true, level1Percent: '101', level2Percent: '1', lockDays: 30 })).statusCode).toBe(400)
    expect((await update({ enabled: true, level1Percent: '5', level2Percent: '1', lockDays: 3651 })).statusCode).toBe(400)
    const member = await addMember(server, company.id)
    expect(
      (
        await server.inject({
          method: 'PUT',
          url: '/api/v1/admin/referral/update',
          headers: auth(member.token!),
          payload: { enabled: true, level1Percent: '5', level2Percent: '1', lockDays: 30 },
        })
      ).statusCode,
    ).toBe(403)
    const row = await server.db
      .select({ on: companies.referralEnabled })
      .from(companies)
      .where(and(eq(companies.id, company.id)))
    expect(row[0].on).toBe(false)
  })
})
