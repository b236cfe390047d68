import type { Transport } from './types'

const SMS_TIMEOUT_MS = 10_000

/** Posts `{ to, text }` as JSON to the provider's endpoint with a bearer API key. */
export function httpSmsTransport(opts: { url: string; apiKey?: string }): Transport {
  return {
    async send({ to, text }) {
      const response = await fetch(opts.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      })
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`)
    },
  }
}
