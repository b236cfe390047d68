import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { recordBodies, server } from '../../../../tests/web/msw'
import { buildRecoveryCodes, buildTwoFactorStatus, CHALLENGE, fakeJwt, messageFailure, sessionsHandler, TOTP_SETUP } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'

const LOGIN_URL = '/api/v1/company/auth/login'
const CODE_URL = '/api/v1/company/auth/login/two-factor'
const SETUP_URL = '/api/v1/company/auth/login/two-factor/setup'
const ENABLE_URL = '/api/v1/company/auth/login/two-factor/enable'
// Signing in returns to this page rather than the dashboard, whose first visit reloads the page.
const BACK_TO = '/admin/security'

type View = Awaited<ReturnType<typeof renderApp>>

function challengeAnswer(twoFactor: 'VERIFY' | 'ENROL', expiresInSeconds = 300) {
  return http.post(LOGIN_URL, () =>
    HttpResponse.json({ status: true, message: 'Enter the code from your authenticator app.', data: { twoFactor, challenge: CHALLENGE, expiresInSeconds } }),
  )
}

/** The page signing in returns to: the Security page, with its second factor and its sessions. */
function securityPage() {
  return [
    http.get('/api/v1/company/auth/two-factor', () => HttpResponse.json({ status: true, message: 'ok', data: buildTwoFactorStatus({ enabled: true, recoveryCodesLeft: 10 }) })),
    sessionsHandler(undefined, 'admin'),
  ]
}

function codeField() {
  return screen.queryByRole('textbox', { name: /Authentication code/ })
}

/** Opens the admin login, types the email and password and presses Login. */
async function passwordStep(): Promise<View> {
  const view = await renderApp(`/admin/login?redirect=${encodeURIComponent(BACK_TO)}`)
  await view.user.type(await screen.findByRole('textbox', { name: 'Email' }), 'admin@str.example')
  await view.user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Admin@2026!')
  await view.user.click(screen.getByRole('button', { name: 'Login' }))
  return view
}

