import { screen, waitFor } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { recordBodies, server } from '../../../../../tests/web/msw'
import { messageFailure, messageOk } from '../../../../../tests/web/factories'
import { expectConsoleError } from '../../../../../tests/web/console-errors'
import { renderApp } from '../../../../../tests/web/render-app'
import { fakeClock } from '../../../../../tests/web/clock'
import { selectedToken } from '@/tokens/selected-token'

const OTP_URL = '/api/v1/user/auth/register/otp'
const REGISTER_URL = '/api/v1/user/auth/register'
const COMPANY_ID = '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68'

type User = Awaited<ReturnType<typeof renderApp>>['user']

function textbox(name: string) {
  return screen.getByRole('textbox', { name })
}

function passwordField(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' })
}

interface Contact {
  name?: string
  email?: string
  mobile?: string
}

async function fillContact(user: User, { name = 'Asha Verma', email = 'asha@example.com', mobile = '9876543210' }: Contact = {}) {
  if (name) await user.type(await screen.findByRole('textbox', { name: 'Name' }), name)
  if (email) await user.type(textbox('Email'), email)
  if (mobile) await user.type(textbox('Mobile'), mobile)
}

/** Fills step 1 in and presses Request OTP. */
async function requestOtp(user: User, contact?: Contact) {
  await fillContact(user, contact)
  await user.click(screen.getByRole('button', { name: 'Request OTP' }))
}

/** Step 1 done against a server that sends the code: the page is on 'Create Account'. */
async function openAccountStep(path = '/register') {
  server.use(http.post(OTP_URL, () => messageOk('OTP sent to your email and mobile number.')))
  const view = await renderApp(path)
  await requestOtp(view.user)
  await screen.findByRole('heading', { name: 'Create Account' })
  return view
}

interface AccountInput {
  otp?: string
  password?: string
  confirm?: string
  referralCode?: string
}

/** Fills step 2 in and presses Create Account. */
async function createAccount(user: User, { otp = '123456', password = 'Secret@123', confirm = password, referralCode = '' }: AccountInput = {}) {
  if (otp) await user.type(textbox('OTP'), otp)
  await user.type(screen.getByLabelText(/^Date of Birth/), '1994-03-12')
  await user.type(textbox('Pincode'), '110001')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'female')
  if (referralCode) await user.type(textbox('Member ID'), referralCode)
  await user.type(passwordField('Password'), password)
  await user.type(passwordField('Confirm Password'), confirm)
  await user.click(screen.getByRole('button', { name: 'Create Account' }))
}

beforeEach(() => {
  // A share link's open is counted for its owner (the referrals slice); these tests are about the form.
  server.use(http.post('/api/v1/user/referral/open', () => messageOk('Received')))
})

afterEach(() => {
  vi.useRealTimers()
})

function toastOf(text: string) {
  return screen.getByText(text).closest('.mantine-Notification-root')
}

