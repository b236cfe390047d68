import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Executor } from '../db/index'
import { batchedPerTurn } from '../db/batched'
import { idsPlaceholder, oneOf, preparedPerDatabase } from '../db/prepared'
import { sessions, users } from '../db/schema'
import { unauthorized } from './errors'
import {
  audienceForRole,
  NOT_LOGGED_IN_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  signToken,
  TOKEN_TTL_SECONDS,
  verifyToken,
  type Audience,
  type Role,
  type TokenClaims,
} from './tokens'

/** Who a new session is for. */
export type NewSession =
  | { role: 'USER' | 'ADMIN'; userId: string; companyId: string }
  | { role: 'SUPERADMIN'; superadminId: string }

/** The caller behind a verified token and a live session. */
export interface Principal {
  sessionId: string
  role: Role
  userId?: string
  superadminId?: string
  companyId?: string
}

/** Inserts the session row and returns the signed token that names it. */
export async function createSession(db: Executor, secret: Uint8Array, principal: NewSession): Promise<string> {
  // The token and its session row expire at the same second.
  const issuedAt = Math.floor(Date.now() / 1000)
  const expiresAt = new Date((issuedAt + TOKEN_TTL_SECONDS[audienceForRole(principal.role)]) * 1000)
  const isSuperadmin = principal.role === 'SUPERADMIN'
  const [row] = await db
    .insert(sessions)
    .values({
      role: principal.role,
      userId: isSuperadmin ? null : principal.userId,
      superadminId: isSuperadmin ? principal.superadminId : null,
      companyId: isSuperadmin ? null : principal.companyId,
      expiresAt,
    })
    .returning({ id: sessions.id })
  return signToken(
    secret,
    {
      sid: row.id,
      sub: isSuperadmin ? principal.superadminId : principal.userId,
      role: principal.role,
      cid: isSuperadmin ? null : principal.companyId,
    },
    issuedAt,
  )
}

/** What judging a session takes: the session row and the account it was made for. */
const liveSessionColumns = {
  id: sessions.id,
  role: sessions.role,
  userId: sessions.userId,
  superadminId: sessions.superadminId,
  companyId: sessions.companyId,
  userRole: users.role,
  userStatus: users.status,
  userDeletedAt: users.deletedAt,
  userCompanyId: users.companyId,
}

// Every authenticated request runs this lookup, so it is prepared once per database handle.
export const liveSessions = preparedPerDatabase((db) =>
  db
    .select(liveSessionColumns)
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(oneOf(sessions.id, idsPlaceholder('sids')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .prepare('live_sessions'),
)
export type LiveSession = Awaited<ReturnType<ReturnType<typeof liveSessions>['execute']>>[number]

/** The sessions asked for in one turn of the event loop, looked up in one statement (batchedPerTurn). */
const liveSession = batchedPerTurn(async (db, sids: readonly string[]) => {
  const rows = await liveSessions(db).execute({ sids: [...sids] })
  return new Map(rows.map((row) => [row.id, row]))
})

/**
 * The token (raw or `Bearer `-prefixed) checked on its own (signature, issuer, audience, expiry): no
 * database. Without an audience, the one its own role is issued for (verifyToken).
 */
export async function verifyClaims(secret: Uint8Array, authorizationHeader: string | undefined, audience?: Audience): Promise<TokenClaims> {
  const token = authorizationHeader?.trim().replace(/^Bearer(\s+|$)/i, '')
  if (!token) throw unauthorized(NOT_LOGGED_IN_MESSAGE)
  return verifyToken(secret, token, audience)
}

/** The session behind verified claims, looked up on its own. */
export async function checkSession(db: Executor, claims: TokenClaims): Promise<Principal> {
  return confirmSession(claims, await liveSession(db, claims.sid))
}

/**
 * The caller, if the session row (none when it is not live) still
 * matches the token: same role and account, and for users an account that is not deleted or blocked,
 * still has that role and is still in the session's company.
 */
function confirmSession(claims: TokenClaims, row: LiveSession | undefined): Principal {
  if (!row || row.role !== claims.role) throw unauthorized(SESSION_EXPIRED_MESSAGE)

  if (row.role === 'SUPERADMIN') {
    if (row.superadminId !== claims.sub) throw unauthorized(SESSION_EXPIRED_MESSAGE)
    return { sessionId: claims.sid, role: row.role, superadminId: row.superadminId }
  }
  const userOk =
    row.userId === claims.sub &&
    row.userDeletedAt === null &&
    // Only an ACTIVE account keeps its sessions: blocking or deactivating someone signs them out.
    row.userStatus === 'ACTIVE' &&
    row.userRole === row.role &&
    row.userCompanyId === row.companyId &&
    row.companyId === claims.cid
  if (!userOk || !row.userId || !row.companyId) throw unauthorized(SESSION_EXPIRED_MESSAGE)
  return { sessionId: claims.sid, role: row.role, userId: row.userId, companyId: row.companyId }
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Ends every session of a user (password reset, blocking, deletion), optionally but one. */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  opts: { exceptSessionId?: string } = {},
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        opts.exceptSessionId ? ne(sessions.id, opts.exceptSessionId) : undefined,
      ),
    )
}
