import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../tests/web/msw'
import { adminDashboardHandlers, buildAdminDashboard, buildCollectionStats, messageFailure, signInConsole } from '../../../tests/web/factories'
import { renderApp } from '../../../tests/web/render-app'
import { selectedToken } from '@/tokens/selected-token'

let reload: ReturnType<typeof vi.fn>

beforeEach(() => {
  reload = vi.fn()
  // jsdom cannot reload; the page's own reload is what these tests watch.
  vi.stubGlobal('location', { ...window.location, href: window.location.href, origin: window.location.origin, pathname: '/admin', reload })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

/** Signed in, and past the first-visit reload unless a test says otherwise. */
function signIn(reloadCount: string | null = '2') {
  signInConsole('ADMIN')
  if (reloadCount === null) window.localStorage.removeItem('reloadCount')
  else window.localStorage.setItem('reloadCount', reloadCount)
}

/** jsdom lays nothing out; the charts draw only when their container has a size. */
function giveChartsRoom() {
  const original = HTMLElement.prototype.getBoundingClientRect
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (!this.classList.contains('recharts-responsive-container')) return original.call(this)
    return { width: 360, height: 240, top: 0, left: 0, right: 360, bottom: 240, x: 0, y: 0, toJSON: () => ({}) }
  })
}

function valueOf(section: HTMLElement, label: string) {
  return within(section).getByText(label).nextElementSibling?.textContent
}

function legend(name: string) {
  return within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)
}

