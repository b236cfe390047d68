import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Fastify, { type FastifyInstance } from 'fastify'
import errorHandler from '../../server/plugins/error-handler'
import { RATE_LIMITS } from '../../server/lib/rate-limit'
import { auth, buildTestApp } from '../helpers/app'
import { addMember, approve, insertPendingPurchases, newCompanyWithAdmin } from '../helpers/company-factories'
import { registrationInput, requestRegistrationCode, uniqueIp } from '../helpers/factories'
import { isErrorEnvelope } from '../helpers/contract'

/**
 * Every error answer says which refusal it is by a stable code (and the values its English message
 * carries), so that the SPA can word it in the member's language; the message stays as it was.
 */
describe('error codes', () => {
  let server: FastifyInstance
  beforeAll(async () => {
    server = await buildTestApp()
  })
  afterAll(() => server.close())

  it('answers a request without a token with NOT_LOGGED_IN', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/v1/user/auth/profile/get' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ status: false, code: 'NOT_LOGGED_IN', message: 'Please log in to continue.' })
  })

  it("answers another company's purchase with PURCHASE_NOT_FOUND", async () => {
    const owner = await newCompanyWithAdmin(server)
    const member = await addMember(server, owner.id)
    const [purchaseId] = await insertPendingPurchases(server, owner.id, [member.id], 1)
    const stranger = await newCompanyWithAdmin(server)
    const res = await approve(server, stranger.admin.token, purchaseId)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ status: false, code: 'PURCHASE_NOT_FOUND', message: 'Purchase not found.' })
  })

  it('answers a body the contract refuses with VALIDATION_FAILED, naming the field when there is one', async () => {
    const login = (payload: object) => server.inject({ method: 'POST', url: '/api/v1/company/auth/login', payload })
    const one = await login({ email: 'not-an-email', password: 'whatever1' })
    expect(one.statusCode).toBe(400)
    expect(one.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: 'email' }, message: 'email must be a valid email address' })
    // Several fields: the list as before, one code for it and no single field to name.
    const two = await login({})
    expect(two.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', message: ['email is required', 'password is required'] })
  })

  it('answers a flood of one-time codes with RATE_LIMITED and the seconds to wait', async () => {
    const ip = uniqueIp()
    const input = registrationInput()
    for (let i = 0; i < RATE_LIMITS.otpPerTargetAndIp.limit; i++) expect((await requestRegistrationCode(server, input, ip)).statusCode).toBe(200)
    const res = await requestRegistrationCode(server, input, ip)
    expect(res.statusCode).toBe(429)
    const seconds = Number(res.headers['retry-after'])
    expect(seconds).toBeGreaterThan(0)
    expect(res.json()).toEqual({ status: false, code: 'RATE_LIMITED', params: { seconds }, message: `Too many requests. Please try again in ${seconds} seconds.` })
  })

  it("gives the framework's own refusals a code: malformed JSON, an unknown route", async () => {
    const malformed = await server.inject({ method: 'POST', url: '/api/v1/company/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toEqual({ status: false, code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' })
    const unknown = await server.inject({ method: 'GET', url: '/api/v1/nowhere?x=1', headers: auth('nobody') })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ status: false, code: 'ROUTE_NOT_FOUND', params: { method: 'GET', path: '/api/v1/nowhere' }, message: 'Route GET /api/v1/nowhere not found' })
    for (const res of [malformed, unknown]) expect(isErrorEnvelope(res.json())).toBe(true)
  })

  it('answers a failure that is no refusal with INTERNAL_ERROR', async () => {
    // The app's routes all come from the contract; a route of its own that fails shows the handler's fallback.
    const bare = Fastify({ logger: false })
    await bare.register(errorHandler)
    bare.get('/explode', async () => {
      throw new Error('a bug, not a refusal')
    })
    const res = await bare.inject({ method: 'GET', url: '/explode' })
    await bare.close()
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ status: false, code: 'INTERNAL_ERROR', message: 'Something went wrong. Please try again.' })
  })
})
