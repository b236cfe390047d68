import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { referralLinkOpens, users } from '../../server/db/schema'
import { auth, buildTestApp } from '../helpers/app'
import { uniqueIp } from '../helpers/factories'
import { addMember, approve, insertPendingPurchases, newCompanyWithAdmin, type CompanyMember, type TestCompany } from '../helpers/company-factories'

/**
 * Refer & Earn's whole tree: both levels of referees with names a referrer recognises, the rewards
 * they paid, the share link's funnel and the public count of link opens. Runs on PGlite and PostgreSQL.
 */

let server: FastifyInstance

beforeAll(async () => {
  server = await buildTestApp()
})
afterAll(() => server?.close())

async function buyAndApprove(company: TestCompany, buyer: CompanyMember, quantity: number) {
  const [id] = await insertPendingPurchases(server, company.id, [buyer.id], 1, { quantity, price: '5.00', feePercent: '1.00' })
  expect((await approve(server, company.admin.token, id)).statusCode).toBe(200)
  return id
}

const get = async (member: CompanyMember, url: string) => {
  const res = await server.inject({ method: 'GET', url, headers: auth(member.token!) })
  expect(res.statusCode).toBe(200)
  return res.json().data
}

const open = (payload: object, ip = '203.0.113.9') => server.inject({ method: 'POST', url: '/api/v1/user/referral/open', remoteAddress: ip, payload })

/** A referred B (Bhavna Patel), B referred C (Chetan Kumar Sharma); D (Deepa Rao) registered with A's code and never bought. */
async function tree() {
  const company = await newCompanyWithAdmin(server)
  const a = await addMember(server, company.id, { name: 'Asha Mehta' })
  const b = await addMember(server, company.id, { name: 'Bhavna Patel', referredById: a.id })
  const c = await addMember(server, company.id, { name: 'Chetan Kumar Sharma', referredById: b.id })
  const d = await addMember(server, company.id, { name: 'Deepa Rao', referredById: a.id })
  return { company, a, b, c, d }
}

describe('the referral tree on Refer & Earn', () => {
  it('lists level 1 and level 2 with first name and last initial, what each paid the referrer, and whether they bought', async () => {
    const { company, a, b, c, d } = await tree()
    await buyAndApprove(company, c, 1000) // pays B 50 (level 1) and A 10 (level 2)
    await buyAndApprove(company, b, 200) // pays A 10 (level 1)

    const list = await get(a, '/api/v1/user/referral/list?page=1&limit=10')
    expect(list.lastPage).toBe(1)
    // Newest registration first.
    expect(list.records).toEqual([
      expect.objectContaining({ id: d.id, name: 'Deepa R.', level: 1, via: null, purchased: false, tokensBought: '0', rewardEarned: '0' }),
      expect.objectContaining({ id: c.id, name: 'Chetan S.', level: 2, via: 'Bhavna P.', purchased: true, tokensBought: '1000', rewardEarned: '10' }),
      expect.objectContaining({ id: b.id, name: 'Bhavna P.', level: 1, via: null, purchased: true, tokensBought: '200', rewardEarned: '10' }),
    ])
    // The projection carries no contact detail and no full name.
    const text = JSON.stringify(list)
    for (const member of [b, c, d]) {
      expect(text).not.toContain(member.mobile)
      expect(text).not.toContain(member.email)
    }
    expect(text).not.toContain('Sharma')

    // B sees only C, at level 1: A is above B, not below.
    const ofB = await get(b, '/api/v1/user/referral/list?page=1&limit=10')
    expect(ofB.records.map((r: { id: string; level: number; rewardEarned: string }) => [r.id, r.level, r.rewardEarned])).toEqual([[c.id, 1, '50']])

    // Paged like every list: one a page.
    const second = await get(a, '/api/v1/user/referral/list?page=2&limit=1')
    expect(second).toMatchObject({ records: [{ id: c.id }], lastPage: 3 })
  })

  it('leaves deleted referees out of the list but keeps them in the funnel', async () => {
    const { company, a, b } = await tree()
    await buyAndApprove(company, b, 200)
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, b.id))
    const list = await get(a, '/api/v1/user/referral/list?page=1&limit=10')
    // C still pays A at level 2 through the deleted B, so C stays listed.
    expect(list.records.map((r: { name: string }) => r.name)).toEqual(['Deepa R.', 'Chetan S.'])
    const me = await get(a, '/api/v1/user/referral/get')
    expect(me.funnel).toEqual({ opens: 0, registrations: 2, firstPurchases: 1, rewards: 1 })
  })

  it('lists the rewards unlocked, newest first: when, from whom, the level and the tokens, never the amount paid or the order', async () => {
    const { company, a, b, c } = await tree()
    await buyAndApprove(company, c, 1000)
    await buyAndApprove(company, b, 400)

    const rewards = await get(a, '/api/v1/user/referral/rewards?page=1&limit=10')
    expect(rewards.lastPage).toBe(1)
    expect(rewards.records.map((r: { from: string; level: number; tokens: string; status: string }) => [r.from, r.level, r.tokens, r.status])).toEqual([
      ['Bhavna P.', 1, '20', 'PAID'],
      ['Chetan S.', 2, '10', 'PAID'],
    ])
    for (const record of rewards.records) {
      expect(Object.keys(record).sort()).toEqual(['createdAt', 'from', 'id', 'level', 'lockedUntil', 'status', 'tokens'])
      expect(Date.parse(record.lockedUntil)).toBeGreaterThan(Date.parse(record.createdAt))
    }
    expect(await get(a, '/api/v1/user/referral/rewards?page=2&limit=1')).toMatchObject({ records: [{ from: 'Chetan S.' }], lastPage: 2 })

    // A deleted buyer's reward stays, without the name.
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, c.id))
    const after = await get(a, '/api/v1/user/referral/rewards?page=1&limit=10')
    expect(after.records.map((r: { from: string | null }) => r.from)).toEqual(['Bhavna P.', null])

    // Nobody else sees A's rewards.
    expect((await get(b, '/api/v1/user/referral/rewards?page=1&limit=10')).records.map((r: { from: string }) => r.from)).toEqual([null])
  })

  it('shows the funnel: link opens, registrations, first purchases and level-1 rewards', async () => {
    const { company, a, b, c } = await tree()
    await buyAndApprove(company, b, 200)
    await buyAndApprove(company, b, 300)
    await buyAndApprove(company, c, 1000) // a level-2 reward for A: not a step of A's own link
    for (const visitorId of ['visitor-one-1', 'visitor-two-2', 'visitor-one-1']) {
      expect((await open({ companyId: company.id, referralCode: a.referralCode, visitorId }, uniqueIp())).statusCode).toBe(200)
    }
    const me = await get(a, '/api/v1/user/referral/get')
    expect(me.funnel).toEqual({ opens: 2, registrations: 2, firstPurchases: 1, rewards: 2 })
  })
})

