import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { decodeJwt } from 'jose'
import { eq, sql } from 'drizzle-orm'
import { sessions } from '../../server/db/schema'
import { seenWritesSettled } from '../../server/lib/sessions'
import { SESSION_EXPIRED_MESSAGE } from '../../server/lib/tokens'
import { auth, buildTestApp, DEMO_COMPANY_ID, tokenFor } from '../helpers/app'
import { ADMIN_PASSWORD, addAdmin, addMember, newCompanyWithAdmin } from '../helpers/company-factories'
import { registerMember, type RegisteredMember } from '../helpers/factories'

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

const AREAS = {
  member: { list: '/api/v1/user/auth/sessions', revoke: '/api/v1/user/auth/sessions/revoke-others', read: '/api/v1/user/auth/profile/get' },
  admin: { list: '/api/v1/company/auth/sessions', revoke: '/api/v1/company/auth/sessions/revoke-others', read: '/api/v1/admin/dashboard/get' },
  superadmin: { list: '/api/v1/superadmin/auth/sessions', revoke: '/api/v1/superadmin/auth/sessions/revoke-others', read: '/api/v1/superadmin/dashboard' },
} as const
type Area = keyof typeof AREAS

let server: FastifyInstance
beforeAll(async () => {
  server = await buildTestApp()
})
afterAll(() => server.close())

/** Signs in through a login call, from a browser and an address of the test's choosing. */
async function signIn(url: string, payload: Record<string, string>, userAgent: string, ip: string): Promise<string> {
  const res = await server.inject({ method: 'POST', url, remoteAddress: ip, headers: { 'user-agent': userAgent }, payload })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.token
}

const memberSignIn = (member: RegisteredMember, userAgent: string, ip: string) =>
  signIn('/api/v1/user/auth/login', { companyId: DEMO_COMPANY_ID, user: member.email, password: member.password }, userAgent, ip)

const adminSignIn = (email: string, userAgent: string, ip: string) => signIn('/api/v1/company/auth/login', { email, password: ADMIN_PASSWORD }, userAgent, ip)

const sidOf = (token: string) => (decodeJwt(token) as { sid: string }).sid

function list(area: Area, token: string) {
  return server.inject({ method: 'GET', url: AREAS[area].list, headers: auth(token) })
}

async function listed(area: Area, token: string) {
  const res = await list(area, token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as {
    total: number
    records: { id: string; device: string; address: string | null; createdAt: string; lastSeenAt: string; current: boolean }[]
  }
}

const lastSeenOf = async (sid: string) => (await server.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, sid)))[0].at

describe("a member's active sessions", () => {
  it('lists each sign-in with its device, masked address and times, this one first and marked', async () => {
    const member = await registerMember(server)
    const phone = await memberSignIn(member, PHONE, '203.0.113.45')
    const laptop = await memberSignIn(member, LAPTOP, '2001:db8:85a3::8a2e:370:7334')
    const { records, total } = await listed('member', phone)

    expect(total).toBe(2)
    expect(records.map((r) => r.id)).toEqual([sidOf(phone), sidOf(laptop)])
    expect(records[0]).toMatchObject({ device: 'Chrome on Android', address: '203.0.113.x', current: true })
    expect(records[1]).toMatchObject({ device: 'Firefox on Windows', address: '2001:db8:85a3:0:x:x:x:x', current: false })
    for (const record of records) {
      expect(Date.now() - Date.parse(record.createdAt)).toBeLessThan(60_000)
      expect(Date.parse(record.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(record.createdAt) - 1000)
    }
    // From the other device, that one is "This device"; after it, the newest first.
    const iphone = await memberSignIn(member, IPHONE, '::ffff:198.51.100.7')
    const fromLaptop = await listed('member', laptop)
    expect(fromLaptop.records.map((r) => [r.id, r.current])).toEqual([
      [sidOf(laptop), true],
      [sidOf(iphone), false],
      [sidOf(phone), false],
    ])
    expect(fromLaptop.records[1]).toMatchObject({ device: 'Safari on iOS', address: '198.51.100.x' })
  })

  it("never lists another member's sessions, nor ended ones", async () => {
    const [one, other] = [await registerMember(server), await registerMember(server)]
    const mine = await memberSignIn(one, PHONE, '203.0.113.1')
    const theirs = await memberSignIn(other, LAPTOP, '203.0.113.2')
    const ended = await memberSignIn(one, LAPTOP, '203.0.113.3')
    expect((await server.inject({ method: 'POST', url: '/api/v1/user/auth/logout', headers: auth(ended) })).statusCode).toBe(200)

    expect((await listed('member', mine)).records.map((r) => r.id)).toEqual([sidOf(mine)])
    expect((await listed('member', theirs)).records.map((r) => r.id)).toEqual([sidOf(theirs)])
  })

  it("signs out every other session: their next call is refused, this one and other people's go on", async () => {
    const [member, bystander] = [await registerMember(server), await registerMember(server)]
    const [first, current, third] = [
      await memberSignIn(member, PHONE, '203.0.113.10'),
      await memberSignIn(member, LAPTOP, '203.0.113.11'),
      await memberSignIn(member, IPHONE, '203.0.113.12'),
    ]
    const untouched = await memberSignIn(bystander, PHONE, '203.0.113.13')

    const res = await server.inject({ method: 'POST', url: AREAS.member.revoke, headers: auth(current) })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ status: true, message: 'Signed out of 2 other sessions.', data: { revoked: 2 } })

    for (const token of [first, third]) {
      const refused = await server.inject({ method: 'GET', url: AREAS.member.read, headers: auth(token) })
      expect(refused.statusCode).toBe(401)
      expect(refused.json()).toEqual({ status: false, code: 'SESSION_EXPIRED', message: SESSION_EXPIRED_MESSAGE })
    }
    for (const token of [current, untouched]) {
      expect((await server.inject({ method: 'GET', url: AREAS.member.read, headers: auth(token) })).statusCode).toBe(200)
    }
    expect((await listed('member', current)).records.map((r) => r.id)).toEqual([sidOf(current)])

    const again = await server.inject({ method: 'POST', url: AREAS.member.revoke, headers: auth(current) })
    expect(again.json()).toEqual({ status: true, message: 'No other session was signed in.', data: { revoked: 0 } })
  })
})

