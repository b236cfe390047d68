import { connect, type Socket } from 'node:net'
import nodemailer from 'nodemailer'
import { parseConnectionUrl } from 'nodemailer/lib/shared'
import type SMTPPool from 'nodemailer/lib/smtp-pool'
import type { Config } from '../../config'
import type { Executor } from '../../db/index'
import { claimDue, insertDeliveries, markFailed, markSent, type ClaimedDelivery } from './deliveries'
import { writeOutbox } from './outbox'
import { httpSmsTransport } from './sms'
import type { Notifier, NotifyLogger, OutgoingMessage, Transport } from './types'

export { listOutbox } from './outbox'
export type { Notifier, NotifyLogger, OutgoingMessage } from './types'

type NotifierConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'smsProviderUrl' | 'smsApiKey' | 'isProduction'>

/**
 * Email through SMTP when SMTP_URL is set, SMS through the HTTP provider when SMS_PROVIDER_URL is
 * set: both by way of the `deliveries` queue, which a worker empties after the commit, retrying
 * with backoff. A channel without a transport (development only: production refuses to start
 * without both) is logged and kept in the development outbox, in the caller's transaction; a message
 * the database queued itself (a referral reward's email, written by the approval's trigger, which
 * cannot know the transports) goes there when the worker takes it.
 */
export function createNotifier(db: Executor, config: NotifierConfig, log: NotifyLogger): Notifier {
  const transports: Partial<Record<OutgoingMessage['channel'], Transport>> = {
    ...(config.smtpUrl ? { EMAIL: smtpTransport(config.smtpUrl, config.mailFrom) } : {}),
    ...(config.smsProviderUrl ? { SMS: httpSmsTransport({ url: config.smsProviderUrl, apiKey: config.smsApiKey }) } : {}),
  }

  /** Sends one claimed message; true when it went (or went to the development outbox), for markSent. */
  async function deliver(delivery: ClaimedDelivery): Promise<boolean> {
    const transport = transports[delivery.channel]
    if (!transport && !delivery.expired && !config.isProduction) {
      await keepInOutbox(db, { channel: delivery.channel, to: delivery.to, subject: delivery.subject ?? undefined, text: delivery.body })
      return true
    }
    if (delivery.expired || !transport) {
      await markFailed(db, delivery, delivery.expired ? 'expired before it could be sent' : `no ${delivery.channel} transport configured`)
      return false
    }
    try {
      await transport.send({ to: delivery.to, subject: delivery.subject, text: delivery.body })
    } catch (err) {
      log.warn({ err, deliveryId: delivery.id, channel: delivery.channel, attempts: delivery.attempts }, 'delivery failed; it will be retried')
      await markFailed(db, delivery, err instanceof Error ? err.message : String(err))
      return false
    }
    return true
  }

  async function keepInOutbox(executor: Executor, m: { channel: OutgoingMessage['channel']; to: string; subject?: string; text: string; code?: string }) {
    log.info({ channel: m.channel, to: m.to }, `[dev outbox] ${m.channel} to ${m.to}: ${m.subject ? `${m.subject}: ` : ''}${m.text}`)
    await writeOutbox(executor, { channel: m.channel, to: m.to, subject: m.subject, body: m.text, code: m.code })
  }

  let round: Promise<number> | undefined
  let again = false
  // Set at shutdown: the batch in hand is finished (its messages are claimed), the rest of the
  // backlog is left queued for the next instance, so a deploy never waits on a day of mail.
  let stopping = false
  async function deliverDue(): Promise<number> {
    let sent = 0
    while (!stopping) {
      const claimed = await claimDue(db)
      const went = await Promise.all(claimed.map(deliver))
      // The batch's sent messages leave the queue together: one statement, not one a message. A
      // crash before it sends them again after their lease, as one between a send and its own
      // delete always could (delivery is at least once).
      const sentIds = claimed.filter((_, i) => went[i]).map((d) => d.id)
      await markSent(db, sentIds)
      sent += sentIds.length
      if (claimed.length === 0) break
    }
    return sent
  }
  /** One round at a time per instance; a kick during a round runs one more after it. */
  function startRound(): Promise<number> {
    if (stopping) return Promise.resolve(0)
    if (round) {
      again = true
      return round
    }
    round = deliverDue()
      .catch((err) => {
        log.error({ err }, 'delivery round failed; the next one retries')
        return 0
      })
      .finally(() => {
        round = undefined
        if (again) {
          again = false
          void startRound()
        }
      })
    return round
  }

  return {
    async queue(executor, messages) {
      const queued = messages.filter((m) => transports[m.channel])
      await insertDeliveries(executor, queued)
      for (const m of messages.filter((m) => !transports[m.channel])) {
        // Unreachable in production (start-up requires both transports); kept as a last guard.
        if (config.isProduction) throw new Error(`no ${m.channel} transport configured`)
        await keepInOutbox(executor, { ...m, subject: m.channel === 'EMAIL' ? m.subject : undefined })
      }
    },
    deliverSoon() {
      void startRound()
    },
    deliverDue: startRound,
    async idle() {
      while (round) await round
    },
    async stop() {
      stopping = true
      await round
      for (const transport of Object.values(transports)) transport.close?.()
    },
  }
}

/**
 * Timeouts well inside the delivery lease, so a hung mail server fails the try instead of holding
 * it (nodemailer's own are minutes), and a pool of connections (nodemailer's: up to 5, each used for
 * up to 100 messages): a connection, its greeting and its EHLO for every message made each send
 * cost several times its own work. Given as URL parameters, which is how nodemailer reads options
 * beside a URL; the operator's own parameters in SMTP_URL win (`pool=false` included).
 */
const SMTP_OPTIONS = { pool: 'true', connectionTimeout: '5000', greetingTimeout: '5000', socketTimeout: '10000' }

function smtpTransport(smtpUrl: string, from: string): Transport {
  const url = new URL(smtpUrl)
  for (const [key, value] of Object.entries(SMTP_OPTIONS)) if (!url.searchParams.has(key)) url.searchParams.set(key, value)
  const options = parseConnectionUrl(url.toString())
  const transport = nodemailer.createTransport({ ...options, getSocket: options.secure ? undefined : smtpSocket } as SMTPPool.Options)
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject: subject ?? undefined, text })
    },
    close: () => transport.close(),
  }
}

/**
 * The socket to a plain or STARTTLS mail server, with Nagle's algorithm off. nodemailer writes a
 * message's end in a second small write, which Nagle holds until the server acknowledges the first,
 * and a server delays that acknowledgement (40 ms on Linux): every message waited for it, and a
 * connection sent about 20 a second. Handed over still connecting, so that nodemailer's own handlers
 * and timeouts see a refused or silent server as they see their own socket's (a failure reported
 * from here would cost the pool one of its connections for good). nodemailer upgrades this socket
 * itself for STARTTLS; an implicit-TLS server (smtps://) keeps nodemailer's own socket.
 */
function smtpSocket(options: SMTPPool.Options, callback: (err: Error | null, socketOptions: { connection: Socket }) => void) {
  callback(null, { connection: connect({ host: options.host ?? 'localhost', port: Number(options.port) || 587, noDelay: true }) })
}
