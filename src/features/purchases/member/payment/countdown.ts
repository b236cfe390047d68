import { useEffect, useState } from 'react'

/** The payment page gives the member 15 minutes. */
export const PAYMENT_WINDOW_SECONDS = 900

function secondsLeft(endsAt: number): number {
  return Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))
}

/**
 * Seconds left of a window that started at `startedAt` (the order's making, not the page's opening);
 * one interval, stopped at zero and on unmount. Measured against the clock, so a throttled
 * background tab still shows the true time left.
 */
export function useCountdown(totalSeconds: number, startedAt: number): number {
  const endsAt = startedAt + totalSeconds * 1000
  const [tick, setTick] = useState(() => ({ endsAt, left: secondsLeft(endsAt) }))
  useEffect(() => {
    const id = setInterval(() => {
      const next = secondsLeft(endsAt)
      setTick({ endsAt, left: next })
      if (next === 0) clearInterval(id)
    }, 1000)
    return () => clearInterval(id)
  }, [endsAt])
  // A new window reads the clock at once, before its interval's first tick.
  return tick.endsAt === endsAt ? tick.left : secondsLeft(endsAt)
}

/** '15:00', '09:05', ... and 'expired!' at zero. */
export function formatCountdown(seconds: number): string {
  if (seconds <= 0) return 'expired!'
  const minutes = Math.floor(seconds / 60)
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}
