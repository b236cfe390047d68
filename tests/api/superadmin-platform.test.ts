import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { randomInt } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beneficiaries, purchases } from '../../server/db/schema'
import { DEMO_COMPANY_ID, auth, buildTestApp, tokenFor } from '../helpers/app'
import { manualPurchase, newMember, submitPurchase, type TestMember } from '../helpers/purchase-factories'
import { uniqueIp } from '../helpers/factories'

const LIST_URL = '/api/v1/superadmin/transaction/list'
const BENEFICIARY_GET_URL = '/api/v1/superadmin/beneficiary/get'
const BENEFICIARY_UPDATE_URL = '/api/v1/superadmin/beneficiary/update'
const UNKNOWN_COMPANY_ID = '00000000-0000-4000-8000-000000000000'

let server: FastifyInstance
let superToken: string
const runPrefix = randomInt(100, 1000)

interface Purchase {
  id: string
  transactionId: string
  companyId: string
  status: 'PENDING' | 'APPROVED' | 'REJECTED'
}

/** The world the platform views read: the demo company and one added through the API, each with purchases in every state. */
const world = {
  nova: { id: '', name: `Nova Platform ${runPrefix} Pvt Ltd`, symbol: `NOVA${runPrefix}`, adminEmail: `nova-${runPrefix}@company.example`, adminToken: '' },
  demoAdminToken: '',
  demoMember: undefined as unknown as TestMember,
  novaMember: undefined as unknown as TestMember,
  purchases: [] as Purchase[],
}

async function buy(member: TestMember, amount: string): Promise<Purchase> {
  const res = await submitPurchase(server, member.token, manualPurchase(amount))
  if (res.statusCode !== 200) throw new Error(`purchase answered ${res.statusCode}: ${res.body}`)
  const { id, transactionId } = res.json().data
  return { id, transactionId, companyId: member.companyId, status: 'PENDING' }
}

async function decide(adminToken: string, purchase: Purchase, decision: 'approve' | 'reject') {
  const res = await server.inject({ method: 'POST', url: `/api/v1/admin/transaction/${decision}`, headers: auth(adminToken), payload: { id: purchase.id } })
  if (res.statusCode !== 200) throw new Error(`${decision} answered ${res.statusCode}: ${res.body}`)
  purchase.status = decision === 'approve' ? 'APPROVED' : 'REJECTED'
}

beforeAll(async () => {
  server = await buildTestApp()
  superToken = await tokenFor(server, 'super@str.example')
  const added = await server.inject({
    method: 'POST',
    url: '/api/v1/superadmin/company/add',
    headers: auth(superToken),
    payload: {
      companyName: world.nova.name,
      email: world.nova.adminEmail,
      mobile: '9876512345',
      companyAadhaarCard: '234567890124',
      companyPan: 'AAACN1234Q',
      companyAddress: '12 Residency Road, Bengaluru',
      companyPincode: '560025',
      tokenName: 'Nova Token',
      tokenSymbol: world.nova.symbol,
      price: '4.00',
      totalSupply: '1000000',
      platformChargePercent: '1',
      adminPassword: 'NovaAdmin@2026',
    },
  })
  if (added.statusCode !== 200) throw new Error(`company/add answered ${added.statusCode}: ${added.body}`)
  world.nova.id = added.json().data.id
  const login = await server.inject({
    method: 'POST',
    url: '/api/v1/company/auth/login',
    remoteAddress: uniqueIp(),
    payload: { email: world.nova.adminEmail, password: 'NovaAdmin@2026' },
  })
  world.nova.adminToken = login.json().data.token
  world.demoAdminToken = await tokenFor(server, 'admin@str.example')

  world.demoMember = await newMember(server, DEMO_COMPANY_ID)
  world.novaMember = await newMember(server, world.nova.id)
  // Per company: one pending, one approved, one rejected.
  for (const [member, admin] of [
    [world.demoMember, world.demoAdminToken],
    [world.novaMember, world.nova.adminToken],
  ] as const) {
    const [pending, approved, rejected] = [await buy(member, '100'), await buy(member, '200'), await buy(member, '300')]
    await decide(admin, approved, 'approve')
    await decide(admin, rejected, 'reject')
    world.purchases.push(pending, approved, rejected)
  }
})
afterAll(() => server.close())

