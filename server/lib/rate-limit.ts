import { lt, sql } from 'drizzle-orm'
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
 * `otp:target:${email}` and `otp:ip:${ip}`: one key must always be used with one rule.
 */
export const RATE_LIMITS = {
  otpPerTarget: { limit: 3, windowSeconds: 10 * 60 },
  otpPerIp: { limit: 20, windowSeconds: 60 * 60 },
  loginPerTargetAndIp: { limit: 10, windowSeconds: 15 * 60 },
  uploadPerUser: { limit: 30, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimitRule>

const MAX_WINDOW_SECONDS = 24 * 60 * 60

/**
 * Multiplies every limit. Only for test environments where one browser signs the same demo accounts
 * in again and again from one address (the browser suites); production refuses to start with it.
 */
const LIMIT_FACTOR = Math.max(1, Number(process.env.RATE_LIMIT_FACTOR ?? 1) || 1)
/** Share of hits that also sweep every key's expired windows. */
const PURGE_PROBABILITY = 0.01

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
  const window = sql`make_interval(secs => ${rule.windowSeconds}::int)`
  const expired = sql`${rateLimits.windowStart} + ${window} <= now()`
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
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStart} + ${window} - now()))))::int`,
    })
  if (Math.random() < PURGE_PROBABILITY) {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - make_interval(secs => ${MAX_WINDOW_SECONDS})`))
  }
  return { allowed: row.count <= rule.limit * LIMIT_FACTOR, count: row.count, retryAfterSeconds: row.retryAfterSeconds }
}

/** Like hitRateLimit, but refuses with a 429 that says when to come back. */
export async function enforceRateLimit(db: Executor, key: string, rule: RateLimitRule): Promise<void> {
  const { allowed, retryAfterSeconds } = await hitRateLimit(db, key, rule)
  if (!allowed) {
    throw tooManyRequests(`Too many requests. Please try again in ${retryAfterSeconds} seconds.`, retryAfterSeconds)
  }
}
