import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { verify } from '@node-rs/argon2'
import type { FastifyInstance } from 'fastify'
import { SignJWT, decodeJwt } from 'jose'
import { eq, like, sql } from 'drizzle-orm'
import { companies, otpCodes, sessions, users } from '../../server/db/schema'
import { verhoeffCheckDigit } from '../../src/shared/aadhaar'
import { decryptField, deriveFieldKey } from '../../server/lib/crypto'
import { DUMMY_HASH } from '../../server/lib/passwords'
import { listOutbox } from '../../server/lib/notify/index'
import { signToken } from '../../server/lib/tokens'
import { DEMO_COMPANY_ID, auth, buildTestApp, latestCode, tokenFor } from '../helpers/app'
import { logIn, otherCompany, outboxOf, pngBytes, pdfBytes, registerMember, signedInMember, uniqueContact, uniqueIp, upload } from '../helpers/factories'
import { setStockBalance } from '../helpers/company-factories'

const LOGIN_URL = '/api/v1/user/auth/login'
const PROFILE_URL = '/api/v1/user/auth/profile/get'
const UPDATE_URL = '/api/v1/user/auth/profile/update'
const LOGOUT_URL = '/api/v1/user/auth/logout'
const FORGOT_OTP_URL = '/api/v1/user/auth/forgot-password/otp'
const FORGOT_URL = '/api/v1/user/auth/forgot-password'

// argon2id as it is, watched: which stored hash each login checks the password against.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>()
  return { ...real, verify: vi.fn(real.verify) }
})

const INVALID_LOGIN = 'Invalid email or password.'
const NOT_LOGGED_IN = 'Please log in to continue.'
const SESSION_EXPIRED = 'Your session has expired. Please log in again.'
const SESSION_INVALID = 'Your session is not valid. Please log in again.'
const NO_ACCESS = 'You do not have access to this.'
const INVALID_OTP = 'Invalid OTP.'
const EXPIRED_OTP = 'OTP has expired. Please request a new one.'
const BURNED_OTP = 'Too many wrong attempts. Please request a new OTP.'
const BAD_AADHAAR = 'Please enter a valid 12-digit Aadhaar number.'
const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.'
const TOO_MANY = /^Too many requests\. Please try again in \d+ seconds\.$/

/** A Verhoeff-valid Aadhaar number made from 11 digits. */
const aadhaar = (first11: string) => `${first11}${verhoeffCheckDigit(first11)}`
const VALID_AADHAAR = aadhaar('23456789012')

let server: FastifyInstance
beforeAll(async () => {
  server = await buildTestApp()
})
afterAll(() => server.close())

function login(payload: Record<string, unknown>, ip = uniqueIp()) {
  return server.inject({ method: 'POST', url: LOGIN_URL, remoteAddress: ip, payload })
}

function profile(authorization?: string) {
  return server.inject({ method: 'GET', url: PROFILE_URL, headers: authorization === undefined ? {} : { authorization } })
}

/** The profile screen's save: form-urlencoded, as the SPA sends it. */
/** Asks for a code to move to `mobile` and reads it from the development outbox, as the phone would show it. */
async function mobileChangeCode(token: string, mobile: string): Promise<string> {
  const sent = await server.inject({ method: 'POST', url: '/api/v1/user/auth/profile/mobile/otp', headers: auth(token), remoteAddress: uniqueIp(), payload: { mobile } })
  expect(sent.statusCode, sent.body).toBe(200)
  return latestCode(server, mobile)
}

