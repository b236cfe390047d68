import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

/** A link lives long enough to open a receipt, not long enough to be worth sharing. */
const MEDIA_LINK_TTL_SECONDS = 15 * 60

// Derived once per secret: a ledger page signs up to a hundred receipt links per answer.
const linkKeys = new WeakMap<Uint8Array, Buffer>()
function linkKey(secret: Uint8Array): Buffer {
  let key = linkKeys.get(secret)
  if (!key) linkKeys.set(secret, (key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'media-links', 32))))
  return key
}

function sign(secret: Uint8Array, id: string, expires: number): string {
  return createHmac('sha256', linkKey(secret)).update(`${id}.${expires}`).digest('base64url')
}

/** Expiries snap to this grid, so one file has one URL for a while: browsers can cache it, and a repeated answer repeats it. */
const EXPIRY_STEP_SECONDS = 5 * 60

/** A short-lived URL for a stored file (15 to 20 minutes); the signature is its only credential. */
export function signedMediaUrl(secret: Uint8Array, id: string, now = Date.now()): string {
  const earliest = Math.floor(now / 1000) + MEDIA_LINK_TTL_SECONDS
  const expires = Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS
  return `/api/v1/media/file/${id}?expires=${expires}&signature=${sign(secret, id, expires)}`
}

export function isValidMediaSignature(secret: Uint8Array, id: string, expires: number, signature: string, now = Date.now()): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 < now) return false
  const expected = Buffer.from(sign(secret, id, expires))
  const actual = Buffer.from(signature)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
