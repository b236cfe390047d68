import { randomBytes, randomInt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { assertProductionReady, isStrongSecret, loadConfig } from '../../server/config'
import { buildTestApp, DEMO_COMPANY_ID } from '../helpers/app'
import { call, startServer, tempDataDir } from '../helpers/server-process'

const productionEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'q8Vt1xG0sZ3bN7mK2pR5wY9cL4hD6jF0aE1uT8iO3nB',
  // Never dialled in these tests: the transport is created lazily.
  SMTP_URL: 'smtp://127.0.0.1:1',
  SMS_PROVIDER_URL: 'http://127.0.0.1:1/sms',
  SMS_API_KEY: 'test-key',
}

describe('production start-up', () => {
  it('never seeds the demo, whatever SEED_DEMO says', () => {
    expect(loadConfig({ ...productionEnv, SEED_DEMO: 'true' }).seedDemo).toBe(false)
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true)
    expect(loadConfig({}).seedDemo).toBe(true)
  })

  it('refuses a guessable JWT secret and a missing SMS key', async () => {
    await expect(assertProductionReady(loadConfig(productionEnv))).resolves.toBeUndefined()
    for (const secret of ['a'.repeat(64), 'password'.repeat(4), 'Password123!'.repeat(3), 'short-but-random-Xy7']) {
      expect(await isStrongSecret(secret)).toBe(false)
      await expect(assertProductionReady(loadConfig({ ...productionEnv, JWT_SECRET: secret }))).rejects.toThrow(/JWT_SECRET/)
    }
    await expect(assertProductionReady(loadConfig({ ...productionEnv, SMS_API_KEY: '' }))).rejects.toThrow(/SMS_API_KEY/)
  })

  it('refuses secrets made of words, keyboard runs, sequences or repeats, however many different characters they use', async () => {
    const guessable = [
      // Long, of many different characters, and the first ones an attacker tries.
      'abcdefghijklmnopqrstuvwxyz012345',
      'changeme-changeme-changeme-change',
      'my-super-secret-jwt-key-for-production',
      'my-sup3r-s3cr3t-jwt-k3y-f0r-pr0duct10n',
      'qwertyuiopasdfghjklzxcvbnm123456',
      'zaq12wsxcde34rfvbgt56yhnmju78ik,',
      '1234567890abcdefghij1234567890ab',
      'ThisIsMyProductionJwtSecretKey2026!',
      'correct-horse-battery-staple-correct',
      'my-jwt-secret-for-production-2026-token-presale',
      'token-presale-production-signing-key-2026',
    ]
    for (const secret of guessable) {
      expect(await isStrongSecret(secret), secret).toBe(false)
    }
    // The refusal says how to make a good one.
    await expect(assertProductionReady(loadConfig({ ...productionEnv, JWT_SECRET: 'my-super-secret-jwt-key-for-production' }))).rejects.toThrow(
      /JWT_SECRET \(a random string of 32 or more characters.*`openssl rand -base64 48`\)/,
    )
  })

  it('accepts the secrets `openssl rand` makes, and any random string of 32 characters or more', async () => {
    expect(await isStrongSecret('3f9a0c6e1b7d4258a9e0f1c2d3b4a5e6')).toBe(true) // -hex 16
    expect(await isStrongSecret('mC5u0b9qJ8r3Zk1VwY2xN4tL6pH7sD0fG9aQ3eR5uI1oP8lK')).toBe(true) // -base64 36
    const alphanumeric = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
    const randomString = (length: number) => Array.from({ length }, () => alphanumeric[randomInt(alphanumeric.length)]).join('')
    // Fresh draws on every run, as an operator would make them.
    for (let i = 0; i < 4; i++) {
      for (const secret of [randomBytes(48).toString('base64'), randomBytes(32).toString('hex'), randomString(32), randomBytes(24).toString('base64url')]) {
        expect(await isStrongSecret(secret), secret).toBe(true)
      }
    }
  }, 60_000)

  it('on an empty database: starts without the demo and prints no demo password', async () => {
    const server = await startServer({ env: productionEnv, seedDemo: true })
    try {
      const login = await call(server.url, 'POST', '/api/v1/company/auth/login', { body: { email: 'admin@str.example', password: 'Admin@2026!' } })
      expect(login.status).toBe(401)
      const member = await call(server.url, 'POST', '/api/v1/user/auth/login', {
        body: { companyId: DEMO_COMPANY_ID, user: 'member@str.example', password: 'Member@2026!' },
      })
      expect(member.status).not.toBe(200)
      expect(server.output()).toMatch(/Token pre-launch sale is running/)
      expect(server.output()).not.toMatch(/Admin@2026!|Member@2026!/)
    } finally {
      await server.stop()
    }
    // Each start is a child process that opens PGlite and migrates it: seconds alone, tens of seconds
    // beside the other suites on two cores.
  }, 120_000)

  it('refuses a database on which a demo account still has its demo password', async () => {
    const dataDir = tempDataDir('demo-then-prod')
    const dev = await startServer({ dataDir, seedDemo: true })
    await dev.stop()
    const started = startServer({ dataDir, env: productionEnv })
    await expect(started).rejects.toThrow(/admin@str\.example, member@str\.example still sign in with the demo password/)
  }, 120_000)
})

describe('the dev outbox', () => {
  let server: FastifyInstance
  beforeAll(async () => {
    server = await buildTestApp()
  })
  afterAll(() => server.close())

  const outbox = (opts: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    server.inject({ method: 'GET', url: '/api/dev/outbox?to=member@str.example', ...opts })

  it('answers the machine itself', async () => {
    expect((await outbox()).statusCode).toBe(200)
    expect((await outbox({ remoteAddress: '::1' })).statusCode).toBe(200)
  })

  it('is not there for anyone else, even with NODE_ENV unset', async () => {
    expect(loadConfig({}).isProduction).toBe(false)
    const res = await outbox({ remoteAddress: '203.0.113.7' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ status: false })
  })

  it('is not there for a visitor relayed by a proxy on the same machine', async () => {
    expect((await outbox({ headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(404)
    expect((await outbox({ headers: { forwarded: 'for=203.0.113.7' } })).statusCode).toBe(404)
  })

  it('is not there once a real mail or SMS transport is configured', async () => {
    for (const overrides of [{ smtpUrl: 'smtp://127.0.0.1:1' }, { smsProviderUrl: 'http://127.0.0.1:1/sms' }]) {
      const configured = await buildTestApp(overrides)
      try {
        const res = await configured.inject({ method: 'GET', url: '/api/dev/outbox?to=member@str.example' })
        expect(res.statusCode).toBe(404)
      } finally {
        await configured.close()
      }
    }
  })
})
