import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../../tests/web/msw'
import { adminDashboardHandlers, buildAdminDashboard, buildCollectionStats, messageFailure, signInConsole } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'
import { localeReady } from '@/lib/locale'
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

/** The drawn slices of a pie or doughnut, each named by recharts after its datum. */
async function slices(chart: HTMLElement) {
  await waitFor(() => expect(chart.querySelector('path.recharts-sector')).not.toBeNull())
  return Array.from(chart.querySelectorAll<SVGPathElement>('path.recharts-sector'))
}

function slice(chart: HTMLElement, name: string) {
  const path = chart.querySelector(`path.recharts-sector[name="${name}"]`)
  if (!path) throw new Error(`no slice ${name}`)
  return path
}

/**
 * The angle a drawn sector spans, in degrees, read off its SVG path ('M start A r,r,0,large,sweep,end
 * ...'): the angle between the arc's two ends, or its complement when the arc is the large one.
 */
function sectorAngle(path: Element, cx = 100, cy = 100) {
  const numbers = (path.getAttribute('d') ?? '').match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g)!.map(Number)
  const [x0, y0, , , , large, , x1, y1] = numbers
  const a = Math.atan2(y0 - cy, x0 - cx)
  const b = Math.atan2(y1 - cy, x1 - cx)
  let small = Math.abs(a - b) * (180 / Math.PI)
  if (small > 180) small = 360 - small
  return large === 1 ? 360 - small : small
}

