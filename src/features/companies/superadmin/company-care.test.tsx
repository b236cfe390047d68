import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { recordBodies, server } from '../../../../tests/web/msw'
import { buildCompany, companiesHandler, messageFailure, signInConsole } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'

const UPDATE_URL = '/api/v1/superadmin/company/update'
const SUSPEND_URL = '/api/v1/superadmin/company/suspend'
const RESUME_URL = '/api/v1/superadmin/company/resume'

type View = Awaited<ReturnType<typeof renderApp>>

const nova = buildCompany({
  id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  companyName: 'Nova Tokens Pvt Ltd',
  email: 'hello@nova.example',
  mobile: '9876512345',
  companyAddress: '12 Residency Road, Bengaluru',
  companyPincode: '560025',
  tokenName: 'Nova Token',
  tokenSymbol: 'NOVA',
  platformChargePercent: '1.50',
})

/** The list answers `records` first, then `after` once a change has been made (the refresh). */
function listOf(records = [nova]) {
  server.use(companiesHandler({ records, total: records.length, totalCapped: false }))
}

async function openPage(): Promise<View> {
  signInConsole('SUPERADMIN')
  const view = await renderApp('/superadmin/companymanage')
  await screen.findByRole('heading', { name: 'Manage Company' })
  await screen.findByText('Nova Tokens Pvt Ltd')
  return view
}

/** Opens the row's actions menu and picks `action`; opens it again if the list redrew the row meanwhile. */
async function choose(user: View['user'], action: string) {
  await waitFor(
    async () => {
      if (!screen.queryByRole('menuitem', { name: action })) await user.click(screen.getByRole('button', { name: 'Actions for Nova Tokens Pvt Ltd' }))
      await user.click(await screen.findByRole('menuitem', { name: action }, { timeout: 500 }))
    },
    { timeout: 5000 },
  )
}

describe('Manage Company: Edit', () => {
  it("opens with the company's values, the symbol fixed, and sends only what changed", async () => {
    listOf()
    const bodies = recordBodies('patch', UPDATE_URL, () =>
      HttpResponse.json({ status: true, message: 'Company updated successfully', data: { ...nova, companyName: 'Nova Labs Pvt Ltd', platformChargePercent: '2.50' } }),
    )
    const { user } = await openPage()
    await choose(user, 'Edit')
    const dialog = await screen.findByRole('dialog', { name: 'Edit company' })
    expect(within(dialog).getByLabelText(/^Company Name/)).toHaveValue('Nova Tokens Pvt Ltd')
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('hello@nova.example')
    expect(within(dialog).getByLabelText(/^Address/)).toHaveValue('12 Residency Road, Bengaluru')
    expect(within(dialog).getByLabelText(/^Platform Fee/)).toHaveValue('1.50')
    const symbol = within(dialog).getByLabelText(/^Token Symbol/)
    expect(symbol).toHaveValue('NOVA')
    expect(symbol).toBeDisabled()
    expect(within(dialog).getByText("The symbol cannot be changed: members' IDs are made from it.")).toBeInTheDocument()
    // Fields Add Company asks once and never edits are not offered.
    expect(within(dialog).queryByLabelText(/^Aadhaar/)).not.toBeInTheDocument()
    expect(within(dialog).queryByLabelText(/^Admin Password/)).not.toBeInTheDocument()

    await user.clear(within(dialog).getByLabelText(/^Company Name/))
    await user.type(within(dialog).getByLabelText(/^Company Name/), ' Nova Labs Pvt Ltd ')
    await user.clear(within(dialog).getByLabelText(/^Platform Fee/))
    await user.type(within(dialog).getByLabelText(/^Platform Fee/), '2.5')
    listOf([{ ...nova, companyName: 'Nova Labs Pvt Ltd' }])
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    await waitFor(() => expect(bodies).toEqual([{ companyId: nova.id, companyName: 'Nova Labs Pvt Ltd', platformChargePercent: '2.5' }]))
    expect(await screen.findByText('Company updated successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit company' })).not.toBeInTheDocument())
    expect(await screen.findByText('Nova Labs Pvt Ltd')).toBeInTheDocument()
  })

  it('checks the fields like Add Company and sends nothing while one is wrong', async () => {
    listOf()
    const bodies = recordBodies('patch', UPDATE_URL, () => HttpResponse.json({ status: true, message: 'Company updated successfully', data: nova }))
    const { user } = await openPage()
    await choose(user, 'Edit')
    const dialog = await screen.findByRole('dialog', { name: 'Edit company' })
    await user.clear(within(dialog).getByLabelText(/^Company Name/))
    await user.clear(within(dialog).getByLabelText(/^Mobile/))
    await user.type(within(dialog).getByLabelText(/^Mobile/), '12345')
    await user.clear(within(dialog).getByLabelText(/^Platform Fee/))
    await user.type(within(dialog).getByLabelText(/^Platform Fee/), '101')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await within(dialog).findByText('Company name is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Mobile must be 10 digits starting with 6, 7, 8 or 9')).toBeInTheDocument()
    expect(within(dialog).getByText('Platform fee must be a percentage from 0 to 100, at most 2 decimals')).toBeInTheDocument()
    expect(bodies).toEqual([])
  })

  it("keeps the dialog and what was typed when the server refuses, with the server's message", async () => {
    listOf()
    server.use(http.patch(UPDATE_URL, () => messageFailure('Company not found.', 404)))
    const { user } = await openPage()
    await choose(user, 'Edit')
    const dialog = await screen.findByRole('dialog', { name: 'Edit company' })
    await user.clear(within(dialog).getByLabelText(/^Token Name/))
    await user.type(within(dialog).getByLabelText(/^Token Name/), 'Nova Coin')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Company not found.')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Edit company' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^Token Name/)).toHaveValue('Nova Coin')
  })
})

