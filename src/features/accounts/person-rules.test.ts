import { describe, expect, it } from 'vitest'
import { birthDateProblem, todayISO } from '@/features/accounts/person-rules'

describe('person rules', () => {
  it('refuses a date of birth in the future or before 1900', () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    expect(birthDateProblem(tomorrow)).toBe('Date of birth cannot be in the future.')
    expect(birthDateProblem('1899-12-31')).toBe('Please enter a valid date of birth.')
    expect(birthDateProblem(todayISO())).toBeNull()
    expect(birthDateProblem('1990-05-01')).toBeNull()
  })
})
