import { act, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../../../../tests/web/msw'
import {
  buildBankAccount,
  buildMedia,
  buildPaymentDetails,
  fakeJwt,
  messageFailure,
  paymentDetailsHandler,
  priceHandler,
  profileHandler,
  settingsHandler,
} from '../../../../../tests/web/factories'
import { renderApp } from '../../../../../tests/web/render-app'
import {
  PURCHASE_URL,
  ORDER_PATH,
  openPayment,
  tabNames,
  selectedTab,
  orderValue,
  toast,
  purchaseRecorder,
  uploadRecorder,
  agreeAndPay,
  uploadReceipt,
} from './payment-page.test-kit'
import type { PaymentDetails } from '@/client/types.gen'

describe('payment page: tabs', () => {
  it.each<[string, Partial<PaymentDetails>, string[], string]>([
    ['bank and UPI', {}, ['Banking', 'UPI', 'Manual'], 'UPI'],
    ['UPI only', { bankAccounts: [] }, ['UPI', 'Manual'], 'UPI'],
    ['bank only', { upi: null }, ['Banking', 'Manual'], 'Banking'],
    ['neither', { bankAccounts: [], upi: null }, ['Manual'], 'Manual'],
    ['an account without a bank name and no UPI', { bankAccounts: [buildBankAccount({ bankName: ' ' })], upi: null }, ['Manual'], 'Manual'],
    ['an account without a bank name and UPI', { bankAccounts: [buildBankAccount({ bankName: '' })] }, ['UPI', 'Manual'], 'UPI'],
  ])('with %s: the right tabs, opening on the right one', async (_case, overrides, tabs, selected) => {
    await openPayment({ details: buildPaymentDetails(overrides) })
    expect(tabNames()).toEqual(tabs)
    expect(selectedTab()).toBe(selected)
  })

  it("shows the server's message when the payment details cannot be loaded, and offers Manual", async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(
      profileHandler(),
      settingsHandler(),
      http.get('/api/v1/user/package/beneficiary/get', () => messageFailure('Something went wrong', 500)),
    )
    await renderApp(ORDER_PATH)
    expect(await toast('Something went wrong')).toBeInTheDocument()
    expect(tabNames()).toEqual(['Manual'])
  })

  it("falls back to 'Failed to fetch payment details'", async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(
      profileHandler(),
      settingsHandler(),
      http.get('/api/v1/user/package/beneficiary/get', () => HttpResponse.json({ status: false, message: '' }, { status: 500 })),
    )
    await renderApp(ORDER_PATH)
    expect(await toast('Failed to fetch payment details')).toBeInTheDocument()
  })
})

describe('payment page: loading', () => {
  it('shows the loading page while the receiving details are on their way, then the page with its default tab', async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      profileHandler(),
      settingsHandler(),
      http.get('/api/v1/user/package/beneficiary/get', async () => {
        await answered
        return HttpResponse.json({ status: true, message: 'Payment details fetched successfully', data: buildPaymentDetails() })
      }),
    )
    const opened = renderApp(ORDER_PATH)
    expect(await screen.findByLabelText('Loading page', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.queryByRole('tablist')).toBeNull()
    answer()
    await opened
    await screen.findByRole('tablist')
    expect(selectedTab()).toBe('UPI')
  })

  it('offers the bank and UPI again on the next visit after the details failed', async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    // The first handler that matches answers: the failure once, then the details.
    server.use(
      profileHandler(),
      settingsHandler(),
      priceHandler(),
      http.get('/api/v1/user/package/beneficiary/get', () => messageFailure('Something went wrong', 500), { once: true }),
      paymentDetailsHandler(),
    )
    const { router } = await renderApp(ORDER_PATH)
    expect(await toast('Something went wrong')).toBeInTheDocument()
    expect(tabNames()).toEqual(['Manual'])
    await act(() => router.navigate({ to: '/user/buy-token' }))
    await act(() => router.navigate({ to: '/user/payment', search: { purchaseId: 'PUR-123456', purchaseAmount: '100' } }))
    await waitFor(() => expect(tabNames()).toEqual(['Banking', 'UPI', 'Manual']))
  })
})

