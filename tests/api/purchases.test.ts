import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { auth, buildTestApp, DEMO_COMPANY_ID, tokenFor } from '../helpers/app'
import { onPostgres } from '../helpers/db'
import {
  manualPurchase,
  neftUtr,
  newCompany,
  newMember,
  purchaseId,
  purchaseRow,
  purchasesOf,
  saleTermsOf,
  setSaleTerms,
  submitPurchase,
  uploadReceipt,
  upiUtr,
  type TestMember,
} from '../helpers/purchase-factories'

const SUBMITTED = 'Token purchase submitted successfully'
const UTR_REUSED = 'This UTR / transaction number has already been used for another payment.'
const CHANGED_RETRY = 'This order was already submitted with different details. Please start a new purchase.'
const FOREIGN_RECEIPT = 'The transaction file was not found. Please upload it again.'

const RECEIPT_IN_USE = 'This file is already the receipt of another payment. Please upload the receipt of this payment.'

let server: FastifyInstance
beforeAll(async () => {
  server = await buildTestApp()
})
afterAll(() => server.close())

/** The money columns of a stored purchase, exactly as PostgreSQL keeps them. */
async function storedFigures(id: string) {
  const row = await purchaseRow(server, id)
  return {
    amount: row.amount,
    price: row.price,
    totalQuantity: row.totalQuantity,
    feePercent: row.feePercent,
    feeAmount: row.feeAmount,
    finalAmount: row.finalAmount,
    status: row.status,
  }
}

/** A UPI submission with a fresh UTR and the member's own receipt. */
async function upiPurchase(member: TestMember, amount: unknown = '1000') {
  return { purchaseId: purchaseId(), paymentMethod: 'UPI', amount, referenceNumber: upiUtr(), receiptId: await uploadReceipt(server, member.token) }
}

