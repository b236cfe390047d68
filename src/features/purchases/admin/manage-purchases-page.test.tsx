import { fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordBodies, server } from '../../../../tests/web/msw'
import { buildAdminTransaction, messageFailure, signInConsole } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'
import { cellTexts, headerTexts, optionTexts } from '../../../../tests/web/queries'
import { captureDownloads } from '../../../../tests/web/downloads'
import type { AdminTransaction, TransactionReview } from '@/client/types.gen'
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

/** What the review read answers for a listed purchase: a verified member, no other purchases, no rewards, unless told. */
function reviewOf(purchase: AdminTransaction, overrides: Partial<TransactionReview> = {}): TransactionReview {
  return {
    purchase,
    member: { verified: true, verifiedAt: '2025-10-02T06:30:00.000Z', joinedAt: '2025-10-01T06:30:00.000Z' },
    previousPurchases: [],
    rewardPreview: [],
    ...overrides,
  }
}

/** Answers the purchase list by status from `records` and records every call; each purchase's review from `reviews` (or reviewOf). */
function purchasesApi(records: AdminTransaction[], reviews: Record<string, Partial<TransactionReview>> = {}) {
  const calls: ListCall[] = []
  const reviewed: string[] = []
  const state = { records }
  server.use(
    http.get('/api/v1/admin/transaction/:id/review', ({ params }) => {
      const purchase = state.records.find((row) => row.id === params.id)
      reviewed.push(String(params.id))
      if (!purchase) return HttpResponse.json({ status: false, message: 'Purchase not found.', code: 'PURCHASE_NOT_FOUND' }, { status: 404 })
      return HttpResponse.json({ status: true, message: 'Purchase review fetched successfully', data: reviewOf(purchase, reviews[purchase.id]) })
    }),
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
  return { calls, state, reviewed }
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
  // A cell may hold two values (the name over the mobile): the row of the one that reads `text`.
  const row = within(table).getByText(text, { exact: true }).closest('tr')
  if (!row) throw new Error(`no row with ${text}`)
  return row
}

/** Clicks Approve or Reject on Asha Verma's row: the dialog that asks to confirm. */
async function decide(user: Awaited<ReturnType<typeof openPage>>['user'], table: HTMLElement, action: 'Approve' | 'Reject') {
  await user.click(within(rowOf(table, 'Asha Verma')).getByRole('button', { name: action }))
  return screen.findByRole('dialog', { name: `${action} Purchase` })
}

// The name and the mobile share one column, one header over the other (so the list fits 1280 px).
const SHARED = ['Sl.No', 'User ID', 'Name / Mobile', 'Method', 'Price', 'Quantity', 'Final Amount', 'Status', 'Date']

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
    // The shared ledger columns come first; the action closes the row (the UTR and receipt are in the review panel).
    expect(headerTexts(table).slice(-3)).toEqual(['स्थिति', 'तारीख', 'कार्रवाई'])
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
    expect(headerTexts(table)).toEqual(['', ...SHARED, 'Action'])
    const cells = cellTexts(rowOf(table, 'Asha Verma'))
    expect(cells.slice(0, 9)).toEqual(['', '1', 'STR1024', 'Asha Verma9876543210', 'MANUAL', '₹10.00', '1,23,456', '₹12,59,251.20', 'PENDING'])
    expect(cells[9]).toMatch(/^2025-11-21\d+ days ago$/)
    expect(within(rowOf(table, 'Asha Verma')).getByRole('button', { name: 'Approve' })).toBeInTheDocument()
    expect(within(rowOf(table, 'Asha Verma')).getByRole('button', { name: 'Reject' })).toBeInTheDocument()
    expect(within(table).queryByText('Approved Buyer')).toBeNull()
    expect(calls).toEqual([{ page: '1', search: null, status: 'PENDING' }])
  })

  it('shows in each pending row how long ago it was submitted; the row opens its review with the UTR (copied in one click) and the receipt', async () => {
    const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000 - 60_000).toISOString()
    const first = buildAdminTransaction({ transactionId: 'PUR-000777', referenceNumber: '412345678901', createdAt: threeHoursAgo })
    const cash = buildAdminTransaction({
      transactionId: 'PUR-000778',
      user: { id: '2b8f5a52-5d0e-4d0c-9d55-3c1a1d2f4e61', referralCode: 'STR4096', name: 'Cash Payer', mobile: '9111111111' },
      paymentMethod: 'MANUAL',
      referenceNumber: null,
      receipt: null,
    })
    purchasesApi([first, cash])
    const { user, table } = await openRequests()
    const row = rowOf(table, 'Asha Verma')
    expect(within(row).getByText('3 hours ago')).toBeInTheDocument()
    // The list keeps the spec's columns: the UTR and the receipt are the panel's.
    expect(within(table).queryByText('412345678901')).toBeNull()
    expect(within(table).queryByRole('link')).toBeNull()

    await user.click(within(row).getByText('Asha Verma'))
    const panel = await screen.findByRole('dialog', { name: 'Review purchase PUR-000777' })
    expect(within(panel).getByText('412345678901')).toBeInTheDocument()
    await user.click(within(panel).getByRole('button', { name: 'Copy UTR' }))
    expect(await within(panel).findByRole('button', { name: 'Copied' })).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe('412345678901')
    const receipt = within(panel).getByRole('link', { name: 'View Receipt' })
    expect(receipt).toHaveAttribute('href', first.receipt?.url)
    expect(receipt).toHaveAttribute('target', '_blank')
    expect(within(panel).getByRole('img', { name: 'Receipt of PUR-000777' })).toHaveAttribute('src', first.receipt?.url)
    // A receipt that is not an image (a PDF) keeps only its link.
    fireEvent.error(within(panel).getByRole('img', { name: 'Receipt of PUR-000777' }))
    expect(within(panel).queryByRole('img')).toBeNull()
    expect(within(panel).getByRole('link', { name: 'View Receipt' })).toBeInTheDocument()

    // Nothing to show is said, not left blank.
    await user.click(within(panel).getByRole('button', { name: 'Next purchase' }))
    const cashPanel = await screen.findByRole('dialog', { name: 'Review purchase PUR-000778' })
    expect(within(cashPanel).getByText('No receipt was uploaded.')).toBeInTheDocument()
    expect(within(cashPanel).queryByRole('button', { name: 'Copy UTR' })).toBeNull()
    expect(within(cashPanel).getByText('--')).toBeInTheDocument()
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
    expect(headerTexts(table)).toEqual([...SHARED, 'Txn No.', 'Receipt'])
    const approved = rowOf(table, 'Approved Buyer')
    expect(within(approved).getByRole('cell', { name: '412345678901' })).toBeInTheDocument()
    expect(within(approved).getByRole('link', { name: /View receipt/ })).toHaveTextContent('View')
    expect(within(approved).queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(router.state.location.search).toEqual({ tab: 'history' })
    // The rewards it paid and who decided are in its review panel, which its row opens.
    await user.click(within(approved).getByText('Approved Buyer'))
    const panel = await screen.findByRole('dialog', { name: /^Review purchase PUR-/ })
    expect(within(panel).getByRole('heading', { name: 'Referral Rewards' })).toBeInTheDocument()
    expect(within(panel).getByText('L1 STR1024: 50')).toBeInTheDocument()
    expect(within(panel).getByText("L2 STR0512: 0 of 10 (skipped: The referrer's account is blocked.)")).toBeInTheDocument()
    expect(within(panel).getByText('Company Admin · 2025-11-22')).toBeInTheDocument()
    expect(within(panel).queryByRole('button', { name: 'Approve' })).toBeNull()
    await user.click(within(panel).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Review purchase PUR-/ })).toBeNull())

    await user.selectOptions(status, 'Rejected')
    table = screen.getByRole('table', { name: 'Purchase History' })
    await within(table).findByText('Rejected Buyer')
    const rejected = within(rowOf(table, 'Rejected Buyer')).getAllByRole('cell')
    expect(rejected[9]).toHaveTextContent(/^--$/)
    expect(rejected[10]).toHaveTextContent(/^--$/)
    expect(within(rejected[10]).queryByRole('link')).toBeNull()
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

