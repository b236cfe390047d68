import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { recordBodies, server } from '../../../../../tests/web/msw'
import {
  buildMedia,
  buildProfile,
  buildPaymentDetails,
  buildTransaction,
  fakeJwt,
  paymentDetailsHandler,
  priceHandler,
  profileHandler,
  settingsHandler,
} from '../../../../../tests/web/factories'
import { renderApp } from '../../../../../tests/web/render-app'
import type { PaymentDetails } from '@/client/types.gen'

export const PURCHASE_URL = '/api/v1/user/package/purchase'
export const UPLOAD_URL = '/api/v1/superadmin/media/add'
export const ORDER_PATH = '/user/payment?purchaseId=PUR-123456&purchaseAmount=100'

type View = Awaited<ReturnType<typeof renderApp>>
export type User = View['user']

interface Setup {
  details?: PaymentDetails
  fee?: string
  path?: string
  /** The member's profile language: 'hi' makes the app speak Hindi. */
  language?: 'en' | 'hi'
}

export async function openPayment({ details = buildPaymentDetails(), fee = '2.00', path = ORDER_PATH, language }: Setup = {}) {
  window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
  server.use(profileHandler(language ? buildProfile({ language }) : undefined), settingsHandler(fee), paymentDetailsHandler(details), priceHandler())
  const view = await renderApp(path)
  await screen.findByRole('tablist')
  return view
}

export function tabNames() {
  return screen.getAllByRole('tab').map((tab) => tab.textContent)
}

export function selectedTab() {
  return screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent
}

export function orderValue(term: string | RegExp) {
  const list = screen.getByLabelText('Order details')
  return within(list).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
}

export function toast(text: string) {
  return screen.findByText(text, { selector: '.mantine-Notification-description' })
}

/** Captures the JSON bodies of purchase calls and answers them as the server does. */
export function purchaseRecorder() {
  return recordBodies('post', PURCHASE_URL, () => HttpResponse.json({ status: true, message: 'Token purchase submitted successfully', data: buildTransaction() }))
}

export function uploadRecorder(media = buildMedia()) {
  const uploads: { fields: string[]; count: number }[] = []
  server.use(
    http.post(UPLOAD_URL, async ({ request }) => {
      const form = await request.formData()
      uploads.push({ fields: [...new Set(form.keys())], count: form.getAll('medias').length })
      return HttpResponse.json({ status: true, message: 'Media uploaded successfully', data: [media] })
    }),
  )
  return uploads
}

export async function agreeAndPay(user: User) {
  await user.click(screen.getByRole('checkbox', { name: /agree to the privacy policy/ }))
  await user.click(screen.getByRole('button', { name: 'PAY' }))
  return screen.findByRole('dialog', { name: 'Submit Transaction Proof' })
}

export function fileInput(dialog: HTMLElement) {
  return dialog.querySelector('input[type="file"]') as HTMLInputElement
}

export async function uploadReceipt(user: User, dialog: HTMLElement) {
  await user.upload(fileInput(dialog), new File(['%PDF-1.4 receipt'], 'receipt.pdf', { type: 'application/pdf' }))
  await within(dialog).findByText('File uploaded.')
}

/** Agrees, presses PAY, and submits the proof dialog with `utr` and an uploaded receipt; answers the dialog. */
export async function payWithProof(user: User, utr: string) {
  const dialog = await agreeAndPay(user)
  await user.type(within(dialog).getByRole('textbox', { name: 'UTR or Transaction Number' }), utr)
  await uploadReceipt(user, dialog)
  await user.click(within(dialog).getByRole('button', { name: 'PAY' }))
  return dialog
}
