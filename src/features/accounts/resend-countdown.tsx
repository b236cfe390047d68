import { useEffect, useRef, useState } from 'react'
import { Text } from '@mantine/core'

/**
 * The resend countdown starts at 2:59, which is also how long the server keeps a
 * super admin's code. Registration waits as long before it offers 'Resend OTP': three sends per
 * ten minutes are allowed per address.
 */
const OTP_RESEND_SECONDS = 179

/**
 * Seconds left from `totalSeconds`, counted from mount; calls `onZero` once when they run out.
 * Measured against the clock, so a throttled background tab still closes the step on time.
 */
export function useResendCountdown(onZero: () => void = () => {}, totalSeconds = OTP_RESEND_SECONDS): number {
  const [left, setLeft] = useState(totalSeconds)
  const onZeroRef = useRef(onZero)
  useEffect(() => {
    onZeroRef.current = onZero
  })
  useEffect(() => {
    const endsAt = Date.now() + totalSeconds * 1000
    const id = setInterval(() => {
      const next = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))
      setLeft(next)
      if (next === 0) {
        clearInterval(id)
        onZeroRef.current()
      }
    }, 1000)
    return () => clearInterval(id)
  }, [totalSeconds])
  return left
}

/** '02:59', '00:05'. */
function formatMinutesSeconds(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`
}

/** 'Resend OTP in 02:59', read out as a timer. */
export function ResendTimer({ secondsLeft }: { secondsLeft: number }) {
  return (
    <Text size="sm" c="dimmed" role="timer">
      Resend OTP in{' '}
      <Text span inherit fw={600} c="var(--app-accent-text)" ff="monospace">
        {formatMinutesSeconds(secondsLeft)}
      </Text>
    </Text>
  )
}
