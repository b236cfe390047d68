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

// Verhoeff's dihedral-group tables, as published by UIDAI for the Aadhaar check digit.
const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 8, 7, 6, 0],
  [4, 2, 8, 6, 5, 7, 0, 3, 9, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]
const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]

function verhoeffChecksum(digits: string): number {
  let c = 0
  const reversed = [...digits].reverse()
  for (let i = 0; i < reversed.length; i++) c = MULTIPLY[c][PERMUTE[i % 8][Number(reversed[i])]]
  return c
}

/** The Verhoeff check digit to append to `digits`. */
export function verhoeffCheckDigit(digits: string): number {
  return INVERSE[verhoeffChecksum(`${digits}0`)]
}

/** 12 digits, not starting with 0 or 1, whose last digit is the Verhoeff check digit. */
export function isValidAadhaar(value: string): boolean {
  return /^[2-9]\d{11}$/.test(value) && verhoeffChecksum(value) === 0
}
