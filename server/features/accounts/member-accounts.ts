import type { FastifyInstance } from 'fastify'
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors'
import { checkOtp, consumeOtp, issueOtpAndSend, limitOtpRequests, verifyOtp } from '../../lib/otp'
import { enforceRateLimit, guardLoginFrom, RATE_LIMITS } from '../../lib/rate-limit'
import { hashPassword, verifyPasswordOrDummy } from '../../lib/passwords'
import { createSession, revokeUserSessions, type SignInOrigin } from '../../lib/sessions'
import { refuseSuspendedCompany, suspensionParams } from '../../lib/company-suspension'
import { isUniqueViolation } from '../../lib/pg-errors'
import { newReferralCode } from '../../lib/referral-code'
import * as repo from './repository'
import { passwordResetCode, registrationCode } from './messages'
import type { Language, RegisterRequest } from '@/client/types.gen'

const normaliseEmail = (email: string) => email.trim().toLowerCase()

async function requireCompany(app: FastifyInstance, companyId: string) {
  const company = await repo.findCompany(app.db, companyId)
  if (!company) throw notFound('COMPANY_NOT_CONFIGURED')
  // Registering and resetting a password lead to a sign-in, which a suspended company refuses.
  if (company.suspensionReason !== null) throw forbidden('COMPANY_SUSPENDED', suspensionParams(company.suspensionReason))
  return company
}

/**
 * The code went to the email and to the mobile, so it proves both: registering with another
 * mobile than the one that received it must fail, or anyone could claim someone else's number.
 * A space cannot occur in a valid email or mobile, so the pair is unambiguous.
 */
const registrationTarget = (email: string, mobile: string) => `${email} ${mobile}`

async function refuseTakenContacts(app: FastifyInstance, companyId: string, email: string, mobile: string) {
  const taken = await repo.findTakenContacts(app.db, companyId, email, mobile)
  if (taken.email && taken.mobile) throw conflict('EMAIL_AND_MOBILE_ALREADY_REGISTERED')
  if (taken.email) throw conflict('EMAIL_ALREADY_REGISTERED')
  if (taken.mobile) throw conflict('MOBILE_ALREADY_REGISTERED')
}

export async function sendRegistrationOtp(
  app: FastifyInstance,
  input: { companyId: string; name: string; email: string; mobile: string; language?: Language },
  ip: string,
  device: string,
) {
  const email = normaliseEmail(input.email)
  await requireCompany(app, input.companyId)
  // Limited before anything is looked up, so the duplicate check cannot be used to sweep addresses.
  // Every send counts against each address it reaches.
  await limitOtpRequests(app.db, { purpose: 'REGISTER', companyId: input.companyId, contacts: [email, input.mobile], ip, device })
  await refuseTakenContacts(app, input.companyId, email, input.mobile)
  // One code, bound to the email and the mobile, reaches the member on both channels.
  const target = registrationTarget(email, input.mobile)
  // In the language the guest chose on the screen: there is no account to read one from yet.
  await issueOtpAndSend(app.db, app.notifier, { purpose: 'REGISTER', target, companyId: input.companyId, device }, (code, expiresAt) => {
    const message = registrationCode[input.language ?? 'en'](code)
    return [
      { channel: 'EMAIL', to: email, ...message.email, code, expiresAt },
      { channel: 'SMS', to: input.mobile, text: message.sms, code, expiresAt },
    ]
  })
}

export async function registerMember(app: FastifyInstance, input: RegisterRequest, ip: string, device: string) {
  const email = normaliseEmail(input.email)
  await enforceRateLimit(app.db, `register:ip:${ip}`, RATE_LIMITS.registerPerIp)
  const company = await requireCompany(app, input.companyId)
  assertBirthDate(input.dateOfBirth)
  // The code first: without it, nothing is said about the email or the mobile, so this call
  // cannot be used to find out who is registered. It is used up only when the account is made.
  const target = registrationTarget(email, input.mobile)
  const subject = { purpose: 'REGISTER' as const, target, companyId: input.companyId }
  const codeId = await checkOtp(app.db, { ...subject, code: input.otp, device })
  await refuseTakenContacts(app, input.companyId, email, input.mobile)

  let referredById: string | null = null
  if (input.referralCode) {
    const referrer = await repo.findReferrer(app.db, input.companyId, input.referralCode.trim().toUpperCase())
    if (!referrer) throw badRequest('REFERRAL_CODE_INVALID')
    if (referrer.email === email || referrer.mobile === input.mobile) throw badRequest('OWN_REFERRAL_CODE')
    referredById = referrer.id
  }

  const passwordHash = await hashPassword(input.password)

  for (let attempt = 0; ; attempt++) {
    try {
      // The code is used up in the transaction that makes the account: a refusal leaves it usable.
      return await app.db.transaction(async (tx) => {
        await consumeOtp(tx, subject, codeId, { device, contacts: [email, input.mobile] })
        return repo.insertMember(tx, {
          companyId: input.companyId,
          role: 'USER',
          name: input.name.trim(),
          email,
          mobile: input.mobile,
          passwordHash,
          referralCode: newReferralCode(company.tokenSymbol),
          referredById,
          dateOfBirth: input.dateOfBirth,
          pincode: input.pincode ?? null,
          gender: input.gender ?? null,
          language: input.language ?? 'en',
        })
      })
    } catch (err) {
      if (isUniqueViolation(err, 'users_referral_code_unique') && attempt < 5) continue
      if (isUniqueViolation(err)) throw conflict('CONTACT_ALREADY_REGISTERED')
      throw err
    }
  }
}

