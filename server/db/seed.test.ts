import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { createTestDatabase } from '../../tests/helpers/db'
import { isValidAadhaar } from '@/shared/aadhaar'
import { decryptField, deriveFieldKey } from '../lib/crypto'
import { verifyPassword } from '../lib/passwords'
import { getJwtSecret } from '../lib/tokens'
import type { OpenDatabase } from './index'
import { beneficiaries, companies, superadmins, users } from './schema'
import { DEMO_COMPANY_ID, ensureSuperadmin, seedDemo } from './seed'

const config = loadConfig({ NODE_ENV: 'test' })

describe('seedDemo', () => {
  let handle: OpenDatabase
  beforeAll(async () => {
    handle = await createTestDatabase()
  })
  afterAll(() => handle.close())

  const snapshot = async () => {
    const { db } = handle
    const counts = await Promise.all([companies, users, beneficiaries, superadmins].map(async (t) => (await db.select({ n: count() }).from(t))[0].n))
    const rows = {
      companies: await db.select().from(companies),
      users: await db.select().from(users).orderBy(users.email),
      beneficiaries: await db.select().from(beneficiaries),
      superadmins: await db.select().from(superadmins),
    }
    return { counts, rows }
  }

  it('seeds the demo company, its people and its beneficiary once', async () => {
    expect(await seedDemo(handle.db, config)).toEqual({ seeded: true })

    const [company] = await handle.db.select().from(companies)
    expect(company).toMatchObject({
      id: DEMO_COMPANY_ID,
      tokenName: 'STR Token',
      tokenSymbol: 'STR',
      price: '10.00',
      totalSupply: '100000000.00',
      privateSupply: '30000000.00',
      remainingPrivateSupply: '30000000.00',
      platformChargePercent: '2.00',
      collectedBank: '0.00',
      tokensSold: '0.00',
    })
    const key = deriveFieldKey(await getJwtSecret(handle.db, config))
    const aadhaar = decryptField(company.aadhaarEnc, key)
    expect(isValidAadhaar(aadhaar)).toBe(true)
    expect(aadhaar.slice(-4)).toBe(company.aadhaarLast4)

    const people = await handle.db.select().from(users).orderBy(users.email)
    expect(people.map((u) => [u.email, u.role, u.isApproved, u.status])).toEqual([
      ['admin@str.example', 'ADMIN', true, 'ACTIVE'],
      ['member@str.example', 'USER', true, 'ACTIVE'],
    ])
    const member = people[1]
    expect(member).toMatchObject({ mobile: '9876543210', companyId: DEMO_COMPANY_ID })
    expect(member.referralCode).toMatch(/\S/)
    expect(await verifyPassword(member.passwordHash, 'Member@2026!')).toBe(true)
    expect(await verifyPassword(people[0].passwordHash, 'Admin@2026!')).toBe(true)

    const [beneficiary] = await handle.db.select().from(beneficiaries).where(eq(beneficiaries.companyId, DEMO_COMPANY_ID))
    expect(beneficiary).toMatchObject({
      holderName: 'STR Token Pvt Ltd',
      bankName: 'State Bank of India',
      branch: 'Connaught Place, New Delhi',
      accountNumber: '123456789012',
      ifscCode: 'SBIN0000691',
      upi: 'strtoken@sbi',
      upiPayeeName: 'STR Token',
      isPrimary: true,
    })
    const admins = await handle.db.select().from(superadmins)
    expect(admins.map((a) => a.email)).toEqual(['super@str.example'])
  })

  it('changes nothing when run again, even after the data was used', async () => {
    await handle.db.update(companies).set({ remainingPrivateSupply: sql`${companies.remainingPrivateSupply} - 100` })
    const before = await snapshot()
    expect(await seedDemo(handle.db, config)).toEqual({ seeded: false })
    expect(await seedDemo(handle.db, config)).toEqual({ seeded: false })
    expect(await snapshot()).toEqual(before)
    expect(before.rows.companies[0].remainingPrivateSupply).toBe('29999900.00')
  })

  it('seeds once when two instances start together', async () => {
    const fresh = await createTestDatabase()
    try {
      const results = await Promise.all([seedDemo(fresh.db, config), seedDemo(fresh.db, config)])
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true])
      const [{ n }] = await fresh.db.select({ n: count() }).from(users)
      expect(n).toBe(2)
    } finally {
      await fresh.close()
    }
  })

  it('adds the configured super admin to a database that already has companies', async () => {
    await seedDemo(handle.db, { ...config, superadminEmail: 'boss@str.example' })
    await ensureSuperadmin(handle.db, ' Boss@STR.example ')
    const emails = (await handle.db.select().from(superadmins).orderBy(superadmins.email)).map((a) => a.email)
    expect(emails).toEqual(['boss@str.example', 'super@str.example'])
  })
})
