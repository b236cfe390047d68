import { fireEvent, screen, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { UserProfile } from '@/client/types.gen'
import { selectedToken } from '@/tokens/selected-token'
import { recordBodies, server } from '../../../../../tests/web/msw'
import { buildMedia, buildProfile, fakeJwt, messageFailure, profileHandler, sessionsHandler } from '../../../../../tests/web/factories'
import { renderApp } from '../../../../../tests/web/render-app'

const PROFILE_URL = '/api/v1/user/auth/profile/get'
const UPDATE_URL = '/api/v1/user/auth/profile/update'
const UPLOAD_URL = '/api/v1/superadmin/media/add'

interface SentProfile {
  contentType: string | null
  fields: Record<string, string>
}

function profileResponse(profile: UserProfile) {
  return HttpResponse.json({ status: true, message: 'Profile updated successfully', data: profile })
}

/** Answers the update with `answer` and records what the SPA sent. */
function updateHandler(sent: SentProfile[], answer: () => Response | Promise<Response>) {
  return http.put(UPDATE_URL, async ({ request }) => {
    sent.push({
      contentType: request.headers.get('Content-Type'),
      fields: Object.fromEntries(new URLSearchParams(await request.text())),
    })
    return answer()
  })
}

async function openProfile(profile: UserProfile = buildProfile()) {
  window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
  server.use(profileHandler(profile), sessionsHandler())
  const view = await renderApp('/user/profile')
  await screen.findByRole('textbox', { name: 'Name' })
  return view
}

function currentPassword() {
  return screen.getByLabelText(/^Current Password/, { selector: 'input' })
}

function pictureInput() {
  return screen.getByLabelText('Profile picture file')
}

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function png(name = 'me.png') {
  return new File([PNG_BYTES], name, { type: 'image/png' })
}

function toastOf(text: string) {
  return screen.getByText(text).closest('.mantine-Notification-root')
}

describe('profile page', () => {
  it('speaks Hindi to a member who chose it: the heading, every label, the rule messages and Save Changes', async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(profileHandler(buildProfile({ language: 'hi' })), sessionsHandler())
    const { user } = await renderApp('/user/profile')
    expect(await screen.findByRole('heading', { name: 'मेरी प्रोफ़ाइल' }, { timeout: 5000 })).toBeInTheDocument()
    expect(await screen.findByRole('textbox', { name: 'नाम' })).toHaveValue('Asha Verma')
    expect(screen.getByRole('textbox', { name: 'ईमेल' })).toHaveValue('asha@example.com')
    expect(screen.getByRole('textbox', { name: 'Aadhaar नंबर' })).toHaveAttribute('placeholder', '12 अंकों का Aadhaar नंबर')
    expect(screen.getByRole('textbox', { name: 'मेंबर ID' })).toHaveValue('STR1024')
    expect(screen.getByRole('button', { name: 'प्रोफ़ाइल फ़ोटो बदलें' })).toBeInTheDocument()
    expect(screen.getByText('नई फ़ोटो अपलोड करने के लिए फ़ोटो पर क्लिक करें (सिर्फ़ इमेज फ़ाइलें: PNG, JPEG, GIF या WebP, अधिकतम 5 MB)।')).toBeInTheDocument()

    const mobile = screen.getByRole('textbox', { name: 'मोबाइल' })
    await user.clear(mobile)
    await user.type(mobile, '9123456780')
    expect(screen.getByRole('textbox', { name: 'मोबाइल OTP' })).toHaveAttribute('placeholder', '6 अंकों का कोड')
    expect(screen.getByRole('button', { name: 'OTP भेजें' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'बदलाव सेव करें' }))
    expect(await screen.findByText('कृपया अपना मौजूदा पासवर्ड डालें')).toBeInTheDocument()
    expect(screen.getByText('कृपया अपने नए मोबाइल नंबर पर भेजा गया 6 अंकों का OTP डालें।')).toBeInTheDocument()
    expect(screen.getByLabelText(/^मौजूदा पासवर्ड/, { selector: 'input' })).toHaveAccessibleDescription(/कोई भी बदलाव सेव करने के लिए ज़रूरी/)

    const birth = screen.getByLabelText(/^जन्म तिथि/)
    fireEvent.change(birth, { target: { value: '2999-01-01' } })
    fireEvent.blur(birth)
    expect(await screen.findByText('जन्म तिथि भविष्य की नहीं हो सकती।')).toBeInTheDocument()
  })

  it('shows a skeleton under the heading while the profile loads', async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(
      http.get(PROFILE_URL, () => delay('infinite')),
      sessionsHandler(),
    )
    await renderApp('/user/profile')
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument()
    expect(screen.getByLabelText('Loading profile details')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument()
  })

  it("says 'Failed to retrieve user profile' under the heading when the profile cannot be read, beside the sessions, and Try again reads it again", async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    // The first handler that matches answers: the failure while the page first reads, then the profile.
    let failing = true
    server.use(
      http.get(PROFILE_URL, () => (failing ? messageFailure('Something went wrong', 500) : undefined)),
      profileHandler(buildProfile()),
      sessionsHandler(),
    )
    const { user } = await renderApp('/user/profile')
    expect(await screen.findByText('Failed to retrieve user profile')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument()
    failing = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Asha Verma')
  })

  it('fills the form from the profile, with email and Member ID read-only and the Aadhaar number masked', async () => {
    await openProfile(buildProfile({ kycDocumentNumber: 'XXXXXXXX1234' }))
    expect(document.title).toBe(`${selectedToken.metaData.title} | Profile`)
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Verma')
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@example.com')
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly')
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveValue('9876543210')
    expect(screen.getByLabelText(/^Date of Birth/)).toHaveValue('1994-03-12')
    expect(screen.getByRole('textbox', { name: 'Aadhaar Number' })).toHaveValue('XXXXXXXX1234')
    expect(screen.getByRole('textbox', { name: 'Member ID' })).toHaveValue('STR1024')
    expect(screen.getByRole('textbox', { name: 'Member ID' })).toHaveAttribute('readonly')
    expect(currentPassword()).toHaveAttribute('autocomplete', 'current-password')
    expect(pictureInput()).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp')
  })

  it('asks for the current password before saving', async () => {
    const { user } = await openProfile()
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Please enter you current password')).toBeInTheDocument()
    expect(currentPassword()).toHaveAccessibleDescription(/Please enter you current password/)
    await user.type(currentPassword(), 'S')
    expect(screen.queryByText('Please enter you current password')).not.toBeInTheDocument()
  })

  it('says under the mobile, once it is left, that it is not a mobile number, and saves nothing', async () => {
    const { user } = await openProfile()
    const mobile = screen.getByRole('textbox', { name: 'Mobile' })
    await user.clear(mobile)
    await user.type(mobile, '12345')
    await user.tab()
    expect(mobile).toHaveAccessibleDescription(/Mobile must be 10 digits starting with 6, 7, 8 or 9\./)
    await user.type(currentPassword(), 'Secret@123')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(screen.queryByRole('button', { name: 'Saving...' })).not.toBeInTheDocument()
  })

  it("sends the profile form-urlencoded with the password, dropping empty fields, then shows the server's message, updates the sidebar and clears the password", async () => {
    const sent: SentProfile[] = []
    server.use(updateHandler(sent, () => profileResponse(buildProfile({ name: 'Asha Rao', dateOfBirth: null }))))
    const { user } = await openProfile(buildProfile({ dateOfBirth: null, kycDocumentNumber: null }))
    await screen.findByText('ID: STR1024')
    const name = screen.getByRole('textbox', { name: 'Name' })
    await user.clear(name)
    await user.type(name, 'Asha Rao')
    await user.type(currentPassword(), 'Secret@123')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument()
    expect(sent).toEqual([
      {
        contentType: 'application/x-www-form-urlencoded',
        fields: { name: 'Asha Rao', email: 'asha@example.com', mobile: '9876543210', referralCode: 'STR1024', password: 'Secret@123' },
      },
    ])
    expect(currentPassword()).toHaveValue('')
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument()
  })

  it('sends the date of birth and the Aadhaar number without spaces, then shows only the masked number', async () => {
    const sent: SentProfile[] = []
    server.use(updateHandler(sent, () => profileResponse(buildProfile({ kycDocumentNumber: 'XXXXXXXX0124' }))))
    const { user } = await openProfile()
    await user.type(screen.getByRole('textbox', { name: 'Aadhaar Number' }), '2345 6789 0124')
    await user.type(currentPassword(), 'Secret@123')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    await screen.findByText('Profile updated successfully')
    expect(sent[0].fields).toMatchObject({ dateOfBirth: '1994-03-12', kycDocumentNumber: '234567890124', password: 'Secret@123' })
    expect(screen.getByRole('textbox', { name: 'Aadhaar Number' })).toHaveValue('XXXXXXXX0124')
  })

  it('confirms a new mobile number with the code sent to it: Send OTP, then the code goes with the save', async () => {
    const sent: SentProfile[] = []
    server.use(updateHandler(sent, () => profileResponse(buildProfile({ mobile: '9123456780' }))))
    const codeRequests = recordBodies('post', '/api/v1/user/auth/profile/mobile/otp', () => HttpResponse.json({ status: true, message: 'OTP successfully send', data: null }))
    const { user } = await openProfile()
    // Nothing to confirm while the number is the current one.
    expect(screen.queryByRole('textbox', { name: 'Mobile OTP' })).not.toBeInTheDocument()
    const mobile = screen.getByRole('textbox', { name: 'Mobile' })
    await user.clear(mobile)
    await user.type(mobile, '9123456780')
    await user.click(screen.getByRole('button', { name: 'Send OTP' }))
    expect(await screen.findByText('OTP sent to your new mobile number.')).toBeInTheDocument()
    expect(codeRequests).toEqual([{ mobile: '9123456780' }])
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled()

    await user.type(currentPassword(), 'Secret@123')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    // Without the code the form says so and sends nothing.
    expect(await screen.findByText('Please enter the 6-digit OTP sent to your new mobile number.')).toBeInTheDocument()
    expect(sent).toEqual([])

    await user.type(screen.getByRole('textbox', { name: 'Mobile OTP' }), '482913')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await screen.findByText('Profile updated successfully')
    expect(sent[0].fields).toMatchObject({ mobile: '9123456780', mobileOtp: '482913', password: 'Secret@123' })
    // Saved: the new number is the current one, and the code field goes.
    expect(screen.queryByRole('textbox', { name: 'Mobile OTP' })).not.toBeInTheDocument()
  })

  it('says "Saving..." and stays disabled while saving', async () => {
    server.use(http.put(UPDATE_URL, () => delay('infinite')))
    const { user } = await openProfile()
    await user.type(currentPassword(), 'Secret@123')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled()
  })

  it("shows each of the server's messages and keeps the typed password", async () => {
    server.use(http.put(UPDATE_URL, () => messageFailure(['mobile is not valid', 'Your current password is incorrect.'])))
    const { user } = await openProfile()
    await user.type(currentPassword(), 'Wrong@123')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    await screen.findByText('mobile is not valid')
    expect(toastOf('mobile is not valid')).not.toBe(toastOf('Your current password is incorrect.'))
    expect(currentPassword()).toHaveValue('Wrong@123')
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled()
  })

  it("falls back to 'Failed to update profile' when the server gives no message", async () => {
    server.use(http.put(UPDATE_URL, () => HttpResponse.error()))
    const { user } = await openProfile()
    await user.type(currentPassword(), 'Secret@123')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument()
  })
})

