import { availableParallelism } from 'node:os'
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2'
import { createGate } from './gate'

const ARGON2ID: Algorithm.Argon2id = 2

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const PASSWORD_HASH_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
}

/**
 * A hash of a password nobody knows, made with the same options, so that checking a password
 * for an unknown account costs what checking a real one does.
 */
export const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$oNbATgmGNTTMc4xn+UR7QA$qzT/4hNrj2eZ6a51tVG9cq5Tga8cU5ZVdyaUqrZ/Iuc'

/**
 * argon2id is meant to be expensive: left alone, a login storm runs one hash per libuv thread and
 * takes every core, and price, history and approvals queue behind it. One core is always left for
 * everything else; logins beyond that wait their turn here instead of competing for CPU.
 */
export const hashing = createGate(Math.max(1, availableParallelism() - 1))

export function hashPassword(plain: string): Promise<string> {
  return hashing.run(() => hash(plain, PASSWORD_HASH_OPTIONS))
}

/** False for a wrong password and for a stored value that is not a valid hash. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await hashing.run(() => verify(passwordHash, plain))
  } catch {
    return false
  }
}

/** Verifies against the user's hash, or against a dummy one when there is no such user. */
export async function verifyPasswordOrDummy(passwordHash: string | null | undefined, plain: string): Promise<boolean> {
  const ok = await verifyPassword(passwordHash ?? DUMMY_HASH, plain)
  return ok && passwordHash != null
}
