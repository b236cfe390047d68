import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { UserProfile } from '@/client/types.gen'
import { recordBodies, server } from '../../../../../tests/web/msw'
import { buildProfile, fakeJwt, messageOk, profileHandler, sessionsHandler } from '../../../../../tests/web/factories'
import { renderApp } from '../../../../../tests/web/render-app'

const CHANNELS_URL = '/api/v1/user/auth/profile/notifications'

async function openProfile(profile: UserProfile = buildProfile()) {
  window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
  server.use(profileHandler(profile), sessionsHandler())
  const view = await renderApp('/user/profile')
  await screen.findByRole('textbox', { name: 'Name' }, { timeout: 10_000 })
  return view
}

describe('My Profile: notifications', () => {
  it("shows the member's choices and saves a change at once, without the password", async () => {
    const sent = recordBodies('put', CHANNELS_URL, () => messageOk('Notification settings updated'))
    const { user } = await openProfile(buildProfile({ decisionChannels: 'BOTH', rewardChannels: 'EMAIL' }))
    const decisions = screen.getByRole('radiogroup', { name: 'Purchase approvals and rejections' })
    const rewards = screen.getByRole('radiogroup', { name: 'Referral rewards' })
    expect(within(decisions).getByRole('radio', { name: 'Email and SMS' })).toBeChecked()
    expect(within(rewards).getByRole('radio', { name: 'Email' })).toBeChecked()
    expect(screen.getByText(/One-time codes are always sent/)).toBeInTheDocument()

    await user.click(within(decisions).getByRole('radio', { name: 'SMS' }))
    await vi.waitFor(() => expect(sent).toEqual([{ decisionChannels: 'SMS', rewardChannels: 'EMAIL' }]))
    expect(await screen.findByText('Notification settings updated')).toBeInTheDocument()
    expect(within(decisions).getByRole('radio', { name: 'SMS' })).toBeChecked()
  })

  it('speaks Hindi, and says so in Hindi when the choice could not be saved', async () => {
    server.use(http.put(CHANNELS_URL, () => HttpResponse.json({ status: false }, { status: 503 })))
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(profileHandler(buildProfile({ language: 'hi' })), sessionsHandler())
    const { user } = await renderApp('/user/profile')
    const rewards = await screen.findByRole('radiogroup', { name: 'रेफ़रल रिवॉर्ड' }, { timeout: 10_000 })
    expect(screen.getByRole('radiogroup', { name: 'खरीद की स्वीकृति और अस्वीकृति' })).toBeInTheDocument()
    await user.click(within(rewards).getByRole('radio', { name: 'ईमेल' }))
    expect(await screen.findByText('आपकी सूचना की सेटिंग सेव नहीं हो सकी।')).toBeInTheDocument()
    expect(within(rewards).getByRole('radio', { name: 'ईमेल और SMS' })).toBeChecked()
  })
})
