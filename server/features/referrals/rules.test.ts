import { describe, expect, it } from 'vitest'
import { recognisableName } from './rules'

describe('recognisableName', () => {
  it('keeps the first name and the last name’s initial', () => {
    expect(recognisableName('Priya Sharma')).toBe('Priya S.')
    expect(recognisableName('  Ravi  Kumar Verma ')).toBe('Ravi V.')
    expect(recognisableName('Asha')).toBe('Asha')
  })

  it('takes a whole Devanagari letter as the initial, vowel sign included', () => {
    expect(recognisableName('प्रिया शर्मा')).toBe('प्रिया श.')
    expect(recognisableName('रवि कुमार')).toBe('रवि कु.')
  })
})
