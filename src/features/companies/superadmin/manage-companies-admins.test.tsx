import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { recordBodies, server } from '../../../../tests/web/msw'
import { buildCompany, companiesHandler, messageFailure, signInConsole } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'
import { localeReady } from '@/lib/locale'

type View = Awaited<ReturnType<typeof renderApp>>

async function openPage(path = '/superadmin/companymanage'): Promise<View> {
  signInConsole('SUPERADMIN')
  const view = await renderApp(path)
  await screen.findByRole('heading', { name: 'Manage Company' })
  return view
}

describe('Manage Company: Add Admin', () => {
  const ADD_ADMIN_URL = '/api/v1/superadmin/company/admin/add'
  const nova = buildCompany({ id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d', companyName: 'Nova Tokens Pvt Ltd', tokenSymbol: 'NOVA' })

  async function openAddAdmin(user: View['user']) {
    await user.click(await screen.findByRole('button', { name: 'Actions for Nova Tokens Pvt Ltd' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Add admin to Nova Tokens Pvt Ltd' }))
    return screen.findByRole('dialog', { name: 'Add Admin' })
  }

  /** Types Rescue Admin in, with `email`, and submits. */
  async function addRescueAdmin(user: View['user'], dialog: HTMLElement, email: string) {
    await user.type(within(dialog).getByLabelText(/^Name/), 'Rescue Admin')
    await user.type(within(dialog).getByLabelText(/^Email/), email)
    await user.type(within(dialog).getByLabelText(/^Mobile/), '9876512345')
    await user.type(within(dialog).getByLabelText(/^Password/), 'Rescue@2026x')
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }))
  }

  it("adds an admin to the row's company and says so", async () => {
    server.use(companiesHandler({ records: [nova], total: 1, totalCapped: false }))
    const bodies = recordBodies('post', ADD_ADMIN_URL, () =>
      HttpResponse.json({
        status: true,
        message: 'Admin added successfully',
        data: {
          id: '1f2e3d4c-5b6a-4789-8abc-def012345678',
          name: 'Rescue Admin',
          email: 'rescue@nova.example',
          mobile: '9876512345',
          role: 'ADMIN',
          referralCode: 'NOVA123456',
          isApproved: true,
          status: 'ACTIVE',
          createdAt: '2026-11-24T10:00:00.000Z',
        },
      }),
    )
    const { user } = await openPage()
    const dialog = await openAddAdmin(user)
    await addRescueAdmin(user, dialog, 'rescue@nova.example')
    expect(await screen.findByText('Admin added successfully')).toBeInTheDocument()
    expect(bodies).toEqual([{ companyId: nova.id, name: 'Rescue Admin', email: 'rescue@nova.example', mobile: '9876512345', password: 'Rescue@2026x' }])
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Admin' })).not.toBeInTheDocument())
  })

  it('checks the fields before sending, and keeps them when the server refuses', async () => {
    server.use(companiesHandler({ records: [nova], total: 1, totalCapped: false }))
    const bodies = recordBodies('post', ADD_ADMIN_URL, () => messageFailure('This email already belongs to a company admin.', 409))
    const { user } = await openPage()
    const dialog = await openAddAdmin(user)
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }))
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument()
    expect(bodies).toEqual([])
    await addRescueAdmin(user, dialog, 'admin@str.example')
    expect(await screen.findByText('This email already belongs to a company admin.')).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('admin@str.example')
  })
})

describe('Manage Company: Reset two-factor', () => {
  const RESET_URL = '/api/v1/superadmin/company/admin/two-factor/reset'
  const nova = buildCompany({ id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d', companyName: 'Nova Tokens Pvt Ltd', tokenSymbol: 'NOVA' })

  async function openReset(user: View['user']) {
    await user.click(await screen.findByRole('button', { name: 'Actions for Nova Tokens Pvt Ltd' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Reset two-factor of an admin of Nova Tokens Pvt Ltd' }))
    return screen.findByRole('dialog', { name: 'Reset two-factor sign-in' })
  }

  it("resets the second factor of the row's company's admin with the given email, says so and closes", async () => {
    server.use(companiesHandler({ records: [nova], total: 1, totalCapped: false }))
    const bodies = recordBodies('post', RESET_URL, () => HttpResponse.json({ status: true, message: 'Two-factor sign-in reset.', data: null }))
    const { user } = await openPage()
    const dialog = await openReset(user)
    expect(within(dialog).getByText(/Nova Tokens Pvt Ltd \(NOVA\)/)).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/^Admin email/), ' ops@nova.example ')
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }))
    expect(await screen.findByText('Two-factor sign-in reset.')).toBeInTheDocument()
    expect(bodies).toEqual([{ companyId: nova.id, email: 'ops@nova.example' }])
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reset two-factor sign-in' })).not.toBeInTheDocument())
  })

  it('sends nothing without a valid email, and keeps the dialog when the company has no such admin', async () => {
    server.use(companiesHandler({ records: [nova], total: 1, totalCapped: false }))
    const bodies = recordBodies('post', RESET_URL, () => messageFailure('This company has no admin with that email.', 404))
    const { user } = await openPage()
    const dialog = await openReset(user)
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }))
    expect(await within(dialog).findByText('Admin email is required')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/^Admin email/), 'ops-at-nova')
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }))
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(bodies).toEqual([])
    await user.clear(within(dialog).getByLabelText(/^Admin email/))
    await user.type(within(dialog).getByLabelText(/^Admin email/), 'ops@nova.example')
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }))
    expect(await screen.findByText('This company has no admin with that email.')).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
    expect(screen.getByRole('dialog', { name: 'Reset two-factor sign-in' })).toBeInTheDocument()
  })
})

describe('Manage Company: Add Admin in Hindi', () => {
  it('speaks Hindi: the dialog, its labels and its rule messages', async () => {
    window.localStorage.setItem('language', 'hi')
    server.use(companiesHandler({ records: [buildCompany({ companyName: 'Nova Tokens Pvt Ltd', tokenSymbol: 'NOVA' })], total: 1, totalCapped: false }))
    signInConsole('SUPERADMIN')
    const { user } = await renderApp('/superadmin/companymanage')
    await localeReady()
    await screen.findByRole('heading', { name: 'कंपनी प्रबंधन' })
    await screen.findByText('Nova Tokens Pvt Ltd')
    await user.click(screen.getByRole('button', { name: 'Nova Tokens Pvt Ltd के लिए कार्रवाइयाँ' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Nova Tokens Pvt Ltd में एडमिन जोड़ें' }))
    const dialog = await screen.findByRole('dialog', { name: 'एडमिन जोड़ें' })
    expect(within(dialog).getByText('Nova Tokens Pvt Ltd (NOVA) के लिए नया एडमिन, जो एडमिन कंसोल में साइन इन करेगा।')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'एडमिन जोड़ें' }))
    for (const message of ['नाम ज़रूरी है', 'ईमेल ज़रूरी है', 'मोबाइल नंबर ज़रूरी है', 'पासवर्ड ज़रूरी है']) {
      expect(within(dialog).getByText(message)).toBeInTheDocument()
    }
    await user.type(within(dialog).getByLabelText(/^मोबाइल/), '5123456789')
    await user.type(within(dialog).getByLabelText(/^पासवर्ड/, { selector: 'input' }), 'short')
    await user.tab()
    expect(await within(dialog).findByText('मोबाइल नंबर 10 अंकों का हो और 6, 7, 8 या 9 से शुरू हो')).toBeInTheDocument()
    expect(await within(dialog).findByText('पासवर्ड में कम से कम 8 कैरेक्टर होने चाहिए')).toBeInTheDocument()
  })
})
