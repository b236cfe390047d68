import { useState } from 'react'
import { Text } from '@mantine/core'
import { formatMinutesSeconds, useCountdown } from '@/ui/countdown'
import { m } from '@/paraglide/messages'

/**
 * The resend countdown starts at 2:59, which is also how long the server keeps a
 * super admin's code. Registration waits as long before it offers 'Resend OTP': three sends per
 * ten minutes are allowed per address.
 */
const OTP_RESEND_SECONDS = 179

/**
 * Seconds left of the resend wait, counted from mount; calls `onZero` once when they run out. Each
 * mount (a new code sent) starts its own wait.
 */
export function useResendCountdown(onZero?: () => void, totalSeconds = OTP_RESEND_SECONDS): number {
  const [endsAt] = useState(() => Date.now() + totalSeconds * 1000)
  return useCountdown(endsAt, onZero)
}

/** 'Resend OTP in 02:59', read out as a timer. */
export function ResendTimer({ secondsLeft }: { secondsLeft: number }) {
  return (
    <Text size="sm" c="dimmed" role="timer">
      {m.otp_resend_in()}{' '}
      <Text span inherit fw={600} c="var(--app-accent-text)" ff="monospace">
        {formatMinutesSeconds(secondsLeft)}
      </Text>
    </Text>
  )
}
