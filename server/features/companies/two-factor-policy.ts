import type { FastifyInstance } from 'fastify'
import { recordActivity } from '../../lib/activity'
import { conflict, notFound } from '../../lib/errors'
import { revokeUserSessions } from '../../lib/sessions'
import * as repo from './repository'

/**
 * A company requiring two-factor sign-in of all its admins. Turning it on also ends the sessions of
 * its admins without an authenticator, so nobody stays in the console on a password alone; they enrol
 * at their next sign-in. The caller must have one on (or they would lock themselves out of changing it
 * back), so their own session is never among those ended.
 */
export async function setTwoFactorPolicy(app: FastifyInstance, caller: { userId: string; companyId: string }, required: boolean, ip: string) {
  if (required && !(await repo.hasSecondFactor(app.db, caller.userId))) {
    throw conflict('OWN_TWO_FACTOR_REQUIRED')
  }
  const ended = await app.db.transaction(async (tx) => {
    const before = await repo.isTwoFactorRequired(tx, caller.companyId)
    await repo.setTwoFactorRequired(tx, caller.companyId, required)
    await recordActivity(tx, {
      companyId: caller.companyId,
      actor: { kind: 'ADMIN', userId: caller.userId },
      action: 'TWO_FACTOR_POLICY_CHANGED',
      subject: { type: 'TWO_FACTOR_POLICY', id: caller.companyId, label: null },
      before: { required: before },
      after: { required },
      ip,
    })
    return required ? repo.revokeSessionsWithoutSecondFactor(tx, caller.companyId) : 0
  })
  app.log.info(
    { event: 'two-factor.policy', companyId: caller.companyId, account: `admin:${caller.userId}`, required, sessionsEnded: ended, ip },
    'company two-factor policy changed',
  )
  return { required }
}

/** For an admin who lost their authenticator and recovery codes: they sign in again and enrol anew. */
export async function resetAdminTwoFactor(app: FastifyInstance, superadminId: string, target: { companyId: string; email: string }, ip: string) {
  const admin = await repo.findLiveAdminByEmail(app.db, target.companyId, target.email.trim().toLowerCase())
  if (!admin) throw notFound('ADMIN_NOT_FOUND')
  await app.db.transaction(async (tx) => {
    await repo.deleteSecondFactorOf(tx, admin.id)
    await revokeUserSessions(tx, admin.id)
    await recordActivity(tx, {
      companyId: admin.companyId,
      actor: { kind: 'SUPERADMIN', superadminId },
      action: 'SECOND_FACTOR_RESET',
      subject: { type: 'USER', id: admin.id, label: admin.name },
      ip,
    })
  })
  app.log.info(
    { event: 'two-factor.reset', account: `admin:${admin.id}`, companyId: admin.companyId, by: `superadmin:${superadminId}`, ip },
    "admin's second factor reset by the super admin",
  )
}
