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

function slice(chart: HTMLElement, name: string) {
  const path = chart.querySelector(`path[data-slice="${name}"]`)
  if (!path) throw new Error(`no slice ${name}`)
  return path
}

function sliceTitles(chart: HTMLElement) {
  return Array.from(chart.querySelectorAll('path[data-slice] > title')).map((title) => title.textContent)
}

/** The large-arc flag of a slice's outer arc: '1' when it spans more than half the circle. */
function largeArcFlag(chart: HTMLElement, name: string) {
  return slice(chart, name).getAttribute('d')?.split(' A ')[1].split(' ')[3]
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
    server.use(...adminDashboardHandlers())
    await renderApp('/admin')
    const card = await screen.findByRole('region', { name: 'Token Supply Distribution' })
    const pie = within(card).getByRole('img', { name: 'Token Supply Distribution pie chart' })
    // One slice per figure; pointing at one names it with its value.
    await waitFor(() => expect(sliceTitles(pie)).toEqual([
      'Total Supply: 10,00,00,000.00',
      'Private Supply: 3,00,00,000.00',
      'Remaining Private Supply: 2,99,99,000.00',
      'Public Cell Supply: 5,00,00,000.00',
      'Angel Investor Supply: 1,00,00,000.00',
      'Founder Team Supply: 75,00,000.00',
      'Airdrop Supply: 25,00,000.00',
    ]))
    // Each slice's share of the circle is its share of the figures: the largest, Total Supply
    // (10 of 22 crore), is under half a turn, so its arc is drawn the short way round.
    expect(largeArcFlag(pie, 'Total Supply')).toBe('0')
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
    const doughnut = within(card).getByRole('img', { name: 'Referral Supply doughnut chart' })
    expect(sliceTitles(doughnut)).toEqual(['Total: 3,00,00,000.00', 'Remaining: 2,50,00,000.00', 'Stock Balance: 50,00,000.00'])
    fireEvent.mouseEnter(slice(doughnut, 'Remaining'))
    expect(readout).toHaveTextContent('Remaining: 2.50 CR')
    fireEvent.mouseEnter(slice(doughnut, 'Stock Balance'))
    expect(readout).toHaveTextContent('Stock Balance: 0.50 CR')
    // A tap on a phone reads a slice out too.
    fireEvent.click(slice(doughnut, 'Total'))
    expect(readout).toHaveTextContent('Total: 3.00 CR')
    expect(legend('Referral Supply values')).toEqual(['Total3,00,00,000.00', 'Remaining2,50,00,000.00', 'Stock Balance50,00,000.00'])
  })

  it("draws the collection bars Bank, UPI, Manual and Crypto as one dataset labelled '%'", async () => {
    signIn()
    server.use(
      ...adminDashboardHandlers({
        collections: buildCollectionStats({ total: '30000.00', bank: '10000.00', upi: '15000.00', manual: '5000.00', crypto: '0.00' }),
      }),
    )
    await renderApp('/admin')
    const card = await screen.findByRole('region', { name: 'Total Collection Method Wise' })
    const chart = within(card).getByRole('img', { name: 'Total Collection Method Wise bar chart' })
    const ticks = Array.from(chart.querySelectorAll('text[data-tick="x"]')).map((tick) => tick.textContent)
    expect(ticks).toEqual(['Bank', 'UPI', 'Manual', 'Crypto'])
    expect(Array.from(chart.querySelectorAll('text[data-tick="y"]')).map((tick) => tick.textContent)).toEqual(['0', '25', '50', '75', '100'])
    expect(within(chart).getByText('%')).toBeInTheDocument()
    // Crypto's 0% draws no bar; the others stand in proportion to their shares.
    const bars = () => Array.from(chart.querySelectorAll('rect[data-method]'))
    await waitFor(() => expect(bars().map((bar) => bar.querySelector('title')?.textContent)).toEqual(['Bank: 33.33%', 'UPI: 50.00%', 'Manual: 16.67%']))
    const heights = Object.fromEntries(bars().map((bar) => [bar.getAttribute('data-method'), Number(bar.getAttribute('height'))]))
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