describe('price and payment details', () => {
  it("answers the member's company price, fee and remaining private supply from the database", async () => {
    const token = await tokenFor(server, 'member@str.example')
    const res = await server.inject({ method: 'GET', url: '/api/v1/user/package/price/get', headers: auth(token) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: true,
      message: 'Token price fetched successfully',
      data: { price: '10.00', platformChargePercent: '2.00', remainingPrivateSupply: '30000000', tokenSymbol: 'STR' },
    })
  })

  it('follows the database when the price, fee or supply change', async () => {
    const company = await newCompany(server, { price: '7.00', platformChargePercent: '1.50', remainingPrivateSupply: '1234.00' })
    const read = async () => (await server.inject({ method: 'GET', url: '/api/v1/user/package/price/get', headers: auth(company.member.token) })).json().data
    expect(await read()).toEqual({ price: '7.00', platformChargePercent: '1.50', remainingPrivateSupply: '1234', tokenSymbol: company.tokenSymbol })
    await setSaleTerms(server, company.id, { price: '0.29', platformChargePercent: '0.00', remainingPrivateSupply: '99.00' })
    expect(await read()).toEqual({ price: '0.29', platformChargePercent: '0.00', remainingPrivateSupply: '99', tokenSymbol: company.tokenSymbol })
  })

  it('offers only whole tokens when the remaining share ends in a fraction', async () => {
    // 30% of a total supply of 1,000,005 is 300,001.5: a member can buy 300,001 of it, not 300,001.50.
    const company = await newCompany(server, { price: '1.00', platformChargePercent: '0.00', remainingPrivateSupply: '100.50' })
    const res = await server.inject({ method: 'GET', url: '/api/v1/user/package/price/get', headers: auth(company.member.token) })
    expect(res.json().data.remainingPrivateSupply).toBe('100')
    const over = await submitPurchase(server, company.member.token, manualPurchase('101'))
    expect(over.statusCode).toBe(409)
    expect(over.json().message).toBe('Only 100 tokens remain for sale. Please enter a smaller amount.')
    const all = await submitPurchase(server, company.member.token, manualPurchase('100.99'))
    expect(all.statusCode).toBe(200)
    expect(all.json().data.totalQuantity).toBe('100')
  })

  it("shows the company's bank accounts as a list and its UPI id with the payee name", async () => {
    const token = await tokenFor(server, 'member@str.example')
    const res = await server.inject({ method: 'GET', url: '/api/v1/user/package/beneficiary/get', headers: auth(token) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: true,
      message: 'Payment details fetched successfully',
      data: {
        bankAccounts: [
          {
            id: expect.any(String),
            holderName: 'STR Token Pvt Ltd',
            bankName: 'State Bank of India',
            branch: 'Connaught Place, New Delhi',
            accountNumber: '123456789012',
            ifscCode: 'SBIN0000691',
          },
        ],
        upi: { id: 'strtoken@sbi', payeeName: 'STR Token' },
      },
    })
  })

  it('lists every bank account of a company, the primary one first', async () => {
    const company = await newCompany(server, {}, ['Canara Bank', 'HDFC Bank'])
    const res = await server.inject({ method: 'GET', url: '/api/v1/user/package/beneficiary/get', headers: auth(company.member.token) })
    expect(res.json().data.bankAccounts.map((a: { bankName: string }) => a.bankName)).toEqual(['Canara Bank', 'HDFC Bank'])
  })

  it('offers no bank and no UPI while the company has no beneficiary', async () => {
    const company = await newCompany(server, {}, [])
    const res = await server.inject({ method: 'GET', url: '/api/v1/user/package/beneficiary/get', headers: auth(company.member.token) })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ bankAccounts: [], upi: null })
  })

  it("never shows a member another company's price or receiving details", async () => {
    const company = await newCompany(server, { price: '5.00', platformChargePercent: '1.00' })
    const headers = auth(company.member.token)
    const price = (await server.inject({ method: 'GET', url: '/api/v1/user/package/price/get', headers })).json().data
    expect(price).toMatchObject({ price: '5.00', platformChargePercent: '1.00', tokenSymbol: company.tokenSymbol })
    const details = await server.inject({ method: 'GET', url: '/api/v1/user/package/beneficiary/get', headers })
    expect(details.json().data.bankAccounts).toEqual([expect.objectContaining({ bankName: 'Canara Bank' })])
    expect(details.body).not.toContain('123456789012')
    expect(details.body).not.toContain('strtoken@sbi')
  })

  it('answers only a signed-in member', async () => {
    for (const url of ['/api/v1/user/package/price/get', '/api/v1/user/package/beneficiary/get']) {
      expect((await server.inject({ method: 'GET', url })).statusCode).toBe(401)
    }
    const admin = await tokenFor(server, 'admin@str.example')
    const res = await submitPurchase(server, admin, manualPurchase())
    expect(res.statusCode).toBe(403)
  })
})

