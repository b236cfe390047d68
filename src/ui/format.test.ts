import { describe, expect, it } from 'vitest'
import { formatAge, formatDateISO, formatDateTimeGB, formatINR, formatTimeGB, formatTokenAmount, groupIndian } from '@/ui/format'

describe('formatINR', () => {
  it.each([
    ['0', '₹0.00'],
    [0, '₹0.00'],
    ['123456', '₹1,23,456.00'],
    [123456, '₹1,23,456.00'],
    ['123456789.5', '₹12,34,56,789.50'],
    ['-1234.5', '-₹1,234.50'],
    [-1234.5, '-₹1,234.50'],
    ['0.1', '₹0.10'],
    ['999.995', '₹1,000.00'],
    ['0.004', '₹0.00'],
    ['-0.001', '₹0.00'],
    ['100', '₹100.00'],
  ])('formats %j as %s', (input, expected) => {
    expect(formatINR(input)).toBe(expected)
  })

  it('stays exact beyond float precision for decimal strings', () => {
    expect(formatINR('123456789012345678.25')).toBe('₹1,23,45,67,89,01,23,45,678.25')
  })

  it('shows a dash for something that is not a number', () => {
    expect(formatINR('abc')).toBe('—')
    expect(formatINR('')).toBe('—')
  })
})

describe('formatTokenAmount', () => {
  it('groups whole tokens the Indian way', () => {
    expect(formatTokenAmount('10000000')).toBe('1,00,00,000')
    expect(formatTokenAmount(1500)).toBe('1,500')
  })

  it('keeps the requested places', () => {
    expect(formatTokenAmount('2500000.456', 2)).toBe('25,00,000.46')
  })
})

describe('groupIndian', () => {
  it('leaves short numbers alone', () => {
    expect(groupIndian('999')).toBe('999')
    expect(groupIndian('1000')).toBe('1,000')
  })
})

describe('dates', () => {
  const instant = '2025-11-21T13:05:00.000Z'

  it('formats en-GB date and 12-hour time', () => {
    expect(formatDateTimeGB(instant, 'UTC')).toBe('21/11/2025, 01:05 pm')
    expect(formatDateTimeGB(instant, 'Asia/Kolkata')).toBe('21/11/2025, 06:35 pm')
  })

  it('calls the hour after midnight 12, as a 12-hour clock does, not 00', () => {
    expect(formatDateTimeGB('2026-11-20T18:40:00.000Z', 'Asia/Kolkata')).toBe('21/11/2026, 12:10 am')
    expect(formatTimeGB('2026-11-20T18:40:00.000Z', 'Asia/Kolkata')).toBe('12:10 am')
    expect(formatTimeGB('2026-11-21T06:40:00.000Z', 'Asia/Kolkata')).toBe('12:10 pm')
  })

  it('formats YYYY-MM-DD in the given zone', () => {
    expect(formatDateISO(instant, 'UTC')).toBe('2025-11-21')
    expect(formatDateISO('2025-11-21T20:00:00.000Z', 'Asia/Kolkata')).toBe('2025-11-22')
  })

  it('shows a dash for an invalid date', () => {
    expect(formatDateTimeGB('not a date')).toBe('—')
    expect(formatDateISO('not a date')).toBe('—')
  })
})

describe('formatAge', () => {
  const now = Date.parse('2026-11-25T12:00:00Z')
  it.each([
    ['2026-11-25T11:59:30Z', 'just now'],
    ['2026-11-25T11:55:00Z', '5 minutes ago'],
    ['2026-11-25T11:59:00Z', '1 minute ago'],
    ['2026-11-25T09:00:00Z', '3 hours ago'],
    ['2026-11-24T11:00:00Z', 'yesterday'],
    ['2026-11-13T12:00:00Z', '12 days ago'],
    // A clock a little ahead of the browser's is not a time in the future.
    ['2026-11-25T12:00:05Z', 'just now'],
  ])('says %s was %s', (at, said) => {
    expect(formatAge(at, now)).toBe(said)
  })
})
