import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { beneficiaries, companies, purchases, sessions, users } from '../../server/db/schema'
import { verifyToken } from '../../server/lib/tokens'
import { auth, buildTestApp, DEMO_COMPANY_ID, tokenFor } from '../helpers/app'
import { uniqueIp } from '../helpers/factories'
import { manualPurchase, submitPurchase } from '../helpers/purchase-factories'
import { addAdmin, addMember, ADMIN_PASSWORD, newCompanyWithAdmin, sessionsOf } from '../helpers/company-factories'

const INVALID_LOGIN = 'Invalid email or password.'
const NOT_ACTIVE = 'Your account is not active. Please contact support.'
const NO_ACCESS = 'You do not have access to this.'

let server: FastifyInstance
let adminId: string
beforeAll(async () => {
  server = await buildTestApp()
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@str.example'))
  adminId = row.id
})
afterAll(() => server.close())

/** Signs in at the admin login screen, from an address of its own so the per-IP limit never bites. */
function companyLogin(payload: Record<string, unknown>) {
  return server.inject({ method: 'POST', url: '/api/v1/company/auth/login', remoteAddress: uniqueIp(), payload })
}

function dashboard(token: string) {
  return server.inject({ method: 'GET', url: '/api/v1/admin/dashboard/get', headers: auth(token) })
}

async function claimsOf(token: string) {
  return verifyToken(server.jwtSecret, token, 'console')
}

describe('company/auth/login', () => {
  it("signs the demo admin in, answers data.token, and the token opens the admin's own company", async () => {
    const res = await companyLogin({ email: 'admin@str.example', password: 'Admin@2026!' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true, message: 'Login successful', data: { token: expect.any(String) } })
    const token = res.json().data.token
    const claims = await claimsOf(token)
    expect(claims).toMatchObject({ sub: adminId, role: 'ADMIN', cid: DEMO_COMPANY_ID })
    const [session] = await server.db.select().from(sessions).where(eq(sessions.id, claims.sid))
    expect(session).toMatchObject({ userId: adminId, role: 'ADMIN', companyId: DEMO_COMPANY_ID, revokedAt: null })
    const dash = await dashboard(token)
    expect(dash.statusCode).toBe(200)
    expect(dash.json().data.totalSupply).toBe('100000000.00')
  })

  it('takes the email in any case, as it is stored lower-case', async () => {
    const res = await companyLogin({ email: 'ADMIN@Str.Example', password: 'Admin@2026!' })
    expect(res.statusCode).toBe(200)
    expect((await claimsOf(res.json().data.token)).sub).toBe(adminId)
  })

  it("signs in a company's own account, made by the super admin with the company", async () => {
    const superToken = await tokenFor(server, 'super@str.example')
    const email = `own-account-${Date.now()}@company.example`
    const added = await server.inject({
      method: 'POST',
      url: '/api/v1/superadmin/company/add',
      headers: auth(superToken),
      payload: {
        companyName: 'Own Account Pvt Ltd',
        email,
        mobile: '9822233344',
        companyAadhaarCard: '499118665246',
        companyPan: 'AAECO4321K',
        companyAddress: 'MG Road, Pune',
        companyPincode: '411001',
        tokenName: 'Own Token',
        tokenSymbol: `OWN${Date.now() % 100000}`,
        price: '2.50',
        totalSupply: '2000000',
        platformChargePercent: '1.5',
        adminPassword: 'Company@Own2026',
      },
    })
    expect(added.statusCode, added.body).toBe(200)
    const res = await companyLogin({ email, password: 'Company@Own2026' })
    expect(res.statusCode).toBe(200)
    const claims = await claimsOf(res.json().data.token)
    const [company] = await server.db.select({ id: companies.id }).from(companies).where(eq(companies.email, email))
    expect(claims.cid).toBe(company.id)
    const dash = await dashboard(res.json().data.token)
    expect(dash.json().data).toMatchObject({ totalSupply: '2000000.00', privateSupply: '600000.00', remainingPrivateSupply: '600000.00' })
  })

  it('signs in a member whose role is ADMIN, scoped to their company', async () => {
    const company = await newCompanyWithAdmin(server)
    const second = await addAdmin(server, company.id, company.tokenSymbol)
    const res = await companyLogin({ email: second.email, password: ADMIN_PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(await claimsOf(res.json().data.token)).toMatchObject({ sub: second.id, cid: company.id, role: 'ADMIN' })
  })

  it('refuses a wrong password and an unknown email alike, with 401 and no session', async () => {
    const before = (await sessionsOf(server, adminId)).length
    for (const payload of [
      { email: 'admin@str.example', password: 'Admin@2026?' },
      { email: 'nobody@str.example', password: 'Admin@2026!' },
    ]) {
      const res = await companyLogin(payload)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ status: false, code: 'INVALID_LOGIN', message: INVALID_LOGIN })
    }
    expect(await sessionsOf(server, adminId)).toHaveLength(before)
  })

  it('refuses a USER with their right password: members sign in elsewhere', async () => {
    const res = await companyLogin({ email: 'member@str.example', password: 'Member@2026!' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ status: false, code: 'INVALID_LOGIN', message: INVALID_LOGIN })
    const company = await newCompanyWithAdmin(server)
    const member = await addMember(server, company.id)
    const other = await companyLogin({ email: member.email, password: member.password })
    expect(other.statusCode).toBe(401)
    expect(await sessionsOf(server, member.id)).toHaveLength(1)
  })

  it('refuses a blocked or inactive admin with 403, even with the right password', async () => {
    const company = await newCompanyWithAdmin(server)
    for (const status of ['BLOCKED', 'INACTIVE'] as const) {
      const admin = await addAdmin(server, company.id, company.tokenSymbol)
      await server.db.update(users).set({ status }).where(eq(users.id, admin.id))
      const res = await companyLogin({ email: admin.email, password: ADMIN_PASSWORD })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ status: false, code: 'ACCOUNT_NOT_ACTIVE', message: NOT_ACTIVE })
      // The session made before the block dies with it.
      expect((await dashboard(admin.token)).statusCode).toBe(401)
      expect(await sessionsOf(server, admin.id)).toHaveLength(1)
    }
  })

  it('refuses an admin deleted by another admin, and their old token stops working', async () => {
    const company = await newCompanyWithAdmin(server)
    const doomed = await addAdmin(server, company.id, company.tokenSymbol)
    const del = await server.inject({ method: 'DELETE', url: '/api/v1/admin/auth/delete', headers: auth(company.admin.token), payload: { id: doomed.id } })
    expect(del.statusCode).toBe(200)
    const res = await companyLogin({ email: doomed.email, password: ADMIN_PASSWORD })
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe(INVALID_LOGIN)
    expect((await dashboard(doomed.token)).statusCode).toBe(401)
  })

  it('answers 400 with readable messages for a missing or malformed field', async () => {
    const missing = await companyLogin({ email: 'admin@str.example' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: 'password' }, message: 'password is required' })
    const malformed = await companyLogin({ email: 'admin-at-str.example', password: 'Admin@2026!' })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: 'email' }, message: 'email must be a valid email address' })
    // What an untouched field sends: a blank breaks several rules, and says once that the field is required.
    const empty = await companyLogin({ email: '', password: '' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toEqual(['email is required', 'password is required'])
  })
})

