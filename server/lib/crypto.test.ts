import { describe, expect, it } from 'vitest'
import { decryptField, deriveFieldKey, encryptField, isValidAadhaar, maskAadhaar, verhoeffCheckDigit } from './crypto'

describe('field encryption', () => {
  const key = deriveFieldKey('a-server-secret-of-enough-length-1234567890')

  it('round-trips, with a fresh IV every time', () => {
    const a = encryptField('499118665246', key)
    const b = encryptField('499118665246', key)
    expect(a).toMatch(/^v1\./)
    expect(a).not.toBe(b)
    expect(a).not.toContain('499118665246')
    expect(decryptField(a, key)).toBe('499118665246')
    expect(decryptField(encryptField('', key), key)).toBe('')
    expect(decryptField(encryptField('नमस्ते', key), key)).toBe('नमस्ते')
  })

  it('derives different keys for different secrets and purposes', () => {
    expect(deriveFieldKey('s1')).toHaveLength(32)
    expect(deriveFieldKey('s1').equals(deriveFieldKey('s1'))).toBe(true)
    expect(deriveFieldKey('s1').equals(deriveFieldKey('s2'))).toBe(false)
    expect(deriveFieldKey('s1', 'aadhaar').equals(deriveFieldKey('s1', 'other'))).toBe(false)
  })

  it('refuses a tampered value, a foreign key and an unknown format', () => {
    const sealed = encryptField('499118665246', key)
    const [v, iv, ct, tag] = sealed.split('.')
    const flipped = Buffer.from(ct, 'base64url')
    flipped[0] ^= 1
    expect(() => decryptField([v, iv, flipped.toString('base64url'), tag].join('.'), key)).toThrow()
    expect(() => decryptField(sealed, deriveFieldKey('another secret'))).toThrow()
    expect(() => decryptField(sealed.replace(/^v1/, 'v0'), key)).toThrow(/format/)
    expect(() => decryptField('plain text', key)).toThrow(/format/)
  })
})

describe('Aadhaar', () => {
  it('computes Verhoeff check digits as published', () => {
    // The worked examples usually given for Verhoeff: 236 -> 2363, 12345 -> 123451.
    expect(verhoeffCheckDigit('236')).toBe(3)
    expect(verhoeffCheckDigit('12345')).toBe(1)
  })

  it('accepts 12 digits starting 2-9 with a valid check digit', () => {
    for (const valid of ['499118665246', '999941057058', '234567890129', `23456789012${verhoeffCheckDigit('23456789012')}`]) {
      expect(isValidAadhaar(valid), valid).toBe(true)
    }
  })

  it('refuses wrong check digits, wrong lengths, a leading 0 or 1 and non-digits', () => {
    for (const invalid of [
      '234567890124', // check digit should be 9
      '499118665245',
      '49911866524',
      '4991186652460',
      '123456789013',
      '012345678901',
      '4991 1866 5246',
      '49911866524a',
      '',
    ]) {
      expect(isValidAadhaar(invalid), invalid).toBe(false)
    }
    // A number that passes Verhoeff but starts with 1 is still refused.
    const startsWithOne = `12345678901${verhoeffCheckDigit('12345678901')}`
    expect(isValidAadhaar(startsWithOne)).toBe(false)
  })

  it('masks all but the last four digits', () => {
    expect(maskAadhaar('5246')).toBe('XXXXXXXX5246')
  })
})
