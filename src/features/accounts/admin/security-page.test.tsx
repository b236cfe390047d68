import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { recordBodies, server } from '../../../../tests/web/msw'
import { buildRecoveryCodes, buildSession, buildTwoFactorStatus, messageFailure, sessionsHandler, signInConsole, TOTP_SETUP } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'
import type { TwoFactorStatus } from '@/client/types.gen'

const BASE = '/api/v1/company/auth/two-factor'

/** The admin's second factor as the server keeps it: each call changes what the status answers next. */
function twoFactorApi(initial: Partial<TwoFactorStatus> = {}) {
  const state = { status: buildTwoFactorStatus(initial), batch: 'a' }
  server.use(sessionsHandler([buildSession(), buildSession({ id: 'b7c1e0a4-5d2f-4e8a-9c3b-1f6d2e4a8b90', current: false, device: 'Safari on iOS' })], 'admin'))
  server.use(http.get(BASE, () => HttpResponse.json({ status: true, message: 'ok', data: state.status })))
  const setups: string[] = []
  server.use(
    http.post(`${BASE}/setup`, () => {
      setups.push(TOTP_SETUP.secret)
      return HttpResponse.json({ status: true, message: 'Scan the QR code with your app.', data: TOTP_SETUP })
    }),
  )
  const enables = recordBodies('post', `${BASE}/enable`, () => {
    state.status = { ...state.status, enabled: true, enabledAt: '2026-11-26T09:00:00.000Z', recoveryCodesLeft: 10 }
    return HttpResponse.json({ status: true, message: 'Two-factor sign-in is on.', data: { recoveryCodes: buildRecoveryCodes(state.batch) } })
  })
  const regenerations = recordBodies('post', `${BASE}/recovery-codes`, () => {
    state.batch = 'z'
    state.status = { ...state.status, recoveryCodesLeft: 10 }
    return HttpResponse.json({ status: true, message: 'New recovery codes made.', data: { recoveryCodes: buildRecoveryCodes('z') } })
  })
  const disables = recordBodies('post', `${BASE}/disable`, () => {
    state.status = { ...state.status, enabled: false, enabledAt: null, recoveryCodesLeft: 0 }
    return HttpResponse.json({ status: true, message: 'Two-factor sign-in is off.', data: null })
  })
  const policies = recordBodies('put', `${BASE}/policy`, (body) => {
    state.status = { ...state.status, companyRequires: (body as { required: boolean }).required }
    return HttpResponse.json({ status: true, message: 'Company setting saved.', data: { required: state.status.companyRequires } })
  })
  return { state, setups, enables, regenerations, disables, policies }
}

