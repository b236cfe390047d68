import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { createSigner, createVerifier, TokenError } from 'fast-jwt'
import type { Config } from '../config'
import { appSettings } from '../db/schema'
import type { Executor } from '../db/index'
import { unauthorized } from './errors'
import { ERROR_MESSAGES } from './error-codes'

export type Role = 'USER' | 'ADMIN' | 'SUPERADMIN'
/** Member tokens open the user area; console tokens open the admin and super-admin areas. */
export type Audience = 'member' | 'console'

export interface TokenClaims {
  /** Session id. */
  sid: string
  /** User id, or super-admin id for SUPERADMIN. */
  sub: string
  role: Role
  /** Company id; null for the super admin. */
  cid: string | null
}

export const TOKEN_ISSUER = 'token-presale'
export const TOKEN_ALGORITHM = 'HS256'
export const TOKEN_TTL_SECONDS: Record<Audience, number> = {
  member: 7 * 24 * 60 * 60,
  console: 12 * 60 * 60,
}

export const SESSION_EXPIRED_MESSAGE = ERROR_MESSAGES.SESSION_EXPIRED

const DEV_SECRET_KEY = 'jwt_secret'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const ROLES: readonly Role[] = ['USER', 'ADMIN', 'SUPERADMIN']

export function audienceForRole(role: Role): Audience {
  return role === 'USER' ? 'member' : 'console'
}

// One signer and one verifier per key: fast-jwt builds them once, and the verifier keeps an LRU
// cache of tokens it has verified (until their own expiry), so a member's steady polling costs one
// HMAC per token rather than one per request.
const signers = new WeakMap<Uint8Array, ReturnType<typeof signerFor>>()
const verifiers = new WeakMap<Uint8Array, ReturnType<typeof verifierFor>>()

const signerFor = (secret: Uint8Array) => createSigner({ key: Buffer.from(secret), algorithm: TOKEN_ALGORITHM, iss: TOKEN_ISSUER })
const verifierFor = (secret: Uint8Array) =>
  createVerifier({
    key: Buffer.from(secret),
    // Only HS256 is accepted, whatever the header claims: no 'none', no algorithm confusion.
    algorithms: [TOKEN_ALGORITHM],
    allowedIss: TOKEN_ISSUER,
    allowedAud: ['member', 'console'],
    requiredClaims: ['exp', 'sub', 'aud', 'iss'],
    complete: true,
    cache: 10_000,
  })

/** Signs the claims for the role's audience, valid for that audience's lifetime from issuedAt (epoch seconds). */
export async function signToken(secret: Uint8Array, claims: TokenClaims, issuedAt: number): Promise<string> {
  const audience = audienceForRole(claims.role)
  let sign = signers.get(secret)
  if (!sign) signers.set(secret, (sign = signerFor(secret)))
  return sign({ sid: claims.sid, role: claims.role, cid: claims.cid, sub: claims.sub, aud: audience, iat: issuedAt, exp: issuedAt + TOKEN_TTL_SECONDS[audience] })
}

/** The last of a 32-byte signature's 43 characters carries four bits; its two spare bits are zero. */
const CANONICAL_LAST = /[AEIMQUYcgkosw048]$/

/**
 * Checks signature (HS256 only), issuer, audience and expiry with fast-jwt; any failure is a 401.
 * Without an audience, the one the token's own role is issued for: that is what a request's
 * security handler checks, and it needs no second decoding of the token to learn the role first.
 * What the library leaves open is checked here: a `crit` header (no extension is understood), a
 * signature spelled in a second way (a spare bit set in its last character decodes to the same
 * bytes), and the claims' own shape.
 */
export async function verifyToken(secret: Uint8Array, token: string, audience?: Audience): Promise<TokenClaims> {
  const signature = token.slice(token.lastIndexOf('.') + 1)
  if (signature.length !== 43 || !CANONICAL_LAST.test(signature)) throw unauthorized('SESSION_INVALID')
  let verify = verifiers.get(secret)
  if (!verify) verifiers.set(secret, (verify = verifierFor(secret)))
  let decoded: { header: Record<string, unknown>; payload: Record<string, unknown> }
  try {
    decoded = verify(token)
  } catch (err) {
    const expired = err instanceof TokenError && err.code === TokenError.codes.expired
    throw unauthorized(expired ? 'SESSION_EXPIRED' : 'SESSION_INVALID')
  }
  const { header, payload } = decoded
  if (!payload || typeof payload !== 'object' || Array.isArray(payload) || 'crit' in header) throw unauthorized('SESSION_INVALID')
  const { sid, sub, role, cid, aud, exp } = payload
  if (!ROLES.includes(role as Role) || typeof exp !== 'number') throw unauthorized('SESSION_INVALID')
  const wanted = audience ?? audienceForRole(role as Role)
  const wellFormed =
    (aud === wanted || (Array.isArray(aud) && aud.includes(wanted))) &&
    typeof sid === 'string' &&
    UUID.test(sid) &&
    typeof sub === 'string' &&
    UUID.test(sub) &&
    audienceForRole(role as Role) === wanted &&
    (cid === null || (typeof cid === 'string' && UUID.test(cid)))
  if (!wellFormed) throw unauthorized('SESSION_INVALID')
  return { sid, sub, role: role as Role, cid: cid as string | null }
}

/**
 * The HS256 key: JWT_SECRET when configured. Outside production, a random secret is made once
 * and kept in app_settings, so tokens survive restarts and every instance on the database
 * shares it; the insert is race-safe and whichever instance wins, all read the same value.
 */
export async function getJwtSecret(db: Executor, config: Pick<Config, 'jwtSecret' | 'isProduction'>): Promise<Uint8Array> {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret)
  if (config.isProduction) throw new Error('JWT_SECRET must be set in production')
  await db
    .insert(appSettings)
    .values({ key: DEV_SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing({ target: appSettings.key })
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, DEV_SECRET_KEY))
  return new Uint8Array(Buffer.from(row.value, 'base64url'))
}