describe('admin login: the authenticator code after the password', () => {
  it('asks for the code once the password is right, with no session yet, and a field a phone fills from its code', async () => {
    server.use(challengeAnswer('VERIFY'))
    const { router } = await passwordStep()
    const field = await screen.findByRole('textbox', { name: /Authentication code/ })
    expect(field).toHaveAttribute('autocomplete', 'one-time-code')
    expect(field).toHaveAttribute('inputmode', 'numeric')
    expect(field).toHaveFocus()
    expect(screen.queryByLabelText(/^Password/, { selector: 'input' })).not.toBeInTheDocument()
    expect(window.localStorage.getItem('accessToken')).toBeNull()
    expect(router.state.location.pathname).toBe('/admin/login')
  })

  it('keeps Verify disabled until six digits, sends them with the challenge, then keeps the session and goes on', async () => {
    server.use(challengeAnswer('VERIFY'), ...securityPage())
    const token = fakeJwt({ role: 'ADMIN' })
    const bodies = recordBodies('post', CODE_URL, () => HttpResponse.json({ status: true, message: 'Login successful', data: { token } }))
    const { user, router } = await passwordStep()
    const field = await screen.findByRole('textbox', { name: /Authentication code/ })
    await user.type(field, '12 34-5')
    expect(field).toHaveValue('12345')
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled()
    await user.type(field, '6')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(BACK_TO))
    expect(bodies).toEqual([{ challenge: CHALLENGE, code: '123456' }])
    expect(window.localStorage.getItem('accessToken')).toBe(token)
  })

  it("says 'Verifying...' while the code is checked", async () => {
    server.use(
      challengeAnswer('VERIFY'),
      http.post(CODE_URL, () => delay('infinite')),
    )
    const { user } = await passwordStep()
    await user.type(await screen.findByRole('textbox', { name: /Authentication code/ }), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled()
  })

  it('shows why a code was refused, empties the field for the next code and keeps no session', async () => {
    server.use(
      challengeAnswer('VERIFY'),
      http.post(CODE_URL, () => messageFailure('This code has already been used. Wait for the next one.', 401)),
    )
    const { user, router } = await passwordStep()
    await user.type(await screen.findByRole('textbox', { name: /Authentication code/ }), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('This code has already been used. Wait for the next one.')).toBeInTheDocument()
    await waitFor(() => expect(codeField()).toHaveValue(''))
    expect(window.localStorage.getItem('accessToken')).toBeNull()
    expect(router.state.location.pathname).toBe('/admin/login')
  })

  it('takes a recovery code instead, in lower case and without spaces, on a keyboard with letters', async () => {
    server.use(challengeAnswer('VERIFY'), ...securityPage())
    const bodies = recordBodies('post', CODE_URL, () => HttpResponse.json({ status: true, message: 'Login successful', data: { token: fakeJwt({ role: 'ADMIN' }) } }))
    const { user, router } = await passwordStep()
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }))
    const field = screen.getByRole('textbox', { name: /Recovery code/ })
    expect(field).not.toHaveAttribute('inputmode', 'numeric')
    await user.type(field, 'ABCDE - HHKMN')
    expect(field).toHaveValue('abcde-hhkmn')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(BACK_TO))
    expect(bodies).toEqual([{ challenge: CHALLENGE, code: 'abcde-hhkmn' }])
  })

  it('goes back to the email and password on request, keeping the email and not the password', async () => {
    server.use(challengeAnswer('VERIFY'))
    const { user } = await passwordStep()
    await user.click(await screen.findByRole('button', { name: 'Back to email and password' }))
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('admin@str.example')
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('')
    expect(codeField()).not.toBeInTheDocument()
  })

  it('goes back to the password, saying why, when the challenge runs out', async () => {
    server.use(challengeAnswer('VERIFY', 1))
    await passwordStep()
    await screen.findByRole('textbox', { name: /Authentication code/ })
    expect(await screen.findByText('The sign-in took too long. Please enter your password again.', {}, { timeout: 3_000 })).toBeInTheDocument()
    expect(codeField()).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument()
  })
})

describe('admin login: the password field', () => {
  it('reaches its show-password toggle with Tab, named in Hindi on a Hindi page', async () => {
    window.localStorage.setItem('language', 'hi')
    const { user } = await renderApp('/admin/login')
    await screen.findByRole('textbox', { name: 'ईमेल' }, { timeout: 5_000 })
    const password = screen.getByLabelText(/^पासवर्ड/, { selector: 'input' })
    await user.type(password, 'Admin@2026!')
    await user.tab()
    expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(password).toHaveAttribute('type', 'text')
  })
})

