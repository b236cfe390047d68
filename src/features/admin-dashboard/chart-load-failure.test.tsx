import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectConsoleError } from '../../../tests/web/console-errors'
import { adminDashboardHandlers, signInConsole } from '../../../tests/web/factories'
import { server } from '../../../tests/web/msw'
import { renderApp } from '../../../tests/web/render-app'

// The chart library's chunk does not arrive (a flaky network, a deploy in between).
vi.mock('@/features/admin-dashboard/chart-svgs', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, href: window.location.href, origin: window.location.origin, pathname: '/admin', reload: vi.fn() })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('admin dashboard when the charts cannot load', () => {
  it('keeps every figure, title and legend on screen and leaves only the charts out', async () => {
    expectConsoleError(/error boundary you provided, KeepOnFailure/)
    signInConsole('ADMIN')
    window.localStorage.setItem('reloadCount', '2')
    server.use(...adminDashboardHandlers())
    await renderApp('/admin')
    const users = await screen.findByRole('region', { name: 'Users' })
    await waitFor(() => expect(within(users).getByText('Active User').nextElementSibling?.textContent).not.toBe('--'))
    const pie = screen.getByRole('region', { name: 'Token Supply Distribution' })
    await waitFor(() => expect(within(pie).getAllByRole('listitem')).toHaveLength(7))
    expect(screen.getByRole('region', { name: 'Referral Supply' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Total Collection Method Wise' })).toBeInTheDocument()
    // The failure has happened (React reports what the chart boxes caught), and no chart is drawn.
    await waitFor(() => expect(console.error).toHaveBeenCalled())
    expect(screen.queryByRole('img', { name: /chart$/ })).toBeNull()
    expect(screen.queryByText(/something went wrong/i)).toBeNull()
  })
})
