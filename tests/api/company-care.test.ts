import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { count, eq, isNull, and } from 'drizzle-orm'
import { beneficiaries, companies, purchases, sessions, users } from '../../server/db/schema'
import { DEMO_COMPANY_ID, auth, buildTestApp, tokenFor } from '../helpers/app'
import { addMember, approve, newCompanyWithAdmin, type CompanyMember, type TestCompany } from '../helpers/company-factories'
import { manualPurchase, newMember, submitPurchase } from '../helpers/purchase-factories'
import { pngBytes, upload, uniqueIp } from '../helpers/factories'
import { adminCodeStep, adminPasswordLogin, challengeFor, codeAt, enrol } from '../helpers/two-factor'

const UPDATE_URL = '/api/v1/superadmin/company/update'
const SUSPEND_URL = '/api/v1/superadmin/company/suspend'
const RESUME_URL = '/api/v1/superadmin/company/resume'
const REASON = 'KYC documents are under review.'
const TOLD = "This company's sale is suspended. Reason: KYC documents are under review. Please contact support."

let server: FastifyInstance
let superToken: string
beforeAll(async () => {
  server = await buildTestApp()
  superToken = await tokenFor(server, 'super@str.example')
})
afterAll(() => server.close())

const updateCompany = (payload: object, token = superToken) => server.inject({ method: 'PATCH', url: UPDATE_URL, headers: auth(token), payload })
const suspend = (payload: object, token = superToken) => server.inject({ method: 'POST', url: SUSPEND_URL, headers: auth(token), payload })
const resume = (payload: object, token = superToken) => server.inject({ method: 'POST', url: RESUME_URL, headers: auth(token), payload })
const memberLogin = (companyId: string, email: string, password: string) =>
  server.inject({ method: 'POST', url: '/api/v1/user/auth/login', remoteAddress: uniqueIp(), payload: { companyId, user: email, password } })
const profile = (token: string) => server.inject({ method: 'GET', url: '/api/v1/user/auth/profile/get', headers: auth(token) })

async function companyRow(id: string) {
  const [row] = await server.db.select().from(companies).where(eq(companies.id, id))
  return row
}

/** What the company owns, counted: suspending and resuming must leave every row where it was. */
async function countsOf(companyId: string) {
  const [[u], [p], [s], [b]] = await Promise.all([
    server.db.select({ n: count() }).from(users).where(eq(users.companyId, companyId)),
    server.db.select({ n: count() }).from(purchases).where(eq(purchases.companyId, companyId)),
    server.db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.companyId, companyId), isNull(sessions.revokedAt))),
    server.db.select({ n: count() }).from(beneficiaries).where(eq(beneficiaries.companyId, companyId)),
  ])
  return { users: u.n, purchases: p.n, liveSessions: s.n, beneficiaries: b.n }
}

