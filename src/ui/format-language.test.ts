import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadMessages, setMessageLocale } from '@/lib/message-locale'
import { formatAge, formatDateTimeLong, formatINR, formatTokenAmount, groupIndian } from '@/ui/format'

beforeAll(() => loadMessages('hi'))
afterEach(() => setMessageLocale('en'))

describe('formats in English and Hindi', () => {
  it('groups numbers the Indian way with Latin digits in both languages', () => {
    for (const locale of ['en', 'hi'] as const) {
      setMessageLocale(locale)
      expect(formatINR('1234567.5')).toBe('₹12,34,567.50')
      expect(formatTokenAmount('12345678')).toBe('1,23,45,678')
      expect(groupIndian('100000')).toBe('1,00,000')
    }
  })

  it('writes a date out in IST, the month in the page language', () => {
    // 20:00 UTC is already the next day in India.
    expect(formatDateTimeLong('2026-11-26T20:00:00Z')).toBe('27 November 2026 at 1:30 am')
    setMessageLocale('hi')
    expect(formatDateTimeLong('2026-11-26T20:00:00Z')).toBe('27 नवंबर 2026 को 1:30 am बजे')
  })

  it('says how long ago in the page language', () => {
    const now = Date.parse('2026-11-26T12:00:00Z')
    expect(formatAge(now - 5 * 60_000, now)).toBe('5 minutes ago')
    expect(formatAge(now, now)).toBe('just now')
    setMessageLocale('hi')
    expect(formatAge(now - 5 * 60_000, now)).toBe('5 मिनट पहले')
    expect(formatAge(now - 86_400_000, now)).toBe('कल')
    expect(formatAge(now, now)).toBe('अभी-अभी')
  })
})