describe('counting share-link opens (public)', () => {
  const opensOf = async (member: CompanyMember) => (await server.db.select().from(referralLinkOpens).where(eq(referralLinkOpens.referrerId, member.id))).length

  it('needs no sign-in, counts one open per browser per day, and takes the code as the register page does', async () => {
    const company = await newCompanyWithAdmin(server)
    const a = await addMember(server, company.id)
    const ip = uniqueIp()
    const first = await open({ companyId: company.id, referralCode: a.referralCode, visitorId: 'browser-a-0001' }, ip)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ status: true, message: 'Received', data: null })
    await open({ companyId: company.id, referralCode: ` ${a.referralCode.toLowerCase()} `, visitorId: 'browser-a-0001' }, ip)
    expect(await opensOf(a)).toBe(1)
    await open({ companyId: company.id, referralCode: a.referralCode, visitorId: 'browser-b-0002' }, ip)
    expect(await opensOf(a)).toBe(2)
    // Without a visitor id the address stands in, hashed.
    await open({ companyId: company.id, referralCode: a.referralCode }, ip)
    await open({ companyId: company.id, referralCode: a.referralCode }, ip)
    const rows = await server.db.select().from(referralLinkOpens).where(eq(referralLinkOpens.referrerId, a.id))
    expect(rows).toHaveLength(3)
    for (const row of rows) expect(row.visitor).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(rows)).not.toContain(ip)
  })

  it('answers an unknown code, another company’s code and an inactive member’s code the same, writing nothing', async () => {
    const company = await newCompanyWithAdmin(server)
    const other = await newCompanyWithAdmin(server)
    const stranger = await addMember(server, other.id)
    const blocked = await addMember(server, company.id, { status: 'BLOCKED' })
    const known = await addMember(server, company.id)
    const answers = []
    for (const referralCode of ['NOSUCHCODE1', stranger.referralCode, blocked.referralCode, known.referralCode]) {
      const res = await open({ companyId: company.id, referralCode, visitorId: 'browser-probe-1' }, uniqueIp())
      answers.push([res.statusCode, res.body])
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(await opensOf(stranger)).toBe(0)
    expect(await opensOf(blocked)).toBe(0)
    expect(await opensOf(known)).toBe(1)
  })

  it('is rate limited per caller address', async () => {
    const company = await newCompanyWithAdmin(server)
    const a = await addMember(server, company.id)
    const ip = uniqueIp()
    for (let i = 0; i < 60; i++) expect((await open({ companyId: company.id, referralCode: a.referralCode, visitorId: `visitor-${i}-abc` }, ip)).statusCode).toBe(200)
    const limited = await open({ companyId: company.id, referralCode: a.referralCode, visitorId: 'visitor-61-abc' }, ip)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().code).toBe('RATE_LIMITED')
    expect(await opensOf(a)).toBe(60)
  })

  it('refuses a malformed request by the contract', async () => {
    const company = await newCompanyWithAdmin(server)
    expect((await open({ companyId: company.id, referralCode: 'ABC', visitorId: 'has spaces!' })).statusCode).toBe(400)
    expect((await open({ companyId: company.id })).statusCode).toBe(400)
  })
})
