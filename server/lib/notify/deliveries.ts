import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/index'
import { deliveries } from '../../db/schema'
import type { OutgoingMessage } from './types'

/**
 * A claimed message is hidden from other workers this long; past it (the claimer died), it is due
 * again. Longer than a send can take (the SMTP timeouts add up to 20 s, the SMS one is 10 s).
 */
export const LEASE_SECONDS = 30
export const MAX_ATTEMPTS = 8
export const BATCH = 20

/** 2 s, 4 s, 8 s... capped at a minute: a mail server that is down for a while is not hammered. */
const retryDelaySeconds = (attempts: number) => Math.min(60, 2 ** attempts)

export async function insertDeliveries(db: Executor, messages: OutgoingMessage[]) {
  if (messages.length === 0) return
  await db
    .insert(deliveries)
    .values(messages.map((m) => ({ channel: m.channel, to: m.to, subject: m.channel === 'EMAIL' ? m.subject : null, body: m.text, expiresAt: m.expiresAt })))
}

export interface ClaimedDelivery {
  id: string
  channel: 'EMAIL' | 'SMS'
  to: string
  subject: string | null
  body: string
  attempts: number
  expired: boolean
}

/**
 * Takes up to a batch of due messages for this worker: each attempt is counted and the message
 * leased, in one statement. SKIP LOCKED lets several instances claim side by side without taking
 * the same message.
 */
export async function claimDue(db: Executor): Promise<ClaimedDelivery[]> {
  const result = await db.execute<{ id: string; channel: 'EMAIL' | 'SMS'; to: string; subject: string | null; body: string; attempts: number; expired: boolean }>(sql`
    update ${deliveries} d
    set attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
    where d.id in (
      select id from ${deliveries}
      where status = 'PENDING' and next_attempt_at <= now()
      order by next_attempt_at
      limit ${BATCH}
      for update skip locked)
    returning d.id, d.channel, d.to, d.subject, d.body, d.attempts, d.expires_at <= now() as expired`)
  return result.rows
}

/** Sent: the rows, and the codes in them, go; one statement for a round's sent messages. */
export async function markSent(db: Executor, ids: string[]) {
  if (ids.length === 0) return
  await db.delete(deliveries).where(inArray(deliveries.id, ids))
}

/** Tried and failed: due again after the backoff, or given up (its text cleared) after the last try or its expiry. */
export async function markFailed(db: Executor, delivery: ClaimedDelivery, error: string) {
  const giveUp = delivery.expired || delivery.attempts >= MAX_ATTEMPTS
  await db
    .update(deliveries)
    .set(
      giveUp
        ? { status: 'FAILED', body: null, lastError: error }
        : { nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(delivery.attempts)})`, lastError: error },
    )
    .where(and(eq(deliveries.id, delivery.id), eq(deliveries.status, 'PENDING')))
}
