import { screen } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { recordBodies, server } from '../../../../tests/web/msw'
import { messageFailure, messageOk } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'
import { COMPANY_ID } from '@/lib/api-client'

const OPEN_URL = '/api/v1/user/referral/open'

describe("a share link's open, counted for its owner's funnel", () => {
  it('tells the server once when the register page opens with a referral code, with a visitor id the browser keeps', async () => {
    const bodies = recordBodies('post', OPEN_URL, () => messageOk('Received'))
    const first = await renderApp('/register?referralCode=STR2048')
    expect(await screen.findByRole('heading', { name: 'Request OTP' })).toBeInTheDocument()
    await expect.poll(() => bodies.length).toBe(1)
    const visitorId = window.localStorage.getItem('referralVisitor')
    expect(visitorId).toMatch(/^[A-Za-z0-9-]{8,64}$/)
    expect(bodies).toEqual([{ companyId: COMPANY_ID, referralCode: 'STR2048', visitorId }])
    first.unmount()

    // The same browser opening the link again sends the same id, so the server counts it once today.
    await renderApp('/register?referralCode=STR2048')
    await expect.poll(() => bodies.length).toBe(2)
    expect(bodies[1]).toEqual(bodies[0])
  })

  it('says nothing in Hindi or English when the count fails: registration goes on', async () => {
    window.localStorage.setItem('language', 'hi')
    let calls = 0
    server.use(
      http.post(OPEN_URL, () => {
        calls++
        return messageFailure('Too many requests. Please try again in 60 seconds.', 429)
      }),
    )
    await renderApp('/register?referralCode=STR2048')
    expect(await screen.findByText('आपको आमंत्रित किया गया है')).toBeInTheDocument()
    await expect.poll(() => calls).toBe(1)
    expect(screen.queryByText(/Too many requests/)).not.toBeInTheDocument()
    expect(document.querySelector('.mantine-Notification-root')).toBeNull()
  })

  it('sends nothing for a register page opened without a code', async () => {
    const bodies = recordBodies('post', OPEN_URL, () => messageOk('Received'))
    await renderApp('/register')
    expect(await screen.findByRole('heading', { name: 'Request OTP' })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(bodies).toEqual([])
    expect(window.localStorage.getItem('referralVisitor')).toBeNull()
  })
})
