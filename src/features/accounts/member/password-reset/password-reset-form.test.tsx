import { screen, waitFor } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { recordBodies, server } from '../../../../../tests/web/msw'
import { messageFailure, messageOk } from '../../../../../tests/web/factories'
import { renderApp } from '../../../../../tests/web/render-app'

const OTP_URL = '/api/v1/user/auth/forgot-password/otp'
const RESET_URL = '/api/v1/user/auth/forgot-password'
const COMPANY_ID = '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68'

type User = Awaited<ReturnType<typeof renderApp>>['user']

function passwordField(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' })
}

function toastOf(text: string) {
  return screen.getByText(text).closest('.mantine-Notification-root')
}

/** Types the email into step 1 and asks for a code. */
async function sendCode(user: User, email = 'asha@example.com') {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email)
  await user.click(screen.getByRole('button', { name: 'Send Code' }))
}

/** Step 1 done against a server that sends the code. */
async function openResetStep() {
  server.use(http.post(OTP_URL, () => messageOk('OTP successfully send')))
  const view = await renderApp('/fogot-password')
  await sendCode(view.user)
  await screen.findByRole('textbox', { name: 'OTP' })
  return view
}

interface ResetInput {
  otp?: string
  password?: string
  confirm?: string
}

async function fillReset(user: User, { otp = '123456', password = 'NewSecret@1', confirm = password }: ResetInput = {}) {
  if (otp) await user.type(screen.getByRole('textbox', { name: 'OTP' }), otp)
  if (password) await user.type(passwordField('New Password'), password)
  if (confirm) await user.type(passwordField('Confirm New Password'), confirm)
}

/** Fills step 2 in and presses Reset Password. */
async function submitReset(user: User, input: ResetInput = {}) {
  await fillReset(user, input)
  await user.click(screen.getByRole('button', { name: 'Reset Password' }))
}

describe('forgot password in Hindi', () => {
  it('speaks Hindi to a guest who chose it: the heading, both steps, the password rules and the failure toast', async () => {
    window.localStorage.setItem('language', 'hi')
    server.use(
      http.post(OTP_URL, () => messageOk('OTP successfully send')),
      http.post(RESET_URL, () => HttpResponse.error()),
    )
    const { user } = await renderApp('/fogot-password')
    expect(await screen.findByRole('heading', { name: 'पासवर्ड भूल गए' })).toBeInTheDocument()
    expect(screen.getByText('अपने खाते का ईमेल डालें। पासवर्ड रीसेट करने के लिए हम आपको एक कोड भेजेंगे।')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'कोड भेजें' })).toBeDisabled()
    expect(screen.getByRole('link', { name: 'लॉग इन पर वापस जाएँ' })).toHaveAttribute('href', '/')
    await user.type(screen.getByRole('textbox', { name: 'ईमेल' }), 'asha@example.com')
    await user.click(screen.getByRole('button', { name: 'कोड भेजें' }))

    expect(await screen.findByText('asha@example.com पर भेजा गया कोड डालें और नया पासवर्ड चुनें।')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'OTP' })).toHaveAttribute('placeholder', '6 अंकों का कोड')
    expect(passwordField('नया पासवर्ड')).toHaveAccessibleDescription('कम से कम 8 कैरेक्टर।')
    expect(screen.getByRole('button', { name: 'कोड दोबारा भेजें या ईमेल बदलें' })).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'OTP' }), '123456')
    await user.type(passwordField('नया पासवर्ड'), 'NewSecret@1')
    await user.type(passwordField('नए पासवर्ड की पुष्टि'), 'NewSecret@2')
    await user.tab()
    expect(passwordField('नए पासवर्ड की पुष्टि')).toHaveAccessibleDescription('नए पासवर्ड मेल नहीं खाते।')

    await user.clear(passwordField('नए पासवर्ड की पुष्टि'))
    await user.type(passwordField('नए पासवर्ड की पुष्टि'), 'NewSecret@1')
    await user.click(screen.getByRole('button', { name: 'पासवर्ड रीसेट करें' }))
    expect(await screen.findByText('पासवर्ड नहीं बदला जा सका')).toBeInTheDocument()
  })
})

describe('forgot password, step 1: request a code', () => {
  it('keeps Send Code disabled until an email is typed and links back to login', async () => {
    const { user } = await renderApp('/fogot-password')
    const button = await screen.findByRole('button', { name: 'Send Code' })
    expect(button).toBeDisabled()
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a')
    expect(button).toBeEnabled()
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('textbox', { name: 'OTP' })).not.toBeInTheDocument()
  })

  it('says "Sending Code..." and stays disabled while the request is pending', async () => {
    server.use(http.post(OTP_URL, () => delay('infinite')))
    const { user } = await renderApp('/fogot-password')
    await sendCode(user)
    expect(await screen.findByRole('button', { name: 'Sending Code...' })).toBeDisabled()
  })

  it("sends the company id with the email as user, shows the server's message and opens step 2", async () => {
    const bodies = recordBodies('post', OTP_URL, () => messageOk('OTP successfully send'))
    const { user } = await renderApp('/fogot-password')
    await sendCode(user, ' asha@example.com ')

    expect(await screen.findByRole('textbox', { name: 'OTP' })).toHaveAttribute('autocomplete', 'one-time-code')
    expect(bodies).toEqual([{ companyId: COMPANY_ID, user: 'asha@example.com' }])
    expect(await screen.findByText('OTP successfully send')).toBeInTheDocument()
    expect(screen.getByText(/asha@example\.com/)).toBeInTheDocument()
  })

  it("stays on step 1 and shows each of the server's messages", async () => {
    server.use(http.post(OTP_URL, () => messageFailure(['user must be a valid email address', 'Too many requests'])))
    const { user } = await renderApp('/fogot-password')
    await sendCode(user)

    await screen.findByText('user must be a valid email address')
    expect(toastOf('user must be a valid email address')).not.toBe(toastOf('Too many requests'))
    expect(screen.queryByRole('textbox', { name: 'OTP' })).not.toBeInTheDocument()
  })

  it("falls back to 'Failed to send otp' when the server gives no message", async () => {
    server.use(http.post(OTP_URL, () => HttpResponse.error()))
    const { user } = await renderApp('/fogot-password')
    await sendCode(user)
    expect(await screen.findByText('Failed to send otp')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeEnabled()
  })
})

