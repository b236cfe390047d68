import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { decodeJwt } from 'jose'
import { eq, sql } from 'drizzle-orm'
import { sessions, users } from '../../server/db/schema'
import { sessionInRead } from '../../server/features/service'
import { principalOf } from '../../server/plugins/auth'
import { SESSION_EXPIRED_MESSAGE, signToken } from '../../server/lib/tokens'
import { auth, buildTestApp, tokenFor } from '../helpers/app'
import { manualPurchase, newMember, submitPurchase, type TestMember } from '../helpers/purchase-factories'

/**
 * price/get, profile/get and the member history check the session inside their own statement
 * (readWithSession) instead of in a lookup of their own. Every session the standalone check refuses,
 * these must refuse too, with the same 401, and answer nothing of the read.
 */
const reads = {
  'price/get': '/api/v1/user/package/price/get',
  'profile/get': '/api/v1/user/auth/profile/get',
  'history page 1': '/api/v1/user/transaction/list?page=1&limit=10',
  // No row comes back for a page past the end, so the session is judged by its own lookup there.
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
    expect(res.json()).toEqual({ status: false, message: SESSION_EXPIRED_MESSAGE })
  }
}

describe('the member reads that check the session in their own statement', () => {
  it('are exactly price/get, profile/get and the history', () => {
    expect([...sessionInRead].sort()).toEqual(['getPrice', 'getProfile', 'listUserTransactions'])
  })

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
    await server.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.id, claimsOf(member.token).sid))
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

  it('keep principalOf() closed while only the token has been verified', () => {
    const member = { sid: '00000000-0000-4000-8000-000000000000', sub: '00000000-0000-4000-8000-000000000001', role: 'USER' as const, cid: null }
    const request = { principal: null, claims: member } as unknown as Parameters<typeof principalOf>[0]
    expect(() => principalOf(request)).toThrow(expect.objectContaining({ statusCode: 401 }))
  })
})
