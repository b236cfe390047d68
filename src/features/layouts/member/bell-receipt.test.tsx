import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it, vi } from 'vitest'
import { server } from '../../../../tests/web/msw'
import { buildNotification, buildProfile, fakeJwt, notificationsHandler, profileHandler, transactionsHandler } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'

it("saves an approved purchase's receipt from its notification in the bell, and offers none on a rejection", async () => {
  const approved = buildNotification()
  const rejected = buildNotification({
    id: '3d0b7a1f-2c8e-4d4f-9a6b-0e1f2a3b4c5d',
    kind: 'PURCHASE_REJECTED',
    purchaseId: '8f2e3d4c-5b6a-4f9e-8c7b-2d3e4f5a6b7c',
    data: { orderNumber: 'PUR-000124', tokens: '100', tokenSymbol: 'STR', amount: '1020.00', reason: 'Payment not received' },
  })
  const asked: string[] = []
  server.use(
    profileHandler(buildProfile()),
    transactionsHandler(),
    notificationsHandler([approved, rejected]),
    http.post('/api/v1/user/notification/read', () => HttpResponse.json({ status: true, message: 'Notification marked as read' })),
    http.get('/api/v1/user/transaction/:id/receipt', ({ params }) => {
      asked.push(String(params.id))
      return new HttpResponse('%PDF-1.3\n%%EOF\n', { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="receipt-PUR-000123.pdf"' } })
    }),
  )
  const saved: string[] = []
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1')
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download)
  })
  window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
  const { user } = await renderApp('/user/payment-history')

  await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 10_000 }))
  const [approvedItem, rejectedItem] = within(screen.getByRole('dialog', { name: 'Notifications' })).getAllByRole('listitem')
  expect(within(rejectedItem).queryByRole('button', { name: /Download receipt/ })).not.toBeInTheDocument()
  await user.click(within(approvedItem).getByRole('button', { name: 'Download receipt for PUR-000123' }))

  await vi.waitFor(() => expect(saved).toEqual(['receipt-PUR-000123.pdf']))
  expect(asked).toEqual([approved.purchaseId])
})
