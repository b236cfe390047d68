import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import { recoveryCodes, secondFactors, signInChallenges, superadmins } from '../../server/db/schema'
import { decryptField, deriveFieldKey } from '../../server/lib/crypto'
import { auth, buildTestApp, tokenFor } from '../helpers/app'
import { uniqueIp } from '../helpers/factories'
import { addAdmin, newCompanyWithAdmin, type TestCompany } from '../helpers/company-factories'
import { adminCodeStep, adminPasswordLogin, challengeFor, codeAt, enrol, superadminAuthenticatorLogin, twoFactorCall, wrongCodeFor } from '../helpers/two-factor'

const EXPIRED = 'This sign-in has expired. Please log in again.'
const REPLAYED = 'This code has already been used. Wait for the next one.'

let server: FastifyInstance
let company: TestCompany
beforeAll(async () => {
  server = await buildTestApp()
  company = await newCompanyWithAdmin(server)
})
afterAll(() => server.close())

const dashboard = (token: string) => server.inject({ method: 'GET', url: '/api/v1/admin/dashboard/get', headers: auth(token) })
const newAdmin = () => addAdmin(server, company.id, company.tokenSymbol)

describe('an admin with an authenticator', () => {
  it('enrols with the QR secret and a first code, then signs in with the password and a real code', async () => {
    const admin = await newAdmin()
    const before = await twoFactorCall(server, 'company', admin.token, '')
    expect(before.json().data).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, companyRequires: false })
    const { secret, otpauthUri, recoveryCodes: codes } = await enrol(server, 'company', admin.token)
    expect(otpauthUri).toBe(`otpauth://totp/STR%20Pre-Launch:${encodeURIComponent(admin.email)}?secret=${secret}&issuer=STR%20Pre-Launch`)
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/)
    const after = await twoFactorCall(server, 'company', admin.token, '')
    expect(after.json().data).toMatchObject({ enabled: true, enabledAt: expect.any(String), recoveryCodesLeft: 10 })

    // The password alone no longer opens a session.
    const challenge = await challengeFor(server, admin.email, admin.password)
    const done = await adminCodeStep(server, challenge, await codeAt(secret, 1))
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json()).toEqual({ status: true, message: 'Login successful', data: { token: expect.any(String) } })
    expect((await dashboard(done.json().data.token)).statusCode).toBe(200)
  })

  it('refuses a code a second time (replay), even in a new sign-in, and takes the next one', async () => {
    const admin = await newAdmin()
    const { secret } = await enrol(server, 'company', admin.token)
    // The enrolment used the current step's code: it cannot sign in.
    const replayed = await adminCodeStep(server, await challengeFor(server, admin.email, admin.password), await codeAt(secret))
    expect(replayed.statusCode).toBe(401)
    expect(replayed.json()).toEqual({ status: false, code: 'CODE_REPLAYED', message: REPLAYED })
    const next = await codeAt(secret, 1)
    const first = await adminCodeStep(server, await challengeFor(server, admin.email, admin.password), next)
    expect(first.statusCode).toBe(200)
    const again = await adminCodeStep(server, await challengeFor(server, admin.email, admin.password), next)
    expect(again.json()).toEqual({ status: false, code: 'CODE_REPLAYED', message: REPLAYED })
  })

  it('takes a recovery code once', async () => {
    const admin = await newAdmin()
    const { recoveryCodes: codes } = await enrol(server, 'company', admin.token)
    const first = await adminCodeStep(server, await challengeFor(server, admin.email, admin.password), codes[3].toUpperCase())
    expect(first.statusCode, first.body).toBe(200)
    const second = await adminCodeStep(server, await challengeFor(server, admin.email, admin.password), codes[3])
    expect(second.statusCode).toBe(401)
    expect(second.json()).toEqual({ status: false, code: 'CODE_INVALID', message: 'Invalid code.' })
    expect((await twoFactorCall(server, 'company', admin.token, '')).json().data.recoveryCodesLeft).toBe(9)
  })

  it('keeps the secret encrypted and the recovery codes hashed', async () => {
    const admin = await newAdmin()
    const { secret, recoveryCodes: codes } = await enrol(server, 'company', admin.token)
    const [row] = await server.db.select().from(secondFactors).where(eq(secondFactors.userId, admin.id))
    expect(row.secretEnc).toMatch(/^v1\./)
    expect(row.secretEnc).not.toContain(secret)
    expect(row.pendingSecretEnc).toBeNull()
    expect(decryptField(row.secretEnc ?? '', deriveFieldKey(server.jwtSecret, 'totp-secret'))).toBe(secret)
    const stored = await server.db.select().from(recoveryCodes).where(eq(recoveryCodes.secondFactorId, row.id))
    expect(stored).toHaveLength(10)
    const everything = JSON.stringify(stored)
    for (const code of codes) expect(everything).not.toContain(code)
  })

  it('answers a wrong enable code with 400, not 401, and leaves two-factor off', async () => {
    const admin = await newAdmin()
    const setup = await twoFactorCall(server, 'company', admin.token, 'setup')
    const wrong = await twoFactorCall(server, 'company', admin.token, 'enable', { code: await wrongCodeFor(setup.json().data.secret) })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ status: false, code: 'CODE_INVALID', message: 'Invalid code.' })
    expect((await twoFactorCall(server, 'company', admin.token, '')).json().data.enabled).toBe(false)
  })

  it('turns off with a code, and new recovery codes kill the old ones', async () => {
    const admin = await newAdmin()
    const { secret, recoveryCodes: old } = await enrol(server, 'company', admin.token)
    const renewed = await twoFactorCall(server, 'company', admin.token, 'recovery-codes', { code: await codeAt(secret, 1) })
    expect(renewed.statusCode, renewed.body).toBe(200)
    const fresh = renewed.json().data.recoveryCodes as string[]
    expect(fresh).toHaveLength(10)
    const withOld = await adminCodeStep(server, await challengeFor(server, admin.email, admin.password), old[0])
    expect(withOld.json()).toEqual({ status: false, code: 'CODE_INVALID', message: 'Invalid code.' })
    const off = await twoFactorCall(server, 'company', admin.token, 'disable', { code: fresh[0] })
    expect(off.statusCode, off.body).toBe(200)
    const plain = await adminPasswordLogin(server, admin.email, admin.password)
    expect(plain.json().data).toEqual({ token: expect.any(String) })
  })
})