function updateProfile(token: string, fields: Record<string, string>) {
  return server.inject({
    method: 'PUT',
    url: UPDATE_URL,
    headers: { ...auth(token), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  })
}

async function userRow(id: string) {
  const [row] = await server.db.select().from(users).where(eq(users.id, id))
  return row
}

describe('POST login', () => {
  it('answers a token for the right email and password, and the token opens the profile', async () => {
    const member = await registerMember(server)
    const res = await login({ companyId: DEMO_COMPANY_ID, user: member.email, password: member.password })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toEqual({ status: true, message: 'Login successful', data: { token: expect.any(String) } })
    expect(decodeJwt(body.data.token)).toMatchObject({ sub: member.id, role: 'USER', cid: DEMO_COMPANY_ID, aud: 'member' })
    expect((await profile(body.data.token)).json().data.email).toBe(member.email)
  })

  it('signs in the seeded member with any case of the email', async () => {
    const res = await login({ companyId: DEMO_COMPANY_ID, user: 'Member@STR.Example', password: 'Member@2026!' })
    expect(res.statusCode).toBe(200)
  })

  it('makes a new session for every login', async () => {
    const member = await registerMember(server)
    const first = await logIn(server, member)
    const second = await logIn(server, member)
    expect(first).not.toBe(second)
    expect(decodeJwt(first).sid).not.toBe(decodeJwt(second).sid)
    const rows = await server.db.select().from(sessions).where(eq(sessions.userId, member.id))
    expect(rows).toHaveLength(2)
    expect((await profile(first)).statusCode).toBe(200)
    expect((await profile(second)).statusCode).toBe(200)
  })

  it('gives an unknown email, a wrong password and an unknown company the same 401', async () => {
    const member = await registerMember(server)
    const answers = await Promise.all([
      login({ companyId: DEMO_COMPANY_ID, user: member.email, password: 'Wrong@2026' }),
      login({ companyId: DEMO_COMPANY_ID, user: uniqueContact().email, password: member.password }),
      login({ companyId: '00000000-0000-4000-8000-000000000000', user: member.email, password: member.password }),
    ])
    for (const res of answers) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ status: false, code: 'INVALID_LOGIN', message: INVALID_LOGIN })
    }
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(0)
  })

  // The same work, shown without a stopwatch (a timing comparison flaked under CI's load): each
  // refusal runs argon2id once, against a stored hash of the same cost, so neither answers sooner.
  it('does the same argon2id work for an unknown email as for a wrong password', async () => {
    const member = await registerMember(server)
    const checkedAgainst = async (user: string) => {
      vi.mocked(verify).mockClear()
      const res = await login({ companyId: DEMO_COMPANY_ID, user, password: 'Wrong@2026' })
      expect(res.statusCode).toBe(401)
      expect(verify).toHaveBeenCalledTimes(1)
      return String(vi.mocked(verify).mock.calls[0][0])
    }
    const known = await checkedAgainst(member.email)
    const unknown = await checkedAgainst(uniqueContact().email)
    expect(known).toBe((await userRow(member.id)).passwordHash)
    expect(unknown).toBe(DUMMY_HASH)
    const cost = (hash: string) => hash.split('$').slice(1, 4).join('$')
    expect(cost(unknown)).toBe(cost(known))
    expect(cost(known)).toBe('argon2id$v=19$m=19456,t=2,p=1')
  })

  it('refuses a company admin on the member login with the same 401', async () => {
    const res = await login({ companyId: DEMO_COMPANY_ID, user: 'admin@str.example', password: 'Admin@2026!' })
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe(INVALID_LOGIN)
  })

  it('refuses a blocked member with 403 (only once the password is right) and ends their sessions', async () => {
    const member = await signedInMember(server)
    await server.db.update(users).set({ status: 'BLOCKED' }).where(eq(users.id, member.id))

    const right = await login({ companyId: DEMO_COMPANY_ID, user: member.email, password: member.password })
    expect(right.statusCode).toBe(403)
    expect(right.json()).toEqual({ status: false, code: 'ACCOUNT_BLOCKED', message: 'Your account is blocked. Please contact support.' })
    const wrong = await login({ companyId: DEMO_COMPANY_ID, user: member.email, password: 'Wrong@2026' })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().message).toBe(INVALID_LOGIN)

    const old = await profile(member.token)
    expect(old.statusCode).toBe(401)
    expect(old.json().message).toBe(SESSION_EXPIRED)
  })

  it('refuses an inactive member with 403', async () => {
    const member = await registerMember(server)
    await server.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, member.id))
    const res = await login({ companyId: DEMO_COMPANY_ID, user: member.email, password: member.password })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ status: false, code: 'ACCOUNT_INACTIVE', message: 'Your account is inactive. Please contact support.' })
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(0)
  })

  it('refuses a deleted member like an unknown one and ends their sessions', async () => {
    const member = await signedInMember(server)
    await server.db
      .update(users)
      .set({ deletedAt: sql`now()` })
      .where(eq(users.id, member.id))
    const res = await login({ companyId: DEMO_COMPANY_ID, user: member.email, password: member.password })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ status: false, code: 'INVALID_LOGIN', message: INVALID_LOGIN })
    expect((await profile(member.token)).statusCode).toBe(401)
  })

  it('allows ten tries per email from one caller in 15 minutes, then answers 429', async () => {
    const member = await registerMember(server)
    const ip = uniqueIp()
    for (let i = 0; i < 10; i++) {
      expect((await login({ companyId: DEMO_COMPANY_ID, user: member.email, password: `Wrong@${i}` }, ip)).statusCode).toBe(401)
    }
    const eleventh = await login({ companyId: DEMO_COMPANY_ID, user: member.email, password: member.password }, ip)
    expect(eleventh.statusCode).toBe(429)
    expect(eleventh.json().message).toMatch(TOO_MANY)
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0)
    expect((await login({ companyId: DEMO_COMPANY_ID, user: member.email, password: member.password })).statusCode).toBe(200)
  })

  it('refuses a missing password and a malformed email with 400', async () => {
    const res = await login({ companyId: DEMO_COMPANY_ID, user: 'nobody', password: '' })
    expect(res.statusCode).toBe(400)
    expect([...res.json().message].sort()).toEqual(['password is required', 'user must be a valid email address'])
  })
})

