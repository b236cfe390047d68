import { fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordBodies, server } from '../../../../tests/web/msw'
import { buildAdminTransaction, messageFailure, signInConsole } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'
import { cellTexts, headerTexts, optionTexts } from '../../../../tests/web/queries'
import { captureDownloads } from '../../../../tests/web/downloads'
import type { AdminTransaction } from '@/client/types.gen'
import { theme, whiteTextContrast } from '@/ui/theme'
import { DEFAULT_THEME } from '@mantine/core'

afterEach(() => {
  vi.useRealTimers()
})

/** A colour as the light scheme paints it: a theme variable ('var(--mantine-color-green-filled)', '…-green-9') as its hex. */
function painted(color: string): string {
  const variable = /^var\(--mantine-color-([a-z]+)-(\d|filled)\)$/.exec(color)
  if (!variable) return color
  const colors = { ...DEFAULT_THEME.colors, ...theme.colors }[variable[1]]!
  return colors[variable[2] === 'filled' ? 6 : Number(variable[2])]
}

interface ListCall {
  page: string | null
  search: string | null
  status: string | null
}

/** Answers the purchase list by status from `records` and records every call. */
function purchasesApi(records: AdminTransaction[]) {
  const calls: ListCall[] = []
  const state = { records }
  server.use(
    http.get('/api/v1/admin/transaction/list', ({ request }) => {
      const query = new URL(request.url).searchParams
      calls.push({ page: query.get('page'), search: query.get('search'), status: query.get('status') })
      const matching = state.records.filter((row) => row.status === query.get('status'))
      const page = Number(query.get('page') ?? 1)
      return HttpResponse.json({
        status: true,
        message: 'Transactions fetched successfully',
        data: { records: matching.slice((page - 1) * 10, page * 10), total: matching.length },
      })
    }),
  )
  return { calls, state }
}

/** The approve or reject endpoint: records the bodies and moves the purchase to `status`. */
function decisionApi(path: 'approve' | 'reject', state: { records: AdminTransaction[] }, message: string) {
  return recordBodies('post', `/api/v1/admin/transaction/${path}`, (body) => {
    const { id } = body as { id: string }
    state.records = state.records.map((row) => (row.id === id ? { ...row, status: path === 'approve' ? 'APPROVED' : 'REJECTED' } : row))
    return HttpResponse.json({ status: true, message, data: state.records.find((row) => row.id === id) })
  })
}

async function openPage(path = '/admin/purchaserequest') {
  signInConsole('ADMIN')
  return renderApp(path)
}

/** Opens the page on Purchase Requests, once Asha Verma's pending purchase is listed. */
async function openRequests() {
  const view = await openPage()
  const table = await screen.findByRole('table', { name: 'Purchase Requests' })
  await within(table).findByText('Asha Verma')
  return { ...view, table }
}

function rowOf(table: HTMLElement, text: string) {
  const row = within(table).getByRole('cell', { name: text }).closest('tr')
  if (!row) throw new Error(`no row with ${text}`)
  return row
}

/** Clicks Approve or Reject on Asha Verma's row: the dialog that asks to confirm. */
async function decide(user: Awaited<ReturnType<typeof openPage>>['user'], table: HTMLElement, action: 'Approve' | 'Reject') {
  await user.click(within(rowOf(table, 'Asha Verma')).getByRole('button', { name: action }))
  return screen.findByRole('dialog', { name: `${action} Purchase` })
}

const SHARED = ['Sl.No', 'User ID', 'Name', 'Mobile', 'Method', 'Price', 'Quantity', 'Final Amount', 'Status', 'Date']

