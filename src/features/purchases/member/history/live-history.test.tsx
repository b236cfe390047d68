import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { server } from '../../../../../tests/web/msw'
import { buildProfile, buildTransaction, fakeJwt, profileHandler } from '../../../../../tests/web/factories'
import { renderApp } from '../../../../../tests/web/render-app'
import { FakeEventSource } from '../../../../../tests/web/event-source'
import type { UserTransaction } from '@/client/types.gen'

/** The member's history as the server holds it now, and the live-event ticket call. */
function memberApi(record: UserTransaction) {
  const state = { record }
  server.use(
    profileHandler(buildProfile({ language: 'en' })),
    http.get('/api/v1/user/transaction/list', () =>
      HttpResponse.json({ status: true, message: 'Transactions fetched successfully', data: { records: [state.record], lastPage: 1 } }),
    ),
    http.post('/api/v1/user/events/ticket', () =>
      HttpResponse.json({ status: true, message: 'Live updates ticket issued', data: { ticket: 'b'.repeat(43), expiresInSeconds: 60 } }),
    ),
  )
  return state
}

beforeEach(() => FakeEventSource.install())
afterEach(() => FakeEventSource.uninstall())

describe('an open payment history, while an admin decides', () => {
  it('shows the decision by itself, without a reload', async () => {
    const pending = buildTransaction({ transactionId: 'PUR-700001', status: 'PENDING' })
    const api = memberApi(pending)
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    await renderApp('/user/payment-history?status=ALL')
    const history = await screen.findByRole('table', { name: 'Payment history' })
    expect(await within(history).findByText('PENDING')).toBeInTheDocument()
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1))
    expect(FakeEventSource.last.url).toBe(`/api/v1/events?ticket=${'b'.repeat(43)}`)
    act(() => FakeEventSource.last.open())

    api.record = { ...pending, status: 'APPROVED' }
    act(() =>
      FakeEventSource.last.emit('purchase.decided', {
        type: 'purchase.decided',
        purchaseId: pending.id,
        memberId: '0b8f5a52-5d0e-4d0c-9d55-3c1a1d2f4e61',
        companyId: '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68',
        status: 'APPROVED',
      }),
    )
    expect(await within(history).findByText('APPROVED')).toBeInTheDocument()
    expect(within(history).queryByText('PENDING')).not.toBeInTheDocument()
  })
})
