import { serverMessageOf } from '@/lib/notify'

/** The server's answer to a failed call, `{ status: false, message }`, with or without words in its message. */
function isFailureEnvelope(error: unknown): boolean {
  return !(error instanceof Error) && typeof error === 'object' && error !== null && (error as { status?: unknown }).status === false
}

/**
 * React reports every error that an error boundary caught. When a route's read gets the server's
 * answer to a failed read (the `{ status: false, message }` envelope), the route's error screen
 * already tells the person (the server's message, or the page's own words when it sent none): it is
 * no fault of the app, so the console stays quiet. Anything else a boundary catches (a bug, a failed
 * chunk, a network error) is still logged.
 */
export function reportCaughtError(error: unknown, info: { componentStack?: string }): void {
  if (serverMessageOf(error) === undefined && !isFailureEnvelope(error)) console.error(error, info.componentStack ?? '')
}
