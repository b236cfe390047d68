import { useEffect, useState } from 'react'
import { useInterval } from '@mantine/hooks'

function secondsUntil(endsAt: number): number {
  return Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))
}

/**
 * Whole seconds left until `endsAt` (a clock time in ms), ticking each second on one interval that
 * stops at zero and on unmount; `onZero` runs once when they run out. Measured against the clock, so
 * a throttled background tab still shows the true time left and closes a step on time.
 */
export function useCountdown(endsAt: number, onZero?: () => void): number {
  const [tick, setTick] = useState(() => ({ endsAt, left: secondsUntil(endsAt) }))
  // A new window reads the clock at once, before its interval's first tick.
  const left = tick.endsAt === endsAt ? tick.left : secondsUntil(endsAt)
  const running = left > 0
  const { start, stop } = useInterval(() => {
    const next = secondsUntil(endsAt)
    setTick({ endsAt, left: next })
    if (next === 0) onZero?.()
  }, 1000)
  // Runs while there is time left; reaching zero (or a new window, or unmounting) stops it.
  useEffect(() => {
    if (!running) return
    start()
    return stop
  }, [running, endsAt, start, stop])
  return left
}

/** '02:59', '15:00', '00:05': minutes and seconds, both two digits. */
export function formatMinutesSeconds(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`
}