interface Row {
  id: string
  transactionId: string
  status: string
  user: { name: string; referralCode: string }
  company: { id: string; companyName: string; tokenSymbol: string }
}

async function list(query: { [key: string]: string | number } = {}, token = superToken) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
  const res = await server.inject({ method: 'GET', url: qs ? `${LIST_URL}?${qs}` : LIST_URL, headers: auth(token) })
  return res
}

async function records(query: { [key: string]: string | number } = {}) {
  const res = await list({ limit: 100, ...query })
  expect(res.statusCode).toBe(200)
  return res.json().data as { records: Row[]; total: number }
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort()
const ofWorld = (rows: Row[]) => rows.filter((row) => world.purchases.some((p) => p.id === row.id))

describe('GET superadmin transaction list', () => {
  it("shows every company's purchases, each with its company", async () => {
    const { records: rows, total } = await records()
    expect(total).toBe(rows.length)
    expect(ids(ofWorld(rows))).toEqual(ids(world.purchases))
    const nova = rows.find((row) => row.id === world.purchases[3].id)!
    expect(nova.company).toEqual({ id: world.nova.id, companyName: world.nova.name, tokenSymbol: world.nova.symbol })
    const demo = rows.find((row) => row.id === world.purchases[0].id)!
    expect(demo.company).toEqual({ id: DEMO_COMPANY_ID, companyName: 'STR Token Pvt Ltd', tokenSymbol: 'STR' })
    expect(demo).toMatchObject({ transactionId: world.purchases[0].transactionId, status: 'PENDING', paymentMethod: 'MANUAL', amount: '100.00' })
  })

  it('lists newest first, 10 to a page unless told otherwise', async () => {
    const all = (await records()).records
    const first = (await list()).json().data
    expect(first.records).toHaveLength(Math.min(10, all.length))
    expect(first.records.map((r: Row) => r.id)).toEqual(all.slice(0, 10).map((r) => r.id))
    const times = all.map((r) => (r as unknown as { createdAt: string }).createdAt)
    expect([...times].sort().reverse()).toEqual(times)
    const page2 = (await list({ page: 2, limit: 2 })).json().data
    expect(page2.records.map((r: Row) => r.id)).toEqual(all.slice(2, 4).map((r) => r.id))
    expect(page2.total).toBe(all.length)
  })

  it('filters by company', async () => {
    for (const companyId of [DEMO_COMPANY_ID, world.nova.id]) {
      const { records: rows, total } = await records({ companyId })
      expect(total).toBe(rows.length)
      expect(rows.every((row) => row.company.id === companyId)).toBe(true)
      expect(ids(ofWorld(rows))).toEqual(ids(world.purchases.filter((p) => p.companyId === companyId)))
    }
    expect(await records({ companyId: UNKNOWN_COMPANY_ID })).toEqual({ records: [], total: 0, totalCapped: false })
  })

  it('filters by status, alone and with a company', async () => {
    for (const status of ['PENDING', 'APPROVED', 'REJECTED'] as const) {
      const { records: rows } = await records({ status })
      expect(rows.every((row) => row.status === status)).toBe(true)
      expect(ids(ofWorld(rows))).toEqual(ids(world.purchases.filter((p) => p.status === status)))
      const novaOnly = await records({ status, companyId: world.nova.id })
      expect(ids(novaOnly.records)).toEqual(ids(world.purchases.filter((p) => p.status === status && p.companyId === world.nova.id)))
      expect(novaOnly.total).toBe(1)
    }
  })

  it("searches by order number and by the member's name, referral code and mobile", async () => {
    const target = world.purchases[4]
    const byOrder = await records({ search: target.transactionId.toLowerCase() })
    expect(ids(byOrder.records)).toEqual([target.id])

    const [row] = (await records({ companyId: world.nova.id, status: 'APPROVED' })).records
    for (const search of [row.user.name, row.user.referralCode.toLowerCase()]) {
      const found = await records({ search })
      expect(ids(found.records)).toEqual(ids(world.purchases.filter((p) => p.companyId === world.nova.id)))
    }
    const combined = await records({ search: row.user.referralCode, status: 'REJECTED' })
    expect(ids(combined.records)).toEqual([world.purchases[5].id])
    expect(await records({ search: 'nothing-matches-this' })).toEqual({ records: [], total: 0, totalCapped: false })
  })

  it('refuses a malformed company id, an unknown status and a limit above 100', async () => {
    for (const [query, message] of [
      [{ companyId: 'not-a-uuid' }, 'companyId must be a valid uuid'],
      [{ status: 'DONE' }, 'status must be one of PENDING, APPROVED, REJECTED'],
      [{ limit: 101 }, 'limit must be at most 100'],
    ] as const) {
      const res = await list(query)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: Object.keys(query)[0] }, message })
    }
  })

  it('is read-only: a super-admin token cannot approve or reject, and nothing moves', async () => {
    const pending = world.purchases[3]
    for (const decision of ['approve', 'reject']) {
      const res = await server.inject({ method: 'POST', url: `/api/v1/admin/transaction/${decision}`, headers: auth(superToken), payload: { id: pending.id } })
      expect(res.statusCode).toBe(403)
    }
    const [row] = await server.db.select({ status: purchases.status }).from(purchases).where(eq(purchases.id, pending.id))
    expect(row.status).toBe('PENDING')
  })

  it("keeps the company admins' own lists walled: each sees only its company's purchases", async () => {
    for (const [token, companyId] of [
      [world.demoAdminToken, DEMO_COMPANY_ID],
      [world.nova.adminToken, world.nova.id],
    ] as const) {
      const res = await server.inject({ method: 'GET', url: '/api/v1/admin/transaction/list?limit=100', headers: auth(token) })
      const own = res.json().data.records as { id: string }[]
      const others = world.purchases.filter((p) => p.companyId !== companyId).map((p) => p.id)
      expect(own.filter((r) => others.includes(r.id))).toEqual([])
      expect(own.filter((r) => world.purchases.some((p) => p.id === r.id))).toHaveLength(3)
    }
  })
})

