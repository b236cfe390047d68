import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { and, eq, isNull } from 'drizzle-orm'
import { users } from '../../server/db/schema'
import { auth, buildTestApp, DEMO_COMPANY_ID, tokenFor } from '../helpers/app'
import { uniqueIp } from '../helpers/factories'
import { manualPurchase, submitPurchase } from '../helpers/purchase-factories'
import { addAdmin, addMember, adminGet, approve, companyTotals, newCompanyWithAdmin, sessionsOf, userRow, type CompanyMember, type TestCompany } from '../helpers/company-factories'

const DUPLICATE_CONTACT = 'A user with this email or mobile number already exists in your company.'
const ADMIN_EMAIL_TAKEN = 'This email already belongs to a company admin.'
const NOT_FOUND = 'User not found.'

interface AdminUser {
  id: string
  name: string
  mobile: string
  email: string
  role: 'USER' | 'ADMIN'
  referralCode: string
  isApproved: boolean
  status: string
  createdAt: string
}

let server: FastifyInstance
beforeAll(async () => {
  server = await buildTestApp()
})
afterAll(() => server.close())

// A fresh mobile per call: 10 digits starting 6-9, clear of every factory's ranges (they start 6-9 with a 4-digit prefix).
let mobileSeq = 0
const freshMobile = () => `70000${String(++mobileSeq).padStart(5, '0')}`
const freshEmail = (label = 'added') => `${label}-${++mobileSeq}-${Date.now()}@added.example`

function list(token: string, query: Record<string, string | number | boolean> = {}) {
  return adminGet(server, token, 'auth/list', query)
}

function add(token: string, payload: Record<string, unknown>) {
  return server.inject({ method: 'POST', url: '/api/v1/admin/auth/add', headers: auth(token), payload })
}

function update(token: string, payload: Record<string, unknown>) {
  return server.inject({ method: 'PUT', url: '/api/v1/admin/auth/update', headers: auth(token), payload })
}

function remove(token: string, id: string) {
  return server.inject({ method: 'DELETE', url: '/api/v1/admin/auth/delete', headers: auth(token), payload: { id } })
}

function memberLogin(companyId: string, email: string, password: string) {
  return server.inject({ method: 'POST', url: '/api/v1/user/auth/login', remoteAddress: uniqueIp(), payload: { companyId, user: email, password } })
}

function adminLogin(email: string, password: string) {
  return server.inject({ method: 'POST', url: '/api/v1/company/auth/login', remoteAddress: uniqueIp(), payload: { email, password } })
}

const newUser = (overrides: Record<string, unknown> = {}) => ({
  role: 'USER',
  name: 'Ravi Kumar',
  mobile: freshMobile(),
  email: freshEmail(),
  password: 'Welcome@2026',
  ...overrides,
})

