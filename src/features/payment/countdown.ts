import { useEffect, useState } from 'react'

/** SPEC section 9: the payment page gives the member 15 minutes. */
export const PAYMENT_WINDOW_SECONDS = 900

/** Seconds left, counted from when the page opened; one interval, stopped at zero and on unmount. */
export function useCountdown(totalSeconds: number): number {
  const [left, setLeft] = useState(totalSeconds)
  useEffect(() => {
    // Measured against the clock, so a throttled background tab still shows the true time left.
    const endsAt = Date.now() + totalSeconds * 1000
    const id = setInterval(() => {
      const next = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))
      setLeft(next)
      if (next === 0) clearInterval(id)
    }, 1000)
    return () => clearInterval(id)
  }, [totalSeconds])
  return left
}

/** '15:00', '09:05', ... and 'expired!' at zero. */
export function formatCountdown(seconds: number): string {
  if (seconds <= 0) return 'expired!'
  const minutes = Math.floor(seconds / 60)
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}
