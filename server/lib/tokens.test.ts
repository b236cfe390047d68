import { createHmac, randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { SESSION_EXPIRED_MESSAGE, signToken, TOKEN_ISSUER, verifyToken } from './tokens'

const secret = new TextEncoder().encode('a-test-secret-of-plenty-of-bytes-0123456789')
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')
const sign = (header: string, body: string, key = secret) => createHmac('sha256', key).update(`${header}.${body}`).digest('base64url')

/** A token made by hand, so every part of it can be wrong on purpose. */
function forge(header: unknown, payload: unknown) {
  const h = b64(header)
  const p = b64(payload)
  return `${h}.${p}.${sign(h, p)}`
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
/** The token with its character at `i` swapped for one that differs in its top bit. */
const flipAt = (t: string, i: number) => t.slice(0, i) + ALPHABET[(ALPHABET.indexOf(t[i]) + 32) % 64] + t.slice(i + 1)

const now = () => Math.floor(Date.now() / 1000)
const claims = () => ({ sid: randomUUID(), sub: randomUUID(), role: 'USER', cid: randomUUID(), iss: TOKEN_ISSUER, aud: 'member', iat: now(), exp: now() + 60 })

describe('verifyToken', () => {
  it('accepts what signToken makes, and the same claims signed by hand', async () => {
    const c = claims()
    const token = await signToken(secret, { sid: c.sid, sub: c.sub, role: 'USER', cid: c.cid }, now())
    expect(await verifyToken(secret, token, 'member')).toEqual({ sid: c.sid, sub: c.sub, role: 'USER', cid: c.cid })
    expect(await verifyToken(secret, forge({ alg: 'HS256', typ: 'JWT' }, { ...c, aud: ['member'] }), 'member')).toMatchObject({ sid: c.sid })
  })

  it.each([
    ['two parts', (t: string) => t.split('.').slice(0, 2).join('.')],
    ['four parts', (t: string) => `${t}.x`],
    ['a short signature', (t: string) => t.slice(0, -4)],
    ['an empty signature', (t: string) => t.slice(0, t.lastIndexOf('.') + 1)],
    // A middle character always carries six bits of the signature; flipping one changes it.
    ['a flipped signature character', (t: string) => flipAt(t, t.length - 10)],
    // The last of 43 characters carries four bits and two spare ones: setting a spare bit decodes to
    // the same bytes, so only a comparison of the text itself refuses it.
    ['a non-canonical last signature character', (t: string) => t.slice(0, -1) + ALPHABET[ALPHABET.indexOf(t.at(-1)!) ^ 1]],
    ['a character outside base64url in the signature', (t: string) => `${t.slice(0, -5)}!${t.slice(-5)}`],
  ])('refuses a token with %s', async (_, spoil) => {
    const token = forge({ alg: 'HS256' }, claims())
    await expect(verifyToken(secret, spoil(token), 'member')).rejects.toMatchObject({ statusCode: 401 })
  })

  it.each([
    ['a header that is not JSON', 'not json', claims()],
    ['a header naming another algorithm', { alg: 'HS512' }, claims()],
    ['a header with crit', { alg: 'HS256', crit: ['exp'] }, claims()],
    ['a payload that is an array', { alg: 'HS256' }, [claims()]],
    ['another issuer', { alg: 'HS256' }, { ...claims(), iss: 'someone-else' }],
    ['no audience', { alg: 'HS256' }, { ...claims(), aud: undefined }],
    ['no expiry', { alg: 'HS256' }, { ...claims(), exp: undefined }],
    ['an expiry that is a string', { alg: 'HS256' }, { ...claims(), exp: String(now() + 60) }],
    ['a not-before in the future', { alg: 'HS256' }, { ...claims(), nbf: now() + 600 }],
    ['a session id that is not a uuid', { alg: 'HS256' }, { ...claims(), sid: 'x' }],
    ['a member role on a console audience', { alg: 'HS256' }, { ...claims(), aud: 'console' }],
  ])('refuses a correctly signed token with %s', async (_, header, payload) => {
    const token = forge(header, payload)
    const audience = (payload as { aud?: string }).aud === 'console' ? 'console' : 'member'
    await expect(verifyToken(secret, token, audience)).rejects.toMatchObject({ statusCode: 401, message: 'Your session is not valid. Please log in again.' })
  })

  it("checks a token against its own role's audience when asked for none, as the security handler does", async () => {
    const member = claims()
    const admin = { ...claims(), role: 'ADMIN', aud: 'console' }
    expect(await verifyToken(secret, forge({ alg: 'HS256' }, member))).toMatchObject({ sid: member.sid, role: 'USER' })
    expect(await verifyToken(secret, forge({ alg: 'HS256' }, admin))).toMatchObject({ sid: admin.sid, role: 'ADMIN' })
    for (const crossed of [
      { ...member, aud: 'console' },
      { ...admin, aud: 'member' },
      { ...member, role: 'ROOT' },
      { ...member, role: undefined },
    ]) {
      await expect(verifyToken(secret, forge({ alg: 'HS256' }, crossed))).rejects.toMatchObject({ statusCode: 401, message: 'Your session is not valid. Please log in again.' })
    }
  })

  it('says the session expired for a well-signed token past its expiry', async () => {
    const token = forge({ alg: 'HS256' }, { ...claims(), exp: now() - 1 })
    await expect(verifyToken(secret, token, 'member')).rejects.toMatchObject({ statusCode: 401, message: SESSION_EXPIRED_MESSAGE })
  })
})