describe('the server does the arithmetic, exactly', () => {
  it('prices 10000 at 10.00 and 2.00% as 1000 tokens, fee 200.00, final 10200.00, PENDING', async () => {
    const member = await newMember(server)
    const body = await upiPurchase(member, '10000')
    const res = await submitPurchase(server, member.token, body)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: true,
      message: SUBMITTED,
      data: {
        transactionId: body.purchaseId,
        paymentMethod: 'UPI',
        referenceNumber: body.referenceNumber,
        amount: '10000.00',
        price: '10.00',
        totalQuantity: '1000',
        platformChargePercent: '2.00',
        feeAmount: '200.00',
        finalAmount: '10200.00',
        status: 'PENDING',
        receipt: { url: expect.stringMatching(new RegExp(`^/api/v1/media/file/${body.receiptId}\\?expires=\\d+&signature=`)) },
      },
    })
    const row = await purchaseRow(server, res.json().data.id)
    expect(row).toMatchObject({
      companyId: DEMO_COMPANY_ID,
      userId: member.id,
      purchaseRef: body.purchaseId,
      paymentMethod: 'UPI',
      amount: '10000.00',
      price: '10.00',
      totalQuantity: '1000',
      feePercent: '2.00',
      feeAmount: '200.00',
      finalAmount: '10200.00',
      status: 'PENDING',
      referenceNumber: body.referenceNumber,
      receiptId: body.receiptId,
      bankName: null,
    })
  })

  it('buys 99999 tokens for 999999.99 and charges 20000.00 on it', async () => {
    const member = await newMember(server)
    const res = await submitPurchase(server, member.token, manualPurchase('999999.99'))
    expect(res.statusCode).toBe(200)
    expect(await storedFigures(res.json().data.id)).toEqual({
      amount: '999999.99',
      price: '10.00',
      totalQuantity: '99999',
      feePercent: '2.00',
      feeAmount: '20000.00',
      finalAmount: '1019999.99',
      status: 'PENDING',
    })
  })

  it('refuses 0.1 at 10.00: it buys no whole token', async () => {
    const member = await newMember(server)
    const res = await submitPurchase(server, member.token, manualPurchase('0.1'))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: false, code: 'AMOUNT_TOO_SMALL', params: { price: '10.00' }, message: 'The amount is too small to buy one token at ₹10.00.' })
    expect(await purchasesOf(server, member.id)).toEqual([])
  })

  it('floors an amount that does not divide the price: 100 at 7.00 buys 14', async () => {
    const company = await newCompany(server, { price: '7.00', platformChargePercent: '2.00' })
    const res = await submitPurchase(server, company.member.token, manualPurchase('100'))
    expect(res.statusCode).toBe(200)
    expect(await storedFigures(res.json().data.id)).toMatchObject({ amount: '100.00', price: '7.00', totalQuantity: '14', feeAmount: '2.00', finalAmount: '102.00' })
  })

  it('buys exactly 1 token for 0.29 at 0.29, where float paise (0.29 * 100) are 28.999…', async () => {
    expect(Math.floor(0.29 * 100)).toBe(28)
    const company = await newCompany(server, { price: '0.29', platformChargePercent: '2.00' })
    const res = await submitPurchase(server, company.member.token, manualPurchase('0.29'))
    expect(res.statusCode).toBe(200)
    // 2% of 0.29 is 0.0058, which rounds to 0.01.
    expect(await storedFigures(res.json().data.id)).toMatchObject({ amount: '0.29', price: '0.29', totalQuantity: '1', feeAmount: '0.01', finalAmount: '0.30' })
  })

  it('buys 3 tokens for 0.69 at 0.23, where 0.69 / 0.23 in floats is 2.9999…', async () => {
    expect(Math.floor(0.69 / 0.23)).toBe(2)
    const company = await newCompany(server, { price: '0.23', platformChargePercent: '0.00' })
    const res = await submitPurchase(server, company.member.token, manualPurchase('0.69'))
    expect(res.statusCode).toBe(200)
    expect(await storedFigures(res.json().data.id)).toMatchObject({ totalQuantity: '3', feeAmount: '0.00', finalAmount: '0.69' })
  })

  it('rounds the fee half-up: 2.00% of 0.25 is 0.005, charged as 0.01; 2.00% of 0.24 is 0.0048, charged as 0.00', async () => {
    const company = await newCompany(server, { price: '0.12', platformChargePercent: '2.00' })
    const up = await submitPurchase(server, company.member.token, manualPurchase('0.25'))
    expect(up.statusCode).toBe(200)
    expect(await storedFigures(up.json().data.id)).toMatchObject({ amount: '0.25', totalQuantity: '2', feeAmount: '0.01', finalAmount: '0.26' })
    const down = await submitPurchase(server, company.member.token, manualPurchase('0.24'))
    expect(down.statusCode).toBe(200)
    expect(await storedFigures(down.json().data.id)).toMatchObject({ amount: '0.24', totalQuantity: '2', feeAmount: '0.00', finalAmount: '0.24' })
  })

  it('takes the amount as the decimal string the contract says, never as a JSON number, and stores it to the paisa', async () => {
    const member = await newMember(server)
    const number = await submitPurchase(server, member.token, manualPurchase(1234.5))
    expect(number.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: 'amount' }, message: 'amount must be a string' })
    const res = await submitPurchase(server, member.token, manualPurchase('1234.5'))
    expect(res.statusCode).toBe(200)
    expect(await storedFigures(res.json().data.id)).toMatchObject({ amount: '1234.50', totalQuantity: '123', feeAmount: '24.69', finalAmount: '1259.19' })
  })

  it("refuses the browser's own figures, naming them, and keeps the price it was bought at", async () => {
    const company = await newCompany(server, { price: '5.00', platformChargePercent: '1.00' })
    const figures = { price: '0.01', totalQuantity: '10000', platformChargePercent: '0', finalAmount: '100' }
    const refused = await submitPurchase(server, company.member.token, { ...manualPurchase('100'), ...figures })
    expect(refused.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', message: Object.keys(figures).map((field) => `${field} is not allowed`) })
    expect(await purchasesOf(server, company.member.id)).toEqual([])
    const res = await submitPurchase(server, company.member.token, manualPurchase('100'))
    expect(res.statusCode).toBe(200)
    const id = res.json().data.id
    expect(await storedFigures(id)).toMatchObject({ price: '5.00', totalQuantity: '20', feePercent: '1.00', feeAmount: '1.00', finalAmount: '101.00' })

    await setSaleTerms(server, company.id, { price: '9.00', platformChargePercent: '3.00' })
    expect(await storedFigures(id)).toMatchObject({ price: '5.00', totalQuantity: '20', feeAmount: '1.00', finalAmount: '101.00' })
  })
})

