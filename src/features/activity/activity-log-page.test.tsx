import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../tests/web/msw'
import { buildCompany, companiesHandler, messageFailure, signInConsole } from '../../../tests/web/factories'
import { captureDownloads } from '../../../tests/web/downloads'
import { renderApp } from '../../../tests/web/render-app'
import { bodyRows, cellTexts, headerTexts } from '../../../tests/web/queries'
import type { ActivityEntry } from '@/client/types.gen'

const ADMIN_URL = '/api/v1/admin/activity'
const PLATFORM_URL = '/api/v1/superadmin/activity'

function entry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: crypto.randomUUID(),
    occurredAt: '2026-11-21T10:00:00.000Z',
    companyId: '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68',
    companyName: 'STR Token Pvt Ltd',
    actorKind: 'ADMIN',
    actorName: 'Priya Admin',
    actorEmail: 'admin@str.example',
    action: 'PURCHASE_APPROVED',
    subjectType: 'PURCHASE',
    subjectId: crypto.randomUUID(),
    subjectLabel: 'PUR-000101',
    before: { status: 'PENDING' },
    after: { status: 'APPROVED' },
    ip: '10.0.0.1',
    ...overrides,
  }
}

const approval = entry()
const edit = entry({
  action: 'USER_UPDATED',
  subjectType: 'USER',
  subjectLabel: 'Asha Sharma',
  before: { name: 'Asha Verma', mobile: '9876543210' },
  after: { name: 'Asha Sharma', mobile: '9123456780' },
})
const signIn = entry({ action: 'SIGNED_IN', subjectType: null, subjectId: null, subjectLabel: null, before: null, after: null })

type Query = Record<'page' | 'limit' | 'search' | 'action' | 'from' | 'to' | 'companyId', string | null>

function recordList(url: string, answer: (query: Query) => { records: ActivityEntry[]; total: number }) {
  const calls: Query[] = []
  server.use(
    http.get(url, ({ request }) => {
      const p = new URL(request.url).searchParams
      const query = {
        page: p.get('page'),
        limit: p.get('limit'),
        search: p.get('search'),
        action: p.get('action'),
        from: p.get('from'),
        to: p.get('to'),
        companyId: p.get('companyId'),
      }
      calls.push(query)
      return HttpResponse.json({ status: true, message: 'Activity fetched successfully', data: answer(query) })
    }),
  )
  return calls
}

async function openAdmin(path = '/admin/activity') {
  signInConsole('ADMIN')
  const view = await renderApp(path)
  await screen.findByRole('heading', { name: 'Activity Log' })
  return view
}

const table = () => screen.getByRole('table', { name: 'Activity log' })

