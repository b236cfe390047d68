import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { createTestDatabase } from '../../../tests/helpers/db'
import type { OpenDatabase } from '../../db/index'
import { outbox } from '../../db/schema'
import { HttpError } from '../errors'
import { createNotifier, listOutbox, type NotifyLogger } from './index'

function fakeLog() {
  const lines: { level: string; obj: object; msg?: string }[] = []
  const log: NotifyLogger = {
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  }
  return { log, lines, text: () => lines.map((l) => `${JSON.stringify(l.obj)} ${l.msg ?? ''}`).join('\n') }
}

const devConfig = loadConfig({ NODE_ENV: 'development' })

describe('notifier', () => {
  let handle: OpenDatabase
  beforeAll(async () => {
    handle = await createTestDatabase()
  })
  afterAll(() => handle.close())

  describe('without transports (development)', () => {
    it('logs each message with its code and keeps it in the outbox', async () => {
      const { log, text } = fakeLog()
      const notifier = createNotifier(handle.db, devConfig, log)
      await notifier.sendEmail({ to: 'Reader@Example.com', subject: 'Your OTP', text: 'Your code is 123456.', code: '123456' })
      await notifier.sendSms({ to: '9876543210', text: 'Your code is 654321.', code: '654321' })
      expect(text()).toContain('123456')
      expect(text()).toContain('654321')

      const mails = await listOutbox(handle.db, 'reader@example.com')
      expect(mails).toHaveLength(1)
      expect(mails[0]).toMatchObject({ channel: 'EMAIL', to: 'reader@example.com', subject: 'Your OTP', body: 'Your code is 123456.', code: '123456' })
      const texts = await listOutbox(handle.db, ' 9876543210 ')
      expect(texts).toHaveLength(1)
      expect(texts[0]).toMatchObject({ channel: 'SMS', to: '9876543210', subject: null, code: '654321' })
    })

    it('lists a recipient’s messages newest first, and nobody else’s', async () => {
      const notifier = createNotifier(handle.db, devConfig, fakeLog().log)
      for (const n of [1, 2, 3]) {
        await notifier.sendEmail({ to: 'order@example.com', subject: `Message ${n}`, text: `Body ${n}` })
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      await notifier.sendEmail({ to: 'someone@example.com', subject: 'Other', text: 'Other' })
      const listed = await listOutbox(handle.db, 'ORDER@example.com')
      expect(listed.map((m) => m.subject)).toEqual(['Message 3', 'Message 2', 'Message 1'])
      expect(listed[0].code).toBeNull()
    })

    it('refuses to send, and keeps nothing, in production', async () => {
      const notifier = createNotifier(handle.db, loadConfig({ NODE_ENV: 'production' }), fakeLog().log)
      const before = (await handle.db.select().from(outbox)).length
      const email = await notifier.sendEmail({ to: 'prod@example.com', subject: 's', text: 'code 111111', code: '111111' }).catch((e: unknown) => e)
      const sms = await notifier.sendSms({ to: '9000000000', text: 'code 111111', code: '111111' }).catch((e: unknown) => e)
      expect(email).toMatchObject({ statusCode: 503 })
      expect(sms).toMatchObject({ statusCode: 503 })
      expect((await handle.db.select().from(outbox)).length).toBe(before)
    })
  })

  describe('SMTP', () => {
    let smtp: SMTPServer
    let port: number
    const received: { from?: string; to: string[]; auth?: string; raw: string }[] = []

    beforeAll(async () => {
      smtp = new SMTPServer({
        secure: false,
        disabledCommands: ['STARTTLS'],
        allowInsecureAuth: true,
        authOptional: false,
        logger: false,
        onAuth(auth, _session, callback) {
          callback(null, { user: auth.username })
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
              to: session.envelope.rcptTo.map((r) => r.address),
              auth: String(session.user),
              raw: Buffer.concat(chunks).toString('utf8'),
            })
            callback()
          })
        },
      })
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
      port = (smtp.server.address() as AddressInfo).port
    })
    afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))

    it('delivers through the SMTP server named by SMTP_URL, and writes no outbox row', async () => {
      const config = loadConfig({
        NODE_ENV: 'development',
        SMTP_URL: `smtp://mailer:secret@127.0.0.1:${port}`,
        MAIL_FROM: 'STR Pre-Launch <no-reply@str.example>',
      })
      const { log, text } = fakeLog()
      const notifier = createNotifier(handle.db, config, log)
      await notifier.sendEmail({ to: 'smtp-reader@example.com', subject: 'Your STR code', text: 'Your code is 482913.', code: '482913' })

      expect(received).toHaveLength(1)
      const [mail] = received
      expect(mail.to).toEqual(['smtp-reader@example.com'])
      expect(mail.from).toBe('no-reply@str.example')
      expect(mail.auth).toBe('mailer')
      expect(mail.raw).toMatch(/^Subject: Your STR code$/m)
      expect(mail.raw).toContain('Your code is 482913.')
      expect(await listOutbox(handle.db, 'smtp-reader@example.com')).toEqual([])
      expect(text()).not.toContain('482913')
    })

    it('turns a delivery failure into a 502 fit to show', async () => {
      const config = loadConfig({ NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:1' })
      const { log, lines } = fakeLog()
      const err = await createNotifier(handle.db, config, log)
        .sendEmail({ to: 'x@example.com', subject: 's', text: 't' })
        .catch((e: unknown) => e)
      expect(err).toBeInstanceOf(HttpError)
      expect(err).toMatchObject({ statusCode: 502, message: 'We could not send the email. Please try again later.' })
      expect(lines.some((l) => l.level === 'error')).toBe(true)
    })
  })

  describe('HTTP SMS provider', () => {
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
      await notifier.sendSms({ to: '9123456789', text: 'Your code is 246810.', code: '246810' })
      expect(requests).toEqual([
        { method: 'POST', auth: 'Bearer sms-key', type: 'application/json', body: { to: '9123456789', text: 'Your code is 246810.' } },
      ])
      expect(await listOutbox(handle.db, '9123456789')).toEqual([])
    })

    it('turns a refusal by the provider into a 502 fit to show', async () => {
      answer = 500
      const config = loadConfig({ NODE_ENV: 'development', SMS_PROVIDER_URL: url, SMS_API_KEY: 'sms-key' })
      const err = await createNotifier(handle.db, config, fakeLog().log)
        .sendSms({ to: '9123456789', text: 't' })
        .catch((e: unknown) => e)
      expect(err).toMatchObject({ statusCode: 502, message: 'We could not send the SMS. Please try again later.' })
    })
  })
})
