import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import type { Executor } from '../db/index'
import { otpCodes } from '../db/schema'
import { badRequest } from './errors'

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

/** Makes a new 6-digit code for the subject; any older unused code for it stops working. */
export async function issueOtp(
  db: Executor,
  subject: OtpSubject & { ttlSeconds?: number },
): Promise<{ code: string; expiresAt: Date }> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0')
  const ttlSeconds = subject.ttlSeconds ?? OTP_TTL_SECONDS
  const row = await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(sameSubject(subject), isNull(otpCodes.consumedAt)))
    // Codes long past use are only clutter; this subject's rows are the ones we just read.
    await tx.delete(otpCodes).where(and(sameSubject(subject), lt(otpCodes.createdAt, sql`now() - interval '1 day'`)))
    const [inserted] = await tx
      .insert(otpCodes)
      .values({
        purpose: subject.purpose,
        target: normaliseOtpTarget(subject.target),
        companyId: subject.companyId,
        codeHash: hashCode(code, randomBytes(16)),
        expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
      })
      .returning({ expiresAt: otpCodes.expiresAt })
    return inserted
  })
  return { code, expiresAt: row.expiresAt }
}

/**
 * Accepts the subject's latest code exactly once. A wrong code costs one of five tries; the
 * consume step is a single guarded UPDATE, so two concurrent checks of one code cannot both win.
 */
export async function verifyOtp(db: Executor, subject: OtpSubject & { code: string }): Promise<void> {
  const code = subject.code.trim()
  const [latest] = await db
    .select({
      id: otpCodes.id,
      codeHash: otpCodes.codeHash,
      attempts: otpCodes.attempts,
      expired: sql<boolean>`${otpCodes.expiresAt} <= now()`,
    })
    .from(otpCodes)
    .where(and(sameSubject(subject), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1)
  if (!latest) throw badRequest(OTP_INVALID_MESSAGE)
  if (latest.expired) throw badRequest(OTP_EXPIRED_MESSAGE)
  if (latest.attempts >= OTP_MAX_ATTEMPTS) throw badRequest(OTP_BURNED_MESSAGE)

  if (!/^\d{6}$/.test(code) || !matches(code, latest.codeHash)) {
    const [counted] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt)))
      .returning({ attempts: otpCodes.attempts })
    throw badRequest(counted && counted.attempts >= OTP_MAX_ATTEMPTS ? OTP_BURNED_MESSAGE : OTP_INVALID_MESSAGE)
  }

  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(otpCodes.id, latest.id),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        sql`${otpCodes.expiresAt} > now()`,
      ),
    )
    .returning({ id: otpCodes.id })
  // Lost a race to another request with the same code, or it expired or burned meanwhile.
  if (!consumed) throw badRequest(OTP_INVALID_MESSAGE)
}
