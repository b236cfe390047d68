import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../tests/web/msw'
import { buildCompany, buildPlatformTransaction, companiesHandler, messageFailure, signInConsole } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'
import { bodyRows, cellTexts, headerTexts, optionTexts } from '../../../../tests/web/queries'
import { localeReady } from '@/lib/locale'

const LIST_URL = '/api/v1/superadmin/transaction/list'

const STR = buildCompany({ id: '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68', companyName: 'STR Token Pvt Ltd', tokenSymbol: 'STR' })
const NOVA = buildCompany({ id: '2b7c9d10-1e2f-4a3b-8c4d-5e6f7a8b9c0d', companyName: 'Nova Tokens Pvt Ltd', tokenSymbol: 'NOVA' })

type Query = { page: string | null; limit: string | null; companyId: string | null; status: string | null; search: string | null }

/** Records each list call's query; answers with `answer(query)`. */
function recordList(answer: (query: Query) => { records: ReturnType<typeof buildPlatformTransaction>[]; total: number }) {
  const calls: Query[] = []
  server.use(
    http.get(LIST_URL, ({ request }) => {
      const params = new URL(request.url).searchParams
      const query = {
        page: params.get('page'),
        limit: params.get('limit'),
        companyId: params.get('companyId'),
        status: params.get('status'),
        search: params.get('search'),
      }
      calls.push(query)
      return HttpResponse.json({ status: true, message: 'Transactions fetched successfully', data: answer(query) })
    }),
  )
  return calls
}

async function openPage(path = '/superadmin/transactionmanage') {
  signInConsole('SUPERADMIN')
  server.use(companiesHandler({ records: [NOVA, STR], total: 2, totalCapped: false }))
  const view = await renderApp(path)
  await screen.findByRole('heading', { name: 'Manage Transaction' })
  return view
}

function table() {
  return screen.getByRole('table', { name: 'Transactions' })
}

const strPurchase = buildPlatformTransaction({
  transactionId: 'PUR-000101',
  user: { id: '0b8f5a52-5d0e-4d0c-9d55-3c1a1d2f4e61', referralCode: 'STR1024', name: 'Asha Verma', mobile: '9876543210' },
  paymentMethod: 'UPI',
  price: '10.00',
  totalQuantity: '1000',
  finalAmount: '10200.00',
  status: 'APPROVED',
  referenceNumber: '412345678901',
  createdAt: '2025-11-21T13:05:00.000Z',
})
const novaPurchase = buildPlatformTransaction({
  transactionId: 'PUR-000202',
  company: { id: NOVA.id, companyName: NOVA.companyName, tokenSymbol: 'NOVA' },
  user: { id: '1c9f6b63-6e1f-4e1d-8e66-4d2b2e3f5a72', referralCode: 'NOVA2048', name: 'Ravi Kumar', mobile: '9123456780' },
  paymentMethod: 'MANUAL',
  status: 'PENDING',
  referenceNumber: null,
  receipt: null,
})

