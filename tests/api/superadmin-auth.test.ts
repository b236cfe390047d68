import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { randomInt } from 'node:crypto'
import { decodeJwt } from 'jose'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import { companies, otpCodes, sessions, superadmins } from '../../server/db/schema'
import { DEMO_COMPANY_ID, auth, buildTestApp, latestCode, tokenFor } from '../helpers/app'
import { outboxOf, uniqueIp } from '../helpers/factories'

const OTP_URL = '/api/v1/superadmin/auth/login/email/otp'
const VERIFY_URL = '/api/v1/superadmin/auth/login/verify'
const LOGOUT_URL = '/api/v1/superadmin/auth/logout'
const COMPANY_LIST_URL = '/api/v1/superadmin/company/list'

const CODE_SENT = 'If this email belongs to a super admin, a code has been sent.'
const INVALID_OTP = 'Invalid OTP.'
const EXPIRED_OTP = 'OTP has expired. Please request a new one.'
const BURNED_OTP = 'Too many wrong attempts. Please request a new OTP.'
const NO_ACCESS = 'You do not have access to this.'
const NOT_LOGGED_IN = 'Please log in to continue.'
const SESSION_EXPIRED = 'Your session has expired. Please log in again.'
const TOO_MANY = /^Too many requests\. Please try again in \d+ seconds\.$/

let server: FastifyInstance
beforeAll(async () => {
  server = await buildTestApp()
})
afterAll(() => server.close())

const runPrefix = randomInt(1000, 10000)
let sequence = 0

/**
 * Another super admin, written straight to the table as the seed writes the configured one: the
 * send limit is three codes per email in ten minutes, so each test signs in as someone of its own.
 */
async function newSuperadmin(): Promise<string> {
  const email = `root-${runPrefix}-${++sequence}@str.example`
  await server.db.insert(superadmins).values({ email, name: 'Second Super Admin' })
  return email
}

const unknownEmail = () => `nobody-${runPrefix}-${++sequence}@str.example`

function requestCode(email: string, ip = uniqueIp()) {
  return server.inject({ method: 'GET', url: `${OTP_URL}?email=${encodeURIComponent(email)}`, remoteAddress: ip })
}

function verify(email: string, otp: string) {
  return server.inject({ method: 'POST', url: VERIFY_URL, remoteAddress: uniqueIp(), payload: { email, otp } })
}

/** A code that is not `code`: the same six digits shifted by one. */
function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0')
}

async function sentCode(email: string, ip = uniqueIp()): Promise<string> {
  const res = await requestCode(email, ip)
  expect(res.statusCode).toBe(200)
  return latestCode(server, email)
}

async function otpRows(email: string) {
  return server.db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, 'SUPERADMIN_LOGIN'), eq(otpCodes.target, email)))
    .orderBy(desc(otpCodes.createdAt))
}

async function superadminSessions(email: string) {
  const [row] = await server.db.select({ id: superadmins.id }).from(superadmins).where(eq(superadmins.email, email))
  const [{ n }] = await server.db.select({ n: count() }).from(sessions).where(eq(sessions.superadminId, row.id))
  return n
}

function listCompanies(token?: string) {
  return server.inject({ method: 'GET', url: COMPANY_LIST_URL, headers: token === undefined ? {} : auth(token) })
}

