import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { decodeJwt } from 'jose'
import { audienceForRole, getJwtSecret, NOT_LOGGED_IN_MESSAGE, SESSION_EXPIRED_MESSAGE, type Role } from '../lib/tokens'
import { authenticate, type Principal } from '../lib/sessions'
import { forbidden, unauthorized } from '../lib/errors'

declare module 'fastify' {
  interface FastifyInstance {
    jwtSecret: Awaited<ReturnType<typeof getJwtSecret>>
  }
  interface FastifyRequest {
    principal: Principal | null
  }
}

/**
 * The security handlers named by openapi.yaml's securitySchemes. The role names in a
 * requirement (`accessToken: [ADMIN]`) are the wall: the contract says who may call what.
 */
export function securityHandlers(fastify: FastifyInstance) {
  /**
   * A genuine session of the wrong kind is a 403, not a 401: the caller is known, just not allowed,
   * and the SPA signs out only on 401. The audience each role's tokens carry is still enforced.
   */
  async function authenticateFor(request: FastifyRequest, allowed: readonly Role[]) {
    const header = request.headers.authorization
    const principal = await authenticate(fastify.db, fastify.jwtSecret, header, audienceForRole(claimedRole(header)))
    if (!allowed.includes(principal.role)) throw forbidden('You do not have access to this.')
    request.principal = principal
  }
  return {
    async authToken(request: FastifyRequest) {
      await authenticateFor(request, ['USER'])
    },
    async accessToken(request: FastifyRequest, _reply: unknown, roles: string[] = []) {
      await authenticateFor(request, roles.length > 0 ? (roles as Role[]) : ['ADMIN', 'SUPERADMIN'])
    },
  }
}

/** The role a token says it has, read before verification only to pick the audience to verify against. */
function claimedRole(header: string | undefined): Role {
  const token = header?.trim().replace(/^Bearer\s+/i, '')
  if (!token) throw unauthorized(NOT_LOGGED_IN_MESSAGE)
  try {
    const { role } = decodeJwt(token)
    if (role === 'USER' || role === 'ADMIN' || role === 'SUPERADMIN') return role
  } catch {
    // fall through: a token that does not even decode is simply not a session
  }
  throw unauthorized(SESSION_EXPIRED_MESSAGE)
}

/** The caller of a secured operation; the security handler has already vouched for it. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized(NOT_LOGGED_IN_MESSAGE)
  return request.principal
}

async function auth(fastify: FastifyInstance) {
  fastify.decorate('jwtSecret', await getJwtSecret(fastify.db, fastify.config))
  fastify.decorateRequest('principal', null)
}

export default fp(auth, { name: 'auth', dependencies: ['database'] })

/** A member or company admin: someone who belongs to one company, which scopes every query. */
export function companyPrincipalOf(request: FastifyRequest) {
  const principal = principalOf(request)
  if (!principal.userId || !principal.companyId) throw forbidden('You do not have access to this.')
  return { ...principal, userId: principal.userId, companyId: principal.companyId }
}
