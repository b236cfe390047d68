import { randomInt } from 'node:crypto'
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { beneficiaries, companies, holdings, purchases, sessions, users } from '../../server/db/schema'
import { heldOrZero } from '../../server/features/referrals'
import { hashPassword } from '../../server/lib/passwords'
import { createSession } from '../../server/lib/sessions'
import { auth } from './app'

/**
 * Companies built straight in the database for the admin console's tests: a company with its own
 * sale terms, its first admin (the company's own account, as super-admin company/add makes it),
 * members in any state, a beneficiary, and purchases by the hundred when the API would be too slow.
 */

// Each test file has its own database; a random prefix and a counter keep symbols, emails,
// mobiles and referral codes apart from every other factory's within one file.
const runPrefix = randomInt(1000, 10000)
let sequence = 0
const next = () => ++sequence

export const ADMIN_PASSWORD = 'Admin@Pass2026'
export const MEMBER_PASSWORD = 'Member@Pass2026'

// argon2 is slow on purpose; every account made here shares one real hash of each password.
let adminHash: Promise<string> | undefined
let memberHash: Promise<string> | undefined

export interface CompanyTerms {
  price: string
  platformChargePercent: string
  totalSupply: string
  privateSupply: string
  remainingPrivateSupply: string
}

export interface CompanyAdmin {
  id: string
  name: string
  email: string
  password: string
  token: string
}

export interface CompanyMember {
  id: string
  name: string
  email: string
  mobile: string
  referralCode: string
  password: string
  /** A live member session; null for an account that is deleted, blocked or inactive. */
  token: string | null
}

export interface TestCompany {
  id: string
  tokenSymbol: string
  admin: CompanyAdmin
  beneficiaryId: string | null
}

/** A company with its first admin (signing in with the company email) and, unless told not to, a beneficiary. */
export async function newCompanyWithAdmin(server: FastifyInstance, terms: Partial<CompanyTerms> = {}, opts: { beneficiary?: boolean } = {}): Promise<TestCompany> {
  const n = next()
  const tokenSymbol = `C${runPrefix}${n}`
  const email = `company-${runPrefix}-${n}@admin.example`
  const [company] = await server.db
    .insert(companies)
    .values({
      name: `Second Co ${n}`,
      email,
      mobile: '9811100000',
      aadhaarEnc: 'v1.x.x.x',
      aadhaarLast4: '0000',
      pan: 'AAECS9876F',
      address: 'Residency Road, Bengaluru',
      pincode: '560025',
      tokenName: `Second Token ${n}`,
      tokenSymbol,
      price: terms.price ?? '5.00',
      totalSupply: terms.totalSupply ?? '1000000.00',
      privateSupply: terms.privateSupply ?? '300000.00',
      remainingPrivateSupply: terms.remainingPrivateSupply ?? terms.privateSupply ?? '300000.00',
      platformChargePercent: terms.platformChargePercent ?? '1.00',
    })
    .returning({ id: companies.id })
  const admin = await addAdmin(server, company.id, tokenSymbol, { email, name: `Second Co ${n} Admin` })
  let beneficiaryId: string | null = null
  if (opts.beneficiary !== false) {
    const [row] = await server.db
      .insert(beneficiaries)
      .values({
        companyId: company.id,
        holderName: `Second Co ${n}`,
        bankName: 'Canara Bank',
        branch: 'Residency Road',
        accountNumber: `${runPrefix}${String(n).padStart(8, '0')}`,
        ifscCode: 'CNRB0001234',
        upi: `secondco${n}@canara`,
        isPrimary: true,
      })
      .returning({ id: beneficiaries.id })
    beneficiaryId = row.id
  }
  return { id: company.id, tokenSymbol, admin, beneficiaryId }
}

/** Another ADMIN of a company, able to sign in with ADMIN_PASSWORD, with a live session. */
export async function addAdmin(server: FastifyInstance, companyId: string, tokenSymbol: string, fields: { email?: string; name?: string } = {}): Promise<CompanyAdmin> {
  const n = next()
  const email = fields.email ?? `admin-${runPrefix}-${n}@admin.example`
  const name = fields.name ?? `Admin ${n}`
  const [row] = await server.db
    .insert(users)
    .values({
      companyId,
      role: 'ADMIN',
      name,
      email,
      mobile: `6${runPrefix}${String(n).padStart(5, '0')}`,
      passwordHash: await (adminHash ??= hashPassword(ADMIN_PASSWORD)),
      referralCode: `${tokenSymbol}A${n}`,
      isApproved: true,
    })
    .returning({ id: users.id })
  const token = await createSession(server.db, server.jwtSecret, { role: 'ADMIN', userId: row.id, companyId })
  return { id: row.id, name, email, password: ADMIN_PASSWORD, token }
}

export interface MemberState {
  name: string
  status: 'ACTIVE' | 'INACTIVE' | 'BLOCKED'
  isApproved: boolean
  deleted: boolean
  stockBalance: string
  /** The member whose referral code this one registered with. */
  referredById: string
}