describe('amounts that are refused', () => {
  // The last column is the code of a refusal that is not the contract's validation.
  const cases: [string, unknown, string, string?][] = [
    ['zero', '0', 'Please enter a valid amount.', 'AMOUNT_INVALID'],
    ['zero with decimals', '0.00', 'Please enter a valid amount.', 'AMOUNT_INVALID'],
    ['negative', '-5', 'amount is not valid'],
    ['a JSON number', 5, 'amount must be a string'],
    ['not a number', 'abc', 'amount is not valid'],
    ['in exponent notation', '1e5', 'amount is not valid'],
    ['with three decimals', '10.001', 'amount is not valid'],
    ['empty', '', 'amount is required'],
  ]
  it.each(cases)('refuses an amount that is %s with 400 and stores nothing', async (_label, amount, message, code) => {
    const member = await newMember(server)
    const res = await submitPurchase(server, member.token, manualPurchase(amount))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: false, ...(code ? { code } : { code: 'VALIDATION_FAILED', params: { field: 'amount' } }), message })
    expect(await purchasesOf(server, member.id)).toEqual([])
  })

  it('refuses more than the remaining supply with 409 naming what remains, and takes all of it', async () => {
    const company = await newCompany(server, { price: '10.00', platformChargePercent: '2.00', remainingPrivateSupply: '100.00' })
    const over = await submitPurchase(server, company.member.token, manualPurchase('1010'))
    expect(over.statusCode).toBe(409)
    expect(over.json()).toEqual({ status: false, code: 'SUPPLY_TOO_LOW', params: { remaining: '100' }, message: 'Only 100 tokens remain for sale. Please enter a smaller amount.' })
    expect(await purchasesOf(server, company.member.id)).toEqual([])

    const all = await submitPurchase(server, company.member.token, manualPurchase('1009.99'))
    expect(all.statusCode).toBe(200)
    expect(await storedFigures(all.json().data.id)).toMatchObject({ totalQuantity: '100' })
  })

  it('never changes the remaining supply on submission: only approval takes supply', async () => {
    const member = await newMember(server)
    const before = await saleTermsOf(server, DEMO_COMPANY_ID)
    const res = await submitPurchase(server, member.token, manualPurchase('50000'))
    expect(res.statusCode).toBe(200)
    expect(await saleTermsOf(server, DEMO_COMPANY_ID)).toEqual(before)
    const price = await server.inject({ method: 'GET', url: '/api/v1/user/package/price/get', headers: auth(member.token) })
    expect(price.json().data.remainingPrivateSupply).toBe(before.remainingPrivateSupply.replace(/\.00$/, ''))
  })
})

