import { describe, expect, it } from 'vitest'
import { readAfterCommit } from './pg-errors'

const poolTimeout = () => new Error('timeout exceeded when trying to connect')

describe('readAfterCommit', () => {
  it('reads again while the database is only unavailable, and answers the read that succeeds', async () => {
    let calls = 0
    const answer = await readAfterCommit(
      async () => {
        calls++
        if (calls < 3) throw poolTimeout()
        return 'rewards'
      },
      4,
      1,
    )
    expect(answer).toBe('rewards')
    expect(calls).toBe(3)
  })

  it('gives up after its last attempt with the database still unavailable', async () => {
    let calls = 0
    const read = readAfterCommit(
      async () => {
        calls++
        throw poolTimeout()
      },
      3,
      1,
    )
    await expect(read).rejects.toThrow('timeout exceeded')
    expect(calls).toBe(3)
  })

  it('does not read again after any other failure', async () => {
    let calls = 0
    const read = readAfterCommit(
      async () => {
        calls++
        throw Object.assign(new Error('syntax error'), { code: '42601' })
      },
      4,
      1,
    )
    await expect(read).rejects.toThrow('syntax error')
    expect(calls).toBe(1)
  })
})
