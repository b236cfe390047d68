import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { getJwtSecret, NOT_LOGGED_IN_MESSAGE, type Role, type TokenClaims } from '../lib/tokens'
import { checkSession, confirmSession, revokeSession, verifyClaims, type LiveSession, type Principal } from '../lib/sessions'
import { forbidden, unauthorized } from '../lib/errors'

declare module 'fastify' {
  interface FastifyInstance {
    jwtSecret: Awaited<ReturnType<typeof getJwtSecret>>
  }
  interface FastifyRequest {
    principal: Principal | null
    /** The verified token, before its session is known to be live. */
    claims: TokenClaims | null
  }
}

/**
 * The security handlers named by openapi.yaml's securitySchemes. The role names in a
 * requirement (`accessToken: [ADMIN]`) are the wall: the contract says who may call what.
 */
export function securityHandlers(fastify: FastifyInstance, sessionInRead: ReadonlySet<string>) {
  /**
   * A genuine session of the wrong kind is a 403, not a 401: the caller is known, just not allowed,
   * and the SPA signs out only on 401. The audience each role's tokens carry is still enforced.
   */
  async function authenticateFor(request: FastifyRequest, allowed: readonly Role[]) {
    const header = request.headers.authorization
    // Checked against the audience of the role the token carries; whether that role may call this
    // operation is the question below, so a genuine token of another kind is a 403, not a 401.
    const claims = await verifyClaims(fastify.jwtSecret, header)
    request.claims = claims
    // The operations in sessionInRead check the session in their handler's own statement
    // (readWithSession); until then principalOf() refuses, so a handler that skipped it answers 401.
    // A token of the wrong role still takes the whole check here: a dead session is a 401 before
    // it is a 403.
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId
    if (operationId && sessionInRead.has(operationId) && allowed.includes(claims.role)) return
    const principal = await checkSession(fastify.db, claims)
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

/** The caller of a secured operation; the security handler has already vouched for it. */
/** Every role signs out the same way: the session row is revoked, so the token dies with it. */
export async function logout(request: FastifyRequest, reply: FastifyReply) {
  await revokeSession(request.server.db, principalOf(request).sessionId)
  return reply.code(200).send({ status: true, message: 'Logged out successfully', data: null })
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized(NOT_LOGGED_IN_MESSAGE)
  return request.principal
}

/**
 * The rows of a read whose statement carries the session check (`selectFromLiveSession`), for an
 * operation in sessionInRead: the member's launch-day reads, one round trip instead of two. The
 * session is judged from the first row exactly as the standalone check judges it; a read that found
 * no row (a page past the end) has nothing to judge by, and then the session is asked on its own.
 */
export async function readWithSession<R extends { session: LiveSession }>(request: FastifyRequest, read: (sid: string) => Promise<R[]>): Promise<R[]> {
  const claims = request.claims
  if (!claims) throw unauthorized(NOT_LOGGED_IN_MESSAGE)
  const rows = await read(claims.sid)
  request.principal = rows.length > 0 ? confirmSession(claims, rows[0].session) : await checkSession(request.server.db, claims)
  return rows
}

async function auth(fastify: FastifyInstance) {
  fastify.decorate('jwtSecret', await getJwtSecret(fastify.db, fastify.config))
  fastify.decorateRequest('principal', null)
  fastify.decorateRequest('claims', null)
}

export default fp(auth, { name: 'auth', dependencies: ['database'] })

/** A member or company admin: someone who belongs to one company, which scopes every query. */
export function companyPrincipalOf(request: FastifyRequest) {
  const principal = principalOf(request)
  if (!principal.userId || !principal.companyId) throw forbidden('You do not have access to this.')
  return { ...principal, userId: principal.userId, companyId: principal.companyId }
}
