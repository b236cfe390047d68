import type { FastifyInstance } from 'fastify'
import type { Executor } from '../../db/index'
import { recordActivity, type ActivityActor } from '../../lib/activity'
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors'
import { decryptField, deriveFieldKey, encryptField } from '../../lib/crypto'
import { enforceRateLimit, type RateLimitRule } from '../../lib/rate-limit'
import { hashRecoveryCode, isRecoveryCodeShape, newRecoveryCodes, newTotpSecret, otpauthUri, totpStepOf, type RecoveryCodeSet } from '../../lib/totp'
import * as repo from './two-factor-repository'
import type { Account } from './two-factor-repository'

export type { Account }

/**
 * Code attempts on the signed-in operations (enable, disable, new recovery codes): only the holder
 * of the session reaches them, so one budget per account is enough and nobody else can spend it.
 */
const MANAGE_ATTEMPTS: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 }

/** Keys of their own, so a leaked secret of one kind says nothing of the other. */
const secretKey = (app: FastifyInstance) => deriveFieldKey(app.jwtSecret, 'totp-secret')
const recoveryKey = (app: FastifyInstance) => deriveFieldKey(app.jwtSecret, 'recovery-code')

const actorOf = (account: Account): ActivityActor =>
  account.role === 'ADMIN' ? { kind: 'ADMIN', userId: account.userId } : { kind: 'SUPERADMIN', superadminId: account.superadminId }

const accountKey = (account: Account) => (account.role === 'ADMIN' ? `admin:${account.userId}` : `superadmin:${account.superadminId}`)

export type CodeCheck = 'ok' | 'wrong' | 'replayed'

/**
 * Accepts an authenticator code (of a step later than the last one used: the guarded UPDATE makes
 * two uses of one code, even concurrent ones, a single success) or an unused recovery code.
 */
export async function checkSecondFactor(app: FastifyInstance, db: Executor, factor: repo.SecondFactor | undefined, code: string): Promise<CodeCheck> {
  if (!factor?.enabledAt || !factor.secretEnc) return 'wrong'
  if (isRecoveryCodeShape(code)) return (await repo.useRecoveryCode(db, factor.id, hashRecoveryCode(code, recoveryKey(app)))) ? 'ok' : 'wrong'
  const step = await totpStepOf(decryptField(factor.secretEnc, secretKey(app)), code)
  if (step === null) return 'wrong'
  return (await repo.takeTimeStep(db, factor.id, step)) ? 'ok' : 'replayed'
}

export async function twoFactorStatus(app: FastifyInstance, account: Account) {
  const factor = await repo.findSecondFactor(app.db, account)
  const facts = await repo.findAccountFacts(app.db, account)
  if (!facts) throw notFound('ACCOUNT_NOT_FOUND')
  const enabled = Boolean(factor?.enabledAt)
  return {
    enabled,
    enabledAt: factor?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabled && factor ? await repo.countRecoveryCodesLeft(app.db, factor.id) : 0,
    companyRequires: facts.companyRequires,
  }
}

/** A new secret, kept encrypted and inactive until a first code confirms it; asking again replaces it. */
export async function startEnrolment(app: FastifyInstance, account: Account) {
  const facts = await repo.findAccountFacts(app.db, account)
  if (!facts) throw notFound('ACCOUNT_NOT_FOUND')
  const secret = newTotpSecret()
  const saved = await repo.savePendingSecret(app.db, account, encryptField(secret, secretKey(app)))
  if (!saved) throw conflict('TWO_FACTOR_ALREADY_ON_ELSEWHERE')
  app.log.info({ event: 'two-factor.setup', account: accountKey(account) }, 'two-factor enrolment started')
  return { secret, otpauthUri: otpauthUri(secret, facts.email) }
}

/**
 * Turns the pending secret on when the code matches it, and answers the ten recovery codes (shown
 * this once, kept only as hashes). Null when the code is wrong; the caller decides what that costs.
 */
export async function completeEnrolment(app: FastifyInstance, db: Executor, account: Account, code: string): Promise<RecoveryCodeSet | null> {
  const factor = await repo.findSecondFactor(db, account)
  if (factor?.enabledAt) throw conflict('TWO_FACTOR_ALREADY_ON')
  if (!factor?.pendingSecretEnc) throw conflict('TWO_FACTOR_SETUP_NOT_STARTED')
  const step = await totpStepOf(decryptField(factor.pendingSecretEnc, secretKey(app)), code)
  if (step === null) return null
  if (!(await repo.enableSecondFactor(db, factor.id, factor.pendingSecretEnc, step))) throw conflict('TWO_FACTOR_SETUP_CHANGED')
  const codes = newRecoveryCodes()
  await repo.replaceRecoveryCodes(
    db,
    factor.id,
    codes.map((c) => hashRecoveryCode(c, recoveryKey(app))),
  )
  await recordActivity(db, { actor: actorOf(account), action: 'SECOND_FACTOR_ENROLLED' })
  app.log.info({ event: 'two-factor.enabled', account: accountKey(account) }, 'two-factor sign-in turned on')
  return codes
}

/** Signed in: confirms the setup; a wrong code is a 400 (the session itself is fine). */
export async function enableTwoFactor(app: FastifyInstance, account: Account, code: string): Promise<RecoveryCodeSet> {
  await enforceRateLimit(app.db, `two-factor:manage:${accountKey(account)}`, MANAGE_ATTEMPTS)
  const codes = await app.db.transaction((tx) => completeEnrolment(app, tx, account, code))
  if (!codes) throw badRequest('CODE_INVALID')
  return codes
}

/** Runs `then` only when the code is right, in one transaction with the code's use. */
async function withFreshCode<T>(app: FastifyInstance, account: Account, code: string, then: (tx: Executor, factor: repo.SecondFactor) => Promise<T>): Promise<T> {
  await enforceRateLimit(app.db, `two-factor:manage:${accountKey(account)}`, MANAGE_ATTEMPTS)
  return app.db.transaction(async (tx) => {
    const factor = await repo.findSecondFactor(tx, account)
    if (!factor?.enabledAt) throw conflict('TWO_FACTOR_NOT_ON')
    const check = await checkSecondFactor(app, tx, factor, code)
    if (check === 'replayed') throw badRequest('CODE_REPLAYED')
    if (check === 'wrong') throw badRequest('CODE_INVALID')
    return then(tx, factor)
  })
}

export async function disableTwoFactor(app: FastifyInstance, account: Account, code: string) {
  const facts = await repo.findAccountFacts(app.db, account)
  if (facts?.companyRequires) throw forbidden('TWO_FACTOR_REQUIRED_BY_COMPANY')
  await withFreshCode(app, account, code, async (tx, factor) => {
    await repo.deleteSecondFactor(tx, factor.id)
    await recordActivity(tx, { actor: actorOf(account), action: 'SECOND_FACTOR_DISABLED' })
  })
  app.log.info({ event: 'two-factor.disabled', account: accountKey(account) }, 'two-factor sign-in turned off')
}

export async function regenerateRecoveryCodes(app: FastifyInstance, account: Account, code: string): Promise<RecoveryCodeSet> {
  const codes = newRecoveryCodes()
  await withFreshCode(app, account, code, (tx, factor) =>
    repo.replaceRecoveryCodes(
      tx,
      factor.id,
      codes.map((c) => hashRecoveryCode(c, recoveryKey(app))),
    ),
  )
  app.log.info({ event: 'two-factor.recovery-codes', account: accountKey(account) }, 'recovery codes replaced')
  return codes
}
