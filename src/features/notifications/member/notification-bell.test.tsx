import { screen, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../../../tests/web/msw'
import { buildNotification, buildProfile, fakeJwt, messageOk, notificationsHandler, profileHandler, transactionsHandler } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'

const APPROVED = buildNotification()
const REJECTED = buildNotification({
  id: '3d0b7a1f-2c8e-4d4f-9a6b-0e1f2a3b4c5d',
  kind: 'PURCHASE_REJECTED',
  purchaseId: '8f2e3d4c-5b6a-4f9e-8c7b-2d3e4f5a6b7c',
  data: { orderNumber: 'PUR-000124', tokens: '123456', tokenSymbol: 'STR', amount: '1234560.00', reason: 'Payment not received' },
  createdAt: '2026-11-21T08:00:00.000Z',
})
const REWARD = buildNotification({
  id: '4e1c8b2a-3d9f-4e5a-8b7c-1f2a3b4c5d6e',
  kind: 'REFERRAL_REWARD',
  purchaseId: '9a3f4e5d-6c7b-4a1f-9d8c-3e4f5a6b7c8d',
  data: { tokens: '50', tokenSymbol: 'STR', level: 1, buyerCode: 'STR2048', lockedUntil: '2026-12-21T09:30:00.000Z' },
  createdAt: '2026-11-20T12:00:00.000Z',
  readAt: '2026-11-20T13:00:00.000Z',
})

async function openApp(language: 'en' | 'hi' = 'en') {
  window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
  server.use(profileHandler(buildProfile({ language })), transactionsHandler())
  const rendered = await renderApp('/user/payment-history')
  // The first page of a member, in their language (the Hindi words load on demand).
  await screen.findByRole('link', { name: language === 'hi' ? 'डैशबोर्ड' : 'Dashboard' }, { timeout: 10_000 })
  await screen.findByText('ID: STR1024')
  return rendered
}

describe('the notification bell', () => {
  it('says how many are unread, and lists each in words with its time (IST) and a link to the order', async () => {
    server.use(notificationsHandler([APPROVED, REJECTED, REWARD]))
    const { user } = await openApp()
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' })
    await user.click(bell)
    const panel = screen.getByRole('dialog', { name: 'Notifications' })
    const items = within(panel).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveTextContent('Your order PUR-000123 for 2,000 STR (₹20,200.00) is approved. The tokens are in your account.')
    expect(items[0]).toHaveTextContent('21 November 2026 at 3:00 pm')
    expect(within(items[0]).getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/user/payment-history?status=ALL&search=PUR-000123')
    expect(items[1]).toHaveTextContent('Your order PUR-000124 for 1,23,456 STR (₹12,34,560.00) was rejected.')
    expect(items[1]).toHaveTextContent('Reason: Payment not received')
    expect(items[2]).toHaveTextContent('You earned 50 STR as the level-1 referrer of member STR2048.')
    expect(within(items[2]).getByRole('link', { name: 'View Refer & Earn' })).toHaveAttribute('href', '/user/referrals')
    // Unread ones are marked so; the read one is not.
    expect(within(items[0]).getByRole('img', { name: 'Unread' })).toBeInTheDocument()
    expect(within(items[2]).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument()
  })

  it('speaks Hindi to a member who reads Hindi', async () => {
    server.use(notificationsHandler([APPROVED, REJECTED, REWARD]))
    const { user } = await openApp('hi')
    await user.click(await screen.findByRole('button', { name: 'सूचनाएं, 2 बिना पढ़ी' }))
    const panel = screen.getByRole('dialog', { name: 'सूचनाएं' })
    const items = within(panel).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('2,000 STR (₹20,200.00) का आपका ऑर्डर PUR-000123 स्वीकृत हो गया है।')
    expect(within(items[0]).getByRole('link', { name: 'ऑर्डर देखें' })).toBeInTheDocument()
    expect(items[1]).toHaveTextContent('1,23,456 STR (₹12,34,560.00) का आपका ऑर्डर PUR-000124 अस्वीकार कर दिया गया है।')
    expect(items[1]).toHaveTextContent('कारण: Payment not received')
    expect(items[2]).toHaveTextContent('मेंबर STR2048 की खरीद पर लेवल-1 रेफ़रर के तौर पर आपको 50 STR का रिवॉर्ड मिला है।')
    expect(items[2]).toHaveTextContent('21 दिसंबर 2026')
    expect(within(panel).getByRole('button', { name: 'सभी को पढ़ा हुआ मार्क करें' })).toBeEnabled()
  })

  it('marks all as read, and the count goes once the list is read again', async () => {
    let unread = [APPROVED, REJECTED]
    server.use(
      http.get('/api/v1/user/notification/list', () =>
        HttpResponse.json({ status: true, message: 'Notifications fetched successfully', data: { records: unread, unreadCount: unread.filter((r) => !r.readAt).length } }),
      ),
    )
    const marked = vi.fn()
    server.use(
      http.post('/api/v1/user/notification/read-all', () => {
        marked()
        unread = unread.map((r) => ({ ...r, readAt: '2026-11-21T10:00:00.000Z' }))
        return messageOk('All notifications marked as read')
      }),
    )
    const { user } = await openApp()
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Notifications' })).getByRole('button', { name: 'Mark all as read' }))
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument()
    expect(marked).toHaveBeenCalledTimes(1)
    expect(within(screen.getByRole('dialog', { name: 'Notifications' })).getByRole('button', { name: 'Mark all as read' })).toBeDisabled()
  })

  it('marks one read when the member opens it, and goes to the order', async () => {
    server.use(notificationsHandler([APPROVED]))
    const read: unknown[] = []
    server.use(
      http.post('/api/v1/user/notification/read', async ({ request }) => {
        read.push(await request.json())
        return messageOk('Notification marked as read')
      }),
    )
    const { user, router } = await openApp()
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }))
    await user.click(screen.getByRole('link', { name: 'View order' }))
    await vi.waitFor(() => expect(read).toEqual([{ id: APPROVED.id }]))
    await vi.waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'ALL', search: 'PUR-000123' }))
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument()
  })

  it('has an empty state and a loading state', async () => {
    const { user } = await openApp()
    await user.click(await screen.findByRole('button', { name: 'Notifications' }))
    expect(screen.getByText(/No notifications yet/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows the loading state while the list is on its way', async () => {
    server.use(http.get('/api/v1/user/notification/list', () => delay('infinite')))
    const { user } = await openApp()
    await user.click(screen.getByRole('button', { name: 'Notifications' }))
    expect(screen.getByText('Loading notifications')).toBeInTheDocument()
  })
})
