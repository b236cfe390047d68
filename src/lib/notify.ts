import { notifications, notificationsStore } from '@mantine/notifications'
import type { ErrorResponse } from '@/client/types.gen'
import { baseLocale, getLocale, wordedError } from '@/lib/message-locale'
import { m } from '@/paraglide/messages'

export type ServerMessage = string | string[]

/** The `code` of the server's failure envelope, for a screen that answers one refusal in its own way. */
export function errorCodeOf(error: unknown): ErrorResponse['code'] | undefined {
  if (error instanceof Error || !error || typeof error !== 'object' || !('code' in error) || typeof error.code !== 'string') return undefined
  return error.code as ErrorResponse['code']
}

function isServerMessage(value: unknown): value is ServerMessage {
  return typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'))
}

/**
 * The server's failure envelope is `{ status: false, code, params?, message: string | string[] }`.
 * In English its `message` is shown as it came; in another language the words of its `code`, with
 * the server's message for a code this build does not know. A thrown `Error` (network failure,
 * timeout) has no server message, so the caller's fallback is shown.
 */
export function serverMessageOf(error: unknown): ServerMessage | undefined {
  if (error instanceof Error || !error || typeof error !== 'object' || !('message' in error)) return undefined
  const { message } = error
  if (!isServerMessage(message)) return undefined
  const items = (Array.isArray(message) ? message : [message]).map((item) => item.trim()).filter(Boolean)
  if (items.length === 0) return undefined
  return wordedError(error) ?? (Array.isArray(message) ? items : items[0])
}

/** At most this many toasts show at once (src/ui/toasts.tsx). */
export const TOAST_LIMIT = 3

/** The prefix of a success toast's id, by which the next success finds it. */
const SUCCESS = 'success-'
let toastSequence = 0

/** The toasts shown or waiting, with `message` and `color` as given to `show`. */
function currentToasts() {
  const { notifications: shown, queue } = notificationsStore.getState()
  return [...shown, ...queue]
}

function showEach(message: ServerMessage, color: string, idPrefix?: string): void {
  for (const item of Array.isArray(message) ? message : [message]) {
    // The same words again (a form refused twice) replace the older toast rather than pile up on it.
    for (const toast of currentToasts()) if (toast.message === item && toast.color === color && toast.id) notifications.hide(toast.id)
    // The newest toast says what just happened, so it shows at once: with the screen full, the oldest
    // goes, rather than the new one waiting in Mantine's queue behind toasts already read.
    const { notifications: shown } = notificationsStore.getState()
    for (const toast of shown.slice(0, Math.max(0, shown.length - TOAST_LIMIT + 1))) if (toast.id) notifications.hide(toast.id)
    toastSequence += 1
    // The toast's close button is an icon: screen readers need its name.
    notifications.show({ message: item, color, closeButtonProps: { 'aria-label': m.dialog_close() }, ...(idPrefix && { id: `${idPrefix}${toastSequence}` }) })
  }
}

/** One toast for a string message, one toast per item for a list message. */
export function notifyError(error: unknown, fallback: string): void {
  showEach(serverMessageOf(error) ?? fallback, 'red')
}

/**
 * A success toast. In English the server's message as it came (the spec's words); in another
 * language `words`, the SPA's own words for what just succeeded (a success answer has no code), and
 * the server's message where the caller has none.
 */
export function notifySuccess(message: ServerMessage, words?: () => string): void {
  // A success is news only until the next one: the older toasts go, so they never pile up over the
  // page (registered, logged in, language saved...). Errors stay until read or timed out.
  for (const toast of currentToasts()) if (toast.id?.startsWith(SUCCESS)) notifications.hide(toast.id)
  showEach(words && getLocale() !== baseLocale ? words() : message, 'teal', SUCCESS)
}
