import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { auth, buildTestApp, DEMO_COMPANY_ID, tokenFor } from '../helpers/app'
import { manualPurchase, neftUtr, purchaseId, purchaseRow, submitPurchase, uploadReceipt, upiUtr } from '../helpers/purchase-factories'
import {
  addAdmin,
  addMember,
  adminGet,
  approve,
  companyTotals,
  newCompanyWithAdmin,
  reject,
  setRemainingSupply,
  userRow,
  type CompanyMember,
  type TestCompany,
} from '../helpers/company-factories'

const ALREADY_APPROVED = 'This purchase has already been approved.'
const ALREADY_REJECTED = 'This purchase has already been rejected.'
const SUPPLY_SHORT = 'Not enough tokens remain in the private supply to approve this purchase.'
const NOT_FOUND = 'Purchase not found.'
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

interface AdminTransaction {
  id: string
  transactionId: string
  user: { id: string; referralCode: string; name: string; mobile: string }
  paymentMethod: string
  amount: string
  price: string
  totalQuantity: string
  feeAmount: string
  finalAmount: string
  status: string
  referenceNumber: string | null
  bankName: string | null
  receipt: { url: string } | null
  decidedBy: { id: string; name: string } | null
  decidedAt: string | null
  createdAt: string
}

let server: FastifyInstance
beforeAll(async () => {
  server = await buildTestApp()
})
afterAll(() => server.close())

/** A company selling at 5.00 a token with a 1% fee: 1000 INR buys 200 tokens for 1010.00 in all. */
const terms = { price: '5.00', platformChargePercent: '1.00' }