describe('admin dashboard', () => {
  it('shows the user and member counts, titled and iconed by the token', async () => {
    signIn()
    server.use(...adminDashboardHandlers())
    await renderApp('/admin')
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    const users = screen.getByRole('region', { name: 'Users' })
    const members = screen.getByRole('region', { name: 'Members' })
    await waitFor(() => expect(valueOf(users, 'Active User')).toBe('12'))
    expect(valueOf(users, 'Inactive User')).toBe('3')
    expect(valueOf(users, 'Blocked User')).toBe('1')
    await waitFor(() => expect(valueOf(members, 'Total Member')).toBe('16'))
    expect(valueOf(members, 'Verification Completed')).toBe('10')
    expect(valueOf(members, 'Verification Pending')).toBe('6')
    await waitFor(() => expect(document.title).toBe(selectedToken.metaData.title))
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(selectedToken.icon_url)
  })

  it("shows '--' for every figure a failed load left out, without telling the admin about the failure", async () => {
    signIn()
    server.use(
      http.get('/api/v1/admin/dashboard/get', () => messageFailure('Company not found.', 404)),
      http.get('/api/v1/admin/dashboard/members', () => messageFailure('Something went wrong', 500)),
      http.get('/api/v1/admin/dashboard/collections', () => messageFailure('Something went wrong', 500)),
    )
    await renderApp('/admin/dashboard')
    await screen.findByRole('heading', { name: 'Dashboard' })
    const users = screen.getByRole('region', { name: 'Users' })
    const members = screen.getByRole('region', { name: 'Members' })
    // Give the three failed loads time to settle.
    await new Promise((resolve) => setTimeout(resolve, 100))
    for (const label of ['Active User', 'Inactive User', 'Blocked User']) expect(valueOf(users, label)).toBe('--')
    for (const label of ['Total Member', 'Verification Completed', 'Verification Pending']) expect(valueOf(members, label)).toBe('--')
    expect(legend('Token Supply Distribution values').every((item) => item?.endsWith('--'))).toBe(true)
    expect(legend('Total Collection Method Wise values').every((item) => item?.endsWith('--'))).toBe(true)
    expect(screen.getByTestId('referral-readout')).toHaveTextContent('Total: --')
    expect(screen.queryByText('Company not found.')).toBeNull()
    expect(screen.queryByText('Something went wrong')).toBeNull()
  })

  it("shows '--' for member counts the server left out and a value for those it sent", async () => {
    signIn()
    // The first handler that matches answers, so the partial one goes first.
    server.use(
      http.get('/api/v1/admin/dashboard/members', () =>
        HttpResponse.json({ status: true, message: 'Member statistics fetched successfully', data: { totalMembers: 7 } }),
      ),
      ...adminDashboardHandlers(),
    )
    await renderApp('/admin')
    const members = await screen.findByRole('region', { name: 'Members' })
    await waitFor(() => expect(valueOf(members, 'Total Member')).toBe('7'))
    expect(valueOf(members, 'Verification Completed')).toBe('--')
    expect(valueOf(members, 'Verification Pending')).toBe('--')
  })

  it('draws the supply pie with its seven slices and 2-decimal values', async () => {
    signIn()
    giveChartsRoom()
    server.use(...adminDashboardHandlers())
    await renderApp('/admin')
    const card = await screen.findByRole('region', { name: 'Token Supply Distribution' })
    await waitFor(() => expect(card.querySelectorAll('.recharts-pie-sector')).toHaveLength(7))
    expect(legend('Token Supply Distribution values')).toEqual([
      'Total Supply10,00,00,000.00',
      'Private Supply3,00,00,000.00',
      'Remaining Private Supply2,99,99,000.00',
      'Public Cell Supply5,00,00,000.00',
      'Angel Investor Supply1,00,00,000.00',
      'Founder Team Supply75,00,000.00',
      'Airdrop Supply25,00,000.00',
    ])
  })

  it("draws the referral doughnut around the token logo and reads out the hovered slice in crores with ' CR'", async () => {
    signIn()
    giveChartsRoom()
    server.use(
      ...adminDashboardHandlers({
        dashboard: buildAdminDashboard({ privateSupplyData: { total: '30000000.00', remaining: '25000000.00', stockBalance: '5000000.00' } }),
      }),
    )
    await renderApp('/admin')
    const card = await screen.findByRole('region', { name: 'Referral Supply' })
    expect(within(card).getByRole('img', { name: selectedToken.symbol })).toHaveAttribute('src', selectedToken.icon_url)
    const readout = screen.getByTestId('referral-readout')
    await waitFor(() => expect(readout).toHaveTextContent('Total: 3.00 CR'))
    await waitFor(() => expect(card.querySelectorAll('.recharts-pie-sector')).toHaveLength(3))
    fireEvent.mouseEnter(card.querySelectorAll('.recharts-pie-sector path')[1])
    expect(readout).toHaveTextContent('Remaining: 2.50 CR')
    // The hovered slice is redrawn as the active shape, so the paths are looked up again.
    fireEvent.mouseEnter(card.querySelectorAll('.recharts-pie-sector path')[2])
    expect(readout).toHaveTextContent('Stock Balance: 0.50 CR')
    expect(legend('Referral Supply values')).toEqual(['Total3,00,00,000.00', 'Remaining2,50,00,000.00', 'Stock Balance50,00,000.00'])
  })

  it("draws the collection bars Bank, UPI, Manual and Crypto as one dataset labelled '%'", async () => {
    signIn()
    giveChartsRoom()
    server.use(
      ...adminDashboardHandlers({
        collections: buildCollectionStats({ total: '30000.00', bank: '10000.00', upi: '15000.00', manual: '5000.00', crypto: '0.00' }),
      }),
    )
    await renderApp('/admin')
    const card = await screen.findByRole('region', { name: 'Total Collection Method Wise' })
    await waitFor(() => expect(card.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThanOrEqual(3))
    const ticks = Array.from(card.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')).map((tick) => tick.textContent)
    expect(ticks).toEqual(['Bank', 'UPI', 'Manual', 'Crypto'])
    expect(within(card).getByText('%')).toBeInTheDocument()
    const heights = Object.fromEntries(
      Array.from(card.querySelectorAll('path.mantine-BarChart-bar')).map((bar) => [bar.getAttribute('method'), Number(bar.getAttribute('height'))]),
    )
    expect(Object.keys(heights)).toEqual(['Bank', 'UPI', 'Manual'])
    expect(heights.UPI / heights.Bank).toBeCloseTo(50 / 33.33, 2)
    expect(heights.Manual / heights.Bank).toBeCloseTo(16.67 / 33.33, 2)
    expect(legend('Total Collection Method Wise values')).toEqual([
      'Bank₹10,000.00 (33.33%)',
      'UPI₹15,000.00 (50.00%)',
      'Manual₹5,000.00 (16.67%)',
      'Crypto₹0.00 (0.00%)',
    ])
  })
})

describe('first-visit reload', () => {
  it('sets the counter to 2 and reloads once when it is below 2 (as admin login leaves it)', async () => {
    signIn('1')
    server.use(...adminDashboardHandlers())
    await renderApp('/admin')
    await screen.findByRole('heading', { name: 'Dashboard' })
    await waitFor(() => expect(reload).toHaveBeenCalledOnce())
    expect(window.localStorage.getItem('reloadCount')).toBe('2')
  })

  it('reloads once when there is no counter at all', async () => {
    signIn(null)
    server.use(...adminDashboardHandlers())
    await renderApp('/admin/dashboard')
    await screen.findByRole('heading', { name: 'Dashboard' })
    await waitFor(() => expect(reload).toHaveBeenCalledOnce())
    expect(window.localStorage.getItem('reloadCount')).toBe('2')
  })

  it('does not reload when the counter is already 2', async () => {
    signIn('2')
    server.use(...adminDashboardHandlers())
    await renderApp('/admin')
    const users = await screen.findByRole('region', { name: 'Users' })
    await waitFor(() => expect(valueOf(users, 'Active User')).toBe('12'))
    expect(reload).not.toHaveBeenCalled()
    expect(window.localStorage.getItem('reloadCount')).toBe('2')
  })
})