/** A legend line's colour swatch, as the CSS colour it paints. */
function swatchColor(item: HTMLElement) {
  return (item.querySelector('.mantine-ColorSwatch-colorOverlay') as HTMLElement | null)?.style.backgroundColor
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
      http.get('/api/v1/admin/dashboard/pending', () => messageFailure('Something went wrong', 500)),
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

  it("shows what the other calls brought when one fails, and '--' only where it failed", async () => {
    signIn()
    server.use(
      http.get('/api/v1/admin/dashboard/members', () => messageFailure('Something went wrong', 500)),
      ...adminDashboardHandlers(),
    )
    await renderApp('/admin')
    const users = await screen.findByRole('region', { name: 'Users' })
    await waitFor(() => expect(valueOf(users, 'Active User')).toBe('12'))
    const members = screen.getByRole('region', { name: 'Members' })
    for (const label of ['Total Member', 'Verification Completed', 'Verification Pending']) expect(valueOf(members, label)).toBe('--')
    expect(screen.queryByText('Something went wrong')).toBeNull()
  })

  it('shows the loading page while a slow first load is on its way, then the figures', async () => {
    signIn()
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get('/api/v1/admin/dashboard/members', async () => {
        await answered
        return HttpResponse.json({ status: true, message: 'Member statistics fetched successfully', data: { totalMembers: 16 } })
      }),
      ...adminDashboardHandlers(),
    )
    const opened = renderApp('/admin/dashboard')
    expect(await screen.findByLabelText('Loading page', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Users' })).toBeNull()
    answer()
    await opened
    const members = await screen.findByRole('region', { name: 'Members' })
    await waitFor(() => expect(valueOf(members, 'Total Member')).toBe('16'))
    expect(screen.queryByLabelText('Loading page')).toBeNull()
  })

  it('reads the figures again when the failed dashboard is loaded again', async () => {
    signIn()
    // The first handler that matches answers: the failure once, then the figures.
    server.use(
      http.get('/api/v1/admin/dashboard/get', () => messageFailure('Company not found.', 404), { once: true }),
      ...adminDashboardHandlers(),
    )
    const { router } = await renderApp('/admin')
    const users = await screen.findByRole('region', { name: 'Users' })
    await waitFor(() => expect(valueOf(users, 'Active User')).toBe('--'))
    await router.invalidate()
    await waitFor(() => expect(valueOf(screen.getByRole('region', { name: 'Users' }), 'Active User')).toBe('12'))
  })

  it("shows '--' for member counts the server left out and a value for those it sent", async () => {
    signIn()
    // The first handler that matches answers, so the partial one goes first.
    server.use(
      http.get('/api/v1/admin/dashboard/members', () => HttpResponse.json({ status: true, message: 'Member statistics fetched successfully', data: { totalMembers: 7 } })),
      ...adminDashboardHandlers(),
    )
    await renderApp('/admin')
    const members = await screen.findByRole('region', { name: 'Members' })
    await waitFor(() => expect(valueOf(members, 'Total Member')).toBe('7'))
    expect(valueOf(members, 'Verification Completed')).toBe('--')
    expect(valueOf(members, 'Verification Pending')).toBe('--')
  })

  it('draws the supply pie as a partition of the total: each slice spans its share of the whole circle', async () => {
    signIn()
    server.use(...adminDashboardHandlers({ dashboard: buildAdminDashboard({ remainingPrivateSupply: '22500000.00' }) }))
    await renderApp('/admin')
    const card = await screen.findByRole('region', { name: 'Token Supply Distribution' })
    const pie = await within(card).findByRole('img', { name: 'Token Supply Distribution pie chart' }, { timeout: 5000 })
    const drawn = await slices(pie)
    // Of 10 crore: 75 lakh allocated (30% less the 22.5% remaining), then 50%, 10%, 7.5% and 2.5%.
    const shares: [string, number][] = [
      ['Private Supply Allocated', 7.5],
      ['Remaining Private Supply', 22.5],
      ['Public Cell Supply', 50],
      ['Angel Investor Supply', 10],
      ['Founder Team Supply', 7.5],
      ['Airdrop Supply', 2.5],
    ]
    expect(drawn.map((path) => path.getAttribute('name'))).toEqual(shares.map(([name]) => name))
    for (const [name, percent] of shares) expect(sectorAngle(slice(pie, name)), name).toBeCloseTo((percent / 100) * 360, 0)
    expect(new Set(drawn.map((path) => path.getAttribute('fill'))).size).toBe(6)
    expect(legend('Token Supply Distribution values')).toEqual([
      'Total Supply10,00,00,000.00',
      'Private Supply3,00,00,000.00',
      'Private Supply Allocated75,00,000.00',
      'Remaining Private Supply2,25,00,000.00',
      'Public Cell Supply5,00,00,000.00',
      'Angel Investor Supply1,00,00,000.00',
      'Founder Team Supply75,00,000.00',
      'Airdrop Supply25,00,000.00',
    ])
    // Each slice's line carries its colour; the totals, drawn nowhere, carry none.
    const [totalLine, privateLine, ...partLines] = within(screen.getByRole('list', { name: 'Token Supply Distribution values' })).getAllByRole('listitem')
    expect(swatchColor(totalLine)).toBeUndefined()
    expect(swatchColor(privateLine)).toBeUndefined()
    expect(partLines.map(swatchColor)).toEqual(drawn.map((path) => path.getAttribute('fill')))
  })

  it('names a pointed-at pie slice with its value in Indian grouping', async () => {
    signIn()
    server.use(...adminDashboardHandlers({ dashboard: buildAdminDashboard({ remainingPrivateSupply: '22500000.00' }) }))
    await renderApp('/admin')
    const pie = await screen.findByRole('img', { name: 'Token Supply Distribution pie chart' }, { timeout: 5000 })
    await slices(pie)
    fireEvent.mouseEnter(slice(pie, 'Remaining Private Supply'))
    await waitFor(() => expect(pie.querySelector('.recharts-tooltip-wrapper')).toHaveTextContent('Remaining Private Supply2,25,00,000.00'))
  })

  it("draws the referral ring as used against remaining around the token logo, and reads out the pointed-at slice in crores with ' CR'", async () => {
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
    const doughnut = await within(card).findByRole('img', { name: 'Referral Supply doughnut chart' }, { timeout: 5000 })
    expect((await slices(doughnut)).map((path) => path.getAttribute('name'))).toEqual(['Stock Balance', 'Remaining'])
    // 50 lakh used of 3 crore is a sixth of the ring.
    expect(sectorAngle(slice(doughnut, 'Stock Balance'))).toBeCloseTo(60, 0)
    expect(sectorAngle(slice(doughnut, 'Remaining'))).toBeCloseTo(300, 0)
    fireEvent.mouseEnter(slice(doughnut, 'Remaining'))
    expect(readout).toHaveTextContent('Remaining: 2.50 CR')
    // A tap on a phone reads a slice out too.
    fireEvent.click(slice(doughnut, 'Stock Balance'))
    expect(readout).toHaveTextContent('Stock Balance: 0.50 CR')
    expect(legend('Referral Supply values')).toEqual(['Total3,00,00,000.00', 'Stock Balance50,00,000.00', 'Remaining2,50,00,000.00'])
  })

  it('shows the pending purchases, how many and how much, linked to the Purchase Requests list', async () => {
    signIn()
    server.use(...adminDashboardHandlers({ pending: { count: 1234, amount: '1234567.5' } }))
    await renderApp('/admin')
    const card = await screen.findByRole('region', { name: 'Pending Purchases' })
    await waitFor(() => expect(valueOf(card, 'Requests')).toBe('1,234'))
    expect(valueOf(card, 'Amount')).toBe('₹12,34,567.50')
    expect(within(card).getByRole('link', { name: 'View pending requests' })).toHaveAttribute('href', '/admin/purchaserequest')
  })

  it("shows '--' for the pending purchases when their call fails, and the rest as usual", async () => {
    signIn()
    server.use(
      http.get('/api/v1/admin/dashboard/pending', () => messageFailure('Something went wrong', 500)),
      ...adminDashboardHandlers(),
    )
    await renderApp('/admin')
    const users = await screen.findByRole('region', { name: 'Users' })
    await waitFor(() => expect(valueOf(users, 'Active User')).toBe('12'))
    const card = screen.getByRole('region', { name: 'Pending Purchases' })
    expect(valueOf(card, 'Requests')).toBe('--')
    expect(valueOf(card, 'Amount')).toBe('--')
  })

  it("draws the collection bars Bank, UPI, Manual and Crypto as one dataset labelled '%', each bar in its own colour", async () => {
    // jsdom lays nothing out; the bar chart is drawn at its box's width.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300)
    signIn()
    server.use(
      ...adminDashboardHandlers({
        collections: buildCollectionStats({ total: '30000.00', bank: '10000.00', upi: '15000.00', manual: '5000.00', crypto: '0.00' }),
      }),
    )
    await renderApp('/admin')
    const card = await screen.findByRole('region', { name: 'Total Collection Method Wise' })
    const chart = await within(card).findByRole('img', { name: 'Total Collection Method Wise bar chart' })
    await waitFor(() => expect(chart.querySelector('path.recharts-rectangle')).not.toBeNull())
    const ticks = (axis: string) => Array.from(chart.querySelectorAll(`.recharts-${axis}-tick-labels text`)).map((tick) => tick.textContent)
    expect(ticks('xAxis')).toEqual(['Bank', 'UPI', 'Manual', 'Crypto'])
    expect(ticks('yAxis')).toEqual(['0%', '25%', '50%', '75%', '100%'])
    // Crypto's 0% draws no bar; the others stand in proportion to their shares, each in its colour.
    const bars = Array.from(chart.querySelectorAll('path.recharts-rectangle')).filter((bar) => Number(bar.getAttribute('height')) > 0)
    expect(bars.map((bar) => [bar.getAttribute('method'), bar.getAttribute('name')])).toEqual([
      ['Bank', '%'],
      ['UPI', '%'],
      ['Manual', '%'],
    ])
    const heights = Object.fromEntries(bars.map((bar) => [bar.getAttribute('method'), Number(bar.getAttribute('height'))]))
    expect(heights.UPI / heights.Bank).toBeCloseTo(50 / 33.33, 1)
    expect(heights.Manual / heights.Bank).toBeCloseTo(16.67 / 33.33, 1)
    const fills = bars.map((bar) => bar.getAttribute('fill'))
    expect(new Set(fills).size).toBe(3)
    expect(legend('Total Collection Method Wise values')).toEqual(['Bank₹10,000.00 (33.33%)', 'UPI₹15,000.00 (50.00%)', 'Manual₹5,000.00 (16.67%)', 'Crypto₹0.00 (0.00%)'])
    const lines = within(screen.getByRole('list', { name: 'Total Collection Method Wise values' })).getAllByRole('listitem')
    expect(lines.slice(0, 3).map(swatchColor)).toEqual(fills)
    expect(new Set(lines.map(swatchColor)).size).toBe(4)
  })
})

