import type { ServerResponse } from 'node:http'
import type { Http2ServerResponse } from 'node:http2'
import type { LiveEvent } from '@/client/types.gen'

/** An open Server-Sent Events response, whichever HTTP version carries it. */
type RawResponse = ServerResponse | Http2ServerResponse

interface Stream {
  raw: RawResponse
  /** Whether this stream's reader may see the event (their own purchase, their company's). */
  wants: (event: LiveEvent) => boolean
  /** The session the stream was opened for: a signed-out session's stream is closed at the next heartbeat. */
  sessionId: string
}

/** Comments keep proxies and browsers from timing an idle stream out (most cut at 30-60 s of silence). */
const HEARTBEAT_MS = 25_000
/**
 * A reader that does not take what is sent (a stalled connection) would make the process hold every
 * event for it; past this many bytes waiting, its stream is closed and its client reconnects and
 * reads again.
 */
const MAX_BUFFERED_BYTES = 64 * 1024

/**
 * The open live-event streams of this process, and the one fan-out that feeds them: the database's
 * notifications arrive once per instance (server/plugins/live-events.ts) and each is written to the
 * streams whose reader may see it. One timer sends every stream its heartbeat and asks whether the
 * streams' sessions are still live, so a thousand streams cost one timer and one session lookup
 * (batched per turn) every 25 seconds, not a thousand.
 */
export class LiveHub {
  private readonly streams = new Set<Stream>()
  private timer: NodeJS.Timeout | undefined
  /**
   * Whether the database's notifications reach this hub now. A stream opened while they do not
   * would look live and hear nothing, so none is opened then (the client tries again later).
   */
  listening = false

  constructor(
    private readonly isSessionLive: (sessionId: string) => Promise<boolean>,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {}

  get size(): number {
    return this.streams.size
  }

  /** Adds an open response; it leaves the hub when its connection closes. */
  add(raw: RawResponse, sessionId: string, wants: (event: LiveEvent) => boolean): void {
    const stream: Stream = { raw, wants, sessionId }
    this.streams.add(stream)
    raw.on('close', () => this.streams.delete(stream))
    this.timer ??= setInterval(() => void this.heartbeat(), this.heartbeatMs).unref()
  }

  /** A notification's payload, as the database sent it: written to every stream that wants it. */
  publish(payload: string): void {
    let event: LiveEvent
    try {
      event = JSON.parse(payload) as LiveEvent
    } catch {
      return
    }
    const frame = `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`
    for (const stream of this.streams) if (stream.wants(event)) this.write(stream, frame)
  }

  /** Notifications lost: every stream ends, and each client reconnects and reads again what it shows. */
  lost(): void {
    this.listening = false
    this.closeAll()
  }

  /** Ends every stream (shutdown, or notifications lost): each client reconnects and reads again what it shows. */
  closeAll(): void {
    for (const stream of this.streams) stream.raw.end()
    this.streams.clear()
  }

  stop(): void {
    this.listening = false
    clearInterval(this.timer)
    this.timer = undefined
    this.closeAll()
  }

  private write(stream: Stream, frame: string): void {
    if (stream.raw.writableLength > MAX_BUFFERED_BYTES) {
      this.streams.delete(stream)
      stream.raw.end()
      return
    }
    ;(stream.raw as ServerResponse).write(frame)
  }

  private async heartbeat(): Promise<void> {
    const streams = [...this.streams]
    if (streams.length === 0) {
      clearInterval(this.timer)
      this.timer = undefined
      return
    }
    for (const stream of streams) this.write(stream, ': heartbeat\n\n')
    // A lookup that fails (the database away for a moment) closes nothing: the next one decides.
    const live = await Promise.all(streams.map((stream) => this.isSessionLive(stream.sessionId).catch(() => true)))
    streams.forEach((stream, i) => {
      if (live[i] || !this.streams.has(stream)) return
      this.streams.delete(stream)
      stream.raw.end()
    })
  }
}
