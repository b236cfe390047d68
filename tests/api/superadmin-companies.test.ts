import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { randomInt } from 'node:crypto'
import { decodeJwt } from 'jose'
import { count, eq } from 'drizzle-orm'
import { companies, users } from '../../server/db/schema'
import { decryptField, deriveFieldKey } from '../../server/lib/crypto'
import { verifyPassword } from '../../server/lib/passwords'
import { DEMO_COMPANY_ID, auth, buildTestApp, tokenFor } from '../helpers/app'
import { manualPurchase, newMember, submitPurchase } from '../helpers/purchase-factories'
import { uniqueIp } from '../helpers/factories'

const LIST_URL = '/api/v1/superadmin/company/list'
const ADD_URL = '/api/v1/superadmin/company/add'
const COMPANY_LOGIN_URL = '/api/v1/company/auth/login'

const VALID_AADHAAR = '234567890124'
const BAD_CHECK_DIGIT_AADHAAR = '234567890129'
const BAD_AADHAAR = 'Please enter a valid 12-digit Aadhaar number.'

let server: FastifyInstance
let superToken: string
beforeAll(async () => {
  server = await buildTestApp()
  superToken = await tokenFor(server, 'super@str.example')
})
afterAll(() => server.close())

const runPrefix = randomInt(100, 1000)
let sequence = 0

interface CompanyInput {
  companyName: string
  email: string
  mobile: string
  companyAadhaarCard: string
  companyPan: string
  companyAddress: string
  companyPincode: string
  tokenName: string
  tokenSymbol: string
  price: string
  totalSupply: string
  platformChargePercent: string
  adminPassword: string
}

/** A complete, valid Add Company form for a company nobody has added yet. */
function companyInput(overrides: Partial<CompanyInput> = {}): CompanyInput {
  const n = ++sequence
  return {
    companyName: `Nova Tokens ${runPrefix}-${n} Pvt Ltd`,
    email: `nova-${runPrefix}-${n}@company.example`,
    mobile: `98${runPrefix}${String(n).padStart(5, '0')}`,
    companyAadhaarCard: VALID_AADHAAR,
    companyPan: 'AAACN1234Q',
    companyAddress: '12 Residency Road, Bengaluru',
    companyPincode: '560025',
    tokenName: `Nova Token ${runPrefix}-${n}`,
    tokenSymbol: `NV${runPrefix}${n}`,
    price: '2.50',
    totalSupply: '1000000',
    platformChargePercent: '1.5',
    adminPassword: 'NovaAdmin@2026',
    ...overrides,
  }
}

function addCompany(body: object, token = superToken) {
  return server.inject({ method: 'POST', url: ADD_URL, headers: auth(token), payload: body })
}

function listCompanies(query: Record<string, string | number> = {}, token = superToken) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
  return server.inject({ method: 'GET', url: qs ? `${LIST_URL}?${qs}` : LIST_URL, headers: auth(token) })
}

async function added(overrides: Partial<CompanyInput> = {}) {
  const input = companyInput(overrides)
  const res = await addCompany(input)
  if (res.statusCode !== 200) throw new Error(`company/add answered ${res.statusCode}: ${res.body}`)
  return { input, company: res.json().data as { id: string; tokenSymbol: string; companyName: string } }
}

async function companyCount() {
  const [{ n }] = await server.db.select({ n: count() }).from(companies)
  return n
}

function companyLogin(email: string, password: string) {
  return server.inject({ method: 'POST', url: COMPANY_LOGIN_URL, remoteAddress: uniqueIp(), payload: { email, password } })
}

