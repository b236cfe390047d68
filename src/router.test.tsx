import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryHistory } from '@tanstack/react-router'
import { createAppRouter, opensInShell } from '@/router'
import { server } from '../tests/web/msw'
import { http, HttpResponse } from 'msw'
import { adminDashboardHandlers, companiesHandler, fakeJwt, platformDashboardHandler, profileHandler, sessionsHandler, signInConsole, stockHandlers } from '../tests/web/factories'
import { renderApp } from '../tests/web/render-app'

/**
 * A console session that has already had its first-visit reload, with the data the real screens
 * behind the guards ask for: these tests are about routing, not about those screens.
 */
function enterConsole(role: 'ADMIN' | 'SUPERADMIN') {
  signInConsole(role)
  window.localStorage.setItem('reloadCount', '2')
  server.use(
    ...adminDashboardHandlers(),
    companiesHandler(),
    http.get('/api/v1/admin/auth/list', () => HttpResponse.json({ status: true, message: 'Users fetched successfully', data: { records: [], total: 0 } })),
  )
}

function pathnameOf(router: Awaited<ReturnType<typeof renderApp>>['router']) {
  return router.state.location.pathname
}

/** `url` answered with a refusal of the session (401), held back until `release` is called. */
function heldRefusal(url: string) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const handler = http.get(url, async () => {
    await held
    return HttpResponse.json({ status: false, code: 'SESSION_EXPIRED', message: 'Session expired' }, { status: 401 })
  })
  return { handler, release }
}

/** Goes to `elsewhere` just after the app sets off for `login`: a tap while that navigation is on its way. */
function tapOnTheWay(router: Awaited<ReturnType<typeof renderApp>>['router'], login: string, elsewhere: '/user/payment-history' | '/admin/dashboard') {
  const navigate = router.navigate.bind(router)
  const tap: { done?: Promise<void> } = {}
  router.navigate = (options) => {
    const going = navigate(options)
    if (options.to === login && !tap.done) tap.done = navigate({ to: elsewhere })
    return going
  }
  return tap
}

describe('a refused session', () => {
  it.each([
    {
      who: 'a member',
      signIn: () => window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' })),
      handlers: stockHandlers(),
      refusedUrl: '/api/v1/user/auth/profile/get',
      page: '/user/dashboard',
      login: '/',
      elsewhere: '/user/payment-history',
    },
    {
      who: 'an admin',
      signIn: () => enterConsole('ADMIN'),
      handlers: [],
      refusedUrl: '/api/v1/admin/auth/list',
      page: '/admin/usermanage',
      login: '/admin/login',
      elsewhere: '/admin/dashboard',
    },
  ] as const)('tells $who so, also when they step elsewhere before the login page is shown', async ({ signIn, handlers, refusedUrl, page, login, elsewhere }) => {
    signIn()
    const refusal = heldRefusal(refusedUrl)
    server.use(...handlers, refusal.handler)
    const { router } = await renderApp(page)
    const tap = tapOnTheWay(router, login, elsewhere)
    refusal.release()
    expect(await screen.findByText('Your session has expired')).toBeInTheDocument()
    expect(tap.done).toBeDefined()
    await tap.done
    expect(pathnameOf(router)).toBe(login)
    expect(router.state.location.search).toMatchObject({ expired: '1' })
    expect(screen.getByText('Your session has expired')).toBeInTheDocument()
  })
})

describe('member guard', () => {
  it('sends a visitor without authToken from a /user page to /, replacing the entry', async () => {
    const { router } = await renderApp('/user/payment-history')
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument()
    expect(pathnameOf(router)).toBe('/')
    expect(router.history.length).toBe(1)
  })

  it.each(['/', '/register'])('sends a signed-in member from %s to the dashboard', async (path) => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(profileHandler(), ...stockHandlers())
    const { router } = await renderApp(path)
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(pathnameOf(router)).toBe('/user/dashboard')
    // The default table is not spelt out: the address stays /user/dashboard, as bookmarked.
    expect(router.state.location.searchStr).toBe('')
    expect(router.history.length).toBe(1)
  })

  it('lets a member with a token into the user area and shows their Member ID', async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(profileHandler(), sessionsHandler())
    const { router } = await renderApp('/user/profile')
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument()
    expect(await screen.findByText('ID: STR1024')).toBeInTheDocument()
    expect(screen.getByText('Asha Verma')).toBeInTheDocument()
    expect(pathnameOf(router)).toBe('/user/profile')
  })
})

