import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import type { Executor } from '../db/index'
import { preparedPerDatabase } from '../db/prepared'
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

/**
 * `from sessions left join users where <each session named in the sids placeholder is live>`, selecting
 * the session as `session` beside `read`. A read joins its own tables to it, on `sessions.userId` or
 * `sessions.companyId`, and its statement then answers both the check and the read: one round trip
 * instead of two, for the member's hot reads (`readWithSession` in server/plugins/auth.ts). It takes
 * a list of sessions so that `perSession` can answer many callers with one statement.
 */
export function selectFromLiveSession<T extends SelectedFields>(db: Executor, read: T) {
  return db
    .select({ session: liveSessionColumns, ...read })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(sql`${sessions.id} = any(${sql.placeholder('sids')}::uuid[])`, isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .$dynamic()
}

interface Batch<V, R> {
  values: V
  waiters: { sid: string; resolve: (rows: R[]) => void; reject: (error: unknown) => void }[]
}

/**
 * A statement built on `selectFromLiveSession`, run once for every caller that asks for it with the
 * same values in one turn of the event loop: the sessions go in as one list, and each caller gets
 * its own session's rows (none if that session is not live). Under load most of a hot read's cost
 * in this process is the round trip itself, the kernel's send on loopback and the backend it wakes
 * (docs/PERFORMANCE.md, finding 16), and a batch pays it once. A caller alone waits one
 * `setImmediate`, so that the requests read in the same poll of the sockets can join it.
 */
export function perSession<V extends Record<string, unknown>, R extends { session: { id: string } }>(
  statement: (db: Executor) => { execute(values: V & { sids: string[] }): Promise<R[]> },
): (db: Executor, sid: string, values: V) => Promise<R[]> {
  const pending = new WeakMap<Executor, Map<string, Batch<V, R>>>()
  const flush = async (db: Executor, batch: Batch<V, R>) => {
    try {
      const sids = [...new Set(batch.waiters.map((w) => w.sid))]
      const rows = await statement(db).execute({ ...batch.values, sids })
      for (const w of batch.waiters) w.resolve(rows.filter((row) => row.session.id === w.sid))
    } catch (error) {
      for (const w of batch.waiters) w.reject(error)
    }
  }
  return (db, sid, values) =>
    new Promise<R[]>((resolve, reject) => {
      let batches = pending.get(db)
      if (!batches) pending.set(db, (batches = new Map()))
      const key = JSON.stringify(values)
      let batch = batches.get(key)
      if (!batch) {
        const open: Batch<V, R> = (batch = { values, waiters: [] })
        batches.set(key, open)
        setImmediate(() => {
          batches.delete(key)
          void flush(db, open)
        })
      }
      batch.waiters.push({ sid, resolve, reject })
    })
}

// Every other authenticated request runs this lookup, so it is prepared once per database handle.
const liveSession = perSession(preparedPerDatabase((db) => selectFromLiveSession(db, {}).prepare('live_session')))
export type LiveSession = Awaited<ReturnType<typeof liveSession>>[number]['session']

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
  const [row] = await liveSession(db, claims.sid, {})
  return confirmSession(claims, row?.session)
}

/**
 * The caller, if the session row (as `selectFromLiveSession` reads it; none when it is not live) still
 * matches the token: same role and account, and for users an account that is not deleted or blocked,
 * still has that role and is still in the session's company.
 */
export function confirmSession(claims: TokenClaims, row: LiveSession | undefined): Principal {
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
