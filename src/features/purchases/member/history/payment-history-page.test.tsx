import { fireEvent, screen, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../../../../tests/web/msw'
import { buildProfile, buildTransaction, fakeJwt, messageFailure, profileHandler, transactionsHandler } from '../../../../../tests/web/factories'
import { renderApp } from '../../../../../tests/web/render-app'
import { bodyRows, cellTexts, headerTexts, optionTexts } from '../../../../../tests/web/queries'
import type { UserTransaction, UserTransactionPage } from '@/client/types.gen'
import { selectedToken } from '@/tokens/selected-token'
import { formatDateGB, formatTimeGB } from '@/ui/format'

const LIST_URL = '/api/v1/user/transaction/list'

type Query = Record<string, string>

/** Answers from `pages(query)` and records every query the page sent. */
function listRecorder(pages: (query: Query) => UserTransactionPage = () => ({ records: [buildTransaction()], lastPage: 1 })) {
  const queries: Query[] = []
  server.use(
    http.get(LIST_URL, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams)
      queries.push(query)
      return HttpResponse.json({ status: true, message: 'Transactions fetched successfully', data: pages(query) })
    }),
  )
  return queries
}

async function openHistory(path = '/user/payment-history') {
  window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
  server.use(profileHandler())
  const view = await renderApp(path)
  await screen.findByRole('heading', { name: 'Payment History' })
  return view
}

function table() {
  return screen.getByRole('table', { name: 'Payment history' })
}

function many(count: number, overrides: Partial<UserTransaction> = {}) {
  return Array.from({ length: count }, () => buildTransaction(overrides))
}

describe('payment history in Hindi', () => {
  async function openHindiHistory(path = '/user/payment-history') {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(profileHandler(buildProfile({ language: 'hi' })))
    const view = await renderApp(path)
    // Hindi's words load once the profile has chosen them: on a busy machine that can take more than a second.
    await screen.findByRole('heading', { name: 'भुगतान इतिहास' }, { timeout: 5000 })
    return view
  }

  it('speaks Hindi to a member who chose it: the filters, the headers, a status, the reason and the receipt dialog', async () => {
    const record = buildTransaction({ transactionId: 'PUR-900001', status: 'REJECTED', rejectionReason: 'UTR not found', referenceNumber: null, receipt: null })
    listRecorder(() => ({ records: [record], lastPage: 1 }))
    const { user } = await openHindiHistory('/user/payment-history?status=REJECTED')
    expect(screen.getByRole('searchbox', { name: 'लेन-देन खोजें' })).toHaveAttribute('placeholder', 'ट्रांज़ैक्शन ID या तरीके से खोजें...')
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'हर पेज पर पंक्तियाँ' })).toHaveValue('10')
    expect(optionTexts(screen.getByRole('combobox', { name: 'स्थिति' }))).toEqual(['लंबित', 'मंज़ूर', 'अस्वीकृत', 'सभी'])
    const history = screen.getByRole('table', { name: 'भुगतान इतिहास' })
    expect(headerTexts(history)).toEqual(['क्र.सं.', 'भुगतान का तरीका', 'ट्रांज़ैक्शन ID', 'राशि (INR)', 'टोकन', 'तारीख', 'समय', 'स्थिति', 'कार्रवाई'])
    const badge = await within(history).findByText('अस्वीकृत')
    expect(badge.closest('[data-color]')).toHaveAttribute('data-color', 'red')
    expect(within(history).getByText('कारण: UTR not found')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'PUR-900001 की रसीद देखें' }))
    const dialog = await screen.findByRole('dialog', { name: 'भुगतान की रसीद' })
    const details = within(dialog).getByLabelText('भुगतान का विवरण')
    expect(within(details).getByText('UTR / रेफ़रेंस नंबर', { selector: 'dt' }).nextElementSibling).toHaveTextContent('N/A')
    expect(within(details).getByText('अस्वीकृत')).toBeInTheDocument()
    expect(within(dialog).getByText('इस भुगतान की कोई रसीद अपलोड नहीं की गई।')).toBeInTheDocument()
  })

  it('says in Hindi that no payment history was found', async () => {
    server.use(transactionsHandler({ records: [], lastPage: 1 }))
    await openHindiHistory()
    expect(await within(screen.getByRole('table', { name: 'भुगतान इतिहास' })).findByText('कोई भुगतान इतिहास नहीं मिला।')).toBeInTheDocument()
  })
})

