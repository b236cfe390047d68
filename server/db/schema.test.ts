import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { createTestDatabase } from '../../tests/helpers/db'
import type { OpenDatabase } from './index'
import { companies, holdings, purchases, sessions, users } from './schema'
import { DEMO_COMPANY_ID, seedDemo } from './seed'

/** The Postgres error behind drizzle's wrapper ("Failed query: ..."). */
async function dbError(promise: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await promise
  } catch (err) {
    const cause = (err as { cause?: { code?: string; constraint?: string } }).cause ?? (err as { code?: string })
    return cause
  }
  throw new Error('expected the statement to be refused')
}

describe('schema constraints', () => {
  let handle: OpenDatabase
  let memberId: string
  beforeAll(async () => {
    handle = await createTestDatabase()
    await seedDemo(handle.db, loadConfig({ NODE_ENV: 'test' }))
    const [member] = await handle.db.select().from(users).where(eq(users.email, 'member@str.example'))
    memberId = member.id
  })
  afterAll(() => handle.close())

  it('refuses to take more private supply than remains', async () => {
    const taking = handle.db
      .update(companies)
      .set({ remainingPrivateSupply: sql`${companies.remainingPrivateSupply} - 30000000.01` })
      .where(eq(companies.id, DEMO_COMPANY_ID))
    expect(await dbError(taking)).toMatchObject({ code: '23514', constraint: 'companies_remaining_private_supply_non_negative' })
    const [company] = await handle.db.select().from(companies)
    expect(company.remainingPrivateSupply).toBe('30000000.00')
  })

  it('keeps exact decimals for supply arithmetic', async () => {
    const [row] = await handle.db
      .update(companies)
      .set({ remainingPrivateSupply: sql`${companies.remainingPrivateSupply} - 0.1 - 0.2` })
      .returning({ remaining: companies.remainingPrivateSupply })
    expect(row.remaining).toBe('29999999.70')
    await handle.db.update(companies).set({ remainingPrivateSupply: '30000000.00' })
  })

  it('refuses a negative stock balance', async () => {
    const holding = handle.db.insert(holdings).values({ userId: memberId, companyId: DEMO_COMPANY_ID, stockBalance: '-1' })
    expect(await dbError(holding)).toMatchObject({ code: '23514', constraint: 'holdings_stock_balance_non_negative' })
  })

  it('keeps emails and mobiles unique per company among live accounts only', async () => {
    const base = { companyId: DEMO_COMPANY_ID, name: 'Twin', passwordHash: 'x' }
    const twin = handle.db.insert(users).values({ ...base, email: 'member@str.example', mobile: '9000000001', referralCode: 'TWIN1' })
    expect(await dbError(twin)).toMatchObject({ code: '23505', constraint: 'users_company_email_live_uq' })
    const sameMobile = handle.db.insert(users).values({ ...base, email: 'other@str.example', mobile: '9876543210', referralCode: 'TWIN2' })
    expect(await dbError(sameMobile)).toMatchObject({ code: '23505', constraint: 'users_company_mobile_live_uq' })
    const upperCase = handle.db.insert(users).values({ ...base, email: 'Upper@str.example', mobile: '9000000003', referralCode: 'TWIN3' })
    expect(await dbError(upperCase)).toMatchObject({ code: '23514', constraint: 'users_email_lower_case' })

    await handle.db
      .update(users)
      .set({ deletedAt: sql`now()` })
      .where(eq(users.id, memberId))
    await handle.db.insert(users).values({ ...base, email: 'member@str.example', mobile: '9876543210', referralCode: 'TWIN4' })
    await handle.db
      .update(users)
      .set({ deletedAt: null })
      .where(eq(users.id, memberId))
      .catch(() => undefined)
  })

  it('makes a purchase reference idempotent per user and a UTR unique per company', async () => {
    const [member] = await handle.db.select().from(users).where(eq(users.referralCode, 'STR100001'))
    const purchase = {
      companyId: DEMO_COMPANY_ID,
      userId: member.id,
      paymentMethod: 'UPI' as const,
      amount: '1000.00',
      price: '10.00',
      totalQuantity: '100',
      feePercent: '2.00',
      feeAmount: '20.00',
      finalAmount: '1020.00',
      requestHash: 'h1',
    }
    await handle.db.insert(purchases).values({ ...purchase, purchaseRef: 'PUR-000001', referenceNumber: 'UTR1' })
    expect(await dbError(handle.db.insert(purchases).values({ ...purchase, purchaseRef: 'PUR-000001' }))).toMatchObject({
      code: '23505',
      constraint: 'purchases_user_purchase_ref_uq',
    })
    expect(await dbError(handle.db.insert(purchases).values({ ...purchase, purchaseRef: 'PUR-000002', referenceNumber: 'UTR1' }))).toMatchObject({
      code: '23505',
      constraint: 'purchases_company_reference_number_uq',
    })
    // Several purchases may await their UTR.
    await handle.db.insert(purchases).values({ ...purchase, purchaseRef: 'PUR-000003' })
    await handle.db.insert(purchases).values({ ...purchase, purchaseRef: 'PUR-000004' })
    const [row] = await handle.db.select().from(purchases).where(eq(purchases.purchaseRef, 'PUR-000001'))
    expect(row).toMatchObject({ status: 'PENDING', amount: '1000.00', totalQuantity: '100' })
  })

  it('ties a session to exactly the principal its role names', async () => {
    const bad = handle.db.insert(sessions).values({ role: 'SUPERADMIN', userId: memberId, expiresAt: new Date() })
    expect(await dbError(bad)).toMatchObject({ code: '23514', constraint: 'sessions_principal_matches_role' })
  })
})
