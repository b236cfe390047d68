import { and, eq, isNull } from 'drizzle-orm'
import type { RouteHandlers } from '@/client/fastify.gen'
import { logout } from '../../plugins/auth'
import { users } from '../../db/schema'
import { forbidden, unauthorized } from '../../lib/errors'
import { verifyPassword, verifyPasswordOrDummy } from '../../lib/passwords'
import { enforceRateLimit, guardLoginFrom, RATE_LIMITS } from '../../lib/rate-limit'
import { createSession } from '../../lib/sessions'

/**
 * An admin signs in with email and password alone: the account names its company. Admin emails
 * are kept unique across companies (company/add, auth/add and auth/update refuse a second live
 * admin), but no index enforces it, so should two ever share an email the password picks the account.
 */
const companyLogin: RouteHandlers['companyLogin'] = async (request, reply) => {
  const { db, jwtSecret } = request.server
  const email = request.body.email.trim().toLowerCase()
  await enforceRateLimit(db, `login:admin:${email}:${request.ip}`, RATE_LIMITS.loginPerTargetAndIp)
  const fromAddress = await guardLoginFrom(db, request.ip)
  const candidates = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.role, 'ADMIN'), isNull(users.deletedAt)))
  let admin: (typeof candidates)[number] | undefined
  for (const candidate of candidates) {
    if (await verifyPassword(candidate.passwordHash, request.body.password)) {
      admin = candidate
      break
    }
  }
  // An unknown email costs the same argon2 work as a wrong password.
  if (candidates.length === 0) await verifyPasswordOrDummy(undefined, request.body.password)
  if (!admin) {
    await fromAddress.failed()
    throw unauthorized('Invalid email or password.')
  }
  if (admin.status !== 'ACTIVE') throw forbidden('Your account is not active. Please contact support.')
  const token = await createSession(db, jwtSecret, { role: 'ADMIN', userId: admin.id, companyId: admin.companyId })
  return reply.code(200).send({ status: true, message: 'Login successful', data: { token } })
}

export const companyAuthHandlers = { companyLogin, adminLogout: logout }
