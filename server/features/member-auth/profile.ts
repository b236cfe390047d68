import type { FastifyInstance } from 'fastify'
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors'
import { deriveFieldKey, encryptField, isValidAadhaar, maskAadhaar } from '../../lib/crypto'
import { verifyPassword } from '../../lib/passwords'
import { enforceRateLimit, RATE_LIMITS } from '../../lib/rate-limit'
import { signedMediaUrl } from '../../lib/media-links'
import { wholeTokens } from '../../lib/amounts'
import { isUniqueViolation } from '../../lib/pg-errors'
import { SESSION_EXPIRED_MESSAGE } from '../../lib/tokens'
import * as repo from './repository'

type Member = NonNullable<Awaited<ReturnType<typeof repo.findLiveUserById>>>

export function toProfile(app: FastifyInstance, user: Member) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    referralCode: user.referralCode,
    dateOfBirth: user.dateOfBirth,
    kycDocumentNumber: user.kycLast4 ? maskAadhaar(user.kycLast4) : null,
    profileImage: user.profileImageId ? { url: signedMediaUrl(app.jwtSecret, user.profileImageId) } : null,
    globalStake: wholeTokens(user.globalStake),
    stockBalance: wholeTokens(user.stockBalance),
  }
}

export async function loadMember(app: FastifyInstance, userId: string): Promise<Member> {
  const user = await repo.findLiveUserById(app.db, userId)
  if (!user) throw unauthorized(SESSION_EXPIRED_MESSAGE)
  return user
}

export interface ProfileChanges {
  name?: string
  mobile?: string
  dateOfBirth?: string
  profileImageId?: string
  kycDocumentNumber?: string
  /** The current password, which every change must prove. */
  password: string
}

/** Email and Member ID are read-only here; role, approval, balances and company are never the member's to set. */
export async function updateProfile(app: FastifyInstance, userId: string, changes: ProfileChanges): Promise<Member> {
  const user = await loadMember(app, userId)
  await enforceRateLimit(app.db, `profile:password:${userId}`, RATE_LIMITS.loginPerTargetAndIp)
  // 400, not 401: a wrong current password must not sign the member out.
  if (!(await verifyPassword(user.passwordHash, changes.password))) throw badRequest('Your current password is incorrect.')

  const values: Partial<Member> = {}
  if (changes.name !== undefined) values.name = changes.name.trim()
  if (changes.mobile !== undefined) values.mobile = changes.mobile
  if (changes.dateOfBirth !== undefined) values.dateOfBirth = changes.dateOfBirth
  if (changes.profileImageId !== undefined) {
    const picture = await repo.findMedia(app.db, changes.profileImageId)
    // 404 as the contract says: another member's file is, to this member, no file at all.
    if (!picture || picture.ownerUserId !== userId) throw notFound('The profile picture was not found. Please upload it again.')
    if (!picture.mimeType.startsWith('image/')) throw badRequest('The profile picture must be an image.')
    values.profileImageId = picture.id
  }
  const aadhaar = changes.kycDocumentNumber?.replace(/\s+/g, '')
  // The masked number the profile showed, sent back unchanged, keeps the stored one.
  if (aadhaar && !(user.kycLast4 && aadhaar === maskAadhaar(user.kycLast4))) {
    if (!isValidAadhaar(aadhaar)) throw badRequest('Please enter a valid 12-digit Aadhaar number.')
    values.kycEnc = encryptField(aadhaar, deriveFieldKey(app.jwtSecret))
    values.kycLast4 = aadhaar.slice(-4)
  }

  if (Object.keys(values).length > 0) {
    try {
      await repo.updateMember(app.db, userId, values)
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('This mobile number is already registered.')
      throw err
    }
  }
  return loadMember(app, userId)
}