describe('Manage Company: Suspend and Resume', () => {
  it('asks for the reason, shows Save busy, sends it and shows the company Suspended', async () => {
    listOf()
    const suspended = { ...nova, status: 'SUSPENDED' as const, suspendedAt: '2026-11-27T06:00:00.000Z', suspensionReason: 'KYC under review' }
    const bodies: unknown[] = []
    server.use(
      http.post(SUSPEND_URL, async ({ request }) => {
        bodies.push(await request.json())
        await delay(1000)
        return HttpResponse.json({ status: true, message: 'Company suspended', data: suspended })
      }),
    )
    const { user } = await openPage()
    expect(within(screen.getByRole('table', { name: 'Companies' })).getByText('Active')).toBeInTheDocument()
    await choose(user, 'Suspend')
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Nova Tokens Pvt Ltd?' })
    expect(within(dialog).getByText(/cannot sign in|will not be able to sign in/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    expect(await within(dialog).findByText('Please enter the reason.')).toBeInTheDocument()
    expect(bodies).toEqual([])

    await user.type(within(dialog).getByLabelText(/^Reason/), '  KYC under review ')
    listOf([suspended])
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    expect(await within(dialog).findByRole('button', { name: 'Suspending…' })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await waitFor(() => expect(bodies).toEqual([{ companyId: nova.id, reason: 'KYC under review' }]))
    expect(await screen.findByText('Company suspended')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const table = screen.getByRole('table', { name: 'Companies' })
    expect(await within(table).findByText('Suspended')).toBeInTheDocument()
    expect(within(table).getByLabelText('Suspended: KYC under review')).toBeInTheDocument()
  })

  it('offers Resume for a suspended company, confirms, and shows it Active again', async () => {
    const suspended = { ...nova, status: 'SUSPENDED' as const, suspendedAt: '2026-11-27T06:00:00.000Z', suspensionReason: 'KYC under review' }
    listOf([suspended])
    const bodies = recordBodies('post', RESUME_URL, () => HttpResponse.json({ status: true, message: 'Company resumed', data: nova }))
    const { user } = await openPage()
    await waitFor(
      async () => {
        if (!screen.queryByRole('menuitem', { name: 'Resume' })) await user.click(screen.getByRole('button', { name: 'Actions for Nova Tokens Pvt Ltd' }))
        expect(await screen.findByRole('menuitem', { name: 'Resume' }, { timeout: 500 })).toBeInTheDocument()
        expect(screen.queryByRole('menuitem', { name: 'Suspend' })).not.toBeInTheDocument()
      },
      { timeout: 5000 },
    )
    await choose(user, 'Resume')
    const dialog = await screen.findByRole('dialog', { name: 'Resume Nova Tokens Pvt Ltd?' })
    // Cancel sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(bodies).toEqual([])

    await choose(user, 'Resume')
    listOf([nova])
    await user.click(within(await screen.findByRole('dialog', { name: 'Resume Nova Tokens Pvt Ltd?' })).getByRole('button', { name: 'Resume' }))
    await waitFor(() => expect(bodies).toEqual([{ companyId: nova.id }]))
    expect(await screen.findByText('Company resumed')).toBeInTheDocument()
    expect(await within(screen.getByRole('table', { name: 'Companies' })).findByText('Active')).toBeInTheDocument()
  })

  it('says why when the server refuses, and keeps the dialog', async () => {
    listOf()
    server.use(http.post(SUSPEND_URL, () => messageFailure('This company is already suspended.', 409)))
    const { user } = await openPage()
    await choose(user, 'Suspend')
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Nova Tokens Pvt Ltd?' })
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Audit')
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    expect(await screen.findByText('This company is already suspended.')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Suspend Nova Tokens Pvt Ltd?' })).toBeInTheDocument()
  })
})
