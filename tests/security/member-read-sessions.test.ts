import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { decodeJwt } from 'jose'
import { eq, sql } from 'drizzle-orm'
import { sessions, users } from '../../server/db/schema'
import { principalOf } from '../../server/plugins/auth'
import { SESSION_EXPIRED_MESSAGE, signToken } from '../../server/lib/tokens'
import { auth, buildTestApp, tokenFor } from '../helpers/app'
import { manualPurchase, newCompany, newMember, submitPurchase, type TestMember } from '../helpers/purchase-factories'

/**
 * price/get, profile/get and the member history, the member's launch-day reads, whose session checks
 * the security handler batches per event-loop turn (checkSession): every session that is not live
 * is refused with the same 401 and answered nothing of the read, and whoever shares a batch gets
 * their own session's answer.
 */
const reads = {
  'price/get': '/api/v1/user/package/price/get',
  'profile/get': '/api/v1/user/auth/profile/get',
  'history page 1': '/api/v1/user/transaction/list?page=1&limit=10',
  'history past the end': '/api/v1/user/transaction/list?page=999&limit=10',
}

let server: FastifyInstance

beforeAll(async () => {
  server = await buildTestApp()
})
afterAll(() => server.close())

/** A member with one purchase, so that the history's page 1 has a row to carry the session. */
async function buyer(): Promise<TestMember> {
  const member = await newMember(server)
  expect((await submitPurchase(server, member.token, manualPurchase('1000'))).statusCode).toBe(200)
  return member
}

const claimsOf = (token: string) => decodeJwt(token) as { sid: string; sub: string; cid: string }

async function expectRefused(token: string) {
  for (const [name, url] of Object.entries(reads)) {
    const res = await server.inject({ method: 'GET', url, headers: auth(token) })
    expect(res.statusCode, `${name}: ${res.body}`).toBe(401)
    expect(res.json()).toEqual({ status: false, code: 'SESSION_EXPIRED', message: SESSION_EXPIRED_MESSAGE })
  }
}

describe('the member reads, their sessions checked in batches', () => {
  it('answer a live session', async () => {
    const member = await buyer()
    for (const [name, url] of Object.entries(reads)) {
      const res = await server.inject({ method: 'GET', url, headers: auth(member.token) })
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200)
    }
    const history = await server.inject({ method: 'GET', url: reads['history page 1'], headers: auth(member.token) })
    expect(history.json().data.records).toHaveLength(1)
    const profile = await server.inject({ method: 'GET', url: reads['profile/get'], headers: auth(member.token) })
    expect(profile.json().data).toMatchObject({ id: member.id, email: member.email })
  })

  it('refuse a session that was logged out', async () => {
    const member = await buyer()
    expect((await server.inject({ method: 'POST', url: '/api/v1/user/auth/logout', headers: auth(member.token) })).statusCode).toBe(200)
    await expectRefused(member.token)
  })

  it('refuse a session past its expiry in the database, though the token has not expired', async () => {
    const member = await buyer()
    await server.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, claimsOf(member.token).sid))
    await expectRefused(member.token)
  })

  it.each(['BLOCKED', 'INACTIVE'] as const)('refuse a member made %s, whose session row is still unrevoked', async (status) => {
    const member = await buyer()
    await server.db.update(users).set({ status }).where(eq(users.id, member.id))
    await expectRefused(member.token)
  })

  it('refuse a member deleted behind the session', async () => {
    const member = await buyer()
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, member.id))
    await expectRefused(member.token)
  })

  it("refuse a genuinely signed token that names another member's live session", async () => {
    const [mine, theirs] = [await buyer(), await buyer()]
    const forged = await signToken(server.jwtSecret, { sid: claimsOf(theirs.token).sid, sub: mine.id, role: 'USER', cid: mine.companyId }, Math.floor(Date.now() / 1000))
    await expectRefused(forged)
  })

  it("refuse a member-role token that names an admin's live session", async () => {
    const adminToken = await tokenFor(server, 'admin@str.example')
    const { sid, sub, cid } = claimsOf(adminToken)
    const forged = await signToken(server.jwtSecret, { sid, sub, role: 'USER', cid }, Math.floor(Date.now() / 1000))
    await expectRefused(forged)
  })

  it('keep principalOf() closed until the session has been checked', () => {
    const request = { principal: null } as unknown as Parameters<typeof principalOf>[0]
    expect(() => principalOf(request)).toThrow(expect.objectContaining({ statusCode: 401 }))
  })

  // The reads batch the sessions that ask in one turn of the event loop into one statement
  // (checkSession): whoever shares a batch must get their own session's answer, and only that.
  it("answer each of many members asking at once with their own company's sale, their own profile and their own purchases", async () => {
    const [cheap, dear] = [await newCompany(server, { price: '2.00' }), await newCompany(server, { price: '7.00' })]
    const members = [cheap.member, dear.member, await newMember(server, cheap.id), await newMember(server, dear.id)]
    const amounts = ['1100', '2200', '3300', '4400']
    const refs: string[] = []
    for (const [i, member] of members.entries()) {
      const res = await submitPurchase(server, member.token, manualPurchase(amounts[i]))
      expect(res.statusCode).toBe(200)
      refs.push(res.json().data.transactionId)
    }
    const gone = await buyer()
    expect((await server.inject({ method: 'POST', url: '/api/v1/user/auth/logout', headers: auth(gone.token) })).statusCode).toBe(200)

    const callers = [...members, gone, ...members, gone]
    const answers = await Promise.all(
      callers.flatMap((who) => Object.values(reads).map((url) => server.inject({ method: 'GET', url, headers: auth(who.token) }).then((res) => ({ who, url, res })))),
    )
    for (const { who, url, res } of answers) {
      if (who === gone) {
        expect(res.statusCode, url).toBe(401)
        continue
      }
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
      const i = members.indexOf(who)
      const data = res.json().data
      if (url === reads['price/get']) expect(data.price).toBe(who.companyId === cheap.id ? '2.00' : '7.00')
      if (url === reads['profile/get']) expect(data).toMatchObject({ id: who.id, email: who.email })
      if (url === reads['history page 1'])
        expect(data.records.map((r: { transactionId: string; amount: string }) => [r.transactionId, r.amount])).toEqual([[refs[i], `${amounts[i]}.00`]])
      if (url === reads['history past the end']) expect(data.records).toEqual([])
    }
  })
})
