import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { eq, inArray } from 'drizzle-orm'
import { purchases } from '../../server/db/schema'
import { auth, buildTestApp, tokenFor } from '../helpers/app'
import {
  manualPurchase,
  neftUtr,
  newCompany,
  newMember,
  pngBytes,
  purchaseId,
  submitPurchase,
  uploadReceipt,
  upiUtr,
  type PurchaseBody,
  type TestMember,
} from '../helpers/purchase-factories'

interface HistoryRecord {
  id: string
  transactionId: string
  createdAt: string
  paymentMethod: string
  referenceNumber: string | null
  amount: string
  finalAmount: string
  status: string
  receipt: { url: string } | null
}

let server: FastifyInstance
let member: TestMember
/** The member's 25 orders in the order they were submitted. */
const submitted: PurchaseBody[] = []
const storedIds: string[] = []

/** Every third order is UPI, every third BANK, the rest MANUAL; 7 end APPROVED and 5 REJECTED. */
const methodOf = (i: number) => (['UPI', 'BANK', 'MANUAL'] as const)[i % 3]
const statusOf = (i: number) => (i < 7 ? 'APPROVED' : i < 12 ? 'REJECTED' : 'PENDING')

async function orderFor(buyer: TestMember, i: number): Promise<PurchaseBody> {
  const amount = String(1000 + i * 10)
  switch (methodOf(i)) {
    case 'UPI':
      return { purchaseId: purchaseId(), paymentMethod: 'UPI', amount, referenceNumber: upiUtr(), receiptId: await uploadReceipt(server, buyer.token) }
    case 'BANK':
      return {
        purchaseId: purchaseId(),
        paymentMethod: 'BANK',
        amount,
        referenceNumber: neftUtr(),
        receiptId: await uploadReceipt(server, buyer.token),
        bankName: 'State Bank of India',
      }
    default:
      return manualPurchase(amount)
  }
}

async function submitOrThrow(token: string, body: PurchaseBody): Promise<string> {
  const res = await submitPurchase(server, token, body)
  if (res.statusCode !== 200) throw new Error(`purchase answered ${res.statusCode}: ${res.body}`)
  return res.json().data.id
}

async function history(token: string, query: object = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
  return server.inject({ method: 'GET', url: `/api/v1/user/transaction/list?${search}`, headers: auth(token) })
}

async function records(token: string, query: object = {}): Promise<HistoryRecord[]> {
  const res = await history(token, query)
  expect(res.statusCode).toBe(200)
  return res.json().data.records
}

const refs = (rows: HistoryRecord[]) => rows.map((r) => r.transactionId)
/** Submission order reversed: the newest first. */
const newestFirst = (bodies: PurchaseBody[]) => bodies.map((b) => b.purchaseId).reverse()

beforeAll(async () => {
  server = await buildTestApp()
  member = await newMember(server)
  for (let i = 0; i < 25; i++) {
    const body = await orderFor(member, i)
    submitted.push(body)
    storedIds.push(await submitOrThrow(member.token, body))
  }
  // Approval and rejection belong to the admin feature; here they are only states to filter on.
  for (const status of ['APPROVED', 'REJECTED'] as const) {
    const ids = storedIds.filter((_, i) => statusOf(i) === status)
    await server.db.update(purchases).set({ status }).where(inArray(purchases.id, ids))
  }
})
afterAll(() => server.close())