describe('the purchase id is an idempotency key', () => {
  it('answers the same request again with the first purchase and stores one row', async () => {
    const member = await newMember(server)
    const body = await upiPurchase(member, '2500')
    const first = await submitPurchase(server, member.token, body)
    const again = await submitPurchase(server, member.token, body)
    expect(first.statusCode).toBe(200)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await purchasesOf(server, member.id)).toHaveLength(1)
  })

  it('takes "10000", "10000.00" and "10000.0" for one amount', async () => {
    const member = await newMember(server)
    const id = purchaseId()
    const answers = []
    for (const amount of ['10000', '10000.00', '10000.0']) {
      const res = await submitPurchase(server, member.token, manualPurchase(amount, id))
      expect(res.statusCode).toBe(200)
      answers.push(res.json().data.id)
    }
    expect(new Set(answers).size).toBe(1)
    expect(await purchasesOf(server, member.id)).toHaveLength(1)
  })

  it('answers the first purchase even after the price changed', async () => {
    const company = await newCompany(server, { price: '5.00' })
    const body = manualPurchase('100')
    const first = await submitPurchase(server, company.member.token, body)
    await setSaleTerms(server, company.id, { price: '50.00' })
    const again = await submitPurchase(server, company.member.token, body)
    expect(again.statusCode).toBe(200)
    expect(again.json().data).toEqual(first.json().data)
    expect(again.json().data.totalQuantity).toBe('20')
  })

  it('refuses the same id with another amount, method or UTR with 409, leaving the row unchanged', async () => {
    const member = await newMember(server)
    const body = await upiPurchase(member, '2500')
    const first = await submitPurchase(server, member.token, body)
    expect(first.statusCode).toBe(200)
    const stored = await purchaseRow(server, first.json().data.id)
    const changes = [
      { ...body, amount: '2500.01' },
      { ...body, amount: '2600' },
      { purchaseId: body.purchaseId, paymentMethod: 'MANUAL', amount: '2500' },
      { ...body, paymentMethod: 'BANK', bankName: 'State Bank of India' },
      { ...body, referenceNumber: upiUtr() },
      { ...body, receiptId: await uploadReceipt(server, member.token) },
    ]
    for (const changed of changes) {
      const res = await submitPurchase(server, member.token, changed)
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({ status: false, code: 'PURCHASE_ID_REUSED', message: CHANGED_RETRY })
    }
    expect(await purchasesOf(server, member.id)).toEqual([stored])
  })

  it('is per member: two members may use the same order number', async () => {
    const [a, b] = [await newMember(server), await newMember(server)]
    const body = manualPurchase('1000')
    const fromA = await submitPurchase(server, a.token, body)
    const fromB = await submitPurchase(server, b.token, body)
    expect(fromA.statusCode).toBe(200)
    expect(fromB.statusCode).toBe(200)
    expect(fromB.json().data.id).not.toBe(fromA.json().data.id)
  })

  it('leaves the id free when a submission is refused, so the corrected one goes through', async () => {
    const member = await newMember(server)
    const id = purchaseId()
    const refused = await submitPurchase(server, member.token, { purchaseId: id, paymentMethod: 'UPI', amount: '1000', referenceNumber: upiUtr() })
    expect(refused.statusCode).toBe(400)
    const fixed = await submitPurchase(server, member.token, { purchaseId: id, paymentMethod: 'MANUAL', amount: '1000' })
    expect(fixed.statusCode).toBe(200)
    expect(await purchasesOf(server, member.id)).toHaveLength(1)
  })

  it.skipIf(!onPostgres)('stores one purchase for 20 identical submissions at once, and answers each with it', async () => {
    const member = await newMember(server)
    const body = await upiPurchase(member, '3000')
    const answers = await Promise.all(Array.from({ length: 20 }, () => submitPurchase(server, member.token, body)))
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200))
    const ids = new Set(answers.map((res) => res.json().data.id))
    expect(ids.size).toBe(1)
    const rows = await purchasesOf(server, member.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: [...ids][0], amount: '3000.00', totalQuantity: '300', finalAmount: '3060.00' })
  })

  it.skipIf(!onPostgres)('answers concurrent retries with the purchase whichever unique index PostgreSQL checks first', async () => {
    // PostgreSQL checks unique indexes in creation order; a restore (pg_dump orders them by name)
    // can put the UTR index first, so a racing retry then trips over its own UTR.
    await server.db.execute(sql`DROP INDEX purchases_user_purchase_ref_uq`)
    await server.db.execute(sql`CREATE UNIQUE INDEX purchases_user_purchase_ref_uq ON purchases (user_id, purchase_ref)`)
    const member = await newMember(server)
    const body = await upiPurchase(member, '3000')
    const answers = await Promise.all(Array.from({ length: 20 }, () => submitPurchase(server, member.token, body)))
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200))
    expect(new Set(answers.map((res) => res.json().data.id)).size).toBe(1)
    expect(await purchasesOf(server, member.id)).toHaveLength(1)
  })

  it.skipIf(!onPostgres)('lets only one of 10 different orders carrying one UTR through at once', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => newMember(server)))
    const utr = upiUtr()
    const bodies = await Promise.all(
      members.map(async (m) => ({ purchaseId: purchaseId(), paymentMethod: 'UPI', amount: '1000', referenceNumber: utr, receiptId: await uploadReceipt(server, m.token) })),
    )
    const answers = await Promise.all(members.map((m, i) => submitPurchase(server, m.token, bodies[i])))
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, ...Array(9).fill(409)])
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().message).toBe(UTR_REUSED)
  })
})

