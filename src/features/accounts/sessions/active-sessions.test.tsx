import { screen, waitFor, within } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import userEvent from '@testing-library/user-event'
import { render } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ActiveSession } from '@/client/types.gen'
import { createQueryClient } from '@/router'
import { theme } from '@/ui/theme'
import { ActiveSessions, type SessionsArea } from '@/features/accounts'
import { server } from '../../../../tests/web/msw'
import { buildProfile, buildSession, fakeJwt, messageFailure, profileHandler, sessionsHandler, SESSIONS_URLS, signInConsole } from '../../../../tests/web/factories'
import { rowTexts } from '../../../../tests/web/queries'
import { renderApp } from '../../../../tests/web/render-app'

const REVOKE_URL = '/api/v1/user/auth/sessions/revoke-others'

const thisPhone = buildSession()
const laptop = buildSession({
  id: '0c9e8d7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f',
  device: 'Firefox on Windows',
  address: '2001:db8:85a3:0:x:x:x:x',
  createdAt: '2026-11-19T13:15:00.000Z',
  lastSeenAt: '2026-11-20T18:40:00.000Z',
  current: false,
})
const unknown = buildSession({ id: '1d2c3b4a-5968-4776-8594-a3b2c1d0e9f8', device: 'Unknown device', address: null, current: false })

async function openProfile(records: ActiveSession[] = [thisPhone, laptop]) {
  window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
  server.use(profileHandler(), sessionsHandler(records))
  const view = await renderApp('/user/profile')
  const section = await screen.findByRole('region', { name: 'Active sessions' })
  const table = within(section).getByRole('table', { name: 'Active sessions' })
  await within(table).findByText(thisPhone.device)
  return { ...view, section, table }
}

/** Answers sign-out-others with `answer` and counts the calls, each with the token it carried. */
function revokeHandler(answer: () => Response | Promise<Response>) {
  const calls: (string | null)[] = []
  server.use(
    http.post(REVOKE_URL, async ({ request }) => {
      calls.push(request.headers.get('Authorization'))
      return answer()
    }),
  )
  return calls
}

const revoked = (message: string, count: number) => HttpResponse.json({ status: true, message, data: { revoked: count } })

