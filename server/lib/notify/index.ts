import nodemailer from 'nodemailer'
import type { Config } from '../../config'
import type { Executor } from '../../db/index'
import { HttpError } from '../errors'
import { writeOutbox } from './outbox'
import { createHttpSmsProvider, createOutboxSmsProvider } from './sms'
import type { EmailMessage, Notifier, NotifyLogger, SmsProvider } from './types'

export { listOutbox, type OutboxRecord } from './outbox'
export type { EmailMessage, Notifier, NotifyLogger, SmsMessage, SmsProvider } from './types'

type NotifierConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'smsProviderUrl' | 'smsApiKey' | 'isProduction'>

/**
 * Email through SMTP when SMTP_URL is set, SMS through the HTTP provider when SMS_PROVIDER_URL
 * is set. Without them (development) each message is logged with its text and kept in the
 * outbox table; production refuses to start without both, and refuses to send here too.
 */
export function createNotifier(db: Executor, config: NotifierConfig, log: NotifyLogger): Notifier {
  const sendEmail = config.smtpUrl
    ? createSmtpSender(config.smtpUrl, config.mailFrom, log)
    : createOutboxEmailSender(db, config, log)
  const sms: SmsProvider = config.smsProviderUrl
    ? createHttpSmsProvider({ url: config.smsProviderUrl, apiKey: config.smsApiKey, log })
    : config.isProduction
      ? { send: () => Promise.reject(notConfigured('SMS')) }
      : createOutboxSmsProvider({ db, log })
  return { sendEmail, sendSms: (msg) => sms.send(msg) }
}

function createSmtpSender(smtpUrl: string, from: string, log: NotifyLogger) {
  const transport = nodemailer.createTransport(smtpUrl)
  return async ({ to, subject, text }: EmailMessage) => {
    try {
      await transport.sendMail({ from, to, subject, text })
    } catch (err) {
      log.error({ err, to }, 'SMTP delivery failed')
      throw new HttpError(502, 'We could not send the email. Please try again later.')
    }
  }
}

function createOutboxEmailSender(db: Executor, config: NotifierConfig, log: NotifyLogger) {
  return async ({ to, subject, text, code }: EmailMessage) => {
    if (config.isProduction) throw notConfigured('email')
    log.info({ channel: 'EMAIL', to, subject }, `[dev outbox] email to ${to}: ${subject}: ${text}`)
    await writeOutbox(db, { channel: 'EMAIL', to, subject, body: text, code })
  }
}

function notConfigured(channel: string): HttpError {
  return new HttpError(503, `Sending ${channel} is not configured.`)
}
