import { vi } from 'vitest'

/**
 * Fakes only the clock (Date), set to a fixed moment, and returns that moment in milliseconds.
 * Timers stay real: a countdown's one-second interval still runs and reads the time left from the
 * clock, so `vi.setSystemTime(start + ms)` jumps the countdown. The test file undoes it with
 * `vi.useRealTimers()` after each test.
 */
export function fakeClock(at = '2026-11-21T10:00:00.000Z'): number {
  vi.useFakeTimers({ toFake: ['Date'] })
  const start = new Date(at).getTime()
  vi.setSystemTime(start)
  return start
}