describe('auth/list', () => {
  let company: TestCompany
  /** Members oldest first: names, emails, mobiles and codes chosen so each search hits exactly one. */
  const members: CompanyMember[] = []
  let deleted: CompanyMember

  beforeAll(async () => {
    company = await newCompanyWithAdmin(server)
    for (const [i, name] of ['Meera Iyer', 'Arjun Nair', 'Kavya 50%_Off', 'Rohan Das', 'Sana Khan'].entries()) {
      members.push(await addMember(server, company.id, { name, isApproved: i % 2 === 0 }))
    }
    deleted = await addMember(server, company.id, { name: 'Deleted Meera', deleted: true })
    // Another company's people must never show up.
    const other = await newCompanyWithAdmin(server)
    await addMember(server, other.id, { name: 'Meera Elsewhere' })
  })

  it("lists the company's live users newest first with the admin view of each, and the total", async () => {
    const res = await list(company.admin.token)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.status).toBe(true)
    expect(body.message).toBe('Users fetched successfully')
    expect(body.data.total).toBe(6)
    const records: AdminUser[] = body.data.records
    expect(records.map((r) => r.name)).toEqual(['Sana Khan', 'Rohan Das', 'Kavya 50%_Off', 'Arjun Nair', 'Meera Iyer', company.admin.name])
    const sana = members[4]
    expect(records[0]).toEqual({
      id: sana.id,
      name: 'Sana Khan',
      mobile: sana.mobile,
      email: sana.email,
      role: 'USER',
      referralCode: sana.referralCode,
      isApproved: true,
      status: 'ACTIVE',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    })
    expect(records[5]).toMatchObject({ id: company.admin.id, role: 'ADMIN' })
    expect(records.map((r) => r.id)).not.toContain(deleted.id)
  })

  it('pages with 1-based page and limit; total counts every page', async () => {
    const page1 = (await list(company.admin.token, { page: 1, limit: 4 })).json().data
    const page2 = (await list(company.admin.token, { page: 2, limit: 4 })).json().data
    const page3 = (await list(company.admin.token, { page: 3, limit: 4 })).json().data
    expect(page1.records).toHaveLength(4)
    expect(page2.records).toHaveLength(2)
    expect(page3.records).toEqual([])
    expect([page1.total, page2.total, page3.total]).toEqual([6, 6, 6])
    expect(new Set([...page1.records, ...page2.records].map((r: AdminUser) => r.id)).size).toBe(6)
  })

  it('filters by isApproved: false for Waiting For Verification, true for verified', async () => {
    const waiting = (await list(company.admin.token, { isApproved: false })).json().data
    expect(waiting.total).toBe(2)
    expect(waiting.records.map((r: AdminUser) => r.name)).toEqual(['Rohan Das', 'Arjun Nair'])
    const verified = (await list(company.admin.token, { isApproved: true })).json().data
    expect(verified.total).toBe(4)
    expect(verified.records.every((r: AdminUser) => r.isApproved)).toBe(true)
  })

  it('searches name, email, mobile and referral code, case-insensitively, and never finds deleted users', async () => {
    const search = async (term: string) => (await list(company.admin.token, { search: term })).json().data
    const byName = await search('meera')
    expect(byName.records.map((r: AdminUser) => r.id)).toEqual([members[0].id])
    expect(byName.total).toBe(1)
    expect((await search(members[1].email.toUpperCase())).records.map((r: AdminUser) => r.id)).toEqual([members[1].id])
    expect((await search(members[3].mobile.slice(2))).records.map((r: AdminUser) => r.id)).toEqual([members[3].id])
    expect((await search(members[4].referralCode.toLowerCase())).records.map((r: AdminUser) => r.id)).toEqual([members[4].id])
    expect((await search(deleted.email)).total).toBe(0)
    // The four fields are searched as one text, but a term never runs from one field into the next.
    expect((await search(`iyer${members[0].email.slice(0, 6)}`)).total).toBe(0)
  })

  it('takes % and _ in a search literally, and combines search with the approval filter', async () => {
    const literal = (await list(company.admin.token, { search: '50%_' })).json().data
    expect(literal.records.map((r: AdminUser) => r.name)).toEqual(['Kavya 50%_Off'])
    const none = (await list(company.admin.token, { search: '%' })).json().data
    expect(none.records.map((r: AdminUser) => r.name)).toEqual(['Kavya 50%_Off'])
    const combined = (await list(company.admin.token, { search: 'a', isApproved: false })).json().data
    expect(combined.records.map((r: AdminUser) => r.name)).toEqual(['Rohan Das', 'Arjun Nair'])
    expect(combined.total).toBe(2)
  })

  it('refuses a page below 1, a limit above 100 and a non-boolean isApproved with 400', async () => {
    for (const [query, message] of [
      [{ page: 0 }, 'page must be at least 1'],
      [{ limit: 101 }, 'limit must be at most 100'],
      [{ isApproved: 'maybe' }, 'isApproved must be a boolean'],
    ] as const) {
      const res = await list(company.admin.token, query)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: Object.keys(query)[0] }, message })
    }
  })

  it("shows another company's admin none of these users", async () => {
    const other = await newCompanyWithAdmin(server)
    const res = (await list(other.admin.token, { limit: 100 })).json().data
    expect(res.records.map((r: AdminUser) => r.id)).toEqual([other.admin.id])
    expect((await list(other.admin.token, { search: 'Meera' })).json().data.total).toBe(0)
  })
})

