import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { and, eq, sql } from 'drizzle-orm'
import { activityLog } from '../../server/db/schema'
import { auth, buildTestApp, latestCode, tokenFor } from '../helpers/app'
import { addMember, approve, insertPendingPurchases, newCompanyWithAdmin, reject, type TestCompany } from '../helpers/company-factories'
import { uniqueIp } from '../helpers/factories'
import { adminPasswordLogin, enrol, twoFactorCall, codeAt } from '../helpers/two-factor'

let server: FastifyInstance
let superToken: string
let a: TestCompany
let b: TestCompany
beforeAll(async () => {
  server = await buildTestApp()
  superToken = await tokenFor(server, 'super@str.example')
  a = await newCompanyWithAdmin(server)
  b = await newCompanyWithAdmin(server)
})
afterAll(() => server.close())

/** The log rows of one company and action, oldest first. */
async function logged(companyId: string | null, action: (typeof activityLog.action.enumValues)[number]) {
  return server.db
    .select()
    .from(activityLog)
    .where(and(companyId ? eq(activityLog.companyId, companyId) : sql`${activityLog.companyId} is null`, eq(activityLog.action, action)))
    .orderBy(activityLog.occurredAt)
}

const post = (token: string, url: string, payload: object) => server.inject({ method: 'POST', url, headers: auth(token), payload })
const put = (token: string, url: string, payload: object) => server.inject({ method: 'PUT', url, headers: auth(token), payload })
const del = (token: string, url: string, payload: object) => server.inject({ method: 'DELETE', url, headers: auth(token), payload })
const get = (token: string, url: string, query: Record<string, string | number> = {}) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
  return server.inject({ method: 'GET', url: qs ? `${url}?${qs}` : url, headers: auth(token) })
}

