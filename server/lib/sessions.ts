import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import type { Executor } from '../db/index'
import { batchedPerTurn } from '../db/batched'
import { idsPlaceholder, oneOf, preparedPerDatabase } from '../db/prepared'
import { companies, sessions, users } from '../db/schema'
import { activityInsert, type ActivityEntry } from './activity'
import { unauthorized } from './errors'
import { refuseSuspendedCompany, suspensionParams } from './company-suspension'
import { audienceForRole, signToken, TOKEN_TTL_SECONDS, verifyToken, type Audience, type Role, type TokenClaims } from './tokens'

/** Where a sign-in came from: kept on its session, so that its owner can tell it from the others. */
export interface SignInOrigin {
  ip: string
  userAgent?: string
}

/** A browser's User-Agent is 100-200 characters; no client parks more than this in a session row. */
const USER_AGENT_KEPT = 256

/** Who a new session is for, and where they signed in from (sessions made by tests and scripts have no origin). */
export type NewSession = ({ role: 'USER' | 'ADMIN'; userId: string; companyId: string } | { role: 'SUPERADMIN'; superadminId: string }) & { from?: SignInOrigin }

/** The caller behind a verified token and a live session. */
export interface Principal {
  sessionId: string
  role: Role
  userId?: string
  superadminId?: string
  companyId?: string
}

function signInActivity(principal: NewSession, ip: string): ActivityEntry {
  return principal.role === 'SUPERADMIN'
    ? { companyId: null, actor: { kind: 'SUPERADMIN', superadminId: principal.superadminId }, action: 'SIGNED_IN', ip }
    : { companyId: principal.companyId, actor: { kind: 'ADMIN', userId: principal.userId }, action: 'SIGNED_IN', ip }
}

/** Inserts the session row and returns the signed token that names it. */
export async function createSession(db: Executor, secret: Uint8Array, principal: NewSession): Promise<string> {
  // Every way in for a member or an admin ends here, so none opens a session in a suspended company.
  if (principal.role !== 'SUPERADMIN') await refuseSuspendedCompany(db, principal.companyId)
  // The token and its session row expire at the same second.
  const issuedAt = Math.floor(Date.now() / 1000)
  const expiresAt = new Date((issuedAt + TOKEN_TTL_SECONDS[audienceForRole(principal.role)]) * 1000)
  const isSuperadmin = principal.role === 'SUPERADMIN'
  const inserted = db
    .insert(sessions)
    .values({
      role: principal.role,
      userId: isSuperadmin ? null : principal.userId,
      superadminId: isSuperadmin ? principal.superadminId : null,
      companyId: isSuperadmin ? null : principal.companyId,
      expiresAt,
      userAgent: principal.from?.userAgent?.slice(0, USER_AGENT_KEPT) || null,
      ipAddress: principal.from?.ip.slice(0, 64) || null,
    })
    .returning({ id: sessions.id })
  // An admin's or the super admin's sign-in is in the activity log, written by the session's own
  // statement. Sessions that tests and scripts make (no origin) are no sign-in.
  const signIn = principal.role !== 'USER' && principal.from ? signInActivity(principal, principal.from.ip) : undefined
  const created = db.$with('created').as(inserted)
  const [row] = signIn
    ? await db
        .with(created, db.$with('logged', {}).as(activityInsert(signIn)))
        .select({ id: created.id })
        .from(created)
    : await inserted
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

/**
 * How stale a session's last_seen_at may grow. The session check runs on every request, and writing
 * the time on each would turn every read into a write (15,000 a second on price/get under the bench);
 * a session is written at most once in this interval, so "last seen" is true to within it.
 */
const SESSION_SEEN_EVERY = sql.raw(`interval '5 minutes'`)

/** What judging a session takes: the session row and the account it was made for. */
const liveSessionColumns = {
  // Judged by the database's clock, the one that wrote last_seen_at: the app's clock may differ.
  seenLongAgo: sql<boolean>`${sessions.lastSeenAt} < now() - ${SESSION_SEEN_EVERY}`,
  id: sessions.id,
  role: sessions.role,
  userId: sessions.userId,
  superadminId: sessions.superadminId,
  companyId: sessions.companyId,
  userRole: users.role,
  userStatus: users.status,
  userDeletedAt: users.deletedAt,
  userCompanyId: users.companyId,
  /** Set while the session's company is suspended (never for the super admin, who has none). */
  companySuspensionReason: companies.suspensionReason,
}

// Every authenticated request runs this lookup, so it is prepared once per database handle.
export const liveSessions = preparedPerDatabase((db) =>
  db
    .select(liveSessionColumns)
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, sessions.companyId))
    .where(and(oneOf(sessions.id, idsPlaceholder('sids')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .prepare('live_sessions'),
)
type LiveSession = Awaited<ReturnType<ReturnType<typeof liveSessions>['execute']>>[number]

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
  if (!token) throw unauthorized('NOT_LOGGED_IN')
  return verifyToken(secret, token, audience)
}

/**
 * The session behind verified claims, looked up with the others of this turn. A session last seen
 * longer ago than SESSION_SEEN_EVERY is marked seen beside the answer: the request never waits on
 * the write, and a failed write (the caller is told through `onSeenError`) fails nothing.
 */
export async function checkSession(db: Executor, claims: TokenClaims, onSeenError?: (err: unknown) => void): Promise<Principal> {
  const row = await liveSession(db, claims.sid)
  const principal = confirmSession(claims, row)
  if (row?.seenLongAgo) markSeen(db, row.id, onSeenError)
  return principal
}

/** The sessions marked seen in one turn, in one statement; guarded, so a write that lost a race is a no-op. */
const markSeenBatch = batchedPerTurn(async (db, sids: readonly string[]) => {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(inArray(sessions.id, [...sids]), lt(sessions.lastSeenAt, sql`now() - ${SESSION_SEEN_EVERY}`)))
  return new Map<string, never>()
})

