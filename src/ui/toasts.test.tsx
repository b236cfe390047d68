import { cleanNotifications, notifications } from '@mantine/notifications'
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mediaQueryList } from '../../tests/web/match-media'
import { renderUi } from '../../tests/web/render-ui'
import { notifyError, TOAST_LIMIT } from '@/lib/notify'
import { Toasts } from '@/ui/toasts'

const container = () => document.querySelector('.mantine-Notifications-root')
const shownToasts = () => [...document.querySelectorAll('.mantine-Notification-description')].map((toast) => toast.textContent)

describe('Toasts', () => {
  afterEach(() => {
    act(() => cleanNotifications())
    vi.useRealTimers()
  })

  it('draws no container on first paint, then shows a toast shown before its code had arrived', async () => {
    renderUi(<Toasts position="top-right" />)
    expect(container()).toBeNull()
    act(() => void notifications.show({ message: 'Purchase submitted' }))
    expect(await screen.findByText('Purchase submitted')).toBeInTheDocument()
    expect(container()).not.toBeNull()
  })

  it('mounts the container once the browser is idle, before any toast', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderUi(<Toasts position="top-right" />)
    expect(container()).toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000)
    })
    vi.useRealTimers()
    await vi.waitFor(() => expect(container()).not.toBeNull())
  })

  it('shows at most three toasts at a time; the next waits until one closes', async () => {
    renderUi(<Toasts position="top-right" />)
    const ids = ['One', 'Two', 'Three', 'Four', 'Five'].map((message) => {
      let id = ''
      act(() => void (id = notifications.show({ message })))
      return id
    })
    await screen.findByText('Three')
    expect(TOAST_LIMIT).toBe(3)
    expect(shownToasts()).toEqual(['One', 'Two', 'Three'])
    act(() => void notifications.hide(ids[0]))
    expect(await screen.findByText('Four')).toBeInTheDocument()
    await vi.waitFor(() => expect(shownToasts()).toEqual(['Two', 'Three', 'Four']))
  })

  it("shows the app's newest message at once: with three on screen, the oldest goes", async () => {
    renderUi(<Toasts position="top-right" />)
    for (const message of ['First refusal', 'Second refusal', 'Third refusal', 'Fourth refusal']) act(() => notifyError({ message }, 'fallback'))
    expect(await screen.findByText('Fourth refusal')).toBeInTheDocument()
    await vi.waitFor(() => expect(shownToasts()).toEqual(['Second refusal', 'Third refusal', 'Fourth refusal']))
  })

  it('sits at the bottom on a phone, where a toast at the top would cover the header', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, query === '(max-width: 47.99em)'))
    renderUi(<Toasts position="top-right" />)
    act(() => void notifications.show({ message: 'Login successful' }))
    const toast = await screen.findByText('Login successful')
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'bottom-center')
    vi.restoreAllMocks()
  })

  it('sits where it is told on a wider screen', async () => {
    renderUi(<Toasts position="top-right" />)
    act(() => void notifications.show({ message: 'Login successful' }))
    const toast = await screen.findByText('Login successful')
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'top-right')
  })
})