describe('recording', () => {
  it('records a purchase approval and rejection once each, in the decision, and a refused decision not at all', async () => {
    const member = await addMember(server, a.id)
    const [first, second] = await insertPendingPurchases(server, a.id, [member.id], 2)
    expect((await approve(server, a.admin.token, first)).statusCode).toBe(200)
    expect((await approve(server, a.admin.token, first)).statusCode).toBe(409)
    expect((await reject(server, a.admin.token, second)).statusCode).toBe(200)
    const approved = (await logged(a.id, 'PURCHASE_APPROVED')).filter((r) => r.subjectId === first)
    expect(approved).toHaveLength(1)
    expect(approved[0]).toMatchObject({ actorKind: 'ADMIN', actorId: a.admin.id, actorName: a.admin.name, actorEmail: a.admin.email, subjectType: 'PURCHASE' })
    expect(approved[0].subjectLabel).toMatch(/^PUR-/)
    expect(approved[0].before).toEqual({ status: 'PENDING' })
    expect(approved[0].after).toEqual({ status: 'APPROVED' })
    expect((await logged(a.id, 'PURCHASE_REJECTED')).filter((r) => r.subjectId === second)).toHaveLength(1)
  })

  it('records each purchase of a bulk decision once, and none of those it could not decide', async () => {
    const member = await addMember(server, a.id)
    const ids = await insertPendingPurchases(server, a.id, [member.id], 3)
    expect((await approve(server, a.admin.token, ids[2])).statusCode).toBe(200)
    const res = await post(a.admin.token, '/api/v1/admin/transaction/decide', { decision: 'APPROVE', ids: [ids[0], ids[1], ids[2], ids[0]] })
    expect(res.statusCode, res.body).toBe(200)
    const rows = (await logged(a.id, 'PURCHASE_APPROVED')).filter((r) => r.subjectId && ids.includes(r.subjectId))
    expect(rows.map((r) => r.subjectId).sort()).toEqual([...ids].sort())
  })

  it('records adding, verifying, editing and deleting a user, and not a refused add', async () => {
    const n = Date.now() % 100000
    const email = `activity-${n}@member.example`
    const added = await post(a.admin.token, '/api/v1/admin/auth/add', {
      name: 'Asha Verma',
      mobile: `97${String(n).padStart(8, '0')}`,
      email,
      role: 'USER',
      password: 'Member@Pass2026',
    })
    expect(added.statusCode, added.body).toBe(200)
    const id = added.json().data.id as string
    const again = await post(a.admin.token, '/api/v1/admin/auth/add', {
      name: 'Asha Again',
      mobile: `96${String(n).padStart(8, '0')}`,
      email,
      role: 'USER',
      password: 'Member@Pass2026',
    })
    expect(again.statusCode).toBe(409)
    const adds = (await logged(a.id, 'USER_ADDED')).filter((r) => r.subjectLabel?.startsWith('Asha'))
    expect(adds).toHaveLength(1)
    expect(adds[0].after).toMatchObject({ name: 'Asha Verma', email, role: 'USER' })
    expect(JSON.stringify(adds[0].after)).not.toMatch(/password|Member@Pass/i)

    const unverified = await addMember(server, a.id, { isApproved: false })
    expect((await put(a.admin.token, '/api/v1/admin/auth/update', { id: unverified.id, isApproved: true })).statusCode).toBe(200)
    expect((await logged(a.id, 'USER_VERIFIED')).filter((r) => r.subjectId === unverified.id)).toHaveLength(1)

    expect((await put(a.admin.token, '/api/v1/admin/auth/update', { id, name: 'Asha Sharma' })).statusCode).toBe(200)
    const [edit] = (await logged(a.id, 'USER_UPDATED')).filter((r) => r.subjectId === id)
    expect(edit).toMatchObject({ subjectLabel: 'Asha Sharma', before: { name: 'Asha Verma' }, after: { name: 'Asha Sharma' } })
    // The admin cannot delete themselves: refused, nothing recorded.
    expect((await del(a.admin.token, '/api/v1/admin/auth/delete', { id: a.admin.id })).statusCode).toBe(400)
    expect((await del(a.admin.token, '/api/v1/admin/auth/delete', { id })).statusCode).toBe(200)
    expect(await logged(a.id, 'USER_DELETED')).toEqual([expect.objectContaining({ subjectId: id, subjectLabel: 'Asha Sharma' })])
  })

  it("records the admin's and the super admin's beneficiary changes, the account number by its last four digits", async () => {
    const fields = { holderName: 'Second Co Trust', bankName: 'Canara Bank', branch: 'MG Road', accountNumber: '123456789012', ifscCode: 'CNRB0001234', upi: 'trust@canara' }
    expect((await put(a.admin.token, '/api/v1/admin/beneficiary/update', fields)).statusCode).toBe(200)
    expect((await put(superToken, '/api/v1/superadmin/beneficiary/update', { ...fields, companyId: a.id, branch: 'Residency Road' })).statusCode).toBe(200)
    const rows = await logged(a.id, 'BENEFICIARY_CHANGED')
    expect(rows.map((r) => r.actorKind)).toEqual(['ADMIN', 'SUPERADMIN'])
    expect(rows[0].after).toMatchObject({ holderName: 'Second Co Trust', accountNumber: 'XXXX9012' })
    expect(rows[1]).toMatchObject({ actorName: expect.any(String), before: { branch: 'MG Road' }, after: { branch: 'Residency Road' } })
    expect(JSON.stringify(rows)).not.toContain('123456789012')
  })

  it('records a value with a lone UTF-16 surrogate (which jsonb refuses escaped) instead of failing the action', async () => {
    const fields = { holderName: 'Second Co Trust', bankName: '\udfffX Bank', branch: 'MG Road', accountNumber: '123456789012', ifscCode: 'CNRB0001234', upi: 'trust@canara' }
    const res = await put(b.admin.token, '/api/v1/admin/beneficiary/update', fields)
    expect(res.statusCode, res.body).toBe(200)
    const [row] = await logged(b.id, 'BENEFICIARY_CHANGED')
    expect(row.after).toMatchObject({ bankName: '\ufffdX Bank' })
  })

  it('records referral settings changes with what changed', async () => {
    const res = await put(a.admin.token, '/api/v1/admin/referral/update', { enabled: true, level1Percent: '7', level2Percent: '1', lockDays: 30 })
    expect(res.statusCode, res.body).toBe(200)
    const rows = await logged(a.id, 'REFERRAL_SETTINGS_CHANGED')
    expect(rows).toHaveLength(1)
    expect(rows[0].after).toMatchObject({ level1Percent: expect.stringMatching(/^7/) })
  })

  it('records a company and an admin added by the super admin, never the Aadhaar number or password; a refused add records nothing', async () => {
    const n = Date.now() % 100000
    const input = {
      companyName: `Log Co ${n}`,
      email: `logco-${n}@company.example`,
      mobile: `98${String(n).padStart(8, '0')}`,
      companyAadhaarCard: '234567890124',
      companyPan: 'AAACN1234Q',
      companyAddress: '12 Residency Road, Bengaluru',
      companyPincode: '560025',
      tokenName: `Log Token ${n}`,
      tokenSymbol: `LG${n}`,
      price: '2.50',
      totalSupply: '1000000',
      platformChargePercent: '1.5',
      adminPassword: 'NovaAdmin@2026',
    }
    const res = await post(superToken, '/api/v1/superadmin/company/add', input)
    expect(res.statusCode, res.body).toBe(200)
    const companyId = res.json().data.id as string
    expect((await post(superToken, '/api/v1/superadmin/company/add', input)).statusCode).toBe(409)
    const rows = await server.db.select().from(activityLog).where(eq(activityLog.action, 'COMPANY_ADDED'))
    expect(rows.filter((r) => r.subjectLabel === input.companyName)).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toMatch(/234567890124|NovaAdmin/)
    const admin = await post(superToken, '/api/v1/superadmin/company/admin/add', {
      companyId,
      name: 'Ravi Kumar',
      mobile: `95${String(n).padStart(8, '0')}`,
      email: `ravi-${n}@company.example`,
      password: 'Ravi@Pass2026',
    })
    expect(admin.statusCode, admin.body).toBe(200)
    expect(await logged(companyId, 'ADMIN_ADDED')).toEqual([expect.objectContaining({ actorKind: 'SUPERADMIN', subjectLabel: 'Ravi Kumar' })])
  })

  it('records admin and super-admin sign-ins, and not a wrong password', async () => {
    expect((await adminPasswordLogin(server, b.admin.email, 'Wrong@Pass2026')).statusCode).toBe(401)
    expect(await logged(b.id, 'SIGNED_IN')).toHaveLength(0)
    const ip = uniqueIp()
    expect((await adminPasswordLogin(server, b.admin.email, b.admin.password, ip)).statusCode).toBe(200)
    expect(await logged(b.id, 'SIGNED_IN')).toEqual([expect.objectContaining({ actorId: b.admin.id, ip })])

    const before = (await logged(null, 'SIGNED_IN')).length
    const otpIp = uniqueIp()
    const sent = await server.inject({ method: 'GET', url: '/api/v1/superadmin/auth/login/email/otp?email=super%40str.example', remoteAddress: otpIp })
    expect(sent.statusCode, sent.body).toBe(200)
    const code = await latestCode(server, 'super@str.example')
    const verified = await server.inject({ method: 'POST', url: '/api/v1/superadmin/auth/login/verify', remoteAddress: otpIp, payload: { email: 'super@str.example', otp: code } })
    expect(verified.statusCode, verified.body).toBe(200)
    expect(await logged(null, 'SIGNED_IN')).toHaveLength(before + 1)
  })

  it('records second-factor enrolment, disabling, the policy and a reset', async () => {
    const { secret } = await enrol(server, 'company', b.admin.token)
    expect(await logged(b.id, 'SECOND_FACTOR_ENROLLED')).toHaveLength(1)
    expect((await put(b.admin.token, '/api/v1/company/auth/two-factor/policy', { required: true })).statusCode).toBe(200)
    expect((await put(b.admin.token, '/api/v1/company/auth/two-factor/policy', { required: false })).statusCode).toBe(200)
    expect((await logged(b.id, 'TWO_FACTOR_POLICY_CHANGED')).map((r) => [r.before, r.after])).toEqual([
      [{ required: false }, { required: true }],
      [{ required: true }, { required: false }],
    ])
    // A wrong code disables nothing and records nothing.
    expect((await twoFactorCall(server, 'company', b.admin.token, 'disable', { code: '000000' === (await codeAt(secret)) ? '111111' : '000000' })).statusCode).toBe(400)
    expect(await logged(b.id, 'SECOND_FACTOR_DISABLED')).toHaveLength(0)
    expect((await twoFactorCall(server, 'company', b.admin.token, 'disable', { code: await codeAt(secret, 1) })).statusCode).toBe(200)
    expect(await logged(b.id, 'SECOND_FACTOR_DISABLED')).toHaveLength(1)
    const reset = await post(superToken, '/api/v1/superadmin/company/admin/two-factor/reset', { companyId: b.id, email: b.admin.email })
    expect(reset.statusCode, reset.body).toBe(200)
    expect(await logged(b.id, 'SECOND_FACTOR_RESET')).toEqual([expect.objectContaining({ actorKind: 'SUPERADMIN', subjectId: b.admin.id })])
  })
})

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const [row] = await server.db.select().from(activityLog).limit(1)
    expect(row).toBeDefined()
    await expect(server.db.execute(sql`update activity_log set actor_name = 'someone else' where id = ${row.id}`)).rejects.toThrow()
    await expect(server.db.execute(sql`delete from activity_log where id = ${row.id}`)).rejects.toThrow()
    await expect(server.db.execute(sql`truncate activity_log`)).rejects.toThrow()
    const [still] = await server.db.select().from(activityLog).where(eq(activityLog.id, row.id))
    expect(still).toEqual(row)
  })
})

