import { screen, waitFor } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordBodies, server } from '../../../../tests/web/msw'
import { fakeJwt, messageFailure, messageOk, platformDashboardHandler, sessionsHandler } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'
import { fakeClock } from '../../../../tests/web/clock'

const OTP_URL = '/api/v1/superadmin/auth/login/email/otp'
const VERIFY_URL = '/api/v1/superadmin/auth/login/verify'
const CODE_SENT = 'If this email belongs to a super admin, a code has been sent.'

type View = Awaited<ReturnType<typeof renderApp>>

function emailField() {
  return screen.getByRole('textbox', { name: 'Email' })
}

function otpField() {
  return screen.queryByRole('textbox', { name: 'OTP' })
}

/** Types the email into the request step and asks for a code. */
async function askForCode(user: View['user'], email = 'super@str.example') {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email)
  await user.click(screen.getByRole('button', { name: 'Get OTP' }))
}

/** Renders the login, types the email and asks for a code against a server that sends it. */
async function openOtpStep(email = 'super@str.example'): Promise<View> {
  const requested: string[] = []
  server.use(
    http.get(OTP_URL, ({ request }) => {
      requested.push(new URL(request.url).searchParams.get('email') ?? '')
      return messageOk(CODE_SENT)
    }),
  )
  const view = await renderApp('/superadmin/login')
  await askForCode(view.user, email)
  await screen.findByRole('textbox', { name: 'OTP' })
  expect(requested).toEqual([email.trim()])
  return view
}

/**
 * Fakes only the clock, opens the code step and types `code`. The countdown's one-second interval
 * is real and reads the time left from the clock, so jumping the clock from `start` jumps the countdown.
 */
async function openOtpStepOnFakeClock(code: string) {
  const start = fakeClock()
  const view = await openOtpStep()
  await view.user.type(otpField()!, code)
  return { ...view, start }
}

/** Moves the faked clock to the end of the 02:59 countdown and waits for the code step to close. */
async function letCodeExpire(start: number) {
  vi.setSystemTime(start + 179_000)
  // Testing Library's waitFor polls on real timers; vi.waitFor would advance the faked clock on every poll.
  await waitFor(() => expect(otpField()).not.toBeInTheDocument(), { timeout: 2_500 })
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('super admin login: request step', () => {
  it("is titled 'Super Admin' and asks only for the email, with 'Get OTP' disabled until it is typed", async () => {
    const { user } = await renderApp('/superadmin/login')
    expect(await screen.findByRole('heading', { name: 'Super Admin' })).toBeInTheDocument()
    const button = screen.getByRole('button', { name: 'Get OTP' })
    expect(button).toBeDisabled()
    expect(otpField()).not.toBeInTheDocument()
    expect(screen.queryByRole('timer')).not.toBeInTheDocument()
    await user.type(emailField(), 'super@str.example')
    expect(button).toBeEnabled()
  })

  it('says under the email, once it is left, that it is not an email address, and asks for no code', async () => {
    const { user } = await renderApp('/superadmin/login')
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'super@')
    await user.tab()
    expect(emailField()).toHaveAccessibleDescription('Please enter a valid email address.')
    await user.click(screen.getByRole('button', { name: 'Get OTP' }))
    expect(otpField()).not.toBeInTheDocument()
  })

  it("says 'Sending OTP...' and keeps the email still while the request is pending", async () => {
    server.use(http.get(OTP_URL, () => delay('infinite')))
    const { user } = await renderApp('/superadmin/login')
    await askForCode(user)
    expect(await screen.findByRole('button', { name: 'Sending OTP...' })).toBeDisabled()
    expect(emailField()).toHaveAttribute('readonly')
  })

  it("stays on the request step with the server's message when the code cannot be sent", async () => {
    server.use(http.get(OTP_URL, () => messageFailure('Too many requests. Please try again in 420 seconds.', 429)))
    const { user } = await renderApp('/superadmin/login')
    await askForCode(user)
    expect(await screen.findByText('Too many requests. Please try again in 420 seconds.')).toBeInTheDocument()
    expect(otpField()).not.toBeInTheDocument()
    expect(emailField()).not.toHaveAttribute('readonly')
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeEnabled()
  })

  it('falls back to a message of its own when the server cannot be reached', async () => {
    server.use(http.get(OTP_URL, () => HttpResponse.error()))
    const { user } = await renderApp('/superadmin/login')
    await askForCode(user)
    expect(await screen.findByText('Failed to send OTP')).toBeInTheDocument()
    expect(otpField()).not.toBeInTheDocument()
  })
})