describe('UTR / transaction number', () => {
  it.each([
    ['12 digits (UPI / IMPS)', '123456789012'],
    ['16 letters and digits (NEFT)', 'SBIN0123456789AB'],
    ['22 letters and digits (RTGS)', 'HDFCR52024010112345678'],
  ])('accepts %s', async (_label, utr) => {
    const member = await newMember(server)
    const body = { ...(await upiPurchase(member)), referenceNumber: utr }
    const res = await submitPurchase(server, member.token, body)
    expect(res.statusCode).toBe(200)
    expect((await purchaseRow(server, res.json().data.id)).referenceNumber).toBe(utr)
  })

  it.each([
    ['11 digits', '12345678901'],
    ['13 digits', '1234567890123'],
    ['15 letters and digits', 'SBIN01234567890'],
    ['23 letters and digits', 'HDFCR520240101123456789'],
    ['symbols', 'SBIN-0123456789AB'],
    ['spaces', '1234 5678 9012'],
  ])('refuses %s with 400 and stores nothing', async (_label, utr) => {
    const member = await newMember(server)
    const body = { ...(await upiPurchase(member)), referenceNumber: utr }
    const res = await submitPurchase(server, member.token, body)
    expect(res.statusCode).toBe(400)
    expect(res.json().status).toBe(false)
    expect([res.json().message].flat()).toContain('referenceNumber is not valid')
    expect(await purchasesOf(server, member.id)).toEqual([])
  })

  it('refuses a UTR already used in the company with 409 and a clear message', async () => {
    const [a, b] = [await newMember(server), await newMember(server)]
    const first = await upiPurchase(a)
    expect((await submitPurchase(server, a.token, first)).statusCode).toBe(200)

    const sameMemberAgain = { ...(await upiPurchase(a)), referenceNumber: first.referenceNumber }
    const reused = await submitPurchase(server, a.token, sameMemberAgain)
    expect(reused.statusCode).toBe(409)
    expect(reused.json()).toEqual({ status: false, code: 'UTR_ALREADY_USED', message: UTR_REUSED })

    const otherMember = { ...(await upiPurchase(b)), referenceNumber: first.referenceNumber }
    const byAnother = await submitPurchase(server, b.token, otherMember)
    expect(byAnother.statusCode).toBe(409)
    expect(byAnother.json()).toEqual({ status: false, code: 'UTR_ALREADY_USED', message: UTR_REUSED })

    const asBank = { ...(await upiPurchase(b)), paymentMethod: 'BANK', bankName: 'State Bank of India', referenceNumber: first.referenceNumber }
    expect((await submitPurchase(server, b.token, asBank)).statusCode).toBe(409)

    expect(await purchasesOf(server, a.id)).toHaveLength(1)
    expect(await purchasesOf(server, b.id)).toEqual([])
  })

  it('keeps a transaction number in capitals and refuses it again in other letter case', async () => {
    const [a, b] = [await newMember(server), await newMember(server)]
    const utr = neftUtr()
    const first = { ...(await upiPurchase(a)), referenceNumber: utr.toLowerCase() }
    const stored = await submitPurchase(server, a.token, first)
    expect(stored.statusCode).toBe(200)
    expect((await purchaseRow(server, stored.json().data.id)).referenceNumber).toBe(utr)
    expect((await submitPurchase(server, a.token, first)).json().data.id).toBe(stored.json().data.id)

    const capitals = { ...(await upiPurchase(b)), referenceNumber: utr }
    const res = await submitPurchase(server, b.token, capitals)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ status: false, code: 'UTR_ALREADY_USED', message: UTR_REUSED })
    expect(await purchasesOf(server, b.id)).toEqual([])
  })

  it('allows the same UTR in another company', async () => {
    const member = await newMember(server)
    const first = await upiPurchase(member)
    expect((await submitPurchase(server, member.token, first)).statusCode).toBe(200)
    const company = await newCompany(server)
    const elsewhere = { ...(await upiPurchase(company.member)), referenceNumber: first.referenceNumber }
    const res = await submitPurchase(server, company.member.token, elsewhere)
    expect(res.statusCode).toBe(200)
    expect(await purchaseRow(server, res.json().data.id)).toMatchObject({ companyId: company.id, referenceNumber: first.referenceNumber })
  })
})