describe('registration in Hindi', () => {
  it('speaks Hindi to a guest who chose it: the invitation, the steps, the labels, the rules and the OTP step', async () => {
    window.localStorage.setItem('language', 'hi')
    server.use(http.post(OTP_URL, () => messageOk('OTP sent to your email and mobile number.')))
    const { user } = await renderApp('/register?referralCode=STR2048')
    expect(await screen.findByRole('heading', { name: 'OTP मँगाएँ' })).toBeInTheDocument()
    expect(screen.getByText('चरण 1 / 2')).toBeInTheDocument()
    expect(screen.getByText('आपको आमंत्रित किया गया है')).toBeInTheDocument()
    expect(screen.getByText('मेंबर STR2048 ने आपको रेफ़र किया है: अगले चरण में उनकी मेंबर ID आपके लिए पहले से भरी होगी।')).toBeInTheDocument()
    expect(textbox('नाम')).toHaveAttribute('placeholder', 'आपका पूरा नाम')
    expect(textbox('मोबाइल')).toHaveAttribute('placeholder', '10 अंकों का मोबाइल नंबर')

    await user.click(screen.getByRole('button', { name: 'OTP मँगाएँ' }))
    expect(await screen.findByText('OTP मँगाने के लिए कृपया नाम, ईमेल और मोबाइल भरें।')).toBeInTheDocument()

    await user.type(textbox('नाम'), 'Asha Verma')
    await user.type(textbox('ईमेल'), 'asha@example.com')
    await user.type(textbox('मोबाइल'), '12345')
    await user.tab()
    expect(textbox('मोबाइल')).toHaveAccessibleDescription('मोबाइल नंबर 10 अंकों का हो और 6, 7, 8 या 9 से शुरू हो।')
    await user.clear(textbox('मोबाइल'))
    await user.type(textbox('मोबाइल'), '9876543210')
    await user.click(screen.getByRole('button', { name: 'OTP मँगाएँ' }))

    expect(await screen.findByRole('heading', { name: 'खाता बनाएँ' })).toBeInTheDocument()
    expect(screen.getByText('चरण 2 / 2')).toBeInTheDocument()
    expect(screen.getByText('हमने आपके ईमेल और मोबाइल पर एक कोड भेजा है। इन्हें बदलने के लिए OTP मँगाने वाले चरण पर वापस जाएँ।')).toBeInTheDocument()
    expect(textbox('OTP')).toHaveAttribute('placeholder', '6 अंकों का कोड')
    expect(screen.getByRole('timer')).toHaveTextContent('02:59')
    expect(textbox('मेंबर ID')).toHaveValue('STR2048')
    expect(textbox('मेंबर ID')).toHaveAccessibleDescription('वैकल्पिक: जिसने आपको रेफ़र किया, उनकी मेंबर ID')
    expect(passwordField('पासवर्ड(?! की)')).toHaveAccessibleDescription('कम से कम 8 कैरेक्टर।')
    expect(screen.getByRole('option', { name: 'लिंग चुनें' })).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'महिला' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'OTP चरण पर वापस जाएँ' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }))
    expect(await screen.findByText('कृपया OTP डालें।')).toBeInTheDocument()
    await user.type(textbox('OTP'), '123456')
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }))
    expect(await screen.findByText('कृपया जन्म तिथि, पिनकोड, लिंग, पासवर्ड और पासवर्ड की पुष्टि भरें।')).toBeInTheDocument()

    await user.type(textbox('पिनकोड'), '012345')
    await user.tab()
    expect(textbox('पिनकोड')).toHaveAccessibleDescription('पिनकोड 6 अंकों का हो और 0 से शुरू न हो।')
    await user.type(passwordField('पासवर्ड(?! की)'), 'Secret@123')
    await user.type(passwordField('पासवर्ड की पुष्टि'), 'Secret@124')
    await user.tab()
    expect(passwordField('पासवर्ड की पुष्टि')).toHaveAccessibleDescription('पासवर्ड मेल नहीं खाते!')
  })
})

