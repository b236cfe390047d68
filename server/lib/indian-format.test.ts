import { describe, expect, it } from 'vitest'
import { indianNumber, indianRupees, indianTokens } from './indian-format'

describe('Indian grouping for emails and SMS', () => {
  it.each([
    ['999', '999'],
    ['2000', '2,000'],
    ['123456', '1,23,456'],
    ['12345678', '1,23,45,678'],
    ['1234567890123', '12,34,56,78,90,123'],
    ['1234567.50', '12,34,567.50'],
    ['0.1234', '0.1234'],
    ['-1234567', '-12,34,567'],
    [12345678, '1,23,45,678'],
  ])('groups %j as %j', (value, text) => {
    expect(indianNumber(value)).toBe(text)
  })

  it('takes a bigint too', () => {
    expect(indianNumber(12345678n)).toBe('1,23,45,678')
  })

  it('writes tokens with their symbol, whole quantities without their stored decimals', () => {
    expect(indianTokens('2000.00', 'STR')).toBe('2,000 STR')
    expect(indianTokens('999', 'STR')).toBe('999 STR')
    expect(indianTokens('12345678.00', 'STR')).toBe('1,23,45,678 STR')
    expect(indianTokens('1234.50', 'STR')).toBe('1,234.50 STR')
  })

  it('writes rupees with paise, exactly for amounts past a float’s precision', () => {
    expect(indianRupees('123456')).toBe('₹1,23,456.00')
    expect(indianRupees('12345678.5')).toBe('₹1,23,45,678.50')
    expect(indianRupees('999.00')).toBe('₹999.00')
    expect(indianRupees(2000)).toBe('₹2,000.00')
    expect(indianRupees('98765432109876543.21')).toBe('₹98,76,54,32,10,98,76,543.21')
  })

  it('refuses what is not a decimal rather than printing it', () => {
    expect(() => indianNumber('1e5')).toThrow(RangeError)
    expect(() => indianRupees('')).toThrow(RangeError)
    expect(() => indianNumber(Number.NaN)).toThrow(RangeError)
  })
})
