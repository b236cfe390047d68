import { and, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/index'
import { changedValues, recordActivity, type ActivityActor } from '../../lib/activity'
import { beneficiaries, companies } from '../../db/schema'
import type { Beneficiary, UpdateBeneficiaryRequest } from '@/client/types.gen'

/** The receiving details a company admin (or the super admin for any company) keeps. */

export async function findPrimaryBeneficiary(db: Executor, companyId: string) {
  const [row] = await db.select().from(beneficiaries).where(eq(beneficiaries.companyId, companyId)).orderBy(desc(beneficiaries.isPrimary), beneficiaries.createdAt).limit(1)
  return row
}

export function toBeneficiary(row: typeof beneficiaries.$inferSelect): Beneficiary {
  const { id, holderName, bankName, branch, accountNumber, ifscCode, upi } = row
  return { id, holderName, bankName, branch, accountNumber, ifscCode, upi }
}

/**
 * Updates the primary account, or creates it when the company has none yet. Members see it at once.
 * One transaction per company at a time, so two first saves cannot both create a primary account.
 */
export async function savePrimaryBeneficiary(db: Executor, companyId: string, fields: UpdateBeneficiaryRequest, by: { actor: ActivityActor; ip: string }) {
  const values = {
    holderName: fields.holderName.trim(),
    bankName: fields.bankName.trim(),
    branch: fields.branch.trim(),
    accountNumber: fields.accountNumber,
    ifscCode: fields.ifscCode.toUpperCase(),
    upi: fields.upi.trim(),
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`beneficiary:${companyId}`}))`)
    const existing = await findPrimaryBeneficiary(tx, companyId)
    const change = changedValues(loggedBeneficiary(existing), loggedBeneficiary(values))
    await recordActivity(tx, {
      companyId,
      actor: by.actor,
      action: 'BENEFICIARY_CHANGED',
      subject: { type: 'BENEFICIARY', id: existing?.id ?? null, label: values.holderName },
      before: existing ? change.before : null,
      after: change.after,
      ip: by.ip,
    })
    if (existing) {
      // The payee name UPI apps show belongs to the old account: once the holder or the UPI id
      // changes it would name someone else, and the forms have no field for it, so the holder takes over.
      const samePayee = existing.holderName === values.holderName && existing.upi === values.upi
      const [row] = await tx
        .update(beneficiaries)
        .set({ ...values, ...(!samePayee && { upiPayeeName: null }) })
        .where(and(eq(beneficiaries.id, existing.id), eq(beneficiaries.companyId, companyId)))
        .returning()
      return row
    }
    const [row] = await tx
      .insert(beneficiaries)
      .values({ ...values, companyId, isPrimary: true })
      .returning()
    return row
  })
}

/** The details as the activity log keeps them: the account number only by its last four digits. */
function loggedBeneficiary(row: Omit<typeof beneficiaries.$inferInsert, 'companyId'> | undefined): Record<string, unknown> {
  if (!row) return {}
  const { holderName, bankName, branch, accountNumber, ifscCode, upi } = row
  return { holderName, bankName, branch, accountNumber: accountNumber ? `XXXX${accountNumber.slice(-4)}` : accountNumber, ifscCode, upi }
}

/** Every receiving account of a company, the primary first: what its members are shown to pay into. */
export async function listBeneficiaries(db: Executor, companyId: string) {
  return db.select().from(beneficiaries).where(eq(beneficiaries.companyId, companyId)).orderBy(desc(beneficiaries.isPrimary), beneficiaries.createdAt)
}

export async function companyExists(db: Executor, companyId: string) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId))
  return !!row
}