describe('company/auth/logout', () => {
  it('revokes the session behind the token and only that one', async () => {
    const first = (await companyLogin({ email: 'admin@str.example', password: 'Admin@2026!' })).json().data.token
    const second = (await companyLogin({ email: 'admin@str.example', password: 'Admin@2026!' })).json().data.token
    const res = await server.inject({ method: 'POST', url: '/api/v1/company/auth/logout', headers: auth(first) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true, message: 'Logged out successfully', data: null })
    const [revoked] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, (await claimsOf(first)).sid))
    expect(revoked.revokedAt).toBeInstanceOf(Date)
    const after = await dashboard(first)
    expect(after.statusCode).toBe(401)
    expect(after.json().status).toBe(false)
    const again = await server.inject({ method: 'POST', url: '/api/v1/company/auth/logout', headers: auth(first) })
    expect(again.statusCode).toBe(401)
    expect((await dashboard(second)).statusCode).toBe(200)
  })

  it('accepts the token with a Bearer prefix too', async () => {
    const token = (await companyLogin({ email: 'admin@str.example', password: 'Admin@2026!' })).json().data.token
    const res = await server.inject({ method: 'POST', url: '/api/v1/company/auth/logout', headers: { authorization: `Bearer ${token}` } })
    expect(res.statusCode).toBe(200)
    expect((await dashboard(token)).statusCode).toBe(401)
  })
})

