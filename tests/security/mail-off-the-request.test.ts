import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../helpers/server-net.mjs'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, DEMO_COMPANY_ID } from '../helpers/app'
import { uniqueIp } from '../helpers/factories'
import { newMember } from '../helpers/purchase-factories'
import { startServer, tempDataDir } from '../helpers/server-process'
import { LEASE_SECONDS } from '../../server/lib/notify/deliveries'

/**
 * Forgot-password must answer the same, in the same time, whether or not the
 * account exists, and a slow or failing mail server must never show in an answer. Mail goes
 * through the `deliveries` queue, written with the code and sent after the commit, with retries.
 */

const FORGOT_OTP_URL = '/api/v1/user/auth/forgot-password/otp'
const FORGOT_URL = '/api/v1/user/auth/forgot-password'
const OK = { status: true, message: 'OTP successfully send', data: null }

/** A mail server that takes `delayMs` to accept each message, recording them. */
async function startSmtp(opts: { port?: number; delayMs?: number } = {}) {
  const received: { to: string; raw: string }[] = []
  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The product keeps its connections to the mail server open (a pool): closing, this server ends
    // them after a moment, as a mail server going down would, rather than wait 30 s for them.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo[0].address, raw: Buffer.concat(chunks).toString('utf8') })
        setTimeout(() => callback(), opts.delayMs ?? 0)
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(opts.port ?? 0, '127.0.0.1', resolve))
  const port = (smtp.server.address() as AddressInfo).port
  return { received, port, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) }
}

const codeIn = (raw: string) => /code is (\d{6})/.exec(raw)?.[1]

async function until<T>(what: () => T | Promise<T>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await what()
    if (value) return value
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

describe('forgot password with a slow mail server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let server: FastifyInstance
  beforeAll(async () => {
    // 600 ms per message: what a real mail server took in the probe.
    smtp = await startSmtp({ delayMs: 600 })
    server = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` })
  })
  afterAll(async () => {
    await server.close()
    await smtp.close()
  })

  const sendResetCode = async (user: string) => {
    const started = performance.now()
    const res = await server.inject({ method: 'POST', url: FORGOT_OTP_URL, remoteAddress: uniqueIp(), payload: { companyId: DEMO_COMPANY_ID, user } })
    return { res, ms: performance.now() - started }
  }

  it('answers a real account and an unknown one alike, in the same time, without waiting for the mail', async () => {
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 8; i++) {
      const member = await newMember(server)
      const real = await sendResetCode(member.email)
      const stranger = await sendResetCode(`nobody-${i}-${Date.now()}@nowhere.example`)
      expect(real.res.json()).toEqual(OK)
      expect(stranger.res.json()).toEqual(OK)
      known.push(real.ms)
      unknown.push(stranger.ms)
    }
    // Before, a real account waited for the mail server (500-700 ms) and an unknown one did not (30-50 ms).
    expect(median(known), `known ${known.map(Math.round)}`).toBeLessThan(200)
    expect(Math.abs(median(known) - median(unknown)), `known ${known.map(Math.round)} unknown ${unknown.map(Math.round)}`).toBeLessThan(40)
    // And the mail still goes out, to the real accounts only.
    await until(() => smtp.received.length >= 8)
    expect(smtp.received.every((m) => m.to.startsWith('buyer-'))).toBe(true)
  })
})

describe('forgot password while the mail server is down', () => {
  let server: FastifyInstance
  let port: number
  beforeAll(async () => {
    port = await freePort()
    server = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` })
  })
  afterAll(() => server.close())

  it('answers 200 (not 502), keeps the message, and delivers a code that works once the server is back', async () => {
    const member = await newMember(server)
    const res = await server.inject({ method: 'POST', url: FORGOT_OTP_URL, remoteAddress: uniqueIp(), payload: { companyId: DEMO_COMPANY_ID, user: member.email } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(OK)
    await server.notifier.idle()
    const [waiting] = (await server.db.execute<{ to: string; attempts: number; status: string }>(sql`select "to", attempts, status from deliveries`)).rows
    expect(waiting).toMatchObject({ to: member.email, status: 'PENDING' })

    const smtp = await startSmtp({ port })
    try {
      await server.db.execute(sql`update deliveries set next_attempt_at = now()`)
      expect(await server.notifier.deliverDue()).toBe(1)
      const code = codeIn(smtp.received[0].raw)!
      const reset = await server.inject({ method: 'POST', url: FORGOT_URL, payload: { companyId: DEMO_COMPANY_ID, user: member.email, otp: code, password: 'Fresh@Pass2026' } })
      expect(reset.statusCode, reset.body).toBe(200)
    } finally {
      await smtp.close()
    }
  })
})

describe('a message outlives the process that wrote it', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('is sent by the next process when the first dies between the commit and the send', async () => {
    const dataDir = tempDataDir()
    dirs.push(dataDir)
    const port = await freePort()
    const env = { SMTP_URL: `smtp://127.0.0.1:${port}` }
    // Nothing listens on the mail port: the first process commits the code and its message, then dies.
    const first = await startServer({ dataDir, env })
    const res = await fetch(`${first.url}${FORGOT_OTP_URL}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ companyId: DEMO_COMPANY_ID, user: 'member@str.example' }),
    })
    expect(res.status).toBe(200)
    // Killed at once: it may have claimed the message (leased it) without settling it.
    await first.kill()

    const smtp = await startSmtp({ port })
    const second = await startServer({ dataDir, env })
    try {
      // Within the lease a dead claimer holds it for, plus a poll.
      const mail = await until(() => smtp.received.find((m) => m.to === 'member@str.example'), (LEASE_SECONDS + 10) * 1000)
      expect(codeIn(mail!.raw)).toMatch(/^\d{6}$/)
    } finally {
      await second.kill()
      await smtp.close()
    }
  }, 120_000)
})
