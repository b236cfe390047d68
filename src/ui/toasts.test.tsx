import { cleanNotifications, notifications } from '@mantine/notifications'
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../tests/web/render-ui'
import { Toasts } from '@/ui/toasts'

const container = () => document.querySelector('.mantine-Notifications-root')

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
})