describe('payment page: order details', () => {
  it('shows Order #, Order Amount, Platform Fees with the percent and Total Amount in INR', async () => {
    await openPayment()
    expect(screen.getByRole('heading', { name: 'ORDER DETAILS' })).toBeInTheDocument()
    expect(orderValue('Order #')).toBe('PUR-123456')
    expect(orderValue('Order Amount')).toBe('₹100.00')
    expect(await screen.findByText('Platform Fees (2%)')).toBeInTheDocument()
    expect(orderValue('Platform Fees (2%)')).toBe('₹2.00')
    expect(orderValue('Total Amount')).toBe('₹102.00')
  })

  it('rounds the fee like the server, in Indian grouping', async () => {
    await openPayment({ fee: '2.50', path: '/user/payment?purchaseId=PUR-000042&purchaseAmount=123456.5' })
    await screen.findByText('Platform Fees (2.5%)')
    expect(orderValue('Order Amount')).toBe('₹1,23,456.50')
    expect(orderValue('Platform Fees (2.5%)')).toBe('₹3,086.41')
    expect(orderValue('Total Amount')).toBe('₹1,26,542.91')
  })

  it.each([
    ['nothing', '/user/payment'],
    ['no amount', '/user/payment?purchaseId=PUR-123456'],
    ['a malformed order number', '/user/payment?purchaseId=123&purchaseAmount=100'],
    ['a zero amount', '/user/payment?purchaseId=PUR-123456&purchaseAmount=0'],
    // Read as text (lib/search-params), a JSON object is one more malformed value, not an error screen.
    ['a JSON object as the amount', '/user/payment?purchaseId=PUR-123456&purchaseAmount=%7B%22a%22%3A1%7D'],
  ])("with %s in the URL says 'Order details not found in URL.', shows zero amounts and cannot pay", async (_case, path) => {
    const { user } = await openPayment({ path })
    expect(await toast('Order details not found in URL.')).toBeInTheDocument()
    await screen.findByText('Platform Fees (2%)')
    expect(orderValue('Order Amount')).toBe('₹0.00')
    expect(orderValue('Total Amount')).toBe('₹0.00')
    expect(screen.getByRole('button', { name: 'PAY' })).toBeDisabled()
    await user.click(screen.getByRole('tab', { name: 'Manual' }))
    expect(screen.getByRole('button', { name: 'Confirm Payment' })).toBeDisabled()
  })
})