describe('editing a company', () => {
  it('changes only the fields sent, and the list shows the change', async () => {
    const company = await newCompanyWithAdmin(server)
    const res = await updateCompany({
      companyId: company.id,
      companyName: '  Renamed Co Pvt Ltd ',
      email: 'Contact@Renamed.example',
      mobile: '9876501234',
      companyAddress: '1 MG Road, Pune',
      companyPincode: '411001',
      tokenName: 'Renamed Token',
      platformChargePercent: '2.5',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      id: company.id,
      companyName: 'Renamed Co Pvt Ltd',
      email: 'contact@renamed.example',
      mobile: '9876501234',
      companyAddress: '1 MG Road, Pune',
      companyPincode: '411001',
      tokenName: 'Renamed Token',
      tokenSymbol: company.tokenSymbol,
      platformChargePercent: '2.50',
      status: 'ACTIVE',
      suspendedAt: null,
      suspensionReason: null,
    })
    const list = await server.inject({ method: 'GET', url: `/api/v1/superadmin/company/list?search=${company.tokenSymbol}`, headers: auth(superToken) })
    expect(list.json().data.records[0]).toMatchObject({ companyName: 'Renamed Co Pvt Ltd', platformChargePercent: '2.50' })

    const fee = await updateCompany({ companyId: company.id, platformChargePercent: '0' })
    expect(fee.json().data).toMatchObject({ companyName: 'Renamed Co Pvt Ltd', platformChargePercent: '0.00' })
  })

  it('refuses bad values with a 400 and changes nothing', async () => {
    const company = await newCompanyWithAdmin(server)
    const before = await companyRow(company.id)
    for (const bad of [
      { platformChargePercent: '100.5' },
      { platformChargePercent: '-1' },
      { companyName: '   ' },
      { email: 'not-an-email' },
      { mobile: '12345' },
      { companyPincode: '012345' },
      { tokenSymbol: 'NEWSYM' },
    ]) {
      const res = await updateCompany({ companyId: company.id, ...bad })
      expect(res.statusCode, JSON.stringify(bad)).toBe(400)
      expect(res.json()).toMatchObject({ status: false, code: 'VALIDATION_FAILED' })
    }
    const nothing = await updateCompany({ companyId: company.id })
    expect(nothing.statusCode).toBe(400)
    expect(nothing.json()).toMatchObject({ code: 'NOTHING_TO_UPDATE', message: 'Nothing to update.' })
    expect(await companyRow(company.id)).toEqual(before)
  })

  it('answers 404 for an unknown company', async () => {
    const res = await updateCompany({ companyId: '00000000-0000-4000-8000-000000000000', companyName: 'Ghost Co' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'COMPANY_NOT_FOUND' })
  })

  it('is the super admin’s alone', async () => {
    const company = await newCompanyWithAdmin(server)
    const member = await addMember(server, company.id)
    const byAdmin = await updateCompany({ companyId: company.id, companyName: 'Mine Now' }, company.admin.token)
    expect(byAdmin.statusCode).toBe(403)
    const byMember = await updateCompany({ companyId: company.id, companyName: 'Mine Now' }, member.token!)
    expect([401, 403]).toContain(byMember.statusCode)
    const byNobody = await server.inject({ method: 'PATCH', url: UPDATE_URL, payload: { companyId: company.id, companyName: 'Mine Now' } })
    expect(byNobody.statusCode).toBe(401)
    expect((await companyRow(company.id)).name).not.toBe('Mine Now')
    for (const call of [suspend, resume]) {
      const res = await call({ companyId: company.id, reason: 'no' }, company.admin.token)
      expect(res.statusCode).toBe(403)
    }
  })
})

