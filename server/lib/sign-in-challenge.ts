import { createSigner, createVerifier } from 'fast-jwt'
import { unauthorized } from './errors'
import { TOKEN_ALGORITHM, TOKEN_ISSUER } from './tokens'

/**
 * The signed step between an admin's right password and their session. Its audience is its own:
 * session tokens are verified for 'member' or 'console' only, so a challenge opens nothing, and a
 * challenge is verified for this audience only, so a session token is no challenge. It names a
 * challenge row (jti), which counts wrong codes and is consumed when the sign-in completes.
 */
const CHALLENGE_AUDIENCE = 'sign-in-challenge'
export const CHALLENGE_TTL_SECONDS = 5 * 60

export type ChallengeKind = 'VERIFY' | 'ENROL'
export interface ChallengeClaims {
  challengeId: string
  userId: string
  kind: ChallengeKind
}

const signers = new WeakMap<Uint8Array, ReturnType<typeof signerFor>>()
const verifiers = new WeakMap<Uint8Array, ReturnType<typeof verifierFor>>()
const signerFor = (secret: Uint8Array) =>
  createSigner({ key: Buffer.from(secret), algorithm: TOKEN_ALGORITHM, iss: TOKEN_ISSUER, aud: CHALLENGE_AUDIENCE, expiresIn: CHALLENGE_TTL_SECONDS * 1000 })
const verifierFor = (secret: Uint8Array) =>
  createVerifier({
    key: Buffer.from(secret),
    algorithms: [TOKEN_ALGORITHM],
    allowedIss: TOKEN_ISSUER,
    allowedAud: CHALLENGE_AUDIENCE,
    requiredClaims: ['exp', 'sub', 'aud', 'iss', 'jti', 'kind'],
  })

export function signChallenge(secret: Uint8Array, claims: ChallengeClaims): string {
  let sign = signers.get(secret)
  if (!sign) signers.set(secret, (sign = signerFor(secret)))
  return sign({ sub: claims.userId, jti: claims.challengeId, kind: claims.kind })
}

/** Any failure (forged, expired, another audience, a session token) is the same 401. */
export function verifyChallenge(secret: Uint8Array, challenge: string): ChallengeClaims {
  let verify = verifiers.get(secret)
  if (!verify) verifiers.set(secret, (verify = verifierFor(secret)))
  try {
    const { sub, jti, kind } = verify(challenge) as Record<string, unknown>
    if (typeof sub === 'string' && typeof jti === 'string' && (kind === 'VERIFY' || kind === 'ENROL')) return { challengeId: jti, userId: sub, kind }
  } catch {
    // Refused below, like a malformed one.
  }
  throw unauthorized('CHALLENGE_EXPIRED')
}