describe('auth/add', () => {
  let company: TestCompany
  beforeAll(async () => {
    company = await newCompanyWithAdmin(server)
  })

  it('adds a verified USER with a fresh referral code and a hashed password, who can then sign in', async () => {
    const input = newUser({ name: '  Ravi Kumar  ', email: `Ravi.${Date.now()}@Added.Example` })
    const res = await add(company.admin.token, input)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toEqual({
      status: true,
      message: 'User added successfully',
      data: {
        id: expect.any(String),
        name: 'Ravi Kumar',
        mobile: input.mobile,
        email: String(input.email).toLowerCase(),
        role: 'USER',
        referralCode: expect.stringMatching(new RegExp(`^${company.tokenSymbol}\\d{7}$`)),
        isApproved: true,
        status: 'ACTIVE',
        createdAt: expect.any(String),
      },
    })
    const row = await userRow(server, body.data.id)
    expect(row).toMatchObject({ companyId: company.id, role: 'USER', isApproved: true, deletedAt: null, referralCode: body.data.referralCode })
    expect(row.passwordHash).toMatch(/^\$argon2id\$/)
    expect(row.passwordHash).not.toContain('Welcome@2026')
    const login = await memberLogin(company.id, String(input.email), 'Welcome@2026')
    expect(login.statusCode).toBe(200)
    expect(login.json().data.token).toEqual(expect.any(String))
    expect((await list(company.admin.token, { search: body.data.referralCode })).json().data.records[0].id).toBe(body.data.id)
  })

  it('adds an ADMIN who signs in at the admin login and administers the same company', async () => {
    const input = newUser({ role: 'ADMIN', name: 'Second Admin' })
    const res = await add(company.admin.token, input)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.role).toBe('ADMIN')
    const login = await adminLogin(String(input.email), 'Welcome@2026')
    expect(login.statusCode).toBe(200)
    const users = await list(login.json().data.token, { search: company.admin.email })
    expect(users.json().data.records.map((r: AdminUser) => r.id)).toEqual([company.admin.id])
    // An admin is not a member: the member login refuses them.
    expect((await memberLogin(company.id, String(input.email), 'Welcome@2026')).statusCode).toBe(401)
  })

  it('refuses an email or a mobile already used in the company with 409, whatever the case of the email', async () => {
    const first = newUser()
    expect((await add(company.admin.token, first)).statusCode).toBe(200)
    for (const clash of [
      newUser({ email: first.email }),
      newUser({ email: String(first.email).toUpperCase() }),
      newUser({ mobile: first.mobile }),
      newUser({ email: company.admin.email, role: 'USER' }),
    ]) {
      const res = await add(company.admin.token, clash)
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({ status: false, code: 'USER_CONTACT_TAKEN', message: DUPLICATE_CONTACT })
    }
    const rows = await server.db
      .select()
      .from(users)
      .where(and(eq(users.companyId, company.id), eq(users.email, String(first.email))))
    expect(rows).toHaveLength(1)
  })

  it('lets the same email and mobile be a member of another company', async () => {
    const input = newUser()
    expect((await add(company.admin.token, input)).statusCode).toBe(200)
    const other = await newCompanyWithAdmin(server)
    const res = await add(other.admin.token, input)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.referralCode.startsWith(other.tokenSymbol)).toBe(true)
  })

  it('refuses to make an ADMIN of an email that already administers another company: admin emails are platform-wide', async () => {
    const other = await newCompanyWithAdmin(server)
    const res = await add(company.admin.token, newUser({ role: 'ADMIN', email: other.admin.email }))
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ status: false, code: 'ADMIN_EMAIL_TAKEN', message: ADMIN_EMAIL_TAKEN })
    expect(
      await server.db
        .select()
        .from(users)
        .where(and(eq(users.companyId, company.id), eq(users.email, other.admin.email))),
    ).toEqual([])
    // As a plain member of this company the same person is welcome.
    expect((await add(company.admin.token, newUser({ role: 'USER', email: other.admin.email }))).statusCode).toBe(200)
  })

  it('frees the email and mobile of a deleted user for a new account', async () => {
    const input = newUser()
    const first = (await add(company.admin.token, input)).json().data
    expect((await remove(company.admin.token, first.id)).statusCode).toBe(200)
    const again = await add(company.admin.token, input)
    expect(again.statusCode).toBe(200)
    expect(again.json().data.id).not.toBe(first.id)
  })

  it('requires role, name, mobile, email and password, a valid email, a known role, an Indian mobile', async () => {
    // The last column is the one field the refusal names, if it names one.
    const cases: [Record<string, unknown>, string | string[], string?][] = [
      [{}, ['name is required', 'mobile is required', 'email is required', 'role is required', 'password is required']],
      [newUser({ role: '' }), 'role must be one of USER, ADMIN', 'role'],
      [newUser({ email: 'ravi.example.com' }), 'email must be a valid email address', 'email'],
      [newUser({ role: 'SUPERADMIN' }), 'role must be one of USER, ADMIN', 'role'],
      [newUser({ mobile: '12345' }), ['mobile must be at least 10 characters', 'mobile is not valid'], 'mobile'],
      [newUser({ mobile: '5123456789' }), 'mobile is not valid', 'mobile'],
      [newUser({ password: 'short' }), 'password must be at least 8 characters', 'password'],
    ]
    const before = await server.db.select({ id: users.id }).from(users).where(eq(users.companyId, company.id))
    for (const [payload, message, field] of cases) {
      const res = await add(company.admin.token, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', ...(field && { params: { field } }), message })
    }
    expect(await server.db.select({ id: users.id }).from(users).where(eq(users.companyId, company.id))).toHaveLength(before.length)
  })

  it('takes the company from the token: a companyId in the body is refused', async () => {
    const refused = await add(company.admin.token, newUser({ companyId: DEMO_COMPANY_ID }))
    expect(refused.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: 'companyId' }, message: 'companyId is not allowed' })
    const res = await add(company.admin.token, newUser())
    expect(res.statusCode).toBe(200)
    expect((await userRow(server, res.json().data.id)).companyId).toBe(company.id)
  })
})

