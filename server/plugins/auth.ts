import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { getJwtSecret, type Role, type TokenClaims } from '../lib/tokens'
import { checkSession, revokeSession, seenWritesSettled, verifyClaims, type Principal, type SignInOrigin } from '../lib/sessions'
import { forbidden, unauthorized } from '../lib/errors'

declare module 'fastify' {
  interface FastifyInstance {
    jwtSecret: Awaited<ReturnType<typeof getJwtSecret>>
  }
  interface FastifyRequest {
    principal: Principal | null
    /** The signed token's claims, once requireSignedToken has checked them. */
    claims: TokenClaims | null
  }
}

/**
 * The security handlers named by openapi.yaml's securitySchemes. The role names in a
 * requirement (`accessToken: [ADMIN]`) are the wall: the contract says who may call what.
 */
export function securityHandlers(fastify: FastifyInstance) {
  // A session's "last seen" is written without its request waiting for it; a failure loses that write only.
  const onSeenError = (err: unknown) => fastify.log.warn({ err }, 'a session was not marked seen')
  /**
   * A genuine session of the wrong kind is a 403, not a 401: the caller is known, just not allowed,
   * and the SPA signs out only on 401. The audience each role's tokens carry is still enforced.
   */
  async function authenticateFor(request: FastifyRequest, allowed: readonly Role[]) {
    const header = request.headers.authorization
    // Checked against the audience of the role the token carries; whether that role may call this
    // operation is the question below, so a genuine token of another kind is a 403, not a 401.
    // Verified once per request, in onRequest (requireSignedToken); verified here only if that did not run.
    const claims = request.claims ?? (await verifyClaims(fastify.jwtSecret, header))
    // The one place a session is checked: looked up with the others of this event-loop turn
    // (checkSession batches them), so a hot read pays its own statement and a share of one more.
    const principal = await checkSession(fastify.db, claims, onSeenError)
    if (!allowed.includes(principal.role)) throw forbidden('NO_ACCESS')
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

/**
 * A missing, forged or expired token is refused in onRequest, before the body is even read, so a
 * stranger gets 401 rather than 415 or 413 (api.ts); the role and the session are judged after, by
 * the security handler, which reads the claims kept here.
 */
export async function requireSignedToken(request: FastifyRequest) {
  request.claims = await verifyClaims(request.server.jwtSecret, request.headers.authorization)
}

/** Every role signs out the same way: the session row is revoked, so the token dies with it. */
export async function logout(request: FastifyRequest, reply: FastifyReply) {
  await revokeSession(request.server.db, principalOf(request).sessionId)
  return reply.code(200).send({ status: true, message: 'Logged out successfully', data: null })
}

/** Where a sign-in comes from, kept on the session it opens (the client's address behind a trusted proxy). */
export function signInOrigin(request: FastifyRequest): SignInOrigin {
  return { ip: request.ip, userAgent: request.headers['user-agent'] }
}

/** The caller of a secured operation; the security handler has already vouched for it. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized('NOT_LOGGED_IN')
  return request.principal
}

async function auth(fastify: FastifyInstance) {
  fastify.decorate('jwtSecret', await getJwtSecret(fastify.db, fastify.config))
  fastify.decorateRequest('principal', null)
  fastify.decorateRequest('claims', null)
  // Runs before the database plugin's close (onClose hooks run in the reverse order of registration).
  fastify.addHook('onClose', () => seenWritesSettled())
}

export default fp(auth, { name: 'auth', dependencies: ['database'] })

/** A member or company admin: someone who belongs to one company, which scopes every query. */
export function companyPrincipalOf(request: FastifyRequest) {
  const principal = principalOf(request)
  if (!principal.userId || !principal.companyId) throw forbidden('NO_ACCESS')
  return { ...principal, userId: principal.userId, companyId: principal.companyId }
}

/** The super admin behind a secured operation, as the activity log names its actor. */
export function superadminActor(request: FastifyRequest): { kind: 'SUPERADMIN'; superadminId: string } {
  const { superadminId } = principalOf(request)
  if (!superadminId) throw forbidden('NO_ACCESS')
  return { kind: 'SUPERADMIN', superadminId }
}
