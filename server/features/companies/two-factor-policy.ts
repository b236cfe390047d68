import type { FastifyInstance } from 'fastify'
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
    await repo.setTwoFactorRequired(tx, caller.companyId, required)
    return required ? repo.revokeSessionsWithoutSecondFactor(tx, caller.companyId) : 0
  })
  app.log.info(
    { event: 'two-factor.policy', companyId: caller.companyId, account: `admin:${caller.userId}`, required, sessionsEnded: ended, ip },
    'company two-factor policy changed',
  )
  return { required }
}

/** For an admin who lost their authenticator and recovery codes: they sign in again and enrol anew. */
export async function resetAdminTwoFactor(app: FastifyInstance, superadminId: string | undefined, target: { companyId: string; email: string }, ip: string) {
  const admin = await repo.findLiveAdminByEmail(app.db, target.companyId, target.email.trim().toLowerCase())
  if (!admin) throw notFound('ADMIN_NOT_FOUND')
  await app.db.transaction(async (tx) => {
    await repo.deleteSecondFactorOf(tx, admin.id)
    await revokeUserSessions(tx, admin.id)
  })
  app.log.info(
    { event: 'two-factor.reset', account: `admin:${admin.id}`, companyId: admin.companyId, by: `superadmin:${superadminId}`, ip },
    "admin's second factor reset by the super admin",
  )
}
