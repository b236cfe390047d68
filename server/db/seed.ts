import { count, inArray, sql } from 'drizzle-orm'
import type { Config } from '../config'
import { deriveFieldKey, encryptField } from '../lib/crypto'
import { hashPassword, verifyPassword } from '../lib/passwords'
import { getJwtSecret } from '../lib/tokens'
import type { Database, Executor } from './index'
import { beneficiaries, companies, superadmins, users } from './schema'

export const DEMO_COMPANY_ID = '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68'
export const DEMO_ADMIN = { email: 'admin@str.example', password: 'Admin@2026!' } as const
export const DEMO_MEMBER = { email: 'member@str.example', password: 'Member@2026!', mobile: '9876543210' } as const

/** Any constant will do; it keeps two instances starting together from seeding twice. */
const SEED_LOCK_KEY = 7_301_946_226

// A Verhoeff-valid sample number, not a real person's.
const DEMO_COMPANY_AADHAAR = '499118665246'

/**
 * Fills an empty database with the demo company STR, its admin, a verified member and its
 * beneficiary; and makes sure the configured super admin exists. Both parts are idempotent:
 * a restart never duplicates or resets anything.
 */
export async function seedDemo(db: Database, config: Pick<Config, 'superadminEmail' | 'jwtSecret' | 'isProduction'>): Promise<{ seeded: boolean }> {
  const secret = await getJwtSecret(db, config)
  await ensureSuperadmin(db, config.superadminEmail)

  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    const [{ companyCount }] = await tx.select({ companyCount: count() }).from(companies)
    if (companyCount > 0) return { seeded: false }

    const [adminHash, memberHash] = await Promise.all([hashPassword(DEMO_ADMIN.password), hashPassword(DEMO_MEMBER.password)])

    await tx.insert(companies).values({
      id: DEMO_COMPANY_ID,
      name: 'STR Token Pvt Ltd',
      email: 'contact@str.example',
      mobile: '9811122233',
      aadhaarEnc: encryptField(DEMO_COMPANY_AADHAAR, deriveFieldKey(secret, 'aadhaar')),
      aadhaarLast4: DEMO_COMPANY_AADHAAR.slice(-4),
      pan: 'AAECS1234F',
      address: 'Connaught Place, New Delhi',
      pincode: '110001',
      tokenName: 'STR Token',
      tokenSymbol: 'STR',
      price: '10.00',
      totalSupply: '100000000.00',
      privateSupply: '30000000.00',
      remainingPrivateSupply: '30000000.00',
      platformChargePercent: '2.00',
    })
    await tx.insert(users).values([
      {
        companyId: DEMO_COMPANY_ID,
        role: 'ADMIN',
        name: 'STR Admin',
        email: DEMO_ADMIN.email,
        mobile: '9876500000',
        passwordHash: adminHash,
        referralCode: 'STR100000',
        isApproved: true,
      },
      {
        companyId: DEMO_COMPANY_ID,
        role: 'USER',
        name: 'Demo Member',
        email: DEMO_MEMBER.email,
        mobile: DEMO_MEMBER.mobile,
        passwordHash: memberHash,
        referralCode: 'STR100001',
        dateOfBirth: '1990-01-15',
        pincode: '110001',
        gender: 'male',
        isApproved: true,
      },
    ])
    await tx.insert(beneficiaries).values({
      companyId: DEMO_COMPANY_ID,
      holderName: 'STR Token Pvt Ltd',
      bankName: 'State Bank of India',
      branch: 'Connaught Place, New Delhi',
      accountNumber: '123456789012',
      ifscCode: 'SBIN0000691',
      upi: 'strtoken@sbi',
      upiPayeeName: 'STR Token',
      isPrimary: true,
    })
    return { seeded: true }
  })
}

/**
 * Demo accounts that still open with the demo password, which the README and every banner print.
 * Production refuses to start on such a database: it would be a door anyone can walk through.
 */
export async function demoAccountsWithDemoPassword(db: Executor): Promise<string[]> {
  const demoPasswords = new Map<string, string>([
    [DEMO_ADMIN.email, DEMO_ADMIN.password],
    [DEMO_MEMBER.email, DEMO_MEMBER.password],
  ])
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.email, [...demoPasswords.keys()]))
  const open = await Promise.all(rows.map(async (row) => (row.passwordHash && (await verifyPassword(row.passwordHash, demoPasswords.get(row.email)!)) ? row.email : null)))
  return open.filter((email): email is string => email !== null)
}

/** The configured super admin signs in by email code; the row only has to exist. */
export async function ensureSuperadmin(db: Executor, email: string): Promise<void> {
  await db.insert(superadmins).values({ email: email.trim().toLowerCase(), name: 'Super Admin' }).onConflictDoNothing({ target: superadmins.email })
}
