import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { recordBodies, server } from '../../../../tests/web/msw'
import { buildRecoveryCodes, buildSession, buildTwoFactorStatus, sessionsHandler, signInConsole, TOTP_SETUP } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'

const BASE = '/api/v1/superadmin/auth/two-factor'

describe('super admin Security page', () => {
  it('speaks Hindi when the console is in Hindi: the heading and the two-factor section', async () => {
    window.localStorage.setItem('language', 'hi')
    server.use(
      sessionsHandler([buildSession({ device: 'Firefox on Linux' })], 'superadmin'),
      http.get(BASE, () => HttpResponse.json({ status: true, message: 'ok', data: buildTwoFactorStatus() })),
    )
    signInConsole('SUPERADMIN')
    await renderApp('/superadmin/security')
    expect(await screen.findByRole('heading', { name: 'सुरक्षा', level: 2 }, { timeout: 5_000 })).toBeInTheDocument()
    const section = await screen.findByRole('region', { name: 'टू-फ़ैक्टर साइन-इन' })
    expect(within(section).getByText('बंद')).toBeInTheDocument()
    expect(within(section).getByText(/ईमेल पर आने वाले कोड भी चलते रहेंगे।/)).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: 'ऑथेंटिकेटर ऐप सेट करें' })).toBeEnabled()
  })

  it('is in the menu, has no company requirement, and enrols the authenticator app with the super admin calls', async () => {
    let status = buildTwoFactorStatus()
    server.use(
      sessionsHandler([buildSession({ device: 'Firefox on Linux' })], 'superadmin'),
      http.get(BASE, () => HttpResponse.json({ status: true, message: 'ok', data: status })),
      http.post(`${BASE}/setup`, () => HttpResponse.json({ status: true, message: 'Scan the QR code with your app.', data: TOTP_SETUP })),
    )
    const enables = recordBodies('post', `${BASE}/enable`, () => {
      status = { ...status, enabled: true, recoveryCodesLeft: 10 }
      return HttpResponse.json({ status: true, message: 'Two-factor sign-in is on.', data: { recoveryCodes: buildRecoveryCodes() } })
    })
    signInConsole('SUPERADMIN')
    const { user } = await renderApp('/superadmin/security')
    expect(await screen.findByRole('heading', { name: 'Security' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('data-active')
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' })
    expect(await within(section).findByText(/instead of waiting for an emailed code/)).toBeInTheDocument()
    expect(screen.queryByRole('switch')).not.toBeInTheDocument()
    expect(await within(screen.getByRole('region', { name: 'Active sessions' })).findByText('Firefox on Linux')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Set up authenticator app' }))
    await user.type(await screen.findByRole('textbox', { name: /Code from the app/ }), '975310')
    await user.click(screen.getByRole('button', { name: 'Turn on' }))
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument()
    expect(enables).toEqual([{ code: '975310' }])
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }))
    expect(await within(section).findByText('On')).toBeInTheDocument()
  })
})