describe('payment proof', () => {
  it.each(['UPI', 'BANK'])('refuses %s without a UTR', async (paymentMethod) => {
    const member = await newMember(server)
    const body = { purchaseId: purchaseId(), paymentMethod, amount: '1000', receiptId: await uploadReceipt(server, member.token), bankName: 'State Bank of India' }
    const res = await submitPurchase(server, member.token, body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: false, code: 'UTR_REQUIRED', message: 'Please enter UTR or Transaction Number.' })
    expect(await purchasesOf(server, member.id)).toEqual([])
  })

  it.each(['UPI', 'BANK'])('refuses %s without a receipt', async (paymentMethod) => {
    const member = await newMember(server)
    const body = { purchaseId: purchaseId(), paymentMethod, amount: '1000', referenceNumber: upiUtr(), bankName: 'State Bank of India' }
    const res = await submitPurchase(server, member.token, body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: false, code: 'RECEIPT_REQUIRED', message: 'Please upload a transaction file before submitting.' })
    expect(await purchasesOf(server, member.id)).toEqual([])
  })

  it("refuses another member's upload as proof and stores nothing", async () => {
    const [owner, thief] = [await newMember(server), await newMember(server)]
    const receiptId = await uploadReceipt(server, owner.token)
    const res = await submitPurchase(server, thief.token, { purchaseId: purchaseId(), paymentMethod: 'UPI', amount: '1000', referenceNumber: upiUtr(), receiptId })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: false, code: 'RECEIPT_NOT_FOUND', message: FOREIGN_RECEIPT })
    expect(await purchasesOf(server, thief.id)).toEqual([])

    const manual = await submitPurchase(server, thief.token, { ...manualPurchase('1000'), receiptId })
    expect(manual.statusCode).toBe(400)
    expect(await purchasesOf(server, thief.id)).toEqual([])
  })

  it('takes one upload as the receipt of one purchase only: a second use is refused with 409, a replay is not', async () => {
    const member = await newMember(server)
    const receiptId = await uploadReceipt(server, member.token)
    const first = { purchaseId: purchaseId(), paymentMethod: 'UPI', amount: '1000', referenceNumber: upiUtr(), receiptId }
    expect((await submitPurchase(server, member.token, first)).statusCode).toBe(200)
    // The same submission again is the idempotent replay, not a second use.
    expect((await submitPurchase(server, member.token, first)).statusCode).toBe(200)

    const second = await submitPurchase(server, member.token, { purchaseId: purchaseId(), paymentMethod: 'UPI', amount: '2000', referenceNumber: upiUtr(), receiptId })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toEqual({ status: false, code: 'RECEIPT_IN_USE', message: RECEIPT_IN_USE })
    const manual = await submitPurchase(server, member.token, { ...manualPurchase('500'), receiptId })
    expect(manual.statusCode).toBe(409)
    expect(await purchasesOf(server, member.id)).toHaveLength(1)
  })

  it('gives one upload to one of ten purchases racing for it', async () => {
    const member = await newMember(server)
    const receiptId = await uploadReceipt(server, member.token)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        submitPurchase(server, member.token, { purchaseId: purchaseId(), paymentMethod: 'UPI', amount: '1000', referenceNumber: upiUtr(), receiptId }),
      ),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)])
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().message).toBe(RECEIPT_IN_USE)
    expect(await purchasesOf(server, member.id)).toHaveLength(1)
  })

  it('refuses an upload id that does not exist, in the same words', async () => {
    const member = await newMember(server)
    const body = { purchaseId: purchaseId(), paymentMethod: 'UPI', amount: '1000', referenceNumber: upiUtr(), receiptId: '00000000-0000-4000-8000-000000000000' }
    const res = await submitPurchase(server, member.token, body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: false, code: 'RECEIPT_NOT_FOUND', message: FOREIGN_RECEIPT })
  })

  it("takes BANK only into one of the company's accounts", async () => {
    const member = await newMember(server)
    // Canara Bank is a real account, of another company: it must not count for this one.
    await newCompany(server, {}, ['Canara Bank'])
    for (const bankName of [undefined, 'Canara Bank', 'state bank of india']) {
      const body = { purchaseId: purchaseId(), paymentMethod: 'BANK', amount: '1000', referenceNumber: neftUtr(), receiptId: await uploadReceipt(server, member.token), bankName }
      const res = await submitPurchase(server, member.token, body)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ status: false, code: 'BANK_NOT_LISTED', message: 'Please choose one of the listed bank accounts.' })
    }
    expect(await purchasesOf(server, member.id)).toEqual([])

    const body = {
      purchaseId: purchaseId(),
      paymentMethod: 'BANK',
      amount: '1000',
      referenceNumber: neftUtr(),
      receiptId: await uploadReceipt(server, member.token),
      bankName: 'State Bank of India',
    }
    const res = await submitPurchase(server, member.token, body)
    expect(res.statusCode).toBe(200)
    expect(await purchaseRow(server, res.json().data.id)).toMatchObject({
      paymentMethod: 'BANK',
      bankName: 'State Bank of India',
      referenceNumber: body.referenceNumber,
      receiptId: body.receiptId,
    })
  })

  it('takes MANUAL with the amount only', async () => {
    const member = await newMember(server)
    const res = await submitPurchase(server, member.token, manualPurchase('1000'))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: true, message: SUBMITTED, data: { paymentMethod: 'MANUAL', referenceNumber: null, receipt: null, status: 'PENDING' } })
    expect(await purchaseRow(server, res.json().data.id)).toMatchObject({ paymentMethod: 'MANUAL', referenceNumber: null, receiptId: null, bankName: null, totalQuantity: '100' })
  })

  it('refuses a body without an order number or method, or with an unknown method', async () => {
    const member = await newMember(server)
    const missing = await submitPurchase(server, member.token, { amount: '1000' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toEqual(expect.arrayContaining(['purchaseId is required', 'paymentMethod is required']))
    const crypto = await submitPurchase(server, member.token, { ...manualPurchase(), paymentMethod: 'CRYPTO' })
    expect(crypto.statusCode).toBe(400)
    expect(crypto.json().message).toBe('paymentMethod must be one of UPI, BANK, MANUAL')
    expect(await purchasesOf(server, member.id)).toEqual([])
  })
})
