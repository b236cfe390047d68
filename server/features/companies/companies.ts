import type { FastifyInstance } from 'fastify'
import { changedValues, recordActivity, type ActivityActor } from '../../lib/activity'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { isValidAadhaar } from '@/shared/aadhaar'
import { deriveFieldKey, encryptField, maskAadhaar } from '../../lib/crypto'
import { hashPassword } from '../../lib/passwords'
import { isUniqueViolation } from '../../lib/pg-errors'
import { newReferralCode } from '../../lib/referral-code'
import { wholeTokens } from '../../lib/amounts'
import type { companies } from '../../db/schema'
import * as repo from './repository'
import type { AddCompanyAdminRequest, AddCompanyRequest, Company, SuspendCompanyRequest, UpdateCompanyRequest } from '@/client/types.gen'

/** The Referral Programme is 30% of every token's supply, and it is what members buy from. */
const REFERRAL_SHARE_PERCENT = 30n

type CompanyRow = typeof companies.$inferSelect

export function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    companyName: row.name,
    email: row.email,
    mobile: row.mobile,
    companyAadhaarCard: maskAadhaar(row.aadhaarLast4),
    companyPan: row.pan,
    companyAddress: row.address,
    companyPincode: row.pincode,
    tokenName: row.tokenName,
    tokenSymbol: row.tokenSymbol,
    price: row.price,
    totalSupply: wholeTokens(row.totalSupply),
    platformChargePercent: row.platformChargePercent,
    status: row.suspendedAt ? 'SUSPENDED' : 'ACTIVE',
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspensionReason: row.suspensionReason,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The company, its sale settings and its first admin sign-in, all or nothing. */
export async function addCompany(app: FastifyInstance, input: AddCompanyRequest, by: { actor: ActivityActor; ip: string }) {
  if (!isValidAadhaar(input.companyAadhaarCard)) throw badRequest('AADHAAR_INVALID')
  if (!(Number(input.price) > 0)) throw badRequest('TOKEN_PRICE_NOT_POSITIVE')
  const totalSupply = BigInt(input.totalSupply)
  if (totalSupply <= 0n) throw badRequest('TOTAL_SUPPLY_NOT_POSITIVE')
  // 30% of a whole number of tokens, kept exact to the paisa-like 2 places the column holds.
  const privateHundredths = totalSupply * REFERRAL_SHARE_PERCENT
  const privateSupply = `${privateHundredths / 100n}.${(privateHundredths % 100n).toString().padStart(2, '0')}`
  const email = input.email.trim().toLowerCase()
  const symbol = input.tokenSymbol.toUpperCase()
  const passwordHash = await hashPassword(input.adminPassword)
  try {
    return await app.db.transaction(async (tx) => {
      // Admins sign in with email and password alone; a second admin account under one email
      // would leave the sign-in to guess which company is meant.
      await repo.lockAdminEmail(tx, email)
      if (await repo.findLiveAdmin(tx, email)) throw conflict('ADMIN_EMAIL_TAKEN')
      const company = await repo.insertCompany(tx, {
        name: input.companyName.trim(),
        email,
        mobile: input.mobile,
        aadhaarEnc: encryptField(input.companyAadhaarCard, deriveFieldKey(app.jwtSecret)),
        aadhaarLast4: input.companyAadhaarCard.slice(-4),
        pan: input.companyPan.toUpperCase(),
        address: input.companyAddress.trim(),
        pincode: input.companyPincode,
        tokenName: input.tokenName.trim(),
        tokenSymbol: symbol,
        price: input.price,
        totalSupply: input.totalSupply,
        privateSupply,
        remainingPrivateSupply: privateSupply,
        platformChargePercent: input.platformChargePercent,
        // Left out, the schema's defaults apply: on, 5%, 1%, 30 days.
        referralEnabled: input.referralEnabled,
        referralLevel1Percent: input.referralLevel1Percent,
        referralLevel2Percent: input.referralLevel2Percent,
        referralLockDays: input.referralLockDays,
      })
      await repo.insertAdmin(tx, {
        companyId: company.id,
        role: 'ADMIN',
        name: `${input.companyName.trim()} Admin`,
        email,
        mobile: input.mobile,
        passwordHash,
        referralCode: newReferralCode(symbol),
        isApproved: true,
      })
      // The Aadhaar number and the admin's password never enter the log.
      await recordActivity(tx, {
        companyId: company.id,
        actor: by.actor,
        action: 'COMPANY_ADDED',
        subject: { type: 'COMPANY', id: company.id, label: company.name },
        after: {
          companyName: company.name,
          email,
          mobile: company.mobile,
          tokenName: company.tokenName,
          tokenSymbol: company.tokenSymbol,
          price: company.price,
          totalSupply: wholeTokens(company.totalSupply),
          platformChargePercent: company.platformChargePercent,
        },
        ip: by.ip,
      })
      return company
    })
  } catch (err) {
    if (isUniqueViolation(err, 'companies_token_symbol_unique')) throw conflict('TOKEN_SYMBOL_TAKEN', { symbol })
    throw err
  }
}

/**
 * The platform's way back into a company: one more admin, for when its admins are gone, blocked or
 * locked out. The same rules as any admin account: one email, one admin, across the platform.
 */