/** jsdom's Blob has no text(); its FileReader reads one. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsText(blob)
  })
}

async function openPage() {
  signInConsole('ADMIN')
  const view = await renderApp('/admin/security')
  await screen.findByRole('heading', { name: 'Security' })
  return view
}

function section() {
  return screen.getByRole('region', { name: 'Two-factor sign-in' })
}

describe('admin Security page', () => {
  it('speaks Hindi when the console is in Hindi: the heading, the section, the enrolment and the recovery codes warning', async () => {
    window.localStorage.setItem('language', 'hi')
    twoFactorApi()
    signInConsole('ADMIN')
    const { user } = await renderApp('/admin/security')
    expect(await screen.findByRole('heading', { name: 'सुरक्षा', level: 2 }, { timeout: 5_000 })).toBeInTheDocument()
    const twoFactor = screen.getByRole('region', { name: 'टू-फ़ैक्टर साइन-इन' })
    expect(await within(twoFactor).findByText('बंद')).toBeInTheDocument()
    expect(within(twoFactor).getByText(/अपने पासवर्ड और फ़ोन के ऑथेंटिकेटर ऐप के कोड से साइन इन करें/)).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: /^सभी एडमिन के लिए टू-फ़ैक्टर साइन-इन ज़रूरी करें/ })).toBeDisabled()
    expect(screen.getByText('पहले अपना टू-फ़ैक्टर साइन-इन चालू करें।')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'ऑथेंटिकेटर ऐप सेट करें' }))
    expect(await screen.findByText(/से यह QR कोड स्कैन करें, फिर ऐप में दिख रहा कोड डालें।/)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'आपके ऑथेंटिकेटर ऐप के लिए QR कोड' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'सेटअप कुंजी' })).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
    expect(screen.getByRole('button', { name: 'सेटअप कुंजी कॉपी करें' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeEnabled()
    const turnOn = screen.getByRole('button', { name: 'चालू करें' })
    expect(turnOn).toBeDisabled()
    await user.type(screen.getByRole('textbox', { name: /ऐप में दिख रहा कोड/ }), '246810')
    await user.click(turnOn)

    expect(await screen.findByRole('heading', { name: 'आपके रिकवरी कोड' })).toBeInTheDocument()
    expect(screen.getByText('ये कोड अभी सहेज लें')).toBeInTheDocument()
    expect(screen.getByText(/ये सिर्फ़ इसी एक बार दिखाए जाते हैं।/)).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'रिकवरी कोड' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'रिकवरी कोड कॉपी करें' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'डाउनलोड करें (.txt)' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'मैंने अपने रिकवरी कोड सहेज लिए हैं' }))
    expect(await within(twoFactor).findByText('चालू')).toBeInTheDocument()
    expect(within(twoFactor).getByText(/बचे हुए रिकवरी कोड: 10 में से 10।/)).toBeInTheDocument()
  })

  it('asks for a code in Hindi to turn two-factor sign-in off, and says in Hindi why the company keeps it on', async () => {
    window.localStorage.setItem('language', 'hi')
    twoFactorApi({ enabled: true, enabledAt: '2026-11-20T09:00:00.000Z', recoveryCodesLeft: 2 })
    signInConsole('ADMIN')
    const { user } = await renderApp('/admin/security')
    const twoFactor = await screen.findByRole('region', { name: 'टू-फ़ैक्टर साइन-इन' }, { timeout: 5_000 })
    expect(await within(twoFactor).findByText('बचे हुए रिकवरी कोड: 10 में से 2। खत्म होने से पहले नए कोड बना लें।')).toBeInTheDocument()
    await user.click(within(twoFactor).getByRole('button', { name: 'नए रिकवरी कोड' }))
    const codes = await screen.findByRole('dialog', { name: 'नए रिकवरी कोड' })
    expect(within(codes).getByRole('button', { name: 'नए कोड बनाएँ' })).toBeDisabled()
    await user.click(within(codes).getByRole('button', { name: 'रद्द करें' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'नए रिकवरी कोड' })).not.toBeInTheDocument())

    await user.click(within(twoFactor).getByRole('button', { name: 'टू-फ़ैक्टर बंद करें' }))
    const dialog = await screen.findByRole('dialog', { name: 'टू-फ़ैक्टर साइन-इन बंद करें' })
    expect(within(dialog).getByText(/इसके बाद साइन इन के लिए सिर्फ़ आपका पासवर्ड लगेगा।/)).toBeInTheDocument()
    const code = within(dialog).getByRole('textbox', { name: /ऑथेंटिकेशन कोड/ })
    await user.type(code, '12')
    await user.tab()
    expect(await within(dialog).findByText('अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड डालें।')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'टू-फ़ैक्टर बंद करें' })).toBeDisabled()
  })

  it('says in Hindi that the company requires two-factor sign-in, so it cannot be turned off', async () => {
    window.localStorage.setItem('language', 'hi')
    twoFactorApi({ enabled: true, recoveryCodesLeft: 10, companyRequires: true })
    signInConsole('ADMIN')
    await renderApp('/admin/security')
    expect(await screen.findByRole('button', { name: 'टू-फ़ैक्टर बंद करें' }, { timeout: 5_000 })).toBeDisabled()
    expect(screen.getByText('आपकी कंपनी में टू-फ़ैक्टर साइन-इन ज़रूरी है, इसलिए इसे बंद नहीं किया जा सकता।')).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: /^सभी एडमिन के लिए टू-फ़ैक्टर साइन-इन ज़रूरी करें/ })).toBeChecked()
  })

  it('is in the admin menu', async () => {
    twoFactorApi()
    await openPage()
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('data-active')
  })

  it("lists the admin's active sessions below the second factor, with the way to sign out the others", async () => {
    twoFactorApi()
    await openPage()
    const sessions = await screen.findByRole('region', { name: 'Active sessions' })
    expect(await within(sessions).findByText('Safari on iOS')).toBeInTheDocument()
    expect(within(sessions).getByRole('button', { name: 'Sign out all other sessions' })).toBeEnabled()
  })

  it('enrols an authenticator app: QR code and key, a first code, then the ten recovery codes once', async () => {
    const api = twoFactorApi()
    const { user } = await openPage()
    expect(await within(section()).findByText('Off')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Set up authenticator app' }))

    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Setup key' })).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
    const turnOn = screen.getByRole('button', { name: 'Turn on' })
    expect(turnOn).toBeDisabled()
    await user.type(screen.getByRole('textbox', { name: /Code from the app/ }), '246810')
    await user.click(turnOn)

    const list = await screen.findByRole('list', { name: 'Recovery codes' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(buildRecoveryCodes())
    expect(api.setups).toHaveLength(1)
    expect(api.enables).toEqual([{ code: '246810' }])

    // Once put away, they are gone for good; the status says how many are left.
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }))
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument()
    expect(await within(section()).findByText('On')).toBeInTheDocument()
    expect(within(section()).getByText(/Recovery codes left: 10 of 10/)).toBeInTheDocument()
  })

  it('copies the recovery codes and downloads them as a text file', async () => {
    twoFactorApi()
    const writeText = vi.fn(() => Promise.resolve())
    const { user } = await openPage()
    // user-event installs its own clipboard at setup; this one records what the page copies.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const saved: { name: string; text: Promise<string> }[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', text: readText(blob as Blob) })
      return 'blob:test/1'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved[saved.length - 1].name = this.download
    })

    await user.click(await screen.findByRole('button', { name: 'Set up authenticator app' }))
    await user.type(await screen.findByRole('textbox', { name: /Code from the app/ }), '246810')
    await user.click(screen.getByRole('button', { name: 'Turn on' }))
    await user.click(await screen.findByRole('button', { name: 'Copy recovery codes' }))
    expect(writeText).toHaveBeenCalledWith(buildRecoveryCodes().join('\n'))

    await user.click(screen.getByRole('button', { name: 'Download (.txt)' }))
    expect(saved).toHaveLength(1)
    expect(saved[0].name).toBe('recovery-codes.txt')
    const text = await saved[0].text
    for (const code of buildRecoveryCodes()) expect(text).toContain(`\n${code}\n`)
  })

  it('makes new recovery codes only with a current code, and shows the new set', async () => {
    const api = twoFactorApi({ enabled: true, enabledAt: '2026-11-20T09:00:00.000Z', recoveryCodesLeft: 2 })
    const { user } = await openPage()
    expect(await within(section()).findByText(/Recovery codes left: 2 of 10/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }))
    const dialog = await screen.findByRole('dialog', { name: 'New recovery codes' })
    await user.type(within(dialog).getByRole('textbox', { name: /Authentication code/ }), '135790')
    await user.click(within(dialog).getByRole('button', { name: 'Create new codes' }))
    const list = await screen.findByRole('list', { name: 'Recovery codes' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(buildRecoveryCodes('z'))
    expect(api.regenerations).toEqual([{ code: '135790' }])
    expect(screen.queryByRole('dialog', { name: 'New recovery codes' })).not.toBeInTheDocument()
  })

  it('turns two-factor sign-in off with a recovery code, and keeps the dialog open with the reason when it is refused', async () => {
    const api = twoFactorApi({ enabled: true, enabledAt: '2026-11-20T09:00:00.000Z', recoveryCodesLeft: 9 })
    server.use(http.post(`${BASE}/disable`, () => messageFailure('Invalid code.', 400), { once: true }))
    const { user } = await openPage()
    await user.click(await screen.findByRole('button', { name: 'Turn off' }))
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in' })
    await user.click(within(dialog).getByRole('button', { name: 'Use a recovery code instead' }))
    await user.type(within(dialog).getByRole('textbox', { name: /Recovery code/ }), 'abcde-hhkmn')
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }))
    expect(await screen.findByText('Invalid code.')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Turn off two-factor sign-in' })).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Turn off two-factor sign-in' })).not.toBeInTheDocument())
    expect(await within(section()).findByText('Off')).toBeInTheDocument()
    expect(api.disables).toEqual([{ code: 'abcde-hhkmn' }])
  })

  it('cannot turn it off while the company requires it, and says why', async () => {
    twoFactorApi({ enabled: true, recoveryCodesLeft: 10, companyRequires: true })
    await openPage()
    expect(await screen.findByRole('button', { name: 'Turn off' })).toBeDisabled()
    expect(screen.getByText('Your company requires two-factor sign-in, so it cannot be turned off.')).toBeInTheDocument()
  })

  it('offers the company requirement only to an admin who has two-factor sign-in on', async () => {
    twoFactorApi()
    await openPage()
    const requirement = await screen.findByRole('switch', { name: /^Require two-factor sign-in for all admins/ })
    expect(requirement).toBeDisabled()
    expect(requirement).not.toBeChecked()
    expect(screen.getByText('Turn on your own two-factor sign-in first.')).toBeInTheDocument()
  })

  it('requires two-factor sign-in for every admin after a confirmation, and lifts it at once', async () => {
    const api = twoFactorApi({ enabled: true, recoveryCodesLeft: 10 })
    const { user } = await openPage()
    const requirement = await screen.findByRole('switch', { name: /^Require two-factor sign-in for all admins/ })
    await user.click(requirement)
    const dialog = await screen.findByRole('dialog', { name: 'Require two-factor sign-in' })
    expect(api.policies).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Require it' }))
    await waitFor(() => expect(requirement).toBeChecked())
    expect(api.policies).toEqual([{ required: true }])
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Require two-factor sign-in' })).not.toBeInTheDocument())

    await user.click(requirement)
    await waitFor(() => expect(requirement).not.toBeChecked())
    expect(api.policies).toEqual([{ required: true }, { required: false }])
  })
})
