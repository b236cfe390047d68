import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { superadmins } from '../../server/db/schema'
import { signToken } from '../../server/lib/tokens'
import { buildTestApp, latestCode, tokenFor } from '../helpers/app'
import { uniqueIp } from '../helpers/factories'
import { addAdmin, newCompanyWithAdmin, type TestCompany } from '../helpers/company-factories'
import { adminCodeStep, challengeFor, codeAt, enrol, superadminAuthenticatorLogin, wrongCodeFor } from '../helpers/two-factor'

/**
 * Two-factor sign-in attacked as a stranger would: many addresses, wrong codes, forged challenges,
 * and the same code sent many times at once. The owner must still get in.
 */

let server: FastifyInstance
let company: TestCompany
beforeAll(async () => {
  server = await buildTestApp()
  company = await newCompanyWithAdmin(server)
})
afterAll(() => server.close())

let sequence = 0
async function newSuperadmin() {
  const email = `root-lockout-${Date.now()}-${++sequence}@str.example`
  await server.db.insert(superadmins).values({ email, name: 'Lockout Root' })
  return { email, ...(await enrol(server, 'superadmin', await tokenFor(server, email))) }
}

describe("an admin's code step", () => {
  it('cannot be reached without the password: forged challenges from many addresses leave the owner untouched', async () => {
    const admin = await addAdmin(server, company.id, company.tokenSymbol)
    const { secret } = await enrol(server, 'company', admin.token)
    const otherKey = new TextEncoder().encode('another server secret, not this one at all')
    const forged = [admin.token, await signToken(otherKey, { sid: admin.id, sub: admin.id, role: 'ADMIN', cid: company.id }, Math.floor(Date.now() / 1000)), 'aaaa.bbbb.cccc']
    for (let i = 0; i < 8; i++) {
      const ip = `127.0.0.${i + 2}`
      for (const challenge of forged) {
        const res = await adminCodeStep(server, challenge, await wrongCodeFor(secret), ip)
        expect(res.statusCode).toBe(401)
      }
    }
    const res = await adminCodeStep(server, await challengeFor(server, admin.email, admin.password), await codeAt(secret, 1))
    expect(res.statusCode, res.body).toBe(200)
  })

  it('takes one recovery code once when it is sent in many sign-ins at the same moment', async () => {
    const admin = await addAdmin(server, company.id, company.tokenSymbol)
    const { recoveryCodes: codes } = await enrol(server, 'company', admin.token)
    const challenges = await Promise.all(Array.from({ length: 8 }, () => challengeFor(server, admin.email, admin.password)))
    const answers = await Promise.all(challenges.map((challenge) => adminCodeStep(server, challenge, codes[0])))
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(7).fill(401)])
  })

  it('takes one authenticator code once when it is sent in many sign-ins at the same moment', async () => {
    const admin = await addAdmin(server, company.id, company.tokenSymbol)
    const { secret } = await enrol(server, 'company', admin.token)
    const challenges = await Promise.all(Array.from({ length: 8 }, () => challengeFor(server, admin.email, admin.password)))
    const code = await codeAt(secret, 1)
    const answers = await Promise.all(challenges.map((challenge) => adminCodeStep(server, challenge, code)))
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(7).fill(401)])
  })
})

describe("the super admin's authenticator sign-in", () => {
  it('lets the owner in after strangers on four addresses have sent twenty wrong codes', async () => {
    const { email, secret } = await newSuperadmin()
    const wrong = await wrongCodeFor(secret)
    for (let i = 0; i < 4; i++) {
      for (let j = 0; j < 5; j++) expect((await superadminAuthenticatorLogin(server, email, wrong, `127.0.1.${i + 2}`)).statusCode).toBe(401)
      // That address has had its five tries at this account.
      expect((await superadminAuthenticatorLogin(server, email, wrong, `127.0.1.${i + 2}`)).statusCode).toBe(429)
    }
    const owner = await superadminAuthenticatorLogin(server, email, await codeAt(secret, 1), '127.0.1.100')
    expect(owner.statusCode, owner.body).toBe(200)
  })

  it('past the daily ceiling that bounds guessing, the owner still signs in with the emailed code', async () => {
    const { email, secret } = await newSuperadmin()
    const wrong = await wrongCodeFor(secret)
    for (let i = 0; i < 6; i++) {
      for (let j = 0; j < 5; j++) await superadminAuthenticatorLogin(server, email, wrong, `127.0.2.${i + 2}`)
    }
    const closed = await superadminAuthenticatorLogin(server, email, await codeAt(secret, 1), '127.0.2.100')
    expect(closed.statusCode).toBe(429)
    const ip = uniqueIp()
    const sent = await server.inject({ method: 'GET', url: `/api/v1/superadmin/auth/login/email/otp?email=${encodeURIComponent(email)}`, remoteAddress: ip })
    expect(sent.statusCode).toBe(200)
    const verified = await server.inject({
      method: 'POST',
      url: '/api/v1/superadmin/auth/login/verify',
      remoteAddress: ip,
      payload: { email, otp: await latestCode(server, email) },
    })
    expect(verified.statusCode, verified.body).toBe(200)
  })
})
