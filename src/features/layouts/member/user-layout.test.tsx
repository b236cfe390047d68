import { screen, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { recordBodies, server } from '../../../../tests/web/msw'
import { buildProfile, fakeJwt, messageOk, priceHandler, profileHandler, SESSIONS_URLS, stockHandlers, transactionsHandler } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'

type Router = Awaited<ReturnType<typeof renderApp>>['router']

/** The member is signed out: on the login page at /, with no token kept. */
async function expectSignedOut(router: Router) {
  expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/')
  expect(window.localStorage.getItem('authToken')).toBeNull()
}

/** Opens the dashboard, presses Logout and expects to be signed out. */
async function logOutFromDashboard() {
  const { user, router } = await renderApp('/user/dashboard')
  await screen.findByText('ID: STR1024')
  await user.click(screen.getByRole('button', { name: 'Logout' }))
  await expectSignedOut(router)
}

describe('user layout: the language', () => {
  it("opens in the member's own language from the profile, whatever this browser chose before", async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    window.localStorage.setItem('language', 'en')
    server.use(profileHandler(buildProfile({ language: 'hi' })), transactionsHandler())
    await renderApp('/user/payment-history')
    expect(await screen.findByRole('link', { name: 'डैशबोर्ड' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('hi')
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi')
  })

  it("keeps the header switch's choice on the account, so the member's email and SMS follow it", async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(profileHandler(), transactionsHandler())
    const saved = recordBodies('put', '/api/v1/user/auth/profile/language', () => messageOk('Language updated'))
    const { user } = await renderApp('/user/payment-history')
    await screen.findByText('ID: STR1024')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी')
    expect(await screen.findByRole('link', { name: 'डैशबोर्ड' })).toBeInTheDocument()
    await vi.waitFor(() => expect(saved).toEqual([{ language: 'hi' }]))
  })

  it('says so when the choice could not be kept on the account, and keeps the screen in the language chosen', async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(profileHandler(), transactionsHandler())
    server.use(http.put('/api/v1/user/auth/profile/language', () => HttpResponse.json({ status: false }, { status: 503 })))
    const { user } = await renderApp('/user/payment-history')
    await screen.findByText('ID: STR1024')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी')
    expect(await screen.findByText('आपकी भाषा की पसंद सेव नहीं हो सकी।')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'डैशबोर्ड' })).toBeInTheDocument()
  })

  it("words the tab's title in the language chosen, also after a switch on the page", async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(profileHandler(), transactionsHandler())
    server.use(http.put('/api/v1/user/auth/profile/language', () => messageOk('Language updated')))
    const { user } = await renderApp('/user/payment-history')
    await screen.findByText('ID: STR1024')
    await vi.waitFor(() => expect(document.title).toMatch(/\| Payment Transaction History$/))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी')
    await vi.waitFor(() => expect(document.title).toMatch(/\| भुगतान लेन-देन इतिहास$/))
  })
})