describe('registration, step 1: Request OTP', () => {
  it('has the Register title and asks for name, email and mobile', async () => {
    await renderApp('/register')
    expect(await screen.findByRole('heading', { name: 'Request OTP' })).toBeInTheDocument()
    expect(document.title).toBe(`${selectedToken.metaData.title} | Register`)
    expect(textbox('Email')).toHaveAttribute('autocomplete', 'email')
    expect(textbox('Mobile')).toHaveAttribute('autocomplete', 'tel')
    expect(screen.queryByRole('heading', { name: 'Create Account' })).not.toBeInTheDocument()
  })

  it('refuses to send until name, email and mobile are all filled in', async () => {
    const { user } = await renderApp('/register')
    await user.click(await screen.findByRole('button', { name: 'Request OTP' }))
    expect(await screen.findByText('Please fill in Name, Email, and Mobile to request OTP.')).toBeInTheDocument()

    await requestOtp(user, { mobile: '' })
    expect(await screen.findAllByText('Please fill in Name, Email, and Mobile to request OTP.')).toHaveLength(2)
    expect(screen.getByRole('heading', { name: 'Request OTP' })).toBeInTheDocument()
  })

  it('closes the toast of missing fields once they are all filled in', async () => {
    const { user } = await renderApp('/register')
    await user.click(await screen.findByRole('button', { name: 'Request OTP' }))
    expect(await screen.findByText('Please fill in Name, Email, and Mobile to request OTP.')).toBeInTheDocument()
    await fillContact(user, { mobile: '' })
    expect(screen.getByText('Please fill in Name, Email, and Mobile to request OTP.')).toBeInTheDocument()
    await user.type(textbox('Mobile'), '9876543210')
    await waitFor(() => expect(screen.queryByText('Please fill in Name, Email, and Mobile to request OTP.')).not.toBeInTheDocument())
  })

  it('says under the email and the mobile, once they are left, what is wrong with them, and sends nothing', async () => {
    const { user } = await renderApp('/register')
    await fillContact(user, { email: 'asha', mobile: '12345' })
    await user.tab()
    expect(textbox('Email')).toHaveAccessibleDescription('Please enter a valid email address.')
    expect(textbox('Mobile')).toHaveAccessibleDescription('Mobile must be 10 digits starting with 6, 7, 8 or 9.')
    await user.click(screen.getByRole('button', { name: 'Request OTP' }))
    expect(screen.getByRole('heading', { name: 'Request OTP' })).toBeInTheDocument()
  })

  it('says "Sending OTP..." and stays disabled while the request is pending', async () => {
    server.use(http.post(OTP_URL, () => delay('infinite')))
    const { user } = await renderApp('/register')
    await requestOtp(user)
    expect(await screen.findByRole('button', { name: 'Sending OTP...' })).toBeDisabled()
  })

  it("sends the company id with name, email and mobile, shows the server's message and opens step 2 prefilled", async () => {
    const bodies = recordBodies('post', OTP_URL, () => messageOk('OTP sent to your email and mobile number.'))
    const { user } = await renderApp('/register')
    await requestOtp(user, { name: '  Asha Verma ', email: 'asha@example.com', mobile: '9876543210' })

    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument()
    expect(bodies).toEqual([{ companyId: COMPANY_ID, name: 'Asha Verma', email: 'asha@example.com', mobile: '9876543210', language: 'en' }])
    expect(screen.getByText('OTP sent to your email and mobile number.')).toBeInTheDocument()
    expect(textbox('Name')).toHaveValue('Asha Verma')
    expect(textbox('Email')).toHaveValue('asha@example.com')
    expect(textbox('Mobile')).toHaveValue('9876543210')
  })

  it("stays on step 1 with the server's message when the code is refused", async () => {
    server.use(http.post(OTP_URL, () => messageFailure('This email is already registered. Please log in instead.', 409)))
    const { user } = await renderApp('/register')
    await requestOtp(user)

    expect(await screen.findByText('This email is already registered. Please log in instead.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Request OTP' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Create Account' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Request OTP' })).toBeEnabled()
  })

  it('shows one toast per item of a list message', async () => {
    server.use(http.post(OTP_URL, () => messageFailure(['email must be a valid email address', 'mobile is not valid'])))
    const { user } = await renderApp('/register')
    await requestOtp(user)

    await screen.findByText('email must be a valid email address')
    expect(toastOf('email must be a valid email address')).not.toBe(toastOf('mobile is not valid'))
    expect(toastOf('mobile is not valid')).not.toBeNull()
    expect(screen.queryByRole('heading', { name: 'Create Account' })).not.toBeInTheDocument()
  })

  it("falls back to 'Failed to send OTP' when the server gives no message", async () => {
    server.use(http.post(OTP_URL, () => HttpResponse.error()))
    const { user } = await renderApp('/register')
    await requestOtp(user)

    expect(await screen.findByText('Failed to send OTP')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Request OTP' })).toBeInTheDocument()
  })
})