describe('profile picture', () => {
  it('opens an image-only picker from the avatar button', async () => {
    const { user } = await openProfile()
    const input = pictureInput() as HTMLInputElement
    let opened = false
    input.addEventListener('click', () => (opened = true))
    await user.click(screen.getByRole('button', { name: 'Change profile picture' }))
    expect(opened).toBe(true)
  })

  it('uploads the chosen image under medias, shows it at once and saves its id with the profile', async () => {
    const media = buildMedia()
    const uploaded: File[] = []
    const sent: SentProfile[] = []
    // The upload is held until the test has seen the progress indicator.
    let finishUpload = () => {}
    const uploadHeld = new Promise<void>((resolve) => (finishUpload = resolve))
    server.use(
      http.post(UPLOAD_URL, async ({ request }) => {
        const form = await request.formData()
        uploaded.push(...(form.getAll('medias') as File[]))
        await uploadHeld
        return HttpResponse.json({ status: true, message: 'File uploaded successfully', data: [media] })
      }),
      updateHandler(sent, () => profileResponse(buildProfile({ profileImage: { url: media.url } }))),
    )
    const { user } = await openProfile()
    expect(screen.queryByRole('img', { name: 'Your profile picture' })).not.toBeInTheDocument()

    await user.upload(pictureInput(), png())
    expect(await screen.findByRole('progressbar', { name: 'Uploading profile picture' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Change profile picture' })).toBeDisabled()
    finishUpload()
    expect(await screen.findByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', media.url)
    expect(screen.queryByRole('progressbar', { name: 'Uploading profile picture' })).not.toBeInTheDocument()
    // jsdom's File loses its name on the way into Node's Request, so the bytes are compared instead.
    expect(uploaded).toHaveLength(1)
    expect(new Uint8Array(await uploaded[0].arrayBuffer())).toEqual(PNG_BYTES)

    await user.type(currentPassword(), 'Secret@123')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await screen.findByText('Profile updated successfully')
    expect(sent[0].fields.profileImageId).toBe(media.id)
  })

  it('refuses a file that is not an image and uploads nothing (an upload would be an unexpected request)', async () => {
    await openProfile()
    const pdf = new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' })
    // A person can still pick "All files" in the picker, so the accept filter is bypassed here.
    fireEvent.change(pictureInput(), { target: { files: [pdf] } })
    expect(await screen.findByText('Only image files are accepted.')).toBeInTheDocument()
    expect(screen.queryByRole('progressbar', { name: 'Uploading profile picture' })).not.toBeInTheDocument()
  })

  it("says the upload failed, with the server's reason, and forgets the earlier upload's id", async () => {
    const sent: SentProfile[] = []
    let uploads = 0
    server.use(
      http.post(UPLOAD_URL, () => {
        uploads += 1
        return uploads === 1
          ? HttpResponse.json({ status: true, message: 'File uploaded successfully', data: [buildMedia()] })
          : messageFailure('The file is too large. The limit is 5 MB.', 413)
      }),
      updateHandler(sent, () => profileResponse(buildProfile())),
    )
    const { user } = await openProfile()
    await user.upload(pictureInput(), png())
    await screen.findByRole('img', { name: 'Your profile picture' })
    await user.upload(pictureInput(), png('big.png'))

    const toast = (await screen.findByText('The file is too large. The limit is 5 MB.')).closest('.mantine-Notification-root') as HTMLElement
    expect(within(toast).getByText('Profile picture upload failed.')).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'Your profile picture' })).not.toBeInTheDocument()

    await user.type(currentPassword(), 'Secret@123')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await screen.findByText('Profile updated successfully')
    expect(sent[0].fields).not.toHaveProperty('profileImageId')
  })

  it("says 'Profile picture upload failed.' when the server gives no reason", async () => {
    server.use(http.post(UPLOAD_URL, () => HttpResponse.error()))
    const { user } = await openProfile()
    await user.upload(pictureInput(), png())
    const toast = (await screen.findByText('Profile picture upload failed.')).closest('.mantine-Notification-root') as HTMLElement
    expect(within(toast).getByText('Failed to upload file')).toBeInTheDocument()
  })

  it("says 'Profile picture upload failed.' when the upload fails with a 500 and no body", async () => {
    server.use(http.post(UPLOAD_URL, () => new HttpResponse(null, { status: 500 })))
    const { user } = await openProfile()
    await user.upload(pictureInput(), png())
    const toast = (await screen.findByText('Profile picture upload failed.')).closest('.mantine-Notification-root') as HTMLElement
    expect(within(toast).getByText('Failed to upload file')).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'Your profile picture' })).not.toBeInTheDocument()
  })

  it('states the picture types and the 5 MB limit, and refuses a larger picture without uploading it', async () => {
    await openProfile()
    expect(screen.getByText(/PNG, JPEG, GIF or WebP, at most 5 MB/)).toBeInTheDocument()
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })
    fireEvent.change(pictureInput(), { target: { files: [big] } })
    const toast = (await screen.findByText('The file is too large. The limit is 5 MB.')).closest('.mantine-Notification-root') as HTMLElement
    expect(within(toast).getByText('Profile picture upload failed.')).toBeInTheDocument()
    expect(screen.queryByRole('progressbar', { name: 'Uploading profile picture' })).not.toBeInTheDocument()
  })

  it('says so when the upload answers without a file id', async () => {
    server.use(http.post(UPLOAD_URL, () => HttpResponse.json({ status: true, message: 'File uploaded successfully', data: [] })))
    const { user } = await openProfile()
    await user.upload(pictureInput(), png())
    expect(await screen.findByText('Upload succeeded but no file ID received.')).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'Your profile picture' })).not.toBeInTheDocument()
  })
})