describe('who may call the admin console', () => {
  /** Every admin operation, each with a body that would succeed for an admin of the demo company. */
  async function everyAdminCall() {
    const member = await addMember(server, DEMO_COMPANY_ID, { isApproved: false })
    const buyer = await addMember(server, DEMO_COMPANY_ID)
    const bought = await submitPurchase(server, buyer.token!, manualPurchase('1000'))
    expect(bought.statusCode).toBe(200)
    const purchase = bought.json().data.id
    const calls = [
      { method: 'GET', url: '/api/v1/admin/dashboard/get' },
      { method: 'GET', url: '/api/v1/admin/dashboard/members' },
      { method: 'GET', url: '/api/v1/admin/dashboard/collections' },
      { method: 'GET', url: '/api/v1/admin/dashboard/pending' },
      { method: 'GET', url: '/api/v1/admin/auth/list?page=1&limit=10' },
      {
        method: 'POST',
        url: '/api/v1/admin/auth/add',
        payload: { role: 'USER', name: 'Intruder Made', mobile: '9000000001', email: 'intruder-made@x.example', password: 'Secret@2026' },
      },
      { method: 'PUT', url: '/api/v1/admin/auth/update', payload: { id: member.id, isApproved: true } },
      { method: 'DELETE', url: '/api/v1/admin/auth/delete', payload: { id: member.id } },
      { method: 'GET', url: '/api/v1/admin/transaction/list?status=PENDING' },
      { method: 'POST', url: '/api/v1/admin/transaction/approve', payload: { id: purchase } },
      { method: 'POST', url: '/api/v1/admin/transaction/reject', payload: { id: purchase } },
      { method: 'GET', url: '/api/v1/admin/beneficiary/get' },
      {
        method: 'PUT',
        url: '/api/v1/admin/beneficiary/update',
        payload: { holderName: 'Thief', bankName: 'Thief Bank', branch: 'Nowhere', accountNumber: '999999999', ifscCode: 'THEF0000001', upi: 'thief@bank' },
      },
      { method: 'POST', url: '/api/v1/company/auth/logout' },
    ] as const
    return { member, purchase, calls }
  }

  async function nothingChanged(memberId: string, purchaseId: string) {
    const [member] = await server.db.select().from(users).where(eq(users.id, memberId))
    expect(member).toMatchObject({ isApproved: false, deletedAt: null })
    const [purchase] = await server.db.select().from(purchases).where(eq(purchases.id, purchaseId))
    expect(purchase).toMatchObject({ status: 'PENDING', decidedById: null, decidedAt: null })
    expect(await server.db.select().from(users).where(eq(users.email, 'intruder-made@x.example'))).toEqual([])
    const [beneficiary] = await server.db.select().from(beneficiaries).where(eq(beneficiaries.companyId, DEMO_COMPANY_ID))
    expect(beneficiary.holderName).toBe('STR Token Pvt Ltd')
  }

  it('gives a member token 403 on every admin call, and nothing changes', async () => {
    const { member, purchase, calls } = await everyAdminCall()
    const memberToken = await tokenFor(server, 'member@str.example')
    for (const call of calls) {
      const res = await server.inject({ ...call, headers: auth(memberToken) })
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403)
      expect(res.json()).toEqual({ status: false, code: 'NO_ACCESS', message: NO_ACCESS })
    }
    await nothingChanged(member.id, purchase)
    // The member's own session is untouched by the refused logout.
    const profile = await server.inject({ method: 'GET', url: '/api/v1/user/auth/profile/get', headers: auth(memberToken) })
    expect(profile.statusCode).toBe(200)
  })

  it('gives the super admin 403 on the company console: it has its own calls', async () => {
    const { member, purchase, calls } = await everyAdminCall()
    const superToken = await tokenFor(server, 'super@str.example')
    for (const call of calls) {
      const res = await server.inject({ ...call, headers: auth(superToken) })
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403)
      expect(res.json().message).toBe(NO_ACCESS)
    }
    await nothingChanged(member.id, purchase)
  })

  it('answers 401 without a token, or with a forged or garbled one', async () => {
    const { member, purchase, calls } = await everyAdminCall()
    const real = await tokenFor(server, 'admin@str.example')
    const forged = `${real.slice(0, -4)}${real.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`
    for (const headers of [{}, auth('not-a-token'), auth(forged)]) {
      for (const call of calls) {
        const res = await server.inject({ ...call, headers })
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401)
        expect(res.json().status).toBe(false)
      }
    }
    await nothingChanged(member.id, purchase)
  })
})