export async function addCompanyAdmin(app: FastifyInstance, input: AddCompanyAdminRequest, by: { actor: ActivityActor; ip: string }) {
  const company = await repo.findCompany(app.db, input.companyId)
  if (!company) throw notFound('COMPANY_NOT_FOUND')
  const email = input.email.trim().toLowerCase()
  const passwordHash = await hashPassword(input.password)
  for (let attempt = 0; ; attempt++) {
    try {
      return await app.db.transaction(async (tx) => {
        await repo.lockAdminEmail(tx, email)
        if (await repo.findLiveAdmin(tx, email)) throw conflict('ADMIN_EMAIL_TAKEN')
        const admin = await repo.insertAdmin(tx, {
          companyId: company.id,
          role: 'ADMIN',
          name: input.name.trim(),
          email,
          mobile: input.mobile,
          passwordHash,
          referralCode: newReferralCode(company.tokenSymbol),
          isApproved: true,
        })
        await recordActivity(tx, {
          companyId: company.id,
          actor: by.actor,
          action: 'ADMIN_ADDED',
          subject: { type: 'USER', id: admin.id, label: admin.name },
          after: { name: admin.name, email: admin.email, mobile: admin.mobile },
          ip: by.ip,
        })
        return admin
      })
    } catch (err) {
      if (isUniqueViolation(err, 'users_referral_code_unique') && attempt < 5) continue
      if (isUniqueViolation(err)) throw conflict('COMPANY_CONTACT_TAKEN')
      throw err
    }
  }
}

/**
 * The super admin's edit: only the fields sent change. The token symbol is not among them (Member IDs
 * are minted from it, and receipts and notices already name it). Each of the three changes below is
 * one transaction holding the company's row, so what is recorded beside it commits with it.
 */
export async function updateCompany(app: FastifyInstance, input: UpdateCompanyRequest, by: { actor: ActivityActor; ip: string }) {
  const { companyId, ...fields } = input
  return app.db.transaction(async (tx) => {
    const company = await repo.lockCompany(tx, companyId)
    if (!company) throw notFound('COMPANY_NOT_FOUND')
    const changes: Partial<CompanyRow> = {
      ...(fields.companyName !== undefined && { name: fields.companyName.trim() }),
      ...(fields.email !== undefined && { email: fields.email.trim().toLowerCase() }),
      ...(fields.mobile !== undefined && { mobile: fields.mobile }),
      ...(fields.companyAddress !== undefined && { address: fields.companyAddress.trim() }),
      ...(fields.companyPincode !== undefined && { pincode: fields.companyPincode }),
      ...(fields.tokenName !== undefined && { tokenName: fields.tokenName.trim() }),
      ...(fields.platformChargePercent !== undefined && { platformChargePercent: fields.platformChargePercent }),
    }
    if (Object.keys(changes).length === 0) throw badRequest('NOTHING_TO_UPDATE')
    const updated = await repo.updateCompany(tx, companyId, changes)
    await recordActivity(tx, {
      companyId,
      actor: by.actor,
      action: 'COMPANY_UPDATED',
      subject: { type: 'COMPANY', id: companyId, label: updated.name },
      ...changedValues(company, changes),
      ip: by.ip,
    })
    return updated
  })
}

/** Suspends the sale: sign-ins and sessions of its people are refused until it is resumed; nothing is deleted. */
export async function suspendCompany(app: FastifyInstance, input: SuspendCompanyRequest, by: { actor: Extract<ActivityActor, { kind: 'SUPERADMIN' }>; ip: string }) {
  return app.db.transaction(async (tx) => {
    const company = await repo.lockCompany(tx, input.companyId)
    if (!company) throw notFound('COMPANY_NOT_FOUND')
    if (company.suspendedAt) throw conflict('COMPANY_ALREADY_SUSPENDED')
    const reason = input.reason.trim()
    const updated = await repo.updateCompany(tx, company.id, { suspendedAt: new Date(), suspensionReason: reason, suspendedBy: by.actor.superadminId })
    await recordActivity(tx, {
      companyId: company.id,
      actor: by.actor,
      action: 'COMPANY_SUSPENDED',
      subject: { type: 'COMPANY', id: company.id, label: company.name },
      before: { suspended: false },
      after: { suspended: true, reason },
      ip: by.ip,
    })
    return updated
  })
}

/** Lifts the suspension: everything works again as it did before. */
export async function resumeCompany(app: FastifyInstance, companyId: string, by: { actor: ActivityActor; ip: string }) {
  return app.db.transaction(async (tx) => {
    const company = await repo.lockCompany(tx, companyId)
    if (!company) throw notFound('COMPANY_NOT_FOUND')
    if (!company.suspendedAt) throw conflict('COMPANY_NOT_SUSPENDED')
    const updated = await repo.updateCompany(tx, company.id, { suspendedAt: null, suspensionReason: null, suspendedBy: null })
    await recordActivity(tx, {
      companyId: company.id,
      actor: by.actor,
      action: 'COMPANY_RESUMED',
      subject: { type: 'COMPANY', id: company.id, label: company.name },
      before: { suspended: true, reason: company.suspensionReason },
      after: { suspended: false },
      ip: by.ip,
    })
    return updated
  })
}
