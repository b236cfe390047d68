import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { purchases, users } from '../../server/db/schema'
import { auth, buildTestApp } from '../helpers/app'
import { addMember, approve, insertPendingPurchases, newCompanyWithAdmin, reject, type CompanyMember, type TestCompany } from '../helpers/company-factories'

let server: FastifyInstance
let company: TestCompany

beforeAll(async () => {
  server = await buildTestApp()
  company = await newCompanyWithAdmin(server, { price: '5.00', platformChargePercent: '1.50' })
})
afterAll(async () => {
  await server.close()
})

const receiptUrl = (id: string) => `/api/v1/user/transaction/${id}/receipt`
// 10:48 am in India.
const APPROVED_AT = new Date('2026-11-27T05:18:00Z')

/** A member's UPI purchase of 24,692 tokens at ₹5 with a 1.5% fee, approved by the company's admin at APPROVED_AT. */
async function approvedPurchase(member: CompanyMember, utr: string) {
  const [id] = await insertPendingPurchases(server, company.id, [member.id], 1, { quantity: 24692, price: '5.00', feePercent: '1.50', method: 'UPI' })
  await server.db.update(purchases).set({ referenceNumber: utr }).where(eq(purchases.id, id))
  expect((await approve(server, company.admin.token, id)).statusCode).toBe(200)
  await server.db.update(purchases).set({ decidedAt: APPROVED_AT }).where(eq(purchases.id, id))
  const [{ purchaseRef }] = await server.db.select({ purchaseRef: purchases.purchaseRef }).from(purchases).where(eq(purchases.id, id))
  return { id, orderNumber: purchaseRef }
}

/** The text a reader's PDF viewer finds on each page, runs joined as they sit on the page. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise
  const texts: string[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent()
    texts.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''))
  }
  await pdf.destroy()
  return texts.join('\n')
}

async function download(token: string, id: string) {
  return server.inject({ method: 'GET', url: receiptUrl(id), headers: auth(token) })
}

describe('a payment receipt', () => {
  it('is the approved purchase as a PDF attachment, in English for an English member', async () => {
    const member = await addMember(server, company.id, { name: 'Asha Menon' })
    const { id, orderNumber } = await approvedPurchase(member, '612345678901')

    const res = await download(member.token!, id)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${orderNumber}.pdf"`)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    // The faces are embedded, so ₹ and Devanagari render without the reader's own fonts.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/FontFile2/)

    const text = await pdfText(res.rawPayload)
    expect(text).toContain('Payment receipt')
    expect(text).toContain('Second Co')
    expect(text).toContain(`(${company.tokenSymbol})`)
    expect(text).toContain('Asha Menon')
    expect(text).toContain(member.email)
    expect(text).toContain(member.mobile)
    expect(text).toContain(member.referralCode)
    expect(text).toContain(orderNumber)
    expect(text).toMatch(/Amount\s*₹1,23,460\.00/)
    expect(text).toMatch(/Platform fee \(1\.5%\)\s*₹1,851\.90/)
    expect(text).toMatch(/Total paid\s*₹1,25,311\.90/)
    expect(text).toContain(`24,692 ${company.tokenSymbol}`)
    expect(text).toMatch(/Payment method\s*UPI/)
    expect(text).toContain('612345678901')
    expect(text).toContain('27 Nov 2026, 10:48 am IST')
    expect(text).toMatch(new RegExp(`Approved by\\s*${company.admin.name}`))
  })

  it('is in Hindi for a member who reads Hindi: Devanagari name and labels, the same figures', async () => {
    const member = await addMember(server, company.id, { name: 'राहुल कपूर' })
    await server.db.update(users).set({ language: 'hi' }).where(eq(users.id, member.id))
    const { id, orderNumber } = await approvedPurchase(member, '712345678901')

    const res = await download(member.token!, id)
    expect(res.statusCode).toBe(200)
    const text = await pdfText(res.rawPayload)
    // Devanagari comes back through the embedded face's ToUnicode map; a name without reordered
    // vowel signs reads back exactly.
    expect(text).toContain('राहुल कपूर')
    // Labels whose letters need no reordering read back as written (an i-matra or a reph comes back in glyph order).
    expect(text).toContain('भुगतान रसीद')
    expect(text).toMatch(/कुल भुगतान\s*₹1,25,311\.90/)
    expect(text).toMatch(/भुगतान का तरीका\s*UPI/)
    expect(text).not.toContain('Payment receipt')
    expect(text).toContain(orderNumber)
    expect(text).toContain('₹1,23,460.00')
    expect(text).toContain('₹1,851.90')
    expect(text).toContain('₹1,25,311.90')
    expect(text).toContain(`24,692 ${company.tokenSymbol}`)
    expect(text).toContain('712345678901')
    expect(text).toContain('UPI')
    expect(text).toContain('27 नवंबर 2026, 10:48 am IST')
    expect(text).toContain(company.admin.name)
  })

  it("is another member's purchase as if it did not exist, and so is an unknown id", async () => {
    const owner = await addMember(server, company.id)
    const stranger = await addMember(server, company.id)
    const { id } = await approvedPurchase(owner, '812345678901')

    const theirs = await download(stranger.token!, id)
    const unknown = await download(stranger.token!, '00000000-0000-4000-8000-000000000000')
    for (const res of [theirs, unknown]) {
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.json()).toEqual({ status: false, code: 'PAYMENT_RECEIPT_NOT_FOUND', message: 'Receipt not found.' })
    }
  })

  it('is not made for a pending or a rejected purchase', async () => {
    const member = await addMember(server, company.id)
    const [pending, rejected] = await insertPendingPurchases(server, company.id, [member.id], 2)
    expect((await reject(server, company.admin.token, rejected)).statusCode).toBe(200)
    for (const id of [pending, rejected]) {
      const res = await download(member.token!, id)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ status: false, code: 'PAYMENT_RECEIPT_NOT_READY', message: 'A receipt is available once the purchase is approved.' })
    }
  })

  it('needs a signed-in member', async () => {
    const member = await addMember(server, company.id)
    const { id } = await approvedPurchase(member, '912345678901')
    const res = await server.inject({ method: 'GET', url: receiptUrl(id) })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ status: false, code: 'NOT_LOGGED_IN' })
    // An admin's session is the wrong kind for a member's receipt.
    expect((await download(company.admin.token, id)).statusCode).toBe(403)
  })
})
