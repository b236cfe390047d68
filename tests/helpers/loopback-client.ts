import http from 'node:http'

/**
 * One HTTP call from a chosen source address. The whole of 127.0.0.0/8 is this machine, so a test
 * can be many clients at once (127.0.0.2, 127.0.0.3, ...) against a server on 127.0.0.1 without a
 * proxy: the server sees each as its own caller, as per-address limits must.
 */
export interface LoopbackAnswer {
  status: number
  headers: Record<string, string | string[] | number | undefined>
  /** Parsed JSON, or the text when the answer is not JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on whatever the server answered, refusals included
  body: any
}

export function sendFrom(localAddress: string, url: string, opts: { method: string; headers?: Record<string, string>; body?: unknown }): Promise<LoopbackAnswer> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body)
  const headers = { ...opts.headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) }
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: opts.method, headers, localAddress, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString()
        let body: unknown = text
        try {
          body = JSON.parse(text)
        } catch {
          // not JSON; the caller sees the text
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body })
      })
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end(payload)
  })
}