describe('admin login: enrolling when the company requires two-factor sign-in', () => {
  it('speaks Hindi on a Hindi login page: the instructions, the confirm button, the recovery codes warning', async () => {
    window.localStorage.setItem('language', 'hi')
    server.use(challengeAnswer('ENROL'))
    server.use(
      http.post(SETUP_URL, () => HttpResponse.json({ status: true, message: 'ok', data: TOTP_SETUP })),
      http.post(ENABLE_URL, () => HttpResponse.json({ status: true, message: 'ok', data: { token: fakeJwt({ role: 'ADMIN' }), recoveryCodes: buildRecoveryCodes() } })),
    )
    const { user } = await renderApp(`/admin/login?redirect=${encodeURIComponent(BACK_TO)}`)
    await user.type(await screen.findByRole('textbox', { name: 'ईमेल' }, { timeout: 5_000 }), 'admin@str.example')
    await user.type(screen.getByLabelText(/^पासवर्ड/, { selector: 'input' }), 'Admin@2026!')
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }))

    expect(await screen.findByText('आपकी कंपनी में टू-फ़ैक्टर साइन-इन ज़रूरी है। आगे बढ़ने के लिए ऑथेंटिकेटर ऐप सेट करें।')).toBeInTheDocument()
    expect(await screen.findByText(/से यह QR कोड स्कैन करें, फिर ऐप में दिख रहा कोड डालें।/)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'आपके ऑथेंटिकेटर ऐप के लिए QR कोड' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'सेटअप कुंजी' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'ईमेल और पासवर्ड पर वापस जाएँ' })).toBeInTheDocument()
    const confirm = screen.getByRole('button', { name: 'चालू करें और साइन इन करें' })
    expect(confirm).toBeDisabled()
    await user.type(screen.getByRole('textbox', { name: /ऐप में दिख रहा कोड/ }), '654321')
    await user.click(confirm)

    expect(await screen.findByText('ये कोड अभी सहेज लें')).toBeInTheDocument()
    expect(screen.getByText(/इन्हें इस डिवाइस से अलग किसी सुरक्षित जगह रखें।/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'डैशबोर्ड पर जाएँ' })).toBeInTheDocument()
  })

  function enrolApi(token = fakeJwt({ role: 'ADMIN' })) {
    const setups = recordBodies('post', SETUP_URL, () => HttpResponse.json({ status: true, message: 'Scan the QR code.', data: TOTP_SETUP }))
    const enables = recordBodies('post', ENABLE_URL, () =>
      HttpResponse.json({ status: true, message: 'Two-factor sign-in is on.', data: { token, recoveryCodes: buildRecoveryCodes() } }),
    )
    return { setups, enables, token }
  }

  it('shows the QR code and the setup key for the challenge, then the recovery codes once the first code is right', async () => {
    server.use(challengeAnswer('ENROL'))
    const api = enrolApi()
    const { user, router } = await passwordStep()
    expect(await screen.findByText('Your company requires two-factor sign-in. Set up an authenticator app to continue.')).toBeInTheDocument()
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' })
    expect(qr.tagName.toLowerCase()).toBe('svg')
    expect(screen.getByRole('textbox', { name: 'Setup key' })).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
    expect(screen.getByRole('button', { name: 'Copy setup key' })).toBeInTheDocument()
    expect(api.setups).toEqual([{ challenge: CHALLENGE }])

    // Only the app's six digits enrol it: no recovery codes exist yet.
    expect(screen.queryByRole('button', { name: 'Use a recovery code instead' })).not.toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: /Code from the app/ }), '654321')
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }))

    const list = await screen.findByRole('list', { name: 'Recovery codes' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(buildRecoveryCodes())
    expect(screen.getByText('Save these codes now')).toBeInTheDocument()
    expect(api.enables).toEqual([{ challenge: CHALLENGE, code: '654321' }])
    // The session starts only once the person has said they kept the codes.
    expect(window.localStorage.getItem('accessToken')).toBeNull()
    expect(router.state.location.pathname).toBe('/admin/login')
  })

  it('starts the session and goes on once the codes are kept', async () => {
    server.use(challengeAnswer('ENROL'), ...securityPage())
    const api = enrolApi()
    const { user, router } = await passwordStep()
    await user.type(await screen.findByRole('textbox', { name: /Code from the app/ }), '654321')
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }))
    await user.click(await screen.findByRole('button', { name: 'Continue to the dashboard' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(BACK_TO))
    expect(window.localStorage.getItem('accessToken')).toBe(api.token)
  })

  it('stays on the setup with the server message when the first code is wrong', async () => {
    server.use(
      challengeAnswer('ENROL'),
      http.post(SETUP_URL, () => HttpResponse.json({ status: true, message: 'ok', data: TOTP_SETUP })),
    )
    server.use(http.post(ENABLE_URL, () => messageFailure('Invalid code.', 401)))
    const { user } = await passwordStep()
    await user.type(await screen.findByRole('textbox', { name: /Code from the app/ }), '000000')
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }))
    expect(await screen.findByText('Invalid code.')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument()
    expect(window.localStorage.getItem('accessToken')).toBeNull()
  })
})
