import { render, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { server } from '../../tests/web/msw'
import { adminDashboardHandlers, signInConsole } from '../../tests/web/factories'
import { renderApp } from '../../tests/web/render-app'
import { createAppRouter, createQueryClient } from '@/router'

// jsdom cannot reload a page, so the location the routes read is a stand-in that records it.
let reload: Mock<() => void>
beforeEach(() => {
  reload = vi.fn()
  vi.stubGlobal('location', { ...window.location, href: window.location.href, origin: window.location.origin, pathname: '/', search: '', reload })
  server.use(
    ...adminDashboardHandlers(),
    http.get('/api/v1/superadmin/dashboard', () => HttpResponse.json({ status: false, message: 'not under test' }, { status: 500 })),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/** Starts the app at `path` without waiting for it to settle: a reloading route never settles. */
function startApp(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), queryClient: createQueryClient() })
  render(<RouterProvider router={router} />)
  void router.load()
  return router
}

describe.each([
  ['/admin', 'ADMIN'],
  ['/admin/dashboard', 'ADMIN'],
  ['/superadmin/dashboard', 'SUPERADMIN'],
] as const)('first visit to %s', (path, role) => {
  it('raises the counter to 2 and reloads once, before the dashboard renders', async () => {
    signInConsole(role)
    expect(window.localStorage.getItem('reloadCount')).toBe('1')
    startApp(path)
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(window.localStorage.getItem('reloadCount')).toBe('2')
    // Nothing of the dashboard painted before the reload: that was the blank flash.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument()
  })

  it('reloads once when there is no counter at all', async () => {
    signInConsole(role)
    window.localStorage.removeItem('reloadCount')
    startApp(path)
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(window.localStorage.getItem('reloadCount')).toBe('2')
  })

  it('does not reload again once the counter is 2', async () => {
    signInConsole(role)
    window.localStorage.setItem('reloadCount', '2')
    await renderApp(path)
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(reload).not.toHaveBeenCalled()
    expect(window.localStorage.getItem('reloadCount')).toBe('2')
  })
})

it('does not reload when storage refuses the counter, so it can never loop', async () => {
  signInConsole('ADMIN')
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {})
  await renderApp('/admin/dashboard')
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
  expect(reload).not.toHaveBeenCalled()
  vi.restoreAllMocks()
})
