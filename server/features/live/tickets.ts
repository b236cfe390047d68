import { createHash, randomBytes } from 'node:crypto'
import { eq, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/index'
import { liveTickets } from '../../db/schema'

/** A ticket opens a stream for this long after it is issued: a client asks for one just before it connects. */
export const TICKET_TTL_SECONDS = 60

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex')

/**
 * A new ticket for the session: 32 random bytes (43 URL-safe characters), kept only as its hash.
 * Tickets that expired unused a while ago are cleared on the way (the index on expires_at finds them).
 */
export async function issueTicket(db: Executor, sessionId: string): Promise<string> {
  const ticket = randomBytes(32).toString('base64url')
  await db.delete(liveTickets).where(lt(liveTickets.expiresAt, sql`now() - interval '1 minute'`))
  await db.insert(liveTickets).values({ tokenHash: hashOf(ticket), sessionId, expiresAt: sql`now() + make_interval(secs => ${TICKET_TTL_SECONDS})` })
  return ticket
}

/**
 * Uses a ticket up: the row is deleted whether or not it is still good, so a ticket opens one stream
 * at most, even when two requests race with it (one of them deletes the row). Answers the session it
 * was issued to while the ticket is unexpired; whether that session is still live is the caller's
 * question (principalOfSession).
 */
export async function consumeTicket(db: Executor, ticket: string): Promise<string | undefined> {
  const [row] = await db
    .delete(liveTickets)
    .where(eq(liveTickets.tokenHash, hashOf(ticket)))
    .returning({ sessionId: liveTickets.sessionId, live: sql<boolean>`${liveTickets.expiresAt} > now()` })
  return row?.live ? row.sessionId : undefined
}