describe('POST superadmin company add', () => {
  it('creates the company with its token terms and answers it with the Aadhaar masked', async () => {
    const input = companyInput({ email: `Mixed.Case-${runPrefix}@Company.Example`, totalSupply: '1234567' })
    const res = await addCompany(input)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: true,
      message: 'Company added successfully',
      data: {
        id: expect.any(String),
        companyName: input.companyName,
        email: `mixed.case-${runPrefix}@company.example`,
        mobile: input.mobile,
        companyAadhaarCard: 'XXXXXXXX0124',
        companyPan: 'AAACN1234Q',
        companyAddress: input.companyAddress,
        companyPincode: '560025',
        tokenName: input.tokenName,
        tokenSymbol: input.tokenSymbol,
        price: '2.50',
        totalSupply: '1234567',
        platformChargePercent: '1.50',
        status: 'ACTIVE',
        suspendedAt: null,
        suspensionReason: null,
        createdAt: expect.any(String),
      },
    })
    const [row] = await server.db.select().from(companies).where(eq(companies.id, res.json().data.id))
    // The members' private supply is the Referral Programme share: 30%, exact to the column's 2 places.
    expect(row.privateSupply).toBe('370370.10')
    expect(row.remainingPrivateSupply).toBe('370370.10')
    expect(row.aadhaarEnc).not.toContain(VALID_AADHAAR)
    expect(decryptField(row.aadhaarEnc, deriveFieldKey(server.jwtSecret))).toBe(VALID_AADHAAR)
  })

  it("creates the company's first admin: approved, active, with the company email and the given password", async () => {
    const { input, company } = await added()
    const [admin] = await server.db.select().from(users).where(eq(users.companyId, company.id))
    expect(admin).toMatchObject({ role: 'ADMIN', email: input.email, mobile: input.mobile, isApproved: true, status: 'ACTIVE' })
    expect(admin.referralCode.startsWith(input.tokenSymbol)).toBe(true)
    expect(admin.passwordHash).not.toContain(input.adminPassword)
    expect(await verifyPassword(admin.passwordHash, input.adminPassword)).toBe(true)
  })

  it("lets the new company's admin sign in at the company login and names the new company in the token", async () => {
    const { input, company } = await added()
    const res = await companyLogin(input.email, input.adminPassword)
    expect(res.statusCode).toBe(200)
    expect(decodeJwt(res.json().data.token)).toMatchObject({ role: 'ADMIN', cid: company.id })
    const wrong = await companyLogin(input.email, 'Wrong@2026!')
    expect(wrong.statusCode).toBe(401)
  })

  it('shows the new admin an empty company: empty dashboard, only themselves, no purchases, no beneficiary', async () => {
    // The demo company has a member and a purchase, so "empty" is a wall, not a coincidence.
    const demoMember = await newMember(server)
    expect((await submitPurchase(server, demoMember.token, manualPurchase('500'))).statusCode).toBe(200)

    const { input, company } = await added({ totalSupply: '1000000' })
    const token = (await companyLogin(input.email, input.adminPassword)).json().data.token
    const get = (url: string) => server.inject({ method: 'GET', url, headers: auth(token) })

    const dashboard = (await get('/api/v1/admin/dashboard/get')).json().data
    expect(dashboard).toMatchObject({
      userActive: 0,
      userInactive: 0,
      userBlock: 0,
      totalSupply: '1000000.00',
      privateSupply: '300000.00',
      remainingPrivateSupply: '300000.00',
    })
    expect((await get('/api/v1/admin/dashboard/members')).json().data).toEqual({ totalMembers: 0, verificationCompleted: 0, verificationPending: 0 })
    expect((await get('/api/v1/admin/dashboard/collections')).json().data).toMatchObject({ total: '0.00' })

    const people = (await get('/api/v1/admin/auth/list')).json().data
    expect(people.total).toBe(1)
    expect(people.records.map((u: { email: string }) => u.email)).toEqual([input.email])
    const demoEmails = ['admin@str.example', 'member@str.example', demoMember.email]
    const searched = (await get(`/api/v1/admin/auth/list?search=str.example`)).json().data
    expect(searched.records.filter((u: { email: string }) => demoEmails.includes(u.email))).toEqual([])

    for (const status of ['', '?status=PENDING', '?status=APPROVED']) {
      expect((await get(`/api/v1/admin/transaction/list${status}`)).json().data).toEqual({ records: [], total: 0, totalCapped: false })
    }
    expect((await get('/api/v1/admin/beneficiary/get')).json().data).toBeNull()
    expect(company.id).not.toBe(DEMO_COMPANY_ID)
  })

  it("does not show the demo admin the new company's admin", async () => {
    const { input } = await added()
    const demoAdmin = await tokenFor(server, 'admin@str.example')
    const res = await server.inject({ method: 'GET', url: `/api/v1/admin/auth/list?search=${encodeURIComponent(input.email)}`, headers: auth(demoAdmin) })
    expect(res.json().data).toEqual({ records: [], total: 0, totalCapped: false })
  })

  // The last column is the code of a refusal that is not the contract's validation.
  const invalidFields: [string, Partial<CompanyInput>, string | string[], string?][] = [
    ['a malformed email', { email: 'nova-at-company.example' }, 'email must be a valid email address'],
    ['a mobile that is not Indian', { mobile: '5123456789' }, 'mobile is not valid'],
    ['a mobile with 9 digits', { mobile: '987654321' }, ['mobile must be at least 10 characters', 'mobile is not valid']],
    ['a PAN out of the AAAAA9999A shape', { companyPan: 'AAAC12345Q' }, 'companyPan is not valid'],
    ['a lower-case PAN', { companyPan: 'aaacn1234q' }, 'companyPan is not valid'],
    ['an Aadhaar with a wrong check digit', { companyAadhaarCard: BAD_CHECK_DIGIT_AADHAAR }, BAD_AADHAAR, 'AADHAAR_INVALID'],
    ['an Aadhaar starting with 1', { companyAadhaarCard: '123456789012' }, 'companyAadhaarCard is not valid'],
    ['a 5-digit PIN', { companyPincode: '56002' }, ['companyPincode must be at least 6 characters', 'companyPincode is not valid']],
    ['a PIN starting with 0', { companyPincode: '060025' }, 'companyPincode is not valid'],
    ['a lower-case symbol', { tokenSymbol: 'nova' }, 'tokenSymbol is not valid'],
    ['a symbol with a space', { tokenSymbol: 'NO VA' }, 'tokenSymbol is not valid'],
    ['a price of 0', { price: '0' }, 'The token price must be greater than 0.', 'TOKEN_PRICE_NOT_POSITIVE'],
    ['a price with 3 places', { price: '2.505' }, 'price is not valid'],
    ['a fee above 100%', { platformChargePercent: '100.5' }, 'platformChargePercent is not valid'],
    ['a total supply of 0', { totalSupply: '0' }, 'The total supply must be greater than 0.', 'TOTAL_SUPPLY_NOT_POSITIVE'],
    ['a fractional total supply', { totalSupply: '1000.5' }, 'totalSupply is not valid'],
    ['a short admin password', { adminPassword: 'short' }, 'adminPassword must be at least 8 characters'],
    ['a blank company name', { companyName: '' }, 'companyName is required'],
  ]

  it.each(invalidFields)('refuses %s with 400 and creates nothing', async (_label, overrides, message, code) => {
    const before = await companyCount()
    const input = companyInput(overrides)
    const res = await addCompany(input)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: false, ...(code ? { code } : { code: 'VALIDATION_FAILED', params: { field: Object.keys(overrides)[0] } }), message })
    expect(await companyCount()).toBe(before)
    expect(await server.db.select().from(users).where(eq(users.email, input.email.toLowerCase()))).toEqual([])
  })

  it('names every missing field', async () => {
    const res = await addCompany({})
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual(
      expect.arrayContaining(['companyName is required', 'email is required', 'companyAadhaarCard is required', 'tokenSymbol is required', 'adminPassword is required']),
    )
  })

  it('never lets the body pick an id or another company: unknown fields are dropped or refused', async () => {
    const res = await addCompany({ ...companyInput(), id: DEMO_COMPANY_ID, companyId: DEMO_COMPANY_ID })
    if (res.statusCode === 200) expect(res.json().data.id).not.toBe(DEMO_COMPANY_ID)
    else expect(res.statusCode).toBe(400)
    const [demo] = await server.db.select().from(companies).where(eq(companies.id, DEMO_COMPANY_ID))
    expect(demo.tokenSymbol).toBe('STR')
  })

  it('refuses a token symbol already taken with 409, and keeps the first company as it was', async () => {
    const { company } = await added()
    const before = await companyCount()
    const dup = companyInput({ tokenSymbol: company.tokenSymbol })
    const res = await addCompany(dup)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      status: false,
      code: 'TOKEN_SYMBOL_TAKEN',
      params: { symbol: company.tokenSymbol },
      message: `The token symbol ${company.tokenSymbol} is already taken.`,
    })
    expect(await companyCount()).toBe(before)
    // The admin is created in the same transaction: the refusal leaves no orphan sign-in behind.
    expect(await server.db.select().from(users).where(eq(users.email, dup.email))).toEqual([])
  })

  it("refuses the demo company's symbol STR with 409", async () => {
    const res = await addCompany(companyInput({ tokenSymbol: 'STR' }))
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('The token symbol STR is already taken.')
  })

  it('refuses an email that already signs in as a company admin with 409', async () => {
    const before = await companyCount()
    for (const email of ['admin@str.example', 'ADMIN@str.example']) {
      const res = await addCompany(companyInput({ email }))
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({ status: false, code: 'ADMIN_EMAIL_TAKEN', message: 'This email already belongs to a company admin.' })
    }
    expect(await companyCount()).toBe(before)
    // The demo admin still signs in to the demo company.
    const login = await companyLogin('admin@str.example', 'Admin@2026!')
    expect(decodeJwt(login.json().data.token).cid).toBe(DEMO_COMPANY_ID)
  })

  it('gives one of two simultaneous adds with one symbol the company and the other a 409', async () => {
    const symbol = `RACE${runPrefix}`
    const [a, b] = await Promise.all([addCompany(companyInput({ tokenSymbol: symbol })), addCompany(companyInput({ tokenSymbol: symbol }))])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const rows = await server.db.select().from(companies).where(eq(companies.tokenSymbol, symbol))
    expect(rows).toHaveLength(1)
  })
})

