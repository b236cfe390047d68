import type { FastifyInstance } from 'fastify'
import type { Executor } from '../../db/index'
import { unauthorized } from '../../lib/errors'
import { enforceRateLimit, guardLoginFrom, type RateLimitRule } from '../../lib/rate-limit'
import { createSession, type SignInOrigin } from '../../lib/sessions'
import { CHALLENGE_TTL_SECONDS, signChallenge, verifyChallenge, type ChallengeKind } from '../../lib/sign-in-challenge'
import { findSuperadmin } from './repository'
import * as repo from './two-factor-repository'
import { checkSecondFactor, completeEnrolment, startEnrolment, type CodeCheck } from './two-factor'

/**
 * Code attempts per admin account an hour, whatever the challenge: only someone who knew the
 * password holds a challenge, so strangers cannot spend it; it bounds a password thief's guessing.
 */
const ADMIN_CODE_ATTEMPTS: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 }
/** The super admin's authenticator sign-in has no password before it: per email and address... */
const SUPERADMIN_CODE_PER_EMAIL_AND_IP: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 }
/**
 * ...and a ceiling per email from all addresses together, which is what bounds guessing from many
 * addresses: a try matches at most 3 of the 10^6 codes (now and one step either side), so 30 a day
 * succeed with a chance under 1 in 10,000 a day and under 4% in a year of trying every day. Strangers
 * who use it up close only this path, until the window ends: the emailed code, whose limits are
 * kept per address and per code (otp.ts, rate-limit.ts), still signs the owner in.
 */
const SUPERADMIN_CODE_PER_EMAIL: RateLimitRule = { limit: 30, windowSeconds: 24 * 60 * 60 }

/** What a right password leads to when a second factor applies: a challenge, never a session. */
export async function issueChallenge(app: FastifyInstance, userId: string, kind: ChallengeKind, ip: string) {
  const row = await repo.insertChallenge(app.db, userId, kind)
  app.log.info({ event: 'sign-in.challenge', account: `admin:${userId}`, kind, ip }, 'password accepted, second factor asked')
  return { twoFactor: kind, challenge: signChallenge(app.jwtSecret, { challengeId: row.id, userId, kind }), expiresInSeconds: CHALLENGE_TTL_SECONDS }
}

/** Which second factor applies to an admin whose password was right, if any. */
export async function secondStepFor(app: FastifyInstance, userId: string): Promise<ChallengeKind | null> {
  const facts = await repo.findAdminTwoFactorFacts(app.db, userId)
  if (facts?.enabled) return 'VERIFY'
  return facts?.companyRequires ? 'ENROL' : null
}

async function liveChallenge(app: FastifyInstance, challenge: string, kind: ChallengeKind) {
  const claims = verifyChallenge(app.jwtSecret, challenge)
  const row = claims.kind === kind ? await repo.findLiveChallenge(app.db, claims.challengeId, claims.userId) : undefined
  if (!row) throw unauthorized('CHALLENGE_EXPIRED')
  return { ...claims, companyId: row.companyId }
}

class WrongCode extends Error {
  constructor(readonly check: Exclude<CodeCheck, 'ok'>) {
    super(check)
  }
}

/**
 * Completes an admin's sign-in: the challenge is consumed, the code used and the session made in one
 * transaction, so a wrong code leaves nothing used, and a challenge completes once. A wrong code then
 * costs the challenge one of its five tries, and the address one of its wrong-sign-in budget.
 */