describe('GET superadmin login code', () => {
  it('emails the configured super admin a 6-digit code', async () => {
    const res = await requestCode('super@str.example')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true, message: CODE_SENT, data: null })
    const [message] = await outboxOf(server, 'super@str.example')
    expect(message).toMatchObject({ channel: 'EMAIL', to: 'super@str.example', code: expect.stringMatching(/^\d{6}$/) })
    expect(message.body).toContain(message.code)
  })

  it('keeps the code hashed and lets it live 2:59, like the countdown', async () => {
    const email = await newSuperadmin()
    const code = await sentCode(email)
    const [row] = await server.db
      .select({
        codeHash: otpCodes.codeHash,
        companyId: otpCodes.companyId,
        lifetime: sql<string>`extract(epoch from ${otpCodes.expiresAt} - ${otpCodes.createdAt})::text`,
      })
      .from(otpCodes)
      .where(and(eq(otpCodes.purpose, 'SUPERADMIN_LOGIN'), eq(otpCodes.target, email)))
    expect(Number(row.lifetime)).toBeCloseTo(179, 0)
    expect(row.codeHash).not.toContain(code)
    expect(row.companyId).toBeNull()
  })

  it('matches the email whatever its case', async () => {
    const email = await newSuperadmin()
    const res = await requestCode(email.toUpperCase())
    expect(res.statusCode).toBe(200)
    expect(await outboxOf(server, email)).toHaveLength(1)
  })

  it('gives an unknown email the same answer and sends nothing', async () => {
    const known = await requestCode(await newSuperadmin())
    const email = unknownEmail()
    const unknown = await requestCode(email)
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.json()).toEqual(known.json())
    expect(await outboxOf(server, email)).toEqual([])
    expect(await otpRows(email)).toEqual([])
  })

  it('gives an admin or a member email the same answer and no code', async () => {
    for (const email of ['admin@str.example', 'member@str.example']) {
      const before = await outboxOf(server, email)
      const res = await requestCode(email)
      expect(res.statusCode).toBe(200)
      expect(res.json().message).toBe(CODE_SENT)
      expect(await outboxOf(server, email)).toEqual(before)
      expect(await otpRows(email)).toEqual([])
    }
  })

  it('sends at most three codes per email to one address in ten minutes, ten per email in an hour, known or not alike', async () => {
    for (const email of [await newSuperadmin(), unknownEmail()]) {
      const ip = uniqueIp()
      for (let i = 0; i < 3; i++) expect((await requestCode(email, ip)).statusCode).toBe(200)
      const refused = await requestCode(email, ip)
      expect(refused.statusCode).toBe(429)
      expect(refused.json().message).toMatch(TOO_MANY)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      for (let i = 3; i < 10; i++) expect((await requestCode(email)).statusCode).toBe(200)
      expect((await requestCode(email)).statusCode).toBe(429)
    }
  })

  it("a stranger asking for the super admin's code neither cancels it nor locks the super admin out", async () => {
    const email = await newSuperadmin()
    const owner = uniqueIp()
    const code = await sentCode(email, owner)
    const stranger = uniqueIp()
    for (let i = 0; i < 3; i++) expect((await requestCode(email, stranger)).statusCode).toBe(200)
    expect((await requestCode(email, stranger)).statusCode).toBe(429)
    // The owner can still ask for a code from their own address, and the one they hold still works.
    expect((await requestCode(email, owner)).statusCode).toBe(200)
    expect((await verify(email, code)).statusCode).toBe(200)
  })

  it('sends at most twenty codes per caller address in an hour', async () => {
    const ip = uniqueIp()
    for (let i = 0; i < 20; i++) expect((await requestCode(unknownEmail(), ip)).statusCode).toBe(200)
    const email = await newSuperadmin()
    const refused = await requestCode(email, ip)
    expect(refused.statusCode).toBe(429)
    expect(await outboxOf(server, email)).toEqual([])
  })

  it('refuses a missing or malformed email with 400', async () => {
    const missing = await server.inject({ method: 'GET', url: OTP_URL })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: 'email' }, message: 'email is required' })
    const bad = await requestCode('not-an-email')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: 'email' }, message: 'email must be a valid email address' })
  })
})

