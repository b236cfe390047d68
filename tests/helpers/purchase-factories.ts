import { randomInt } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { beneficiaries, companies, purchases, users } from '../../server/db/schema'
import { createSession } from '../../server/lib/sessions'
import { DEMO_COMPANY_ID } from './app'

// Each test file has its own database; a random prefix and a counter keep emails, symbols,
// order ids and UTRs apart within one file without a clash.
const runPrefix = randomInt(1000, 10000)
let sequence = 0
const next = () => ++sequence

/** An order number as the SPA makes it: PUR- and six digits. Unique per member is enough. */
export function purchaseId(): string {
  return `PUR-${String(next()).padStart(6, '0')}`
}

/** A UPI / IMPS UTR: 12 digits, unique within this file. */
export function upiUtr(): string {
  return `${runPrefix}${String(next()).padStart(8, '0')}`
}

/** A NEFT / RTGS transaction number: 16 letters and digits, unique within this file. */
export function neftUtr(): string {
  return `SBIN${runPrefix}${String(next()).padStart(8, '0')}`
}

/** A valid 1x1 PNG: the upload call judges files by their bytes. */
export function pngBytes(): Buffer {
  return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
}

/** Uploads a PNG receipt through the media call, as the proof modal does, and returns its id. */
export async function uploadReceipt(server: FastifyInstance, token: string): Promise<string> {
  const boundary = `----receipt-${randomInt(1e9)}`
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="medias"; filename="receipt.png"\r\nContent-Type: image/png\r\n\r\n`),
    pngBytes(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const res = await server.inject({
    method: 'POST',
    url: '/api/v1/superadmin/media/add',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token },
    payload,
  })
  if (res.statusCode !== 200) throw new Error(`media/add answered ${res.statusCode}: ${res.body}`)
  return res.json().data[0].id
}

export interface TestMember {
  id: string
  email: string
  companyId: string
  token: string
}

/**
 * A verified member written straight to the database with a live session: purchases need a
 * member, not the registration flow, which has its own tests.
 */
export async function newMember(server: FastifyInstance, companyId = DEMO_COMPANY_ID): Promise<TestMember> {
  const n = next()
  const [row] = await server.db
    .insert(users)
    .values({
      companyId,
      role: 'USER',
      name: `Buyer ${n}`,
      email: `buyer-${runPrefix}-${n}@test.example`,
      mobile: `8${runPrefix}${String(n).padStart(5, '0')}`,
      // Never used: the session is minted directly.
      passwordHash: 'not-a-hash',
      referralCode: `BUY${runPrefix}${n}`,
      isApproved: true,
    })
    .returning({ id: users.id, email: users.email })
  const token = await createSession(server.db, server.jwtSecret, { role: 'USER', userId: row.id, companyId })
  return { id: row.id, email: row.email, companyId, token }
}

export interface SaleTerms {
  price: string
  platformChargePercent: string
  remainingPrivateSupply: string
}

/**
 * A company of its own with a beneficiary, so a test can set the price, fee and supply it needs
 * without touching what other tests read, and prove the walls between companies.
 */
export async function newCompany(server: FastifyInstance, terms: Partial<SaleTerms> = {}, bankNames = ['Canara Bank']) {
  const n = next()
  const symbol = `T${runPrefix}${n}`.slice(0, 10)
  const remaining = terms.remainingPrivateSupply ?? '300000.00'
  const [company] = await server.db
    .insert(companies)
    .values({
      name: `Test Co ${n}`,
      email: `company-${runPrefix}-${n}@test.example`,
      mobile: '9811100000',
      aadhaarEnc: 'v1.x.x.x',
      aadhaarLast4: '0000',
      pan: 'AAECT1234F',
      address: 'Elsewhere',
      pincode: '560001',
      tokenName: `Test Token ${n}`,
      tokenSymbol: symbol,
      price: terms.price ?? '5.00',
      totalSupply: '1000000.00',
      privateSupply: '300000.00',
      remainingPrivateSupply: remaining,
      platformChargePercent: terms.platformChargePercent ?? '1.00',
    })
    .returning({ id: companies.id, tokenSymbol: companies.tokenSymbol })
  for (const [i, bankName] of bankNames.entries()) {
    await server.db.insert(beneficiaries).values({
      companyId: company.id,
      holderName: `Test Co ${n}`,
      bankName,
      branch: `Branch ${i + 1}`,
      accountNumber: `${runPrefix}${String(n).padStart(4, '0')}${i}000`,
      ifscCode: 'CNRB0001234',
      upi: `testco${n}@canara`,
      upiPayeeName: i === 0 ? `Test Co ${n}` : null,
      isPrimary: i === 0,
    })
  }
  return { id: company.id, tokenSymbol: company.tokenSymbol, member: await newMember(server, company.id) }
}

/** Sets a company's price, fee or remaining supply, as an admin or a price change would. */
export async function setSaleTerms(server: FastifyInstance, companyId: string, terms: Partial<SaleTerms>) {
  await server.db.update(companies).set(terms).where(eq(companies.id, companyId))
}

export async function saleTermsOf(server: FastifyInstance, companyId: string) {
  const [row] = await server.db
    .select({ price: companies.price, platformChargePercent: companies.platformChargePercent, remainingPrivateSupply: companies.remainingPrivateSupply })
    .from(companies)
    .where(eq(companies.id, companyId))
  return row
}

export interface PurchaseBody {
  purchaseId?: string
  paymentMethod?: string
  amount?: unknown
  referenceNumber?: string
  receiptId?: string
  bankName?: string
  [extra: string]: unknown
}

/** Submits a purchase as the payment screen does. */
export function submitPurchase(server: FastifyInstance, token: string, body: PurchaseBody) {
  return server.inject({ method: 'POST', url: '/api/v1/user/package/purchase', headers: { authorization: token }, payload: body })
}

/** A MANUAL purchase (amount only), the simplest valid submission. */
export function manualPurchase(amount: unknown = '1000', id = purchaseId()): PurchaseBody {
  return { purchaseId: id, paymentMethod: 'MANUAL', amount }
}

/** Every stored purchase of a member, as the database holds them. */
export function purchasesOf(server: FastifyInstance, userId: string) {
  return server.db.select().from(purchases).where(eq(purchases.userId, userId))
}

export async function purchaseRow(server: FastifyInstance, id: string) {
  const [row] = await server.db.select().from(purchases).where(eq(purchases.id, id))
  return row
}