describe('active sessions on the profile page', () => {
  it('speaks Hindi to a member who chose it: the heading, the columns, this device and the sign-out with its confirmation', async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(profileHandler(buildProfile({ language: 'hi' })), sessionsHandler([thisPhone, laptop]))
    const { user } = await renderApp('/user/profile')
    const section = await screen.findByRole('region', { name: 'सक्रिय सत्र' }, { timeout: 5000 })
    expect(within(section).getByRole('heading', { name: 'सक्रिय सत्र' })).toBeInTheDocument()
    const table = within(section).getByRole('table', { name: 'सक्रिय सत्र' })
    await within(table).findByText(thisPhone.device)
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['डिवाइस', 'पता', 'साइन इन हुआ', 'आखिरी बार सक्रिय'])
    expect(within(table).getByText('यह डिवाइस')).toBeInTheDocument()
    expect(within(table).getByText('अभी सक्रिय')).toBeInTheDocument()

    await user.click(within(section).getByRole('button', { name: 'बाकी सभी सत्रों से साइन आउट करें' }))
    const dialog = await screen.findByRole('dialog', { name: 'बाकी सभी सत्रों से साइन आउट करें?' })
    expect(dialog).toHaveTextContent('1 अन्य सत्र से साइन आउट हो जाएगा, और उसे इस्तेमाल करने वाले को फिर से लॉग इन करना होगा। यह डिवाइस साइन इन रहेगा।')
    expect(within(dialog).getByRole('button', { name: 'बाकी से साइन आउट करें' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument()
  })

  it('lists each session with its device, address, sign-in and last seen in IST, this device marked and active now', async () => {
    const { table } = await openProfile([thisPhone, laptop, unknown])
    expect(rowTexts(table)).toEqual([
      ['Chrome on AndroidThis device', '203.0.113.x', '21/11/2026, 10:00 am IST', 'Active now'],
      ['Firefox on Windows', '2001:db8:85a3:0:x:x:x:x', '19/11/2026, 06:45 pm IST', '21/11/2026, 12:10 am IST'],
      ['Unknown device', 'Not recorded', '21/11/2026, 10:00 am IST', '21/11/2026, 03:25 pm IST'],
    ])
    expect(screen.getAllByText('This device')).toHaveLength(1)
  })

  it('signs out every other session after a confirmation, says so, and shows the list again', async () => {
    const { user, section, table } = await openProfile()
    const calls = revokeHandler(async () => {
      server.use(sessionsHandler([thisPhone]))
      return revoked('Signed out of 1 other session.', 1)
    })

    await user.click(within(section).getByRole('button', { name: 'Sign out all other sessions' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other sessions?' })
    expect(dialog).toHaveTextContent('1 other session will be signed out, and whoever uses it must log in again. This device stays signed in.')
    expect(calls).toEqual([])

    await user.click(within(dialog).getByRole('button', { name: 'Sign out others' }))
    expect(await screen.findByText('Signed out of 1 other session.')).toBeInTheDocument()
    await waitFor(() => expect(rowTexts(table)).toHaveLength(1))
    expect(calls).toEqual([window.localStorage.getItem('authToken')])
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // Nothing is left to sign out.
    expect(within(section).getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled()
  })

  it('does nothing when the confirmation is cancelled', async () => {
    const { user, section } = await openProfile()
    const calls = revokeHandler(() => revoked('Signed out of 1 other session.', 1))
    await user.click(within(section).getByRole('button', { name: 'Sign out all other sessions' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls).toEqual([])
  })

  it('keeps the dialog busy while the sign-out is on its way', async () => {
    const { user, section } = await openProfile()
    revokeHandler(() => delay('infinite').then(() => revoked('never', 0)))
    await user.click(within(section).getByRole('button', { name: 'Sign out all other sessions' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Sign out others' }))
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled())
    expect(within(dialog).getByRole('button', { name: 'Sign out others' })).toHaveAttribute('data-loading', 'true')
  })

  it('says why a sign-out failed and keeps the list', async () => {
    const { user, section, table } = await openProfile()
    revokeHandler(() => messageFailure('Something went wrong. Please try again.', 500))
    await user.click(within(section).getByRole('button', { name: 'Sign out all other sessions' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out others' }))
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument()
    expect(rowTexts(table)).toHaveLength(2)
  })

  it('cannot sign out others when this device is the only session', async () => {
    const { section } = await openProfile([thisPhone])
    expect(within(section).getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled()
  })

  it('shows a loading row, then an error row and a toast when the list fails', async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(
      profileHandler(),
      http.get(SESSIONS_URLS.member, async () => {
        await delay(100)
        return messageFailure('Failed to load your active sessions', 500)
      }),
    )
    await renderApp('/user/profile')
    const section = await screen.findByRole('region', { name: 'Active sessions' })
    expect(within(section).getByText('Loading your sessions...')).toBeInTheDocument()
    expect(await within(section).findByRole('alert')).toHaveTextContent('Could not load your sessions. Please try again.')
    expect(await screen.findByText('Failed to load your active sessions')).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled()
  })
})

function renderArea(area: SessionsArea) {
  const queryClient = createQueryClient()
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ActiveSessions area={area} />
      </QueryClientProvider>
    </MantineProvider>,
  )
  return userEvent.setup()
}

describe.each([
  ['admin', 'ADMIN', '/api/v1/company/auth/sessions/revoke-others'],
  ['superadmin', 'SUPERADMIN', '/api/v1/superadmin/auth/sessions/revoke-others'],
] as const)('active sessions of the %s console', (area, role, revokeUrl) => {
  it("lists and signs out with the console's own operations and token", async () => {
    signInConsole(role)
    const token = window.localStorage.getItem('accessToken')
    const seen: string[] = []
    server.use(
      http.get(SESSIONS_URLS[area], ({ request }) => {
        seen.push(`GET ${request.headers.get('Authorization') === token}`)
        return HttpResponse.json({ status: true, message: 'ok', data: { records: [thisPhone, laptop], total: 2 } })
      }),
      http.post(revokeUrl, ({ request }) => {
        seen.push(`POST ${request.headers.get('Authorization') === token}`)
        return revoked('Signed out of 1 other session.', 1)
      }),
    )
    const user = renderArea(area)
    expect(await screen.findByText('Firefox on Windows')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out others' }))
    await waitFor(() => expect(seen).toEqual(['GET true', 'POST true', 'GET true']))
  })
})