/** A member (role USER) in the given state; a live one can sign in with MEMBER_PASSWORD and has a session. */
export async function addMember(server: FastifyInstance, companyId: string, state: Partial<MemberState> = {}): Promise<CompanyMember> {
  const n = next()
  const name = state.name ?? `Member ${n}`
  const [row] = await server.db
    .insert(users)
    .values({
      companyId,
      role: 'USER',
      name,
      email: `member-${runPrefix}-${n}@member.example`,
      mobile: `9${runPrefix}${String(n).padStart(5, '0')}`,
      passwordHash: await (memberHash ??= hashPassword(MEMBER_PASSWORD)),
      referralCode: `M${runPrefix}${String(n).padStart(5, '0')}`,
      isApproved: state.isApproved ?? true,
      status: state.status ?? 'ACTIVE',
      deletedAt: state.deleted ? new Date() : null,
      referredById: state.referredById ?? null,
    })
    .returning()
  if (state.stockBalance) await setStockBalance(server, row.id, state.stockBalance)
  const live = row.status === 'ACTIVE' && !row.deletedAt
  const token = live ? await createSession(server.db, server.jwtSecret, { role: 'USER', userId: row.id, companyId }) : null
  return { id: row.id, name, email: row.email, mobile: row.mobile, referralCode: row.referralCode, password: MEMBER_PASSWORD, token }
}

export interface PurchaseTerms {
  quantity: number
  price: string
  feePercent: string
  method: 'BANK' | 'UPI' | 'MANUAL' | 'CRYPTO'
}

/**
 * PENDING purchases written directly, spread round-robin over the given members, with figures
 * worked out exactly as the purchase call would (amount = quantity x price, fee on the amount).
 */
export async function insertPendingPurchases(
  server: FastifyInstance,
  companyId: string,
  memberIds: string[],
  count: number,
  terms: Partial<PurchaseTerms> = {},
): Promise<string[]> {
  const { quantity = 1, price = '1.00', feePercent = '0.00', method = 'MANUAL' } = terms
  const amountPaise = BigInt(quantity) * toPaise(price)
  // Fee in paise, rounded half up like numeric round(): amount x percent / 100, both at 2 places.
  const feePaise = (amountPaise * toPaise(feePercent) + 5000n) / 10000n
  const rows = Array.from({ length: count }, (_, i) => ({
    companyId,
    userId: memberIds[i % memberIds.length],
    purchaseRef: `PUR-${String(next()).padStart(6, '0')}`,
    paymentMethod: method,
    amount: fromPaise(amountPaise),
    price,
    totalQuantity: String(quantity),
    feePercent,
    feeAmount: fromPaise(feePaise),
    finalAmount: fromPaise(amountPaise + feePaise),
    requestHash: 'inserted-by-test',
  }))
  const inserted = await server.db.insert(purchases).values(rows).returning({ id: purchases.id })
  return inserted.map((row) => row.id)
}

function toPaise(decimal: string): bigint {
  const [whole, fraction = ''] = decimal.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))
}

function fromPaise(paise: bigint): string {
  return `${paise / 100n}.${String(paise % 100n).padStart(2, '0')}`
}

/** The running totals an approval moves, as the companies row holds them. */
export async function companyTotals(server: FastifyInstance, companyId: string) {
  const [row] = await server.db
    .select({
      remainingPrivateSupply: companies.remainingPrivateSupply,
      tokensSold: companies.tokensSold,
      collectedBank: companies.collectedBank,
      collectedUpi: companies.collectedUpi,
      collectedManual: companies.collectedManual,
      collectedCrypto: companies.collectedCrypto,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
  return row
}

export async function setRemainingSupply(server: FastifyInstance, companyId: string, remaining: string) {
  await server.db.update(companies).set({ remainingPrivateSupply: remaining }).where(eq(companies.id, companyId))
}

/** A user's row, with their stock balance from holdings ('0.00' before anything is allocated to them). */
export async function userRow(server: FastifyInstance, id: string) {
  const [row] = await server.db
    .select({ ...getTableColumns(users), stockBalance: heldOrZero(holdings.stockBalance) })
    .from(users)
    .leftJoin(holdings, eq(holdings.userId, users.id))
    .where(eq(users.id, id))
  return row
}

/** Sets a member's stock balance as if allocations had made it (the settlement trigger is what keeps it). */
export async function setStockBalance(server: FastifyInstance, userId: string, stockBalance: string) {
  await server.db
    .insert(holdings)
    .values({ userId, companyId: sql`(select company_id from users where id = ${userId})`, stockBalance })
    .onConflictDoUpdate({ target: holdings.userId, set: { stockBalance } })
}

export async function purchaseRows(server: FastifyInstance, ids: string[]) {
  return server.db.select().from(purchases).where(inArray(purchases.id, ids))
}

/** The session rows behind a user's tokens. */
export function sessionsOf(server: FastifyInstance, userId: string) {
  return server.db.select().from(sessions).where(eq(sessions.userId, userId))
}

// ---------------------------------------------------------------- the admin calls, as the console makes them

export function approve(server: FastifyInstance, token: string, id: string): Promise<LightMyRequestResponse> {
  return server.inject({ method: 'POST', url: '/api/v1/admin/transaction/approve', headers: auth(token), payload: { id } })
}

export function reject(server: FastifyInstance, token: string, id: string): Promise<LightMyRequestResponse> {
  return server.inject({ method: 'POST', url: '/api/v1/admin/transaction/reject', headers: auth(token), payload: { id } })
}

export function adminGet(server: FastifyInstance, token: string, path: string, query: Record<string, string | number | boolean> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
  return server.inject({ method: 'GET', url: `/api/v1/admin/${path}${search ? `?${search}` : ''}`, headers: auth(token) })
}