describe('forgot password, step 2: set a new password', () => {
  it('keeps Reset Password disabled until the code and both passwords are typed', async () => {
    const { user } = await openResetStep()
    const button = screen.getByRole('button', { name: 'Reset Password' })
    expect(button).toBeDisabled()
    await fillReset(user, { confirm: '' })
    expect(button).toBeDisabled()
    await user.type(passwordField('Confirm New Password'), 'x')
    expect(button).toBeEnabled()
  })

  it('asks for all fields when one holds only spaces', async () => {
    const { user } = await openResetStep()
    await submitReset(user, { otp: '   ' })
    expect(await screen.findByText('Please fill in all fields.')).toBeInTheDocument()
  })

  it('refuses new passwords that do not match', async () => {
    const { user } = await openResetStep()
    await submitReset(user, { password: 'NewSecret@1', confirm: 'NewSecret@2' })
    expect(await screen.findByText('New passwords do not match.')).toBeInTheDocument()
    expect(passwordField('Confirm New Password')).toHaveAccessibleDescription('New passwords do not match.')
  })

  it('states the password rule under the new password, says under it when one is too short, and sends nothing', async () => {
    const { user } = await openResetStep()
    expect(passwordField('New Password')).toHaveAccessibleDescription('At least 8 characters.')
    await submitReset(user, { password: 'Short1!' })
    expect(passwordField('New Password')).toHaveAccessibleDescription(/The password must have at least 8 characters\./)
    expect(screen.getByRole('textbox', { name: 'OTP' })).toBeInTheDocument()
  })

  it('closes the toast asking for all fields once they are filled in', async () => {
    const { user } = await openResetStep()
    await submitReset(user, { otp: '   ' })
    expect(await screen.findByText('Please fill in all fields.')).toBeInTheDocument()
    await user.clear(screen.getByRole('textbox', { name: 'OTP' }))
    await user.type(screen.getByRole('textbox', { name: 'OTP' }), '123456')
    await waitFor(() => expect(screen.queryByText('Please fill in all fields.')).not.toBeInTheDocument())
  })

  it('says "Resetting Password..." and stays disabled while the request is pending', async () => {
    server.use(http.post(RESET_URL, () => delay('infinite')))
    const { user } = await openResetStep()
    await submitReset(user)
    expect(await screen.findByRole('button', { name: 'Resetting Password...' })).toBeDisabled()
  })

  it("sends company id, user, otp and the new password, shows the server's message and goes to /", async () => {
    const bodies = recordBodies('post', RESET_URL, () => messageOk('Password updated successfully'))
    const { user, router } = await openResetStep()
    await submitReset(user)

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(screen.getByText('Password updated successfully')).toBeInTheDocument()
    expect(bodies).toEqual([{ companyId: COMPANY_ID, user: 'asha@example.com', otp: '123456', password: 'NewSecret@1' }])
  })

  it("stays on step 2 and shows each of the server's messages", async () => {
    server.use(http.post(RESET_URL, () => messageFailure(['Invalid OTP.', 'password must be at least 8 characters'])))
    const { user, router } = await openResetStep()
    await submitReset(user)

    await screen.findByText('Invalid OTP.')
    expect(toastOf('Invalid OTP.')).not.toBe(toastOf('password must be at least 8 characters'))
    expect(router.state.location.pathname).toBe('/fogot-password')
    expect(screen.getByRole('textbox', { name: 'OTP' })).toHaveValue('123456')
  })

  it("falls back to 'Failed to updated password' when the server gives no message", async () => {
    server.use(http.post(RESET_URL, () => HttpResponse.error()))
    const { user } = await openResetStep()
    await submitReset(user)
    expect(await screen.findByText('Failed to updated password')).toBeInTheDocument()
  })

  it("goes back to step 1 with 'Resend Code or Change Email', clearing the code and passwords", async () => {
    const { user } = await openResetStep()
    await fillReset(user)
    await user.click(screen.getByRole('button', { name: 'Resend Code or Change Email' }))

    expect(await screen.findByRole('button', { name: 'Send Code' })).toBeEnabled()
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@example.com')
    expect(screen.queryByRole('textbox', { name: 'OTP' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Send Code' }))
    expect(await screen.findByRole('textbox', { name: 'OTP' })).toHaveValue('')
    expect(passwordField('New Password')).toHaveValue('')
    expect(passwordField('Confirm New Password')).toHaveValue('')
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/')
  })
})
