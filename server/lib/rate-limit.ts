import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Executor } from '../db/index'
import { rateLimits } from '../db/schema'
import { tooManyRequests } from './errors'

export interface RateLimitRule {
  limit: number
  /** At most one day: older windows are purged after that. */
  windowSeconds: number
}

/**
 * The limits the features apply. Keys are built by the caller and name their rule, e.g.
 * `otp:REGISTER:target:${email}` and `otp:ip:${ip}`: one key must always be used with one rule.
 */
export const RATE_LIMITS = {
  otpPerTargetAndIp: { limit: 3, windowSeconds: 10 * 60 },
  otpPerTarget: { limit: 10, windowSeconds: 60 * 60 },
  otpPerProvenTarget: { limit: 10, windowSeconds: 60 * 60 },
  otpPerIp: { limit: 20, windowSeconds: 60 * 60 },
  registerPerIp: { limit: 20, windowSeconds: 60 * 60 },
  loginPerTargetAndIp: { limit: 10, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { limit: 20, windowSeconds: 15 * 60 },
  uploadPerUser: { limit: 30, windowSeconds: 10 * 60 },
  /** Share-link opens (Refer & Earn's funnel): a page view each, so generous, yet no counter pump. */
  referralOpenPerIp: { limit: 60, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>

const MAX_WINDOW_SECONDS = 24 * 60 * 60

/**
 * Multiplies every limit. Only for test environments where one browser signs the same demo accounts
 * in again and again from one address (the browser suites); production refuses to start with it.
 */
const LIMIT_FACTOR = Math.max(1, Number(process.env.RATE_LIMIT_FACTOR ?? 1) || 1)
/** Share of hits that also sweep every key's expired windows. */
const PURGE_PROBABILITY = 0.01

/** When a key's current window ends, and how many seconds are left of it (at least 1, for Retry-After). */
const windowEnd = (rule: RateLimitRule) => sql`${rateLimits.windowStart} + make_interval(secs => ${rule.windowSeconds}::int)`
const secondsLeft = (rule: RateLimitRule) => sql<number>`greatest(1, ceil(extract(epoch from (${windowEnd(rule)} - now()))))::int`
const limited = (retryAfterSeconds: number) => tooManyRequests('RATE_LIMITED', retryAfterSeconds, { seconds: retryAfterSeconds })

export interface RateLimitResult {
  allowed: boolean
  /** Hits in the current window, this one included. */
  count: number
  /** Seconds until the current window ends. */
  retryAfterSeconds: number
}

/**
 * Counts one hit in the key's window, kept in the database so every instance shares the count.
 * A window opens at the key's first hit and lasts windowSeconds: no clock-aligned boundary resets
 * everybody's count at once. One statement: concurrent hits serialise on the row.
 */
export async function hitRateLimit(db: Executor, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  if (!Number.isInteger(rule.windowSeconds) || rule.windowSeconds < 1 || rule.windowSeconds > MAX_WINDOW_SECONDS) {
    throw new Error(`Rate-limit windows must be 1..${MAX_WINDOW_SECONDS} whole seconds`)
  }
  const expired = sql`${windowEnd(rule)} <= now()`
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfterSeconds: secondsLeft(rule),
    })
  if (Math.random() < PURGE_PROBABILITY) {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - make_interval(secs => ${MAX_WINDOW_SECONDS})`))
  }
  return { allowed: row.count <= rule.limit * LIMIT_FACTOR, count: row.count, retryAfterSeconds: row.retryAfterSeconds }
}

/** Like hitRateLimit, but refuses with a 429 that says when to come back. */
export async function enforceRateLimit(db: Executor, key: string, rule: RateLimitRule): Promise<void> {
  const { allowed, retryAfterSeconds } = await hitRateLimit(db, key, rule)
  if (!allowed) throw limited(retryAfterSeconds)
}

/**
 * Password spraying: a few guesses at each of many accounts, from one address, stays under every
 * per-account limit. Only wrong passwords count here, so an office behind one NAT signing in every
 * morning is never stopped; after 20 wrong ones in 15 minutes every sign-in from that address
 * waits. Call `failed()` when the password was wrong.
 */
export async function guardLoginFrom(db: Executor, ip: string): Promise<{ failed: () => Promise<void> }> {
  const key = `login-failures:ip:${ip}`
  const rule = RATE_LIMITS.loginFailuresPerIp
  const [row] = await db
    .select({ count: rateLimits.count, retryAfterSeconds: secondsLeft(rule) })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(windowEnd(rule), sql`now()`)))
  if (row && row.count >= rule.limit * LIMIT_FACTOR) throw limited(row.retryAfterSeconds)
  return { failed: () => hitRateLimit(db, key, rule).then(() => undefined) }
}

export interface CodeRequestTarget {
  /** A normalised email or mobile the code will reach. */
  target: string
  /** The asking browser has proven this address with a code before (otp_device cookie). */
  trusted: boolean
}

/**
 * Requests for one-time codes, counted apart for each purpose (a registration code, a password
 * reset, a super-admin sign-in, a mobile change), so asking for one kind never spends another's.
 *
 * A browser that has proven the address before asks on the address's own budget, 10 an hour, which
 * only browsers that read its codes can spend: nothing a stranger does, from any number of addresses,
 * brings the owner's own browser a 429. Every other request is a stranger's as far as the server can
 * tell, and is held to: 3 per target and address in 10 minutes, so one stranger cannot use up a
 * newcomer's; 10 per target an hour, whoever asks, so nobody can flood an inbox or a phone (and the
 * guessing that codes allow stays bounded, see checkOtp); and 20 per address an hour, whatever the
 * target and purpose: the cost ceiling of each address, which nobody else's requests spend. There is
 * deliberately no platform-wide ceiling: it would be one budget every stranger could drain, locking
 * every owner out at once. Every target a message reaches counts (a registration SMS counts against
 * the mobile too). The answer is the same whether or not an account exists behind the target.
 */
export async function limitCodeRequests(db: Executor, purpose: string, targets: CodeRequestTarget[], ip: string): Promise<void> {
  for (const { target, trusted } of targets) {
    if (trusted) {
      await enforceRateLimit(db, `otp:${purpose}:trusted:${target}`, RATE_LIMITS.otpPerProvenTarget)
      continue
    }
    await enforceRateLimit(db, `otp:${purpose}:target-ip:${target}:${ip}`, RATE_LIMITS.otpPerTargetAndIp)
    await enforceRateLimit(db, `otp:${purpose}:target:${target}`, RATE_LIMITS.otpPerTarget)
  }
  if (targets.some((t) => !t.trusted)) await enforceRateLimit(db, `otp:ip:${ip}`, RATE_LIMITS.otpPerIp)
}