describe('payment page: countdown', () => {
  it("counts down from 15:00 in minutes and seconds on a one-second interval, and says 'expired!' at zero", async () => {
    // Only the clock is faked: the page's one-second interval is real, and reads the time left
    // from the clock. Faking intervals too would leave jsdom's animation frames on a dead clock.
    vi.useFakeTimers({ toFake: ['Date'] })
    // Testing Library's waitFor polls on real timers; vi.waitFor would advance the faked clock on every poll.
    try {
      const start = new Date('2025-11-21T10:00:00.000Z').getTime()
      vi.setSystemTime(start)
      const setIntervalSpy = vi.spyOn(globalThis, 'setInterval')
      const clearIntervalSpy = vi.spyOn(globalThis, 'clearInterval')
      const { unmount } = await openPayment()
      const timer = screen.getByRole('timer', { name: 'Transaction time' })
      expect(timer).toHaveTextContent('Transaction time15:00')

      vi.setSystemTime(start + 1000)
      await waitFor(() => expect(timer).toHaveTextContent('14:59'), { timeout: 2500 })
      vi.setSystemTime(start + 14 * 60_000 + 55_000)
      await waitFor(() => expect(timer).toHaveTextContent('00:05'), { timeout: 2500 })
      vi.setSystemTime(start + 900_000)
      await waitFor(() => expect(timer).toHaveTextContent('expired!'), { timeout: 2500 })

      // One second apart, and stopped at zero: every one-second interval the page started is cleared
      // (Mantine's useInterval replaces its first one as it switches on).
      const ids = setIntervalSpy.mock.calls.flatMap(([, ms], index) => (ms === 1000 ? [setIntervalSpy.mock.results[index].value] : []))
      expect(ids.length).toBeGreaterThan(0)
      for (const id of ids) expect(clearIntervalSpy).toHaveBeenCalledWith(id)
      setIntervalSpy.mockClear()
      unmount()
      expect(setIntervalSpy).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('payment page: the order window', () => {
  it('counts from when the order was made, so a reload does not start 15 minutes again', async () => {
    window.localStorage.setItem('paymentOrders', JSON.stringify({ 'PUR-123456': Date.now() - 5 * 60_000 }))
    await openPayment()
    expect(screen.getByRole('timer', { name: 'Transaction time' })).toHaveTextContent(/(10:00|09:59)$/)
  })

  it('remembers the start of a new order for the next visit', async () => {
    const { unmount } = await openPayment()
    unmount()
    const started = JSON.parse(window.localStorage.getItem('paymentOrders') ?? '{}')['PUR-123456']
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it("at 'expired!' PAY is disabled and a new order for the same amount is offered", async () => {
    window.localStorage.setItem('paymentOrders', JSON.stringify({ 'PUR-123456': Date.now() - 901_000 }))
    const { user, router } = await openPayment()
    expect(screen.getByRole('timer', { name: 'Transaction time' })).toHaveTextContent('expired!')
    expect(screen.getByRole('button', { name: 'PAY' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Start a new order' }))
    await vi.waitFor(() => expect(router.state.location.search.purchaseId).not.toBe('PUR-123456'))
    expect(router.state.location.search).toEqual({ purchaseId: expect.stringMatching(/^PUR-\d{6}$/), purchaseAmount: '100' })
    expect(await screen.findByRole('timer', { name: 'Transaction time' })).toHaveTextContent(/(15:00|14:59)$/)
    expect(screen.getByRole('button', { name: 'PAY' })).toBeEnabled()
  })
})

describe('payment page: UPI', () => {
  it('shows a QR code of the upi://pay link for the total, the UPI apps and the read-only UPI ID', async () => {
    await openPayment({ details: buildPaymentDetails({ upi: { id: 'strtoken@sbi', payeeName: 'STR Token Pvt Ltd' } }) })
    await screen.findByText('Platform Fees (2%)')
    const qr = document.querySelector('[data-upi-link]') as HTMLElement
    expect(qr.dataset.upiLink).toBe('upi://pay?pa=strtoken@sbi&pn=STR%20Token%20Pvt%20Ltd&am=102.00&cu=INR&tn=Order%20PUR-123456')
    const svg = qr.querySelector('svg')
    expect(svg).toHaveAttribute('width', '256')
    expect(svg).toHaveAttribute('height', '256')
    expect(
      within(screen.getByRole('list', { name: 'Supported UPI apps' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Paytm', 'PhonePe', 'Google Pay'])
    const upiId = screen.getByRole('textbox', { name: 'UPI ID' })
    expect(upiId).toHaveValue('strtoken@sbi')
    expect(upiId).toHaveAttribute('readonly')
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy')
  })

  it("copies the UPI ID and says 'UPI ID copied to clipboard!'", async () => {
    const { user } = await openPayment()
    await user.click(screen.getByRole('button', { name: 'Copy UPI ID' }))
    expect(await toast('UPI ID copied to clipboard!')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe('strtoken@sbi')
  })

  it('will not pay before the privacy policy is agreed to', async () => {
    const { user } = await openPayment()
    await user.click(screen.getByRole('button', { name: 'PAY' }))
    expect(await toast('Please agree to the privacy & policy to proceed.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('cancelling the page says so and goes back to Buy Token', async () => {
    const { user, router } = await openPayment()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await toast('Payment process cancelled.')).toBeInTheDocument()
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user/buy-token'))
  })

  it("says 'UPI payment details are not available.' with Go Back when UPI is withdrawn while chosen", async () => {
    const { user, router, queryClient } = await openPayment()
    await user.click(screen.getByRole('tab', { name: 'Manual' }))
    await user.click(screen.getByRole('tab', { name: 'UPI' }))
    server.use(paymentDetailsHandler(buildPaymentDetails({ upi: null })))
    await act(() => queryClient.invalidateQueries())
    expect(await screen.findByText('UPI payment details are not available.')).toBeInTheDocument()
    expect(tabNames()).toEqual(['Banking', 'Manual'])
    await user.click(screen.getByRole('button', { name: 'Go Back' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user/buy-token'))
  })
})

describe('payment page: Banking', () => {
  const accounts = [
    buildBankAccount(),
    buildBankAccount({ id: '4a2e3d5c-6b7a-4899-8b1c-2d3e4f5a6b7c', bankName: 'HDFC Bank', branch: 'Fort, Mumbai', accountNumber: '50100123456789', ifscCode: 'HDFC0000001' }),
  ]

  it('shows the first account without a selector when there is only one', async () => {
    const { user } = await openPayment({ details: buildPaymentDetails({ bankAccounts: [accounts[0]] }) })
    await user.click(screen.getByRole('tab', { name: 'Banking' }))
    expect(screen.queryByRole('combobox', { name: 'Select Bank' })).not.toBeInTheDocument()
    const list = screen.getByLabelText('Bank account details')
    expect(within(list).getByText('State Bank of India')).toBeInTheDocument()
    expect(within(list).getByText('123456789012')).toBeInTheDocument()
    expect(within(list).getByText('SBIN0000691')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copy Account Number' }))
    expect(await toast('Account Number copied to clipboard!')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe('123456789012')
  })

  it('asks for the agreement, then sends method BANK with the chosen bank name', async () => {
    uploadRecorder()
    const bodies = purchaseRecorder()
    const { user, router } = await openPayment({ details: buildPaymentDetails({ bankAccounts: accounts }) })
    await user.click(screen.getByRole('tab', { name: 'Banking' }))
    const select = screen.getByRole('combobox', { name: 'Select Bank' })
    expect(select).toHaveDisplayValue('State Bank of India (A/c ending 9012)')
    await user.selectOptions(select, 'HDFC Bank (A/c ending 6789)')
    expect(within(screen.getByLabelText('Bank account details')).getByText('HDFC0000001')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'PAY' }))
    expect(await toast('Please agree to the privacy policy to proceed.')).toBeInTheDocument()

    const dialog = await agreeAndPay(user)
    expect(within(dialog).getByText('Paid into: HDFC Bank')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: 'UTR or Transaction Number' }), 'N123456789012345')
    await uploadReceipt(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'PAY' }))

    expect(await toast('BANK proof submitted successfully.')).toBeInTheDocument()
    expect(bodies).toEqual([
      { purchaseId: 'PUR-123456', paymentMethod: 'BANK', amount: '100', referenceNumber: 'N123456789012345', receiptId: buildMedia().id, bankName: 'HDFC Bank' },
    ])
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user/buy-token'))
  })
})

describe('payment page: Manual', () => {
  it('asks for the agreement, then sends only the order amount and goes to Buy Token', async () => {
    const bodies = purchaseRecorder()
    const { user, router } = await openPayment({ path: '/user/payment?purchaseId=PUR-654321&purchaseAmount=2500.75' })
    await user.click(screen.getByRole('tab', { name: 'Manual' }))
    await user.click(screen.getByRole('button', { name: 'Confirm Payment' }))
    expect(await toast('Please agree to the privacy policy to proceed.')).toBeInTheDocument()
    expect(bodies).toEqual([])

    await user.click(screen.getByRole('checkbox', { name: /agree to the privacy policy/ }))
    await user.click(screen.getByRole('button', { name: 'Confirm Payment' }))
    expect(await toast('MANUAL payment submitted successfully.')).toBeInTheDocument()
    expect(bodies).toEqual([{ purchaseId: 'PUR-654321', paymentMethod: 'MANUAL', amount: '2500.75' }])
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user/buy-token'))
    // The submitted order's page was replaced: Back cannot return to it.
    expect(router.history.length).toBe(1)
  })

  it("shows the server's message, else 'Failed to submit manual payment.'", async () => {
    server.use(http.post(PURCHASE_URL, () => messageFailure('Only 5 tokens remain for sale. Please enter a smaller amount.', 409)))
    const { user, router } = await openPayment()
    await user.click(screen.getByRole('tab', { name: 'Manual' }))
    await user.click(screen.getByRole('checkbox', { name: /agree to the privacy policy/ }))
    await user.click(screen.getByRole('button', { name: 'Confirm Payment' }))
    expect(await toast('Only 5 tokens remain for sale. Please enter a smaller amount.')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/user/payment')

    server.use(http.post(PURCHASE_URL, () => HttpResponse.error()))
    await user.click(screen.getByRole('button', { name: 'Confirm Payment' }))
    expect(await toast('Failed to submit manual payment.')).toBeInTheDocument()
  })

  it('disables Confirm Payment while the request is pending', async () => {
    server.use(http.post(PURCHASE_URL, () => delay('infinite')))
    const { user } = await openPayment()
    await user.click(screen.getByRole('tab', { name: 'Manual' }))
    await user.click(screen.getByRole('checkbox', { name: /agree to the privacy policy/ }))
    await user.click(screen.getByRole('button', { name: 'Confirm Payment' }))
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Confirm Payment' })).toBeDisabled())
  })
})

describe('payment page: in Hindi', () => {
  it('speaks Hindi to a member who chose it: the heading, the timer, the order details, the tabs and each panel', async () => {
    const { user } = await openPayment({ language: 'hi' })
    expect(await screen.findByRole('heading', { name: 'भुगतान' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'ऑर्डर का विवरण' })).toBeInTheDocument()
    expect(screen.getByRole('timer', { name: 'भुगतान का समय' })).toHaveTextContent(/^भुगतान का समय1[45]:\d\d$/)
    await screen.findByText('प्लेटफ़ॉर्म शुल्क (2%)')
    const order = screen.getByLabelText('ऑर्डर का विवरण', { selector: 'dl' })
    expect(within(order).getByText('ऑर्डर नं.', { selector: 'dt' }).nextElementSibling).toHaveTextContent('PUR-123456')
    expect(within(order).getByText('कुल राशि', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₹102.00')
    expect(tabNames()).toEqual(['बैंकिंग', 'UPI', 'मैनुअल'])
    expect(selectedTab()).toBe('UPI')

    // UPI: the QR's title, the apps, the agreement and its rule.
    expect(document.querySelector('[data-upi-link] svg title')).toHaveTextContent('₹102.00 के भुगतान के लिए UPI QR कोड')
    expect(screen.getByRole('list', { name: 'समर्थित UPI ऐप' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'UPI ID' })).toHaveAccessibleDescription('प्राप्तकर्ता: STR Token')
    await user.click(screen.getByRole('button', { name: 'भुगतान करें' }))
    expect(await toast('आगे बढ़ने के लिए कृपया प्राइवेसी पॉलिसी से सहमति दें।')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'मैंने प्राइवेसी पॉलिसी पढ़ ली है और मैं इससे सहमत हूँ' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toHaveAttribute('href', '/privacy-policy')

    // Banking: the account's details, labelled and copied in Hindi.
    await user.click(screen.getByRole('tab', { name: 'बैंकिंग' }))
    const bank = screen.getByLabelText('बैंक खाते का विवरण')
    for (const label of ['खाताधारक का नाम', 'बैंक का नाम', 'शाखा', 'खाता नंबर', 'IFSC कोड']) expect(within(bank).getByText(label, { selector: 'dt' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'खाता नंबर कॉपी करें' }))
    expect(await toast('खाता नंबर क्लिपबोर्ड पर कॉपी हो गया!')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument()

    // Manual.
    await user.click(screen.getByRole('tab', { name: 'मैनुअल' }))
    expect(screen.getByRole('button', { name: 'भुगतान की पुष्टि करें' })).toBeInTheDocument()
  })

  it('says in Hindi that the order has expired, and that an order is missing', async () => {
    window.localStorage.setItem('paymentOrders', JSON.stringify({ 'PUR-123456': Date.now() - 901_000 }))
    const { unmount } = await openPayment({ language: 'hi' })
    expect(await screen.findByRole('timer', { name: 'भुगतान का समय' })).toHaveTextContent('समय खत्म!')
    expect(screen.getByText('इस ऑर्डर का समय खत्म हो गया है')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'नया ऑर्डर शुरू करें' })).toBeInTheDocument()
    unmount()

    await openPayment({ language: 'hi', path: '/user/payment' })
    expect(await toast('URL में ऑर्डर का विवरण नहीं मिला।')).toBeInTheDocument()
    const missing = screen.getByText('भुगतान के लिए कोई ऑर्डर नहीं है').closest('[role="alert"]') as HTMLElement
    expect(missing).toHaveTextContent('भुगतान के लिए कोई ऑर्डर नहीं हैनई खरीद टोकन खरीदें से शुरू करें।')
    expect(within(missing).getByRole('link', { name: 'टोकन खरीदें' })).toHaveAttribute('href', '/user/buy-token')
  })
})