describe('admin guard', () => {
  it('sends a visitor without an admin session to /admin/login', async () => {
    const { router } = await renderApp('/admin/usermanage')
    expect(await screen.findByText('PRE-LAUNCH PROGRAM')).toBeInTheDocument()
    expect(pathnameOf(router)).toBe('/admin/login')
  })

  it('does not let a super admin token into the admin area', async () => {
    signInConsole('SUPERADMIN')
    const { router } = await renderApp('/admin')
    await screen.findByText('PRE-LAUNCH PROGRAM')
    expect(pathnameOf(router)).toBe('/admin/login')
  })

  it('needs the logged-in flag as well as the token', async () => {
    signInConsole('ADMIN')
    window.localStorage.removeItem('isLoggedIn')
    const { router } = await renderApp('/admin/beneficiary')
    await screen.findByText('PRE-LAUNCH PROGRAM')
    expect(pathnameOf(router)).toBe('/admin/login')
  })

  it('treats an expired token as signed out', async () => {
    signInConsole('ADMIN', { exp: Math.floor(Date.now() / 1000) - 60 })
    const { router } = await renderApp('/admin')
    await screen.findByText('PRE-LAUNCH PROGRAM')
    expect(pathnameOf(router)).toBe('/admin/login')
  })

  it('tells an admin whose session ran out so on /admin/login, with the page to return to', async () => {
    signInConsole('ADMIN', { exp: Math.floor(Date.now() / 1000) - 60 })
    const { router } = await renderApp('/admin/usermanage')
    expect(await screen.findByText('Your session has expired')).toBeInTheDocument()
    expect(pathnameOf(router)).toBe('/admin/login')
    expect(router.state.location.search).toEqual({ redirect: '/admin/usermanage', expired: '1' })
  })

  it('says nothing about an expired session to a visitor who was not signed in', async () => {
    const { router } = await renderApp('/admin/usermanage')
    await screen.findByText('PRE-LAUNCH PROGRAM')
    expect(router.state.location.search).toEqual({ redirect: '/admin/usermanage' })
    expect(screen.queryByText('Your session has expired')).toBeNull()
  })

  it('lets an admin in, at /admin and at /admin/dashboard', async () => {
    enterConsole('ADMIN')
    const { router } = await renderApp('/admin/dashboard')
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'User Manage' })).toBeInTheDocument()
    expect(pathnameOf(router)).toBe('/admin/dashboard')
  })
  it('sends an admin whose session the server refuses to /admin/login, saying so, with the page to return to', async () => {
    enterConsole('ADMIN')
    server.use(http.get('/api/v1/admin/auth/list', () => HttpResponse.json({ status: false, message: 'Session expired' }, { status: 401 })))
    const { router } = await renderApp('/admin/usermanage')
    expect(await screen.findByText('Your session has expired')).toBeInTheDocument()
    expect(pathnameOf(router)).toBe('/admin/login')
    expect(router.state.location.search).toEqual({ redirect: '/admin/usermanage', expired: '1' })
    expect(window.localStorage.getItem('accessToken')).toBeNull()
  })
})

describe('super admin guard', () => {
  it('sends a visitor without a session to /superadmin/login', async () => {
    const { router } = await renderApp('/superadmin')
    expect(await screen.findByRole('heading', { name: 'Super Admin' })).toBeInTheDocument()
    expect(pathnameOf(router)).toBe('/superadmin/login')
  })

  it('does not let an admin token into the super admin area', async () => {
    signInConsole('ADMIN')
    const { router } = await renderApp('/superadmin/companymanage')
    await screen.findByRole('heading', { name: 'Super Admin' })
    expect(pathnameOf(router)).toBe('/superadmin/login')
  })

  it('tells a super admin whose session ran out so on /superadmin/login', async () => {
    signInConsole('SUPERADMIN', { exp: Math.floor(Date.now() / 1000) - 60 })
    const { router } = await renderApp('/superadmin/companymanage')
    expect(await screen.findByText('Your session has expired')).toBeInTheDocument()
    expect(pathnameOf(router)).toBe('/superadmin/login')
    expect(router.state.location.search).toEqual({ redirect: '/superadmin/companymanage', expired: '1' })
  })

  it('lets a super admin in', async () => {
    enterConsole('SUPERADMIN')
    const { router } = await renderApp('/superadmin/companymanage')
    expect(await screen.findByRole('heading', { name: 'Manage Company' })).toBeInTheDocument()
    expect(pathnameOf(router)).toBe('/superadmin/companymanage')
  })
})