describe('auth/update', () => {
  let company: TestCompany
  beforeAll(async () => {
    company = await newCompanyWithAdmin(server)
  })

  it('changes name, mobile, email and role; omitted fields keep their value', async () => {
    const member = await addMember(server, company.id, { name: 'Old Name' })
    const email = freshEmail('renamed')
    const mobile = freshMobile()
    const res = await update(company.admin.token, { id: member.id, name: ' New Name ', mobile, email: email.toUpperCase(), role: 'USER' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: true, message: 'User updated successfully', data: { id: member.id, name: 'New Name', mobile, email, role: 'USER' } })
    expect(await userRow(server, member.id)).toMatchObject({ name: 'New Name', mobile, email, role: 'USER', referralCode: member.referralCode, isApproved: true })
    // A profile edit is not a sign-out.
    expect((await server.inject({ method: 'GET', url: '/api/v1/user/auth/profile/get', headers: auth(member.token!) })).statusCode).toBe(200)
    const nameOnly = await update(company.admin.token, { id: member.id, name: 'Only Name' })
    expect(nameOnly.json().data).toMatchObject({ name: 'Only Name', mobile, email })
  })

  it('verifies a waiting user with id and isApproved, and the user leaves the waiting list', async () => {
    const member = await addMember(server, company.id, { isApproved: false })
    expect((await list(company.admin.token, { isApproved: false })).json().data.records.map((r: AdminUser) => r.id)).toContain(member.id)
    const res = await update(company.admin.token, { id: member.id, isApproved: true })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: true, message: 'User verified successfully', data: { id: member.id, isApproved: true } })
    expect((await userRow(server, member.id)).isApproved).toBe(true)
    expect((await list(company.admin.token, { isApproved: false })).json().data.records.map((r: AdminUser) => r.id)).not.toContain(member.id)
  })

  it("promotes a member to ADMIN and ends the member's sessions, which carry the old role", async () => {
    const member = await addMember(server, company.id)
    const res = await update(company.admin.token, { id: member.id, role: 'ADMIN' })
    expect(res.statusCode).toBe(200)
    expect((await userRow(server, member.id)).role).toBe('ADMIN')
    const profile = await server.inject({ method: 'GET', url: '/api/v1/user/auth/profile/get', headers: auth(member.token!) })
    expect(profile.statusCode).toBe(401)
    expect((await sessionsOf(server, member.id)).every((s) => s.revokedAt !== null)).toBe(true)
    expect((await adminLogin(member.email, member.password)).statusCode).toBe(200)
  })

  it('refuses an email or mobile taken in the company with 409, and changes nothing', async () => {
    const a = await addMember(server, company.id)
    const b = await addMember(server, company.id)
    for (const clash of [{ email: a.email }, { mobile: a.mobile }]) {
      const res = await update(company.admin.token, { id: b.id, name: 'Should Not Stick', ...clash })
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({ status: false, code: 'USER_CONTACT_TAKEN', message: DUPLICATE_CONTACT })
    }
    expect(await userRow(server, b.id)).toMatchObject({ email: b.email, mobile: b.mobile, name: b.name })
  })

  it('refuses to make an ADMIN of an email that administers another company, by role or by email', async () => {
    const other = await newCompanyWithAdmin(server)
    const member = await addMember(server, company.id)
    const byEmailFirst = await update(company.admin.token, { id: member.id, email: other.admin.email })
    expect(byEmailFirst.statusCode).toBe(200)
    const promote = await update(company.admin.token, { id: member.id, role: 'ADMIN' })
    expect(promote.statusCode).toBe(409)
    expect(promote.json()).toEqual({ status: false, code: 'ADMIN_EMAIL_TAKEN', message: ADMIN_EMAIL_TAKEN })
    expect((await userRow(server, member.id)).role).toBe('USER')
    const admin = await addAdmin(server, company.id, company.tokenSymbol)
    const rename = await update(company.admin.token, { id: admin.id, email: other.admin.email })
    expect(rename.statusCode).toBe(409)
    expect(rename.json().message).toBe(ADMIN_EMAIL_TAKEN)
    expect((await userRow(server, admin.id)).email).toBe(admin.email)
    // Keeping one's own email while editing the name is no clash.
    expect((await update(company.admin.token, { id: admin.id, email: admin.email, role: 'ADMIN', name: 'Same Admin' })).statusCode).toBe(200)
  })

  it('refuses an admin changing their own role or approval, but lets them edit their own name', async () => {
    const me = company.admin
    for (const change of [{ role: 'USER' }, { isApproved: false }]) {
      const res = await update(me.token, { id: me.id, ...change })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ status: false, code: 'OWN_ROLE_UNCHANGEABLE', message: 'You cannot change your own role or approval.' })
    }
    expect(await userRow(server, me.id)).toMatchObject({ role: 'ADMIN', isApproved: true })
    const rename = await update(me.token, { id: me.id, name: 'Renamed Admin', role: 'ADMIN', email: me.email })
    expect(rename.statusCode).toBe(200)
    expect((await adminGet(server, me.token, 'dashboard/get')).statusCode).toBe(200)
  })

  it('answers 400 for nothing to change or a bad id, 404 for an unknown or deleted user', async () => {
    const member = await addMember(server, company.id)
    const nothing = await update(company.admin.token, { id: member.id })
    expect(nothing.statusCode).toBe(400)
    expect(nothing.json()).toEqual({ status: false, code: 'NOTHING_TO_UPDATE', message: 'Nothing to update.' })
    const badId = await update(company.admin.token, { id: 'not-a-uuid', name: 'X' })
    expect(badId.statusCode).toBe(400)
    expect(badId.json().message).toBe('id must be a valid uuid')
    const unknown = await update(company.admin.token, { id: '00000000-0000-4000-8000-000000000000', name: 'X' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ status: false, code: 'USER_NOT_FOUND', message: NOT_FOUND })
    const gone = await addMember(server, company.id, { deleted: true })
    const deleted = await update(company.admin.token, { id: gone.id, name: 'Back From The Dead' })
    expect(deleted.statusCode).toBe(404)
    expect((await userRow(server, gone.id)).name).toBe(gone.name)
  })
})

