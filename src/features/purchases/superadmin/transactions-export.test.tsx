import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../tests/web/msw'
import { captureDownloads } from '../../../../tests/web/downloads'
import { buildCompany, buildPlatformTransaction, companiesHandler, messageFailure, signInConsole } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'

const NOVA = buildCompany({ id: '2b7c9d10-1e2f-4a3b-8c4d-5e6f7a8b9c0d', companyName: 'Nova Tokens Pvt Ltd', tokenSymbol: 'NOVA' })
const EXPORT_URL = '/api/v1/superadmin/transaction/export'

async function openPage(path: string) {
  signInConsole('SUPERADMIN')
  server.use(
    companiesHandler({ records: [NOVA], total: 1, totalCapped: false }),
    http.get('/api/v1/superadmin/transaction/list', () =>
      HttpResponse.json({
        status: true,
        message: 'Transactions fetched successfully',
        data: { records: [buildPlatformTransaction({ transactionId: 'PUR-000303' })], total: 1, totalCapped: false },
      }),
    ),
  )
  const view = await renderApp(path)
  await screen.findByText('PUR-000303')
  return view
}

describe("Manage Transaction's CSV export", () => {
  it('downloads what the list shows: the same company, status and search, every page', async () => {
    const downloads = captureDownloads(EXPORT_URL, 'Transaction ID,Company\r\nPUR-000303,Nova Tokens Pvt Ltd\r\n', 'transactions-2026-11-27.csv')
    const { user } = await openPage(`/superadmin/transactionmanage?companyId=${NOVA.id}&status=REJECTED&search=asha&page=2`)
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(Object.fromEntries(downloads[0].query)).toEqual({ companyId: NOVA.id, status: 'REJECTED', search: 'asha' })
    expect(downloads[0].name).toBe('transactions-2026-11-27.csv')
    expect(downloads[0].text).toContain('PUR-000303,Nova Tokens Pvt Ltd')
  })

  it('exports everything without filters, and says so when the export fails', async () => {
    const downloads = captureDownloads(EXPORT_URL, 'Transaction ID\r\n', 'transactions-2026-11-27.csv')
    const { user } = await openPage('/superadmin/transactionmanage')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(Object.fromEntries(downloads[0].query)).toEqual({})

    server.use(http.get(EXPORT_URL, () => messageFailure('Export is unavailable right now', 500)))
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText('Export is unavailable right now')).toBeInTheDocument()
    expect(downloads).toHaveLength(1)
  })
})
