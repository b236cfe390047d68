import { fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordBodies, server } from '../../../../tests/web/msw'
import { buildAdminUser, messageFailure, messageOk, signInConsole } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'
import { cellTexts, headerTexts, optionTexts } from '../../../../tests/web/queries'
import { captureDownloads } from '../../../../tests/web/downloads'
import type { AdminUser } from '@/client/types.gen'

afterEach(() => {
  vi.useRealTimers()
})

interface ListCall {
  page: string | null
  limit: string | null
  search: string | null
  isApproved: string | null
}

/** Answers the user list from `records` (filtered by isApproved like the server) and records every call. */
function usersApi(records: AdminUser[], total?: number, totalCapped = false) {
  const calls: ListCall[] = []
  server.use(
    http.get('/api/v1/admin/auth/list', ({ request }) => {
      const query = new URL(request.url).searchParams
      calls.push({ page: query.get('page'), limit: query.get('limit'), search: query.get('search'), isApproved: query.get('isApproved') })
      const approved = query.get('isApproved')
      const matching = approved === null ? records : records.filter((user) => String(user.isApproved) === approved)
      const page = Number(query.get('page') ?? 1)
      return HttpResponse.json({
        status: true,
        message: 'Users fetched successfully',
        data: { records: matching.slice((page - 1) * 10, page * 10), total: total ?? matching.length, totalCapped },
      })
    }),
  )
  return calls
}

async function openPage(path = '/admin/usermanage') {
  signInConsole('ADMIN')
  const app = await renderApp(path)
  const table = await screen.findByRole('table', { name: 'Users' })
  return { ...app, table }
}

function rowOf(text: string) {
  const row = screen.getByRole('cell', { name: text }).closest('tr')
  if (!row) throw new Error(`no row with ${text}`)
  return row
}

/** Opens Add User and submits a new member, as an admin types her in. */
async function addMeera(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add User' }))
  const dialog = await screen.findByRole('dialog', { name: 'Add New User' })
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Role/ }), 'User')
  await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Meera Shah')
  await user.type(within(dialog).getByRole('textbox', { name: /Mobile/ }), '9988776655')
  await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'meera@example.com')
  await user.type(within(dialog).getByLabelText(/Password/), 'Welcome@2026')
  await user.click(within(dialog).getByRole('button', { name: 'Add' }))
}