describe('Manage Transaction', () => {
  it("lists every company's purchases with the company, read-only", async () => {
    const calls = recordList(() => ({ records: [novaPurchase, strPurchase], total: 2 }))
    await openPage()
    await screen.findByText('PUR-000101')
    // Two headers share a cell where their values are stacked (the company over the order number, the
    // name over the mobile), so that the list fits a 1280 px screen with the sidebar open.
    expect(headerTexts(table())).toEqual([
      'Sl.No',
      'Company / Order No.',
      'User ID',
      'Name / Mobile',
      'Method',
      'Price',
      'Quantity',
      'Final Amount',
      'Status',
      'Txn No.',
      'Receipt',
      'Date',
    ])
    const [nova, str] = bodyRows(table())
    expect(cellTexts(nova)).toEqual([
      '1',
      'Nova Tokens Pvt Ltd (NOVA)PUR-000202',
      'NOVA2048',
      'Ravi Kumar9123456780',
      'MANUAL',
      '₹10.00',
      '1,000',
      '₹10,200.00',
      'PENDING',
      '--',
      '--',
      '2025-11-21',
    ])
    expect(cellTexts(str)).toEqual([
      '2',
      'STR Token Pvt Ltd (STR)PUR-000101',
      'STR1024',
      'Asha Verma9876543210',
      'UPI',
      '₹10.00',
      '1,000',
      '₹10,200.00',
      'APPROVED',
      '412345678901',
      'View',
      '2025-11-21',
    ])
    expect(within(str).getByRole('link', { name: 'View receipt of PUR-000101' })).toHaveAttribute('target', '_blank')
    expect(screen.queryByRole('button', { name: /Approve|Reject/ })).not.toBeInTheDocument()
    expect(screen.getByText('2 purchases')).toBeInTheDocument()
    expect(calls[0]).toEqual({ page: '1', limit: '10', companyId: null, status: null, search: null })
  })

  it('offers every company in the company filter and filters by the chosen one, in the URL', async () => {
    const calls = recordList((query) => ({ records: query.companyId === NOVA.id ? [novaPurchase] : [novaPurchase, strPurchase], total: query.companyId ? 1 : 2 }))
    const { user, router } = await openPage()
    await screen.findByText('PUR-000101')
    const select = screen.getByRole('combobox', { name: 'Company' })
    await waitFor(() => expect(optionTexts(select)).toEqual(['All Companies', 'Nova Tokens Pvt Ltd (NOVA)', 'STR Token Pvt Ltd (STR)']))
    await user.selectOptions(select, 'Nova Tokens Pvt Ltd (NOVA)')
    await waitFor(() => expect(screen.queryByText('PUR-000101')).not.toBeInTheDocument())
    expect(router.state.location.search).toEqual({ companyId: NOVA.id })
    expect(calls.at(-1)).toMatchObject({ companyId: NOVA.id, page: '1' })
    await user.selectOptions(select, 'All Companies')
    await screen.findByText('PUR-000101')
    expect(router.state.location.search).toEqual({})
  })

  it('filters by status, going back to page 1', async () => {
    const calls = recordList((query) => ({ records: query.status === 'PENDING' ? [novaPurchase] : [novaPurchase, strPurchase], total: 25 }))
    const { user, router } = await openPage('/superadmin/transactionmanage?page=2')
    await screen.findByText('PUR-000101')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending')
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ status: 'PENDING', page: '1' }))
    expect(router.state.location.search).toEqual({ status: 'PENDING' })
  })

  it('starts from the filters in the URL', async () => {
    const calls = recordList(() => ({ records: [novaPurchase], total: 1 }))
    await openPage(`/superadmin/transactionmanage?companyId=${NOVA.id}&status=REJECTED&search=ravi`)
    await screen.findByText('PUR-000202')
    expect(calls[0]).toMatchObject({ companyId: NOVA.id, status: 'REJECTED', search: 'ravi' })
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('REJECTED')
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ravi')
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue(NOVA.id))
  })

  it('ignores a malformed company id or status in the URL', async () => {
    const calls = recordList(() => ({ records: [], total: 0 }))
    await openPage('/superadmin/transactionmanage?companyId=not-a-uuid&status=DONE')
    expect(await screen.findByText('No purchases found.')).toBeInTheDocument()
    expect(calls[0]).toMatchObject({ companyId: null, status: null })
  })

  it('searches 1 second after the last keystroke, once', async () => {
    const calls = recordList((query) => ({ records: query.search ? [novaPurchase] : [novaPurchase, strPurchase], total: 2 }))
    const { user, router } = await openPage()
    await screen.findByText('PUR-000101')
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ravi')
    expect(calls.filter((call) => call.search)).toHaveLength(0)
    await waitFor(() => expect(screen.queryByText('PUR-000101')).not.toBeInTheDocument(), { timeout: 3000 })
    expect(calls.filter((call) => call.search)).toEqual([expect.objectContaining({ search: 'ravi', page: '1' })])
    expect(router.state.location.search).toEqual({ search: 'ravi' })
  })

  it('numbers rows across pages of 10', async () => {
    const calls = recordList((query) => ({ records: [buildPlatformTransaction({ transactionId: `PUR-P${query.page}` })], total: 12 }))
    const { user } = await openPage()
    await screen.findByText('PUR-P1')
    await user.click(within(screen.getByRole('navigation', { name: 'Transaction pages' })).getByRole('button', { name: 'Next' }))
    await screen.findByText('PUR-P2')
    expect(cellTexts(bodyRows(table())[0])[0]).toBe('11')
    expect(calls.map((call) => call.page)).toEqual(['1', '2'])
  })

  it("shows the server's message when the list fails", async () => {
    server.use(http.get(LIST_URL, () => messageFailure('You do not have access to this.', 403)))
    await openPage()
    expect(await screen.findByText('You do not have access to this.')).toBeInTheDocument()
    expect(within(table()).getByRole('alert')).toHaveTextContent('Failed to fetch transactions')
  })
})

describe('Manage Transaction in Hindi', () => {
  it('speaks Hindi: the heading, the filters with their choices, the count and the headers of its own columns', async () => {
    window.localStorage.setItem('language', 'hi')
    recordList(() => ({ records: [novaPurchase, strPurchase], total: 2 }))
    signInConsole('SUPERADMIN')
    server.use(companiesHandler({ records: [NOVA, STR], total: 2, totalCapped: false }))
    await renderApp('/superadmin/transactionmanage')
    await localeReady()
    expect(await screen.findByRole('heading', { name: 'लेन-देन प्रबंधन' })).toBeInTheDocument()
    await screen.findByText('PUR-000101')
    const headers = headerTexts(screen.getByRole('table', { name: 'लेन-देन' }))
    expect(headers[1]).toEqual('कंपनी / ऑर्डर नं.')
    expect(screen.getByText('2 खरीद')).toBeInTheDocument()
    expect(optionTexts(screen.getByRole('combobox', { name: 'स्थिति' }))).toEqual(['सभी स्थितियाँ', 'लंबित', 'मंज़ूर', 'अस्वीकृत'])
    await waitFor(() => expect(optionTexts(screen.getByRole('combobox', { name: 'कंपनी' }))[0]).toBe('सभी कंपनियाँ'))
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'ऑर्डर नं., नाम, मोबाइल, यूज़र ID, तरीका या UTR')
  })

  it('says in Hindi that no purchase was found', async () => {
    window.localStorage.setItem('language', 'hi')
    recordList(() => ({ records: [], total: 0 }))
    signInConsole('SUPERADMIN')
    server.use(companiesHandler({ records: [NOVA, STR], total: 2, totalCapped: false }))
    await renderApp('/superadmin/transactionmanage')
    await localeReady()
    expect(await screen.findByText('कोई खरीद नहीं मिली।')).toBeInTheDocument()
  })
})
