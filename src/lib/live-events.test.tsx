import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getAdminDashboardQueryKey, getProfileQueryKey, listAdminTransactionsQueryKey } from '@/client/@tanstack/react-query.gen'
import { adminClient, userClient } from '@/lib/api-client'
import type { LiveEvent } from '@/client/types.gen'
import { backoffMs, liveTiming, POLL_MS, useLiveEvent, useLiveEvents, type LiveArea } from '@/lib/live-events'
import { server } from '../../tests/web/msw'
import { FakeEventSource } from '../../tests/web/event-source'

const decided: LiveEvent = {
  type: 'purchase.decided',
  purchaseId: '5c0e1b7a-0d47-4d2f-a0a4-3f1f1c9e6a10',
  memberId: '0b8f5a52-5d0e-4d0c-9d55-3c1a1d2f4e61',
  companyId: '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68',
  status: 'APPROVED',
}

/** Answers the area's ticket call with a new ticket each time, and counts the calls. */
function ticketApi(area: 'user' | 'admin', status = 200) {
  const issued: string[] = []
  server.use(
    http.post(`/api/v1/${area}/events/ticket`, () => {
      if (status !== 200)
        return HttpResponse.json({ status: false, code: 'SERVICE_UNAVAILABLE', message: 'The service is briefly unavailable. Please try again in a moment.' }, { status })
      const ticket = `ticket-${issued.length + 1}`.padEnd(43, 'x')
      issued.push(ticket)
      return HttpResponse.json({ status: true, message: 'Live updates ticket issued', data: { ticket, expiresInSeconds: 60 } })
    }),
  )
  return issued
}

function mount(area: LiveArea | null, queryClient = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  const heard: LiveEvent[] = []
  const view = renderHook(
    () => {
      useLiveEvents(area)
      useLiveEvent((event) => heard.push(event))
    },
    { wrapper },
  )
  return { ...view, queryClient, heard }
}

const invalidated = (queryClient: QueryClient, queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated ?? false

beforeEach(() => FakeEventSource.install())
afterEach(() => {
  vi.useRealTimers()
  FakeEventSource.uninstall()
})

describe('useLiveEvents', () => {
  it("opens the member's stream with a ticket, never the token, and marks every query stale on an event", async () => {
    const issued = ticketApi('user')
    const queryClient = new QueryClient()
    const profileKey = getProfileQueryKey({ client: userClient })
    queryClient.setQueryData(profileKey, { status: true })
    queryClient.setQueryData(['notifications'], [])
    const { heard } = mount('member', queryClient)

    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1))
    const stream = FakeEventSource.last
    expect(stream.url).toBe(`/api/v1/events?ticket=${issued[0]}`)
    act(() => stream.open())
    // Opened: read once more, for a decision taken before the stream was there to tell it.
    expect(invalidated(queryClient, profileKey)).toBe(true)
    queryClient.setQueryData(profileKey, { status: true })
    queryClient.setQueryData(['notifications'], [])
    expect(invalidated(queryClient, profileKey)).toBe(false)

    act(() => stream.emit('purchase.decided', decided))
    expect(invalidated(queryClient, profileKey)).toBe(true)
    expect(invalidated(queryClient, ['notifications'])).toBe(true)
    expect(heard).toEqual([decided])
  })

  it("refreshes only the admin's purchase list and dashboards, and tells the page of a new purchase", async () => {
    ticketApi('admin')
    const queryClient = new QueryClient()
    const listKey = listAdminTransactionsQueryKey({ client: adminClient, query: { page: 1, limit: 10, status: 'PENDING' } })
    const dashboardKey = getAdminDashboardQueryKey({ client: adminClient })
    queryClient.setQueryData(listKey, {})
    queryClient.setQueryData(dashboardKey, {})
    queryClient.setQueryData(['unrelated'], {})
    const { heard } = mount('admin', queryClient)
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1))
    act(() => FakeEventSource.last.open())
    queryClient.setQueryData(listKey, {})
    queryClient.setQueryData(dashboardKey, {})

    const submitted = { ...decided, type: 'purchase.submitted', status: 'PENDING' } as const
    act(() => FakeEventSource.last.emit('purchase.submitted', submitted))
    expect(invalidated(queryClient, listKey)).toBe(true)
    expect(invalidated(queryClient, dashboardKey)).toBe(true)
    expect(invalidated(queryClient, ['unrelated'])).toBe(false)
    expect(heard).toEqual([submitted])
  })

  it('reconnects after 1, 2, 4 s with a new ticket each time, polls while down, and refreshes once back', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    const issued = ticketApi('user')
    const queryClient = new QueryClient()
    queryClient.setQueryData(['history'], [])
    mount('member', queryClient)
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1))
    act(() => FakeEventSource.last.open())

    // Down: the stream is closed (the browser's own retry would reuse the spent ticket).
    act(() => FakeEventSource.last.fail())
    expect(FakeEventSource.opened[0].closed).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(999))
    expect(FakeEventSource.opened).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(1))
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2))
    act(() => FakeEventSource.last.fail())
    await act(() => vi.advanceTimersByTimeAsync(1_999))
    expect(FakeEventSource.opened).toHaveLength(2)
    await act(() => vi.advanceTimersByTimeAsync(1))
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(3))
    expect(FakeEventSource.opened.map((s) => s.ticket)).toEqual(issued)
    expect(new Set(issued).size).toBe(3)

    // Still down after 30 s: what the stream would have refreshed is read again meanwhile.
    act(() => FakeEventSource.last.fail())
    queryClient.setQueryData(['history'], [])
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS - 3_000))
    expect(invalidated(queryClient, ['history'])).toBe(true)

    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(4))
    queryClient.setQueryData(['history'], [])
    act(() => FakeEventSource.last.open())
    // Back: one refresh for what happened while it was down, then no more polling.
    expect(invalidated(queryClient, ['history'])).toBe(true)
    queryClient.setQueryData(['history'], [])
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 2))
    expect(invalidated(queryClient, ['history'])).toBe(false)
    expect(FakeEventSource.opened).toHaveLength(4)
  })

  it('treats a refused ticket as a stream that is down, and tries again later', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    ticketApi('user', 503)
    mount('member')
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(FakeEventSource.opened).toHaveLength(0)
    const issued = ticketApi('user')
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1))
    expect(FakeEventSource.last.ticket).toBe(issued[0])
  })

  it('closes the stream when the area unmounts, and opens none for the super admin', async () => {
    ticketApi('user')
    const { unmount } = mount('member')
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1))
    unmount()
    expect(FakeEventSource.last.closed).toBe(true)

    // No handler for a ticket: a request would fail the test.
    mount(null)
    await new Promise((r) => setTimeout(r, 50))
    expect(FakeEventSource.opened).toHaveLength(1)
  })

  it('starts the stream only a while after the area opens, once its own reads are done', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    liveTiming.startDelayMs = 5_000
    const issued = ticketApi('user')
    mount('member')
    await act(() => vi.advanceTimersByTimeAsync(4_999))
    expect(issued).toEqual([])
    await act(() => vi.advanceTimersByTimeAsync(1))
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1))
  })

  it('waits longer after each failure, up to a minute, with a little jitter', () => {
    expect([0, 1, 2, 3, 6, 10].map((n) => backoffMs(n, () => 0))).toEqual([1_000, 2_000, 4_000, 8_000, 60_000, 60_000])
    expect(backoffMs(0, () => 0.5)).toBe(1_100)
  })
})