describe('Manage Purchase', () => {
  it('speaks Hindi when the console language is Hindi: heading, tabs, the columns, Approve and its confirm dialog', async () => {
    window.localStorage.setItem('language', 'hi')
    const purchase = buildAdminTransaction({ transactionId: 'PUR-100009', referenceNumber: '498765432109' })
    purchasesApi([purchase])
    const { user } = await openPage()
    expect(await screen.findByRole('heading', { name: 'खरीद प्रबंधन' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'खरीद अनुरोध' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'खरीद इतिहास' })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'खोजें' })).toHaveAttribute('placeholder', 'नाम, मोबाइल, यूज़र ID, तरीका या UTR')
    const table = await screen.findByRole('table', { name: 'खरीद अनुरोध' })
    await within(table).findByText('Asha Verma')
    // The shared ledger columns come first; the ones this screen adds close the row.
    expect(headerTexts(table).slice(-4)).toEqual(['तारीख', 'UTR', 'रसीद', 'कार्रवाई'])
    expect(within(rowOf(table, 'Asha Verma')).getByRole('link', { name: 'PUR-100009 की रसीद देखें' })).toBeInTheDocument()
    expect(within(rowOf(table, 'Asha Verma')).getByRole('button', { name: 'अस्वीकार करें' })).toBeInTheDocument()

    await user.click(within(rowOf(table, 'Asha Verma')).getByRole('button', { name: 'मंज़ूर करें' }))
    const dialog = await screen.findByRole('dialog', { name: 'खरीद मंज़ूर करें' })
    expect(within(dialog).getByText(/^Asha Verma \(STR1024\) द्वारा ₹10,200.00 में 1,000 STR की खरीद मंज़ूर करें\? ये टोकन बची हुई सप्लाई से घट जाएँगे।$/)).toBeInTheDocument()
    expect(within(dialog).getByText(/ट्रांज़ैक्शन रेफ़रेंस नंबर:/)).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'रसीद देखें' })).toHaveAttribute('href', purchase.receipt?.url)
    expect(within(dialog).getByRole('img', { name: 'PUR-100009 की रसीद' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'मंज़ूर करें' })).toBeInTheDocument()
  })

  it('opens on Purchase Requests with the pending purchases and their columns', async () => {
    const { calls } = purchasesApi([
      buildAdminTransaction({
        user: { id: '0b8f5a52-5d0e-4d0c-9d55-3c1a1d2f4e61', referralCode: 'STR1024', name: 'Asha Verma', mobile: '9876543210' },
        paymentMethod: 'MANUAL',
        price: '10.00',
        totalQuantity: '123456',
        finalAmount: '1259251.20',
        createdAt: '2025-11-21T10:15:00.000Z',
      }),
      buildAdminTransaction({
        status: 'APPROVED',
        user: { id: '1b8f5a52-5d0e-4d0c-9d55-3c1a1d2f4e61', referralCode: 'STR2048', name: 'Approved Buyer', mobile: '9000000000' },
      }),
    ])
    await openPage()
    expect(screen.getByRole('heading', { name: 'Manage Purchase' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Purchase Requests' })).toHaveAttribute('aria-selected', 'true')
    const table = await screen.findByRole('table', { name: 'Purchase Requests' })
    await within(table).findByText('Asha Verma')

    // The first column is the row's checkbox, named rather than headed (the page's checkbox is its header).
    expect(headerTexts(table)).toEqual(['', ...SHARED, 'UTR', 'Receipt', 'Action'])
    const cells = cellTexts(rowOf(table, 'Asha Verma'))
    expect(cells.slice(0, 10)).toEqual(['', '1', 'STR1024', 'Asha Verma', '9876543210', 'MANUAL', '₹10.00', '1,23,456', '₹12,59,251.20', 'PENDING'])
    expect(cells[10]).toMatch(/^2025-11-21\d+ days ago$/)
    expect(within(rowOf(table, 'Asha Verma')).getByRole('button', { name: 'Approve' })).toBeInTheDocument()
    expect(within(rowOf(table, 'Asha Verma')).getByRole('button', { name: 'Reject' })).toBeInTheDocument()
    expect(within(table).queryByText('Approved Buyer')).toBeNull()
    expect(calls).toEqual([{ page: '1', search: null, status: 'PENDING' }])
  })

  it('shows in each pending row how long ago it was submitted, its UTR and its receipt, so the admin need not open it to decide', async () => {
    const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000 - 60_000).toISOString()
    purchasesApi([
      buildAdminTransaction({ transactionId: 'PUR-000777', referenceNumber: '412345678901', createdAt: threeHoursAgo }),
      buildAdminTransaction({
        transactionId: 'PUR-000778',
        user: { id: '2b8f5a52-5d0e-4d0c-9d55-3c1a1d2f4e61', referralCode: 'STR4096', name: 'Cash Payer', mobile: '9111111111' },
        paymentMethod: 'MANUAL',
        referenceNumber: null,
        receipt: null,
      }),
    ])
    await openPage()
    const table = await screen.findByRole('table', { name: 'Purchase Requests' })
    await within(table).findByText('412345678901')
    const row = rowOf(table, '412345678901')
    expect(within(row).getByText('3 hours ago')).toBeInTheDocument()
    const receipt = within(row).getByRole('link', { name: 'View receipt of PUR-000777' })
    expect(receipt).toHaveAttribute('href', expect.stringMatching(/^\/api\/v1\/media\/file\//))
    expect(receipt).toHaveAttribute('target', '_blank')
    expect(receipt.querySelector('img')).toHaveAttribute('loading', 'lazy')
    // A receipt that is not an image falls back to the plain link.
    fireEvent.error(receipt.querySelector('img')!)
    expect(receipt).toHaveTextContent('View')
    // Nothing to show is said as '--', not left blank.
    const cash = cellTexts(rowOf(table, 'Cash Payer'))
    expect(cash.slice(11, 13)).toEqual(['--', '--'])
  })

  it('shows Purchase History with Approved by default, Txn No., Receipt, the referral rewards paid and who decided, and switches to Rejected', async () => {
    const { calls } = purchasesApi([
      buildAdminTransaction({
        status: 'APPROVED',
        referenceNumber: '412345678901',
        decidedBy: { id: '2b8f5a52-5d0e-4d0c-9d55-3c1a1d2f4e61', name: 'Company Admin' },
        decidedAt: '2025-11-22T09:00:00.000Z',
        user: { id: '1b8f5a52-5d0e-4d0c-9d55-3c1a1d2f4e61', referralCode: 'STR2048', name: 'Approved Buyer', mobile: '9000000000' },
        rewards: [
          {
            level: 1,
            percent: '5.00',
            referrer: { id: 'r1', referralCode: 'STR1024', name: 'Priya Shah', mobile: '9876543210' },
            intendedTokens: '50',
            tokens: '50',
            status: 'PAID',
            reason: null,
            lockedUntil: '2025-12-22T09:00:00.000Z',
          },
          {
            level: 2,
            percent: '1.00',
            referrer: { id: 'r2', referralCode: 'STR0512', name: 'Ravi Kumar', mobile: '9876543211' },
            intendedTokens: '10',
            tokens: '0',
            status: 'SKIPPED',
            reason: "The referrer's account is blocked.",
            lockedUntil: null,
          },
        ],
      }),
      buildAdminTransaction({
        status: 'REJECTED',
        referenceNumber: null,
        receipt: null,
        user: { id: '3b8f5a52-5d0e-4d0c-9d55-3c1a1d2f4e61', referralCode: 'STR4096', name: 'Rejected Buyer', mobile: '9111111111' },
      }),
    ])
    const { user, router } = await openPage()
    await screen.findByRole('table', { name: 'Purchase Requests' })

    await user.click(screen.getByRole('tab', { name: 'Purchase History' }))
    const status = await screen.findByRole('combobox', { name: 'Status' })
    expect(optionTexts(status)).toEqual(['Approved', 'Rejected'])
    expect(status).toHaveValue('APPROVED')
    let table = screen.getByRole('table', { name: 'Purchase History' })
    await within(table).findByText('Approved Buyer')
    expect(headerTexts(table)).toEqual([...SHARED, 'Txn No.', 'Receipt', 'Referral Rewards', 'Decided By'])
    const approved = rowOf(table, 'Approved Buyer')
    expect(within(approved).getByText('L1 STR1024: 50')).toBeInTheDocument()
    expect(within(approved).getByText("L2 STR0512: 0 of 10 (skipped: The referrer's account is blocked.)")).toBeInTheDocument()
    expect(within(approved).getByRole('cell', { name: '412345678901' })).toBeInTheDocument()
    expect(within(approved).getByRole('link', { name: /View receipt/ })).toHaveTextContent('View')
    expect(within(approved).getByText('Company Admin')).toBeInTheDocument()
    expect(within(approved).getByText('2025-11-22')).toBeInTheDocument()
    expect(within(approved).queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(router.state.location.search).toEqual({ tab: 'history' })

    await user.selectOptions(status, 'Rejected')
    table = screen.getByRole('table', { name: 'Purchase History' })
    await within(table).findByText('Rejected Buyer')
    const rejected = within(rowOf(table, 'Rejected Buyer')).getAllByRole('cell')
    expect(rejected[10]).toHaveTextContent(/^--$/)
    expect(rejected[11]).toHaveTextContent(/^--$/)
    expect(within(rejected[11]).queryByRole('link')).toBeNull()
    expect(rejected[12]).toHaveTextContent(/^--$/)
    expect(router.state.location.search).toEqual({ tab: 'history', status: 'REJECTED' })
    expect(calls.map((call) => call.status)).toEqual(['PENDING', 'APPROVED', 'REJECTED'])
  })

  it('approves after the approve dialog shows the reference number and the receipt, then refreshes the pending list', async () => {
    const purchase = buildAdminTransaction({
      referenceNumber: '498765432101',
      totalQuantity: '1000',
      finalAmount: '10200.00',
      transactionId: 'PUR-100001',
    })
    const { calls, state } = purchasesApi([purchase])
    const bodies = decisionApi('approve', state, 'Purchase approved successfully')
    const { user, table } = await openRequests()

    const dialog = await decide(user, table, 'Approve')
    expect(within(dialog).getByText(/Approve the purchase of 1,000 STR for ₹10,200.00 by Asha Verma \(STR1024\)\?/)).toBeInTheDocument()
    expect(within(dialog).getByText('498765432101')).toBeInTheDocument()
    expect(within(dialog).getByText(/Transaction Reference Number/)).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'View Receipt' })).toHaveAttribute('href', purchase.receipt?.url)
    expect(within(dialog).getByRole('img', { name: 'Receipt of PUR-100001' })).toHaveAttribute('src', purchase.receipt?.url)

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('Purchase approved successfully')).toBeInTheDocument()
    expect(bodies).toEqual([{ id: purchase.id }])
    await waitFor(() => expect(within(table).getByText('No pending purchase requests.')).toBeInTheDocument())
    expect(calls.map((call) => call.status)).toEqual(['PENDING', 'PENDING'])
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve Purchase' })).toBeNull())
  })

  it("draws the dialogs' Approve and Reject with white labels at WCAG AA contrast (4.5:1)", async () => {
    purchasesApi([buildAdminTransaction()])
    const { user, table } = await openRequests()
    for (const action of ['Approve', 'Reject'] as const) {
      const dialog = await decide(user, table, action)
      const button = within(dialog).getByRole('button', { name: action })
      // Mantine paints a button from these variables on its root.
      expect(button.style.getPropertyValue('--button-color'), action).toBe('var(--mantine-color-white)')
      const background = painted(button.style.getPropertyValue('--button-bg'))
      expect(background).toMatch(/^(#|rgb)/)
      expect(whiteTextContrast(background), `${action} on ${background}`).toBeGreaterThanOrEqual(4.5)
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
      await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: `${action} Purchase` }))
    }
  })

  it('keeps only the View Receipt link when the receipt is not an image (a PDF)', async () => {
    purchasesApi([buildAdminTransaction({ transactionId: 'PUR-100002' })])
    const { user, table } = await openRequests()
    const dialog = await decide(user, table, 'Approve')
    fireEvent.error(within(dialog).getByRole('img', { name: 'Receipt of PUR-100002' }))
    expect(within(dialog).queryByRole('img', { name: 'Receipt of PUR-100002' })).toBeNull()
    expect(within(dialog).getByRole('link', { name: 'View Receipt' })).toBeInTheDocument()
  })

  it("says so when there is no receipt and shows '--' for a missing reference number", async () => {
    purchasesApi([buildAdminTransaction({ referenceNumber: null, receipt: null, paymentMethod: 'MANUAL' })])
    const { user, table } = await openRequests()
    const dialog = await decide(user, table, 'Approve')
    expect(within(dialog).getByText('--')).toBeInTheDocument()
    expect(within(dialog).getByText('No receipt was uploaded.')).toBeInTheDocument()
    expect(within(dialog).queryByRole('link', { name: 'View Receipt' })).toBeNull()
  })

  it('rejects after confirmation, sending the id, then refreshes the pending list; Cancel sends nothing', async () => {
    const purchase = buildAdminTransaction()
    const { calls, state } = purchasesApi([purchase])
    const bodies = decisionApi('reject', state, 'Purchase rejected successfully')
    const { user, table } = await openRequests()

    const dialog = await decide(user, table, 'Reject')
    expect(within(dialog).getByText(/Reject the purchase of 1,000 STR for ₹10,200.00 by Asha Verma \(STR1024\)\?/)).toBeInTheDocument()
    expect(within(dialog).queryByRole('link', { name: 'View Receipt' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Reject Purchase' }))
    expect(bodies).toEqual([])

    await user.click(within(await decide(user, table, 'Reject')).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('Purchase rejected successfully')).toBeInTheDocument()
    expect(bodies).toEqual([{ id: purchase.id }])
    await waitFor(() => expect(within(table).getByText('No pending purchase requests.')).toBeInTheDocument())
    expect(calls).toHaveLength(2)
  })

  it('sends the reason typed in the reject dialog, for the member to read', async () => {
    const purchase = buildAdminTransaction()
    const { state } = purchasesApi([purchase])
    const bodies = decisionApi('reject', state, 'Purchase rejected successfully')
    const { user } = await openPage()
    const table = await screen.findByRole('table', { name: 'Purchase Requests' })
    await user.click(within(await within(table).findByRole('row', { name: /Asha Verma/ })).getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject Purchase' })
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), '  No payment with this UTR reached our account.  ')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('Purchase rejected successfully')).toBeInTheDocument()
    expect(bodies).toEqual([{ id: purchase.id, reason: 'No payment with this UTR reached our account.' }])
  })

  it("shows the server's message when the purchase was already decided, and refreshes the list", async () => {
    const { calls } = purchasesApi([buildAdminTransaction()])
    server.use(http.post('/api/v1/admin/transaction/approve', () => messageFailure('This purchase is no longer pending.', 409)))
    const { user, table } = await openRequests()
    await user.click(within(await decide(user, table, 'Approve')).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('This purchase is no longer pending.')).toBeInTheDocument()
    await waitFor(() => expect(calls).toHaveLength(2))
  })

  it("exports the tab's purchases (its status and the search, every page) as a CSV download", async () => {
    purchasesApi([
      buildAdminTransaction({ status: 'REJECTED', user: { id: '0b8f5a52-5d0e-4d0c-9d55-3c1a1d2f4e61', referralCode: 'STR1024', name: 'Asha Verma', mobile: '9876543210' } }),
    ])
    const downloads = captureDownloads('/api/v1/admin/transaction/export', 'Transaction ID\r\nPUR-000001\r\n', 'purchases-2026-11-25.csv')
    const { user } = await openPage('/admin/purchaserequest?tab=history&status=REJECTED&search1=asha')
    await within(await screen.findByRole('table', { name: 'Purchase History' })).findByText('Asha Verma')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(Object.fromEntries(downloads[0].query)).toEqual({ search: 'asha', status: 'REJECTED' })
    expect(downloads[0].name).toBe('purchases-2026-11-25.csv')

    // The requests tab exports the pending ones.
    await user.click(screen.getByRole('tab', { name: 'Purchase Requests' }))
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(downloads).toHaveLength(2))
    expect(Object.fromEntries(downloads[1].query)).toEqual({ search: 'asha', status: 'PENDING' })
  })

  it('searches both tabs one second after the last keystroke, kept in ?search1=', async () => {
    const { calls } = purchasesApi([buildAdminTransaction()])
    const { router, user } = await openRequests()
    const box = screen.getByRole('searchbox', { name: 'Search' })

    vi.useFakeTimers()
    fireEvent.change(box, { target: { value: 'STR1024' } })
    await vi.advanceTimersByTimeAsync(999)
    expect(calls.filter((call) => call.search !== null)).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(calls.filter((call) => call.search !== null)).toHaveLength(1))
    expect(calls.at(-1)).toEqual({ page: '1', search: 'STR1024', status: 'PENDING' })
    expect(router.state.location.search).toEqual({ search1: 'STR1024' })
    vi.useRealTimers()

    await user.click(screen.getByRole('tab', { name: 'Purchase History' }))
    await waitFor(() => expect(calls.at(-1)).toEqual({ page: '1', search: 'STR1024', status: 'APPROVED' }))
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('STR1024')
  })

  it('pages with Prev and Next', async () => {
    const { calls } = purchasesApi(
      Array.from({ length: 12 }, (_, index) => buildAdminTransaction({ transactionId: `PUR-2000${String(index).padStart(2, '0')}`, referenceNumber: `R${index + 1}` })),
    )
    const { user, router } = await openPage('/admin/purchaserequest?tab=history&status=REJECTED')
    const history = await screen.findByRole('table', { name: 'Purchase History' })
    await within(history).findByText('No purchases found.')
    expect(screen.queryByRole('navigation', { name: 'Purchases pages' })).toBeNull()
    expect(calls.at(-1)?.status).toBe('REJECTED')

    await user.click(screen.getByRole('tab', { name: 'Purchase Requests' }))
    const nav = await screen.findByRole('navigation', { name: 'Purchases pages' })
    await user.click(within(nav).getByRole('button', { name: 'Next' }))
    const table = screen.getByRole('table', { name: 'Purchase Requests' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3))
    // The serial follows the row's checkbox.
    expect(within(table).getAllByRole('row')[1].querySelectorAll('td')[1]).toHaveTextContent('11')
    expect(router.state.location.search).toEqual({ status: 'REJECTED', page: '2' })
    expect(calls.at(-1)).toEqual({ page: '2', search: null, status: 'PENDING' })
    await user.click(within(nav).getByRole('button', { name: 'Prev' }))
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11))
  })
})

