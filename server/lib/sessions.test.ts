import { eq, sql } from 'drizzle-orm'
import { SignJWT, UnsecuredJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../config'
import { createTestDatabase } from '../../tests/helpers/db'
import type { Executor, OpenDatabase } from '../db/index'
import { sessions, superadmins, users } from '../db/schema'
import { DEMO_COMPANY_ID, seedDemo } from '../db/seed'
import { HttpError } from './errors'
import { checkSession, createSession, liveSessions, revokeSession, revokeUserSessions, verifyClaims } from './sessions'
import { getJwtSecret, TOKEN_ISSUER, verifyToken, type Audience } from './tokens'

/** The whole check as the security handler makes it for most operations: the token, then its session. */
async function authenticate(db: Executor, secret: Uint8Array, header: string | undefined, audience: Audience) {
  return checkSession(db, await verifyClaims(secret, header, audience))
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise
  } catch (err) {
    if (err instanceof HttpError) return err
    throw err
  }
  throw new Error('expected a refusal')
}

describe('tokens and sessions', () => {
  let handle: OpenDatabase
  let secret: Uint8Array
  let memberId: string
  let adminId: string
  let superadminId: string
  const config = loadConfig({ NODE_ENV: 'test' })

  beforeAll(async () => {
    handle = await createTestDatabase()
    await seedDemo(handle.db, config)
    secret = await getJwtSecret(handle.db, config)
    const people = await handle.db.select().from(users)
    memberId = people.find((u) => u.role === 'USER')!.id
    adminId = people.find((u) => u.role === 'ADMIN')!.id
    superadminId = (await handle.db.select().from(superadmins))[0].id
  })
  afterAll(() => handle.close())

  const memberSession = () => createSession(handle.db, secret, { role: 'USER', userId: memberId, companyId: DEMO_COMPANY_ID })

  describe('getJwtSecret', () => {
    it('uses JWT_SECRET when configured', async () => {
      const configured = await getJwtSecret(handle.db, { jwtSecret: 'x'.repeat(40), isProduction: true })
      expect(Buffer.from(configured).toString()).toBe('x'.repeat(40))
    })

    it('keeps one random development secret in the database, shared by every caller', async () => {
      const again = await Promise.all([getJwtSecret(handle.db, config), getJwtSecret(handle.db, config)])
      expect(secret.length).toBe(48)
      for (const s of again) expect(Buffer.from(s).equals(Buffer.from(secret))).toBe(true)
    })

    it('refuses to invent a secret in production', async () => {
      await expect(getJwtSecret(handle.db, { isProduction: true })).rejects.toThrow(/JWT_SECRET/)
    })
  })

  it('issues a member token that authenticates, raw or with a Bearer prefix', async () => {
    const token = await memberSession()
    const expected = { role: 'USER', userId: memberId, companyId: DEMO_COMPANY_ID }
    expect(await authenticate(handle.db, secret, token, 'member')).toMatchObject(expected)
    const principal = await authenticate(handle.db, secret, `Bearer ${token}`, 'member')
    expect(principal).toMatchObject(expected)
    const [row] = await handle.db.select().from(sessions).where(eq(sessions.id, principal.sessionId))
    expect(row.userId).toBe(memberId)

    const claims = await verifyToken(secret, token, 'member')
    expect(claims).toEqual({ sid: principal.sessionId, sub: memberId, role: 'USER', cid: DEMO_COMPANY_ID })
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())
    expect(payload).toMatchObject({ iss: TOKEN_ISSUER, aud: 'member' })
    expect(payload.exp - payload.iat).toBe(7 * 24 * 3600)
  })

  it('issues 12-hour console tokens to company admins and the super admin', async () => {
    const adminToken = await createSession(handle.db, secret, { role: 'ADMIN', userId: adminId, companyId: DEMO_COMPANY_ID })
    expect(await authenticate(handle.db, secret, adminToken, 'console')).toMatchObject({ role: 'ADMIN', userId: adminId })
    const superToken = await createSession(handle.db, secret, { role: 'SUPERADMIN', superadminId })
    const principal = await authenticate(handle.db, secret, superToken, 'console')
    expect(principal).toMatchObject({ role: 'SUPERADMIN', superadminId })
    expect(principal.companyId).toBeUndefined()
    const payload = JSON.parse(Buffer.from(superToken.split('.')[1], 'base64url').toString())
    expect(payload).toMatchObject({ aud: 'console', cid: null })
    expect(payload.exp - payload.iat).toBe(12 * 3600)
  })

  it('refuses a missing header', async () => {
    for (const header of [undefined, '', 'Bearer ', '   ']) {
      const err = await refusal(authenticate(handle.db, secret, header, 'member'))
      expect(err.statusCode).toBe(401)
      expect(err.message).toBe('Please log in to continue.')
    }
  })

  it('refuses a tampered token', async () => {
    const token = await memberSession()
    const [header, payload, signature] = token.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN', aud: 'console' })).toString('base64url')
    expect((await refusal(authenticate(handle.db, secret, `${header}.${forged}.${signature}`, 'console'))).statusCode).toBe(401)
    const badSignature = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`
    expect((await refusal(authenticate(handle.db, secret, badSignature, 'member'))).statusCode).toBe(401)
    expect((await refusal(authenticate(handle.db, secret, 'not.a.jwt', 'member'))).statusCode).toBe(401)
  })

  it("refuses 'none' and any algorithm but HS256, even with the right key", async () => {
    const token = await memberSession()
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())
    const unsigned = new UnsecuredJWT(claims).encode()
    expect((await refusal(authenticate(handle.db, secret, unsigned, 'member'))).statusCode).toBe(401)
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(new Uint8Array(64).fill(7))
    expect((await refusal(authenticate(handle.db, secret, hs512, 'member'))).statusCode).toBe(401)
    const hs512SameKey = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(secret)
    expect((await refusal(authenticate(handle.db, secret, hs512SameKey, 'member'))).statusCode).toBe(401)
  })

  it('refuses a token signed with another secret', async () => {
    const other = new TextEncoder().encode('another-secret-that-is-long-enough-to-use')
    const token = await createSession(handle.db, other, { role: 'USER', userId: memberId, companyId: DEMO_COMPANY_ID })
    expect((await refusal(authenticate(handle.db, secret, token, 'member'))).statusCode).toBe(401)
  })

  it('refuses a token for the other audience', async () => {
    const memberToken = await memberSession()
    expect((await refusal(authenticate(handle.db, secret, memberToken, 'console'))).statusCode).toBe(401)
    const adminToken = await createSession(handle.db, secret, { role: 'ADMIN', userId: adminId, companyId: DEMO_COMPANY_ID })
    expect((await refusal(authenticate(handle.db, secret, adminToken, 'member'))).statusCode).toBe(401)
  })

  it('refuses an expired token and an expired session', async () => {
    const token = await memberSession()
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())
    const now = Math.floor(Date.now() / 1000)
    const expiredJwt = await new SignJWT({ ...claims, iat: now - 100, exp: now - 10 }).setProtectedHeader({ alg: 'HS256' }).sign(secret)
    const err = await refusal(authenticate(handle.db, secret, expiredJwt, 'member'))
    expect(err).toMatchObject({ statusCode: 401, message: 'Your session has expired. Please log in again.' })

    const live = await memberSession()
    const { sessionId } = await authenticate(handle.db, secret, live, 'member')
    await handle.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, sessionId))
    expect((await refusal(authenticate(handle.db, secret, live, 'member'))).statusCode).toBe(401)
  })

  it('refuses a revoked session, alone or with all of the user’s sessions', async () => {
    const a = await memberSession()
    const b = await memberSession()
    const c = await memberSession()
    const { sessionId } = await authenticate(handle.db, secret, a, 'member')
    await revokeSession(handle.db, sessionId)
    expect((await refusal(authenticate(handle.db, secret, a, 'member'))).statusCode).toBe(401)
    await authenticate(handle.db, secret, b, 'member')

    const keep = await authenticate(handle.db, secret, c, 'member')
    await revokeUserSessions(handle.db, memberId, { exceptSessionId: keep.sessionId })
    expect((await refusal(authenticate(handle.db, secret, b, 'member'))).statusCode).toBe(401)
    await authenticate(handle.db, secret, c, 'member')
    await revokeUserSessions(handle.db, memberId)
    expect((await refusal(authenticate(handle.db, secret, c, 'member'))).statusCode).toBe(401)
  })

  it('refuses a blocked, deleted or demoted user, and lets an unblocked one back in', async () => {
    const token = await memberSession()
    await handle.db.update(users).set({ status: 'BLOCKED' }).where(eq(users.id, memberId))
    expect((await refusal(authenticate(handle.db, secret, token, 'member'))).statusCode).toBe(401)
    await handle.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, memberId))
    await authenticate(handle.db, secret, token, 'member')

    await handle.db
      .update(users)
      .set({ deletedAt: sql`now()` })
      .where(eq(users.id, memberId))
    expect((await refusal(authenticate(handle.db, secret, token, 'member'))).statusCode).toBe(401)
    await handle.db.update(users).set({ deletedAt: null }).where(eq(users.id, memberId))

    const adminToken = await createSession(handle.db, secret, { role: 'ADMIN', userId: adminId, companyId: DEMO_COMPANY_ID })
    // A company keeps an active admin (migration 0010): another one first, so this one can be demoted.
    await handle.db.insert(users).values({
      companyId: DEMO_COMPANY_ID,
      role: 'ADMIN',
      name: 'Second Admin',
      email: 'second-admin@str.example',
      mobile: '9876500001',
      passwordHash: 'x',
      referralCode: 'STR100009',
    })
    await handle.db.update(users).set({ role: 'USER' }).where(eq(users.id, adminId))
    expect((await refusal(authenticate(handle.db, secret, adminToken, 'console'))).statusCode).toBe(401)
    await handle.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, adminId))
    await authenticate(handle.db, secret, adminToken, 'console')
  })

  it('refuses a well-signed token whose session does not exist', async () => {
    const forged = await new SignJWT({ sid: crypto.randomUUID(), role: 'USER', cid: DEMO_COMPANY_ID })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(memberId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience('member')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret)
    expect((await refusal(authenticate(handle.db, secret, forged, 'member'))).statusCode).toBe(401)
    const notUuid = await new SignJWT({ sid: "1' or '1'='1", role: 'USER', cid: DEMO_COMPANY_ID })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(memberId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience('member')
      .setExpirationTime('1h')
      .sign(secret)
    expect((await refusal(authenticate(handle.db, secret, notUuid, 'member'))).statusCode).toBe(401)
  })
})

describe('checkSession batches the sessions of one event-loop turn', () => {
  let handle: OpenDatabase
  let secret: Uint8Array
  let member: { id: string; companyId: string }
  const config = loadConfig({ NODE_ENV: 'test' })

  beforeAll(async () => {
    handle = await createTestDatabase()
    await seedDemo(handle.db, config)
    secret = await getJwtSecret(handle.db, config)
    const [row] = await handle.db.select().from(users).where(eq(users.role, 'USER'))
    member = { id: row.id, companyId: row.companyId }
  })
  afterAll(() => handle.close())

  const signIn = async () => verifyClaims(secret, await createSession(handle.db, secret, { role: 'USER', userId: member.id, companyId: member.companyId }), 'member')

  it('looks up the sessions asked for together in one statement, and answers each with its own', async () => {
    const [a, b, dead] = [await signIn(), await signIn(), await signIn()]
    await revokeSession(handle.db, dead.sid)
    const statement = liveSessions(handle.db)
    const execute = vi.spyOn(statement, 'execute')
    try {
      const results = await Promise.allSettled([a, b, dead, a].map((claims) => checkSession(handle.db, claims)))
      expect(execute).toHaveBeenCalledTimes(1)
      expect(execute.mock.calls[0][0]).toEqual({ sids: [a.sid, b.sid, dead.sid, a.sid] })
      expect(results.map((r) => (r.status === 'fulfilled' ? r.value.sessionId : (r.reason as HttpError).statusCode))).toEqual([a.sid, b.sid, 401, a.sid])
    } finally {
      execute.mockRestore()
    }
  })

  it('keeps nothing between turns: a session revoked after one check is refused at the next', async () => {
    const claims = await signIn()
    expect((await checkSession(handle.db, claims)).sessionId).toBe(claims.sid)
    await revokeSession(handle.db, claims.sid)
    expect((await refusal(checkSession(handle.db, claims))).statusCode).toBe(401)
  })

  it('fails every caller of a batch whose statement fails, and the next batch runs again', async () => {
    const [a, b] = [await signIn(), await signIn()]
    const statement = liveSessions(handle.db)
    const execute = vi.spyOn(statement, 'execute').mockRejectedValueOnce(new Error('the database is gone'))
    try {
      const results = await Promise.allSettled([checkSession(handle.db, a), checkSession(handle.db, b)])
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
      expect((await checkSession(handle.db, a)).sessionId).toBe(a.sid)
    } finally {
      execute.mockRestore()
    }
  })
})
