import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../../../../tests/web/msw'
import { buildProfile, buildTransaction, fakeJwt, profileHandler, transactionsHandler } from '../../../../../tests/web/factories'
import { renderApp } from '../../../../../tests/web/render-app'
import type { UserTransaction } from '@/client/types.gen'

const RECEIPT_URL = '/api/v1/user/transaction/:id/receipt'
/** The start of a PDF file: what the browser is handed. */
const PDF_TEXT = '%PDF-1.3\n%receipt\n%%EOF\n'

/** Answers each receipt request with a small PDF named after the order, and records who asked for what. */
function receiptServer(orderOf: (id: string) => string) {
  const asked: { id: string; authorization: string | null }[] = []
  server.use(
    http.get(RECEIPT_URL, ({ params, request }) => {
      const id = String(params.id)
      asked.push({ id, authorization: request.headers.get('authorization') })
      return new HttpResponse(PDF_TEXT, {
        headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="receipt-${orderOf(id)}.pdf"` },
      })
    }),
  )
  return asked
}

/** What the page handed the browser to save: the file's name and its bytes. */
function savedFiles() {
  const saved: { name: string; blob: Blob }[] = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push({ name: '', blob: blob as Blob })
    return `blob:test/${saved.length}`
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved[saved.length - 1].name = this.download
  })
  return saved
}

async function openHistory(records: UserTransaction[], language: 'en' | 'hi' = 'en') {
  const token = fakeJwt({ role: 'USER' })
  window.localStorage.setItem('authToken', token)
  server.use(profileHandler(buildProfile({ language })), transactionsHandler({ records, lastPage: 1 }))
  const view = await renderApp('/user/payment-history?status=ALL')
  await screen.findByRole('heading', { name: language === 'hi' ? 'भुगतान इतिहास' : 'Payment History' }, { timeout: 5000 })
  await screen.findByText(records[0].transactionId)
  return { ...view, token }
}

describe('downloading a payment receipt from Payment History', () => {
  it('offers the receipt on approved payments only, and saves the PDF the server makes', async () => {
    const approved = buildTransaction({ transactionId: 'PUR-700001', status: 'APPROVED' })
    const pending = buildTransaction({ transactionId: 'PUR-700002', status: 'PENDING' })
    const rejected = buildTransaction({ transactionId: 'PUR-700003', status: 'REJECTED', rejectionReason: 'UTR not found' })
    const asked = receiptServer(() => 'PUR-700001')
    const saved = savedFiles()
    const { user, token } = await openHistory([approved, pending, rejected])

    const table = screen.getByRole('table', { name: 'Payment history' })
    expect(within(table).getAllByRole('button', { name: /^Download receipt/ })).toHaveLength(1)
    expect(within(table).queryByRole('button', { name: 'Download receipt for PUR-700002' })).not.toBeInTheDocument()
    expect(within(table).queryByRole('button', { name: 'Download receipt for PUR-700003' })).not.toBeInTheDocument()

    await user.click(within(table).getByRole('button', { name: 'Download receipt for PUR-700001' }))
    await vi.waitFor(() => expect(saved.map((file) => file.name)).toEqual(['receipt-PUR-700001.pdf']))
    // The member's own session goes with the request, as every member call's does.
    expect(asked).toEqual([{ id: approved.id, authorization: token }])
    expect(saved[0].blob.type).toBe('application/pdf')
    expect(await saved[0].blob.text()).toBe(PDF_TEXT)
  })

  it('works in Hindi: the button is named in Hindi and a refusal is said in Hindi', async () => {
    const approved = buildTransaction({ transactionId: 'PUR-700011', status: 'APPROVED' })
    const saved = savedFiles()
    receiptServer(() => 'PUR-700011')
    const { user } = await openHistory([approved], 'hi')

    const table = screen.getByRole('table', { name: 'भुगतान इतिहास' })
    await user.click(within(table).getByRole('button', { name: 'PUR-700011 की रसीद डाउनलोड करें' }))
    await vi.waitFor(() => expect(saved.map((file) => file.name)).toEqual(['receipt-PUR-700011.pdf']))

    // Approved here, but the server no longer agrees (say, an old page): its code is worded in Hindi.
    server.use(
      http.get(RECEIPT_URL, () =>
        HttpResponse.json({ status: false, code: 'PAYMENT_RECEIPT_NOT_READY', message: 'A receipt is available once the purchase is approved.' }, { status: 404 }),
      ),
    )
    await user.click(within(table).getByRole('button', { name: 'PUR-700011 की रसीद डाउनलोड करें' }))
    expect(await screen.findByText('ख़रीद स्वीकृत होने के बाद ही रसीद मिलेगी।')).toBeInTheDocument()
    expect(saved).toHaveLength(1)
  })
})
