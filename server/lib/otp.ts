import { createHash, randomBytes, randomInt } from 'node:crypto'
import { and, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Database, Executor } from '../db/index'
import { otpCodes, otpTrustedDevices } from '../db/schema'
import { badRequest } from './errors'
import { ERROR_MESSAGES } from './error-codes'
import { OTP_DEVICE_DAYS } from './otp-device'
import { limitCodeRequests } from './rate-limit'
import type { Notifier, OutgoingMessage } from './notify/index'

export type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose']

const OTP_TTL_SECONDS = 600
/** Matches the 2:59 resend countdown of the super-admin login screen. */
export const SUPERADMIN_OTP_TTL_SECONDS = 179
const OTP_MAX_ATTEMPTS = 5

export const OTP_INVALID_MESSAGE = ERROR_MESSAGES.OTP_INVALID
export const OTP_BURNED_MESSAGE = ERROR_MESSAGES.OTP_BURNED

export interface OtpSubject {
  purpose: OtpPurpose
  /** An email address or a mobile number; compared trimmed and lower-cased. */
  target: string
  /** The company the code is for; null for the super-admin login. */
  companyId: string | null
}

function normaliseOtpTarget(target: string): string {
  return target.trim().toLowerCase()
}

/**
 * A salted SHA-256 is enough here: a code lives minutes and is compared at most ten times (checkOtp),
 * so a slow hash would only slow the server down.
 */
function hashCode(code: string, salt: Buffer): string {
  return `${salt.toString('base64url')}.${createHash('sha256').update(salt).update(code).digest('base64url')}`
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
 * (limitCodeRequests): at most 20 per subject an hour, 10 of them asked by browsers that had not
 * proven the address. `device` is the hash of the asking browser's otp_device cookie: the code
 * gives that browser tries of its own (checkOtp).
 */
export async function issueOtp(db: Executor, subject: OtpSubject & { ttlSeconds?: number; device?: string | null }): Promise<{ code: string; expiresAt: Date }> {
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
      deviceHash: subject.device ?? null,
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
  subject: OtpSubject & { ttlSeconds?: number; device?: string | null },
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
 * Whether `code` is the one a row's hash was made from, worked out by PostgreSQL inside the statement
 * that counts the try (the hash is `base64url(salt).base64url(sha256(salt + code))`, see hashCode).
 * Anything but six digits matches nothing and counts as a wrong try.
 */
function hashMatches(code: string) {
  if (!/^\d{6}$/.test(code)) return sql`false`
  const salt = sql`decode(translate(split_part(${otpCodes.codeHash}, '.', 1), '-_', '+/') || '==', 'base64')`
  const digest = sql`rtrim(translate(encode(sha256(${salt} || convert_to(${code}, 'UTF8')), 'base64'), '+/', '-_'), '=')`
  return sql`(split_part(${otpCodes.codeHash}, '.', 2) = ${digest})`
}

/**
 * Checks a code against every live one of the subject, without using it up: the id of the one it
 * matches. `device` is the hash of the caller's otp_device cookie (null without one).
 *
 * Each code has two budgets of five wrong tries: one for the browser that asked for it, one shared by
 * everyone else (another browser of the owner, an API client, a stranger). A stranger's wrong tries
 * use up the shared one and never the owner's, so no number of them keeps the owner's own browser
 * from using the code it asked for. A wrong try is counted on every live code the caller could still
 * try, so several coexisting codes give a guesser no more tries at any one of them.
 *
 * The comparison happens in the UPDATE that counts it, row by row under the row's lock: a code is
 * compared at most five times per budget even when a guesser sends a thousand tries at once (reading
 * first and counting afterwards would compare all thousand). A right code is not counted.
 *
 * What that leaves a guesser, from any number of addresses: at most 10 comparisons with a code it
 * asked for itself (5 as its asker, 5 shared) and 5 with one the owner asked for. Codes per purpose
 * and target an hour are capped by limitCodeRequests (10 asked by unproven browsers, 10 by the
 * owner's proven ones), so at most 10 x 10 + 10 x 5 = 150 of the 10^6 possible codes an hour:
 * odds of 1.5 in 10,000 an hour, while every one of those codes reaches the owner's inbox.
 */
export async function checkOtp(db: Executor, subject: OtpSubject & { code: string; device?: string | null }): Promise<string> {
  const mine = subject.device ? sql`coalesce(${otpCodes.deviceHash} = ${subject.device}, false)` : sql`false`
  const hit = hashMatches(subject.code.trim())
  const tries = sql<number>`case when ${mine} then ${otpCodes.requesterAttempts} else ${otpCodes.attempts} end`
  const tried = await db
    .update(otpCodes)
    .set({
      requesterAttempts: sql`${otpCodes.requesterAttempts} + case when ${mine} and not ${hit} then 1 else 0 end`,
      attempts: sql`${otpCodes.attempts} + case when not ${mine} and not ${hit} then 1 else 0 end`,
    })
    .where(and(sameSubject(subject), isNull(otpCodes.consumedAt), sql`${otpCodes.expiresAt} > now()`, sql`${tries} < ${OTP_MAX_ATTEMPTS}`))
    .returning({ id: otpCodes.id, hit: sql<boolean>`${hit}`, tries })
  const match = tried.find((row) => row.hit)
  if (match) return match.id
  if (tried.length > 0) throw badRequest(tried.every((row) => row.tries >= OTP_MAX_ATTEMPTS) ? 'OTP_BURNED' : 'OTP_INVALID')
  // Nothing left to try: say why.
  const [state] = await db
    .select({ live: count(), usable: sql<number>`count(*) filter (where ${otpCodes.expiresAt} > now())::int` })
    .from(otpCodes)
    .where(and(sameSubject(subject), isNull(otpCodes.consumedAt)))
  if (state.live === 0) throw badRequest('OTP_INVALID')
  if (state.usable === 0) throw badRequest('OTP_EXPIRED')
  throw badRequest('OTP_BURNED')
}

/** What a used code proves: the browser that used it reached these addresses (see trustDevice). */
export interface OtpProof {
  device: string | null
  /** The normalised emails or mobiles the code was sent to. */
  contacts: string[]
}

const trustScope = (companyId: string | null) => companyId ?? 'platform'

/**
 * Uses up the code checkOtp matched, and with it every other live code of the subject: one proof
 * is enough. A single guarded UPDATE, so two concurrent uses of one code cannot both win. Wrong tries
 * counted after the check do not undo it: the code was right. With a proof, the browser that used
 * the code is from now on known to the addresses it reached.
 */
export async function consumeOtp(db: Executor, subject: OtpSubject, codeId: string, proof?: OtpProof): Promise<void> {
  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpCodes.id, codeId), isNull(otpCodes.consumedAt), sql`${otpCodes.expiresAt} > now()`))
    .returning({ id: otpCodes.id })
  // Lost a race to another request with the same code, or it expired meanwhile.
  if (!consumed) throw badRequest('OTP_INVALID')
  await db
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(sameSubject(subject), isNull(otpCodes.consumedAt)))
  if (proof?.device && proof.contacts.length > 0) await trustDevice(db, trustScope(subject.companyId), proof.contacts, proof.device)
}