describe("a member's payment history", () => {
  it('pages 25 purchases by 10 into 3 pages, the last holding 5, newest first', async () => {
    const pages = []
    for (const page of [1, 2, 3]) {
      const res = await history(member.token, { page, limit: 10 })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ status: true, message: 'Transactions fetched successfully', data: { lastPage: 3 } })
      pages.push(res.json().data.records as HistoryRecord[])
    }
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5])
    expect(refs(pages.flat())).toEqual(newestFirst(submitted))
    expect(new Set(pages.flat().map((r) => r.id))).toEqual(new Set(storedIds))
    const times = pages.flat().map((r) => Date.parse(r.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('answers page 1 of 10 when asked nothing, and an empty page past the end', async () => {
    const res = await history(member.token)
    expect(res.json().data.lastPage).toBe(3)
    expect(refs(res.json().data.records)).toEqual(newestFirst(submitted).slice(0, 10))
    const past = await history(member.token, { page: 4, limit: 10 })
    expect(past.json().data).toEqual({ records: [], lastPage: 3 })
    const wide = await history(member.token, { limit: 100 })
    expect(wide.json().data.lastPage).toBe(1)
    expect(wide.json().data.records).toHaveLength(25)
  })

  it('filters by status', async () => {
    for (const status of ['APPROVED', 'REJECTED', 'PENDING'] as const) {
      const expected = newestFirst(submitted.filter((_, i) => statusOf(i) === status))
      const rows = await records(member.token, { status, limit: 100 })
      expect(refs(rows)).toEqual(expected)
      expect(rows.every((r) => r.status === status)).toBe(true)
    }
    const paged = await history(member.token, { status: 'PENDING', limit: 5 })
    expect(paged.json().data.lastPage).toBe(3)
    expect(paged.json().data.records).toHaveLength(5)
  })

  it('searches the transaction id, by whole id or fragment', async () => {
    const target = submitted[4].purchaseId!
    expect(refs(await records(member.token, { search: target }))).toEqual([target])
    expect(refs(await records(member.token, { search: target.toLowerCase() }))).toEqual([target])
    // A fragment can also stand in a UTR (the run's random UTR prefix can hold '009'): the search
    // covers the order id, the method and the UTR, so the expected rows are those of all three.
    const fragment = target.slice(-3)
    const matches = (b: PurchaseBody) => [b.purchaseId, b.paymentMethod, b.referenceNumber].some((text) => text?.toLowerCase().includes(fragment.toLowerCase()))
    const expected = newestFirst(submitted.filter(matches))
    expect(expected.length).toBeGreaterThan(0)
    expect(refs(await records(member.token, { search: fragment, limit: 100 }))).toEqual(expected)
  })

  it('searches the payment method, whatever the letter case', async () => {
    for (const [search, method] of [
      ['upi', 'UPI'],
      ['Bank', 'BANK'],
      ['MANUAL', 'MANUAL'],
    ]) {
      const rows = await records(member.token, { search, limit: 100 })
      expect(refs(rows)).toEqual(newestFirst(submitted.filter((b) => b.paymentMethod === method)))
    }
  })

  it('searches the UTR, by whole number or fragment', async () => {
    const upi = submitted[0]
    expect(refs(await records(member.token, { search: upi.referenceNumber! }))).toEqual([upi.purchaseId])
    const bank = submitted[1]
    expect(refs(await records(member.token, { search: bank.referenceNumber!.slice(-9) }))).toEqual([bank.purchaseId])
    expect(refs(await records(member.token, { search: bank.referenceNumber!.slice(-9).toLowerCase() }))).toEqual([bank.purchaseId])
  })

  it('combines search with the status filter', async () => {
    const expected = newestFirst(submitted.filter((b, i) => b.paymentMethod === 'UPI' && statusOf(i) === 'APPROVED'))
    expect(expected.length).toBeGreaterThan(0)
    expect(refs(await records(member.token, { search: 'upi', status: 'APPROVED', limit: 100 }))).toEqual(expected)
  })

  it('takes LIKE wildcards in a search literally', async () => {
    for (const search of ['%', '_', 'PUR-%', '\\']) {
      expect(await records(member.token, { search })).toEqual([])
    }
    expect(refs(await records(member.token, { search: '', limit: 100 }))).toHaveLength(25)
  })

  it('describes each record with its figures and the receipt as a signed link', async () => {
    const rows = await records(member.token, { limit: 100 })
    const upi = rows.find((r) => r.transactionId === submitted[0].purchaseId)!
    expect(upi).toEqual({
      id: storedIds[0],
      transactionId: submitted[0].purchaseId,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      paymentMethod: 'UPI',
      referenceNumber: submitted[0].referenceNumber,
      amount: '1000.00',
      price: '10.00',
      totalQuantity: '100',
      platformChargePercent: '2.00',
      feeAmount: '20.00',
      finalAmount: '1020.00',
      status: 'APPROVED',
      receipt: { url: expect.stringMatching(new RegExp(`^/api/v1/media/file/${submitted[0].receiptId}\\?expires=\\d+&signature=[\\w-]+$`)) },
      rejectionReason: null,
    })
    const manual = rows.find((r) => r.transactionId === submitted[2].purchaseId)!
    expect(manual).toMatchObject({ paymentMethod: 'MANUAL', referenceNumber: null, receipt: null, amount: '1020.00', finalAmount: '1040.40' })
    // The time is the stored one to the millisecond, in UTC: the page carries it as text, read back here.
    const [stored] = await server.db.select({ createdAt: purchases.createdAt }).from(purchases).where(eq(purchases.id, storedIds[0]))
    expect(upi.createdAt).toBe(stored.createdAt.toISOString())
  })

  it('gives a receipt link that downloads the uploaded file with its type, and nothing once tampered', async () => {
    const [row] = await records(member.token, { search: submitted[0].purchaseId! })
    const file = await server.inject({ method: 'GET', url: row.receipt!.url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.headers['x-content-type-options']).toBe('nosniff')
    expect(file.rawPayload.equals(pngBytes())).toBe(true)

    const tampered = await server.inject({ method: 'GET', url: `${row.receipt!.url}x` })
    expect(tampered.statusCode).toBe(403)
    const otherFile = await server.inject({ method: 'GET', url: row.receipt!.url.replace(submitted[0].receiptId!, submitted[3].receiptId!) })
    expect(otherFile.statusCode).toBe(403)
  })

  it('is empty for a member who has bought nothing', async () => {
    const newcomer = await newMember(server)
    const res = await history(newcomer.token)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ records: [], lastPage: 1 })
  })
})

