import { serverMessageOf } from '@/lib/notify'

/**
 * The server's failure envelope (`{ status: false, message }`), whatever its message: an answer,
 * not a fault of the app.
 */
function isServerAnswer(error: unknown): boolean {
  return typeof error === 'object' && error !== null && !(error instanceof Error) && 'status' in error && error.status === false
}

/**
 * React reports every error that an error boundary caught. When a read gets the server's answer to a
 * failed read (the `{ status: false, message }` envelope), the route's error screen or the part of
 * the page that read it already tells the person (the server's message, else the page's own words):
 * it is no fault of the app, so the console stays quiet. Anything else a boundary catches (a bug, a
 * failed chunk, a network error) is still logged.
 */
export function reportCaughtError(error: unknown, info: { componentStack?: string }): void {
  if (serverMessageOf(error) === undefined && !isServerAnswer(error)) console.error(error, info.componentStack ?? '')
}
