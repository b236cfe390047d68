import { describe, expect, it } from 'vitest'
import { isValidAadhaar, verhoeffCheckDigit } from '@/shared/aadhaar'
import { decryptField, deriveFieldKey, encryptField, maskAadhaar } from './crypto'

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

/**
 * Verhoeff's scheme rebuilt from its definition, not from the tables under test: multiplication in
 * the dihedral group D5 (rotations 0-4, reflections 5-9) and the position permutations as powers of
 * p = (1 5 7 6 2 8 3 0 9 4). A wrong entry anywhere in the code's tables disagrees with it.
 */
function referenceCheckDigit(digits: string): number {
  const d5 = (j: number, k: number) => (j < 5 ? (k < 5 ? (j + k) % 5 : 5 + ((j + k) % 5)) : k < 5 ? 5 + ((j - k + 5) % 5) : (j - k + 5) % 5)
  const p1 = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]
  const power = (times: number, digit: number) => {
    let out = digit
    for (let t = 0; t < times; t++) out = p1[out]
    return out
  }
  const reversed = [...digits].reverse().map(Number)
  for (let check = 0; check < 10; check++) {
    let c = d5(0, power(0, check))
    reversed.forEach((digit, i) => (c = d5(c, power((i + 1) % 8, digit))))
    if (c === 0) return check
  }
  throw new Error('no check digit')
}

describe('Aadhaar', () => {
  it('computes Verhoeff check digits as published', () => {
    // Worked examples given with the scheme: 236 -> 2363, 12345 -> 123451, 142857 -> 1428570.
    expect(verhoeffCheckDigit('236')).toBe(3)
    expect(verhoeffCheckDigit('12345')).toBe(1)
    expect(verhoeffCheckDigit('142857')).toBe(0)
    expect([referenceCheckDigit('236'), referenceCheckDigit('12345'), referenceCheckDigit('142857')]).toEqual([3, 1, 0])
  })

  it('agrees with the definition of the scheme on every digit in every position', () => {
    // Each of the 8 position permutations meets each digit: 11-digit bodies with one digit d at position i.
    for (let position = 0; position < 11; position++) {
      for (let digit = 0; digit < 10; digit++) {
        const body = [...'23456789012'].map((ch, i) => (i === position ? String(digit) : ch)).join('')
        expect(verhoeffCheckDigit(body), body).toBe(referenceCheckDigit(body))
        expect(isValidAadhaar(`${body}${referenceCheckDigit(body)}`), body).toBe(body[0] >= '2')
      }
    }
  })

  it('accepts the numbers the old table (rows 4 and 5 wrong) refused', () => {
    // 23456789012: the reference gives check digit 4; the old table gave 9.
    expect(isValidAadhaar('234567890124')).toBe(true)
    expect(isValidAadhaar('234567890129')).toBe(false)
  })

  it('accepts 12 digits starting 2-9 with a valid check digit', () => {
    for (const valid of ['499118665246', '999941057058', '234567890124', `98765432109${referenceCheckDigit('98765432109')}`]) {
      expect(isValidAadhaar(valid), valid).toBe(true)
    }
  })

  it('refuses wrong check digits, wrong lengths, a leading 0 or 1 and non-digits', () => {
    for (const invalid of [
      '234567890129', // check digit should be 4
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
