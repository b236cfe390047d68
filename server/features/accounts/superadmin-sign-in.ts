import type { FastifyInstance } from 'fastify'
import { HttpError, unauthorized } from '../../lib/errors'
import { issueOtpAndSend, limitOtpRequests, SUPERADMIN_OTP_TTL_SECONDS, verifyOtp } from '../../lib/otp'
import { createSession, type SignInOrigin } from '../../lib/sessions'
import * as repo from './repository'
import { superadminSignInCode } from './messages'

/**
 * Any email gets the same answer; only a configured super admin gets a code (valid 2:59, like the
 * countdown). `device` is the hash of the asking browser's otp_device cookie.
 */
export async function sendSuperadminCode(app: FastifyInstance, rawEmail: string, ip: string, device: string) {
  const email = rawEmail.trim().toLowerCase()
  await limitOtpRequests(app.db, { purpose: 'SUPERADMIN_LOGIN', companyId: null, contacts: [email], ip, device })
  if (!(await repo.findSuperadmin(app.db, email))) return
  const subject = { purpose: 'SUPERADMIN_LOGIN' as const, target: email, companyId: null, ttlSeconds: SUPERADMIN_OTP_TTL_SECONDS, device }
  await issueOtpAndSend(app.db, app.notifier, subject, (code, expiresAt) => [{ channel: 'EMAIL', to: email, ...superadminSignInCode(code), code, expiresAt }])
}

export async function verifySuperadminCode(app: FastifyInstance, rawEmail: string, otp: string, device: string, from: SignInOrigin) {
  const email = rawEmail.trim().toLowerCase()
  const superadmin = await repo.findSuperadmin(app.db, email)
  try {
    // An unknown email has no code, so it fails exactly like a wrong one.
    await verifyOtp(app.db, { purpose: 'SUPERADMIN_LOGIN', target: email, companyId: null, code: otp }, { device, contacts: [email] })
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 400) throw new HttpError(401, err.code, err.params)
    throw err
  }
  if (!superadmin) throw unauthorized('OTP_INVALID')
  app.log.info({ event: 'sign-in', account: `superadmin:${superadmin.id}`, secondFactor: 'EMAIL' }, 'super admin signed in with an emailed code')
  return createSession(app.db, app.jwtSecret, { role: 'SUPERADMIN', superadminId: superadmin.id, from })
}