/** The call deciding the selected purchases: records the bodies and answers what a server would. */
function decideManyApi(state: { records: AdminTransaction[] }, gone: string[] = []) {
  return recordBodies('post', '/api/v1/admin/transaction/decide', (body) => {
    const { decision, ids, reason } = body as { decision: 'APPROVE' | 'REJECT'; ids: string[]; reason?: string }
    const outcomes = ids.map((id) => {
      const row = state.records.find((r) => r.id === id)
      if (!row || gone.includes(id)) return { id, outcome: 'NOT_FOUND' }
      if (row.status !== 'PENDING') return { id, outcome: 'ALREADY_DECIDED', status: row.status }
      const decided = { ...row, status: decision === 'APPROVE' ? 'APPROVED' : 'REJECTED', rejectionReason: reason ?? null } as AdminTransaction
      state.records = state.records.map((r) => (r.id === id ? decided : r))
      return { id, outcome: 'DECIDED', status: decided.status, purchase: decided }
    })
    const tally = (o: string) => outcomes.filter((x) => x.outcome === o).length
    return HttpResponse.json({
      status: true,
      message: 'Purchases decided',
      data: { outcomes, decided: tally('DECIDED'), alreadyDecided: tally('ALREADY_DECIDED'), notFound: tally('NOT_FOUND'), supplyExhausted: 0, memberDeleted: 0 },
    })
  })
}

