import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../../../../tests/web/msw'
import {
  buildMedia,
  buildPaymentDetails,
  buildTransaction,
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
  UPLOAD_URL,
  ORDER_PATH,
  openPayment,
  toast,
  purchaseRecorder,
  uploadRecorder,
  agreeAndPay,
  fileInput,
  uploadReceipt,
  payWithProof,
} from './payment-page.test-kit'

describe('payment page: Submit Transaction Proof', () => {
  it('opens with every field, the amount prefilled with the total, and cancels with a toast', async () => {
    const { user } = await openPayment()
    await screen.findByText('Platform Fees (2%)')
    const dialog = await agreeAndPay(user)
    expect(within(dialog).getByRole('textbox', { name: 'UTR or Transaction Number' })).toHaveValue('')
    const amount = within(dialog).getByRole('spinbutton', { name: 'Enter Amount' })
    expect(amount).toHaveValue(102)
    expect(amount).toHaveAttribute('step', '0.01')
    expect(within(dialog).getByText('Total Amount Payable')).toBeInTheDocument()
    expect(within(dialog).getByText('₹102.00')).toBeInTheDocument()
    expect(fileInput(dialog)).toHaveAttribute('accept', 'image/*,.pdf,.doc,.docx')
    expect(within(dialog).getByText('Upload Transaction File')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(await toast('Payment process cancelled.')).toBeInTheDocument()
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('checks the reference, the amount and the file, in that order', async () => {
    const { user } = await openPayment()
    const dialog = await agreeAndPay(user)
    const pay = within(dialog).getByRole('button', { name: 'PAY' })

    await user.click(pay)
    expect(await toast('Please enter UTR or Transaction Number.')).toBeInTheDocument()

    await user.type(within(dialog).getByRole('textbox', { name: 'UTR or Transaction Number' }), '12345')
    await user.click(pay)
    expect(await toast('Please enter a valid UTR (12 digits) or transaction number (16 to 22 letters or digits).')).toBeInTheDocument()

    await user.type(within(dialog).getByRole('textbox', { name: 'UTR or Transaction Number' }), '6789012')
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Enter Amount' }))
    await user.click(pay)
    const emptyAmount = await toast('Please enter a valid amount.')
    expect(emptyAmount).toBeInTheDocument()

    // Refused again for the amount: the same words again, as a fresh toast in place of the older one.
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Enter Amount' }), '0')
    await user.click(pay)
    await vi.waitFor(() => expect(emptyAmount).not.toBeInTheDocument())
    expect(await screen.findAllByText('Please enter a valid amount.', { selector: '.mantine-Notification-description' })).toHaveLength(1)

    await user.type(within(dialog).getByRole('spinbutton', { name: 'Enter Amount' }), '102')
    await user.click(pay)
    expect(await toast('Please upload a transaction file before submitting.')).toBeInTheDocument()
  })

  it('uploads the file at once under medias with a progress indicator, then sends the ORDER amount with the UTR and receipt id', async () => {
    const uploads = uploadRecorder(buildMedia({ id: '11111111-2222-4333-8444-555555555555' }))
    const bodies = purchaseRecorder()
    const { user, router } = await openPayment()
    await screen.findByText('Platform Fees (2%)')
    const dialog = await agreeAndPay(user)

    await user.type(within(dialog).getByRole('textbox', { name: 'UTR or Transaction Number' }), ' 123456789012 ')
    const amount = within(dialog).getByRole('spinbutton', { name: 'Enter Amount' })
    await user.clear(amount)
    await user.type(amount, '55.5')
    await uploadReceipt(user, dialog)
    expect(uploads).toEqual([{ fields: ['medias'], count: 1 }])
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '100')

    await user.click(within(dialog).getByRole('button', { name: 'PAY' }))
    expect(await toast('UPI proof submitted successfully.')).toBeInTheDocument()
    expect(bodies).toEqual([{ purchaseId: 'PUR-123456', paymentMethod: 'UPI', amount: '100', referenceNumber: '123456789012', receiptId: '11111111-2222-4333-8444-555555555555' }])
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user/buy-token'))
  })

  it('lands on Buy Token with a confirmation of the order as recorded, and a link to it in the history', async () => {
    server.use(
      http.post(PURCHASE_URL, () =>
        HttpResponse.json({
          status: true,
          message: 'Token purchase submitted successfully',
          data: buildTransaction({ transactionId: 'PUR-123456', referenceNumber: '123456789012', finalAmount: '102.00', totalQuantity: '2000' }),
        }),
      ),
    )
    uploadRecorder()
    const { user, router } = await openPayment()
    await screen.findByText('Platform Fees (2%)')
    await payWithProof(user, '123456789012')

    const confirmation = await screen.findByRole('status', { name: 'Payment submitted' })
    expect(router.state.location.pathname).toBe('/user/buy-token')
    expect(confirmation).toHaveTextContent('Order #PUR-123456')
    expect(confirmation).toHaveTextContent('Amount₹102.00')
    // What the money bought, beside the amount, in Indian grouping with the token's symbol.
    expect(confirmation).toHaveTextContent('Tokens2,000 STR')
    expect(confirmation).toHaveTextContent('UTR123456789012')
    expect(confirmation).toHaveTextContent('Pending verification')
    expect(within(confirmation).getByRole('link', { name: 'See this order in your payment history' })).toHaveAttribute('href', '/user/payment-history?search=PUR-123456')
    // The form is still there for the next purchase; the confirmation can be put away.
    expect(screen.getByRole('button', { name: 'BUY NOW' })).toBeInTheDocument()
    await user.click(within(confirmation).getByRole('button', { name: 'Dismiss confirmation' }))
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Payment submitted' })).not.toBeInTheDocument())
  })

  it('refreshes the payment history it had already read, so the new order is there at once', async () => {
    const submitted = buildTransaction({ transactionId: 'PUR-123456', referenceNumber: '123456789012', finalAmount: '102.00' })
    let recorded = false
    server.use(
      http.post(PURCHASE_URL, () => {
        recorded = true
        return HttpResponse.json({ status: true, message: 'Token purchase submitted successfully', data: submitted })
      }),
      http.get('/api/v1/user/transaction/list', () =>
        HttpResponse.json({ status: true, message: 'Transactions fetched successfully', data: { records: recorded ? [submitted] : [], lastPage: 1 } }),
      ),
    )
    uploadRecorder()
    // The member looked at the history before paying: it is cached, and fresh for a while.
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(profileHandler(), settingsHandler(), paymentDetailsHandler(buildPaymentDetails()), priceHandler())
    const { user, router } = await renderApp('/user/payment-history?search=PUR-123456')
    await screen.findByText('No payment history found.')
    await router.navigate({ href: ORDER_PATH })
    await screen.findByText('Platform Fees (2%)')
    await payWithProof(user, '123456789012')

    const confirmation = await screen.findByRole('status', { name: 'Payment submitted' })
    await user.click(within(confirmation).getByRole('link', { name: 'See this order in your payment history' }))
    const table = await screen.findByRole('table', { name: 'Payment history' })
    expect(await within(table).findByText('PUR-123456')).toBeInTheDocument()
  })

  it('shows the progress while the upload runs and keeps PAY disabled until it ends', async () => {
    server.use(http.post(UPLOAD_URL, () => delay('infinite')))
    const { user } = await openPayment()
    const dialog = await agreeAndPay(user)
    await user.upload(fileInput(dialog), new File(['png'], 'receipt.png', { type: 'image/png' }))
    expect(await within(dialog).findByText(/^Uploading\.\.\./)).toBeInTheDocument()
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'PAY' })).toBeDisabled()
  })

  it("on an upload failure shows the server's message and forgets the file", async () => {
    server.use(http.post(UPLOAD_URL, () => messageFailure('Only images, PDF, DOC and DOCX files are accepted.', 415)))
    const { user } = await openPayment()
    const dialog = await agreeAndPay(user)
    await user.type(within(dialog).getByRole('textbox', { name: 'UTR or Transaction Number' }), '123456789012')
    await user.upload(fileInput(dialog), new File(['x'], 'receipt.png', { type: 'image/png' }))
    expect(await toast('Only images, PDF, DOC and DOCX files are accepted.')).toBeInTheDocument()
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'PAY' }))
    expect(await toast('Please upload a transaction file before submitting.')).toBeInTheDocument()
  })

  it("says the spec's 'Failed to upload file' when the upload gets no answer", async () => {
    server.use(http.post(UPLOAD_URL, () => HttpResponse.error()))
    const { user } = await openPayment()
    const dialog = await agreeAndPay(user)
    await user.upload(fileInput(dialog), new File(['x'], 'receipt.png', { type: 'image/png' }))
    expect(await toast('Failed to upload file')).toBeInTheDocument()
  })

  it("says 'Failed to upload file' when the upload fails with a 500 and no body", async () => {
    server.use(http.post(UPLOAD_URL, () => new HttpResponse(null, { status: 500 })))
    const { user } = await openPayment()
    const dialog = await agreeAndPay(user)
    await user.upload(fileInput(dialog), new File(['x'], 'receipt.png', { type: 'image/png' }))
    expect(await toast('Failed to upload file')).toBeInTheDocument()
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it("says 'File upload failed for proof.' when the upload answers without a file id", async () => {
    server.use(http.post(UPLOAD_URL, () => HttpResponse.json({ status: true, message: 'Media uploaded successfully', data: [] })))
    const { user } = await openPayment()
    const dialog = await agreeAndPay(user)
    await user.upload(fileInput(dialog), new File(['x'], 'receipt.png', { type: 'image/png' }))
    expect(await toast('File upload failed for proof.')).toBeInTheDocument()
  })

  it("shows the server's message when the purchase is refused, and stays on the page", async () => {
    uploadRecorder()
    server.use(http.post(PURCHASE_URL, () => messageFailure('This UTR / transaction number has already been used for another payment.', 409)))
    const { user, router } = await openPayment()
    await payWithProof(user, '123456789012')
    expect(await toast('This UTR / transaction number has already been used for another payment.')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/user/payment')
    expect(screen.getByRole('dialog', { name: 'Submit Transaction Proof' })).toBeInTheDocument()
  })

  it("falls back to 'Failed to submit token purchase'", async () => {
    uploadRecorder()
    server.use(http.post(PURCHASE_URL, () => HttpResponse.json({ status: false, message: '' }, { status: 500 })))
    const { user } = await openPayment()
    const dialog = await agreeAndPay(user)
    await user.type(within(dialog).getByRole('textbox', { name: 'UTR or Transaction Number' }), 'TXN1234567890ABCDEF')
    await uploadReceipt(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'PAY' }))
    expect(await toast('Failed to submit token purchase')).toBeInTheDocument()
  })

  it('disables PAY while the purchase is being recorded', async () => {
    uploadRecorder()
    server.use(http.post(PURCHASE_URL, () => delay('infinite')))
    const { user } = await openPayment()
    const dialog = await payWithProof(user, '123456789012')
    await vi.waitFor(() => expect(within(dialog).getByRole('button', { name: 'PAY' })).toBeDisabled())
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
  })
})

