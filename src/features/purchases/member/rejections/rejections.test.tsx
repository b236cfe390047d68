import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../../../../tests/web/msw'
import {
  buildProfile,
  buildTransaction,
  fakeJwt,
  paymentDetailsHandler,
  priceHandler,
  profileHandler,
  settingsHandler,
  stockHandlers,
  transactionsHandler,
} from '../../../../../tests/web/factories'
import { renderApp } from '../../../../../tests/web/render-app'
import type { UserTransaction } from '@/client/types.gen'
import { amountToType } from '@/features/purchases/member/rejections/pay-again'
import { unansweredRejections } from '@/features/purchases/member/rejections/rejected-notice'

/** Newest first, as the history answers: two rejections after an approved order, and one before it. */
function purchases(): UserTransaction[] {
  return [
    buildTransaction({
      transactionId: 'PUR-900003',
      status: 'REJECTED',
      amount: '500.00',
      finalAmount: '510.00',
      rejectionReason: 'No payment with this UTR reached our account.',
    }),
    buildTransaction({ transactionId: 'PUR-900002', status: 'REJECTED', amount: '1234.50', finalAmount: '1259.19', rejectionReason: null }),
    buildTransaction({ transactionId: 'PUR-900001', status: 'APPROVED' }),
    buildTransaction({ transactionId: 'PUR-800000', status: 'REJECTED', rejectionReason: 'Old' }),
  ]
}

function openDashboard(recent: UserTransaction[], language: 'en' | 'hi' = 'en') {
  window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
  server.use(profileHandler(buildProfile({ language })), ...stockHandlers({ recent }), priceHandler(), settingsHandler(), paymentDetailsHandler())
  return renderApp('/user/dashboard')
}

describe('rejected payments on the member dashboard', () => {
  it('lists the rejections since the last order with the order number, amount and reason; Pay again fills Buy Token and BUY NOW makes a new order', async () => {
    const { user, router } = await openDashboard(purchases())
    const notice = await screen.findByRole('region', { name: 'Payment not accepted' })
    const items = within(notice).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Order #PUR-900003 · ₹510.00')
    expect(items[0]).toHaveTextContent('Reason: No payment with this UTR reached our account.')
    expect(items[1]).toHaveTextContent('Order #PUR-900002 · ₹1,259.19')
    expect(items[1]).toHaveTextContent('No reason was given.')
    // A rejection the member already answered with a later order is not news.
    expect(within(notice).queryByText(/PUR-800000/)).not.toBeInTheDocument()
    expect(within(notice).getByRole('link', { name: 'See rejected payments in your history' })).toHaveAttribute('href', '/user/payment-history?status=REJECTED')

    await user.click(within(notice).getByRole('link', { name: 'Pay again for PUR-900003' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user/buy-token'))
    expect(router.state.location.searchStr).toBe('?amount=500')
    // The box waits for the price (a new element once priced), then holds the rejected order's amount.
    const amount = () => screen.getByRole('textbox', { name: 'Amount (INR)' })
    await vi.waitFor(() => expect(amount()).toBeEnabled(), { timeout: 5000 })
    expect(amount()).toHaveValue('500')

    // The member confirms at today's price: a new order number, the same amount, not the old UTR.
    vi.spyOn(Date, 'now').mockReturnValue(1763730654321)
    await user.click(screen.getByRole('button', { name: 'BUY NOW' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user/payment'), { timeout: 3000 })
    expect(router.state.location.search).toEqual({ purchaseId: 'PUR-654321', purchaseAmount: '500' })
  })

  it('says nothing when the newest order is not a rejection', async () => {
    await openDashboard([buildTransaction({ status: 'PENDING' }), ...purchases()])
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    await screen.findByText('No data available')
    expect(screen.queryByRole('region', { name: 'Payment not accepted' })).not.toBeInTheDocument()
  })

  it('says it in Hindi', async () => {
    await openDashboard(purchases(), 'hi')
    const notice = await screen.findByRole('region', { name: 'भुगतान स्वीकार नहीं हुआ' }, { timeout: 5000 })
    expect(notice).toHaveTextContent('एडमिन इन भुगतानों की पुष्टि नहीं कर पाए')
    const items = within(notice).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('ऑर्डर नं. PUR-900003 · ₹510.00')
    expect(items[0]).toHaveTextContent('कारण: No payment with this UTR reached our account.')
    expect(items[1]).toHaveTextContent('कोई कारण नहीं बताया गया।')
    expect(within(notice).getByRole('link', { name: 'PUR-900003 के लिए फिर से भुगतान करें' })).toHaveAttribute('href', '/user/buy-token?amount=500')
    expect(within(notice).getByRole('link', { name: 'अस्वीकार हुए भुगतान इतिहास में देखें' })).toBeInTheDocument()
  })

  it('counts only the rejections newer than the newest other order, three at most', () => {
    const rejected = (id: string) => buildTransaction({ transactionId: id, status: 'REJECTED' })
    expect(unansweredRejections([rejected('A'), rejected('B'), rejected('C'), rejected('D')]).map((p) => p.transactionId)).toEqual(['A', 'B', 'C'])
    expect(unansweredRejections(purchases()).map((p) => p.transactionId)).toEqual(['PUR-900003', 'PUR-900002'])
    expect(unansweredRejections([])).toEqual([])
    expect(amountToType('100.00')).toBe('100')
    expect(amountToType('1234.50')).toBe('1234.5')
    expect(amountToType('100')).toBe('100')
  })
})

describe('Pay again in the payment history', () => {
  async function openHistory(language: 'en' | 'hi' = 'en') {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(profileHandler(buildProfile({ language })), transactionsHandler({ records: purchases().slice(0, 3), lastPage: 1 }))
    return renderApp('/user/payment-history?status=ALL')
  }

  it('offers Pay again on a rejected row and in its details, beside the reason, and nowhere else', async () => {
    const { user } = await openHistory()
    const table = await screen.findByRole('table', { name: 'Payment history' })
    await within(table).findByText('PUR-900003')
    expect(within(table).getByRole('link', { name: 'Pay again for PUR-900003' })).toHaveAttribute('href', '/user/buy-token?amount=500')
    expect(within(table).getByRole('link', { name: 'Pay again for PUR-900002' })).toHaveAttribute('href', '/user/buy-token?amount=1234.5')
    expect(within(table).queryByRole('link', { name: 'Pay again for PUR-900001' })).not.toBeInTheDocument()

    await user.click(within(table).getByRole('button', { name: 'View receipt for PUR-900003' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Reason', { selector: 'dt' }).nextElementSibling).toHaveTextContent('No payment with this UTR reached our account.')
    expect(within(dialog).getByRole('link', { name: 'Pay again for PUR-900003' })).toHaveAttribute('href', '/user/buy-token?amount=500')
  })

  it('says Pay again in Hindi', async () => {
    await openHistory('hi')
    expect(await screen.findByRole('link', { name: 'PUR-900003 के लिए फिर से भुगतान करें' }, { timeout: 5000 })).toHaveTextContent('फिर से भुगतान करें')
  })
})