describe('POST superadmin login verify', () => {
  it('answers a SUPERADMIN token for the right code, and the token opens the company list', async () => {
    const email = await newSuperadmin()
    const res = await verify(email, await sentCode(email))
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toEqual({ status: true, message: 'Login successful', data: { token: expect.any(String) } })
    expect(decodeJwt(body.data.token)).toMatchObject({ role: 'SUPERADMIN', cid: null })
    const list = await listCompanies(body.data.token)
    expect(list.statusCode).toBe(200)
    expect(list.json().data.records.map((c: { id: string }) => c.id)).toContain(DEMO_COMPANY_ID)
  })

  it('signs in the configured super admin with any case of the email', async () => {
    const code = await sentCode('super@str.example')
    const res = await verify('Super@STR.example', code)
    expect(res.statusCode).toBe(200)
  })

  it('refuses a wrong code with 401 and still takes the right one after it', async () => {
    const email = await newSuperadmin()
    const code = await sentCode(email)
    const wrong = await verify(email, wrongCode(code))
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ status: false, code: 'OTP_INVALID', message: INVALID_OTP })
    expect((await otpRows(email))[0].attempts).toBe(1)
    expect((await verify(email, code)).statusCode).toBe(200)
  })

  it('refuses an expired code (older than 2:59) and signs nobody in', async () => {
    const email = await newSuperadmin()
    const code = await sentCode(email)
    await server.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(otpCodes.purpose, 'SUPERADMIN_LOGIN'), eq(otpCodes.target, email)))
    const res = await verify(email, code)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ status: false, code: 'OTP_EXPIRED', message: EXPIRED_OTP })
    expect(await superadminSessions(email)).toBe(0)
  })

  it('takes a code only once', async () => {
    const email = await newSuperadmin()
    const code = await sentCode(email)
    expect((await verify(email, code)).statusCode).toBe(200)
    const again = await verify(email, code)
    expect(again.statusCode).toBe(401)
    expect(again.json()).toEqual({ status: false, code: 'OTP_INVALID', message: INVALID_OTP })
    expect(await superadminSessions(email)).toBe(1)
  })

  it('burns the code after five wrong tries: the right one is refused afterwards', async () => {
    const email = await newSuperadmin()
    const code = await sentCode(email)
    const answers: string[] = []
    for (let i = 0; i < 5; i++) {
      const res = await verify(email, wrongCode(code))
      expect(res.statusCode).toBe(401)
      answers.push(res.json().message)
    }
    expect(answers).toEqual([INVALID_OTP, INVALID_OTP, INVALID_OTP, INVALID_OTP, BURNED_OTP])
    const right = await verify(email, code)
    expect(right.statusCode).toBe(401)
    expect(right.json()).toEqual({ status: false, code: 'OTP_BURNED', message: BURNED_OTP })
    expect(await superadminSessions(email)).toBe(0)
  })

  it('keeps an earlier code working when a new one is sent; one sign-in retires both', async () => {
    const email = await newSuperadmin()
    const first = await sentCode(email)
    const second = await sentCode(email)
    expect((await verify(email, first)).statusCode).toBe(200)
    if (first !== second) expect((await verify(email, second)).statusCode).toBe(401)
  })

  it("binds the code to its email: another super admin's code does not sign this one in", async () => {
    const owner = await newSuperadmin()
    const other = await newSuperadmin()
    await sentCode(other)
    const code = await sentCode(owner)
    const res = await verify(other, code)
    // The other's own code may by chance be the same six digits; then its sign-in is genuine.
    if (code !== (await latestCode(server, other))) expect(res.statusCode).toBe(401)
    expect((await verify(owner, code)).statusCode).toBe(200)
  })

  it('gives an unknown email the same 401 as a wrong code', async () => {
    const res = await verify(unknownEmail(), '123456')
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ status: false, code: 'OTP_INVALID', message: INVALID_OTP })
  })

  it('does not sign in an admin or a member by email code', async () => {
    for (const email of ['admin@str.example', 'member@str.example']) {
      await requestCode(email)
      const res = await verify(email, '123456')
      expect(res.statusCode).toBe(401)
      expect(res.json().message).toBe(INVALID_OTP)
    }
  })

  it('refuses a malformed body with 400', async () => {
    const res = await server.inject({ method: 'POST', url: VERIFY_URL, payload: { email: 'super@str.example', otp: '12ab56' } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: 'otp' }, message: 'otp is not valid' })
    const empty = await server.inject({ method: 'POST', url: VERIFY_URL, payload: {} })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toEqual(['email is required', 'otp is required'])
  })
})

describe('POST superadmin logout', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const email = await newSuperadmin()
    const token = (await verify(email, await sentCode(email))).json().data.token
    const other = await tokenFor(server, 'super@str.example')
    const out = await server.inject({ method: 'POST', url: LOGOUT_URL, headers: auth(token) })
    expect(out.statusCode).toBe(200)
    expect(out.json()).toEqual({ status: true, message: 'Logged out successfully', data: null })
    const after = await listCompanies(token)
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual({ status: false, code: 'SESSION_EXPIRED', message: SESSION_EXPIRED })
    expect((await listCompanies(other)).statusCode).toBe(200)
  })

  it('answers 401 without a token', async () => {
    const res = await server.inject({ method: 'POST', url: LOGOUT_URL })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ status: false, code: 'NOT_LOGGED_IN', message: NOT_LOGGED_IN })
  })
})

// ------------------------------------------------------------------ role walls, both ways

const VALID_BENEFICIARY = {
  holderName: 'Wall Test Pvt Ltd',
  bankName: 'Canara Bank',
  branch: 'MG Road',
  accountNumber: '123456789012',
  ifscCode: 'CNRB0001234',
  upi: 'walltest@canara',
}

