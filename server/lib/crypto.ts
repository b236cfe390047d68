import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const FORMAT_VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16
const HKDF_SALT = 'token-presale/field-encryption'

/**
 * A 32-byte AES key for one kind of field, derived from the server secret with HKDF-SHA256.
 * Rotating the server secret makes fields encrypted under the old key unreadable.
 */
export function deriveFieldKey(secret: Uint8Array | string, info = 'aadhaar'): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, HKDF_SALT, info, 32))
}

/** AES-256-GCM with a random IV: `v1.<iv>.<ciphertext>.<tag>`, each part base64url. */
export function encryptField(plain: string, key: Uint8Array): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  const tag = cipher.getAuthTag()
  return [FORMAT_VERSION, iv, ciphertext, tag].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.')
}

/** Throws when the value was altered, was made with another key, or is not in a known format. */
export function decryptField(encrypted: string, key: Uint8Array): string {
  const [version, iv, ciphertext, tag, ...rest] = encrypted.split('.')
  if (version !== FORMAT_VERSION || tag === undefined || rest.length > 0) throw new Error('Unknown encrypted field format')
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES })
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
}

/** How an Aadhaar number is shown once stored: only its last four digits. */
export function maskAadhaar(last4: string): string {
  return `XXXXXXXX${last4}`
}
