import type { Executor } from '../../db/index'
import { HttpError } from '../errors'
import { writeOutbox } from './outbox'
import type { NotifyLogger, SmsMessage, SmsProvider } from './types'

const SMS_TIMEOUT_MS = 10_000

/** Posts `{ to, text }` as JSON to the provider's endpoint with a bearer API key. */
export function createHttpSmsProvider(opts: { url: string; apiKey?: string; log: NotifyLogger }): SmsProvider {
  return {
    async send({ to, text }: SmsMessage) {
      let response: Response
      try {
        response = await fetch(opts.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
          },
          body: JSON.stringify({ to, text }),
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        })
      } catch (err) {
        opts.log.error({ err, to }, 'SMS provider unreachable')
        throw smsFailed()
      }
      if (!response.ok) {
        opts.log.error({ to, status: response.status }, 'SMS provider refused the message')
        throw smsFailed()
      }
    },
  }
}

/** Development only: the message goes to the log and the outbox instead of a phone. */
export function createOutboxSmsProvider(opts: { db: Executor; log: NotifyLogger }): SmsProvider {
  return {
    async send({ to, text, code }: SmsMessage) {
      opts.log.info({ channel: 'SMS', to }, `[dev outbox] SMS to ${to}: ${text}`)
      await writeOutbox(opts.db, { channel: 'SMS', to, body: text, code })
    },
  }
}

function smsFailed(): HttpError {
  return new HttpError(502, 'We could not send the SMS. Please try again later.')
}
