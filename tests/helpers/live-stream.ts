import http from 'node:http'
import type { FastifyInstance } from 'fastify'

interface StreamEvent {
  event: string
  data: { type: string; purchaseId: string; memberId: string; companyId: string; status: string }
}

export interface OpenStream {
  status: number
  headers: http.IncomingHttpHeaders
  /** The body of a refusal (the JSON envelope); empty for a stream. */
  body: string
  events: StreamEvent[]
  /** Comment lines seen (": connected", ": heartbeat"). */
  comments: string[]
  /** Resolves with the first event (already received or still to come) that matches, or rejects after timeoutMs. */
  waitFor(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>
  /** Resolves when the server ends the stream. */
  ended: Promise<void>
  close(): void
}

/** Opens `GET /api/v1/events` as a browser's EventSource does: a plain GET that reads the body as it comes. */
export function openStream(baseUrl: string, ticket?: string): Promise<OpenStream> {
  const url = `${baseUrl}/api/v1/events${ticket === undefined ? '' : `?ticket=${encodeURIComponent(ticket)}`}`
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream' } }, (res) => {
      res.setEncoding('utf8')
      const waiters: { match: (e: StreamEvent) => boolean; resolve: (e: StreamEvent) => void }[] = []
      let buffer = ''
      let endedResolve: () => void = () => {}
      const stream: OpenStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        body: '',
        events: [],
        comments: [],
        waitFor(match, timeoutMs = 5_000) {
          const found = stream.events.find(match)
          if (found) return Promise.resolve(found)
          return new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(stream.events)}`)), timeoutMs)
            waiters.push({ match, resolve: (e) => (clearTimeout(timer), done(e)) })
          })
        },
        ended: new Promise((r) => (endedResolve = r)),
        close: () => request.destroy(),
      }
      res.on('data', (chunk: string) => {
        if (stream.status !== 200) {
          stream.body += chunk
          return
        }
        buffer += chunk
        let cut
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, cut)
          buffer = buffer.slice(cut + 2)
          const lines = frame.split('\n')
          for (const line of lines) if (line.startsWith(':')) stream.comments.push(line.slice(1).trim())
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7)
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6)
          if (!event || !data) continue
          const parsed = { event, data: JSON.parse(data) } as StreamEvent
          stream.events.push(parsed)
          for (const waiter of waiters.splice(0)) {
            if (waiter.match(parsed)) waiter.resolve(parsed)
            else waiters.push(waiter)
          }
        }
      })
      res.on('end', () => endedResolve())
      res.on('close', () => endedResolve())
      if (stream.status !== 200) res.on('end', () => resolve(stream))
      else resolve(stream)
    })
    request.on('error', reject)
  })
}

/** A ticket for the member's (authToken) or the admin's (accessToken) stream, as the SPA asks for one. */
export async function ticketFor(server: FastifyInstance, token: string, area: 'user' | 'admin'): Promise<string> {
  const res = await server.inject({ method: 'POST', url: `/api/v1/${area}/events/ticket`, headers: { authorization: token } })
  if (res.statusCode !== 200) throw new Error(`ticket: ${res.statusCode} ${res.body}`)
  return res.json().data.ticket
}