async function completeSignIn<T>(
  app: FastifyInstance,
  input: { challenge: string; kind: ChallengeKind },
  from: SignInOrigin,
  step: (tx: Executor, userId: string) => Promise<{ check: 'ok'; extra: T } | { check: Exclude<CodeCheck, 'ok'> }>,
): Promise<T & { token: string }> {
  const { ip } = from
  const claims = await liveChallenge(app, input.challenge, input.kind)
  await enforceRateLimit(app.db, `two-factor:admin-codes:${claims.userId}`, ADMIN_CODE_ATTEMPTS)
  const fromAddress = await guardLoginFrom(app.db, ip)
  try {
    const done = await app.db.transaction(async (tx) => {
      if (!(await repo.consumeChallenge(tx, claims.challengeId, claims.userId))) throw unauthorized('CHALLENGE_EXPIRED')
      const result = await step(tx, claims.userId)
      if (result.check !== 'ok') throw new WrongCode(result.check)
      const token = await createSession(tx, app.jwtSecret, { role: 'ADMIN', userId: claims.userId, companyId: claims.companyId, from })
      return { ...result.extra, token }
    })
    app.log.info({ event: 'sign-in', account: `admin:${claims.userId}`, ip, secondFactor: input.kind }, 'admin signed in with a second factor')
    return done
  } catch (err) {
    if (!(err instanceof WrongCode)) throw err
    const failures = await repo.recordChallengeFailure(app.db, claims.challengeId)
    await fromAddress.failed()
    app.log.info({ event: 'sign-in.wrong-code', account: `admin:${claims.userId}`, ip, failures }, 'wrong second-factor code')
    if (err.check === 'replayed') throw unauthorized('CODE_REPLAYED')
    throw unauthorized(failures >= repo.CHALLENGE_MAX_FAILURES ? 'TOO_MANY_WRONG_CODES' : 'CODE_INVALID')
  }
}

export async function verifyAdminCode(app: FastifyInstance, input: { challenge: string; code: string }, from: SignInOrigin) {
  const { token } = await completeSignIn(app, { challenge: input.challenge, kind: 'VERIFY' }, from, async (tx, userId) => {
    const check = await checkSecondFactor(app, tx, await repo.findSecondFactor(tx, { role: 'ADMIN', userId }), input.code)
    return check === 'ok' ? { check, extra: {} } : { check }
  })
  return token
}

export async function startAdminEnrolment(app: FastifyInstance, challenge: string) {
  const { userId } = await liveChallenge(app, challenge, 'ENROL')
  return startEnrolment(app, { role: 'ADMIN', userId })
}

export async function enrolAdmin(app: FastifyInstance, input: { challenge: string; code: string }, from: SignInOrigin) {
  return completeSignIn(app, { challenge: input.challenge, kind: 'ENROL' }, from, async (tx, userId) => {
    const recoveryCodes = await completeEnrolment(app, tx, { role: 'ADMIN', userId }, input.code)
    return recoveryCodes ? { check: 'ok' as const, extra: { recoveryCodes } } : { check: 'wrong' as const }
  })
}

/**
 * The super admin's alternative to the emailed code. An unknown email or a super admin without an
 * authenticator fails exactly like a wrong code, after the same limits.
 */
export async function logInSuperadminWithAuthenticator(app: FastifyInstance, input: { email: string; code: string }, from: SignInOrigin) {
  const { ip } = from
  const email = input.email.trim().toLowerCase()
  await enforceRateLimit(app.db, `two-factor:superadmin:${email}:${ip}`, SUPERADMIN_CODE_PER_EMAIL_AND_IP)
  await enforceRateLimit(app.db, `two-factor:superadmin:${email}`, SUPERADMIN_CODE_PER_EMAIL)
  const fromAddress = await guardLoginFrom(app.db, ip)
  const superadmin = await findSuperadmin(app.db, email)
  const outcome = await app.db.transaction(async (tx) => {
    if (!superadmin) return { check: 'wrong' as const }
    const check = await checkSecondFactor(app, tx, await repo.findSecondFactor(tx, { role: 'SUPERADMIN', superadminId: superadmin.id }), input.code)
    if (check !== 'ok') return { check }
    return { check, token: await createSession(tx, app.jwtSecret, { role: 'SUPERADMIN', superadminId: superadmin.id, from }) }
  })
  if (outcome.check === 'ok' && 'token' in outcome) {
    app.log.info({ event: 'sign-in', account: `superadmin:${superadmin?.id}`, ip, secondFactor: 'AUTHENTICATOR' }, 'super admin signed in with the authenticator')
    return outcome.token
  }
  await fromAddress.failed()
  app.log.info({ event: 'sign-in.wrong-code', account: superadmin ? `superadmin:${superadmin.id}` : null, ip }, 'wrong authenticator code for a super admin sign-in')
  throw unauthorized(outcome.check === 'replayed' ? 'CODE_REPLAYED' : 'CODE_INVALID')
}