describe('suspending and resuming a company', () => {
  let company: TestCompany
  let member: CompanyMember
  let pendingId: string
  let before: Awaited<ReturnType<typeof countsOf>>

  beforeAll(async () => {
    company = await newCompanyWithAdmin(server)
    member = await addMember(server, company.id)
    const submitted = await submitPurchase(server, member.token!, manualPurchase('1000'))
    expect(submitted.statusCode, submitted.body).toBe(200)
    pendingId = submitted.json().data.id
    before = await countsOf(company.id)
  })

  it('asks for a reason, and knows the company', async () => {
    expect((await suspend({ companyId: company.id })).statusCode).toBe(400)
    expect((await suspend({ companyId: company.id, reason: '   ' })).statusCode).toBe(400)
    expect((await suspend({ companyId: company.id, reason: 'x'.repeat(501) })).statusCode).toBe(400)
    const unknown = await suspend({ companyId: '00000000-0000-4000-8000-000000000000', reason: REASON })
    expect(unknown.statusCode).toBe(404)
    expect((await resume({ companyId: company.id })).json()).toMatchObject({ code: 'COMPANY_NOT_SUSPENDED' })
    expect((await companyRow(company.id)).suspendedAt).toBeNull()
  })

  it('suspends: the list says so, with when, why and by whom', async () => {
    const res = await suspend({ companyId: company.id, reason: REASON })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ status: 'SUSPENDED', suspensionReason: REASON, suspendedAt: expect.any(String) })
    const row = await companyRow(company.id)
    expect(row.suspendedBy).not.toBeNull()
    const again = await suspend({ companyId: company.id, reason: REASON })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'COMPANY_ALREADY_SUSPENDED' })
  })

  it("refuses the member's sign-in, registration and password reset, saying why", async () => {
    const login = await memberLogin(company.id, member.email, member.password)
    expect(login.statusCode).toBe(403)
    expect(login.json()).toEqual({ status: false, code: 'COMPANY_SUSPENDED', params: { reason: 'KYC documents are under review' }, message: TOLD })

    const register = await server.inject({
      method: 'POST',
      url: '/api/v1/user/auth/register/otp',
      remoteAddress: uniqueIp(),
      payload: { companyId: company.id, name: 'New Person', email: 'new.person@example.com', mobile: '9123456780' },
    })
    expect(register.statusCode).toBe(403)
    expect(register.json()).toMatchObject({ code: 'COMPANY_SUSPENDED', message: TOLD })

    const forgot = await server.inject({
      method: 'POST',
      url: '/api/v1/user/auth/forgot-password/otp',
      remoteAddress: uniqueIp(),
      payload: { companyId: company.id, user: member.email },
    })
    expect(forgot.statusCode).toBe(403)
    expect(forgot.json()).toMatchObject({ code: 'COMPANY_SUSPENDED' })
  })

  it("refuses the admin's password sign-in, saying why", async () => {
    const res = await adminPasswordLogin(server, company.admin.email, company.admin.password)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 'COMPANY_SUSPENDED', message: TOLD })
  })

  it('refuses open sessions at their next request, saying why, without ending them', async () => {
    const own = await profile(member.token!)
    expect(own.statusCode).toBe(401)
    expect(own.json()).toMatchObject({ code: 'COMPANY_SUSPENDED', params: { reason: 'KYC documents are under review' }, message: TOLD })
    const adminList = await server.inject({ method: 'GET', url: '/api/v1/admin/transaction/list', headers: auth(company.admin.token) })
    expect(adminList.statusCode).toBe(401)
    expect(adminList.json()).toMatchObject({ code: 'COMPANY_SUSPENDED' })
  })

  it('freezes purchases: no new order, no payment proof, no decision', async () => {
    const order = await submitPurchase(server, member.token!, manualPurchase('500'))
    expect(order.statusCode).toBe(401)
    expect(order.json()).toMatchObject({ code: 'COMPANY_SUSPENDED' })
    const proof = await upload(server, member.token!, [{ bytes: pngBytes(), filename: 'receipt.png', contentType: 'image/png' }])
    expect(proof.statusCode).toBe(401)
    const decision = await approve(server, company.admin.token, pendingId)
    expect(decision.statusCode).toBe(401)
    expect(decision.json()).toMatchObject({ code: 'COMPANY_SUSPENDED' })
    const [row] = await server.db.select({ status: purchases.status }).from(purchases).where(eq(purchases.id, pendingId))
    expect(row.status).toBe('PENDING')
  })

  it('deletes nothing', async () => {
    expect(await countsOf(company.id)).toEqual(before)
  })

  it('leaves other companies alone', async () => {
    const other = await newMember(server, DEMO_COMPANY_ID)
    expect((await profile(other.token)).statusCode).toBe(200)
  })

  it('may still be edited while suspended', async () => {
    const res = await updateCompany({ companyId: company.id, tokenName: 'Paused Token' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ status: 'SUSPENDED', tokenName: 'Paused Token' })
  })

  it('resumes: sign-ins, sessions and decisions work again as before', async () => {
    const res = await resume({ companyId: company.id })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ status: 'ACTIVE', suspendedAt: null, suspensionReason: null })
    expect((await companyRow(company.id)).suspendedBy).toBeNull()
    expect(await countsOf(company.id)).toEqual(before)

    expect((await memberLogin(company.id, member.email, member.password)).statusCode).toBe(200)
    expect((await profile(member.token!)).statusCode).toBe(200)
    const admin = await adminPasswordLogin(server, company.admin.email, company.admin.password)
    expect(admin.statusCode, admin.body).toBe(200)
    const decision = await approve(server, company.admin.token, pendingId)
    expect(decision.statusCode, decision.body).toBe(200)
    expect((await resume({ companyId: company.id })).statusCode).toBe(409)
  })
})

describe('an admin with two-factor sign-in', () => {
  it('cannot finish a sign-in begun before the suspension', async () => {
    const company = await newCompanyWithAdmin(server)
    const { secret } = await enrol(server, 'company', company.admin.token)
    const challenge = await challengeFor(server, company.admin.email, company.admin.password)
    expect((await suspend({ companyId: company.id, reason: REASON })).statusCode).toBe(200)
    const res = await adminCodeStep(server, challenge, await codeAt(secret, 1))
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 'COMPANY_SUSPENDED', message: TOLD })
    expect((await resume({ companyId: company.id })).statusCode).toBe(200)
    // Nothing was used up: the same challenge completes once the company is back.
    const done = await adminCodeStep(server, challenge, await codeAt(secret, 1))
    expect(done.statusCode, done.body).toBe(200)
  })
})