describe('the member token', () => {
  it('works raw and with a Bearer prefix', async () => {
    const { token } = await signedInMember(server)
    expect((await profile(token)).statusCode).toBe(200)
    expect((await profile(`Bearer ${token}`)).statusCode).toBe(200)
    expect((await profile(`bearer  ${token}`)).statusCode).toBe(200)
  })

  it('is required: none at all is a 401 asking to log in', async () => {
    const res = await profile()
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ status: false, code: 'NOT_LOGGED_IN', message: NOT_LOGGED_IN })
  })

  it('is refused when tampered with: another subject, or a changed signature', async () => {
    const victim = await registerMember(server)
    const { token } = await signedInMember(server)
    const [header, payload, signature] = token.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const otherSubject = Buffer.from(JSON.stringify({ ...claims, sub: victim.id })).toString('base64url')
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`
    for (const forged of [`${header}.${otherSubject}.${signature}`, `${header}.${payload}.${flipped}`, `${header}.${payload}.`]) {
      const res = await profile(forged)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ status: false, code: 'SESSION_INVALID', message: SESSION_INVALID })
    }
  })

  it('is refused when signed with another key or with no algorithm', async () => {
    const { token } = await signedInMember(server)
    const claims = decodeJwt(token)
    const otherKey = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(48)))
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${token.split('.')[1]}.`
    for (const forged of [otherKey, unsigned]) {
      const res = await profile(forged)
      expect(res.statusCode).toBe(401)
      expect(res.json().message).toBe(SESSION_INVALID)
    }
  })

  it('is refused once expired, even while its session row lives', async () => {
    const { token } = await signedInMember(server)
    const claims = decodeJwt(token)
    // The same session, as a token issued eight days ago: a member token lives seven.
    const issuedAt = Math.floor(Date.now() / 1000) - 8 * 24 * 60 * 60
    const expired = await signToken(server.jwtSecret, { sid: String(claims.sid), sub: String(claims.sub), role: 'USER', cid: String(claims.cid) }, issuedAt)
    const res = await profile(expired)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ status: false, code: 'SESSION_EXPIRED', message: SESSION_EXPIRED })
    expect((await profile(token)).statusCode).toBe(200)
  })

  it('is refused once its session has expired in the database', async () => {
    const { token } = await signedInMember(server)
    await server.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, String(decodeJwt(token).sid)))
    const res = await profile(token)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ status: false, code: 'SESSION_EXPIRED', message: SESSION_EXPIRED })
  })

  it('is refused on the admin area, and an admin token is refused on the member area, with 403', async () => {
    const { token } = await signedInMember(server)
    const admin = await tokenFor(server, 'admin@str.example')
    const adminOnProfile = await profile(admin)
    expect(adminOnProfile.statusCode).toBe(403)
    expect(adminOnProfile.json()).toEqual({ status: false, code: 'NO_ACCESS', message: NO_ACCESS })
    const memberOnAdmin = await server.inject({ method: 'GET', url: '/api/v1/admin/dashboard/get', headers: auth(token) })
    expect(memberOnAdmin.statusCode).toBe(403)
  })
})

describe('POST logout', () => {
  it('revokes this session only; the token is dead afterwards', async () => {
    const member = await signedInMember(server)
    const other = await logIn(server, member)
    const res = await server.inject({ method: 'POST', url: LOGOUT_URL, headers: auth(member.token) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true, message: 'Logged out successfully', data: null })

    const [row] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(decodeJwt(member.token).sid)))
    expect(row.revokedAt).not.toBeNull()
    const revoked = await profile(member.token)
    expect(revoked.statusCode).toBe(401)
    expect(revoked.json()).toEqual({ status: false, code: 'SESSION_EXPIRED', message: SESSION_EXPIRED })
    const again = await server.inject({ method: 'POST', url: LOGOUT_URL, headers: auth(`Bearer ${member.token}`) })
    expect(again.statusCode).toBe(401)

    expect((await profile(other)).statusCode).toBe(200)
  })

  it('needs a token', async () => {
    const res = await server.inject({ method: 'POST', url: LOGOUT_URL })
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe(NOT_LOGGED_IN)
  })
})