describe('the review panel', () => {
  const referrer = (code: string, name: string) => ({ id: `r-${code}`, referralCode: code, name, mobile: '9876500000' })

  it('shows the amount, the tokens, the member verified since when with their other purchases, and the rewards the approval will pay', async () => {
    const purchase = buildAdminTransaction({ transactionId: 'PUR-300001', totalQuantity: '1000', finalAmount: '10200.00' })
    purchasesApi([purchase], {
      [purchase.id]: {
        previousPurchases: [
          { id: 'p1', transactionId: 'PUR-299990', createdAt: '2025-11-01T06:30:00.000Z', finalAmount: '1234567.00', totalQuantity: '50', status: 'REJECTED' },
          { id: 'p2', transactionId: 'PUR-299980', createdAt: '2025-10-15T06:30:00.000Z', finalAmount: '510.00', totalQuantity: '50', status: 'APPROVED' },
        ],
        rewardPreview: [
          { level: 1, percent: '5.00', referrer: referrer('STR0001', 'Priya Shah'), intendedTokens: '50', tokens: '50', status: 'PAID', reason: null },
          {
            level: 2,
            percent: '1.00',
            referrer: referrer('STR0002', 'Ravi Kumar'),
            intendedTokens: '10',
            tokens: '4',
            status: 'CUT',
            reason: 'The Referral Programme pool had 4 tokens left.',
          },
        ],
      },
    })
    const { user, table } = await openRequests()
    await user.click(within(rowOf(table, 'Asha Verma')).getByText('UPI'))
    const panel = await screen.findByRole('dialog', { name: 'Review purchase PUR-300001' })
    expect(within(panel).getByText('₹10,200.00')).toBeInTheDocument()
    expect(within(panel).getByText('1,000 STR')).toBeInTheDocument()
    expect(await within(panel).findByText('Verified since 2025-10-02 · Joined 2025-10-01')).toBeInTheDocument()
    expect(within(panel).getByText('Verified')).toBeInTheDocument()
    const past = within(panel).getByRole('table', { name: 'Previous purchases of Asha Verma' })
    expect(
      within(past)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DateAmountStatus', '2025-11-01₹12,34,567.00REJECTED', '2025-10-15₹510.00APPROVED'])
    expect(within(panel).getByRole('heading', { name: 'Referral rewards this approval will pay' })).toBeInTheDocument()
    expect(within(panel).getByText('Level 1 (5.00%): Priya Shah (STR0001)')).toBeInTheDocument()
    expect(within(panel).getByText('50 STR')).toBeInTheDocument()
    expect(within(panel).getByText('Level 2 (1.00%): Ravi Kumar (STR0002)')).toBeInTheDocument()
    expect(within(panel).getByText('cut: The Referral Programme pool had 4 tokens left.')).toBeInTheDocument()
    expect(within(panel).getByText('4 STR')).toBeInTheDocument()
    // The row under review is marked in the list.
    expect(rowOf(table, 'Asha Verma')).toHaveAttribute('aria-current', 'true')
  })

  it('says None when the approval pays no reward, and that a member has no other purchase', async () => {
    purchasesApi([buildAdminTransaction({ transactionId: 'PUR-300002' })])
    const { user, table } = await openRequests()
    await user.click(within(rowOf(table, 'Asha Verma')).getByText('UPI'))
    const panel = await screen.findByRole('dialog', { name: 'Review purchase PUR-300002' })
    expect(await within(panel).findByText('No other purchases.')).toBeInTheDocument()
    expect(within(panel).getByText('None')).toBeInTheDocument()
  })

  it('opens with Enter on a focused row and moves to the next and previous purchase with J/K, the arrow keys and its buttons', async () => {
    const names = ['Asha Verma', 'Bala Iyer', 'Chitra Rao']
    const rows = names.map((name, index) =>
      buildAdminTransaction({ transactionId: `PUR-40000${index + 1}`, user: { id: `u${index}`, referralCode: `STR50${index}`, name, mobile: `900000000${index}` } }),
    )
    const { reviewed } = purchasesApi(rows)
    const { user, table } = await openRequests()
    rowOf(table, 'Asha Verma').focus()
    await user.keyboard('{Enter}')
    let panel = await screen.findByRole('dialog', { name: 'Review purchase PUR-400001' })
    expect(within(panel).getByText('Keys: J or ↓ next, K or ↑ previous', { exact: false })).toBeInTheDocument()
    expect(within(panel).getByText('1 of 3 on this page')).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Previous purchase' })).toBeDisabled()

    await user.keyboard('j')
    await screen.findByRole('dialog', { name: 'Review purchase PUR-400002' })
    await user.keyboard('{ArrowDown}')
    panel = await screen.findByRole('dialog', { name: 'Review purchase PUR-400003' })
    expect(within(panel).getByRole('button', { name: 'Next purchase' })).toBeDisabled()
    await user.keyboard('k')
    await screen.findByRole('dialog', { name: 'Review purchase PUR-400002' })
    await user.keyboard('{ArrowUp}')
    panel = await screen.findByRole('dialog', { name: 'Review purchase PUR-400001' })
    await user.click(within(panel).getByRole('button', { name: 'Next purchase' }))
    expect(await screen.findByRole('dialog', { name: 'Review purchase PUR-400002' })).toBeInTheDocument()
    await waitFor(() => expect(reviewed).toEqual(expect.arrayContaining(rows.map((row) => row.id))))
  })

  it('warns in the approve dialog that the member is not verified, then approves from the panel', async () => {
    const purchase = buildAdminTransaction({ transactionId: 'PUR-500001' })
    const { state } = purchasesApi([purchase], { [purchase.id]: { member: { verified: false, verifiedAt: null, joinedAt: '2025-11-20T06:30:00.000Z' } } })
    const bodies = decisionApi('approve', state, 'Purchase approved successfully')
    const { user, table } = await openRequests()
    await user.click(within(rowOf(table, 'Asha Verma')).getByText('UPI'))
    const panel = await screen.findByRole('dialog', { name: 'Review purchase PUR-500001' })
    expect(await within(panel).findByText('Not verified · Joined 2025-11-20')).toBeInTheDocument()

    await user.click(within(panel).getByRole('button', { name: 'Approve' }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve Purchase' })
    const warning = within(dialog).getByRole('alert')
    expect(warning).toHaveTextContent('This member is not verified')
    expect(warning).toHaveTextContent('Asha Verma has not been verified by an admin yet.')
    // J/K belong to the dialog while it is open: the panel stays on its purchase.
    await user.keyboard('j')
    expect(screen.getByRole('dialog', { name: 'Review purchase PUR-500001' })).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('Purchase approved successfully')).toBeInTheDocument()
    expect(bodies).toEqual([{ id: purchase.id }])
    // The panel reads the purchase again: approved, nothing left to decide.
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Approve' })).toBeNull())
  })

  it('does not warn when the member is verified', async () => {
    purchasesApi([buildAdminTransaction()])
    const { user, table } = await openRequests()
    const dialog = await decide(user, table, 'Approve')
    await within(dialog).findByText(/Transaction Reference Number/)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(within(dialog).queryByText('This member is not verified')).toBeNull()
  })
})
