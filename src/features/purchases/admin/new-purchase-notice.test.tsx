import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AdminTransaction } from '@/client/types.gen'
import { server } from '../../../../tests/web/msw'
import { buildAdminTransaction, signInConsole } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'
import { FakeEventSource } from '../../../../tests/web/event-source'

/** The pending purchases, read again on each list call; the count of calls says when the list was read. */
function purchasesApi(records: AdminTransaction[]) {
  const state = { records, calls: 0 }
  server.use(
    http.get('/api/v1/admin/transaction/list', ({ request }) => {
      state.calls += 1
      const matching = state.records.filter((row) => row.status === new URL(request.url).searchParams.get('status'))
      return HttpResponse.json({ status: true, message: 'Transactions fetched successfully', data: { records: matching, total: matching.length } })
    }),
    http.post('/api/v1/admin/events/ticket', () =>
      HttpResponse.json({ status: true, message: 'Live updates ticket issued', data: { ticket: 'a'.repeat(43), expiresInSeconds: 60 } }),
    ),
  )
  return state
}

const asha = () => buildAdminTransaction({ user: { id: '0b8f5a52-5d0e-4d0c-9d55-3c1a1d2f4e61', referralCode: 'STR1024', name: 'Asha Verma', mobile: '9876543210' } })
const ravi = () => buildAdminTransaction({ user: { id: '1b8f5a52-5d0e-4d0c-9d55-3c1a1d2f4e61', referralCode: 'STR2048', name: 'Ravi Kumar', mobile: '9000000000' } })

/** The server announces Ravi's new purchase on the console's stream. */
function announce(purchase: AdminTransaction) {
  act(() =>
    FakeEventSource.last.emit('purchase.submitted', {
      type: 'purchase.submitted',
      purchaseId: purchase.id,
      memberId: purchase.user.id,
      companyId: '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68',
      status: 'PENDING',
    }),
  )
}

beforeEach(() => FakeEventSource.install())
afterEach(() => FakeEventSource.uninstall())

describe('Purchase Requests, while a purchase arrives', () => {
  it('lists the new purchase by itself and says "New purchase received"', async () => {
    const api = purchasesApi([asha()])
    signInConsole('ADMIN')
    await renderApp('/admin/purchaserequest')
    const table = await screen.findByRole('table', { name: 'Purchase Requests' })
    await within(table).findByText('Asha Verma')
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1))
    act(() => FakeEventSource.last.open())

    const arrived = ravi()
    api.records = [arrived, ...api.records]
    announce(arrived)
    expect(await screen.findByText('New purchase received')).toBeInTheDocument()
    expect(await within(table).findByText('Ravi Kumar')).toBeInTheDocument()
  })

  it('says it in Hindi when the console speaks Hindi', async () => {
    window.localStorage.setItem('language', 'hi')
    const api = purchasesApi([asha()])
    signInConsole('ADMIN')
    await renderApp('/admin/purchaserequest')
    const table = await screen.findByRole('table', { name: 'खरीद अनुरोध' }, { timeout: 5000 })
    await within(table).findByText('Asha Verma')
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1))

    const arrived = ravi()
    api.records = [arrived, ...api.records]
    announce(arrived)
    expect(await screen.findByText('नई खरीद आई है')).toBeInTheDocument()
    expect(await within(table).findByText('Ravi Kumar')).toBeInTheDocument()
  })

  it('opens no stream for the super admin', async () => {
    signInConsole('SUPERADMIN')
    server.use(http.get('/api/v1/superadmin/company/list', () => HttpResponse.json({ status: true, message: 'Companies fetched successfully', data: { records: [], total: 0 } })))
    await renderApp('/superadmin/companymanage')
    expect(await screen.findByRole('table')).toBeInTheDocument()
    expect(FakeEventSource.opened).toHaveLength(0)
  })
})