describe('whose history it is', () => {
  it("never shows another member's purchases, in the company or outside it", async () => {
    const neighbour = await newMember(server)
    const neighbourOrder = await orderFor(neighbour, 1)
    await submitOrThrow(neighbour.token, neighbourOrder)
    const company = await newCompany(server)
    const outsiderOrder = await orderFor(company.member, 0)
    await submitOrThrow(company.member.token, outsiderOrder)
    const demoMember = await tokenFor(server, 'member@str.example')
    await submitOrThrow(demoMember, manualPurchase('500', submitted[5].purchaseId))

    const mine = await records(member.token, { limit: 100 })
    expect(refs(mine)).toEqual(newestFirst(submitted))
    expect(new Set(mine.map((r) => r.id))).toEqual(new Set(storedIds))
    for (const order of [neighbourOrder, outsiderOrder]) {
      expect(await records(member.token, { search: order.referenceNumber! })).toEqual([])
    }

    expect(refs(await records(neighbour.token, { limit: 100 }))).toEqual([neighbourOrder.purchaseId])
    expect(refs(await records(company.member.token, { limit: 100 }))).toEqual([outsiderOrder.purchaseId])
    const demo = await records(demoMember, { limit: 100 })
    expect(demo).toHaveLength(1)
    expect(demo[0]).toMatchObject({ transactionId: submitted[5].purchaseId, amount: '500.00' })
    expect(demo[0].id).not.toBe(storedIds[5])
  })

  it('answers only a signed-in member', async () => {
    expect((await server.inject({ method: 'GET', url: '/api/v1/user/transaction/list' })).statusCode).toBe(401)
    const admin = await tokenFor(server, 'admin@str.example')
    expect((await history(admin)).statusCode).toBe(403)
  })
})

describe('history paging and filters that are refused', () => {
  it.each([
    [{ limit: 101 }, 'limit must be at most 100'],
    [{ limit: 0 }, 'limit must be at least 1'],
    [{ page: 0 }, 'page must be at least 1'],
    [{ page: -1 }, 'page must be at least 1'],
    [{ page: 'two' }, 'page must be an integer'],
    [{ status: 'DONE' }, 'status must be one of PENDING, APPROVED, REJECTED'],
    [{ search: 'x'.repeat(101) }, 'search must be at most 100 characters'],
  ])('refuses %o with 400', async (query, message) => {
    const res = await history(member.token, query)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: Object.keys(query)[0] }, message })
  })
})