async function buy(member: CompanyMember, body = manualPurchase('1000')): Promise<string> {
  const res = await submitPurchase(server, member.token!, body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.id
}

async function upiBody(member: CompanyMember, amount = '1000') {
  return { purchaseId: purchaseId(), paymentMethod: 'UPI', amount, referenceNumber: upiUtr(), receiptId: await uploadReceipt(server, member.token!) }
}

function list(token: string, query: Record<string, string | number> = {}) {
  return adminGet(server, token, 'transaction/list', query)
}

/** Everything an approval or rejection could move, to prove a refused one moved nothing. */
async function snapshot(companyId: string, purchase: string, memberId: string) {
  const row = await purchaseRow(server, purchase)
  return {
    purchase: { status: row.status, decidedById: row.decidedById, decidedAt: row.decidedAt },
    totals: await companyTotals(server, companyId),
    stockBalance: (await userRow(server, memberId)).stockBalance,
  }
}

describe('transaction/list', () => {
  let company: TestCompany
  let priya: CompanyMember
  let vikram: CompanyMember
  let upi: { id: string; ref: string; utr: string }
  let bank: { id: string; utr: string }
  let manual: string

  beforeAll(async () => {
    company = await newCompanyWithAdmin(server, terms)
    priya = await addMember(server, company.id, { name: 'Priya Shah' })
    vikram = await addMember(server, company.id, { name: 'Vikram Rao' })
    const upiOrder = await upiBody(priya)
    upi = { id: await buy(priya, upiOrder), ref: upiOrder.purchaseId, utr: upiOrder.referenceNumber }
    const bankUtr = neftUtr()
    bank = {
      id: await buy(vikram, {
        purchaseId: purchaseId(),
        paymentMethod: 'BANK',
        amount: '250.50',
        referenceNumber: bankUtr,
        receiptId: await uploadReceipt(server, vikram.token!),
        bankName: 'Canara Bank',
      }),
      utr: bankUtr,
    }
    manual = await buy(priya, manualPurchase('99.99'))
    // The demo company's purchases must never show up here.
    const demoBuyer = await addMember(server, DEMO_COMPANY_ID, { name: 'Priya Demo' })
    await buy(demoBuyer)
  })

  it("lists the company's purchases newest first with the admin view of each and the total", async () => {
    const res = await list(company.admin.token)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ status: true, message: 'Transactions fetched successfully', data: { total: 3 } })
    const records: AdminTransaction[] = body.data.records
    expect(records.map((r) => r.id)).toEqual([manual, bank.id, upi.id])
    expect(records[2]).toEqual({
      id: upi.id,
      transactionId: upi.ref,
      user: { id: priya.id, referralCode: priya.referralCode, name: 'Priya Shah', mobile: priya.mobile },
      paymentMethod: 'UPI',
      amount: '1000.00',
      price: '5.00',
      totalQuantity: '200',
      feeAmount: '10.00',
      finalAmount: '1010.00',
      status: 'PENDING',
      referenceNumber: upi.utr,
      bankName: null,
      receipt: { url: expect.stringMatching(/^\/api\/v1\/media\/file\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/) },
      decidedBy: null,
      decidedAt: null,
      rejectionReason: null,
      rewards: [],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    })
    expect(records[1]).toMatchObject({
      paymentMethod: 'BANK',
      amount: '250.50',
      totalQuantity: '50',
      feeAmount: '2.51',
      finalAmount: '253.01',
      bankName: 'Canara Bank',
      referenceNumber: bank.utr,
    })
    expect(records[0]).toMatchObject({
      paymentMethod: 'MANUAL',
      amount: '99.99',
      totalQuantity: '19',
      feeAmount: '1.00',
      finalAmount: '100.99',
      referenceNumber: null,
      receipt: null,
    })
  })

  it('gives the receipt as a signed link that opens the file, and refuses a tampered one', async () => {
    const [record] = (await list(company.admin.token, { search: upi.utr })).json().data.records as AdminTransaction[]
    const file = await server.inject({ method: 'GET', url: record.receipt!.url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.headers['x-content-type-options']).toBe('nosniff')
    const tampered = await server.inject({ method: 'GET', url: record.receipt!.url.replace(/signature=.{4}/, 'signature=AAAA') })
    expect(tampered.statusCode).toBe(403)
  })

  it('filters by status', async () => {
    const other = await newCompanyWithAdmin(server, terms)
    const buyer = await addMember(server, other.id)
    const [a, b, c] = [await buy(buyer), await buy(buyer), await buy(buyer)]
    expect((await approve(server, other.admin.token, a)).statusCode).toBe(200)
    expect((await reject(server, other.admin.token, b)).statusCode).toBe(200)
    const ids = async (status: string) => {
      const data = (await list(other.admin.token, { status })).json().data
      expect(data.total).toBe(data.records.length)
      return data.records.map((r: AdminTransaction) => r.id)
    }
    expect(await ids('PENDING')).toEqual([c])
    expect(await ids('APPROVED')).toEqual([a])
    expect(await ids('REJECTED')).toEqual([b])
    expect((await list(other.admin.token)).json().data.total).toBe(3)
  })

  it("searches the member's referral code, name and mobile, the order number, the UTR and the method, case-insensitively", async () => {
    const found = async (search: string) => ((await list(company.admin.token, { search })).json().data.records as AdminTransaction[]).map((r) => r.id)
    expect(await found(priya.referralCode.toLowerCase())).toEqual([manual, upi.id])
    expect(await found('vikram')).toEqual([bank.id])
    expect(await found(vikram.mobile)).toEqual([bank.id])
    expect(await found(upi.ref)).toEqual([upi.id])
    expect(await found(bank.utr.toLowerCase())).toEqual([bank.id])
    expect(await found('manual')).toEqual([manual])
    expect(await found(priya.email.toUpperCase())).toEqual([manual, upi.id])
    // The order number and UTR are searched as one text, and so are the member's fields, but a term
    // never runs from one into the next.
    expect(await found(`${upi.ref}${upi.utr}`)).toEqual([])
    expect(await found(`shah${priya.email.slice(0, 6)}`)).toEqual([])
    expect(await found('%')).toEqual([])
    expect(await found('Priya Demo')).toEqual([])
    const both = (await list(company.admin.token, { search: 'priya', status: 'PENDING', limit: 1 })).json().data
    expect(both.total).toBe(2)
    expect(both.records.map((r: AdminTransaction) => r.id)).toEqual([manual])
  })

  it('counts a purchase found two ways (its method and its member) once, and pages and filters the matches', async () => {
    const other = await newCompanyWithAdmin(server, terms)
    const rupinder = await addMember(server, other.id, { name: 'Rupinder Kaur' })
    const anil = await addMember(server, other.id, { name: 'Anil Gupta' })
    const both = await buy(rupinder, await upiBody(rupinder))
    const byMethod = await buy(anil, await upiBody(anil))
    const byMember = await buy(rupinder, manualPurchase('10'))
    await buy(anil, manualPurchase('10'))
    const ids = (data: { records: AdminTransaction[] }) => data.records.map((r) => r.id)

    const all = (await list(other.admin.token, { search: 'UPI' })).json().data
    expect(all.total).toBe(3)
    expect(ids(all)).toEqual([byMember, byMethod, both])
    const page2 = (await list(other.admin.token, { search: 'upi', page: 2, limit: 2 })).json().data
    expect(page2.total).toBe(3)
    expect(ids(page2)).toEqual([both])
    const pastTheEnd = (await list(other.admin.token, { search: 'upi', page: 3, limit: 2 })).json().data
    expect(pastTheEnd).toEqual({ records: [], total: 3, totalCapped: false })

    expect((await approve(server, other.admin.token, both)).statusCode).toBe(200)
    const approved = (await list(other.admin.token, { search: 'upi', status: 'APPROVED' })).json().data
    expect(approved.total).toBe(1)
    expect(ids(approved)).toEqual([both])
    const pending = (await list(other.admin.token, { search: 'rupinder', status: 'PENDING' })).json().data
    expect(pending.total).toBe(1)
    expect(ids(pending)).toEqual([byMember])
  })

  it('pages with 1-based page and limit, and refuses a bad page, limit or status with 400', async () => {
    const page2 = (await list(company.admin.token, { page: 2, limit: 2 })).json().data
    expect(page2.total).toBe(3)
    expect(page2.records.map((r: AdminTransaction) => r.id)).toEqual([upi.id])
    for (const [query, message] of [
      [{ page: 0 }, 'page must be at least 1'],
      [{ limit: 101 }, 'limit must be at most 100'],
      [{ status: 'DONE' }, 'status must be one of PENDING, APPROVED, REJECTED'],
    ] as const) {
      const res = await list(company.admin.token, query)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: Object.keys(query)[0] }, message })
    }
  })
})