describe('GET profile/get', () => {
  it('answers exactly the profile fields, never a hash or a secret', async () => {
    const member = await signedInMember(server, { dateOfBirth: '1988-07-01' })
    const res = await profile(member.token)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.status).toBe(true)
    expect(body.message).toBe('Profile fetched successfully')
    expect(body.data).toEqual({
      id: member.id,
      name: member.name,
      email: member.email,
      mobile: member.mobile,
      referralCode: member.referralCode,
      dateOfBirth: '1988-07-01',
      kycDocumentNumber: null,
      profileImage: null,
      globalStake: '0',
      stockBalance: '0',
      language: 'en',
      decisionChannels: 'BOTH',
      rewardChannels: 'BOTH',
      isApproved: false,
    })
    expect(res.body).not.toMatch(/argon2|password|hash|kyc_?enc|secret/i)
  })

  it("says whether an admin has verified the member: false from registration, true once the company's admin verifies them", async () => {
    const member = await signedInMember(server)
    expect((await profile(member.token)).json().data.isApproved).toBe(false)
    const admin = await tokenFor(server, 'admin@str.example')
    const verified = await server.inject({ method: 'PUT', url: '/api/v1/admin/auth/update', headers: auth(admin), payload: { id: member.id, isApproved: true } })
    expect(verified.statusCode).toBe(200)
    expect((await profile(member.token)).json().data.isApproved).toBe(true)
  })

  it('shows the stored Aadhaar masked, with only its last four digits', async () => {
    const member = await signedInMember(server)
    expect((await updateProfile(member.token, { kycDocumentNumber: VALID_AADHAAR, password: member.password })).statusCode).toBe(200)
    const res = await profile(member.token)
    expect(res.json().data.kycDocumentNumber).toBe(`XXXXXXXX${VALID_AADHAAR.slice(-4)}`)
    expect(res.body).not.toContain(VALID_AADHAAR.slice(0, 8))
  })

  it("shows the balances as whole-token strings, globalStake being the company's sold plus rewarded tokens", async () => {
    const member = await signedInMember(server)
    await setStockBalance(server, member.id, '1250')
    await server.db
      .update(companies)
      .set({ tokensSold: '98000', rewardTokens: '765' })
      .where(eq(companies.id, sql`(select company_id from users where id = ${member.id})`))
    const { data } = (await profile(member.token)).json()
    expect(data.stockBalance).toBe('1250')
    expect(data.globalStake).toBe('98765')
  })
})