describe('GET superadmin company list', () => {
  it('lists companies newest first with the fields of the Manage Company table', async () => {
    const { company } = await added()
    const res = await listCompanies()
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.status).toBe(true)
    expect(body.message).toBe('Companies fetched successfully')
    expect(body.data.total).toBe(await companyCount())
    expect(body.data.records[0].id).toBe(company.id)
    const demo = body.data.records.find((c: { id: string }) => c.id === DEMO_COMPANY_ID)
    expect(demo).toEqual({
      id: DEMO_COMPANY_ID,
      companyName: 'STR Token Pvt Ltd',
      email: 'contact@str.example',
      mobile: '9811122233',
      companyAadhaarCard: 'XXXXXXXX5246',
      companyPan: 'AAECS1234F',
      companyAddress: 'Connaught Place, New Delhi',
      companyPincode: '110001',
      tokenName: 'STR Token',
      tokenSymbol: 'STR',
      price: '10.00',
      totalSupply: '100000000',
      platformChargePercent: '2.00',
      status: 'ACTIVE',
      suspendedAt: null,
      suspensionReason: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    })
    expect(JSON.stringify(body)).not.toMatch(/aadhaarEnc|499118665246/)
  })

  it('pages by 10 unless told otherwise, 1-based', async () => {
    while ((await companyCount()) < 12) await added()
    const total = await companyCount()
    const first = (await listCompanies()).json().data
    expect(first.records).toHaveLength(10)
    expect(first.total).toBe(total)
    const second = (await listCompanies({ page: 2 })).json().data
    expect(second.records).toHaveLength(Math.min(10, total - 10))
    const ids = new Set([...first.records, ...second.records].map((c: { id: string }) => c.id))
    expect(ids.size).toBe(first.records.length + second.records.length)
    const small = (await listCompanies({ page: 3, limit: 2 })).json().data
    expect(small.records.map((c: { id: string }) => c.id)).toEqual(first.records.slice(4, 6).map((c: { id: string }) => c.id))
  })

  it('refuses page 0 and a limit above 100', async () => {
    expect((await listCompanies({ page: 0 })).statusCode).toBe(400)
    const res = await listCompanies({ limit: 101 })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('limit must be at most 100')
  })

  it('searches name, email, mobile, token name and symbol, case-insensitively', async () => {
    const { input, company } = await added({
      companyName: `Zephyr Works ${runPrefix}`,
      email: `hello-${runPrefix}@zephyr.example`,
      mobile: `70${runPrefix}12345`.slice(0, 10),
      tokenName: `Gale Coin ${runPrefix}`,
      tokenSymbol: `ZPH${runPrefix}`,
    })
    for (const search of [`zephyr works ${runPrefix}`, `HELLO-${runPrefix}@`, input.mobile, `gale coin ${runPrefix}`, `zph${runPrefix}`]) {
      const data = (await listCompanies({ search })).json().data
      expect({ search, ids: data.records.map((c: { id: string }) => c.id) }).toEqual({ search, ids: [company.id] })
      expect(data.total).toBe(1)
    }
  })

  it('finds nothing for a term no company has, and takes % and _ literally', async () => {
    for (const search of ['no-such-company-anywhere', '%', '_']) {
      expect((await listCompanies({ search })).json().data).toEqual({ records: [], total: 0, totalCapped: false })
    }
  })

  it('treats a blank search as no search', async () => {
    const all = (await listCompanies()).json().data.total
    expect((await listCompanies({ search: '   ' })).json().data.total).toBe(all)
  })
})
