import { formatMinutesSeconds } from '@/ui/countdown'
import { m } from '@/paraglide/messages'

/** The payment page gives the member 15 minutes. */
export const PAYMENT_WINDOW_SECONDS = 900

/** '15:00', '09:05', ... and 'expired!' at zero (in the page's language; called at render). */
export function formatCountdown(seconds: number): string {
  return seconds <= 0 ? m.pay_countdown_expired() : formatMinutesSeconds(seconds)
}