describe('logout routes', () => {
  it('/admin/logout clears the console session, tells the server and lands on /admin/login', async () => {
    signInConsole('ADMIN')
    const token = window.localStorage.getItem('accessToken')
    const { http, HttpResponse } = await import('msw')
    const seen: (string | null)[] = []
    server.use(
      http.post('/api/v1/company/auth/logout', ({ request }) => {
        seen.push(request.headers.get('Authorization'))
        return HttpResponse.json({ status: true, message: 'Logged out successfully', data: null })
      }),
    )
    const { router } = await renderApp('/admin/logout')
    await screen.findByText('PRE-LAUNCH PROGRAM')
    expect(pathnameOf(router)).toBe('/admin/login')
    expect(window.localStorage.getItem('accessToken')).toBeNull()
    expect(window.localStorage.getItem('isLoggedIn')).toBeNull()
    expect(window.localStorage.getItem('reloadCount')).toBeNull()
    await vi.waitFor(() => expect(seen).toEqual([token]))
  })

  it('/superadmin/logout still signs out when the server call fails', async () => {
    signInConsole('SUPERADMIN')
    const { http, HttpResponse } = await import('msw')
    server.use(http.post('/api/v1/superadmin/auth/logout', () => HttpResponse.error()))
    const { router } = await renderApp('/superadmin/logout')
    await screen.findByRole('heading', { name: 'Super Admin' })
    expect(pathnameOf(router)).toBe('/superadmin/login')
    expect(window.localStorage.getItem('accessToken')).toBeNull()
  })
})

describe('error and not-found screens', () => {
  it('shows the not-found page with a link home for an unknown path', async () => {
    await renderApp('/no-such-page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })
})

describe('document head', () => {
  it('titles the login page after the selected token with the Login suffix and uses its icon', async () => {
    await renderApp('/')
    await screen.findByRole('button', { name: 'Log in' })
    await vi.waitFor(() => expect(document.title).toBe('STR Token Pre-Launch | Login'))
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toMatch(/str\.svg/)
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Star Token/)
  })
})

describe('menus', () => {
  it('marks only the current page in the admin menu', async () => {
    enterConsole('ADMIN')
    await renderApp('/admin/usermanage')
    await screen.findByRole('heading', { name: 'Manage User' })
    expect(screen.getByRole('link', { name: 'User Manage' })).toHaveAttribute('data-active')
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('data-active')
  })

  it('marks Dashboard at /admin/dashboard too', async () => {
    enterConsole('ADMIN')
    await renderApp('/admin/dashboard')
    await screen.findByRole('heading', { name: 'Dashboard' })
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('data-active')
  })

  it('lists the super admin menu', async () => {
    enterConsole('SUPERADMIN')
    server.use(platformDashboardHandler())
    await renderApp('/superadmin')
    await screen.findByRole('heading', { name: 'Dashboard' })
    for (const name of ['Dashboard', 'Company Manage', 'Transaction Manage', 'Beneficiary Manage']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument()
    }
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument()
  })
})

describe('first screen', () => {
  const at = (path: string) => opensInShell(createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) }))

  it('knows the pages that open inside a signed-in shell, which main.tsx renders as a transition', () => {
    for (const path of ['/user/dashboard', '/user/payment-history', '/admin', '/admin/usermanage', '/superadmin/dashboard']) expect(at(path), path).toBe(true)
    for (const path of ['/', '/register', '/admin/login', '/superadmin/login', '/privacy-policy', '/no-such-page']) expect(at(path), path).toBe(false)
  })
})
