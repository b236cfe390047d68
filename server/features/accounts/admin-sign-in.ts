import type { FastifyInstance } from 'fastify'
import { forbidden, unauthorized } from '../../lib/errors'
import { verifyPassword, verifyPasswordOrDummy } from '../../lib/passwords'
import { enforceRateLimit, guardLoginFrom, RATE_LIMITS } from '../../lib/rate-limit'
import { createSession, type SignInOrigin } from '../../lib/sessions'
import { refuseSuspendedCompany } from '../../lib/company-suspension'
import * as repo from './repository'
import { issueChallenge, secondStepFor } from './two-factor-sign-in'

/**
 * An admin signs in with email and password: the account names its company. When a second factor
 * applies (theirs is on, or their company requires one), a right password earns a challenge, never a
 * session. Admin emails
 * are kept unique across companies (company/add, auth/add and auth/update refuse a second live
 * admin), but no index enforces it, so should two ever share an email the password picks the account.
 */
export async function logInAdmin(app: FastifyInstance, input: { email: string; password: string }, ip: string, from: SignInOrigin) {
  const { db, jwtSecret } = app
  const email = input.email.trim().toLowerCase()
  await enforceRateLimit(db, `login:admin:${email}:${ip}`, RATE_LIMITS.loginPerTargetAndIp)
  const fromAddress = await guardLoginFrom(db, ip)
  const candidates = await repo.findLiveAdmins(db, email)
  let admin: (typeof candidates)[number] | undefined
  for (const candidate of candidates) {
    if (await verifyPassword(candidate.passwordHash, input.password)) {
      admin = candidate
      break
    }
  }
  // An unknown email costs the same argon2 work as a wrong password.
  if (candidates.length === 0) await verifyPasswordOrDummy(undefined, input.password)
  if (!admin) {
    await fromAddress.failed()
    throw unauthorized('INVALID_LOGIN')
  }
  if (admin.status !== 'ACTIVE') throw forbidden('ACCOUNT_NOT_ACTIVE')
  // Before a challenge: a second factor would only lead to the same refusal.
  await refuseSuspendedCompany(db, admin.companyId)
  const secondStep = await secondStepFor(app, admin.id)
  if (secondStep) return issueChallenge(app, admin.id, secondStep, ip)
  app.log.info({ event: 'sign-in', account: `admin:${admin.id}`, ip }, 'admin signed in with a password')
  return { token: await createSession(db, jwtSecret, { role: 'ADMIN', userId: admin.id, companyId: admin.companyId, from }) }
}