describe('last seen', () => {
  it('is written when older than five minutes, and not on every request', async () => {
    const member = await registerMember(server)
    const token = await memberSignIn(member, PHONE, '203.0.113.20')
    const sid = sidOf(token)
    const read = () => server.inject({ method: 'GET', url: AREAS.member.read, headers: auth(token) })

    // Seen four minutes ago: within the interval, requests leave it be.
    await server.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '4 minutes'` })
      .where(eq(sessions.id, sid))
    const recent = await lastSeenOf(sid)
    expect((await read()).statusCode).toBe(200)
    expect((await read()).statusCode).toBe(200)
    await seenWritesSettled()
    expect(await lastSeenOf(sid)).toEqual(recent)

    // Seen six minutes ago: the next request marks it seen now.
    await server.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '6 minutes'` })
      .where(eq(sessions.id, sid))
    expect((await read()).statusCode).toBe(200)
    await seenWritesSettled()
    const seen = await lastSeenOf(sid)
    expect(Date.now() - seen.getTime()).toBeLessThan(60_000)
    const shown = (await listed('member', token)).records[0]
    expect(Date.parse(shown.lastSeenAt)).toBe(seen.getTime())
  })

  it('is written for a session that many requests use at once', async () => {
    const member = await registerMember(server)
    const token = await memberSignIn(member, PHONE, '203.0.113.21')
    await server.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '1 hour'` })
      .where(eq(sessions.id, sidOf(token)))
    const answers = await Promise.all(Array.from({ length: 8 }, () => server.inject({ method: 'GET', url: AREAS.member.read, headers: auth(token) })))
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200))
    await seenWritesSettled()
    expect(Date.now() - (await lastSeenOf(sidOf(token))).getTime()).toBeLessThan(60_000)
  })
})

describe('admins and the super admin', () => {
  it("an admin sees and ends only their own sessions, not their members' or a fellow admin's", async () => {
    const company = await newCompanyWithAdmin(server)
    const fellow = await addAdmin(server, company.id, company.tokenSymbol)
    const memberToken = (await addMember(server, company.id)).token!
    const laptop = await adminSignIn(company.admin.email, LAPTOP, '203.0.113.30')
    const phone = await adminSignIn(company.admin.email, PHONE, '203.0.113.31')
    const { records, total } = await listed('admin', laptop)
    // The factory's own session (made without a sign-in) is the third: no device or address was kept.
    expect(total).toBe(3)
    expect(records[0]).toMatchObject({ id: sidOf(laptop), device: 'Firefox on Windows', address: '203.0.113.x', current: true })
    expect(records.find((r) => r.id === sidOf(company.admin.token))).toMatchObject({ device: 'Unknown device', address: null })
    expect(records.map((r) => r.id)).not.toContain(sidOf(fellow.token))
    expect(records.map((r) => r.id)).not.toContain(sidOf(memberToken))

    const revoked = await server.inject({ method: 'POST', url: AREAS.admin.revoke, headers: auth(laptop) })
    expect(revoked.json().data).toEqual({ revoked: 2 })
    expect((await server.inject({ method: 'GET', url: AREAS.admin.read, headers: auth(phone) })).statusCode).toBe(401)
    expect((await server.inject({ method: 'GET', url: AREAS.admin.read, headers: auth(laptop) })).statusCode).toBe(200)
    expect((await server.inject({ method: 'GET', url: AREAS.admin.read, headers: auth(fellow.token) })).statusCode).toBe(200)
    expect((await server.inject({ method: 'GET', url: AREAS.member.read, headers: auth(memberToken) })).statusCode).toBe(200)
  })

  it('the super admin sees and ends their own sessions', async () => {
    const [older, current] = [await tokenFor(server, 'super@str.example'), await tokenFor(server, 'super@str.example')]
    const { records } = await listed('superadmin', current)
    expect(records[0]).toMatchObject({ id: sidOf(current), current: true })
    expect(records.map((r) => r.id)).toContain(sidOf(older))

    const revoked = await server.inject({ method: 'POST', url: AREAS.superadmin.revoke, headers: auth(current) })
    expect(revoked.json().data.revoked).toBeGreaterThanOrEqual(1)
    expect((await server.inject({ method: 'GET', url: AREAS.superadmin.read, headers: auth(older) })).statusCode).toBe(401)
    expect((await listed('superadmin', current)).records.map((r) => r.id)).toEqual([sidOf(current)])
  })

  it("a member's token opens no console's list, and a console token not the member's", async () => {
    const member = await registerMember(server)
    const token = await memberSignIn(member, PHONE, '203.0.113.40')
    expect((await list('admin', token)).statusCode).toBe(403)
    expect((await list('superadmin', token)).statusCode).toBe(403)
    expect((await list('member', await tokenFor(server, 'admin@str.example'))).statusCode).toBe(403)
  })
})
