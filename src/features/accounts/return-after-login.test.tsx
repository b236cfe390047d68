import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../tests/web/msw'
import { fakeJwt, messageFailure, paymentDetailsHandler, profileHandler, settingsHandler, stockHandlers } from '../../../tests/web/factories'
import { renderApp } from '../../../tests/web/render-app'

type View = Awaited<ReturnType<typeof renderApp>>

async function logIn(user: View['user'], button = 'Log in') {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'asha@example.com')
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret@123')
  await user.click(screen.getByRole('button', { name: button }))
}

const memberLogin = () => http.post('/api/v1/user/auth/login', () => HttpResponse.json({ status: true, message: 'Login successful', data: { token: fakeJwt({ role: 'USER' }) } }))

const PAYMENT = '/user/payment?purchaseId=PUR-123456&purchaseAmount=1000'

describe('deep links through sign-in', () => {
  it('takes a signed-out member from a payment link to the login page and back to the same link after signing in', async () => {
    server.use(memberLogin(), profileHandler(), settingsHandler(), paymentDetailsHandler())
    const { user, router } = await renderApp(PAYMENT)
    await screen.findByRole('button', { name: 'Log in' })
    expect(router.state.location.pathname).toBe('/')
    expect(router.state.location.search).toEqual({ redirect: PAYMENT })
    await logIn(user)
    await waitFor(() => expect(router.state.location.href).toBe(PAYMENT))
    expect(await screen.findByText('PUR-123456')).toBeInTheDocument()
  })

  it('takes a signed-out admin from a filtered list to the admin login and back to it', async () => {
    const LIST = '/admin/purchaserequest?tab=history&status=REJECTED'
    server.use(
      http.post('/api/v1/company/auth/login', () => HttpResponse.json({ status: true, message: 'Login successful', data: { token: fakeJwt({ role: 'ADMIN' }) } })),
      http.get('/api/v1/admin/transaction/list', () => HttpResponse.json({ status: true, message: 'ok', data: { records: [], total: 0 } })),
    )
    const { user, router } = await renderApp(LIST)
    await screen.findByRole('button', { name: /log ?in/i })
    expect(router.state.location.pathname).toBe('/admin/login')
    expect(router.state.location.search).toEqual({ redirect: LIST })
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'admin@str.example')
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret@123')
    await user.click(screen.getByRole('button', { name: /log ?in/i }))
    await waitFor(() => expect(router.state.location.href).toBe(LIST))
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('REJECTED')
  })

  it('ignores a destination on another site and goes to the dashboard', async () => {
    server.use(memberLogin(), profileHandler(), ...stockHandlers())
    const { user, router } = await renderApp('/?redirect=https%3A%2F%2Fevil.example%2Fuser')
    await logIn(user)
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'))
  })

  it("says 'Your session has expired' when the server ends the session mid-use, and returns to the page after signing in", async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(
      http.get('/api/v1/user/auth/profile/get', () => messageFailure('Session expired.', 401), { once: true }),
      settingsHandler(),
      paymentDetailsHandler(),
    )
    const { user, router } = await renderApp(PAYMENT)
    expect(await screen.findByText('Your session has expired')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(window.localStorage.getItem('authToken')).toBeNull()
    server.use(memberLogin(), profileHandler())
    await logIn(user)
    await waitFor(() => expect(router.state.location.href).toBe(PAYMENT))
  })
})