/** Today where the members are (India), as YYYY-MM-DD. */
const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())

/** A date of birth is not in the future and not before 1900 (the contract checks it is a real date). */
export function assertBirthDate(date: string) {
  if (date > todayInIndia()) throw badRequest('DATE_OF_BIRTH_IN_FUTURE')
  if (date < '1900-01-01') throw badRequest('DATE_OF_BIRTH_INVALID')
}

export async function logInMember(app: FastifyInstance, input: { companyId: string; user: string; password: string }, ip: string, from: SignInOrigin) {
  const email = normaliseEmail(input.user)
  await enforceRateLimit(app.db, `login:member:${input.companyId}:${email}:${ip}`, RATE_LIMITS.loginPerTargetAndIp)
  const fromAddress = await guardLoginFrom(app.db, ip)
  const user = await repo.findLiveUserByEmail(app.db, input.companyId, email)
  // Unknown email and wrong password cost the same argon2 work and get the same answer.
  const passwordOk = await verifyPasswordOrDummy(user?.passwordHash, input.password)
  if (!user || !passwordOk || user.role !== 'USER') {
    await fromAddress.failed()
    throw unauthorized('INVALID_LOGIN')
  }
  // Said only to someone who proved the password, so it tells a stranger nothing.
  await refuseSuspendedCompany(app.db, user.companyId)
  if (user.status === 'BLOCKED') throw forbidden('ACCOUNT_BLOCKED')
  if (user.status === 'INACTIVE') throw forbidden('ACCOUNT_INACTIVE')
  return createSession(app.db, app.jwtSecret, { role: 'USER', userId: user.id, companyId: user.companyId, from })
}

export async function sendPasswordResetOtp(app: FastifyInstance, input: { companyId: string; user: string }, ip: string, device: string) {
  const email = normaliseEmail(input.user)
  await requireCompany(app, input.companyId)
  await limitOtpRequests(app.db, { purpose: 'FORGOT_PASSWORD', companyId: input.companyId, contacts: [email], ip, device })
  const user = await repo.findLiveUserByEmail(app.db, input.companyId, email)
  const isMember = user?.role === 'USER'
  // The same work whether or not the account exists (a code is made either way; only a member's is
  // sent, after the answer), so neither the answer nor its time tells who is registered. A code
  // made for nobody reaches nobody, and resetPassword finds no account for it.
  await issueOtpAndSend(app.db, app.notifier, { purpose: 'FORGOT_PASSWORD', target: email, companyId: input.companyId, device }, (code, expiresAt) => {
    return isMember ? [{ channel: 'EMAIL', to: email, ...passwordResetCode[user.language](code).email, code, expiresAt }] : []
  })
}

export async function resetPassword(app: FastifyInstance, input: { companyId: string; user: string; otp: string; password: string }, device: string) {
  const email = normaliseEmail(input.user)
  await requireCompany(app, input.companyId)
  // Without a live account there is no code either: the answer is the same as for a wrong code.
  const subject = { purpose: 'FORGOT_PASSWORD' as const, target: email, companyId: input.companyId, code: input.otp }
  await verifyOtp(app.db, subject, { device, contacts: [email] })
  const user = await repo.findLiveUserByEmail(app.db, input.companyId, email)
  if (!user) throw badRequest('OTP_INVALID')
  const passwordHash = await hashPassword(input.password)
  await app.db.transaction(async (tx) => {
    await repo.updateMember(tx, user.id, { passwordHash })
    await revokeUserSessions(tx, user.id)
  })
}
