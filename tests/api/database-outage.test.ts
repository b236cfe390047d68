import os from 'node:os'
import path from 'node:path'
import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify'
import fp from 'fastify-plugin'
import app, { serverOptions } from '../../server/app'
import { loadConfig, type Config } from '../../server/config'
import { openPostgres, type OpenDatabase } from '../../server/db/index'
import { DEMO_MEMBER } from '../../server/db/seed'
import { auth, DEMO_COMPANY_ID, tokenFor } from '../helpers/app'
import { createTestDatabase, onPostgres } from '../helpers/db'
import { uniqueIp } from '../helpers/factories'
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy'

/**
 * A database that stops answering or refuses connections must give 503 with Retry-After within a
 * few seconds, on every route, and the app must recover when it comes back. PostgreSQL only: the
 * outage is a TCP proxy between the pool and the server.
 */

const TIMEOUTS = { connectTimeoutMs: 1_500, statementTimeoutMs: 2_000 }
/** What "within a few seconds" means here: the configured timeouts plus slack for two busy cores. */
const ANSWER_WITHIN_MS = 8_000

function expectUnavailable(res: LightMyRequestResponse, startedAt: number) {
  expect(Date.now() - startedAt).toBeLessThan(ANSWER_WITHIN_MS)
  expect(res.statusCode, res.body).toBe(503)
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  expect(res.json()).toMatchObject({ status: false, message: expect.any(String) })
}

describe.runIf(onPostgres)('database outage', () => {
  let target: OpenDatabase
  let proxy: TcpProxy
  let server: FastifyInstance
  let token: string
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-outage-'))

  const requests = {
    health: () => server.inject({ method: 'GET', url: '/api/health' }),
    login: () =>
      server.inject({
        method: 'POST',
        url: '/api/v1/user/auth/login',
        remoteAddress: uniqueIp(),
        payload: { companyId: DEMO_COMPANY_ID, user: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
      }),
    profile: () => server.inject({ method: 'GET', url: '/api/v1/user/auth/profile/get', headers: auth(token) }),
  }

  async function expectAllUnavailable() {
    for (const request of Object.values(requests)) {
      const startedAt = Date.now()
      expectUnavailable(await request(), startedAt)
    }
  }

  beforeAll(async () => {
    target = await createTestDatabase()
    const url = new URL((target.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString)
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) })
    url.hostname = '127.0.0.1'
    url.port = String(proxy.port)
    const config: Config = {
      ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIR: path.join(dataDir, 'no-web') }),
      databaseUrl: url.toString(),
      databaseTimeouts: TIMEOUTS,
    }
    server = Fastify(serverOptions(config))
    await server.register(fp(app), { config, database: await openPostgres(config.databaseUrl!, TIMEOUTS) })
    await server.ready()
    token = await tokenFor(server, DEMO_MEMBER.email)
  })

  afterAll(async () => {
    await proxy?.resume()
    await server?.close()
    await proxy?.close()
    await target?.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers normally through the proxy', async () => {
    for (const request of Object.values(requests)) expect((await request()).statusCode).toBe(200)
  })

  it('a silent database: health, login and an authenticated read answer 503 with Retry-After within seconds', async () => {
    proxy.silent()
    await expectAllUnavailable()
  }, 60_000)

  it('a database refusing connections: 503, not 500', async () => {
    await proxy.refuse()
    await expectAllUnavailable()
  }, 60_000)

  it('the pool recovers once the database answers again', async () => {
    await proxy.resume()
    for (const request of Object.values(requests)) expect((await request()).statusCode).toBe(200)
  }, 30_000)
})
