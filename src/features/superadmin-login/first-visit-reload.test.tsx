import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { signInConsole } from '../../../tests/web/factories'
import { renderApp } from '../../../tests/web/render-app'

// jsdom cannot reload a page, so the location the page reads is a stand-in that records it.
let reload: Mock<() => void>
beforeEach(() => {
  reload = vi.fn()
  vi.stubGlobal('location', { href: 'http://localhost:3000/superadmin/dashboard', origin: 'http://localhost:3000', pathname: '/superadmin/dashboard', reload })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('super admin dashboard', () => {
  it('reloads once on the first visit after sign-in and raises the counter to 2', async () => {
    signInConsole('SUPERADMIN')
    expect(window.localStorage.getItem('reloadCount')).toBe('1')
    await renderApp('/superadmin/dashboard')
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(window.localStorage.getItem('reloadCount')).toBe('2')
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload again once the counter is 2', async () => {
    signInConsole('SUPERADMIN')
    window.localStorage.setItem('reloadCount', '2')
    await renderApp('/superadmin/dashboard')
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(window.localStorage.getItem('reloadCount')).toBe('2')
    expect(reload).not.toHaveBeenCalled()
  })

  it('shows the dashboard at /superadmin, its index, with the menu of the area', async () => {
    signInConsole('SUPERADMIN')
    window.localStorage.setItem('reloadCount', '2')
    const { router } = await renderApp('/superadmin')
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/superadmin/dashboard')
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('data-active')
    for (const name of ['Company Manage', 'Transaction Manage', 'Beneficiary Manage']) {
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('data-active')
    }
  })
})