// ------------------------------------------------------------------ beneficiaries

const NEW_BENEFICIARY = {
  holderName: 'Nova Platform Pvt Ltd',
  bankName: 'HDFC Bank',
  branch: 'Residency Road',
  accountNumber: '50100234567890',
  ifscCode: 'HDFC0001234',
  upi: 'novaplatform@hdfcbank',
}

function getBeneficiary(companyId: string, token = superToken) {
  return server.inject({ method: 'GET', url: `${BENEFICIARY_GET_URL}?companyId=${companyId}`, headers: auth(token) })
}

function updateBeneficiary(body: object, token = superToken) {
  return server.inject({ method: 'PUT', url: BENEFICIARY_UPDATE_URL, headers: auth(token), payload: body })
}

describe('superadmin beneficiary', () => {
  it("reads the demo company's beneficiary", async () => {
    const res = await getBeneficiary(DEMO_COMPANY_ID)
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data).toEqual({
      id: expect.any(String),
      holderName: expect.any(String),
      bankName: expect.any(String),
      branch: expect.any(String),
      accountNumber: expect.stringMatching(/^\d{9,18}$/),
      ifscCode: expect.stringMatching(/^[A-Z]{4}0[A-Z0-9]{6}$/),
      upi: expect.stringContaining('@'),
    })
    const admin = await server.inject({ method: 'GET', url: '/api/v1/admin/beneficiary/get', headers: auth(world.demoAdminToken) })
    expect(admin.json().data).toEqual(data)
  })

  it('answers null for a company that has none yet, and 404 for an unknown company', async () => {
    const fresh = await getBeneficiary(world.nova.id)
    expect(fresh.statusCode).toBe(200)
    expect(fresh.json()).toEqual({ status: true, message: 'Beneficiary fetched successfully', data: null })
    const unknown = await getBeneficiary(UNKNOWN_COMPANY_ID)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ status: false, code: 'COMPANY_NOT_FOUND', message: 'Company not found.' })
    expect((await getBeneficiary('not-a-uuid')).statusCode).toBe(400)
  })

  it("sets a company's beneficiary; its admin and members see it, the demo company's stays as it was", async () => {
    const demoBefore = (await getBeneficiary(DEMO_COMPANY_ID)).json().data
    const res = await updateBeneficiary({ companyId: world.nova.id, ...NEW_BENEFICIARY })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true, message: 'Beneficiary updated successfully', data: { id: expect.any(String), ...NEW_BENEFICIARY } })

    expect((await getBeneficiary(world.nova.id)).json().data).toEqual(res.json().data)
    const admin = await server.inject({ method: 'GET', url: '/api/v1/admin/beneficiary/get', headers: auth(world.nova.adminToken) })
    expect(admin.json().data).toEqual(res.json().data)
    const member = await server.inject({ method: 'GET', url: '/api/v1/user/package/beneficiary/get', headers: auth(world.novaMember.token) })
    expect(member.json().data.bankAccounts).toEqual([expect.objectContaining({ bankName: 'HDFC Bank', accountNumber: '50100234567890', ifscCode: 'HDFC0001234' })])
    expect(member.json().data.upi).toMatchObject({ id: 'novaplatform@hdfcbank' })

    expect((await getBeneficiary(DEMO_COMPANY_ID)).json().data).toEqual(demoBefore)
  })

  it('edits in place: a second update keeps one beneficiary with the same id', async () => {
    const first = (await updateBeneficiary({ companyId: world.nova.id, ...NEW_BENEFICIARY })).json().data
    const second = await updateBeneficiary({ companyId: world.nova.id, ...NEW_BENEFICIARY, branch: 'Koramangala', upi: 'nova.pay@hdfcbank' })
    expect(second.statusCode).toBe(200)
    expect(second.json().data).toEqual({ ...first, branch: 'Koramangala', upi: 'nova.pay@hdfcbank' })
    expect(await server.db.select().from(beneficiaries).where(eq(beneficiaries.companyId, world.nova.id))).toHaveLength(1)
  })

  const invalid: [string, object, string | string[]][] = [
    ['a missing holder name', { holderName: '' }, 'holderName is required'],
    ['a blank branch', { branch: '   ' }, 'branch is required'],
    ['a lower-case IFSC', { ifscCode: 'hdfc0001234' }, 'ifscCode is not valid'],
    ['an IFSC without the 0 in fifth place', { ifscCode: 'HDFC1001234' }, 'ifscCode is not valid'],
    ['an 8-digit account number', { accountNumber: '12345678' }, ['accountNumber must be at least 9 characters', 'accountNumber is not valid']],
    ['a 19-digit account number', { accountNumber: '1234567890123456789' }, ['accountNumber must be at most 18 characters', 'accountNumber is not valid']],
    ['an account number with letters', { accountNumber: '12345678901A' }, 'accountNumber is not valid'],
    ['a UPI id without a handle', { upi: 'novaplatform' }, 'upi is not valid'],
    ['a UPI id with a handle of digits', { upi: 'nova@123' }, 'upi is not valid'],
  ]

  it.each(invalid)('refuses %s with 400 and changes nothing', async (_label, overrides, message) => {
    const before = (await getBeneficiary(DEMO_COMPANY_ID)).json().data
    const res = await updateBeneficiary({ companyId: DEMO_COMPANY_ID, ...NEW_BENEFICIARY, ...overrides })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: Object.keys(overrides)[0] }, message })
    expect((await getBeneficiary(DEMO_COMPANY_ID)).json().data).toEqual(before)
  })

  it('refuses an update without a company or for an unknown one', async () => {
    const missing = await updateBeneficiary(NEW_BENEFICIARY)
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('companyId is required')
    const unknown = await updateBeneficiary({ companyId: UNKNOWN_COMPANY_ID, ...NEW_BENEFICIARY })
    expect(unknown.statusCode).toBe(404)
    expect(await server.db.select().from(beneficiaries).where(eq(beneficiaries.companyId, UNKNOWN_COMPANY_ID))).toEqual([])
  })
})