/** checkOtp then consumeOtp: accepts any live code of the subject, exactly once. */
export async function verifyOtp(db: Executor, subject: OtpSubject & { code: string }, proof?: OtpProof): Promise<void> {
  await consumeOtp(db, subject, await checkOtp(db, { ...subject, device: proof?.device }), proof)
}

async function trustDevice(db: Executor, scope: string, contacts: string[], device: string): Promise<void> {
  const targets = contacts.map(normaliseOtpTarget)
  // Trust is kept OTP_DEVICE_DAYS, as long as the cookie; older rows of these addresses go now.
  await db
    .delete(otpTrustedDevices)
    .where(
      and(eq(otpTrustedDevices.scope, scope), inArray(otpTrustedDevices.target, targets), lt(otpTrustedDevices.verifiedAt, sql`now() - make_interval(days => ${OTP_DEVICE_DAYS})`)),
    )
  await db
    .insert(otpTrustedDevices)
    .values(targets.map((target) => ({ scope, target, deviceHash: device })))
    .onConflictDoUpdate({
      target: [otpTrustedDevices.scope, otpTrustedDevices.target, otpTrustedDevices.deviceHash],
      set: { verifiedAt: sql`now()` },
    })
}

/** Which of `contacts` this browser has proven with a code in the last OTP_DEVICE_DAYS. */
async function trustedContacts(db: Executor, companyId: string | null, contacts: string[], device: string): Promise<Set<string>> {
  const rows = await db
    .select({ target: otpTrustedDevices.target })
    .from(otpTrustedDevices)
    .where(
      and(
        eq(otpTrustedDevices.scope, trustScope(companyId)),
        inArray(otpTrustedDevices.target, contacts.map(normaliseOtpTarget)),
        eq(otpTrustedDevices.deviceHash, device),
        sql`${otpTrustedDevices.verifiedAt} > now() - make_interval(days => ${OTP_DEVICE_DAYS})`,
      ),
    )
  return new Set(rows.map((row) => row.target))
}

/**
 * limitCodeRequests for a code about to be sent to `contacts`: the asking browser (`device`, the
 * hash of its otp_device cookie) asks on the owner's budget for each address it has proven.
 */
export async function limitOtpRequests(db: Executor, request: { purpose: OtpPurpose; companyId: string | null; contacts: string[]; ip: string; device: string }): Promise<void> {
  const proven = await trustedContacts(db, request.companyId, request.contacts, request.device)
  const targets = request.contacts.map(normaliseOtpTarget).map((target) => ({ target, trusted: proven.has(target) }))
  await limitCodeRequests(db, request.purpose, targets, request.ip)
}
