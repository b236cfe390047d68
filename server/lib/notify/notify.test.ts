import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { freePort } from '../../../tests/helpers/server-net.mjs'
import { loadConfig } from '../../config'
import { createTestDatabase } from '../../../tests/helpers/db'
import type { OpenDatabase } from '../../db/index'
import { deliveries, outbox } from '../../db/schema'
import { BATCH, claimDue, MAX_ATTEMPTS } from './deliveries'
import { createNotifier, listOutbox, type NotifyLogger, type OutgoingMessage } from './index'

function fakeLog() {
  const lines: { level: string; obj: object; msg?: string }[] = []
  const log: NotifyLogger = {
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  }
  return { log, lines, text: () => lines.map((l) => `${JSON.stringify(l.obj)} ${l.msg ?? ''}`).join('\n') }
}

const devConfig = loadConfig({ NODE_ENV: 'development' })
const inTenMinutes = () => new Date(Date.now() + 10 * 60_000)
const email = (to: string, text: string, code?: string): OutgoingMessage => ({ channel: 'EMAIL', to, subject: 'Your code', text, code, expiresAt: inTenMinutes() })
const sms = (to: string, text: string, code?: string): OutgoingMessage => ({ channel: 'SMS', to, text, code, expiresAt: inTenMinutes() })

/** An SMTP server that records what it receives, on the port given (or any). */
async function startSmtp(port = 0) {
  const received: { to: string[]; from?: string; auth: string; raw: string }[] = []
  let connections = 0
  const smtp = new SMTPServer({
    onConnect(_session, callback) {
      connections++
      callback()
    },
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username })
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          auth: String(session.user),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve))
  return { received, connections: () => connections, port: (smtp.server.address() as AddressInfo).port, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) }
}

