import { useState } from 'react'
import { Text } from '@mantine/core'
import { useInterval } from '@mantine/hooks'
import { formatDateTimeLong } from '@/ui/format'
import { m } from '@/paraglide/messages'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * 'Time Left' of a lock (the referral rewards' holding period): days, hours and minutes while it
 * runs, 'Available' once it has passed. Minutes are the finest step a holding period of days needs.
 */
export function formatTimeLeft(until: string | Date, now: number): string {
  const left = new Date(until).getTime() - now
  if (!(left > 0)) return m.time_left_available()
  const days = Math.floor(left / DAY)
  const hours = Math.floor((left % DAY) / HOUR)
  const minutes = Math.ceil((left % HOUR) / MINUTE)
  if (days > 0) return `${days}d ${hours}h`
  if (hours > 0) return `${hours}h ${minutes}m`
  return `${minutes}m`
}

/** The current time, refreshed each minute, so a countdown in a table moves without a reload. */
function useNow(step = MINUTE): number {
  const [now, setNow] = useState(() => Date.now())
  useInterval(() => setNow(Date.now()), step, { autoInvoke: true })
  return now
}

/** A lock's countdown, its end date as the tooltip a pointer can read (and a screen reader, as title). */
export function TimeLeft({ until }: { until: string }) {
  const now = useNow()
  const text = formatTimeLeft(until, now)
  return (
    <Text span inherit c={text === m.time_left_available() ? 'teal.8' : undefined} title={m.time_left_locked_until({ date: formatDateTimeLong(until) })}>
      {text}
    </Text>
  )
}
