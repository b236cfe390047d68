import { createHmac, randomInt } from 'node:crypto'
import { generateSecret, generateURI, verify } from 'otplib'
import type { RecoveryCodes } from '@/client/types.gen'

/** What authenticator apps show beside the account, and what the otpauth URI names as issuer. */
const TOTP_ISSUER = 'STR Pre-Launch'
/** RFC 6238 as authenticator apps use it (SHA-1, 6 digits, 30 s); one step of clock drift either way. */
const DRIFT_SECONDS = 30
const RECOVERY_CODE_COUNT = 10
/** Exactly ten, as the contract says. */
export type RecoveryCodeSet = RecoveryCodes['recoveryCodes']
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567'

/** A new base32 secret (20 random bytes, as otplib makes by default: above RFC 4226's 128-bit floor). */
export function newTotpSecret(): string {
  return generateSecret()
}

export function otpauthUri(secret: string, accountLabel: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: accountLabel, secret })
}

/**
 * The time step the code belongs to, within one step either side of now, or null when it matches
 * none. Whether that step was already used is the caller's question (it is kept per account).
 */
export async function totpStepOf(secret: string, code: string): Promise<number | null> {
  try {
    const result = await verify({ secret, token: code, epochTolerance: DRIFT_SECONDS })
    return result.valid && 'timeStep' in result ? result.timeStep : null
  } catch {
    // A malformed token or secret is simply not a match.
    return null
  }
}

/** Ten codes `xxxxx-xxxxx` of a-z and 2-7 (50 random bits each), to be shown once. */
export function newRecoveryCodes(): RecoveryCodeSet {
  const half = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('')
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${half()}-${half()}`) as RecoveryCodeSet
}

export function isRecoveryCodeShape(code: string): boolean {
  return /^[a-z2-7]{5}-[a-z2-7]{5}$/i.test(code)
}

/**
 * HMAC-SHA256 under a key derived from the server secret: not reversible, and the same code always
 * gives the same hash, so using one is a single guarded UPDATE on (factor, hash). A stolen table alone
 * cannot be searched for the 2^50 codes without the key; a slow password hash would buy nothing more
 * and would cost a check per stored code.
 */
export function hashRecoveryCode(code: string, key: Uint8Array): string {
  return createHmac('sha256', key).update(code.toLowerCase()).digest('base64url')
}