describe('registration, step 2: Create Account', () => {
  it('asks for the OTP first', async () => {
    const { user } = await openAccountStep()
    await createAccount(user, { otp: '' })
    expect(await screen.findByText('Please enter the OTP.')).toBeInTheDocument()
  })

  it('names the required fields that are missing', async () => {
    const { user } = await openAccountStep()
    await user.type(textbox('OTP'), '123456')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText('Please fill in Date of Birth, Pincode, Gender, Password, and Confirm Password.')).toBeInTheDocument()

    await user.clear(textbox('Name'))
    await user.type(screen.getByLabelText(/^Date of Birth/), '1994-03-12')
    await user.type(textbox('Pincode'), '110001')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'male')
    await user.type(passwordField('Password'), 'Secret@123')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText('Please fill in Name and Confirm Password.')).toBeInTheDocument()
  })

  it('refuses passwords that do not match', async () => {
    const { user } = await openAccountStep()
    await createAccount(user, { password: 'Secret@123', confirm: 'Secret@124' })
    expect(await screen.findByText('Passwords do not match!')).toBeInTheDocument()
    expect(passwordField('Confirm Password')).toHaveAccessibleDescription('Passwords do not match!')
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument()
  })

  it('states the password rule under the field before anything is typed, and says under it when a password is too short', async () => {
    const { user } = await openAccountStep()
    expect(passwordField('Password')).toHaveAccessibleDescription('At least 8 characters.')
    await user.type(passwordField('Password'), 'Short1!')
    await user.tab()
    expect(passwordField('Password')).toHaveAccessibleDescription(/The password must have at least 8 characters\./)
  })

  it("offers 'Resend OTP' once the countdown from 02:59 runs out, sends the code again and starts over", async () => {
    const start = fakeClock()
    const { user } = await openAccountStep()
    const sent = recordBodies('post', OTP_URL, () => messageOk('OTP sent again.'))
    expect(screen.getByRole('timer')).toHaveTextContent('Resend OTP in 02:59')
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument()

    vi.setSystemTime(start + 179_000)
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }, { timeout: 2_500 }))
    expect(await screen.findByText('OTP sent again.')).toBeInTheDocument()
    expect(sent).toEqual([{ companyId: COMPANY_ID, name: 'Asha Verma', email: 'asha@example.com', mobile: '9876543210', language: 'en' }])
    expect(screen.getByRole('timer')).toHaveTextContent('Resend OTP in 02:59')
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument()
  })

  it('shows the passwords on request', async () => {
    const { user } = await openAccountStep()
    const password = passwordField('Password')
    expect(password).toHaveAttribute('type', 'password')
    expect(password).toHaveAttribute('autocomplete', 'new-password')
    const field = password.closest('.mantine-PasswordInput-root') as HTMLElement
    await user.click(field.querySelector('button') as HTMLElement)
    expect(password).toHaveAttribute('type', 'text')
  })

  it("sends the non-empty fields with the company id, gender and pincode, then shows the server's message and goes to /", async () => {
    const bodies = recordBodies('post', REGISTER_URL, () => messageOk('Registration successful. Please log in.'))
    const { user, router } = await openAccountStep()
    await createAccount(user)

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(screen.getByText('Registration successful. Please log in.')).toBeInTheDocument()
    // The login has the registered email filled in: only the password is left to type.
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@example.com')
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('')
    expect(bodies).toEqual([
      {
        companyId: COMPANY_ID,
        name: 'Asha Verma',
        mobile: '9876543210',
        email: 'asha@example.com',
        otp: '123456',
        dateOfBirth: '1994-03-12',
        pincode: '110001',
        gender: 'female',
        password: 'Secret@123',
        language: 'en',
      },
    ])
  })

  it('asks for the code and registers in the language on screen, so the first email and SMS are in it', async () => {
    window.localStorage.setItem('language', 'hi')
    const codes = recordBodies('post', OTP_URL, () => messageOk('OTP sent to your email and mobile number.'))
    const registrations = recordBodies('post', REGISTER_URL, () => messageOk('Registration successful. Please log in.'))
    const { user } = await renderApp('/register')
    await user.type(await screen.findByRole('textbox', { name: 'नाम' }), 'Asha Verma')
    await user.type(textbox('ईमेल'), 'asha@example.com')
    await user.type(textbox('मोबाइल'), '9876543210')
    await user.click(screen.getByRole('button', { name: 'OTP मँगाएँ' }))
    await screen.findByRole('heading', { name: 'खाता बनाएँ' })
    await user.type(textbox('OTP'), '123456')
    await user.type(screen.getByLabelText(/^जन्म तिथि/), '1994-03-12')
    await user.type(textbox('पिनकोड'), '110001')
    await user.selectOptions(screen.getByRole('combobox', { name: 'लिंग' }), 'female')
    await user.type(passwordField('पासवर्ड(?! की)'), 'Secret@123')
    await user.type(passwordField('पासवर्ड की पुष्टि'), 'Secret@123')
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }))
    await vi.waitFor(() => expect(registrations).toEqual([expect.objectContaining({ email: 'asha@example.com', language: 'hi' })]))
    expect(await screen.findByRole('textbox', { name: 'ईमेल' })).toHaveValue('asha@example.com')
    expect(codes).toEqual([expect.objectContaining({ email: 'asha@example.com', language: 'hi' })])
  })

  it('sends the Member ID of the referrer when one is given', async () => {
    const bodies = recordBodies('post', REGISTER_URL, () => messageOk('Registration successful. Please log in.'))
    const { user } = await openAccountStep()
    await createAccount(user, { referralCode: ' STR1024 ' })
    await screen.findByRole('button', { name: 'Log in' })
    expect(bodies).toEqual([expect.objectContaining({ referralCode: 'STR1024' })])
  })

  it("fills in the Member ID from a share link's ?referralCode, says who invited, and sends it", async () => {
    const bodies = recordBodies('post', REGISTER_URL, () => messageOk('Registration successful. Please log in.'))
    const view = renderApp('/register?referralCode=STR2048')
    expect(await screen.findByText(/Member STR2048 referred you/)).toBeInTheDocument()
    const { user } = await view
    server.use(http.post(OTP_URL, () => messageOk('OTP sent to your email and mobile number.')))
    await requestOtp(user)
    await screen.findByRole('heading', { name: 'Create Account' })
    expect(textbox('Member ID')).toHaveValue('STR2048')
    await createAccount(user)
    await screen.findByRole('button', { name: 'Log in' })
    expect(bodies).toEqual([expect.objectContaining({ referralCode: 'STR2048' })])
  })

  it('keeps a digits-only code as text and leaves a malformed one out', async () => {
    await openAccountStep('/register?referralCode=12345678901234567890')
    expect(textbox('Member ID')).toHaveValue('12345678901234567890')
  })

  it('says "Creating Account..." and stays disabled while the request is pending', async () => {
    server.use(http.post(REGISTER_URL, () => delay('infinite')))
    const { user } = await openAccountStep()
    await createAccount(user)
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled()
  })

  it("logs the failure and shows each of the server's messages, staying on step 2", async () => {
    expectConsoleError(/Registration request failed/)
    server.use(http.post(REGISTER_URL, () => messageFailure(['Invalid OTP.', 'The Member ID (referral code) is not valid.'])))
    const { user, router } = await openAccountStep()
    await createAccount(user, { referralCode: 'NOPE' })

    await screen.findByText('Invalid OTP.')
    expect(toastOf('Invalid OTP.')).not.toBe(toastOf('The Member ID (referral code) is not valid.'))
    expect(router.state.location.pathname).toBe('/register')
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled()
  })

  it("falls back to 'Failed to register a user' when the server gives no message", async () => {
    expectConsoleError(/Registration request failed/)
    server.use(http.post(REGISTER_URL, () => HttpResponse.error()))
    const { user } = await openAccountStep()
    await createAccount(user)
    expect(await screen.findByText('Failed to register a user')).toBeInTheDocument()
  })

  it("goes back to step 1 with 'Back to OTP Request', keeping what was typed there", async () => {
    const { user } = await openAccountStep()
    await user.click(screen.getByRole('button', { name: 'Back to OTP Request' }))
    expect(await screen.findByRole('heading', { name: 'Request OTP' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Create Account' })).not.toBeInTheDocument()
    expect(textbox('Email')).toHaveValue('asha@example.com')
    expect(textbox('Mobile')).toHaveValue('9876543210')
  })
})
