import { describe, expect, it } from 'vitest'
import { validName, validNewPassword } from '@/features/accounts/field-rules'

describe('accounts field rules', () => {
  it('refuses control, invisible and text-direction characters in a name, and accepts any script', () => {
    const invisible = ['Ravi\u200BKumar', 'Ra\uFEFFvi', 'Ravi\u115F', 'Ravi\u3164', 'Ra\u00ADvi', 'Ravi\u2060', 'Ravi\uFE0F', 'Ravi\u{E0041}']
    for (const value of ['Ravi\u202Egnp.exe', 'Ravi\u2066K\u2069', 'Ravi\u001b[31m', 'Ravi\nKumar', ...invisible]) {
      expect(validName({ value }), JSON.stringify(value)).toBe('Name cannot contain control, invisible or text-direction characters.')
    }
    // Letters the pattern's \p{…} escapes would take literally without the u flag: p, C, f, D, I.
    for (const value of ['Ravi Kumar', 'रवि कुमार', 'ரவி', "D'Souza-Pereira", 'Pradeep Chandra', 'Iffat Fernandes', '김민준']) expect(validName({ value })).toBeUndefined()
  })

  it('takes a new password of 8 characters or more, leaving an empty one to the form', () => {
    expect(validNewPassword({ value: 'Short1!' })).toBe('The password must have at least 8 characters.')
    expect(validNewPassword({ value: 'Long1!ab' })).toBeUndefined()
    expect(validNewPassword({ value: '' })).toBeUndefined()
    // Sent as typed, spaces and all.
    expect(validNewPassword({ value: '  Ab1!  ' })).toBeUndefined()
  })
})