describe('transaction/approve', () => {
  it('moves PENDING to APPROVED, takes the supply, credits the member, adds to the method total, and records who and when', async () => {
    const company = await newCompanyWithAdmin(server, terms)
    const member = await addMember(server, company.id, { name: 'Anil Gupta' })
    const id = await buy(member, await upiBody(member))
    const before = await companyTotals(server, company.id)
    const started = Date.now()

    const res = await approve(server, company.admin.token, id)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      status: true,
      message: 'Purchase approved successfully',
      data: { id, status: 'APPROVED', totalQuantity: '200', finalAmount: '1010.00', decidedBy: { id: company.admin.id, name: company.admin.name } },
    })
    const decidedAt = Date.parse(body.data.decidedAt)
    expect(decidedAt).toBeGreaterThanOrEqual(started - 5_000)
    expect(decidedAt).toBeLessThanOrEqual(Date.now() + 5_000)

    const row = await purchaseRow(server, id)
    expect(row).toMatchObject({ status: 'APPROVED', decidedById: company.admin.id })
    expect(row.decidedAt?.toISOString()).toBe(body.data.decidedAt)
    expect(before).toMatchObject({ remainingPrivateSupply: '300000.00', tokensSold: '0.00', collectedUpi: '0.00' })
    expect(await companyTotals(server, company.id)).toEqual({
      remainingPrivateSupply: '299800.00',
      tokensSold: '200.00',
      collectedBank: '0.00',
      collectedUpi: '1010.00',
      collectedManual: '0.00',
      collectedCrypto: '0.00',
    })
    expect((await userRow(server, member.id)).stockBalance).toBe('200.00')

    // The member sees it at once: balance on the profile, status in their history, less supply on sale.
    const profile = await server.inject({ method: 'GET', url: '/api/v1/user/auth/profile/get', headers: auth(member.token!) })
    expect(profile.json().data.stockBalance).toBe('200')
    const history = await server.inject({ method: 'GET', url: '/api/v1/user/transaction/list?status=APPROVED', headers: auth(member.token!) })
    expect(history.json().data.records.map((r: { id: string }) => r.id)).toEqual([id])
    const price = await server.inject({ method: 'GET', url: '/api/v1/user/package/price/get', headers: auth(member.token!) })
    expect(price.json().data.remainingPrivateSupply).toBe('299800')
  })

  it('adds up purchases of one member and each payment method in its own running total', async () => {
    const company = await newCompanyWithAdmin(server, terms)
    const member = await addMember(server, company.id)
    const ids = [
      await buy(member, manualPurchase('1000')),
      await buy(member, manualPurchase('500')),
      await buy(member, await upiBody(member, '2000')),
      await buy(member, {
        purchaseId: purchaseId(),
        paymentMethod: 'BANK',
        amount: '333.33',
        referenceNumber: neftUtr(),
        receiptId: await uploadReceipt(server, member.token!),
        bankName: 'Canara Bank',
      }),
    ]
    for (const id of ids) expect((await approve(server, company.admin.token, id)).statusCode).toBe(200)
    // 200 + 100 + 400 + 66 tokens; fees 10.00, 5.00, 20.00 and 3.33.
    expect(await companyTotals(server, company.id)).toEqual({
      remainingPrivateSupply: '299234.00',
      tokensSold: '766.00',
      collectedBank: '336.66',
      collectedUpi: '2020.00',
      collectedManual: '1515.00',
      collectedCrypto: '0.00',
    })
    expect((await userRow(server, member.id)).stockBalance).toBe('766.00')
  })

  it('refuses a second approval with 409 and moves nothing', async () => {
    const company = await newCompanyWithAdmin(server, terms)
    const member = await addMember(server, company.id)
    const id = await buy(member)
    expect((await approve(server, company.admin.token, id)).statusCode).toBe(200)
    const after = await snapshot(company.id, id, member.id)
    const again = await approve(server, company.admin.token, id)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ status: false, code: 'PURCHASE_ALREADY_DECIDED', params: { status: 'approved' }, message: ALREADY_APPROVED })
    expect(await snapshot(company.id, id, member.id)).toEqual(after)
    expect(after.totals.remainingPrivateSupply).toBe('299800.00')
  })

  it('refuses to approve a rejected purchase, and to reject an approved one', async () => {
    const company = await newCompanyWithAdmin(server, terms)
    const member = await addMember(server, company.id)
    const rejected = await buy(member)
    expect((await reject(server, company.admin.token, rejected)).statusCode).toBe(200)
    const beforeApprove = await snapshot(company.id, rejected, member.id)
    const res = await approve(server, company.admin.token, rejected)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ status: false, code: 'PURCHASE_ALREADY_DECIDED', params: { status: 'rejected' }, message: ALREADY_REJECTED })
    expect(await snapshot(company.id, rejected, member.id)).toEqual(beforeApprove)
    expect(beforeApprove.totals.remainingPrivateSupply).toBe('300000.00')

    const approved = await buy(member)
    expect((await approve(server, company.admin.token, approved)).statusCode).toBe(200)
    const beforeReject = await snapshot(company.id, approved, member.id)
    const res2 = await reject(server, company.admin.token, approved)
    expect(res2.statusCode).toBe(409)
    expect(res2.json()).toEqual({ status: false, code: 'PURCHASE_ALREADY_DECIDED', params: { status: 'approved' }, message: ALREADY_APPROVED })
    expect(await snapshot(company.id, approved, member.id)).toEqual(beforeReject)
  })

  it('refuses to approve beyond the remaining supply with 409, changing nothing; with just enough it empties the supply', async () => {
    const company = await newCompanyWithAdmin(server, terms)
    const member = await addMember(server, company.id)
    const id = await buy(member)
    await setRemainingSupply(server, company.id, '199.99')
    const before = await snapshot(company.id, id, member.id)
    const res = await approve(server, company.admin.token, id)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ status: false, code: 'SUPPLY_EXHAUSTED', message: SUPPLY_SHORT })
    expect(await snapshot(company.id, id, member.id)).toEqual(before)
    expect(before.purchase).toEqual({ status: 'PENDING', decidedById: null, decidedAt: null })
    expect(before.totals.remainingPrivateSupply).toBe('199.99')

    await setRemainingSupply(server, company.id, '200.00')
    expect((await approve(server, company.admin.token, id)).statusCode).toBe(200)
    expect(await companyTotals(server, company.id)).toMatchObject({ remainingPrivateSupply: '0.00', tokensSold: '200.00', collectedManual: '1010.00' })
    expect((await userRow(server, member.id)).stockBalance).toBe('200.00')
  })

  it('records the admin who decided, when two admins of one company work the queue', async () => {
    const company = await newCompanyWithAdmin(server, terms)
    const second = await addAdmin(server, company.id, company.tokenSymbol, { name: 'Night Shift' })
    const member = await addMember(server, company.id)
    const id = await buy(member)
    const res = await approve(server, second.token, id)
    expect(res.json().data.decidedBy).toEqual({ id: second.id, name: 'Night Shift' })
    const late = await reject(server, company.admin.token, id)
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe(ALREADY_APPROVED)
    expect((await purchaseRow(server, id)).decidedById).toBe(second.id)
    const [listed] = (await list(company.admin.token, { status: 'APPROVED' })).json().data.records as AdminTransaction[]
    expect(listed.decidedBy).toEqual({ id: second.id, name: 'Night Shift' })
  })

  it('answers 404 for an unknown purchase and 400 for a missing or malformed id', async () => {
    const token = await tokenFor(server, 'admin@str.example')
    for (const call of [approve, reject]) {
      const unknown = await call(server, token, UNKNOWN_ID)
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json()).toEqual({ status: false, code: 'PURCHASE_NOT_FOUND', message: NOT_FOUND })
      const bad = await call(server, token, 'PUR-000001')
      expect(bad.statusCode).toBe(400)
      expect(bad.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: 'id' }, message: 'id must be a valid uuid' })
    }
    const missing = await server.inject({ method: 'POST', url: '/api/v1/admin/transaction/approve', headers: auth(token), payload: {} })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('id is required')
  })
})

