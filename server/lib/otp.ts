import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import type { Database, Executor } from '../db/index'
import { otpCodes } from '../db/schema'
import { badRequest } from './errors'
import type { Notifier, OutgoingMessage } from './notify/index'

export type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose']

export const OTP_TTL_SECONDS = 600
/** Matches the 2:59 resend countdown of the super-admin login screen. */
export const SUPERADMIN_OTP_TTL_SECONDS = 179
export const OTP_MAX_ATTEMPTS = 5

export const OTP_INVALID_MESSAGE = 'Invalid OTP.'
export const OTP_EXPIRED_MESSAGE = 'OTP has expired. Please request a new one.'
export const OTP_BURNED_MESSAGE = 'Too many wrong attempts. Please request a new OTP.'

export interface OtpSubject {
  purpose: OtpPurpose
  /** An email address or a mobile number; compared trimmed and lower-cased. */
  target: string
  /** The company the code is for; null for the super-admin login. */
  companyId: string | null
}

export function normaliseOtpTarget(target: string): string {
  return target.trim().toLowerCase()
}

/**
 * A salted SHA-256 is enough here: a code lives minutes and only five guesses are allowed,
 * so a slow hash would only slow the server down.
 */
function hashCode(code: string, salt: Buffer): string {
  return `${salt.toString('base64url')}.${createHash('sha256').update(salt).update(code).digest('base64url')}`
}

function matches(code: string, stored: string): boolean {
  const [salt] = stored.split('.')
  const expected = Buffer.from(stored)
  const actual = Buffer.from(hashCode(code, Buffer.from(salt, 'base64url')))
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

const sameSubject = (subject: OtpSubject) =>
  and(
    eq(otpCodes.purpose, subject.purpose),
    eq(otpCodes.target, normaliseOtpTarget(subject.target)),
    subject.companyId === null ? isNull(otpCodes.companyId) : eq(otpCodes.companyId, subject.companyId),
  )

/**
 * Makes a new 6-digit code for the subject. Codes already sent keep working until used or expired:
 * asking for a code is open to anyone, so it must never cancel the owner's (a stranger could lock
 * the super admin out by asking three times). How many can exist is bounded by the request limits
 * (limitCodeRequests): at most 10 per subject an hour.
 */
export async function issueOtp(
  db: Executor,
  subject: OtpSubject & { ttlSeconds?: number },
): Promise<{ code: string; expiresAt: Date }> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0')
  const ttlSeconds = subject.ttlSeconds ?? OTP_TTL_SECONDS
  // Codes long past use are only clutter.
  await db.delete(otpCodes).where(and(sameSubject(subject), lt(otpCodes.createdAt, sql`now() - interval '1 day'`)))
  const [row] = await db
    .insert(otpCodes)
    .values({
      purpose: subject.purpose,
      target: normaliseOtpTarget(subject.target),
      companyId: subject.companyId,
      codeHash: hashCode(code, randomBytes(16)),
      expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
    })
    .returning({ expiresAt: otpCodes.expiresAt })
  return { code, expiresAt: row.expiresAt }
}

/**
 * Makes a code and queues the messages that carry it, in one transaction: the code never exists
 * without its messages, nor they without it. They go out after the commit, off the request, so no
 * answer waits for (or tells of) a mail server. `compose` may send nothing: the work is the same.
 */
export async function issueOtpAndSend(
  db: Database,
  notifier: Notifier,
  subject: OtpSubject & { ttlSeconds?: number },
  compose: (code: string, expiresAt: Date) => OutgoingMessage[],
): Promise<void> {
  let queued = 0
  await db.transaction(async (tx) => {
    const { code, expiresAt } = await issueOtp(tx, subject)
    const messages = compose(code, expiresAt)
    await notifier.queue(tx, messages)
    queued = messages.length
  })
  if (queued > 0) notifier.deliverSoon()
}

/**
 * Checks a code against every live one of the subject, without using it up: the id of the one it
 * matches. Wrong guesses are counted on all the subject's live codes at once, so several codes
 * coexisting give a guesser no more tries: five wrong, and every live code is burned.
 */
export async function checkOtp(db: Executor, subject: OtpSubject & { code: string }): Promise<string> {
  const code = subject.code.trim()
  const live = await db
    .select({
      id: otpCodes.id,
      codeHash: otpCodes.codeHash,
      attempts: otpCodes.attempts,
      expired: sql<boolean>`${otpCodes.expiresAt} <= now()`,
    })
    .from(otpCodes)
    .where(and(sameSubject(subject), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
  if (live.length === 0) throw badRequest(OTP_INVALID_MESSAGE)
  const usable = live.filter((row) => !row.expired)
  if (usable.length === 0) throw badRequest(OTP_EXPIRED_MESSAGE)
  const tries = usable.filter((row) => row.attempts < OTP_MAX_ATTEMPTS)
  if (tries.length === 0) throw badRequest(OTP_BURNED_MESSAGE)

  const match = /^\d{6}$/.test(code) ? tries.find((row) => matches(code, row.codeHash)) : undefined
  if (!match) {
    const counted = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(sameSubject(subject), isNull(otpCodes.consumedAt), sql`${otpCodes.expiresAt} > now()`))
      .returning({ attempts: otpCodes.attempts })
    throw badRequest(counted.every((row) => row.attempts >= OTP_MAX_ATTEMPTS) ? OTP_BURNED_MESSAGE : OTP_INVALID_MESSAGE)
  }
  return match.id
}

/**
 * Uses up the code checkOtp matched, and with it every other live code of the subject: one proof
 * is enough. A single guarded UPDATE, so two concurrent uses of one code cannot both win.
 */
export async function consumeOtp(db: Executor, subject: OtpSubject, codeId: string): Promise<void> {
  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(otpCodes.id, codeId),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        sql`${otpCodes.expiresAt} > now()`,
      ),
    )
    .returning({ id: otpCodes.id })
  // Lost a race to another request with the same code, or it expired or burned meanwhile.
  if (!consumed) throw badRequest(OTP_INVALID_MESSAGE)
  await db.update(otpCodes).set({ consumedAt: sql`now()` }).where(and(sameSubject(subject), isNull(otpCodes.consumedAt)))
}

/** checkOtp then consumeOtp: accepts any live code of the subject, exactly once. */
export async function verifyOtp(db: Executor, subject: OtpSubject & { code: string }): Promise<void> {
  await consumeOtp(db, subject, await checkOtp(db, subject))
}