describe('profile page: the Aadhaar number', () => {
  const aadhaar = () => screen.getByRole('textbox', { name: 'Aadhaar Number' })

  it('says under the field that 11 digits are not a 12-digit number, and sends nothing', async () => {
    const sent: SentProfile[] = []
    server.use(updateHandler(sent, () => profileResponse(buildProfile())))
    const { user } = await openProfile()
    await user.type(aadhaar(), '2345 6789 012')
    await user.tab()
    expect(aadhaar()).toHaveAccessibleDescription('Please enter a valid 12-digit Aadhaar number.')
    await user.type(currentPassword(), 'Secret@123')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(aadhaar()).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])
  })

  it('names a mistyped digit (the Verhoeff check digit does not match) under the field, before sending, and clears it once fixed', async () => {
    const sent: SentProfile[] = []
    server.use(updateHandler(sent, () => profileResponse(buildProfile({ kycDocumentNumber: 'XXXXXXXX0124' }))))
    const { user } = await openProfile()
    await user.type(aadhaar(), '2345 6789 0123')
    await user.type(currentPassword(), 'Secret@123')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('This Aadhaar number is not valid: please check the digits.')).toBeInTheDocument()
    expect(aadhaar()).toHaveAccessibleDescription('This Aadhaar number is not valid: please check the digits.')
    // Not the misleading words about 12 digits, and no toast: the field says it.
    expect(screen.queryByText('Please enter a valid 12-digit Aadhaar number.')).not.toBeInTheDocument()
    expect(sent).toEqual([])

    await user.type(aadhaar(), '{Backspace}4')
    expect(aadhaar()).not.toHaveAccessibleDescription()
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await screen.findByText('Profile updated successfully')
    expect(sent[0].fields).toMatchObject({ kycDocumentNumber: '234567890124' })
  })

  it("puts the server's refusal of the number under the field instead of a toast", async () => {
    server.use(http.put(UPDATE_URL, () => HttpResponse.json({ status: false, code: 'AADHAAR_INVALID', message: 'Please enter a valid 12-digit Aadhaar number.' }, { status: 400 })))
    const { user } = await openProfile()
    await user.type(aadhaar(), '234567890124')
    await user.type(currentPassword(), 'Secret@123')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await vi.waitFor(() => expect(aadhaar()).toHaveAccessibleDescription('Please enter a valid 12-digit Aadhaar number.'))
    expect(document.querySelector('.mantine-Notification-root')).toBeNull()
    // Another number is judged afresh.
    await user.type(aadhaar(), '{Backspace}5')
    expect(aadhaar()).toHaveAccessibleDescription('This Aadhaar number is not valid: please check the digits.')
  })

  it('says it in Hindi too', async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(profileHandler(buildProfile({ language: 'hi' })), sessionsHandler())
    const { user } = await renderApp('/user/profile')
    const field = await screen.findByRole('textbox', { name: 'Aadhaar नंबर' }, { timeout: 5000 })
    await user.type(field, '234567890123')
    await user.tab()
    expect(field).toHaveAccessibleDescription('यह Aadhaar नंबर सही नहीं है: कृपया अंक दोबारा जाँच लें।')
    await user.clear(field)
    await user.type(field, '23456789012')
    await user.tab()
    expect(field).toHaveAccessibleDescription('कृपया 12 अंकों का सही Aadhaar नंबर डालें।')
  })
})
