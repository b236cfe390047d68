import { describe, expect, it } from 'vitest'
import { floorDivide, formatPercent, isPositiveDecimal, percentOf, withFee } from '@/ui/money'

describe('floorDivide', () => {
  it.each([
    ['0.29', '0.29', '1'],
    ['0.3', '0.1', '3'],
    ['100', '10.00', '10'],
    ['99.99', '10.00', '9'],
    ['9.99', '10.00', '0'],
    ['1000000000000', '0.01', '100000000000000'],
    ['100.', '3', '33'],
    ['0.07', '0.01', '7'],
  ])('floor(%s / %s) = %s', (dividend, divisor, expected) => {
    expect(floorDivide(dividend, divisor)).toBe(expected)
  })

  it('has no answer for a zero divisor or something that is not a number', () => {
    expect(floorDivide('10', '0.00')).toBeUndefined()
    expect(floorDivide('abc', '1')).toBeUndefined()
    expect(floorDivide('', '1')).toBeUndefined()
  })
})

describe('percentOf and withFee', () => {
  it.each([
    ['100', '2.00', '2.00', '102.00'],
    ['1', '2.5', '0.03', '1.03'],
    ['0.10', '5', '0.01', '0.11'],
    ['0.29', '1.5', '0.00', '0.29'],
    ['333.33', '18', '60.00', '393.33'],
    ['1.15', '10', '0.12', '1.27'],
    ['1234567890123.45', '2', '24691357802.47', '1259259247925.92'],
  ])('%s at %s%% is a fee of %s and a total of %s', (amount, percent, fee, total) => {
    expect(percentOf(amount, percent)).toBe(fee)
    expect(withFee(amount, percent)).toBe(total)
  })
})

describe('formatPercent', () => {
  it('drops trailing zeros', () => {
    expect(formatPercent('2.00')).toBe('2')
    expect(formatPercent('2.50')).toBe('2.5')
    expect(formatPercent('0.25')).toBe('0.25')
    expect(formatPercent('10')).toBe('10')
  })
})

describe('isPositiveDecimal', () => {
  it('is true only above zero', () => {
    expect(isPositiveDecimal('0.01')).toBe(true)
    expect(isPositiveDecimal('5.')).toBe(true)
    expect(isPositiveDecimal('0')).toBe(false)
    expect(isPositiveDecimal('0.00')).toBe(false)
    expect(isPositiveDecimal('.')).toBe(false)
    expect(isPositiveDecimal('')).toBe(false)
  })
})