describe('super admin login: code step', () => {
  it("opens the OTP field, makes the email read-only, starts the countdown at 02:59 and turns the button into 'Login'", async () => {
    await openOtpStep()
    expect(screen.getByText(CODE_SENT)).toBeInTheDocument()
    expect(emailField()).toHaveAttribute('readonly')
    expect(emailField()).toHaveValue('super@str.example')
    expect(screen.getByRole('timer')).toHaveTextContent('Resend OTP in 02:59')
    expect(screen.queryByRole('button', { name: 'Get OTP' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled()
  })

  it('keeps only digits in the code and enables Login at six of them', async () => {
    const { user } = await openOtpStep()
    await user.type(otpField()!, '12a3-45')
    expect(otpField()).toHaveValue('12345')
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled()
    await user.type(otpField()!, '67')
    expect(otpField()).toHaveValue('123456')
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled()
  })

  it('counts down each second and closes the code step at zero, back to Get OTP with the email editable', async () => {
    const { start } = await openOtpStepOnFakeClock('123')
    const timer = screen.getByRole('timer')
    expect(timer).toHaveTextContent('02:59')

    vi.setSystemTime(start + 1_000)
    await waitFor(() => expect(timer).toHaveTextContent('Resend OTP in 02:58'), { timeout: 2_500 })
    vi.setSystemTime(start + 174_000)
    await waitFor(() => expect(timer).toHaveTextContent('Resend OTP in 00:05'), { timeout: 2_500 })
    expect(otpField()).toBeInTheDocument()

    await letCodeExpire(start)
    expect(screen.queryByRole('timer')).not.toBeInTheDocument()
    expect(emailField()).not.toHaveAttribute('readonly')
    expect(emailField()).toHaveValue('super@str.example')
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeEnabled()
  })

  it('starts a new countdown at 02:59, with an empty code, when the step opens again', async () => {
    const { user, start } = await openOtpStepOnFakeClock('123456')
    await letCodeExpire(start)

    await user.click(screen.getByRole('button', { name: 'Get OTP' }))
    expect(await screen.findByRole('textbox', { name: 'OTP' })).toHaveValue('')
    expect(screen.getByRole('timer')).toHaveTextContent('02:59')
  })

  it("goes back to the request step with 'Change email'", async () => {
    const { user } = await openOtpStep()
    await user.click(screen.getByRole('button', { name: 'Change email' }))
    expect(otpField()).not.toBeInTheDocument()
    expect(emailField()).not.toHaveAttribute('readonly')
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeInTheDocument()
  })

  it('closes the code step with the server message when the code is refused, keeping no session', async () => {
    server.use(http.post(VERIFY_URL, () => messageFailure('Invalid OTP.', 401)))
    const { user, router } = await openOtpStep()
    await user.type(otpField()!, '123456')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Invalid OTP.')).toBeInTheDocument()
    expect(otpField()).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeEnabled()
    expect(emailField()).not.toHaveAttribute('readonly')
    expect(window.localStorage.getItem('accessToken')).toBeNull()
    expect(router.state.location.pathname).toBe('/superadmin/login')
  })

  it("says 'Logging in...' while the code is checked", async () => {
    server.use(http.post(VERIFY_URL, () => delay('infinite')))
    const { user } = await openOtpStep()
    await user.type(otpField()!, '123456')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled()
  })

  it('sends the email the code went to with the code, stores the session and opens the dashboard, reloading it once', async () => {
    const token = fakeJwt({ role: 'SUPERADMIN' })
    const bodies = recordBodies('post', VERIFY_URL, () => HttpResponse.json({ status: true, message: 'Login successful', data: { token } }))
    server.use(platformDashboardHandler())
    const { user } = await openOtpStep('Super@STR.example')
    await user.type(otpField()!, '654321')
    // The dashboard's first visit reloads the page once; jsdom cannot, so a stand-in records it.
    const reload = vi.fn()
    vi.stubGlobal('location', { href: 'http://localhost:3000/superadmin/login', origin: 'http://localhost:3000', pathname: '/superadmin/login', search: '', reload })
    const pushState = vi.spyOn(window.history, 'pushState')
    await user.click(screen.getByRole('button', { name: 'Login' }))

    // Sign-in set the counter to 1; the dashboard's first visit raises it to 2 and reloads before it renders.
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(window.localStorage.getItem('reloadCount')).toBe('2')
    expect(bodies).toEqual([{ email: 'Super@STR.example', otp: '654321' }])
    expect(window.localStorage.getItem('accessToken')).toBe(token)
    expect(window.localStorage.getItem('isLoggedIn')).toBe('true')
    // What reloads is the dashboard: its address was pushed before the reload.
    expect(pushState).toHaveBeenCalledWith(null, '', '/superadmin/dashboard')
    expect(screen.getByText('Login successful')).toBeInTheDocument()
  })
})

describe('super admin login: with the authenticator app', () => {
  const APP_URL = '/api/v1/superadmin/auth/login/authenticator'

  async function openAppStep() {
    const view = await renderApp('/superadmin/login?redirect=%2Fsuperadmin%2Fsecurity')
    await view.user.click(await screen.findByRole('button', { name: 'Use authenticator app' }))
    return view
  }

  it('asks for the email and the app code, sending no email, with Login disabled until both are there', async () => {
    const { user } = await openAppStep()
    const code = screen.getByRole('textbox', { name: /Authentication code/ })
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    expect(code).toHaveAttribute('inputmode', 'numeric')
    expect(screen.queryByRole('button', { name: 'Get OTP' })).not.toBeInTheDocument()
    expect(screen.queryByRole('timer')).not.toBeInTheDocument()
    const login = screen.getByRole('button', { name: 'Login' })
    await user.type(code, '123456')
    expect(login).toBeDisabled()
    await user.type(emailField(), 'super@str.example')
    expect(login).toBeEnabled()
  })

  it('signs in with the email and the code, and goes where the guard was sent from', async () => {
    const token = fakeJwt({ role: 'SUPERADMIN' })
    const bodies = recordBodies('post', APP_URL, () => HttpResponse.json({ status: true, message: 'Login successful', data: { token } }))
    server.use(
      http.get('/api/v1/superadmin/auth/two-factor', () =>
        HttpResponse.json({ status: true, message: 'ok', data: { enabled: true, enabledAt: null, recoveryCodesLeft: 10, companyRequires: false } }),
      ),
      sessionsHandler(undefined, 'superadmin'),
    )
    const { user, router } = await openAppStep()
    await user.type(emailField(), ' super@str.example ')
    await user.type(screen.getByRole('textbox', { name: /Authentication code/ }), '112233')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/superadmin/security'))
    expect(bodies).toEqual([{ email: 'super@str.example', code: '112233' }])
    expect(window.localStorage.getItem('accessToken')).toBe(token)
  })

  it('takes a recovery code too', async () => {
    const bodies = recordBodies('post', APP_URL, () => messageFailure('Invalid code.', 401))
    const { user } = await openAppStep()
    await user.type(emailField(), 'super@str.example')
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }))
    await user.type(screen.getByRole('textbox', { name: /Recovery code/ }), 'abcde-hhkmn')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    await screen.findByText('Invalid code.')
    expect(bodies).toEqual([{ email: 'super@str.example', code: 'abcde-hhkmn' }])
  })

  it('shows why a code was refused and empties it for the next one, keeping the email', async () => {
    server.use(http.post(APP_URL, () => messageFailure('This code has already been used. Wait for the next one.', 401)))
    const { user, router } = await openAppStep()
    await user.type(emailField(), 'super@str.example')
    await user.type(screen.getByRole('textbox', { name: /Authentication code/ }), '112233')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('This code has already been used. Wait for the next one.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Authentication code/ })).toHaveValue(''))
    expect(emailField()).toHaveValue('super@str.example')
    expect(window.localStorage.getItem('accessToken')).toBeNull()
    expect(router.state.location.pathname).toBe('/superadmin/login')
  })

  it("goes back to the emailed code with 'Use an emailed code instead'", async () => {
    const { user } = await openAppStep()
    await user.click(screen.getByRole('button', { name: 'Use an emailed code instead' }))
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /Authentication code/ })).not.toBeInTheDocument()
  })
})
