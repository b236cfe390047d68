import { useEffect } from 'react'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { createAdminLiveTicket, createMemberLiveTicket } from '@/client/sdk.gen'
import type { LiveEvent } from '@/client/types.gen'
import { getAdminDashboardQueryKey, getCollectionStatsQueryKey, getMemberStatsQueryKey, listAdminTransactionsQueryKey } from '@/client/@tanstack/react-query.gen'
import { adminClient, userClient } from '@/lib/api-client'

export type LiveArea = 'member' | 'admin'

const EVENT_TYPES: LiveEvent['type'][] = ['purchase.submitted', 'purchase.decided']

/** The first reconnection waits 1 s, then 2, 4 ... up to a minute, each with up to a fifth more at random (a restarted server is not met by every client at once). */
const BACKOFF_FIRST_MS = 1_000
const BACKOFF_MAX_MS = 60_000
/** While the stream is down, what it would have refreshed is read again this often instead. */
export const POLL_MS = 30_000

/**
 * How long after the area opens the stream is started. The page's own reads go first (the stream's
 * ticket and connection would compete with the first paint), and a page that has finished loading
 * reaches network quiet before a connection that never ends is open: tools that wait for quiet (an
 * audit, an end-to-end test) see the page as loaded. The data on screen was just read, so the
 * moment without the stream costs nothing. Tests of the screens set it to 0.
 */
export const liveTiming = { startDelayMs: 5_000 }

export function backoffMs(attempt: number, random = Math.random): number {
  return Math.min(BACKOFF_FIRST_MS * 2 ** attempt, BACKOFF_MAX_MS) * (1 + random() / 5)
}

/**
 * What an event (or a stretch without the stream) may have changed for the area. A member: anything
 * (the dashboard, the payment history, the notifications, the balances); invalidating marks them
 * stale and only the queries on screen read again. An admin: the purchase list and the dashboards.
 */
function refresh(queryClient: QueryClient, area: LiveArea): Promise<unknown> {
  if (area === 'member') return queryClient.invalidateQueries()
  const keys = [
    listAdminTransactionsQueryKey({ client: adminClient }),
    getAdminDashboardQueryKey({ client: adminClient }),
    getMemberStatsQueryKey({ client: adminClient }),
    getCollectionStatsQueryKey({ client: adminClient }),
  ]
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}

/** The screens that want to say something about an event (a toast), beside the refresh every event makes. */
const listeners = new Set<(event: LiveEvent) => void>()

/** Calls `listener` for each live event while the component is mounted (the stream itself is the layout's). */
export function useLiveEvent(listener: (event: LiveEvent) => void): void {
  useEffect(() => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }, [listener])
}

async function ticketOf(area: LiveArea): Promise<string> {
  const { data } =
    area === 'member' ? await createMemberLiveTicket({ client: userClient, throwOnError: true }) : await createAdminLiveTicket({ client: adminClient, throwOnError: true })
  return data.data.ticket
}

/**
 * Keeps the signed-in area's screens current while they are open: a few seconds after the area
 * opens (liveTiming) it asks for a ticket, opens the server's event stream with it (EventSource
 * cannot send the token, and a token never goes in a URL), and on each event refreshes what it may
 * have changed. When the stream fails it is closed and
 * opened again later with a new ticket (a ticket opens one stream), after 1, 2, 4 ... s up to a
 * minute; meanwhile the same queries are refreshed every 30 s, and once the stream is back they are
 * refreshed once more, for what happened while it was down. Mounted once, by the area's layout; `null`
 * for an area without live events (the super admin's). Inert where there is no EventSource.
 */
export function useLiveEvents(area: LiveArea | null): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!area || typeof EventSource === 'undefined') return
    let stopped = false
    let source: EventSource | undefined
    let attempt = 0
    let reconnect: ReturnType<typeof setTimeout> | undefined
    let poll: ReturnType<typeof setInterval> | undefined

    const onEvent = (message: MessageEvent<string>) => {
      let event: LiveEvent
      try {
        event = JSON.parse(message.data) as LiveEvent
      } catch {
        return
      }
      void refresh(queryClient, area)
      for (const listener of listeners) listener(event)
    }

    const down = () => {
      source?.close()
      source = undefined
      if (stopped) return
      poll ??= setInterval(() => void refresh(queryClient, area), POLL_MS)
      reconnect = setTimeout(() => void connect(), backoffMs(attempt++))
    }

    const connect = async () => {
      let ticket: string
      try {
        ticket = await ticketOf(area)
      } catch {
        down()
        return
      }
      if (stopped) return
      const opened = new EventSource(`/api/v1/events?ticket=${encodeURIComponent(ticket)}`)
      source = opened
      opened.onopen = () => {
        // What was decided before the stream opened (in the seconds after the page loaded, or while
        // it was down) sent no event to this page: read once more what the events would refresh.
        void refresh(queryClient, area)
        clearInterval(poll)
        poll = undefined
        attempt = 0
      }
      // The browser's own retry would reuse the spent ticket: this hook reconnects instead.
      opened.onerror = () => {
        if (source === opened) down()
      }
      for (const type of EVENT_TYPES) opened.addEventListener(type, onEvent)
    }

    reconnect = setTimeout(() => void connect(), liveTiming.startDelayMs)
    return () => {
      stopped = true
      clearTimeout(reconnect)
      clearInterval(poll)
      source?.close()
    }
  }, [area, queryClient])
}
