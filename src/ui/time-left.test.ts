import { describe, expect, it } from 'vitest'
import { formatTimeLeft } from '@/ui/time-left'

const NOW = Date.parse('2026-11-25T10:00:00Z')
const after = (ms: number) => new Date(NOW + ms).toISOString()

describe('formatTimeLeft', () => {
  it('counts days and hours while more than a day is left', () => {
    expect(formatTimeLeft(after(30 * 86_400_000), NOW)).toBe('30d 0h')
    expect(formatTimeLeft(after(29 * 86_400_000 + 5 * 3_600_000 + 59_000), NOW)).toBe('29d 5h')
  })

  it('counts hours and minutes, then minutes, rounding the last minute up', () => {
    expect(formatTimeLeft(after(3 * 3_600_000 + 20 * 60_000), NOW)).toBe('3h 20m')
    expect(formatTimeLeft(after(90_000), NOW)).toBe('2m')
    expect(formatTimeLeft(after(1), NOW)).toBe('1m')
  })

  it("says 'Available' once the lock has passed, and at its very end", () => {
    expect(formatTimeLeft(after(0), NOW)).toBe('Available')
    expect(formatTimeLeft(after(-86_400_000), NOW)).toBe('Available')
    expect(formatTimeLeft('not a date', NOW)).toBe('Available')
  })
})