describe('the sign-in challenge', () => {
  it('is no session, a session is no challenge, and it dies once the sign-in completes', async () => {
    const admin = await newAdmin()
    const { secret } = await enrol(server, 'company', admin.token)
    const challenge = await challengeFor(server, admin.email, admin.password)
    const asSession = await dashboard(challenge)
    expect(asSession.statusCode).toBe(401)
    const asChallenge = await adminCodeStep(server, admin.token, await codeAt(secret, 1))
    expect(asChallenge.statusCode).toBe(401)
    expect(asChallenge.json()).toEqual({ status: false, code: 'CHALLENGE_EXPIRED', message: EXPIRED })
    expect((await adminCodeStep(server, challenge, await codeAt(secret, 1))).statusCode).toBe(200)
    // The same challenge again, with a code the account has not used yet.
    const reused = await adminCodeStep(server, challenge, await codeAt(secret, -1))
    expect(reused.json()).toEqual({ status: false, code: 'CHALLENGE_EXPIRED', message: EXPIRED })
  })

  it('expires after five minutes', async () => {
    const admin = await newAdmin()
    const { secret } = await enrol(server, 'company', admin.token)
    const challenge = await challengeFor(server, admin.email, admin.password)
    await server.db
      .update(signInChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signInChallenges.userId, admin.id))
    const late = await adminCodeStep(server, challenge, await codeAt(secret, 1))
    expect(late.statusCode).toBe(401)
    expect(late.json()).toEqual({ status: false, code: 'CHALLENGE_EXPIRED', message: EXPIRED })
  })

  it('dies after five wrong codes; signing in again gives a fresh one that works', async () => {
    const admin = await newAdmin()
    const { secret } = await enrol(server, 'company', admin.token)
    const challenge = await challengeFor(server, admin.email, admin.password)
    const wrong = await wrongCodeFor(secret)
    const answers = []
    for (let i = 0; i < 5; i++) answers.push((await adminCodeStep(server, challenge, wrong)).json().message)
    expect(answers).toEqual([...Array(4).fill('Invalid code.'), 'Too many wrong codes. Please log in again.'])
    const right = await codeAt(secret, 1)
    expect((await adminCodeStep(server, challenge, right)).json()).toEqual({ status: false, code: 'CHALLENGE_EXPIRED', message: EXPIRED })
    expect((await adminCodeStep(server, await challengeFor(server, admin.email, admin.password), right)).statusCode).toBe(200)
  })
})