describe('auth/delete', () => {
  it('soft-deletes: no sign-in, no session, out of the lists, but the purchases stay in the ledger and the totals', async () => {
    const company = await newCompanyWithAdmin(server, { price: '5.00', platformChargePercent: '1.00' })
    const member = await addMember(server, company.id, { name: 'Leaving Soon' })
    const bought = await submitPurchase(server, member.token!, manualPurchase('1000'))
    expect(bought.statusCode).toBe(200)
    const pending = await submitPurchase(server, member.token!, manualPurchase('500'))
    expect(pending.statusCode).toBe(200)
    expect((await approve(server, company.admin.token, bought.json().data.id)).statusCode).toBe(200)
    const totalsBefore = await companyTotals(server, company.id)

    const res = await remove(company.admin.token, member.id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true, message: 'User deleted successfully', data: null })

    const row = await userRow(server, member.id)
    expect(row.deletedAt).toBeInstanceOf(Date)
    expect(row.stockBalance).toBe('200.00')
    expect((await sessionsOf(server, member.id)).every((s) => s.revokedAt !== null)).toBe(true)
    expect((await server.inject({ method: 'GET', url: '/api/v1/user/auth/profile/get', headers: auth(member.token!) })).statusCode).toBe(401)
    const login = await memberLogin(company.id, member.email, member.password)
    expect(login.statusCode).toBe(401)

    const users = (await list(company.admin.token, { limit: 100 })).json().data
    expect(users.records.map((r: AdminUser) => r.id)).not.toContain(member.id)
    expect((await list(company.admin.token, { search: 'Leaving' })).json().data.total).toBe(0)

    const ledger = (await adminGet(server, company.admin.token, 'transaction/list', { search: member.referralCode })).json().data
    expect(ledger.total).toBe(2)
    // The pending one was settled by the deletion (tests/security/last-admin.test.ts has the details).
    expect(ledger.records.map((r: { status: string }) => r.status).sort()).toEqual(['APPROVED', 'REJECTED'])
    expect(ledger.records[0].user).toEqual({ id: member.id, referralCode: member.referralCode, name: 'Leaving Soon', mobile: member.mobile })
    expect(await companyTotals(server, company.id)).toEqual(totalsBefore)
    const collections = (await adminGet(server, company.admin.token, 'dashboard/collections')).json().data
    expect(collections).toMatchObject({ manual: '1010.00', total: '1010.00' })
    const stats = (await adminGet(server, company.admin.token, 'dashboard/get')).json().data
    expect(stats.privateSupplyData.stockBalance).toBe('200.00')
  })

  it('deletes another admin, who can no longer sign in at the admin login', async () => {
    const company = await newCompanyWithAdmin(server)
    const other = await addAdmin(server, company.id, company.tokenSymbol)
    expect((await remove(company.admin.token, other.id)).statusCode).toBe(200)
    expect((await adminLogin(other.email, other.password)).statusCode).toBe(401)
    expect((await adminGet(server, other.token, 'auth/list')).statusCode).toBe(401)
  })

  it('refuses to delete oneself (400), an unknown or already deleted user (404), or a bad id (400)', async () => {
    const company = await newCompanyWithAdmin(server)
    const self = await remove(company.admin.token, company.admin.id)
    expect(self.statusCode).toBe(400)
    expect(self.json()).toEqual({ status: false, code: 'OWN_ACCOUNT_UNDELETABLE', message: 'You cannot delete your own account.' })
    expect((await userRow(server, company.admin.id)).deletedAt).toBeNull()
    const member = await addMember(server, company.id)
    expect((await remove(company.admin.token, member.id)).statusCode).toBe(200)
    const deletedAt = (await userRow(server, member.id)).deletedAt
    const twice = await remove(company.admin.token, member.id)
    expect(twice.statusCode).toBe(404)
    expect(twice.json()).toEqual({ status: false, code: 'USER_NOT_FOUND', message: NOT_FOUND })
    expect((await userRow(server, member.id)).deletedAt).toEqual(deletedAt)
    expect((await remove(company.admin.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    const bad = await server.inject({ method: 'DELETE', url: '/api/v1/admin/auth/delete', headers: auth(company.admin.token), payload: {} })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('id is required')
  })
})

describe('company walls', () => {
  it("lets a second company's admin see, edit, verify or delete nothing of the demo company: its ids answer 404", async () => {
    const other = await newCompanyWithAdmin(server)
    const victim = await addMember(server, DEMO_COMPANY_ID, { name: 'Demo Victim', isApproved: false })
    const [demoAdmin] = await server.db
      .select()
      .from(users)
      .where(and(eq(users.email, 'admin@str.example'), isNull(users.deletedAt)))

    const listed = (await list(other.admin.token, { search: 'Demo', limit: 100 })).json().data
    expect(listed.total).toBe(0)
    for (const id of [victim.id, demoAdmin.id]) {
      for (const payload of [
        { id, name: 'Hijacked' },
        { id, isApproved: true },
        { id, role: 'USER' },
        { id, email: 'hijack@x.example' },
      ]) {
        const res = await update(other.admin.token, payload)
        expect(res.statusCode).toBe(404)
        expect(res.json()).toEqual({ status: false, code: 'USER_NOT_FOUND', message: NOT_FOUND })
      }
      const del = await remove(other.admin.token, id)
      expect(del.statusCode).toBe(404)
      expect(del.json().message).toBe(NOT_FOUND)
    }
    expect(await userRow(server, victim.id)).toMatchObject({ name: 'Demo Victim', isApproved: false, deletedAt: null, companyId: DEMO_COMPANY_ID })
    expect(await userRow(server, demoAdmin.id)).toMatchObject({ name: demoAdmin.name, role: 'ADMIN', email: 'admin@str.example', deletedAt: null })
    // The demo member's session survives the attempts.
    const memberToken = await tokenFor(server, victim.email)
    expect((await server.inject({ method: 'GET', url: '/api/v1/user/auth/profile/get', headers: auth(memberToken) })).statusCode).toBe(200)
  })

  it("adds a user to the admin's own company even when the demo company's people use the same contact", async () => {
    const other = await newCompanyWithAdmin(server)
    const res = await add(other.admin.token, newUser({ email: 'member@str.example', mobile: '9876543210' }))
    expect(res.statusCode).toBe(200)
    expect((await userRow(server, res.json().data.id)).companyId).toBe(other.id)
    const demo = await tokenFor(server, 'admin@str.example')
    expect((await list(demo, { search: 'member@str.example' })).json().data.total).toBe(1)
  })
})
