import { serverMessageOf } from '@/lib/notify'

/**
 * React reports every error that an error boundary caught. When a route's loader gets the server's
 * answer to a failed read (the `{ status: false, message }` envelope), the route's error screen
 * already shows that message to the person: it is no fault of the app, so the console stays quiet.
 * Anything else a boundary catches (a bug, a failed chunk, a network error) is still logged.
 */
export function reportCaughtError(error: unknown, info: { componentStack?: string }): void {
  if (serverMessageOf(error) === undefined) console.error(error, info.componentStack ?? '')
}
