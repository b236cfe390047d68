import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../../../tests/web/msw'
import {
  buildGlobalStockEntry,
  buildMemberDashboard,
  buildMyStockEntry,
  buildProfile,
  fakeJwt,
  messageFailure,
  profileHandler,
  stockHandlers,
} from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'
import { rowTexts } from '../../../../tests/web/queries'
import { selectedToken } from '@/tokens/selected-token'

function signIn() {
  window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
}

/** Signs a member in and opens `path` against a server with the profile and empty stock tables. */
function openDashboard(path = '/user/dashboard') {
  signIn()
  server.use(profileHandler(), ...stockHandlers())
  return renderApp(path)
}

function columnHeaders() {
  return screen.getAllByRole('columnheader').map((header) => header.textContent)
}

describe('member dashboard in Hindi', () => {
  it('speaks Hindi to a member who chose it: the heading, both cards, the sale card and the table', async () => {
    signIn()
    const sale = buildMemberDashboard({ price: '10.00', privateSupply: '30000000.00', allocatedSupply: '7512345.00', invested: '123456.70', pendingOrders: 2 })
    server.use(profileHandler(buildProfile({ language: 'hi', globalStake: '1234567', stockBalance: '1500' })), ...stockHandlers({ sale }))
    await renderApp('/user/dashboard')

    // Hindi's words load once the profile has chosen them: on a busy machine that can take more than a second.
    expect(await screen.findByRole('heading', { name: 'डैशबोर्ड' }, { timeout: 5000 })).toBeInTheDocument()
    const global = screen.getByRole('button', { name: /ग्लोबल स्टॉक/ })
    const mine = screen.getByRole('button', { name: /मेरा स्टॉक/ })
    expect(within(global).getByText('सभी सदस्यों को बेचे और इनाम में दिए गए')).toBeInTheDocument()
    expect(within(global).getByText('लीडरबोर्ड')).toBeInTheDocument()
    expect(within(global).getByText('और देखें')).toBeInTheDocument()
    expect(await within(mine).findByText('मेंबर ID: STR1024')).toBeInTheDocument()
    expect(within(mine).getByText('खरीद और इनाम')).toBeInTheDocument()

    const panel = screen.getByRole('region', { name: 'टोकन बिक्री' })
    expect(await within(panel).findByText('₹10.00 / STR')).toBeInTheDocument()
    expect(within(panel).getByText('टोकन की कीमत')).toBeInTheDocument()
    expect(within(panel).getByText('कुल निवेश (INR)')).toBeInTheDocument()
    expect(within(panel).getByText('लंबित ऑर्डर')).toBeInTheDocument()
    expect(within(panel).getByText('3,00,00,000 STR में से 75,12,345 (25.04%)')).toBeInTheDocument()
    expect(within(panel).getByRole('progressbar', { name: 'बिक्री की प्रगति' })).toHaveAttribute('aria-valuenow', '25.04')
    expect(within(panel).getByRole('link', { name: 'देखें' })).toHaveAttribute('href', '/user/payment-history')
    expect(within(panel).getByRole('link', { name: 'टोकन खरीदें' })).toHaveAttribute('href', '/user/buy-token')

    expect(screen.getByRole('heading', { name: 'ग्लोबल स्टॉक का विवरण' })).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'ग्लोबल स्टॉक का विवरण' })
    await waitFor(() => expect(columnHeaders()).toEqual(['स्टॉक रैंक', 'वॉलेट पता', 'स्टॉक मात्रा', 'ट्रांज़ैक्शन हैश', 'तारीख और समय', 'बाकी समय']))
    expect(await within(table).findByText('कोई डेटा उपलब्ध नहीं')).toBeInTheDocument()
  })

  it('says in Hindi when the sale figures cannot load', async () => {
    signIn()
    server.use(
      // Before the stock handlers' own answer, so this one is heard.
      http.get('/api/v1/user/dashboard/get', () => HttpResponse.json({ status: false, message: 'Company not found.' }, { status: 404 })),
      profileHandler(buildProfile({ language: 'hi' })),
      ...stockHandlers(),
    )
    await renderApp('/user/dashboard')
    expect(await screen.findByText('बिक्री के आँकड़े लोड नहीं हो सके। फिर से कोशिश करने के लिए पेज रीलोड करें।', {}, { timeout: 5000 })).toBeInTheDocument()
  })
})