describe('user layout', () => {
  it('shows a skeleton while the profile loads', async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(
      http.get('/api/v1/user/auth/profile/get', () => delay('infinite')),
      priceHandler(),
    )
    await renderApp('/user/buy-token')
    expect(await screen.findByRole('heading', { name: 'Buy Token' })).toBeInTheDocument()
    expect(screen.getByLabelText('Loading profile')).toBeInTheDocument()
  })

  it('links every member page', async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(profileHandler(), transactionsHandler())
    await renderApp('/user/payment-history')
    await screen.findByRole('heading', { name: 'Payment History' })
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/user/dashboard')
    expect(screen.getByRole('link', { name: 'Buy Token' })).toHaveAttribute('href', '/user/buy-token')
    expect(screen.getByRole('link', { name: 'Payment History' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/user/profile')
  })

  it('logs out: forgets the token, tells the server and goes to /', async () => {
    const token = fakeJwt({ role: 'USER' })
    window.localStorage.setItem('authToken', token)
    const seen: (string | null)[] = []
    server.use(
      profileHandler(),
      ...stockHandlers(),
      http.post('/api/v1/user/auth/logout', ({ request }) => {
        seen.push(request.headers.get('Authorization'))
        return HttpResponse.json({ status: true, message: 'Logged out successfully', data: null })
      }),
    )
    await logOutFromDashboard()
    await vi.waitFor(() => expect(seen).toEqual([token]))
  })

  it('logs out even when the server cannot be told', async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    let told = false
    server.use(
      profileHandler(),
      ...stockHandlers(),
      http.post('/api/v1/user/auth/logout', () => {
        told = true
        return HttpResponse.error()
      }),
    )
    await logOutFromDashboard()
    await vi.waitFor(() => expect(told).toBe(true))
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument()
  })

  it('sends the member to / when the server refuses their token', async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    // A dead session is refused on every call: the profile, and the page's list of sessions.
    const refused = () => HttpResponse.json({ status: false, message: 'Session expired' }, { status: 401 })
    server.use(http.get('/api/v1/user/auth/profile/get', refused), http.get(SESSIONS_URLS.member, refused))
    const { router } = await renderApp('/user/profile')
    await expectSignedOut(router)
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument()
  })

  it('collapses the sidebar to icons on a wide screen', async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(profileHandler(), ...stockHandlers())
    const { user } = await renderApp('/user/dashboard')
    await screen.findByText('ID: STR1024')
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }))
    expect(screen.queryByText('ID: STR1024')).not.toBeInTheDocument()
    // Icons alone on the rail: each still names itself on hover (the browser's title), and to a screen reader.
    const menu = screen.getByRole('navigation', { name: 'Main menu' })
    expect(within(menu).getByRole('link', { name: 'Buy Token' })).toHaveAttribute('title', 'Buy Token')
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('title', 'Expand sidebar')
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }))
    expect(within(menu).getByRole('link', { name: 'Buy Token' })).not.toHaveAttribute('title')
    expect(screen.getByText('ID: STR1024')).toBeInTheDocument()
  })
})

describe('user layout: a member not verified yet', () => {
  function open(profile = buildProfile({ isApproved: false, dateOfBirth: null, kycDocumentNumber: null })) {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(profileHandler(profile), transactionsHandler())
    return renderApp('/user/payment-history')
  }

  it('says what verification is, that buying does not wait for it, and asks for the missing details with a link to the profile', async () => {
    await open()
    const notice = await screen.findByRole('region', { name: 'Your account is not verified yet' })
    expect(notice).toHaveTextContent("Your company's admin checks the details you registered with")
    expect(notice).toHaveTextContent('You can buy tokens meanwhile')
    expect(notice).toHaveTextContent('Add your date of birth and Aadhaar number so the admin can verify you:')
    expect(within(notice).getByRole('link', { name: 'complete your profile' })).toHaveAttribute('href', '/user/profile')
  })

  it('asks only for the Aadhaar number when the date of birth is there', async () => {
    await open(buildProfile({ isApproved: false, dateOfBirth: '1994-03-12', kycDocumentNumber: null }))
    const notice = await screen.findByRole('region', { name: 'Your account is not verified yet' })
    expect(notice).toHaveTextContent('Add your Aadhaar number so the admin can verify you: complete your profile')
  })

  it('only asks to wait once the details are complete', async () => {
    await open(buildProfile({ isApproved: false, dateOfBirth: '1994-03-12', kycDocumentNumber: 'XXXXXXXX1234' }))
    const notice = await screen.findByRole('region', { name: 'Your account is not verified yet' })
    expect(notice).toHaveTextContent('Your details are complete: there is nothing more to do')
    expect(within(notice).queryByRole('link')).not.toBeInTheDocument()
  })

  it('shows nothing to a verified member', async () => {
    await open(buildProfile({ isApproved: true }))
    await screen.findByText('ID: STR1024')
    expect(screen.queryByRole('region', { name: 'Your account is not verified yet' })).not.toBeInTheDocument()
  })

  it('says it in Hindi', async () => {
    await open(buildProfile({ isApproved: false, language: 'hi', dateOfBirth: null, kycDocumentNumber: null }))
    const notice = await screen.findByRole('region', { name: 'आपका खाता अभी सत्यापित नहीं हुआ है' }, { timeout: 5000 })
    expect(notice).toHaveTextContent('आप टोकन खरीद सकते हैं')
    expect(notice).toHaveTextContent('अपनी जन्म तिथि और Aadhaar नंबर जोड़ें')
    expect(within(notice).getByRole('link', { name: 'अपनी प्रोफ़ाइल पूरी करें' })).toHaveAttribute('href', '/user/profile')
  })
})