describe('transaction/reject', () => {
  it('moves PENDING to REJECTED and records who and when; supply, balance and totals stay', async () => {
    const company = await newCompanyWithAdmin(server, terms)
    const member = await addMember(server, company.id)
    const id = await buy(member, await upiBody(member))
    const before = await snapshot(company.id, id, member.id)
    const res = await reject(server, company.admin.token, id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: true,
      message: 'Purchase rejected successfully',
      data: { id, status: 'REJECTED', decidedBy: { id: company.admin.id, name: company.admin.name }, decidedAt: expect.any(String) },
    })
    const row = await purchaseRow(server, id)
    expect(row).toMatchObject({ status: 'REJECTED', decidedById: company.admin.id })
    expect(row.decidedAt?.toISOString()).toBe(res.json().data.decidedAt)
    expect(await companyTotals(server, company.id)).toEqual(before.totals)
    expect((await userRow(server, member.id)).stockBalance).toBe('0.00')

    const again = await reject(server, company.admin.token, id)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ status: false, code: 'PURCHASE_ALREADY_DECIDED', params: { status: 'rejected' }, message: ALREADY_REJECTED })
    expect((await purchaseRow(server, id)).decidedAt).toEqual(row.decidedAt)
  })
})

describe('company walls', () => {
  it("lets a second company's admin list, see, approve or reject nothing of the first: its ids answer 404", async () => {
    const first = await newCompanyWithAdmin(server, terms)
    const member = await addMember(server, first.id, { name: 'Walled Member' })
    const pending = await buy(member, await upiBody(member))
    const approved = await buy(member)
    expect((await approve(server, first.admin.token, approved)).statusCode).toBe(200)
    const before = [await snapshot(first.id, pending, member.id), await snapshot(first.id, approved, member.id)]

    const second = await newCompanyWithAdmin(server, terms)
    const seen = (await list(second.admin.token, { limit: 100 })).json().data
    expect(seen).toEqual({ records: [], total: 0, totalCapped: false })
    expect((await list(second.admin.token, { search: member.referralCode })).json().data.total).toBe(0)
    for (const id of [pending, approved]) {
      for (const call of [approve, reject]) {
        const res = await call(server, second.admin.token, id)
        expect(res.statusCode).toBe(404)
        expect(res.json()).toEqual({ status: false, code: 'PURCHASE_NOT_FOUND', message: NOT_FOUND })
      }
    }
    expect([await snapshot(first.id, pending, member.id), await snapshot(first.id, approved, member.id)]).toEqual(before)
    expect(await companyTotals(server, second.id)).toMatchObject({ remainingPrivateSupply: '300000.00', tokensSold: '0.00' })
  })
})