/** Every secured super-admin call, each with a body it would accept from a super admin. */
const SUPERADMIN_CALLS = [
  { method: 'POST', url: LOGOUT_URL },
  { method: 'GET', url: COMPANY_LIST_URL },
  {
    method: 'POST',
    url: '/api/v1/superadmin/company/add',
    payload: {
      companyName: 'Walled Out Pvt Ltd',
      email: 'walled-out@company.example',
      mobile: '9876500001',
      companyAadhaarCard: '234567890124',
      companyPan: 'AAACW1234Q',
      companyAddress: '1 Wall Street, Mumbai',
      companyPincode: '400001',
      tokenName: 'Wall Token',
      tokenSymbol: 'WALL',
      price: '2.50',
      totalSupply: '1000000',
      platformChargePercent: '2',
      adminPassword: 'Walled@2026',
    },
  },
  { method: 'GET', url: '/api/v1/superadmin/transaction/list' },
  { method: 'GET', url: `/api/v1/superadmin/beneficiary/get?companyId=${DEMO_COMPANY_ID}` },
  { method: 'PUT', url: '/api/v1/superadmin/beneficiary/update', payload: { companyId: DEMO_COMPANY_ID, ...VALID_BENEFICIARY } },
] as const

/** Company-admin and member calls a super-admin token must not open. */
const COMPANY_CALLS = [
  { method: 'GET', url: '/api/v1/admin/auth/list' },
  { method: 'GET', url: '/api/v1/admin/dashboard/get' },
  { method: 'GET', url: '/api/v1/admin/transaction/list' },
  { method: 'GET', url: '/api/v1/admin/beneficiary/get' },
  { method: 'PUT', url: '/api/v1/admin/beneficiary/update', payload: VALID_BENEFICIARY },
  { method: 'POST', url: '/api/v1/company/auth/logout' },
  { method: 'GET', url: '/api/v1/user/auth/profile/get' },
  { method: 'GET', url: '/api/v1/user/package/price/get' },
  { method: 'GET', url: '/api/v1/user/package/beneficiary/get' },
  { method: 'GET', url: '/api/v1/user/transaction/list' },
  { method: 'POST', url: '/api/v1/user/auth/logout' },
] as const

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }

function call({ method, url, payload }: Call, token?: string) {
  return server.inject({ method, url, payload, headers: token === undefined ? {} : auth(token) })
}

describe('role walls', () => {
  it('refuses company admin and member tokens on every secured super-admin call with 403', async () => {
    const [beforeCompanies] = await server.db.select({ n: count() }).from(companies)
    for (const email of ['admin@str.example', 'member@str.example']) {
      const token = await tokenFor(server, email)
      for (const c of SUPERADMIN_CALLS) {
        const res = await call(c, token)
        expect({ email, url: c.url, status: res.statusCode, body: res.json() }).toEqual({
          email,
          url: c.url,
          status: 403,
          body: { status: false, code: 'NO_ACCESS', message: NO_ACCESS },
        })
      }
      // The refused logout did not end the caller's own session either.
      const own = email === 'admin@str.example' ? '/api/v1/admin/auth/list' : '/api/v1/user/auth/profile/get'
      expect((await server.inject({ method: 'GET', url: own, headers: auth(token) })).statusCode).toBe(200)
    }
    const [afterCompanies] = await server.db.select({ n: count() }).from(companies)
    expect(afterCompanies.n).toBe(beforeCompanies.n)
  })

  it('answers 401 on every secured super-admin call without a token', async () => {
    for (const c of SUPERADMIN_CALLS) {
      const res = await call(c)
      expect({ url: c.url, status: res.statusCode, message: res.json().message }).toEqual({ url: c.url, status: 401, message: NOT_LOGGED_IN })
    }
  })

  it('refuses a super-admin token on company-admin and member calls with 403', async () => {
    const token = await tokenFor(server, 'super@str.example')
    for (const c of COMPANY_CALLS) {
      const res = await call(c, token)
      expect({ url: c.url, status: res.statusCode, body: res.json() }).toEqual({
        url: c.url,
        status: 403,
        body: { status: false, code: 'NO_ACCESS', message: NO_ACCESS },
      })
    }
    expect((await listCompanies(token)).statusCode).toBe(200)
  })

  it('keeps the sign-in calls open: they need no token and a token changes nothing', async () => {
    const admin = await tokenFor(server, 'admin@str.example')
    const email = await newSuperadmin()
    const sent = await server.inject({ method: 'GET', url: `${OTP_URL}?email=${encodeURIComponent(email)}`, remoteAddress: uniqueIp(), headers: auth(admin) })
    expect(sent.statusCode).toBe(200)
    const code = await latestCode(server, email)
    const res = await server.inject({ method: 'POST', url: VERIFY_URL, payload: { email, otp: code }, headers: auth(admin) })
    expect(res.statusCode).toBe(200)
    expect(decodeJwt(res.json().data.token).role).toBe('SUPERADMIN')
  })
})