describe('Activity Log (company admin)', () => {
  it('lists who did what, when in IST, the action in words and the change', async () => {
    const calls = recordList(ADMIN_URL, () => ({ records: [approval, edit, signIn], total: 3 }))
    const { user } = await openAdmin()
    await within(table()).findByText('PUR-000101')
    expect(headerTexts(table())).toEqual(['When', 'Who', 'Action', 'What', 'Change'])
    const [first, second, third] = bodyRows(table())
    expect(cellTexts(first)).toEqual(['21/11/202603:30 pm', 'Priya AdminAdmin', 'Purchase approved', 'PUR-000101', 'Status: PENDING → APPROVED'])
    expect(cellTexts(third)).toEqual(['21/11/202603:30 pm', 'Priya AdminAdmin', 'Signed in', 'Own account', '--'])
    // Two changed fields: the first shows, the second behind a button.
    expect(cellTexts(second)[4]).toBe('Name: Asha Verma → Asha SharmaShow change (+1)')
    await user.click(within(second).getByRole('button', { name: 'Show change (+1)' }))
    expect(within(second).getByText('9123456780')).toBeInTheDocument()
    expect(within(second).getByRole('button', { name: 'Hide change' })).toHaveAttribute('aria-expanded', 'true')
    expect(calls[0]).toEqual({ page: '1', limit: '10', search: null, action: null, from: null, to: null, companyId: null })
  })

  it('filters by action and dates, in the URL, from page 1', async () => {
    const calls = recordList(ADMIN_URL, (q) => ({ records: q.action ? [approval] : [approval, edit], total: 25 }))
    const { user, router } = await openAdmin('/admin/activity?page=2')
    await within(table()).findByText('User edited')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Purchase approved')
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ action: 'PURCHASE_APPROVED', page: '1' }))
    await waitFor(() => expect(within(table()).queryByText('User edited')).not.toBeInTheDocument())
    const from = screen.getByLabelText('From')
    await user.type(from, '2026-11-01')
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ action: 'PURCHASE_APPROVED', from: '2026-11-01' }))
    expect(router.state.location.search).toEqual({ action: 'PURCHASE_APPROVED', from: '2026-11-01' })
  })

  it('starts from the filters in the URL and ignores malformed ones', async () => {
    const calls = recordList(ADMIN_URL, () => ({ records: [approval], total: 1 }))
    await openAdmin('/admin/activity?action=PURCHASE_APPROVED&from=2026-11-01&to=2026-11-30&search=asha')
    await within(table()).findByText('PUR-000101')
    expect(calls[0]).toMatchObject({ action: 'PURCHASE_APPROVED', from: '2026-11-01', to: '2026-11-30', search: 'asha' })
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('PURCHASE_APPROVED')
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-30')
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('asha')
  })

  it('ignores a malformed action or date in the URL', async () => {
    const calls = recordList(ADMIN_URL, () => ({ records: [], total: 0 }))
    await openAdmin('/admin/activity?action=NOPE&from=yesterday')
    expect(await screen.findByText('No activity found.')).toBeInTheDocument()
    expect(calls[0]).toMatchObject({ action: null, from: null })
  })

  it('searches 1 second after the last keystroke', async () => {
    const calls = recordList(ADMIN_URL, (q) => ({ records: q.search ? [edit] : [approval, edit], total: 2 }))
    const { user, router } = await openAdmin()
    await within(table()).findByText('PUR-000101')
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'asha')
    expect(calls.filter((c) => c.search)).toHaveLength(0)
    await waitFor(() => expect(within(table()).queryByText('PUR-000101')).not.toBeInTheDocument(), { timeout: 3000 })
    expect(calls.filter((c) => c.search)).toEqual([expect.objectContaining({ search: 'asha', page: '1' })])
    expect(router.state.location.search).toEqual({ search: 'asha' })
  })

  it('exports the same filters as CSV', async () => {
    recordList(ADMIN_URL, () => ({ records: [approval], total: 1 }))
    const downloads = captureDownloads('/api/v1/admin/activity/export', 'When,Actor\r\n', 'activity-2026-11-21.csv')
    const { user } = await openAdmin('/admin/activity?action=PURCHASE_APPROVED&search=pur')
    await within(table()).findByText('PUR-000101')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(Object.fromEntries(downloads[0].query)).toEqual({ action: 'PURCHASE_APPROVED', search: 'pur' })
    expect(downloads[0].name).toBe('activity-2026-11-21.csv')
  })

  it('says a failed load in the table and as a toast, keeping the filters', async () => {
    server.use(http.get(ADMIN_URL, () => messageFailure('The log is being moved', 503)))
    signInConsole('ADMIN')
    await renderApp('/admin/activity?action=USER_ADDED')
    const list = await screen.findByRole('table', { name: 'Activity log' })
    expect(await within(list).findByText('Failed to fetch activity')).toBeInTheDocument()
    expect(await screen.findByText('The log is being moved', { selector: '.mantine-Notification-description' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('USER_ADDED')
  })

  it('is in the console menu', async () => {
    recordList(ADMIN_URL, () => ({ records: [], total: 0 }))
    await openAdmin()
    expect(screen.getAllByRole('link', { name: 'Activity Log' }).length).toBeGreaterThan(0)
  })
})

describe('Activity Log (super admin)', () => {
  it("lists every company's entries with the company, filtered by the chosen one", async () => {
    const NOVA = buildCompany({ id: '2b7c9d10-1e2f-4a3b-8c4d-5e6f7a8b9c0d', companyName: 'Nova Tokens Pvt Ltd', tokenSymbol: 'NOVA' })
    const superSignIn = entry({
      companyId: null,
      companyName: null,
      actorKind: 'SUPERADMIN',
      actorName: 'Super Admin',
      action: 'SIGNED_IN',
      subjectType: null,
      subjectLabel: null,
      before: null,
      after: null,
    })
    const calls = recordList(PLATFORM_URL, (q) => ({ records: q.companyId ? [approval] : [superSignIn, approval], total: q.companyId ? 1 : 2 }))
    signInConsole('SUPERADMIN')
    server.use(companiesHandler({ records: [NOVA], total: 1, totalCapped: false }))
    const { user, router } = await renderApp('/superadmin/activity')
    await within(await screen.findByRole('table', { name: 'Activity log' })).findByText('Super Admin')
    expect(headerTexts(table())).toEqual(['When', 'Company', 'Who', 'Action', 'What', 'Change'])
    expect(cellTexts(bodyRows(table())[0]).slice(1, 4)).toEqual(['Platform', 'Super AdminSuper admin', 'Signed in'])
    const select = screen.getByRole('combobox', { name: 'Company' })
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2))
    await user.selectOptions(select, 'Nova Tokens Pvt Ltd (NOVA)')
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ companyId: NOVA.id }))
    expect(router.state.location.search).toEqual({ companyId: NOVA.id })
  })
})