describe('notifier', () => {
  let handle: OpenDatabase
  const queued = () => handle.db.select().from(deliveries)
  /** Lets a message that waits for its retry be due now, as if its backoff had passed. */
  const dueNow = () => handle.db.execute(sql`update deliveries set next_attempt_at = now()`)

  beforeAll(async () => {
    handle = await createTestDatabase()
  })
  beforeEach(async () => {
    await handle.db.delete(deliveries)
  })
  afterAll(() => handle.close())

  describe('without transports (development)', () => {
    it('logs each message with its code and keeps it in the outbox, in the caller’s transaction', async () => {
      const { log, text } = fakeLog()
      const notifier = createNotifier(handle.db, devConfig, log)
      await notifier.queue(handle.db, [email('Reader@Example.com', 'Your code is 123456.', '123456'), sms('9876543210', 'Your code is 654321.', '654321')])
      expect(text()).toContain('123456')
      expect(text()).toContain('654321')
      const mails = await listOutbox(handle.db, 'reader@example.com')
      expect(mails).toHaveLength(1)
      expect(mails[0]).toMatchObject({ channel: 'EMAIL', to: 'reader@example.com', subject: 'Your code', body: 'Your code is 123456.', code: '123456' })
      const texts = await listOutbox(handle.db, ' 9876543210 ')
      expect(texts[0]).toMatchObject({ channel: 'SMS', to: '9876543210', subject: null, code: '654321' })
      expect(await queued()).toEqual([])

      // A transaction that rolls back takes its messages with it.
      await handle.db
        .transaction(async (tx) => {
          await notifier.queue(tx, [email('rolled-back@example.com', 'Your code is 999999.')])
          throw new Error('the code was not made after all')
        })
        .catch(() => undefined)
      expect(await listOutbox(handle.db, 'rolled-back@example.com')).toEqual([])
    })

    it('lists a recipient’s messages newest first, and nobody else’s', async () => {
      const notifier = createNotifier(handle.db, devConfig, fakeLog().log)
      for (const n of [1, 2, 3]) {
        await notifier.queue(handle.db, [{ ...email('order@example.com', `Body ${n}`), subject: `Message ${n}` } as OutgoingMessage])
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      await notifier.queue(handle.db, [email('someone@example.com', 'Other')])
      const listed = await listOutbox(handle.db, 'ORDER@example.com')
      expect(listed.map((m) => m.subject)).toEqual(['Message 3', 'Message 2', 'Message 1'])
      expect(listed[0].code).toBeNull()
    })

    it('refuses, and keeps nothing, in production', async () => {
      const notifier = createNotifier(handle.db, loadConfig({ NODE_ENV: 'production' }), fakeLog().log)
      const before = (await handle.db.select().from(outbox)).length
      await expect(notifier.queue(handle.db, [email('prod@example.com', 'code 111111', '111111')])).rejects.toThrow(/no EMAIL transport/)
      expect((await handle.db.select().from(outbox)).length).toBe(before)
    })
  })

  describe('SMTP, through the delivery queue', () => {
    it('queues without sending, then delivers after the commit and forgets the message', async () => {
      const smtp = await startSmtp()
      try {
        const config = loadConfig({ NODE_ENV: 'development', SMTP_URL: `smtp://mailer:secret@127.0.0.1:${smtp.port}`, MAIL_FROM: 'STR Pre-Launch <no-reply@str.example>' })
        const { log, text } = fakeLog()
        const notifier = createNotifier(handle.db, config, log)
        await notifier.queue(handle.db, [email('smtp-reader@example.com', 'Your code is 482913.', '482913')])
        expect(smtp.received).toEqual([])
        expect(await queued()).toHaveLength(1)

        expect(await notifier.deliverDue()).toBe(1)
        expect(smtp.received).toHaveLength(1)
        const [mail] = smtp.received
        expect(mail.to).toEqual(['smtp-reader@example.com'])
        expect(mail.from).toBe('no-reply@str.example')
        expect(mail.auth).toBe('mailer')
        expect(mail.raw).toMatch(/^Subject: Your code$/m)
        expect(mail.raw).toContain('Your code is 482913.')
        // Sent: the row, and the code in it, are gone; nothing went to the dev outbox or the log.
        expect(await queued()).toEqual([])
        expect(await listOutbox(handle.db, 'smtp-reader@example.com')).toEqual([])
        expect(text()).not.toContain('482913')
        // Its pooled connection goes first: the mail server's close waits for open connections.
        await notifier.stop()
      } finally {
        await smtp.close()
      }
    })

    it('sends a batch over a few reused connections, not one connection a message', async () => {
      const smtp = await startSmtp()
      try {
        const notifier = createNotifier(handle.db, loadConfig({ NODE_ENV: 'development', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }), fakeLog().log)
        await notifier.queue(
          handle.db,
          Array.from({ length: 2 * BATCH }, (_, i) => email(`reader${i}@example.com`, `News ${i}.`)),
        )
        expect(await notifier.deliverDue()).toBe(2 * BATCH)
        expect(smtp.received).toHaveLength(2 * BATCH)
        expect(await queued()).toEqual([])
        // nodemailer's pool: at most five connections, each kept for the next messages.
        expect(smtp.connections()).toBeLessThanOrEqual(5)
        await notifier.stop()
      } finally {
        await smtp.close()
      }
    })

    it('keeps a message while the mail server is down and delivers it once it is back', async () => {
      const port = await freePort()
      const config = loadConfig({ NODE_ENV: 'development', SMTP_URL: `smtp://127.0.0.1:${port}` })
      const { log, lines } = fakeLog()
      const notifier = createNotifier(handle.db, config, log)
      await notifier.queue(handle.db, [email('patient@example.com', 'Your code is 112233.')])

      expect(await notifier.deliverDue()).toBe(0)
      const [waiting] = await queued()
      expect(waiting).toMatchObject({ status: 'PENDING', attempts: 1, body: 'Your code is 112233.' })
      expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i)
      // Backed off: not due again at once.
      expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
      expect(await notifier.deliverDue()).toBe(0)
      expect((await queued())[0].attempts).toBe(1)
      expect(lines.some((l) => l.level === 'warn')).toBe(true)

      const smtp = await startSmtp(port)
      try {
        await dueNow()
        expect(await notifier.deliverDue()).toBe(1)
        expect(smtp.received.map((m) => m.to)).toEqual([['patient@example.com']])
        expect(await queued()).toEqual([])
        await notifier.stop()
      } finally {
        await smtp.close()
      }
    })

    it('gives a message up, its text cleared, once its code has expired or after the last try', async () => {
      const config = loadConfig({ NODE_ENV: 'development', SMTP_URL: `smtp://127.0.0.1:${await freePort()}` })
      const notifier = createNotifier(handle.db, config, fakeLog().log)
      await notifier.queue(handle.db, [{ ...email('late@example.com', 'Your code is 445566.'), expiresAt: new Date(Date.now() - 1000) } as OutgoingMessage])
      await notifier.queue(handle.db, [email('unlucky@example.com', 'Your code is 778899.')])
      for (let i = 0; i < MAX_ATTEMPTS; i++) {
        await notifier.deliverDue()
        await dueNow()
      }
      const rows = await queued()
      expect(rows.map((r) => [r.to, r.status, r.body])).toEqual(
        expect.arrayContaining([
          ['late@example.com', 'FAILED', null],
          ['unlucky@example.com', 'FAILED', null],
        ]),
      )
      expect(rows.find((r) => r.to === 'late@example.com')).toMatchObject({ attempts: 1, lastError: 'expired before it could be sent' })
      expect(rows.find((r) => r.to === 'unlucky@example.com')?.attempts).toBe(MAX_ATTEMPTS)
    })

    it('delivers a message whose worker died after claiming it, once the lease has passed, exactly once', async () => {
      const smtp = await startSmtp()
      try {
        const config = loadConfig({ NODE_ENV: 'development', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` })
        const survivor = createNotifier(handle.db, config, fakeLog().log)
        await survivor.queue(handle.db, [email('orphaned@example.com', 'Your code is 135790.')])
        // A worker claims it and dies before sending.
        expect(await claimDue(handle.db)).toHaveLength(1)
        expect(await survivor.deliverDue()).toBe(0)
        expect(smtp.received).toEqual([])
        await dueNow()
        const other = createNotifier(handle.db, config, fakeLog().log)
        const [a, b] = await Promise.all([survivor.deliverDue(), other.deliverDue()])
        expect(a + b).toBe(1)
        expect(smtp.received).toHaveLength(1)
        await Promise.all([survivor.stop(), other.stop()])
      } finally {
        await smtp.close()
      }
    })
  })

  describe('HTTP SMS provider, through the delivery queue', () => {
    let server: Server
    let url: string
    let answer = 200
    const requests: { method?: string; auth?: string; type?: string; body: unknown }[] = []

    beforeAll(async () => {
      server = createServer((req: IncomingMessage, res) => {
        let body = ''
        req.on('data', (chunk) => (body += chunk))
        req.on('end', () => {
          requests.push({ method: req.method, auth: req.headers.authorization, type: req.headers['content-type'], body: JSON.parse(body) })
          res.writeHead(answer).end()
        })
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    it('posts { to, text } as JSON with the bearer API key, and writes no outbox row', async () => {
      const config = loadConfig({ NODE_ENV: 'development', SMS_PROVIDER_URL: url, SMS_API_KEY: 'sms-key' })
      const notifier = createNotifier(handle.db, config, fakeLog().log)
      await notifier.queue(handle.db, [sms('9123456789', 'Your code is 246810.', '246810')])
      expect(await notifier.deliverDue()).toBe(1)
      expect(requests).toEqual([{ method: 'POST', auth: 'Bearer sms-key', type: 'application/json', body: { to: '9123456789', text: 'Your code is 246810.' } }])
      expect(await listOutbox(handle.db, '9123456789')).toEqual([])
    })

    it('retries a message the provider refused', async () => {
      requests.length = 0
      answer = 500
      const config = loadConfig({ NODE_ENV: 'development', SMS_PROVIDER_URL: url, SMS_API_KEY: 'sms-key' })
      const notifier = createNotifier(handle.db, config, fakeLog().log)
      await notifier.queue(handle.db, [sms('9123456780', 'Your code is 975310.')])
      expect(await notifier.deliverDue()).toBe(0)
      expect((await queued())[0]).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'SMS provider answered 500' })
      answer = 200
      await dueNow()
      expect(await notifier.deliverDue()).toBe(1)
      expect(requests).toHaveLength(2)
      expect(await queued()).toEqual([])
    })
  })

  it('at shutdown finishes the batch in hand and leaves the rest of a backlog queued, unclaimed', async () => {
    // A provider that holds its answers until released, so that the stop lands mid-batch.
    const held: (() => void)[] = []
    let released = false
    let received = 0
    const slow = createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        received++
        const answer = () => res.writeHead(200).end()
        if (released) answer()
        else held.push(answer)
      })
    })
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve))
    try {
      const config = loadConfig({ NODE_ENV: 'development', SMS_PROVIDER_URL: `http://127.0.0.1:${(slow.address() as AddressInfo).port}/sms`, SMS_API_KEY: 'k' })
      const notifier = createNotifier(handle.db, config, fakeLog().log)
      const backlog = 2 * BATCH + 5
      await notifier.queue(
        handle.db,
        Array.from({ length: backlog }, (_, i) => sms(`91000${String(i).padStart(5, '0')}`, `Reward ${i}`)),
      )
      notifier.deliverSoon()
      await expect.poll(() => received).toBe(BATCH)

      const stopped = notifier.stop()
      released = true
      for (const answer of held.splice(0)) answer()
      await stopped
      expect(received).toBe(BATCH)
      const rows = await queued()
      // The batch was sent and forgotten; the rest waits, not leased, for the next instance.
      expect(rows).toHaveLength(backlog - BATCH)
      expect(rows.every((r) => r.status === 'PENDING' && r.attempts === 0 && r.nextAttemptAt.getTime() <= Date.now())).toBe(true)
      // Nothing more goes out from a stopped notifier, kicked or polled.
      notifier.deliverSoon()
      expect(await notifier.deliverDue()).toBe(0)
      expect(received).toBe(BATCH)
    } finally {
      for (const answer of held.splice(0)) answer()
      await new Promise<void>((resolve) => slow.close(() => resolve()))
    }
  })
})
