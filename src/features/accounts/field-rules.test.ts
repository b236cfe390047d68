import { describe, expect, it } from 'vitest'
import { validName, validNewPassword } from '@/features/accounts/field-rules'

describe('accounts field rules', () => {
  it('refuses control and text-direction characters in a name, and accepts any script', () => {
    for (const value of ['Ravi\u202Egnp.exe', 'Ravi\u2066K\u2069', 'Ravi\u001b[31m', 'Ravi\nKumar']) {
      expect(validName({ value }), JSON.stringify(value)).toBe('Name cannot contain control or text-direction characters.')
    }
    for (const value of ['Ravi Kumar', 'रवि कुमार', 'ரவி', "D'Souza-Pereira"]) expect(validName({ value })).toBeUndefined()
  })

  it('takes a new password of 8 characters or more, leaving an empty one to the form', () => {
    expect(validNewPassword({ value: 'Short1!' })).toBe('The password must have at least 8 characters.')
    expect(validNewPassword({ value: 'Long1!ab' })).toBeUndefined()
    expect(validNewPassword({ value: '' })).toBeUndefined()
    // Sent as typed, spaces and all.
    expect(validNewPassword({ value: '  Ab1!  ' })).toBeUndefined()
  })
})
