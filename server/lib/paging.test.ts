import { afterEach, describe, expect, it, vi } from 'vitest'
import { knownCapped, likeTerm, pageOffset, rememberCapped } from './paging'

afterEach(() => vi.useRealTimers())

describe('capped searches remembered', () => {
  it('are known for 30 seconds after they were found capped, then found again', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    expect(knownCapped('users c1  priya')).toBe(false)
    rememberCapped('users c1  priya')
    expect(knownCapped('users c1  priya')).toBe(true)
    // Another company, filter or term is its own search.
    expect(knownCapped('users c2  priya')).toBe(false)
    expect(knownCapped('users c1 true priya')).toBe(false)
    vi.setSystemTime(Date.now() + 29_000)
    expect(knownCapped('users c1  priya')).toBe(true)
    vi.setSystemTime(Date.now() + 2_000)
    expect(knownCapped('users c1  priya')).toBe(false)
  })

  it('keep the latest thousand, the oldest forgotten first', () => {
    for (let i = 0; i <= 1000; i++) rememberCapped(`bound ${i}`)
    expect(knownCapped('bound 0')).toBe(false)
    expect(knownCapped('bound 1')).toBe(true)
    expect(knownCapped('bound 1000')).toBe(true)
  })
})

describe('paging helpers', () => {
  it('escape LIKE wildcards and count the rows before a page', () => {
    expect(likeTerm(' 50%_a\\b ')).toBe('%50\\%\\_a\\\\b%')
    expect(pageOffset(3, 10)).toBe(20)
    // The contract's last page of its largest limit stays far inside PostgreSQL's integer.
    expect(pageOffset(1_000_000, 100)).toBe(99_999_900)
  })
})
