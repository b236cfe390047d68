import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import type { Config } from '../config'
import { appSettings } from '../db/schema'
import type { Executor } from '../db/index'
import { unauthorized } from './errors'

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

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.'
export const NOT_LOGGED_IN_MESSAGE = 'Please log in to continue.'

const DEV_SECRET_KEY = 'jwt_secret'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const ROLES: readonly Role[] = ['USER', 'ADMIN', 'SUPERADMIN']

export function audienceForRole(role: Role): Audience {
  return role === 'USER' ? 'member' : 'console'
}

/** Signs the claims for the role's audience, valid for that audience's lifetime from issuedAt (epoch seconds). */
export async function signToken(secret: Uint8Array, claims: TokenClaims, issuedAt: number): Promise<string> {
  const audience = audienceForRole(claims.role)
  return new SignJWT({ sid: claims.sid, role: claims.role, cid: claims.cid })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_TTL_SECONDS[audience])
    .sign(secret)
}

const INVALID_SESSION_MESSAGE = 'Your session is not valid. Please log in again.'

/**
 * Checks signature (HS256 only), issuer, audience and expiry; any failure is a 401. Without an
 * audience, the one the token's own role is issued for: that is what a request's security handler
 * checks, and it needs no second decoding of the token to learn the role first.
 *
 * Written out with node:crypto rather than jose's jwtVerify, which runs on WebCrypto: an async
 * key import and HMAC on the thread pool for every request cost about a tenth of the server's CPU
 * under load (docs/PERFORMANCE.md). Signing, once per login, stays with jose.
 */
export async function verifyToken(secret: Uint8Array, token: string, audience?: Audience): Promise<TokenClaims> {
  const parts = token.split('.')
  if (parts.length !== 3) throw unauthorized(INVALID_SESSION_MESSAGE)
  const [header, body, signature] = parts
  const protectedHeader = parseSegment(header)
  // Only HS256 is accepted, whatever the header claims: no 'none', no algorithm confusion.
  if (!protectedHeader || protectedHeader.alg !== TOKEN_ALGORITHM || 'crit' in protectedHeader) throw unauthorized(INVALID_SESSION_MESSAGE)
  // Compared as text, not as decoded bytes: Node's base64url decoder skips characters outside the
  // alphabet and ignores a last character's spare bits, so decoding would let several spellings of
  // one signature pass. Only the canonical one does.
  const expected = Buffer.from(createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url'))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unauthorized(INVALID_SESSION_MESSAGE)

  const payload = parseSegment(body)
  if (!payload) throw unauthorized(INVALID_SESSION_MESSAGE)
  const { sid, sub, role, cid, exp, nbf, iss, aud } = payload
  if (!ROLES.includes(role as Role)) throw unauthorized(INVALID_SESSION_MESSAGE)
  const wanted = audience ?? audienceForRole(role as Role)
  if (iss !== TOKEN_ISSUER || !(aud === wanted || (Array.isArray(aud) && aud.includes(wanted)))) throw unauthorized(INVALID_SESSION_MESSAGE)
  const now = Math.floor(Date.now() / 1000)
  if (typeof exp !== 'number' || (nbf !== undefined && (typeof nbf !== 'number' || nbf > now))) throw unauthorized(INVALID_SESSION_MESSAGE)
  if (exp <= now) throw unauthorized(SESSION_EXPIRED_MESSAGE)
  const wellFormed =
    typeof sid === 'string' &&
    UUID.test(sid) &&
    typeof sub === 'string' &&
    UUID.test(sub) &&
    audienceForRole(role as Role) === wanted &&
    (cid === null || (typeof cid === 'string' && UUID.test(cid)))
  if (!wellFormed) throw unauthorized(INVALID_SESSION_MESSAGE)
  return { sid, sub, role: role as Role, cid: cid as string | null }
}

/** A base64url JSON object segment of a JWT, or null when it is anything else. */
function parseSegment(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
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
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, DEV_SECRET_KEY))
  return new Uint8Array(Buffer.from(row.value, 'base64url'))
}
