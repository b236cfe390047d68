import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { DEMO_ADMIN } from '../../server/db/seed'
import { loadConfig } from '../../server/config'
import { RATE_LIMITS } from '../../server/lib/rate-limit'
import { buildTestApp } from '../helpers/app'
import { uniqueIp } from '../helpers/factories'

/**
 * X-Forwarded-For is written by whoever sends the request. Only the hops TRUST_PROXY names may set
 * the address the per-IP limits count; a client forging more entries must still be counted as itself.
 */

const LOGIN = RATE_LIMITS.loginPerTargetAndIp
/** Well past the limit, so a forged header that escaped it would show. */
const TRIES = 25
const LOAD_BALANCER = '127.0.0.1'

/** TRIES wrong admin passwords from `remoteAddress`, each with a new forged X-Forwarded-For entry. */
async function forgedAdminLogins(server: FastifyInstance, remoteAddress: string, realClient: () => string) {
  const codes: number[] = []
  for (let i = 0; i < TRIES; i++) {
    const answer = await server.inject({
      method: 'POST',
      url: '/api/v1/company/auth/login',
      remoteAddress,
      // The client writes the first entry, a new one each time; the load balancer appends what it saw.
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}, ${realClient()}` },
      payload: { email: DEMO_ADMIN.email, password: `Wrong@${i}` },
    })
    codes.push(answer.statusCode)
  }
  return codes
}

const limitedAfterTheLimit = Array.from({ length: TRIES }, (_, i) => (i < LOGIN.limit ? 401 : 429))

describe('TRUST_PROXY', () => {
  it('refuses "true", which would trust any X-Forwarded-For, and says what to give instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/load balancer's addresses.*number of proxies/)
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY=yes is not accepted/)
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/not accepted/)
  })

  it('takes a hop count or a list of addresses and ranges; unset or false trusts none', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', '::1'])
  })

  describe.each([
    ['the load balancer address', loadConfig({ TRUST_PROXY: LOAD_BALANCER }).trustProxy],
    ['a hop count of 1', loadConfig({ TRUST_PROXY: '1' }).trustProxy],
  ])('with %s', (_, trustProxy) => {
    let server: FastifyInstance
    beforeAll(async () => {
      server = await buildTestApp({ trustProxy })
    })
    afterAll(() => server?.close())

    it(`a client forging X-Forwarded-For entries behind the load balancer is still limited after ${LOGIN.limit} tries`, async () => {
      const client = uniqueIp()
      expect(await forgedAdminLogins(server, LOAD_BALANCER, () => client)).toEqual(limitedAfterTheLimit)
    })
  })

  it('the X-Forwarded-For of a caller that is not the load balancer is ignored', async () => {
    const server = await buildTestApp({ trustProxy: loadConfig({ TRUST_PROXY: LOAD_BALANCER }).trustProxy })
    try {
      // Even the entry a load balancer would have appended changes each time: only the caller's own address counts.
      expect(await forgedAdminLogins(server, uniqueIp(), uniqueIp)).toEqual(limitedAfterTheLimit)
    } finally {
      await server.close()
    }
  })
})
