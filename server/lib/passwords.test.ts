import { describe, expect, it } from 'vitest'
import { availableParallelism } from 'node:os'
import { verify } from '@node-rs/argon2'
import { DUMMY_HASH, hashing, hashPassword, verifyPassword, verifyPasswordOrDummy } from './passwords'

describe('passwords', () => {
  it('hashes with argon2id at m=19456, t=2, p=1 and a random salt', async () => {
    const a = await hashPassword('Member@2026!')
    const b = await hashPassword('Member@2026!')
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(a).not.toBe(b)
    expect(a).not.toContain('Member@2026!')
  })

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Member@2026!')
    expect(await verifyPassword(stored, 'Member@2026!')).toBe(true)
    expect(await verifyPassword(stored, 'member@2026!')).toBe(false)
    expect(await verifyPassword(stored, '')).toBe(false)
  })

  it('answers false, not an exception, for a stored value that is not a hash', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false)
  })

  it('refuses an unknown user after doing the same work as for a known one', async () => {
    const stored = await hashPassword('Member@2026!')
    expect(await verifyPasswordOrDummy(undefined, 'Member@2026!')).toBe(false)
    expect(await verifyPasswordOrDummy(null, 'dummy-password-that-never-matches')).toBe(false)
    expect(await verifyPasswordOrDummy(stored, 'Member@2026!')).toBe(true)

    // The same work, shown without a stopwatch (timings flake on a shared machine): the unknown
    // account's check takes a hashing slot, that is, it reaches argon2id rather than returning early,
    // and the hash it checks against is a valid one with the same cost, so argon2id runs in full.
    const pending = verifyPasswordOrDummy(undefined, 'guess')
    expect(hashing.running).toBe(1)
    expect(await pending).toBe(false)
    expect(DUMMY_HASH).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    await expect(verify(DUMMY_HASH, 'guess')).resolves.toBe(false)
  })

  it('leaves a core free during a login storm: hashes beyond the cores but one wait their turn', async () => {
    const slots = Math.max(1, availableParallelism() - 1)
    const storm = Array.from({ length: slots + 3 }, (_, i) => (i % 2 ? hashPassword('Member@2026!') : verifyPasswordOrDummy(undefined, 'guess')))
    expect(hashing.running).toBe(slots)
    expect(hashing.waiting).toBe(3)
    await Promise.all(storm)
    expect(hashing.running).toBe(0)
  })
})