describe('reading', () => {
  it("shows an admin only their own company's entries, and the super admin every company's", async () => {
    const mine = await get(a.admin.token, '/api/v1/admin/activity', { limit: 100 })
    expect(mine.statusCode, mine.body).toBe(200)
    const records = mine.json().data.records as { companyId: string }[]
    expect(records.length).toBeGreaterThan(0)
    expect(records.every((r) => r.companyId === a.id)).toBe(true)
    expect(mine.json().data.total).toBe(records.length)
    // b's admin was signed out by the reset of their second factor.
    const bToken = await tokenFor(server, b.admin.email)
    const theirs = await get(bToken, '/api/v1/admin/activity', { limit: 100 })
    expect((theirs.json().data.records as { companyId: string }[]).every((r) => r.companyId === b.id)).toBe(true)
    const all = await get(superToken, '/api/v1/superadmin/activity', { limit: 100 })
    const companiesSeen = new Set((all.json().data.records as { companyId: string | null }[]).map((r) => r.companyId))
    expect(companiesSeen.has(a.id) && companiesSeen.has(b.id) && companiesSeen.has(null)).toBe(true)
    const onlyB = await get(superToken, '/api/v1/superadmin/activity', { limit: 100, companyId: b.id })
    expect((onlyB.json().data.records as { companyId: string }[]).every((r) => r.companyId === b.id)).toBe(true)
    expect((await get(bToken, '/api/v1/superadmin/activity')).statusCode).toBe(403)
  })

  it('filters by action, search and IST days, and pages', async () => {
    const approvals = await get(a.admin.token, '/api/v1/admin/activity', { action: 'PURCHASE_APPROVED' })
    expect((approvals.json().data.records as { action: string }[]).every((r) => r.action === 'PURCHASE_APPROVED')).toBe(true)
    expect(approvals.json().data.total).toBe(4)
    const search = await get(a.admin.token, '/api/v1/admin/activity', { search: 'asha sharma' })
    expect((search.json().data.records as { subjectLabel: string }[]).map((r) => r.subjectLabel)).toEqual(['Asha Sharma', 'Asha Sharma'])
    const todayIst = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)
    const today = await get(a.admin.token, '/api/v1/admin/activity', { from: todayIst, to: todayIst, limit: 100 })
    expect(today.json().data.total).toBe((await get(a.admin.token, '/api/v1/admin/activity')).json().data.total)
    const tomorrow = new Date(Date.parse(todayIst) + 86400_000).toISOString().slice(0, 10)
    expect((await get(a.admin.token, '/api/v1/admin/activity', { from: tomorrow })).json().data.total).toBe(0)
    expect((await get(a.admin.token, '/api/v1/admin/activity', { to: '2020-01-01' })).json().data.total).toBe(0)
    expect((await get(a.admin.token, '/api/v1/admin/activity', { from: '2026-02-30' })).statusCode).toBe(400)
    expect((await get(a.admin.token, '/api/v1/admin/activity', { action: 'NOPE' })).statusCode).toBe(400)
    const page2 = await get(a.admin.token, '/api/v1/admin/activity', { limit: 2, page: 2 })
    expect(page2.json().data.records).toHaveLength(2)
  })

  it('exports the same filters as CSV, in IST', async () => {
    const res = await get(a.admin.token, '/api/v1/admin/activity/export', { action: 'PURCHASE_REJECTED' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/csv/)
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"/)
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('When,Actor,Actor Email,Actor Role,Action,Subject Type,Subject,Before,After,IP')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+05:30,/)
    expect(lines[1]).toContain('PURCHASE_REJECTED')
    const all = await get(superToken, '/api/v1/superadmin/activity/export', { companyId: a.id })
    expect(all.body.replace(/^\ufeff/, '').split('\r\n')[0]).toBe('When,Company,Actor,Actor Email,Actor Role,Action,Subject Type,Subject,Before,After,IP')
  })
})