describe('payment page: the proof and the submitted order in Hindi', () => {
  it('asks for the proof in Hindi, with its rules, the upload and PAY, then confirms the order in Hindi', async () => {
    server.use(
      http.post(PURCHASE_URL, () =>
        HttpResponse.json({
          status: true,
          message: 'Token purchase submitted successfully',
          data: buildTransaction({ transactionId: 'PUR-123456', referenceNumber: '123456789012', finalAmount: '102.00', totalQuantity: '123456' }),
        }),
      ),
    )
    uploadRecorder()
    const { user } = await openPayment({ language: 'hi' })
    await screen.findByText('प्लेटफ़ॉर्म शुल्क (2%)')
    await user.click(screen.getByRole('checkbox', { name: /प्राइवेसी पॉलिसी/ }))
    await user.click(screen.getByRole('button', { name: 'भुगतान करें' }))
    const dialog = await screen.findByRole('dialog', { name: 'ट्रांज़ैक्शन का प्रूफ़ सबमिट करें' })
    const pay = within(dialog).getByRole('button', { name: 'भुगतान करें' })

    await user.click(pay)
    expect(await toast('कृपया UTR या ट्रांज़ैक्शन नंबर डालें।')).toBeInTheDocument()
    const utr = within(dialog).getByRole('textbox', { name: 'UTR या ट्रांज़ैक्शन नंबर' })
    expect(utr).toHaveAttribute('placeholder', '12 अंकों का UTR या ट्रांज़ैक्शन नंबर')
    await user.type(utr, '12345')
    await user.click(pay)
    expect(await toast('कृपया सही UTR (12 अंक) या ट्रांज़ैक्शन नंबर (16 से 22 अक्षर या अंक) डालें।')).toBeInTheDocument()
    await user.type(utr, '6789012')
    await user.click(pay)
    expect(await toast('सबमिट करने से पहले कृपया ट्रांज़ैक्शन फ़ाइल अपलोड करें।')).toBeInTheDocument()

    expect(within(dialog).getByRole('spinbutton', { name: 'राशि डालें' })).toHaveValue(102)
    expect(within(dialog).getByText('कुल देय राशि')).toBeInTheDocument()
    expect(within(dialog).getByText('ट्रांज़ैक्शन फ़ाइल अपलोड करें')).toBeInTheDocument()
    expect(within(dialog).getByText('इमेज, PDF या Word फ़ाइल चुनें')).toBeInTheDocument()
    await user.upload(fileInput(dialog), new File(['%PDF-1.4 receipt'], 'receipt.pdf', { type: 'application/pdf' }))
    expect(await within(dialog).findByText('फ़ाइल अपलोड हो गई।')).toBeInTheDocument()
    expect(within(dialog).getByRole('progressbar', { name: 'अपलोड की प्रगति' })).toBeInTheDocument()
    await user.click(pay)
    expect(await toast('UPI भुगतान का प्रूफ़ सबमिट हो गया।')).toBeInTheDocument()

    const confirmation = await screen.findByRole('status', { name: 'भुगतान सबमिट हो गया' })
    expect(confirmation).toHaveTextContent('आपका ऑर्डर सत्यापन के लिए पेंडिंग है')
    expect(confirmation).toHaveTextContent('ऑर्डर नं.PUR-123456')
    expect(confirmation).toHaveTextContent('राशि₹102.00')
    expect(confirmation).toHaveTextContent('टोकन1,23,456 STR')
    expect(confirmation).toHaveTextContent('स्थितिसत्यापन बाकी')
    expect(within(confirmation).getByRole('link', { name: 'इस ऑर्डर को अपने भुगतान इतिहास में देखें' })).toBeInTheDocument()
    expect(within(confirmation).getByRole('button', { name: 'पुष्टि का संदेश बंद करें' })).toBeInTheDocument()
  })
})