describe('the company policy', () => {
  it('needs the caller to have two-factor on, then makes every other admin enrol at sign-in', async () => {
    const own = await newCompanyWithAdmin(server)
    const boss = own.admin
    const other = await addAdmin(server, own.id, own.tokenSymbol)
    const policy = (token: string, required: boolean) =>
      server.inject({ method: 'PUT', url: '/api/v1/company/auth/two-factor/policy', headers: auth(token), payload: { required } })

    const tooSoon = await policy(boss.token, true)
    expect(tooSoon.statusCode).toBe(409)
    expect(tooSoon.json()).toEqual({ status: false, code: 'OWN_TWO_FACTOR_REQUIRED', message: 'Turn on two-factor sign-in for your own account first.' })
    const { secret } = await enrol(server, 'company', boss.token)
    const on = await policy(boss.token, true)
    expect(on.statusCode, on.body).toBe(200)
    expect(on.json().data).toEqual({ required: true })

    // The caller stays in; the admin without an authenticator is signed out.
    expect((await dashboard(boss.token)).statusCode).toBe(200)
    expect((await dashboard(other.token)).statusCode).toBe(401)
    const cannotOff = await twoFactorCall(server, 'company', boss.token, 'disable', { code: await codeAt(secret, 1) })
    expect(cannotOff.statusCode).toBe(403)

    const challenge = await challengeFor(server, other.email, other.password, 'ENROL')
    // An ENROL challenge is no VERIFY one.
    expect((await adminCodeStep(server, challenge, '000000')).json()).toEqual({ status: false, code: 'CHALLENGE_EXPIRED', message: EXPIRED })
    const setup = await server.inject({ method: 'POST', url: '/api/v1/company/auth/login/two-factor/setup', remoteAddress: uniqueIp(), payload: { challenge } })
    expect(setup.statusCode, setup.body).toBe(200)
    const otherSecret = setup.json().data.secret as string
    const enabled = await server.inject({
      method: 'POST',
      url: '/api/v1/company/auth/login/two-factor/enable',
      remoteAddress: uniqueIp(),
      payload: { challenge, code: await codeAt(otherSecret) },
    })
    expect(enabled.statusCode, enabled.body).toBe(200)
    expect(enabled.json().data).toEqual({ token: expect.any(String), recoveryCodes: expect.any(Array) })
    expect(enabled.json().data.recoveryCodes).toHaveLength(10)
    expect((await dashboard(enabled.json().data.token)).statusCode).toBe(200)
    // Next time, the code step.
    await challengeFor(server, other.email, other.password, 'VERIFY')
  })
})

describe('the super admin', () => {
  it("resets an admin's second factor: their sessions end and they sign in with the password again", async () => {
    const admin = await newAdmin()
    await enrol(server, 'company', admin.token)
    const superToken = await tokenFor(server, 'super@str.example')
    const reset = await server.inject({
      method: 'POST',
      url: '/api/v1/superadmin/company/admin/two-factor/reset',
      headers: auth(superToken),
      payload: { companyId: company.id, email: admin.email.toUpperCase() },
    })
    expect(reset.statusCode, reset.body).toBe(200)
    expect((await dashboard(admin.token)).statusCode).toBe(401)
    expect(await server.db.select().from(secondFactors).where(eq(secondFactors.userId, admin.id))).toEqual([])
    const login = await adminPasswordLogin(server, admin.email, admin.password)
    expect(login.json().data).toEqual({ token: expect.any(String) })
    const reset404 = (payload: { companyId: string; email: string }) =>
      server.inject({ method: 'POST', url: '/api/v1/superadmin/company/admin/two-factor/reset', headers: auth(superToken), payload })
    // Named within its company: the same email under another company, or an unknown one, is no admin.
    const elsewhere = await reset404({ companyId: '00000000-0000-4000-8000-000000000000', email: admin.email })
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([404, 'This company has no admin with that email.'])
    expect((await reset404({ companyId: company.id, email: `nobody-${Date.now()}@str.example` })).statusCode).toBe(404)
  })

  it('signs in with the authenticator instead of the emailed code; an unknown email fails like a wrong code', async () => {
    const email = `root-${Date.now()}@str.example`
    await server.db.insert(superadmins).values({ email, name: 'Authenticator Root' })
    const token = await tokenFor(server, email)
    const notYet = await superadminAuthenticatorLogin(server, email, '123456')
    expect(notYet.json()).toEqual({ status: false, code: 'CODE_INVALID', message: 'Invalid code.' })
    const { secret, recoveryCodes: codes } = await enrol(server, 'superadmin', token)
    const signedIn = await superadminAuthenticatorLogin(server, email, await codeAt(secret, 1))
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    const dash = await server.inject({ method: 'GET', url: '/api/v1/superadmin/dashboard', headers: auth(signedIn.json().data.token) })
    expect(dash.statusCode).toBe(200)
    expect((await superadminAuthenticatorLogin(server, email, await codeAt(secret, 1))).json()).toEqual({ status: false, code: 'CODE_REPLAYED', message: REPLAYED })
    expect((await superadminAuthenticatorLogin(server, email, codes[0])).statusCode).toBe(200)
    const unknown = await superadminAuthenticatorLogin(server, `nobody-${Date.now()}@str.example`, await codeAt(secret, -1))
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json()).toEqual({ status: false, code: 'CODE_INVALID', message: 'Invalid code.' })
  })
})
