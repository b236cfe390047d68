import type { FastifyInstance } from 'fastify'
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors'
import { isValidAadhaar } from '@/shared/aadhaar'
import { deriveFieldKey, encryptField, maskAadhaar } from '../../lib/crypto'
import { verifyPassword } from '../../lib/passwords'
import { enforceRateLimit, RATE_LIMITS } from '../../lib/rate-limit'
import { checkOtp, consumeOtp, issueOtpAndSend, limitOtpRequests, type OtpSubject } from '../../lib/otp'
import { signedMediaUrl } from '../../lib/media-links'
import { wholeTokens } from '../../lib/amounts'
import { isUniqueViolation } from '../../lib/pg-errors'
import * as repo from './repository'
import { assertBirthDate } from './member-accounts'
import { mobileChangeCode } from './messages'
import type { Language, NotificationChannelsRequest, UpdateProfileRequest, UserProfile } from '@/client/types.gen'

type Member = NonNullable<Awaited<ReturnType<typeof repo.findLiveUserById>>>

export function toProfile(app: FastifyInstance, user: Member): UserProfile {
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
    language: user.language,
    decisionChannels: user.decisionChannels,
    rewardChannels: user.rewardChannels,
    isApproved: user.isApproved,
  }
}

export async function loadMember(app: FastifyInstance, userId: string): Promise<Member> {
  const user = await repo.findLiveUserById(app.db, userId)
  if (!user) throw unauthorized('SESSION_EXPIRED')
  return user
}

/** The language of the member's email and SMS, as their language switch saves it: nothing that guards the account, so no password. */
export async function setMemberLanguage(app: FastifyInstance, userId: string, language: Language): Promise<void> {
  await loadMember(app, userId)
  await repo.updateMember(app.db, userId, { language })
}

/** How the member hears of decisions and rewards (one-time codes do not read it): nothing that guards the account, so no password. */
export async function setNewsChannels(app: FastifyInstance, userId: string, channels: NotificationChannelsRequest): Promise<void> {
  await loadMember(app, userId)
  await repo.updateMember(app.db, userId, { decisionChannels: channels.decisionChannels, rewardChannels: channels.rewardChannels })
}

/** Email and Member ID are read-only here; role, approval, balances and company are never the member's to set. */
export async function updateProfile(app: FastifyInstance, userId: string, changes: UpdateProfileRequest, device: string): Promise<Member> {
  const user = await loadMember(app, userId)
  await enforceRateLimit(app.db, `profile:password:${userId}`, RATE_LIMITS.loginPerTargetAndIp)
  // 400, not 401: a wrong current password must not sign the member out.
  if (!(await verifyPassword(user.passwordHash, changes.password))) throw badRequest('CURRENT_PASSWORD_WRONG')

  const values: Partial<Member> = {}
  if (changes.name !== undefined) values.name = changes.name.trim()
  if (changes.language !== undefined) values.language = changes.language
  // A new number is proven by the code sent to it: checked now, used up with the change.
  let mobileCode: { subject: OtpSubject; id: string; mobile: string } | undefined
  if (changes.mobile !== undefined && changes.mobile !== user.mobile) {
    // Said before the code is asked for: no code can be sent to a number that is taken.
    await refuseTakenMobile(app, user.companyId, changes.mobile)
    if (!changes.mobileOtp) throw badRequest('MOBILE_OTP_REQUIRED')
    const subject = mobileChangeSubject(user, changes.mobile)
    mobileCode = { subject, id: await checkOtp(app.db, { ...subject, code: changes.mobileOtp, device }), mobile: changes.mobile }
    values.mobile = changes.mobile
  }
  if (changes.dateOfBirth !== undefined) {
    assertBirthDate(changes.dateOfBirth)
    values.dateOfBirth = changes.dateOfBirth
  }
  if (changes.profileImageId !== undefined) {
    const picture = await repo.findMedia(app.db, changes.profileImageId)
    // 404 as the contract says: another member's file is, to this member, no file at all.
    if (!picture || picture.ownerUserId !== userId) throw notFound('PROFILE_PICTURE_NOT_FOUND')
    if (!picture.mimeType.startsWith('image/')) throw badRequest('PROFILE_PICTURE_NOT_IMAGE')
    values.profileImageId = picture.id
  }
  const aadhaar = changes.kycDocumentNumber?.replace(/\s+/g, '')
  // The masked number the profile showed, sent back unchanged, keeps the stored one.
  if (aadhaar && !(user.kycLast4 && aadhaar === maskAadhaar(user.kycLast4))) {
    if (!isValidAadhaar(aadhaar)) throw badRequest('AADHAAR_INVALID')
    values.kycEnc = encryptField(aadhaar, deriveFieldKey(app.jwtSecret))
    values.kycLast4 = aadhaar.slice(-4)
  }

  if (Object.keys(values).length > 0) {
    try {
      await app.db.transaction(async (tx) => {
        if (mobileCode) await consumeOtp(tx, mobileCode.subject, mobileCode.id, { device, contacts: [mobileCode.mobile] })
        await repo.updateMember(tx, userId, values)
      })
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('MOBILE_ALREADY_REGISTERED')
      throw err
    }
  }
  return loadMember(app, userId)
}

/** A code for this member and this number only: it cannot move another account, or to another number. */
const mobileChangeSubject = (user: Member, mobile: string): OtpSubject => ({ purpose: 'CHANGE_MOBILE', target: `${user.id} ${mobile}`, companyId: user.companyId })

/** Sends a code to the number the member wants to change to; only the owner of that phone can read it. */
export async function sendMobileChangeCode(app: FastifyInstance, userId: string, mobile: string, ip: string, device: string) {
  const user = await loadMember(app, userId)
  if (mobile === user.mobile) throw badRequest('SAME_MOBILE')
  await limitOtpRequests(app.db, { purpose: 'CHANGE_MOBILE', companyId: user.companyId, contacts: [mobile], ip, device })
  await refuseTakenMobile(app, user.companyId, mobile)
  await issueOtpAndSend(app.db, app.notifier, { ...mobileChangeSubject(user, mobile), device }, (code, expiresAt) => [
    { channel: 'SMS', to: mobile, text: mobileChangeCode[user.language](code).sms, code, expiresAt },
  ])
}

async function refuseTakenMobile(app: FastifyInstance, companyId: string, mobile: string) {
  if (await repo.isMobileTaken(app.db, companyId, mobile)) throw conflict('MOBILE_ALREADY_REGISTERED')
}