/** Three pending purchases; the second is approved by a colleague meanwhile, the third is gone. */
function threePending() {
  const rows = [
    buildAdminTransaction({
      transactionId: 'PUR-200001',
      totalQuantity: '1000',
      user: { id: '0b8f5a52-5d0e-4d0c-9d55-3c1a1d2f4e01', referralCode: 'STR3001', name: 'Asha Verma', mobile: '9876543201' },
    }),
    buildAdminTransaction({
      transactionId: 'PUR-200002',
      totalQuantity: '500',
      user: { id: '0b8f5a52-5d0e-4d0c-9d55-3c1a1d2f4e02', referralCode: 'STR3002', name: 'Ravi Kumar', mobile: '9876543202' },
    }),
    buildAdminTransaction({
      transactionId: 'PUR-200003',
      totalQuantity: '250',
      user: { id: '0b8f5a52-5d0e-4d0c-9d55-3c1a1d2f4e03', referralCode: 'STR3003', name: 'Meena Das', mobile: '9876543203' },
    }),
  ]
  const api = purchasesApi(rows)
  return { rows, ...api }
}

describe('Deciding the selected Purchase Requests', () => {
  it('selects pending rows (the page checkbox ticks them all), approves them after one confirmation, sums up the outcomes and refreshes the list', async () => {
    const { rows, state, calls } = threePending()
    const bodies = decideManyApi(state, [rows[2].id])
    const { user, table } = await openRequests()

    const approveSelected = screen.getByRole('button', { name: 'Approve selected' })
    expect(approveSelected).toBeDisabled()
    await user.click(within(table).getByRole('checkbox', { name: 'Select every pending purchase on this page' }))
    for (const id of ['PUR-200001', 'PUR-200002', 'PUR-200003']) expect(within(table).getByRole('checkbox', { name: `Select ${id}` })).toBeChecked()
    // The same choice above the list, for a phone, where the header row is out of sight.
    const aboveList = screen.getAllByRole('checkbox', { name: 'Select every pending purchase on this page' }).find((box) => !table.contains(box))
    expect(aboveList).toBeChecked()
    // Unticking one leaves the page's checkbox half-ticked.
    await user.click(within(table).getByRole('checkbox', { name: 'Select PUR-200003' }))
    await user.click(within(table).getByRole('checkbox', { name: 'Select PUR-200003' }))
    expect(screen.getByText('Selected: 3')).toBeInTheDocument()
    // A colleague approves one meanwhile.
    state.records = state.records.map((r) => (r.id === rows[1].id ? { ...r, status: 'APPROVED' } : r))

    await user.click(approveSelected)
    const dialog = await screen.findByRole('dialog', { name: 'Approve Selected Purchases' })
    expect(within(dialog).getByText('Approve the selected purchases? Purchases: 3, 1,750 STR in all. Their tokens will be taken from the remaining supply.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Approve selected' }))

    const summary = await screen.findByRole('status', { name: /Selected purchases decided/ })
    expect(summary).toHaveTextContent('Approved: 1 · Already decided: 1 · Not found: 1')
    expect(bodies).toEqual([{ decision: 'APPROVE', ids: rows.map((r) => r.id) }])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The list is read again: the decided rows leave it, and nothing stays selected.
    await waitFor(() => expect(calls.length).toBeGreaterThan(1))
    await waitFor(() => expect(within(table).queryByText('Asha Verma')).toBeNull())
    expect(screen.getByText('Selected: 0')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Approve selected' })).toBeDisabled()
  })

  it('in Hindi: selects, approves and sums up in Hindi', async () => {
    window.localStorage.setItem('language', 'hi')
    const { rows, state } = threePending()
    const bodies = decideManyApi(state, [rows[2].id])
    const { user } = await openPage()
    const table = await screen.findByRole('table', { name: 'खरीद अनुरोध' }, { timeout: 5000 })
    await within(table).findByText('Asha Verma')

    await user.click(within(table).getByRole('checkbox', { name: 'PUR-200001 चुनें' }))
    await user.click(within(table).getByRole('checkbox', { name: 'PUR-200003 चुनें' }))
    expect(screen.getByText('चुनी गईं: 2')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'चुनी गई मंज़ूर करें' }))
    const dialog = await screen.findByRole('dialog', { name: 'चुनी गई खरीद मंज़ूर करें' })
    expect(within(dialog).getByText('चुनी गई खरीद मंज़ूर करें? खरीद: 2, कुल 1,250 STR। इनके टोकन बची हुई सप्लाई से घट जाएँगे।')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'चुनी गई मंज़ूर करें' }))

    const summary = await screen.findByRole('status', { name: /चुनी गई खरीद पर फ़ैसला हो गया/ })
    expect(summary).toHaveTextContent('मंज़ूर: 1 · पहले ही तय: 0 · नहीं मिलीं: 1')
    expect(bodies).toEqual([{ decision: 'APPROVE', ids: [rows[0].id, rows[2].id] }])
  })

  it('rejects the selected purchases with one reason for all', async () => {
    const { rows, state } = threePending()
    const bodies = decideManyApi(state)
    const { user, table } = await openRequests()

    await user.click(within(table).getByRole('checkbox', { name: 'Select PUR-200001' }))
    await user.click(within(table).getByRole('checkbox', { name: 'Select PUR-200002' }))
    await user.click(screen.getByRole('button', { name: 'Reject selected' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject Selected Purchases' })
    expect(within(dialog).getByText(/^Reject the selected purchases\? Purchases: 2\./)).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  No payment with these UTRs reached us ')
    await user.click(within(dialog).getByRole('button', { name: 'Reject selected' }))

    const summary = await screen.findByRole('status', { name: /Selected purchases decided/ })
    expect(summary).toHaveTextContent('Rejected: 2 · Already decided: 0 · Not found: 0')
    expect(bodies).toEqual([{ decision: 'REJECT', ids: [rows[0].id, rows[1].id], reason: 'No payment with these UTRs reached us' }])
  })

  it('in Hindi: rejects the selected purchases with a reason', async () => {
    window.localStorage.setItem('language', 'hi')
    const { rows, state } = threePending()
    const bodies = decideManyApi(state)
    const { user } = await openPage()
    const table = await screen.findByRole('table', { name: 'खरीद अनुरोध' }, { timeout: 5000 })
    await within(table).findByText('Asha Verma')

    await user.click(within(table).getByRole('checkbox', { name: 'PUR-200002 चुनें' }))
    await user.click(screen.getByRole('button', { name: 'चुनी गई अस्वीकार करें' }))
    const dialog = await screen.findByRole('dialog', { name: 'चुनी गई खरीद अस्वीकार करें' })
    expect(within(dialog).getByText('चुनी गई खरीद अस्वीकार करें? खरीद: 1। यह फ़ैसला बदला नहीं जा सकता; हर सदस्य अपने इतिहास में कारण पढ़ेगा।')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: /कारण/ }), 'UTR नहीं मिला')
    await user.click(within(dialog).getByRole('button', { name: 'चुनी गई अस्वीकार करें' }))

    const summary = await screen.findByRole('status', { name: /चुनी गई खरीद पर फ़ैसला हो गया/ })
    expect(summary).toHaveTextContent('अस्वीकार: 1 · पहले ही तय: 0 · नहीं मिलीं: 0')
    expect(bodies).toEqual([{ decision: 'REJECT', ids: [rows[1].id], reason: 'UTR नहीं मिला' }])
  })
})