describe('Manage User', () => {
  it('speaks Hindi when the console language is Hindi: heading, filter, columns, Add User and its labels and rule messages', async () => {
    window.localStorage.setItem('language', 'hi')
    usersApi([buildAdminUser({ name: 'Asha Verma', referralCode: 'STR1024' })])
    signInConsole('ADMIN')
    const { user } = await renderApp('/admin/usermanage')
    const table = await screen.findByRole('table', { name: 'यूज़र' }, { timeout: 5000 })
    await within(table).findByText('Asha Verma')
    expect(screen.getByRole('heading', { name: 'यूज़र प्रबंधन' })).toBeInTheDocument()
    expect(headerTexts(table)).toEqual(['क्र.सं.', 'नाम', 'ईमेल', 'मोबाइल', 'रेफ़रल कोड', 'तारीख', 'मंज़ूरी', 'कार्रवाई'])
    expect(within(rowOf('Asha Verma')).getByRole('button', { name: 'बाकी' })).toBeInTheDocument()
    expect(within(rowOf('Asha Verma')).getByRole('button', { name: 'Asha Verma को हटाएँ' })).toBeInTheDocument()
    expect(optionTexts(screen.getByRole('combobox', { name: 'स्थिति' }))).toEqual(['स्थिति चुनें', 'सत्यापन बाकी', 'सत्यापित यूज़र', 'सभी'])
    expect(screen.getByRole('heading', { name: 'सत्यापन बाकी (1)' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'यूज़र जोड़ें' }))
    const dialog = await screen.findByRole('dialog', { name: 'नया यूज़र जोड़ें' })
    expect(optionTexts(within(dialog).getByRole('combobox', { name: /भूमिका/ }))).toEqual(['भूमिका चुनें', 'यूज़र', 'एडमिन'])
    for (const name of [/नाम/, /मोबाइल/, /ईमेल/]) expect(within(dialog).getByRole('textbox', { name })).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/पासवर्ड/, { selector: 'input' })).toHaveAttribute('type', 'password')
    await user.click(within(dialog).getByRole('button', { name: 'जोड़ें' }))
    expect(await within(dialog).findByText('भूमिका चुनना ज़रूरी है')).toBeInTheDocument()
    expect(within(dialog).getByText('नाम ज़रूरी है')).toBeInTheDocument()
    expect(within(dialog).getByText('पासवर्ड ज़रूरी है')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: /मोबाइल/ }), '12345')
    await user.tab()
    expect(await within(dialog).findByText('मोबाइल नंबर 10 अंकों का हो और 6, 7, 8 या 9 से शुरू हो')).toBeInTheDocument()
  })

  it('lists the unverified users first with every column, -- for a missing referral code and YYYY-MM-DD dates', async () => {
    const calls = usersApi([
      buildAdminUser({
        name: 'Asha Verma',
        email: 'asha@example.com',
        mobile: '9876543210',
        referralCode: 'STR1024',
        createdAt: '2025-11-21T10:15:00.000Z',
      }),
      buildAdminUser({ name: 'Ravi Kumar', referralCode: '' }),
    ])
    const { table } = await openPage()
    await within(table).findByText('Asha Verma')

    expect(screen.getByRole('heading', { name: 'Manage User' })).toBeInTheDocument()
    expect(headerTexts(table)).toEqual(['Sl.No', 'Name', 'Email', 'Mobile', 'Referral Code', 'Date', 'Approval', 'Action'])
    const asha = cellTexts(rowOf('Asha Verma'))
    expect(asha.slice(0, 7)).toEqual(['1', 'Asha Verma', 'asha@example.com', '9876543210', 'STR1024', '2025-11-21', 'Waiting'])
    expect(within(rowOf('Ravi Kumar')).getAllByRole('cell')[4]).toHaveTextContent(/^--$/)
    expect(within(rowOf('Asha Verma')).getByRole('button', { name: 'Edit Asha Verma' })).toBeInTheDocument()
    expect(within(rowOf('Asha Verma')).getByRole('button', { name: 'Delete Asha Verma' })).toBeInTheDocument()
    expect(calls).toEqual([{ page: '1', limit: '10', search: null, isApproved: 'false' }])
  })

  it('shows a spinner while the list loads', async () => {
    signInConsole('ADMIN')
    server.use(http.get('/api/v1/admin/auth/list', () => delay('infinite')))
    await renderApp('/admin/usermanage')
    const table = await screen.findByRole('table', { name: 'Users' })
    expect(within(table).getByText('Loading users...')).toBeInTheDocument()
    expect(table.querySelector('[aria-busy="true"] .mantine-Loader-root')).not.toBeNull()
  })

  it('says a failed first load in the table and as a toast, keeping the heading and filters, and Try again reads it again', async () => {
    signInConsole('ADMIN')
    let fail = true
    server.use(
      http.get('/api/v1/admin/auth/list', () =>
        fail
          ? messageFailure('Members are being moved', 503)
          : HttpResponse.json({ status: true, message: 'ok', data: { records: [buildAdminUser({ name: 'Asha Verma' })], total: 1 } }),
      ),
    )
    const { user } = await renderApp('/admin/usermanage?status=verified')
    const table = await screen.findByRole('table', { name: 'Users' })
    expect(await within(table).findByText('Failed to fetch users')).toBeInTheDocument()
    expect(await screen.findByText('Members are being moved', { selector: '.mantine-Notification-description' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Manage User' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('verified')

    fail = false
    await user.click(within(table).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('cell', { name: 'Asha Verma' })).toBeInTheDocument()
  })

  it('filters by status: Select Status and Waiting For Verification list unverified users with the total, Verified User the others', async () => {
    const calls = usersApi([
      buildAdminUser({ name: 'Waiting One', isApproved: false }),
      buildAdminUser({ name: 'Waiting Two', isApproved: false }),
      buildAdminUser({ name: 'Verified One', isApproved: true }),
    ])
    const { user, table, router } = await openPage()
    await within(table).findByText('Waiting One')
    const status = screen.getByRole('combobox', { name: 'Status' })
    expect(optionTexts(status)).toEqual(['Select Status', 'Waiting For Verification', 'Verified User', 'All'])
    expect(screen.getByRole('heading', { name: 'Waiting For Verification (2)' })).toBeInTheDocument()

    await user.selectOptions(status, 'Verified User')
    expect(await within(table).findByText('Verified One')).toBeInTheDocument()
    expect(within(rowOf('Verified One')).getByText('Verified')).toBeInTheDocument()
    expect(within(rowOf('Verified One')).queryByRole('button', { name: 'Waiting' })).toBeNull()
    expect(screen.queryByRole('heading', { name: /Waiting For Verification/ })).toBeNull()
    expect(router.state.location.search).toEqual({ status: 'verified' })
    expect(calls.at(-1)?.isApproved).toBe('true')

    await user.selectOptions(status, 'Waiting For Verification')
    expect(await within(table).findByText('Waiting Two')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Waiting For Verification (2)' })).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ status: 'pending' })
    // Each filter replaces the address rather than stacking entries: Back leaves the screen.
    expect(router.history.length).toBe(1)
    // The same list as 'Select Status', so it comes from the cache.
    expect(calls.map((call) => call.isApproved)).toEqual(['false', 'true'])

    // 'All' sends no approval filter, and the list is not titled as the waiting ones.
    await user.selectOptions(status, 'All')
    await waitFor(() => expect(calls).toHaveLength(3))
    expect(calls.at(-1)?.isApproved).toBeNull()
    expect(router.state.location.search).toEqual({ status: 'all' })
    expect(screen.queryByRole('heading', { name: /Waiting For Verification/ })).toBeNull()
  })

  it('exports the users the list shows (its search and status, every page) as a CSV download, busy while it runs', async () => {
    usersApi([buildAdminUser({ name: 'Asha Verma', isApproved: true })])
    const downloads = captureDownloads('/api/v1/admin/auth/export', 'User ID,Name\r\nSTR1,Asha Verma\r\n', 'users-2026-11-25.csv')
    const { user, table } = await openPage('/admin/usermanage?status=verified&search=asha')
    await within(table).findByText('Asha Verma')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(Object.fromEntries(downloads[0].query)).toEqual({ search: 'asha', isApproved: 'true' })
    expect(downloads[0].name).toBe('users-2026-11-25.csv')
    expect(downloads[0].text).toBe('User ID,Name\r\nSTR1,Asha Verma\r\n')
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
  })

  it('says so when the export fails, and keeps the list', async () => {
    usersApi([buildAdminUser({ name: 'Asha Verma' })])
    server.use(http.get('/api/v1/admin/auth/export', () => HttpResponse.json({ status: false, message: 'Something went wrong.' }, { status: 500 })))
    const { user, table } = await openPage()
    await within(table).findByText('Asha Verma')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument()
    expect(within(table).getByText('Asha Verma')).toBeInTheDocument()
  })

  it('searches one second after the last keystroke and keeps the search in ?search=', async () => {
    const calls = usersApi([buildAdminUser({ name: 'Asha Verma' })])
    const { table, router } = await openPage()
    await within(table).findByText('Asha Verma')
    const box = screen.getByRole('searchbox', { name: 'Search' })

    vi.useFakeTimers()
    fireEvent.change(box, { target: { value: 'as' } })
    await vi.advanceTimersByTimeAsync(500)
    fireEvent.change(box, { target: { value: 'asha' } })
    await vi.advanceTimersByTimeAsync(999)
    expect(calls.filter((call) => call.search !== null)).toEqual([])
    expect(router.state.location.search).toEqual({})

    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(calls.filter((call) => call.search !== null)).toHaveLength(1))
    expect(calls.at(-1)).toEqual({ page: '1', limit: '10', search: 'asha', isApproved: 'false' })
    expect(router.state.location.search).toEqual({ search: 'asha' })
    expect(router.state.location.href).toContain('search=asha')
  })

  it('starts from the search in the address bar', async () => {
    const calls = usersApi([buildAdminUser({ name: 'Asha Verma' })])
    await openPage('/admin/usermanage?search=asha')
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('asha')
    await waitFor(() => expect(calls).toEqual([{ page: '1', limit: '10', search: 'asha', isApproved: 'false' }]))
  })

  it('says a search matched more than 1,000 users, and pages only to the 1,000th', async () => {
    usersApi(
      Array.from({ length: 10 }, (_, index) => buildAdminUser({ name: `Priya ${index + 1}`, isApproved: false })),
      1000,
      true,
    )
    const { table } = await openPage('/admin/usermanage?search=priya')
    await within(table).findByText('Priya 1')
    expect(screen.getByRole('status')).toHaveTextContent('1,000+ results: refine your search')
    expect(screen.getByText('Waiting For Verification (1,000+)')).toBeInTheDocument()
    const pages = screen.getByRole('navigation', { name: 'Users pages' })
    expect(within(pages).getByRole('button', { name: 'Page 100' })).toBeInTheDocument()
    expect(within(pages).queryByRole('button', { name: 'Page 101' })).not.toBeInTheDocument()
  })

  it('pages with Prev and Next, numbering rows across pages', async () => {
    const records = Array.from({ length: 25 }, (_, index) => buildAdminUser({ name: `User ${index + 1}` }))
    const calls = usersApi(records)
    const { user, table, router } = await openPage()
    await within(table).findByText('User 1')
    const pages = screen.getByRole('navigation', { name: 'Users pages' })
    expect(within(pages).getByRole('button', { name: 'Prev' })).toBeDisabled()
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument()

    await user.click(within(pages).getByRole('button', { name: 'Next' }))
    expect(await within(table).findByText('User 11')).toBeInTheDocument()
    expect(within(rowOf('User 11')).getAllByRole('cell')[0]).toHaveTextContent('11')
    expect(calls.at(-1)?.page).toBe('2')
    expect(router.state.location.search).toEqual({ page: '2' })
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

    await user.click(within(pages).getByRole('button', { name: 'Next' }))
    expect(await within(table).findByText('User 21')).toBeInTheDocument()
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled()

    await user.click(within(pages).getByRole('button', { name: 'Prev' }))
    expect(await within(table).findByText('User 11')).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ page: '2' })
    expect(calls.map((call) => call.page)).toEqual(['1', '2', '3'])
  })

  it('approves a waiting user after confirmation, sending id and isApproved true, then refreshes the list', async () => {
    const asha = buildAdminUser({ name: 'Asha Verma' })
    const calls = usersApi([asha])
    const bodies = recordBodies('put', '/api/v1/admin/auth/update', () =>
      HttpResponse.json({ status: true, message: 'User verified successfully', data: { ...asha, isApproved: true } }),
    )
    const { user, table } = await openPage()
    await within(table).findByText('Asha Verma')

    await user.click(within(rowOf('Asha Verma')).getByRole('button', { name: 'Waiting' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' })
    expect(within(dialog).getByText('Are you sure you want to approve Asha Verma?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Confirm' }))
    expect(bodies).toEqual([])

    await user.click(within(rowOf('Asha Verma')).getByRole('button', { name: 'Waiting' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('User verified successfully')).toBeInTheDocument()
    expect(bodies).toEqual([{ id: asha.id, isApproved: true }])
    await waitFor(() => expect(calls).toHaveLength(2))
  })

  it('deletes a user after confirmation, sending the id in the body, and refreshes the list', async () => {
    const ravi = buildAdminUser({ name: 'Ravi Kumar' })
    const calls = usersApi([ravi])
    const bodies = recordBodies('delete', '/api/v1/admin/auth/delete', () => messageOk('User deleted successfully'))
    const { user, table } = await openPage()
    await within(table).findByText('Ravi Kumar')

    await user.click(within(rowOf('Ravi Kumar')).getByRole('button', { name: 'Delete Ravi Kumar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' })
    expect(within(dialog).getByText(/Are you sure you want to delete Ravi Kumar\?/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument()
    expect(bodies).toEqual([{ id: ravi.id }])
    await waitFor(() => expect(calls).toHaveLength(2))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm' })).toBeNull())
  })

  it("shows the server's message when a change is refused", async () => {
    const ravi = buildAdminUser({ name: 'Ravi Kumar' })
    usersApi([ravi])
    server.use(http.delete('/api/v1/admin/auth/delete', () => messageFailure('You cannot delete your own account.')))
    const { user, table } = await openPage()
    await within(table).findByText('Ravi Kumar')
    await user.click(within(rowOf('Ravi Kumar')).getByRole('button', { name: 'Delete Ravi Kumar' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('You cannot delete your own account.')).toBeInTheDocument()
  })

  it('says which change failed when the server gives no reason: verifying a user, or saving an edit', async () => {
    const asha = buildAdminUser({ name: 'Asha Verma' })
    usersApi([asha])
    server.use(http.put('/api/v1/admin/auth/update', () => HttpResponse.error()))
    const { user, table } = await openPage()
    await within(table).findByText('Asha Verma')

    await user.click(within(rowOf('Asha Verma')).getByRole('button', { name: 'Waiting' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('Failed to verify user')).toBeInTheDocument()
    expect(screen.queryByText('Failed to update user')).toBeNull()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm' })).toBeNull())

    await user.click(within(rowOf('Asha Verma')).getByRole('button', { name: 'Edit Asha Verma' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Update User' })).getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('Failed to update user')).toBeInTheDocument()
  })

  it('edits a user in the Update User form: role, name, mobile and email required, email valid; sends them with the id', async () => {
    const asha = buildAdminUser({ name: 'Asha Verma', email: 'asha@example.com', mobile: '9876543210', role: 'USER', isApproved: true })
    const calls = usersApi([asha])
    const bodies = recordBodies('put', '/api/v1/admin/auth/update', () => HttpResponse.json({ status: true, message: 'User updated successfully', data: asha }))
    const { user, table } = await openPage('/admin/usermanage?status=verified')
    await within(table).findByText('Asha Verma')

    await user.click(within(rowOf('Asha Verma')).getByRole('button', { name: 'Edit Asha Verma' }))
    const dialog = await screen.findByRole('dialog', { name: 'Update User' })
    const role = within(dialog).getByRole('combobox', { name: /Role/ })
    expect(optionTexts(role)).toEqual(['User', 'Admin'])
    expect(role).toHaveValue('USER')
    const name = within(dialog).getByRole('textbox', { name: /Name/ })
    const email = within(dialog).getByRole('textbox', { name: /Email/ })
    expect(name).toHaveValue('Asha Verma')
    expect(within(dialog).getByRole('textbox', { name: /Mobile/ })).toHaveValue('9876543210')

    await user.clear(name)
    await user.clear(within(dialog).getByRole('textbox', { name: /Mobile/ }))
    await user.clear(email)
    await user.type(email, 'not-an-email')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Mobile is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument()
    expect(bodies).toEqual([])

    await user.type(name, 'Asha V')
    await user.type(within(dialog).getByRole('textbox', { name: /Mobile/ }), '9123456789')
    await user.clear(email)
    await user.type(email, 'asha.v@example.com')
    await user.selectOptions(role, 'Admin')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument()
    expect(bodies).toEqual([{ id: asha.id, role: 'ADMIN', name: 'Asha V', mobile: '9123456789', email: 'asha.v@example.com' }])
    await waitFor(() => expect(calls).toHaveLength(2))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update User' })).toBeNull())
  })

  it('adds a user from the Add New User dialog, then closes it and refreshes the list', async () => {
    const calls = usersApi([])
    const bodies = recordBodies('post', '/api/v1/admin/auth/add', () => HttpResponse.json({ status: true, message: 'User added successfully', data: buildAdminUser() }))
    const { user, table } = await openPage()
    await within(table).findByText('No users found.')

    await addMeera(user)

    expect(await screen.findByText('User added successfully')).toBeInTheDocument()
    expect(bodies).toEqual([{ role: 'USER', name: 'Meera Shah', mobile: '9988776655', email: 'meera@example.com', password: 'Welcome@2026' }])
    await waitFor(() => expect(calls).toHaveLength(2))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New User' })).toBeNull())
  })

  it("keeps the Add New User dialog open with the server's message when the user exists", async () => {
    usersApi([])
    server.use(http.post('/api/v1/admin/auth/add', () => messageFailure('A user with this email or mobile number already exists in your company.', 409)))
    const { user, table } = await openPage()
    await within(table).findByText('No users found.')
    await addMeera(user)
    expect(await screen.findByText('A user with this email or mobile number already exists in your company.')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Add New User' })).toBeInTheDocument()
  })
})