describe('payment history: table', () => {
  it('has the title, the filters with their defaults and the columns of the spec', async () => {
    const queries = listRecorder()
    await openHistory()
    expect(document.title).toBe(`${selectedToken.metaData.title} | Payment Transaction History`)
    expect(screen.getByRole('searchbox', { name: 'Search transactions' })).toHaveAttribute('placeholder', 'Search by Transaction ID, Method...')
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10')
    expect(optionTexts(screen.getByRole('combobox', { name: 'Rows per page' }))).toEqual(['10', '25', '50', '100'])
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('PENDING')
    expect(optionTexts(screen.getByRole('combobox', { name: 'Status' }))).toEqual(['PENDING', 'APPROVED', 'REJECTED', 'All'])
    expect(headerTexts(table())).toEqual(['SL.No.', 'Payment Method', 'Transaction ID', 'Amount (INR)', 'Tokens', 'Date', 'Time', 'Status', 'Actions'])
    await vi.waitFor(() => expect(queries).toEqual([{ page: '1', limit: '10', status: 'PENDING' }]))
  })

  it('shows each record with its serial, method, id, amount in INR, tokens, en-GB date, 12-hour time, status and a view button', async () => {
    const record = buildTransaction({
      transactionId: 'PUR-482913',
      paymentMethod: 'BANK',
      finalAmount: '123456.00',
      totalQuantity: '12000',
      createdAt: '2025-11-21T13:05:00.000Z',
      status: 'PENDING',
    })
    listRecorder(() => ({ records: [record], lastPage: 1 }))
    await openHistory()
    await screen.findByText('PUR-482913')
    expect(cellTexts(bodyRows(table())[0]).slice(0, 8)).toEqual([
      '1',
      'BANK',
      'PUR-482913',
      '₹1,23,456.00',
      '12,000',
      formatDateGB(record.createdAt),
      formatTimeGB(record.createdAt),
      'PENDING',
    ])
    expect(formatTimeGB(record.createdAt)).toMatch(/^\d\d:\d\d (am|pm)$/)
    expect(within(bodyRows(table())[0]).getByRole('button', { name: 'View receipt for PUR-482913' })).toBeInTheDocument()
  })

  it("lists every status with 'All', sending no status filter", async () => {
    const queries = listRecorder()
    const { user, router } = await openHistory()
    await vi.waitFor(() => expect(queries).toHaveLength(1))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All')
    await vi.waitFor(() => expect(queries).toHaveLength(2))
    expect(queries[1]).toEqual({ page: '1', limit: '10' })
    expect(router.state.location.search).toMatchObject({ status: 'ALL' })
  })

  it("shows a rejected purchase's reason under its status", async () => {
    listRecorder(() => ({ records: [buildTransaction({ status: 'REJECTED', rejectionReason: 'No payment with this UTR reached our account.' })], lastPage: 1 }))
    await openHistory('/user/payment-history?status=REJECTED')
    expect(await screen.findByText('Reason: No payment with this UTR reached our account.')).toBeInTheDocument()
  })

  it('colours each status', async () => {
    listRecorder(() => ({
      records: [buildTransaction({ status: 'PENDING' }), buildTransaction({ status: 'APPROVED' }), buildTransaction({ status: 'REJECTED' })],
      lastPage: 1,
    }))
    await openHistory()
    await within(table()).findByText('APPROVED')
    expect(within(table()).getByText('PENDING').closest('[data-color]')).toHaveAttribute('data-color', 'yellow')
    expect(within(table()).getByText('APPROVED').closest('[data-color]')).toHaveAttribute('data-color', 'green')
    expect(within(table()).getByText('REJECTED').closest('[data-color]')).toHaveAttribute('data-color', 'red')
  })

  it("says 'Loading transactions...' while the list is on its way", async () => {
    server.use(http.get(LIST_URL, () => delay('infinite')))
    await openHistory()
    expect(within(table()).getByText('Loading transactions...')).toBeInTheDocument()
  })

  it("says 'No payment history found.' for an empty page, without pagination", async () => {
    server.use(transactionsHandler({ records: [], lastPage: 1 }))
    await openHistory()
    expect(await within(table()).findByText('No payment history found.')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Payment history pages' })).not.toBeInTheDocument()
  })

  it("says 'Error fetching data: {message}' in the table and as a toast", async () => {
    server.use(http.get(LIST_URL, () => messageFailure('limit must be at most 100', 400)))
    await openHistory()
    expect(await within(table()).findByText('Error fetching data: limit must be at most 100')).toBeInTheDocument()
    expect(await screen.findByText('limit must be at most 100', { selector: '.mantine-Notification-description' })).toBeInTheDocument()
  })

  it("falls back to 'Failed to fetch transactions'", async () => {
    server.use(http.get(LIST_URL, () => HttpResponse.json({ status: false, message: '' }, { status: 500 })))
    await openHistory()
    expect(await within(table()).findByText('Error fetching data: Failed to fetch transactions')).toBeInTheDocument()
    expect(await screen.findByText('Failed to fetch transactions', { selector: '.mantine-Notification-description' })).toBeInTheDocument()
  })
})

describe('payment history: first arrival', () => {
  it('draws the page with the filters of the URL while its first page is slow, then its rows', async () => {
    let answer = () => {}
    server.use(
      http.get(
        LIST_URL,
        () =>
          new Promise<Response>(
            (resolve) =>
              (answer = () => resolve(HttpResponse.json({ status: true, message: 'ok', data: { records: [buildTransaction({ transactionId: 'PUR-100200' })], lastPage: 1 } }))),
          ),
      ),
    )
    await openHistory('/user/payment-history?status=APPROVED&search=UPI')
    expect(within(table()).getByText('Loading transactions...')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('APPROVED')
    expect(screen.getByRole('searchbox', { name: 'Search transactions' })).toHaveValue('UPI')
    answer()
    expect(await screen.findByText('PUR-100200')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Payment History' })).toBeInTheDocument()
  })

  // Within the loader's moment (the route's error) and after it (the page's read): the same screen.
  it.each([0, 600])('says a failed first page (answered after %i ms) in the table and as a toast, and Try again reads it again', async (ms) => {
    let fail = true
    server.use(
      http.get(LIST_URL, async () => {
        await delay(ms)
        return fail
          ? messageFailure('The ledger is closed for a moment', 503)
          : HttpResponse.json({ status: true, message: 'ok', data: { records: [buildTransaction({ transactionId: 'PUR-300400' })], lastPage: 1 } })
      }),
    )
    const { user } = await openHistory()
    expect(await screen.findByText('Error fetching data: The ledger is closed for a moment')).toBeInTheDocument()
    expect(await screen.findByText('The ledger is closed for a moment', { selector: '.mantine-Notification-description' })).toBeInTheDocument()
    fail = false
    await user.click(within(table()).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('PUR-300400', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.queryByText(/Error fetching data/)).not.toBeInTheDocument()
  })
})

describe('payment history: filters in the URL', () => {
  it('reads the filters from the URL and numbers page 2 from (page-1)*limit+1', async () => {
    const queries = listRecorder(() => ({ records: many(3, { status: 'APPROVED' }), lastPage: 4 }))
    const { router } = await openHistory('/user/payment-history?page=2&limit=25&status=APPROVED&search=UPI')
    await screen.findAllByText('APPROVED', { selector: '.mantine-Badge-label' })
    expect(bodyRows(table()).map((row) => cellTexts(row)[0])).toEqual(['26', '27', '28'])
    expect(queries.at(-1)).toEqual({ page: '2', limit: '25', status: 'APPROVED', search: 'UPI' })
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25')
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('APPROVED')
    expect(screen.getByRole('searchbox', { name: 'Search transactions' })).toHaveValue('UPI')
    expect(router.state.location.search).toEqual({ page: '2', limit: '25', status: 'APPROVED', search: 'UPI' })
  })

  it('falls back to the defaults for malformed filters', async () => {
    const queries = listRecorder()
    await openHistory('/user/payment-history?page=-3&limit=7&status=LOST')
    await vi.waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', limit: '10', status: 'PENDING' }))
  })

  it('goes back to page 1 when the page size changes, and keeps it in the URL', async () => {
    const queries = listRecorder(() => ({ records: many(2), lastPage: 5 }))
    const { user, router } = await openHistory('/user/payment-history?page=3')
    await vi.waitFor(() => expect(bodyRows(table()).map((row) => cellTexts(row)[0])).toEqual(['21', '22']))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50')
    // Page 1 is the default, so the address bar leaves it out.
    await vi.waitFor(() => expect(router.state.location.searchStr).toBe('?limit=50'))
    await vi.waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', limit: '50', status: 'PENDING' }))
  })

  it('goes back to page 1 when a search is submitted with the button or Enter', async () => {
    const queries = listRecorder(() => ({ records: many(2), lastPage: 5 }))
    const { user, router } = await openHistory('/user/payment-history?page=4&status=APPROVED')
    const box = screen.getByRole('searchbox', { name: 'Search transactions' })
    await user.type(box, 'PUR-1')
    expect(router.state.location.search).toMatchObject({ page: '4' })
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await vi.waitFor(() => expect(router.state.location.searchStr).toBe('?status=APPROVED&search=PUR-1'))
    await vi.waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', limit: '10', status: 'APPROVED', search: 'PUR-1' }))

    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    await vi.waitFor(() => expect(router.state.location.search).toMatchObject({ page: '3' }))
    await user.clear(box)
    await user.type(box, 'MANUAL{Enter}')
    await vi.waitFor(() => expect(router.state.location.searchStr).toBe('?status=APPROVED&search=MANUAL'))
  })

  it('changes the status filter through the URL', async () => {
    const queries = listRecorder()
    const { user, router } = await openHistory()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'REJECTED')
    await vi.waitFor(() => expect(router.state.location.searchStr).toBe('?status=REJECTED'))
    await vi.waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', limit: '10', status: 'REJECTED' }))
  })
})

describe('payment history: pagination', () => {
  it('is hidden with one page', async () => {
    listRecorder(() => ({ records: many(3), lastPage: 1 }))
    await openHistory()
    await vi.waitFor(() => expect(bodyRows(table())).toHaveLength(3))
    expect(screen.queryByRole('navigation', { name: 'Payment history pages' })).not.toBeInTheDocument()
  })

  it('shows 2 margin pages and 3 around the current one, and moves through the URL', async () => {
    listRecorder(() => ({ records: many(1), lastPage: 20 }))
    const { user, router } = await openHistory('/user/payment-history?page=10')
    const pager = await screen.findByRole('navigation', { name: 'Payment history pages' })
    const next = within(pager).getByRole('button', { name: 'Next' })
    const labels = within(pager)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => text && /^\d+$/.test(text))
    expect(labels).toEqual(['1', '2', '9', '10', '11', '19', '20'])
    expect(within(pager).getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page')
    await user.click(next)
    await vi.waitFor(() => expect(router.state.location.search).toMatchObject({ page: '11' }))
  })

  it('moves a page number beyond the last page to the last page', async () => {
    listRecorder((query) => ({ records: query.page === '3' ? many(1) : [], lastPage: 3 }))
    const { router } = await openHistory('/user/payment-history?page=9')
    await vi.waitFor(() => expect(router.state.location.search).toMatchObject({ page: '3' }))
  })
})

describe('payment history: View Payment Receipt', () => {
  it('shows the amount, date, time, status, method, transaction ID, serial number and the receipt image', async () => {
    const record = buildTransaction({
      transactionId: 'PUR-777001',
      paymentMethod: 'UPI',
      referenceNumber: '412345678901',
      finalAmount: '102.00',
      totalQuantity: '10',
      status: 'APPROVED',
      receipt: { url: '/api/v1/media/file/abc?expires=1&signature=s' },
    })
    listRecorder(() => ({ records: [buildTransaction(), record], lastPage: 3 }))
    const { user } = await openHistory('/user/payment-history?page=2&status=APPROVED')
    await user.click(await screen.findByRole('button', { name: 'View receipt for PUR-777001' }))

    const dialog = await screen.findByRole('dialog', { name: 'View Payment Receipt' })
    const details = within(dialog).getByLabelText('Payment details')
    const value = (term: string) => within(details).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
    expect(value('SL.No.')).toBe('12')
    expect(value('Transaction ID')).toBe('PUR-777001')
    expect(value('Payment Method')).toBe('UPI')
    expect(value('Amount (INR)')).toBe('₹102.00')
    expect(value('UTR / Reference No.')).toBe('412345678901')
    expect(value('Date')).toBe(formatDateGB(record.createdAt))
    expect(value('Time')).toBe(formatTimeGB(record.createdAt))
    expect(value('Status')).toBe('APPROVED')
    expect(within(dialog).getByRole('img', { name: 'Payment receipt' })).toHaveAttribute('src', '/api/v1/media/file/abc?expires=1&signature=s')
  })

  it('offers a link when the receipt is not an image', async () => {
    listRecorder(() => ({ records: [buildTransaction({ transactionId: 'PUR-777002', receipt: { url: '/api/v1/media/file/pdf?expires=1&signature=s' } })], lastPage: 1 }))
    const { user } = await openHistory()
    await user.click(await screen.findByRole('button', { name: 'View receipt for PUR-777002' }))
    const dialog = await screen.findByRole('dialog', { name: 'View Payment Receipt' })
    fireEvent.error(within(dialog).getByRole('img', { name: 'Payment receipt' }))
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Open the receipt' })).toHaveAttribute('href', '/api/v1/media/file/pdf?expires=1&signature=s')
  })

  it('says so when a manual payment has no receipt', async () => {
    listRecorder(() => ({ records: [buildTransaction({ transactionId: 'PUR-777003', paymentMethod: 'MANUAL', referenceNumber: null, receipt: null })], lastPage: 1 }))
    const { user } = await openHistory()
    await user.click(await screen.findByRole('button', { name: 'View receipt for PUR-777003' }))
    const dialog = await screen.findByRole('dialog', { name: 'View Payment Receipt' })
    expect(within(dialog).getByText('No receipt was uploaded for this payment.')).toBeInTheDocument()
  })
})