describe('PUT profile/update', () => {
  it('saves name, mobile, date of birth and Aadhaar from a form post; the Aadhaar is encrypted at rest', async () => {
    const member = await signedInMember(server)
    const mobile = uniqueContact().mobile
    const res = await updateProfile(member.token, {
      name: '  Asha V. Rao ',
      mobile,
      mobileOtp: await mobileChangeCode(member.token, mobile),
      dateOfBirth: '1991-02-03',
      kycDocumentNumber: VALID_AADHAAR,
      password: member.password,
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.message).toBe('Profile updated successfully')
    expect(body.data).toMatchObject({
      name: 'Asha V. Rao',
      mobile,
      dateOfBirth: '1991-02-03',
      kycDocumentNumber: `XXXXXXXX${VALID_AADHAAR.slice(-4)}`,
    })

    const row = await userRow(member.id)
    expect(row).toMatchObject({ name: 'Asha V. Rao', mobile, dateOfBirth: '1991-02-03', kycLast4: VALID_AADHAAR.slice(-4) })
    expect(row.kycEnc).toBeTruthy()
    expect(row.kycEnc).not.toContain(VALID_AADHAAR)
    expect(row.kycEnc).not.toContain(VALID_AADHAAR.slice(0, 8))
    // Encrypted, not hashed: the server can still read it back.
    expect(decryptField(row.kycEnc!, deriveFieldKey(server.jwtSecret))).toBe(VALID_AADHAAR)
  })

  it('accepts JSON too, and leaves omitted fields as they were', async () => {
    const member = await signedInMember(server)
    const res = await server.inject({
      method: 'PUT',
      url: UPDATE_URL,
      headers: auth(member.token),
      payload: { name: 'Only The Name', password: member.password },
    })
    expect(res.statusCode).toBe(200)
    const row = await userRow(member.id)
    expect(row.name).toBe('Only The Name')
    expect(row.mobile).toBe(member.mobile)
    expect(row.dateOfBirth).toBe('1994-03-12')
  })

  it('keeps the stored Aadhaar when the masked value is sent back unchanged', async () => {
    const member = await signedInMember(server)
    await updateProfile(member.token, { kycDocumentNumber: VALID_AADHAAR, password: member.password })
    const before = await userRow(member.id)
    const masked = (await profile(member.token)).json().data.kycDocumentNumber
    const res = await updateProfile(member.token, { name: 'New Name', kycDocumentNumber: masked, password: member.password })
    expect(res.statusCode).toBe(200)
    const after = await userRow(member.id)
    expect(after.kycEnc).toBe(before.kycEnc)
    expect(after.kycLast4).toBe(before.kycLast4)
    expect(after.name).toBe('New Name')
  })

  it('replaces the Aadhaar with a new valid one', async () => {
    const member = await signedInMember(server)
    await updateProfile(member.token, { kycDocumentNumber: VALID_AADHAAR, password: member.password })
    const next = aadhaar('98765432109')
    expect((await updateProfile(member.token, { kycDocumentNumber: next, password: member.password })).statusCode).toBe(200)
    const row = await userRow(member.id)
    expect(row.kycLast4).toBe(next.slice(-4))
    expect(decryptField(row.kycEnc!, deriveFieldKey(server.jwtSecret))).toBe(next)
  })

  it('refuses an invalid Aadhaar number and stores nothing', async () => {
    const member = await signedInMember(server)
    await updateProfile(member.token, { kycDocumentNumber: VALID_AADHAAR, password: member.password })
    const before = await userRow(member.id)
    const wrongCheckDigit = `${VALID_AADHAAR.slice(0, 11)}${(Number(VALID_AADHAAR[11]) + 1) % 10}`
    const cases = {
      'eleven digits': VALID_AADHAAR.slice(0, 11),
      'thirteen digits': `${VALID_AADHAAR}1`,
      'first digit 0': aadhaar('03456789012'),
      'first digit 1': aadhaar('13456789012'),
      'wrong check digit': wrongCheckDigit,
      letters: 'ABCDEFGHIJKL',
      'masked with other last digits': 'XXXXXXXX9999',
    }
    for (const [label, value] of Object.entries(cases)) {
      const res = await updateProfile(member.token, { name: 'Should Not Save', kycDocumentNumber: value, password: member.password })
      expect(res.statusCode, label).toBe(400)
      expect(res.json(), label).toEqual({ status: false, code: 'AADHAAR_INVALID', message: BAD_AADHAAR })
    }
    const punctuated = await updateProfile(member.token, { kycDocumentNumber: '2345-6789-0123', password: member.password })
    expect(punctuated.statusCode).toBe(400)
    expect(punctuated.json().message).toBe('kycDocumentNumber is not valid')

    const after = await userRow(member.id)
    expect(after.kycEnc).toBe(before.kycEnc)
    expect(after.name).toBe(before.name)
  })

  it('refuses a masked value when no Aadhaar is stored', async () => {
    const member = await signedInMember(server)
    const res = await updateProfile(member.token, { kycDocumentNumber: 'XXXXXXXX1234', password: member.password })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(BAD_AADHAAR)
    expect((await userRow(member.id)).kycEnc).toBeNull()
  })

  it('requires the current password and checks it; a wrong one changes nothing and keeps the member signed in', async () => {
    const member = await signedInMember(server)
    const missing = await updateProfile(member.token, { name: 'Nope', password: '' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: 'password' }, message: 'password is required' })

    const wrong = await updateProfile(member.token, { name: 'Nope', password: 'Wrong@2026' })
    // 400, not 401: the SPA signs a member out on 401.
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ status: false, code: 'CURRENT_PASSWORD_WRONG', message: WRONG_CURRENT_PASSWORD })
    expect((await userRow(member.id)).name).toBe(member.name)
    expect((await profile(member.token)).statusCode).toBe(200)
  })

  it('allows ten current-password checks in 15 minutes, then answers 429', async () => {
    const member = await signedInMember(server)
    for (let i = 0; i < 10; i++) {
      expect((await updateProfile(member.token, { name: 'Nope', password: `Wrong@${i}` })).statusCode).toBe(400)
    }
    const res = await updateProfile(member.token, { name: 'Nope', password: member.password })
    expect(res.statusCode).toBe(429)
    expect(res.json().message).toMatch(TOO_MANY)
    expect((await userRow(member.id)).name).toBe(member.name)
  })

  it('ignores email and Member ID, and refuses every field the member may not set, naming it', async () => {
    const member = await signedInMember(server)
    const other = await otherCompany(server)
    const before = await userRow(member.id)
    const forbidden = {
      role: 'ADMIN',
      isApproved: 'true',
      status: 'ACTIVE',
      stockBalance: '1000000',
      globalStake: '1000000',
      companyId: other.companyId,
      passwordHash: 'x',
      kycLast4: '0000',
    }
    const refused = await updateProfile(member.token, { name: 'Still Me', ...forbidden, password: member.password })
    expect(refused.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', message: Object.keys(forbidden).map((field) => `${field} is not allowed`) })
    expect(await userRow(member.id)).toEqual(before)
    const res = await updateProfile(member.token, { name: 'Still Me', email: 'changed@test.example', referralCode: 'STR9999999', password: member.password })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ name: 'Still Me', email: member.email, referralCode: member.referralCode, stockBalance: '0' })
    const after = await userRow(member.id)
    // The admins' search text (a column PostgreSQL derives) follows the new name, and nothing else.
    const searchText = ['still me', before.email, before.mobile, before.referralCode.toLowerCase()].join('\u001f')
    expect(after).toEqual({ ...before, name: 'Still Me', searchText, updatedAt: after.updatedAt })
    // Still a member of the same company: the token still opens the member area.
    expect((await profile(member.token)).statusCode).toBe(200)
  })

  it('refuses a mobile that is not a valid Indian mobile number', async () => {
    const member = await signedInMember(server)
    for (const mobile of ['5123456789', '98765', '+919876543210']) {
      const res = await updateProfile(member.token, { mobile, password: member.password })
      expect(res.statusCode, mobile).toBe(400)
      expect(res.json().message).toContain('mobile is not valid')
    }
    expect((await userRow(member.id)).mobile).toBe(member.mobile)
  })

  describe('a new mobile number', () => {
    const MOBILE_OTP_URL = '/api/v1/user/auth/profile/mobile/otp'
    const sendCode = (token: string, mobile: string) => server.inject({ method: 'POST', url: MOBILE_OTP_URL, headers: auth(token), remoteAddress: uniqueIp(), payload: { mobile } })

    it('needs the code sent to it by SMS: without it, or with a wrong one, nothing changes', async () => {
      const member = await signedInMember(server)
      const mobile = uniqueContact().mobile
      const without = await updateProfile(member.token, { mobile, password: member.password })
      expect(without.statusCode).toBe(400)
      expect(without.json()).toEqual({ status: false, code: 'MOBILE_OTP_REQUIRED', message: 'Please enter the code sent to your new mobile number.' })

      const sent = await sendCode(member.token, mobile)
      expect(sent.statusCode).toBe(200)
      expect(sent.json()).toEqual({ status: true, message: 'OTP successfully send', data: null })
      // The code goes to the new number, by SMS, and says nothing the member typed.
      const [sms] = await listOutbox(server.db, mobile)
      expect(sms).toMatchObject({ channel: 'SMS' })
      expect(sms.body).toMatch(/^Your code to change your mobile number is \d{6}\./)
      expect(await listOutbox(server.db, member.mobile)).toEqual(expect.not.arrayContaining([expect.objectContaining({ body: sms.body })]))

      const wrong = await updateProfile(member.token, { mobile, mobileOtp: sms.code === '000000' ? '111111' : '000000', password: member.password })
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json().message).toBe('Invalid OTP.')
      expect((await userRow(member.id)).mobile).toBe(member.mobile)

      const right = await updateProfile(member.token, { mobile, mobileOtp: sms.code!, password: member.password })
      expect(right.statusCode, right.body).toBe(200)
      expect((await userRow(member.id)).mobile).toBe(mobile)
    })

    it('takes a code only for the number and the member it was sent for, once', async () => {
      const [member, other] = [await signedInMember(server), await signedInMember(server)]
      const [mobile, elsewhere] = [uniqueContact().mobile, uniqueContact().mobile]
      const code = await mobileChangeCode(member.token, mobile)
      // Another number with this code: refused.
      expect((await updateProfile(member.token, { mobile: elsewhere, mobileOtp: code, password: member.password })).statusCode).toBe(400)
      // Another member with this code and this number: refused.
      expect((await updateProfile(other.token, { mobile, mobileOtp: code, password: other.password })).statusCode).toBe(400)
      expect((await updateProfile(member.token, { mobile, mobileOtp: code, password: member.password })).statusCode).toBe(200)
      // Used up: changing back and forth needs a fresh code each time.
      const back = await updateProfile(member.token, { mobile: member.mobile, mobileOtp: code, password: member.password })
      expect(back.statusCode).toBe(400)
    })

    it('keeps the current number without a code, and refuses to send one for it or for a taken number', async () => {
      const member = await signedInMember(server)
      expect((await updateProfile(member.token, { mobile: member.mobile, name: 'Same Number', password: member.password })).statusCode).toBe(200)
      const same = await sendCode(member.token, member.mobile)
      expect(same.statusCode).toBe(400)
      expect(same.json().message).toBe('This is already your mobile number.')
      const taken = await sendCode(member.token, '9876543210')
      expect(taken.statusCode).toBe(409)
      expect(taken.json().message).toBe('This mobile number is already registered.')
      expect((await server.inject({ method: 'POST', url: MOBILE_OTP_URL, payload: { mobile: uniqueContact().mobile } })).statusCode).toBe(401)
    })
  })

  it('refuses a mobile that belongs to another member of the company with 409', async () => {
    const member = await signedInMember(server)
    const res = await updateProfile(member.token, { mobile: '9876543210', password: member.password })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ status: false, code: 'MOBILE_ALREADY_REGISTERED', message: 'This mobile number is already registered.' })
    expect((await userRow(member.id)).mobile).toBe(member.mobile)
  })

  it('refuses an impossible date of birth', async () => {
    const member = await signedInMember(server)
    const res = await updateProfile(member.token, { dateOfBirth: '1990-13-45', password: member.password })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('dateOfBirth must be a valid date')
  })

  it('sets an uploaded image as the profile picture, shown as a signed link', async () => {
    const member = await signedInMember(server)
    const uploaded = await upload(server, member.token, [{ bytes: pngBytes(), filename: 'me.png', contentType: 'image/png' }])
    expect(uploaded.statusCode).toBe(200)
    const [{ id }] = uploaded.json().data
    const res = await updateProfile(member.token, { profileImageId: id, password: member.password })
    expect(res.statusCode).toBe(200)
    expect((await userRow(member.id)).profileImageId).toBe(id)

    const { data } = (await profile(member.token)).json()
    expect(data.profileImage.url).toMatch(new RegExp(`^/api/v1/media/file/${id}\\?expires=\\d+&signature=[\\w-]+$`))
    const picture = await server.inject({ method: 'GET', url: data.profileImage.url })
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toBe('image/png')
    expect(picture.rawPayload.equals(pngBytes())).toBe(true)
  })

  it("refuses another member's upload as the profile picture with 404", async () => {
    const owner = await signedInMember(server)
    const [{ id }] = (await upload(server, owner.token, [{ bytes: pngBytes(), filename: 'mine.png' }])).json().data
    const member = await signedInMember(server)
    const res = await updateProfile(member.token, { profileImageId: id, password: member.password })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ status: false, code: 'PROFILE_PICTURE_NOT_FOUND', message: 'The profile picture was not found. Please upload it again.' })
    expect((await userRow(member.id)).profileImageId).toBeNull()

    const unknown = await updateProfile(member.token, { profileImageId: '00000000-0000-4000-8000-000000000000', password: member.password })
    expect(unknown.statusCode).toBe(404)
  })

  it('refuses a PDF as the profile picture', async () => {
    const member = await signedInMember(server)
    const [{ id }] = (await upload(server, member.token, [{ bytes: pdfBytes(), filename: 'doc.pdf' }])).json().data
    const res = await updateProfile(member.token, { profileImageId: id, password: member.password })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: false, code: 'PROFILE_PICTURE_NOT_IMAGE', message: 'The profile picture must be an image.' })
  })

  it('needs a member token', async () => {
    const none = await server.inject({ method: 'PUT', url: UPDATE_URL, payload: { password: 'x' } })
    expect(none.statusCode).toBe(401)
    const admin = await tokenFor(server, 'admin@str.example')
    const asAdmin = await updateProfile(admin, { name: 'Admin', password: 'Admin@2026!' })
    expect(asAdmin.statusCode).toBe(403)
  })
})

