import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { buildTestApp } from '../helpers/app'
import { uniqueIp } from '../helpers/factories'

/**
 * On an operation that needs a token, a caller without a genuine one hears 401 first: not 415, 413
 * or 400, which would tell a stranger what the operation accepts and make the server read a body
 * it was never going to act on.
 */

const SECURED = [
  { method: 'POST', url: '/api/v1/admin/auth/add' },
  { method: 'PUT', url: '/api/v1/admin/auth/update' },
] as const
const OVER_ONE_MEGABYTE = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) })
const NO_TOKEN = {}
const FORGED_TOKEN = { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bm90LWEtc2lnbmF0dXJl' }

describe('authentication answers before the body is judged', () => {
  let server: FastifyInstance
  beforeAll(async () => {
    server = await buildTestApp()
  })
  afterAll(() => server?.close())

  const bodies: Array<[string, Pick<InjectOptions, 'headers' | 'payload'>]> = [
    ['an unsupported content type', { headers: { 'content-type': 'text/plain' }, payload: 'hello' }],
    ['a body over 1 MB', { headers: { 'content-type': 'application/json' }, payload: OVER_ONE_MEGABYTE }],
    ['an invalid body', { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ unexpected: true }) }],
    ['malformed JSON', { headers: { 'content-type': 'application/json' }, payload: '{"name":' }],
  ]

  for (const { method, url } of SECURED) {
    for (const [caller, token] of [
      ['no token', NO_TOKEN],
      ['a forged token', FORGED_TOKEN],
    ] as const) {
      it.each(bodies)(`${method} ${url}, ${caller}, %s: 401`, async (_, body) => {
        const res = await server.inject({ method, url, ...body, headers: { ...body.headers, ...token } })
        expect(res.statusCode, res.body).toBe(401)
        expect(res.json()).toMatchObject({ status: false, message: expect.any(String) })
      })
    }
  }

  it('public operations keep judging the body: a login with an unsupported content type is 415', async () => {
    const res = await server.inject({ method: 'POST', url: '/api/v1/company/auth/login', remoteAddress: uniqueIp(), headers: { 'content-type': 'text/plain' }, payload: 'hello' })
    expect(res.statusCode).toBe(415)
  })
})
