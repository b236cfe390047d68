import { createHash, randomBytes } from 'node:crypto'
import { parse, serialize } from 'cookie'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * The browser a one-time code was asked for and used from, by a random id in an HttpOnly cookie
 * (OWASP's "device cookie"). A code answers its own browser on tries nobody else can spend, and a
 * browser that has proven an address asks for codes to it on a budget of its own: strangers, from
 * however many addresses, hold neither. Only the id's hash is stored, so a database read cannot be
 * replayed as a cookie.
 */
const OTP_DEVICE_COOKIE = 'otp_device'
/** How long a browser stays known: the cookie's Max-Age and the trust kept for it. */
export const OTP_DEVICE_DAYS = 180

const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/

function presentedId(request: FastifyRequest): string | undefined {
  const value = parse(request.headers.cookie ?? '')[OTP_DEVICE_COOKIE]
  return value !== undefined && ID_PATTERN.test(value) ? value : undefined
}

const otpDeviceHash = (id: string) => createHash('sha256').update(id).digest('base64url')

/**
 * The hash of this browser's id, minting one when it sent none (or a malformed one), and (re)sets
 * the cookie on the answer so a browser that keeps using codes stays known. Path /api: only the API
 * reads it; SameSite=Strict: no other site's page can send it along.
 */
export function otpDevice(request: FastifyRequest, reply: FastifyReply): string {
  const id = presentedId(request) ?? randomBytes(32).toString('base64url')
  const cookie = serialize(OTP_DEVICE_COOKIE, id, {
    maxAge: OTP_DEVICE_DAYS * 24 * 60 * 60,
    path: '/api',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  })
  reply.header('set-cookie', cookie)
  return otpDeviceHash(id)
}