describe('member dashboard', () => {
  it('has the Dashboard title and shows both balances from the profile with the token symbol and icon', async () => {
    signIn()
    server.use(profileHandler(buildProfile({ globalStake: '1234567', stockBalance: '1500' })), ...stockHandlers())
    await renderApp('/user/dashboard')

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(document.title).toBe(`${selectedToken.metaData.title} | Dashboard`)
    const global = screen.getByRole('button', { name: /Global Stock/ })
    const mine = screen.getByRole('button', { name: /My Stock/ })
    expect(await within(global).findByText('12,34,567')).toBeInTheDocument()
    expect(within(mine).getByText('1,500')).toBeInTheDocument()
    expect(within(global).getByText(selectedToken.symbol)).toBeInTheDocument()
    expect(global.querySelector(`img[src="${selectedToken.icon_url}"]`)).not.toBeNull()
    expect(within(mine).getByText('Member ID: STR1024')).toBeInTheDocument()
  })

  it('shows the token price, the sale progress, INR invested and pending orders, with a way to buy and to the pending orders', async () => {
    signIn()
    const sale = buildMemberDashboard({ price: '10.00', privateSupply: '30000000.00', allocatedSupply: '7512345.00', invested: '123456.70', pendingOrders: 2 })
    server.use(profileHandler(), ...stockHandlers({ sale }))
    await renderApp('/user/dashboard')

    const panel = await screen.findByRole('region', { name: 'Token sale' })
    expect(await within(panel).findByText('₹10.00 / STR')).toBeInTheDocument()
    expect(within(panel).getByText('₹1,23,456.70')).toBeInTheDocument()
    expect(within(panel).getByText('2')).toBeInTheDocument()
    expect(within(panel).getByText('75,12,345 of 3,00,00,000 STR (25.04%)')).toBeInTheDocument()
    const progress = within(panel).getByRole('progressbar', { name: 'Sale progress' })
    expect(progress).toHaveAttribute('aria-valuenow', '25.04')
    expect(within(panel).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/user/payment-history')
    expect(within(panel).getByRole('link', { name: 'Buy Token' })).toHaveAttribute('href', '/user/buy-token')
  })

  it('offers no link to pending orders when there are none, and says so plainly when the figures cannot load', async () => {
    signIn()
    server.use(profileHandler(), ...stockHandlers({ sale: buildMemberDashboard({ pendingOrders: 0 }) }))
    const first = await renderApp('/user/dashboard')
    const panel = await screen.findByRole('region', { name: 'Token sale' })
    expect(await within(panel).findByText('0 of 3,00,00,000 STR (0.00%)')).toBeInTheDocument()
    expect(within(panel).queryByRole('link', { name: 'View' })).toBeNull()
    first.unmount()

    server.use(http.get('/api/v1/user/dashboard/get', () => HttpResponse.json({ status: false, message: 'Company not found.' }, { status: 404 })))
    await renderApp('/user/dashboard')
    expect(await screen.findByText('The sale figures could not be loaded. Reload the page to try again.')).toBeInTheDocument()
  })

  it('shows 0.0 for both balances until the profile arrives', async () => {
    signIn()
    server.use(
      http.get('/api/v1/user/auth/profile/get', () => delay('infinite')),
      ...stockHandlers(),
    )
    await renderApp('/user/dashboard')
    expect(within(await screen.findByRole('button', { name: /Global Stock/ })).getByText('0.0')).toBeInTheDocument()
    expect(within(screen.getByRole('button', { name: /My Stock/ })).getByText('0.0')).toBeInTheDocument()
  })

  it('selects Global Stock first and switches the table between the two column sets', async () => {
    const { user } = await openDashboard()

    const global = await screen.findByRole('button', { name: /Global Stock/ })
    const mine = screen.getByRole('button', { name: /My Stock/ })
    expect(global).toHaveAttribute('aria-pressed', 'true')
    expect(mine).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('heading', { name: 'Global Stock Details' })).toBeInTheDocument()
    // The table's code arrives after the first paint (dashboard-page.tsx).
    await waitFor(() => expect(columnHeaders()).toEqual(['Stock Rank', 'Wallet Address', 'Stock Qty.', 'Transaction Hash', 'Date & time', 'Time Left']))

    await user.click(mine)
    expect(mine).toHaveAttribute('aria-pressed', 'true')
    expect(global).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('heading', { name: 'My Stock Details' })).toBeInTheDocument()
    await waitFor(() => expect(columnHeaders()).toEqual(['Member ID', 'Stock Qty.', 'Transaction Hash', 'Date & Time', 'Reward', 'Time Left']))

    await user.click(global)
    await waitFor(() => expect(columnHeaders()[0]).toBe('Stock Rank'))
  })

  it("says 'No data available' in both tables while they have no rows", async () => {
    const { user } = await openDashboard()
    const table = await screen.findByRole('table', { name: 'Global Stock Details' })
    expect(await within(table).findByText('No data available')).toBeInTheDocument()
    expect(within(table).getAllByRole('row')).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: /My Stock/ }))
    expect(await within(screen.getByRole('table', { name: 'My Stock Details' })).findByText('No data available')).toBeInTheDocument()
  })

  it('is also the /user index page', async () => {
    await openDashboard('/user')
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Global Stock/ })).toHaveAttribute('aria-pressed', 'true')
  })

  it("lists the leaderboard: rank (the member's own row marked), N/A for wallet and hash, quantity, date and Time Left", async () => {
    signIn()
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-25T10:00:00Z') })
    server.use(
      profileHandler(),
      ...stockHandlers({
        global: [
          buildGlobalStockEntry({ rank: 1, stockQty: '1250000', lockedUntil: '2026-12-25T10:30:00Z' }),
          buildGlobalStockEntry({ rank: 2, isMe: true, stockQty: '1050', lockedUntil: null }),
        ],
      }),
    )
    await renderApp('/user/dashboard')
    const table = await screen.findByRole('table', { name: 'Global Stock Details' })
    await within(table).findByText('12,50,000')
    const [first, second] = rowTexts(table)
    expect(first).toEqual(['1', 'N/A', '12,50,000', 'N/A', expect.stringMatching(/20\/11\/2026/), '30d 0h'])
    expect(second).toEqual(['2You', 'N/A', '1,050', 'N/A', expect.any(String), 'N/A'])
    vi.useRealTimers()
  })

  it('lists my purchases and rewards, with how a reward was earned and its Time Left, paged on the server', async () => {
    signIn()
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-25T10:00:00Z') })
    const pages: string[] = []
    server.use(
      profileHandler(),
      http.get('/api/v1/user/stock/my/list', ({ request }) => {
        pages.push(new URL(request.url).searchParams.get('page') ?? '')
        const records = [
          buildMyStockEntry({
            kind: 'REWARD',
            memberId: 'STR2048',
            stockQty: '50',
            reward: { level: 1, percent: '5.00', purchaseQuantity: '1000', intendedTokens: '50', status: 'PAID' },
            lockedUntil: '2026-12-25T09:30:00Z',
          }),
          buildMyStockEntry({ kind: 'PURCHASE', memberId: 'STR1024', stockQty: '200' }),
        ]
        return HttpResponse.json({ status: true, message: 'Stock fetched successfully', data: { records, lastPage: 2 } })
      }),
      ...stockHandlers(),
    )
    const { user, router } = await renderApp('/user/dashboard')
    await user.click(await screen.findByRole('button', { name: /My Stock/ }))
    const table = await screen.findByRole('table', { name: 'My Stock Details' })
    await within(table).findByText('STR2048')
    const [reward, purchase] = rowTexts(table)
    expect(reward).toEqual(['STR2048', '50', 'N/A', expect.any(String), 'Level 1: 5% of 1,000', '29d 23h'])
    expect(purchase).toEqual(['STR1024', '200', 'N/A', expect.any(String), 'N/A', 'N/A'])
    expect(router.state.location.search).toMatchObject({ stock: 'mine' })

    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(pages).toContain('2'))
    expect(router.state.location.search).toMatchObject({ stock: 'mine', page: '2' })
    vi.useRealTimers()
  })

  it('opens on the table a link names, My Stock from ?stock=mine', async () => {
    await openDashboard('/user/dashboard?stock=mine')
    expect(await screen.findByRole('heading', { name: 'My Stock Details' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /My Stock/ })).toHaveAttribute('aria-pressed', 'true')
  })

  it('says a failed table in its own rows, with Try again, and keeps the rest of the page', async () => {
    signIn()
    let fail = true
    // Ahead of the usual answers, so it answers the leaderboard.
    server.use(
      http.get('/api/v1/user/stock/global/list', () =>
        fail
          ? messageFailure('The leaderboard is being rebuilt')
          : HttpResponse.json({ status: true, message: 'ok', data: { records: [buildGlobalStockEntry({ rank: 1 })], lastPage: 1 } }),
      ),
      profileHandler(),
      ...stockHandlers(),
    )
    const { user } = await renderApp('/user/dashboard')
    const table = await screen.findByRole('table', { name: 'Global Stock Details' })
    expect(within(table).getByRole('alert')).toHaveTextContent('Could not load the list. Please try again.')
    expect(await screen.findByText('The leaderboard is being rebuilt', { selector: '.mantine-Notification-description' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Token sale' })).toBeInTheDocument()

    fail = false
    await user.click(within(table).getByRole('button', { name: 'Try again' }))
    const again = await screen.findByRole('table', { name: 'Global Stock Details' })
    await waitFor(() => expect(rowTexts(again)).toHaveLength(1))
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument()
  })
})
