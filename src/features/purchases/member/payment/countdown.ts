import { formatMinutesSeconds } from '@/ui/countdown'

/** The payment page gives the member 15 minutes. */
export const PAYMENT_WINDOW_SECONDS = 900

/** '15:00', '09:05', ... and 'expired!' at zero. */
export function formatCountdown(seconds: number): string {
  return seconds <= 0 ? 'expired!' : formatMinutesSeconds(seconds)
}
