import { describe, expect, it } from 'vitest'
import { formatDateGB, formatDateTimeGB, formatTimeGB } from '@/ui/format'

describe('formatDateGB and formatTimeGB', () => {
  const instant = '2025-11-21T13:05:00.000Z'

  it('are the two halves of formatDateTimeGB', () => {
    expect(formatDateGB(instant, 'Asia/Kolkata')).toBe('21/11/2025')
    expect(formatTimeGB(instant, 'Asia/Kolkata')).toBe('06:35 pm')
    expect(`${formatDateGB(instant, 'UTC')}, ${formatTimeGB(instant, 'UTC')}`).toBe(formatDateTimeGB(instant, 'UTC'))
  })

  it('show a dash for an invalid date', () => {
    expect(formatDateGB('nope')).toBe('—')
    expect(formatTimeGB('nope')).toBe('—')
  })
})
