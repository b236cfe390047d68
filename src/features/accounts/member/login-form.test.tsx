import { screen, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { recordBodies, server } from '../../../../tests/web/msw'
import { fakeJwt, messageOk, profileHandler, stockHandlers } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'

const LOGIN_URL = '/api/v1/user/auth/login'

/** Types the email and password in and presses Log in. */
async function logIn(user: Awaited<ReturnType<typeof renderApp>>['user'], email = 'asha@example.com', password = 'Secret@123') {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email)
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password)
  await user.click(screen.getByRole('button', { name: 'Log in' }))
}

describe('member login at /', () => {
  it('keeps Log in disabled until both fields are filled, and links to recovery and registration', async () => {
    const { user } = await renderApp('/')
    const button = await screen.findByRole('button', { name: 'Log in' })
    expect(button).toBeDisabled()
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com')
    expect(button).toBeDisabled()
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'x')
    expect(button).toBeEnabled()
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/fogot-password')
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register')
  })

  it('shows and hides the password', async () => {
    const { user } = await renderApp('/')
    const password = await screen.findByLabelText(/^Password/, { selector: 'input' })
    expect(password).toHaveAttribute('type', 'password')
    // Mantine's visibility toggle is a button inside the password field.
    const field = password.closest('.mantine-PasswordInput-root') as HTMLElement
    await user.click(within(field).getByRole('button', { hidden: true }))
    expect(password).toHaveAttribute('type', 'text')
  })

  it('reaches the show-password toggle with Tab and shows the password with Enter or Space', async () => {
    const { user } = await renderApp('/')
    const password = await screen.findByLabelText(/^Password/, { selector: 'input' })
    await user.type(password, 'Secret@123')
    await user.tab()
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(toggle).toHaveFocus()
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.keyboard('{Enter}')
    expect(password).toHaveAttribute('type', 'text')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await user.keyboard(' ')
    expect(password).toHaveAttribute('type', 'password')
  })

  it('says under the email, once it is left, that it is not an email address, and clears that as it is fixed', async () => {
    const { user } = await renderApp('/')
    const email = await screen.findByRole('textbox', { name: 'Email' })
    await user.type(email, 'asha@')
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument()
    await user.tab()
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    await user.type(email, 'example.com')
    expect(email).not.toHaveAccessibleDescription()
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument()
  })

  it('does not send a malformed email: the error shows under the field on submit', async () => {
    const bodies = recordBodies('post', LOGIN_URL, () => HttpResponse.json({ status: false, message: 'Invalid email or password' }, { status: 401 }))
    const { user } = await renderApp('/')
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'asha')
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret@123{Enter}')
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid email address.')
    expect(bodies).toEqual([])
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled()
  })

  it('says "Logging in..." and stays disabled while the request is pending', async () => {
    server.use(http.post(LOGIN_URL, () => delay('infinite')))
    const { user } = await renderApp('/')
    await logIn(user)
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled()
  })

  it('sends the built-in company id with the email as user, stores the token and opens the dashboard', async () => {
    const token = fakeJwt({ role: 'USER' })
    const bodies = recordBodies('post', LOGIN_URL, () => HttpResponse.json({ status: true, message: 'Login successful', data: { token } }))
    server.use(profileHandler(), ...stockHandlers())
    const { user, router } = await renderApp('/')
    await logIn(user)

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/user/dashboard')
    expect(window.localStorage.getItem('authToken')).toBe(token)
    expect(bodies).toEqual([{ companyId: '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68', user: 'asha@example.com', password: 'Secret@123' }])
  })

  it('carries the language chosen on the login page into the account, instead of the account switching the screen back', async () => {
    const token = fakeJwt({ role: 'USER' })
    server.use(
      http.post(LOGIN_URL, () => HttpResponse.json({ status: true, message: 'Login successful', data: { token } })),
      profileHandler(),
      ...stockHandlers(),
    )
    const saved = recordBodies('put', '/api/v1/user/auth/profile/language', () => messageOk('Language updated'))
    const { user } = await renderApp('/')
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'हिन्दी')
    await user.type(await screen.findByRole('textbox', { name: 'ईमेल' }), 'asha@example.com')
    await user.type(screen.getByLabelText(/^पासवर्ड/, { selector: 'input' }), 'Secret@123')
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }))

    expect(await screen.findByRole('link', { name: 'डैशबोर्ड' })).toBeInTheDocument()
    await vi.waitFor(() => expect(saved).toEqual([{ language: 'hi' }]))
    expect(document.documentElement.lang).toBe('hi')
  })

  it("shows the server's message as an error toast and stays on the page", async () => {
    server.use(http.post(LOGIN_URL, () => HttpResponse.json({ status: false, message: 'Invalid email or password' }, { status: 401 })))
    const { user, router } = await renderApp('/')
    await logIn(user)

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(window.localStorage.getItem('authToken')).toBeNull()
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled()
  })

  it('shows one toast per item of a list message', async () => {
    server.use(http.post(LOGIN_URL, () => HttpResponse.json({ status: false, message: ['user must be an email', 'password is required'] }, { status: 400 })))
    const { user } = await renderApp('/')
    await logIn(user)

    const first = await screen.findByText('user must be an email')
    const second = screen.getByText('password is required')
    expect(first.closest('.mantine-Notification-root')).not.toBe(second.closest('.mantine-Notification-root'))
  })

  it("falls back to 'Failed to login a user' when the server gives no message", async () => {
    server.use(http.post(LOGIN_URL, () => HttpResponse.error()))
    const { user } = await renderApp('/')
    await logIn(user)

    expect(await screen.findByText('Failed to login a user')).toBeInTheDocument()
  })
})