describe('admin dashboard in Hindi', () => {
  it('speaks Hindi: the heading, the card titles and figures, the chart titles, legends and slices', async () => {
    window.localStorage.setItem('language', 'hi')
    signIn()
    server.use(...adminDashboardHandlers())
    await renderApp('/admin')
    // The Hindi words arrive in a chunk of their own.
    await localeReady()
    expect(await screen.findByRole('heading', { name: 'डैशबोर्ड' })).toBeInTheDocument()
    const users = screen.getByRole('region', { name: 'यूज़र' })
    await waitFor(() => expect(valueOf(users, 'सक्रिय यूज़र')).toBe('12'))
    expect(valueOf(users, 'निष्क्रिय यूज़र')).toBe('3')
    expect(valueOf(screen.getByRole('region', { name: 'सदस्य' }), 'वेरिफ़िकेशन बाकी')).toBe('6')
    const supply = screen.getByRole('region', { name: 'टोकन सप्लाई का बँटवारा' })
    expect(within(supply).getByRole('heading', { name: 'टोकन सप्लाई का बँटवारा' })).toBeInTheDocument()
    expect(legend('टोकन सप्लाई के बँटवारे के आँकड़े').slice(0, 2)).toEqual(['कुल सप्लाई10,00,00,000.00', 'प्राइवेट सप्लाई3,00,00,000.00'])
    const pie = await within(supply).findByRole('img', { name: 'टोकन सप्लाई के बँटवारे का पाई चार्ट' }, { timeout: 5000 })
    expect((await slices(pie)).map((path) => path.getAttribute('name'))[0]).toBe('आवंटित प्राइवेट सप्लाई')
    expect(screen.getByTestId('referral-readout')).toHaveTextContent('कुल: 3.00 करोड़')
    expect(legend('रेफ़रल सप्लाई के आँकड़े').map((line) => line?.replace(/[\d,.]+$/, ''))).toEqual(['कुल', 'स्टॉक बैलेंस', 'बची हुई'])
    const pending = screen.getByRole('region', { name: 'लंबित खरीद' })
    expect(valueOf(pending, 'अनुरोध')).toBe('1,234')
    expect(valueOf(pending, 'रकम')).toBe('₹12,34,567.50')
    expect(within(pending).getByRole('link', { name: 'लंबित अनुरोध देखें' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'भुगतान के तरीके के अनुसार कुल कलेक्शन' })).toBeInTheDocument()
    expect(legend('भुगतान के तरीके के अनुसार कुल कलेक्शन के आँकड़े').map((line) => line?.replace(/₹.*$/, ''))).toEqual(['बैंक', 'UPI', 'मैनुअल', 'क्रिप्टो'])
  })
})
