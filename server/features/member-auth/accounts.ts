import type { FastifyInstance } from 'fastify'
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors'
import { issueOtp, verifyOtp } from '../../lib/otp'
import { enforceRateLimit, RATE_LIMITS } from '../../lib/rate-limit'
import { hashPassword, verifyPasswordOrDummy } from '../../lib/passwords'
import { createSession, revokeUserSessions } from '../../lib/sessions'
import { isUniqueViolation } from '../../lib/pg-errors'
import { newReferralCode } from '../../lib/referral-code'
import * as repo from './repository'

export const COMPANY_NOT_FOUND = 'Company ID is not configured. Please contact support.'
const INVALID_LOGIN = 'Invalid email or password.'

const normaliseEmail = (email: string) => email.trim().toLowerCase()

async function requireCompany(app: FastifyInstance, companyId: string) {
  const company = await repo.findCompany(app.db, companyId)
  if (!company) throw notFound(COMPANY_NOT_FOUND)
  return company
}

/**
 * Every send counts against each address it reaches and against the caller: a registration SMS
 * counts against the mobile too, or changing the email would let anyone flood one phone.
 */
async function limitOtpSends(app: FastifyInstance, targets: string[], ip: string) {
  for (const target of targets) await enforceRateLimit(app.db, `otp:target:${target}`, RATE_LIMITS.otpPerTarget)
  await enforceRateLimit(app.db, `otp:ip:${ip}`, RATE_LIMITS.otpPerIp)
}

/**
 * The code went to the email and to the mobile, so it proves both: registering with another
 * mobile than the one that received it must fail, or anyone could claim someone else's number.
 * A space cannot occur in a valid email or mobile, so the pair is unambiguous.
 */
const registrationTarget = (email: string, mobile: string) => `${email} ${mobile}`

async function refuseTakenContacts(app: FastifyInstance, companyId: string, email: string, mobile: string) {
  const taken = await repo.findTakenContacts(app.db, companyId, email, mobile)
  const messages = [
    ...(taken.email ? ['This email is already registered. Please log in instead.'] : []),
    ...(taken.mobile ? ['This mobile number is already registered.'] : []),
  ]
  if (messages.length) throw conflict(messages.length === 1 ? messages[0] : messages)
}

export async function sendRegistrationOtp(
  app: FastifyInstance,
  input: { companyId: string; name: string; email: string; mobile: string },
  ip: string,
) {
  const email = normaliseEmail(input.email)
  await requireCompany(app, input.companyId)
  // Limited before anything is looked up, so the duplicate check cannot be used to sweep addresses.
  await limitOtpSends(app, [email, input.mobile], ip)
  await refuseTakenContacts(app, input.companyId, email, input.mobile)
  // One code, bound to the email and the mobile, reaches the member on both channels.
  const target = registrationTarget(email, input.mobile)
  const { code } = await issueOtp(app.db, { purpose: 'REGISTER', target, companyId: input.companyId })
  const text = `Hello ${input.name}, your registration code is ${code}. It expires in 10 minutes. Never share it with anyone.`
  await app.notifier.sendEmail({ to: email, subject: 'Your registration code', text, code })
  await app.notifier.sendSms({ to: input.mobile, text, code })
}

export interface Registration {
  companyId: string
  name: string
  email: string
  mobile: string
  otp: string
  dateOfBirth: string
  password: string
  pincode?: string
  gender?: 'male' | 'female' | 'other'
  referralCode?: string
}

export async function registerMember(app: FastifyInstance, input: Registration) {
  const email = normaliseEmail(input.email)
  const company = await requireCompany(app, input.companyId)
  await refuseTakenContacts(app, input.companyId, email, input.mobile)

  let referredById: string | null = null
  if (input.referralCode) {
    const referrer = await repo.findReferrer(app.db, input.companyId, input.referralCode.trim().toUpperCase())
    if (!referrer) throw badRequest('The Member ID (referral code) is not valid.')
    if (referrer.email === email || referrer.mobile === input.mobile) throw badRequest('You cannot use your own Member ID as a referral code.')
    referredById = referrer.id
  }

  // Everything that can refuse the request comes before the code is spent.
  const target = registrationTarget(email, input.mobile)
  await verifyOtp(app.db, { purpose: 'REGISTER', target, companyId: input.companyId, code: input.otp })
  const passwordHash = await hashPassword(input.password)

  for (let attempt = 0; ; attempt++) {
    try {
      return await repo.insertMember(app.db, {
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
      })
    } catch (err) {
      if (isUniqueViolation(err, 'users_referral_code_unique') && attempt < 5) continue
      if (isUniqueViolation(err)) throw conflict('This email or mobile number is already registered.')
      throw err
    }
  }
}

export async function logInMember(app: FastifyInstance, input: { companyId: string; user: string; password: string }, ip: string) {
  const email = normaliseEmail(input.user)
  await enforceRateLimit(app.db, `login:member:${input.companyId}:${email}:${ip}`, RATE_LIMITS.loginPerTargetAndIp)
  const user = await repo.findLiveUserByEmail(app.db, input.companyId, email)
  // Unknown email and wrong password cost the same argon2 work and get the same answer.
  const passwordOk = await verifyPasswordOrDummy(user?.passwordHash, input.password)
  if (!user || !passwordOk || user.role !== 'USER') throw unauthorized(INVALID_LOGIN)
  // Said only to someone who proved the password, so it tells a stranger nothing.
  if (user.status === 'BLOCKED') throw forbidden('Your account is blocked. Please contact support.')
  if (user.status === 'INACTIVE') throw forbidden('Your account is inactive. Please contact support.')
  return createSession(app.db, app.jwtSecret, { role: 'USER', userId: user.id, companyId: user.companyId })
}

export async function sendPasswordResetOtp(app: FastifyInstance, input: { companyId: string; user: string }, ip: string) {
  const email = normaliseEmail(input.user)
  await requireCompany(app, input.companyId)
  await limitOtpSends(app, [email], ip)
  const user = await repo.findLiveUserByEmail(app.db, input.companyId, email)
  if (!user || user.role !== 'USER') return
  const { code } = await issueOtp(app.db, { purpose: 'FORGOT_PASSWORD', target: email, companyId: input.companyId })
  const text = `Your password reset code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this email.`
  await app.notifier.sendEmail({ to: email, subject: 'Your password reset code', text, code })
}

export async function resetPassword(app: FastifyInstance, input: { companyId: string; user: string; otp: string; password: string }) {
  const email = normaliseEmail(input.user)
  await requireCompany(app, input.companyId)
  // Without a live account there is no code either: the answer is the same as for a wrong code.
  await verifyOtp(app.db, { purpose: 'FORGOT_PASSWORD', target: email, companyId: input.companyId, code: input.otp })
  const user = await repo.findLiveUserByEmail(app.db, input.companyId, email)
  if (!user) throw badRequest('Invalid OTP.')
  const passwordHash = await hashPassword(input.password)
  await app.db.transaction(async (tx) => {
    await repo.updateMember(tx, user.id, { passwordHash })
    await revokeUserSessions(tx, user.id)
  })
}