/** Sessions whose write is on its way: their next requests, which still read the old time, add none. */
const beingMarked = new Set<string>()
const marking = new Set<Promise<void>>()

function markSeen(db: Executor, sid: string, onError: (err: unknown) => void = () => {}) {
  if (beingMarked.has(sid)) return
  beingMarked.add(sid)
  const write = markSeenBatch(db, sid)
    .then(() => undefined, onError)
    .finally(() => {
      beingMarked.delete(sid)
      marking.delete(write)
    })
  marking.add(write)
}

/** Resolves once every "last seen" write started so far has ended: shutdown waits for them before the database closes. */
export async function seenWritesSettled(): Promise<void> {
  while (marking.size > 0) await Promise.all(marking)
}

/** Whose sessions a list or a sign-out covers: a user's (member or admin) or the super admin's. */
export type SessionOwner = { userId: string } | { superadminId: string }

export function sessionOwnerOf(principal: Principal): SessionOwner {
  if (principal.userId) return { userId: principal.userId }
  if (principal.superadminId) return { superadminId: principal.superadminId }
  throw unauthorized('NOT_LOGGED_IN')
}

const ownedBy = (owner: SessionOwner) => ('userId' in owner ? eq(sessions.userId, owner.userId) : eq(sessions.superadminId, owner.superadminId))
const isLive = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`))

/** The most sessions one list shows; someone with more sees the newest and the count. */
const LISTED_SESSIONS = 50

/**
 * The owner's live sessions, the current one first (whatever its age), then newest first, with how
 * many there are in all.
 */
export async function listLiveSessions(db: Executor, owner: SessionOwner, currentId: string) {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(sessions)
    .where(and(ownedBy(owner), isLive()))
    .orderBy(desc(sql`${sessions.id} = ${currentId}`), desc(sessions.createdAt), desc(sessions.id))
    .limit(LISTED_SESSIONS)
  return { rows, total: rows[0]?.total ?? 0 }
}

/** Ends every live session of the owner but `keepId`; answers how many it ended. */
export async function revokeOtherSessions(db: Executor, owner: SessionOwner, keepId: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(ownedBy(owner), ne(sessions.id, keepId), isLive()))
    .returning({ id: sessions.id })
  return ended.length
}

/**
 * The caller, if the session row (none when it is not live) still
 * matches the token: same role and account, and for users an account that is not deleted or blocked,
 * still has that role and is still in the session's company.
 */
function confirmSession(claims: TokenClaims, row: LiveSession | undefined): Principal {
  if (!row || row.role !== claims.role) throw unauthorized('SESSION_EXPIRED')

  if (row.role === 'SUPERADMIN') {
    if (row.superadminId !== claims.sub) throw unauthorized('SESSION_EXPIRED')
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
  if (!userOk || !row.userId || !row.companyId) throw unauthorized('SESSION_EXPIRED')
  // Not ended, only refused while it lasts: resuming the company lets the session work again.
  if (row.companySuspensionReason !== null) throw unauthorized('COMPANY_SUSPENDED', suspensionParams(row.companySuspensionReason))
  return { sessionId: claims.sid, role: row.role, userId: row.userId, companyId: row.companyId }
}

/**
 * A session judged by its own row, without a token at hand (a live-event ticket names the session):
 * its principal while it is live, and undefined once it is signed out, expired, or its account is no
 * longer active. Looked up with the others of this turn, as a request's session is.
 */
export async function principalOfSession(db: Executor, sid: string): Promise<Principal | undefined> {
  const row = await liveSession(db, sid)
  if (!row) return undefined
  const sub = row.role === 'SUPERADMIN' ? row.superadminId : row.userId
  if (!sub) return undefined
  try {
    return confirmSession({ sid, sub, role: row.role, cid: row.companyId }, row)
  } catch {
    return undefined
  }
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Ends every session of a user (password reset, blocking, deletion), optionally but one. */
export async function revokeUserSessions(db: Executor, userId: string, opts: { exceptSessionId?: string } = {}): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), opts.exceptSessionId ? ne(sessions.id, opts.exceptSessionId) : undefined))
}
