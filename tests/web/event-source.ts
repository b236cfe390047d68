import { vi } from 'vitest'
import { liveTiming } from '@/lib/live-events'

const DEFAULT_START_DELAY_MS = liveTiming.startDelayMs

/**
 * A stand-in for the browser's EventSource (jsdom has none): each one the app opens is kept in
 * `FakeEventSource.opened`, and the test plays the server, opening it, sending it events or failing it.
 */
export class FakeEventSource {
  static opened: FakeEventSource[] = []
  readonly url: string
  closed = false
  onopen: ((event: Event) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>()

  constructor(url: string | URL) {
    this.url = String(url)
    FakeEventSource.opened.push(this)
  }

  /** The ticket the stream was opened with. */
  get ticket(): string | null {
    return new URL(this.url, 'http://localhost').searchParams.get('ticket')
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }

  close() {
    this.closed = true
  }

  /** The server accepted the stream. */
  open() {
    this.onopen?.(new Event('open'))
  }

  /** The server sent `event: type` with `data` as its JSON. */
  emit(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) })
    for (const listener of this.listeners.get(type) ?? []) listener(event)
  }

  /** The connection failed or the server ended the stream. */
  fail() {
    this.onerror?.(new Event('error'))
  }

  /** Stands in for EventSource, and starts the stream as soon as the area opens (liveTiming). */
  static install() {
    FakeEventSource.opened = []
    vi.stubGlobal('EventSource', FakeEventSource)
    liveTiming.startDelayMs = 0
  }

  static uninstall() {
    vi.unstubAllGlobals()
    liveTiming.startDelayMs = DEFAULT_START_DELAY_MS
  }

  static get last(): FakeEventSource {
    const last = FakeEventSource.opened.at(-1)
    if (!last) throw new Error('no EventSource was opened')
    return last
  }
}