describe('forgot password', () => {
  function sendResetCode(user: string, ip = uniqueIp(), companyId = DEMO_COMPANY_ID) {
    return server.inject({ method: 'POST', url: FORGOT_OTP_URL, remoteAddress: ip, payload: { companyId, user } })
  }
  function reset(payload: Record<string, unknown>) {
    return server.inject({ method: 'POST', url: FORGOT_URL, payload: { companyId: DEMO_COMPANY_ID, ...payload } })
  }
  const OK = { status: true, message: 'OTP successfully send', data: null }

  it('answers the same whether or not the email has an account, and only sends to a real one', async () => {
    const member = await registerMember(server)
    const stranger = uniqueContact().email
    const known = await sendResetCode(member.email)
    const unknown = await sendResetCode(stranger)
    const admin = await sendResetCode('admin@str.example')
    for (const res of [known, unknown, admin]) {
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual(OK)
    }
    const [mail] = await outboxOf(server, member.email)
    expect(mail.channel).toBe('EMAIL')
    expect(mail.code).toMatch(/^\d{6}$/)
    expect(await outboxOf(server, stranger)).toEqual([])
    expect(await outboxOf(server, 'admin@str.example')).toEqual([])
  })

  it('answers 404 for an unknown company and 400 without an email', async () => {
    const res = await sendResetCode('member@str.example', uniqueIp(), '00000000-0000-4000-8000-000000000000')
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Company ID is not configured. Please contact support.')
    const missing = await server.inject({ method: 'POST', url: FORGOT_OTP_URL, payload: { companyId: DEMO_COMPANY_ID, user: '' } })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('user is required')
  })

  it('limits sends per email, for unknown emails too, then answers 429', async () => {
    // The seeded member: a registered member's email already spent one send on its registration code.
    for (const email of ['member@str.example', uniqueContact().email]) {
      const ip = uniqueIp()
      for (let i = 0; i < 3; i++) expect((await sendResetCode(email, ip)).statusCode).toBe(200)
      const fourth = await sendResetCode(email, ip)
      expect(fourth.statusCode).toBe(429)
      expect(fourth.json().message).toMatch(TOO_MANY)
    }
  })

  it('sets the new password with the code, and revokes every session of the member', async () => {
    const member = await signedInMember(server)
    const second = await logIn(server, member)
    const before = await userRow(member.id)
    await sendResetCode(member.email)
    const otp = await latestCode(server, member.email)

    const res = await reset({ user: member.email.toUpperCase(), otp, password: 'Brand@New2026' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true, message: 'Password updated successfully', data: null })

    const after = await userRow(member.id)
    expect(after.passwordHash).toMatch(/^\$argon2id\$/)
    expect(after.passwordHash).not.toBe(before.passwordHash)
    for (const token of [member.token, second]) {
      const old = await profile(token)
      expect(old.statusCode).toBe(401)
      expect(old.json().message).toBe(SESSION_EXPIRED)
    }
    const live = await server.db.select().from(sessions).where(eq(sessions.userId, member.id))
    expect(live.every((s) => s.revokedAt !== null)).toBe(true)

    expect((await login({ companyId: DEMO_COMPANY_ID, user: member.email, password: member.password })).statusCode).toBe(401)
    expect((await login({ companyId: DEMO_COMPANY_ID, user: member.email, password: 'Brand@New2026' })).statusCode).toBe(200)
  })

  it('refuses a wrong code, and then a reused one', async () => {
    const member = await registerMember(server)
    await sendResetCode(member.email)
    const otp = await latestCode(server, member.email)
    const wrong = await reset({ user: member.email, otp: String((Number(otp) + 1) % 1_000_000).padStart(6, '0'), password: 'Brand@New2026' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ status: false, code: 'OTP_INVALID', message: INVALID_OTP })

    expect((await reset({ user: member.email, otp, password: 'Brand@New2026' })).statusCode).toBe(200)
    const reused = await reset({ user: member.email, otp, password: 'Other@New2026' })
    expect(reused.statusCode).toBe(400)
    expect(reused.json()).toEqual({ status: false, code: 'OTP_INVALID', message: INVALID_OTP })
    expect((await login({ companyId: DEMO_COMPANY_ID, user: member.email, password: 'Brand@New2026' })).statusCode).toBe(200)
  })

  it('refuses an unknown email exactly like a wrong code', async () => {
    const res = await reset({ user: uniqueContact().email, otp: '123456', password: 'Brand@New2026' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: false, code: 'OTP_INVALID', message: INVALID_OTP })
  })

  it('refuses an expired code', async () => {
    const member = await registerMember(server)
    await sendResetCode(member.email)
    const otp = await latestCode(server, member.email)
    await server.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpCodes.target, member.email))
    const res = await reset({ user: member.email, otp, password: 'Brand@New2026' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: false, code: 'OTP_EXPIRED', message: EXPIRED_OTP })
    expect((await login({ companyId: DEMO_COMPANY_ID, user: member.email, password: member.password })).statusCode).toBe(200)
  })

  it('burns the code after five wrong tries', async () => {
    const member = await registerMember(server)
    await sendResetCode(member.email)
    const otp = await latestCode(server, member.email)
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0')
    const messages: string[] = []
    for (let i = 0; i < 5; i++) messages.push((await reset({ user: member.email, otp: wrong, password: 'Brand@New2026' })).json().message)
    expect(messages).toEqual([INVALID_OTP, INVALID_OTP, INVALID_OTP, INVALID_OTP, BURNED_OTP])
    const sixth = await reset({ user: member.email, otp, password: 'Brand@New2026' })
    expect(sixth.statusCode).toBe(400)
    expect(sixth.json().message).toBe(BURNED_OTP)
  })

  it('refuses a code sent to another email, and a registration code', async () => {
    const member = await registerMember(server)
    const other = await registerMember(server)
    await sendResetCode(other.email)
    const othersCode = await latestCode(server, other.email)
    const res = await reset({ user: member.email, otp: othersCode, password: 'Brand@New2026' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(INVALID_OTP)

    // A person asks for a registration code, then gets an account some other way: that code resets nothing.
    const contact = uniqueContact()
    const sent = await server.inject({
      method: 'POST',
      url: '/api/v1/user/auth/register/otp',
      remoteAddress: uniqueIp(),
      payload: { companyId: DEMO_COMPANY_ID, name: 'Late Joiner', ...contact },
    })
    expect(sent.statusCode).toBe(200)
    const registrationCode = await latestCode(server, contact.email)
    const [existing] = await server.db.select().from(users).where(eq(users.id, member.id))
    await server.db.insert(users).values({
      companyId: DEMO_COMPANY_ID,
      name: 'Late Joiner',
      ...contact,
      passwordHash: existing.passwordHash,
      referralCode: `STR${Date.now() % 10_000_000}`,
    })
    const withRegistrationCode = await reset({ user: contact.email, otp: registrationCode, password: 'Brand@New2026' })
    expect(withRegistrationCode.statusCode).toBe(400)
    expect(withRegistrationCode.json().message).toBe(INVALID_OTP)
    expect(
      await server.db
        .select()
        .from(otpCodes)
        .where(like(otpCodes.target, `${contact.email}%`)),
    ).toHaveLength(1)
  })

  it('refuses a new password shorter than 8 characters without spending the code', async () => {
    const member = await registerMember(server)
    await sendResetCode(member.email)
    const otp = await latestCode(server, member.email)
    const short = await reset({ user: member.email, otp, password: 'short' })
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toBe('password must be at least 8 characters')
    expect((await reset({ user: member.email, otp, password: 'Long@Enough1' })).statusCode).toBe(200)
  })
})
