import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, onPostgres } from '../../tests/helpers/db'
import type { OpenDatabase } from '../db/index'
import { rateLimits } from '../db/schema'
import { HttpError } from './errors'
import { enforceRateLimit, hitRateLimit, RATE_LIMITS } from './rate-limit'

describe('rate limits', () => {
  let handle: OpenDatabase
  beforeAll(async () => {
    handle = await createTestDatabase()
  })
  afterAll(() => handle.close())

  it('exports the limits the features apply', () => {
    expect(RATE_LIMITS).toEqual({
      otpPerTargetAndIp: { limit: 3, windowSeconds: 600 },
      otpPerTarget: { limit: 10, windowSeconds: 3600 },
      otpPerProvenTarget: { limit: 10, windowSeconds: 3600 },
      otpPerIp: { limit: 20, windowSeconds: 3600 },
      registerPerIp: { limit: 20, windowSeconds: 3600 },
      loginFailuresPerIp: { limit: 20, windowSeconds: 900 },
      loginPerTargetAndIp: { limit: 10, windowSeconds: 900 },
      uploadPerUser: { limit: 30, windowSeconds: 600 },
      referralOpenPerIp: { limit: 60, windowSeconds: 3600 },
    })
  })

  it('counts hits per key within the window and says when it ends', async () => {
    const rule = { limit: 3, windowSeconds: 3600 }
    const results = []
    for (let i = 0; i < 5; i++) results.push(await hitRateLimit(handle.db, 'test:count', rule))
    expect(results.map((r) => [r.count, r.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
      [5, false],
    ])
    for (const r of results) {
      expect(r.retryAfterSeconds).toBeGreaterThanOrEqual(1)
      expect(r.retryAfterSeconds).toBeLessThanOrEqual(3600)
    }
    expect((await hitRateLimit(handle.db, 'test:other-key', rule)).count).toBe(1)
  })

  it('throws a 429 with the wait in the message and for Retry-After', async () => {
    const rule = { limit: 2, windowSeconds: 3600 }
    await enforceRateLimit(handle.db, 'test:enforce', rule)
    await enforceRateLimit(handle.db, 'test:enforce', rule)
    const err = await enforceRateLimit(handle.db, 'test:enforce', rule).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(HttpError)
    const { statusCode, message, retryAfterSeconds } = err as HttpError
    expect(statusCode).toBe(429)
    expect(retryAfterSeconds).toBeGreaterThanOrEqual(1)
    expect(retryAfterSeconds).toBeLessThanOrEqual(3600)
    expect(message).toBe(`Too many requests. Please try again in ${retryAfterSeconds} seconds.`)
  })

  it('starts a new count in the next window and drops the key’s old windows', async () => {
    const rule = { limit: 1, windowSeconds: 3600 }
    await hitRateLimit(handle.db, 'test:window', rule)
    expect((await hitRateLimit(handle.db, 'test:window', rule)).allowed).toBe(false)
    // Pretend the current window began two hours ago, i.e. it is over.
    await handle.db
      .update(rateLimits)
      .set({ windowStart: sql`${rateLimits.windowStart} - interval '2 hours'` })
      .where(eq(rateLimits.key, 'test:window'))
    const next = await hitRateLimit(handle.db, 'test:window', rule)
    expect(next).toMatchObject({ allowed: true, count: 1 })
    const rows = await handle.db.select().from(rateLimits).where(eq(rateLimits.key, 'test:window'))
    expect(rows).toHaveLength(1)
  })

  it('refuses windows it cannot purge correctly', async () => {
    await expect(hitRateLimit(handle.db, 'test:bad', { limit: 1, windowSeconds: 0 })).rejects.toThrow()
    await expect(hitRateLimit(handle.db, 'test:bad', { limit: 1, windowSeconds: 2 * 86400 })).rejects.toThrow()
  })

  it.runIf(onPostgres)('counts every concurrent hit exactly once', async () => {
    await Promise.all(Array.from({ length: 8 }, () => handle.db.execute(sql`select pg_sleep(0.05)`)))
    const rule = { limit: 5, windowSeconds: 3600 }
    const results = await Promise.all(Array.from({ length: 12 }, () => hitRateLimit(handle.db, 'test:concurrent', rule)))
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
    expect(results.filter((r) => r.allowed)).toHaveLength(5)
  })
})
