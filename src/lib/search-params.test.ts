import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseSearch, stringifySearch } from '@/lib/search-params'

/** Values a bookmark carries: digits (mobiles, 20-digit UTRs), spaces, quotes, unicode, URL syntax. */
const value = fc.oneof(
  fc.stringMatching(/^\d{1,25}$/),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('"9876"', "O'Brien", 'a b', 'a+b', '50%', 'x&y=z', '#hash', '?q', 'प्रिया', '😀', ' lead', 'trail ', 'true', 'null', '[1]', '{}'),
)
const key = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{0,11}$/)

describe('search params as strings', () => {
  it('reads back every value exactly as it was written', () => {
    fc.assert(
      fc.property(fc.dictionary(key, value), (search) => {
        expect(parseSearch(stringifySearch(search))).toEqual(search)
      }),
      { numRuns: 500 },
    )
  })

  it('writes a bookmark it has read back byte for byte', () => {
    fc.assert(
      fc.property(fc.dictionary(key, value), (search) => {
        const written = stringifySearch(search)
        expect(stringifySearch(parseSearch(written))).toBe(written)
      }),
      { numRuns: 500 },
    )
  })

  it('keeps a 20-digit UTR and a digit-only search as text, unquoted', () => {
    expect(parseSearch('?search1=12345678901234567890')).toEqual({ search1: '12345678901234567890' })
    expect(stringifySearch({ search: '9876' })).toBe('?search=9876')
    expect(stringifySearch({ page: 2, search: undefined })).toBe('?page=2')
  })

  it('reads + and %20 as a space, and keeps the first of a repeated key', () => {
    expect(parseSearch('?search=Priya+Shah&status=A&status=B')).toEqual({ search: 'Priya Shah', status: 'A' })
    expect(parseSearch('search=Priya%20Shah')).toEqual({ search: 'Priya Shah' })
    expect(stringifySearch({ search: 'Priya Shah' })).toBe('?search=Priya%20Shah')
  })
})
