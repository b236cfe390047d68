import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { recordBodies, server } from '../../../../tests/web/msw'
import { buildBeneficiary, messageFailure, signInConsole } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'
import { expectTexts } from '../../../../tests/web/queries'
import type { Beneficiary } from '@/client/types.gen'

/** Serves the beneficiary (or null) and saves what the update sends, like the server. */
function beneficiaryApi(initial: Beneficiary | null) {
  const state = { current: initial, gets: 0 }
  server.use(
    http.get('/api/v1/admin/beneficiary/get', () => {
      state.gets += 1
      return HttpResponse.json({ status: true, message: 'Beneficiary fetched successfully', data: state.current })
    }),
  )
  const bodies = recordBodies('put', '/api/v1/admin/beneficiary/update', (body) => {
    state.current = { id: initial?.id ?? '9e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b', ...(body as Omit<Beneficiary, 'id'>) }
    return HttpResponse.json({ status: true, message: 'Beneficiary updated successfully', data: state.current })
  })
  return Object.assign(state, { bodies })
}

type User = Awaited<ReturnType<typeof renderApp>>['user']

async function openPage() {
  signInConsole('ADMIN')
  const app = await renderApp('/admin/beneficiary')
  await screen.findByRole('heading', { name: 'Beneficiary' })
  return app
}

function field(dialog: HTMLElement, name: RegExp) {
  return within(dialog).getByRole('textbox', { name })
}

async function retype(user: User, dialog: HTMLElement, name: RegExp, value: string) {
  await user.clear(field(dialog, name))
  await user.type(field(dialog, name), value)
}

/** Opens the page on a saved beneficiary and clicks one of its pencils: the dialog it opens. */
async function openEditor(pencil: 'Edit bank details' | 'Edit UPI ID') {
  const state = beneficiaryApi(buildBeneficiary())
  const { user } = await openPage()
  await user.click(await screen.findByRole('button', { name: pencil }))
  const dialog = await screen.findByRole('dialog', { name: 'Update Beneficiary' })
  return { state, user, dialog }
}

describe('Admin beneficiary', () => {
  it('speaks Hindi when the console language is Hindi: heading, cards, their labels, the update dialog and its rule messages', async () => {
    window.localStorage.setItem('language', 'hi')
    const state = beneficiaryApi(buildBeneficiary())
    signInConsole('ADMIN')
    const { user } = await renderApp('/admin/beneficiary')
    expect(await screen.findByRole('heading', { name: 'लाभार्थी', level: 2 }, { timeout: 5000 })).toBeInTheDocument()
    const bank = await screen.findByRole('region', { name: 'बैंक विवरण' })
    expect(within(bank).getByText('खाताधारक का नाम').nextElementSibling).toHaveTextContent('STR Token Pvt Ltd')
    expect(within(bank).getByText('IFSC कोड').nextElementSibling).toHaveTextContent('SBIN0000691')
    expect(within(screen.getByRole('region', { name: 'UPI विवरण' })).getByText('UPI ID')).toBeInTheDocument()

    await user.click(within(bank).getByRole('button', { name: 'बैंक विवरण बदलें' }))
    const dialog = await screen.findByRole('dialog', { name: 'लाभार्थी अपडेट करें' })
    expect(field(dialog, /बैंक का नाम/)).toHaveValue('State Bank of India')
    await user.clear(field(dialog, /खाताधारक का नाम/))
    await retype(user, dialog, /खाता नंबर/, '12345678')
    await user.click(within(dialog).getByRole('button', { name: 'अपडेट करें' }))
    expectTexts(dialog, ['खाताधारक का नाम ज़रूरी है', 'खाता नंबर 9 से 18 अंकों का होना चाहिए'])
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument()
    expect(state.bodies).toEqual([])
  })

  it('shows the bank card and the UPI card, each with an edit pencil', async () => {
    beneficiaryApi(buildBeneficiary())
    await openPage()
    const bank = await screen.findByRole('region', { name: 'Bank Details' })
    for (const [label, value] of [
      ['Holder Name', 'STR Token Pvt Ltd'],
      ['Bank Name', 'State Bank of India'],
      ['Branch Name', 'Connaught Place, New Delhi'],
      ['Account Number', '123456789012'],
      ['IFSC Code', 'SBIN0000691'],
    ]) {
      expect(within(bank).getByText(label).nextElementSibling).toHaveTextContent(value)
    }
    expect(within(bank).getByRole('button', { name: 'Edit bank details' })).toBeInTheDocument()
    const upi = screen.getByRole('region', { name: 'UPI Details' })
    expect(within(upi).getByText('UPI ID').nextElementSibling).toHaveTextContent('strtoken@sbi')
    expect(within(upi).getByRole('button', { name: 'Edit UPI ID' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add Beneficiary' })).toBeNull()
  })

  it('opens Update Beneficiary from either pencil with all six fields filled in', async () => {
    const { dialog } = await openEditor('Edit UPI ID')
    expect(field(dialog, /Account Holder Name/)).toHaveValue('STR Token Pvt Ltd')
    expect(field(dialog, /Bank Name/)).toHaveValue('State Bank of India')
    expect(field(dialog, /Branch Name/)).toHaveValue('Connaught Place, New Delhi')
    expect(field(dialog, /Account Number/)).toHaveValue('123456789012')
    expect(field(dialog, /IFSC Code/)).toHaveValue('SBIN0000691')
    expect(field(dialog, /UPI ID/)).toHaveValue('strtoken@sbi')
  })

  it('requires all six fields', async () => {
    const { state, user, dialog } = await openEditor('Edit bank details')
    for (const name of [/Account Holder Name/, /Bank Name/, /Branch Name/, /Account Number/, /IFSC Code/, /UPI ID/]) await user.clear(field(dialog, name))
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    expectTexts(dialog, [
      'Account holder name is required',
      'Bank name is required',
      'Branch name is required',
      'Account number is required',
      'IFSC code is required',
      'UPI ID is required',
    ])
    expect(state.bodies).toEqual([])
  })

  it('checks the IFSC code, account number and UPI ID formats with clear messages', async () => {
    const { state, user, dialog } = await openEditor('Edit bank details')
    await retype(user, dialog, /Account Number/, '12345678')
    await retype(user, dialog, /IFSC Code/, 'SBIN1000691')
    await retype(user, dialog, /UPI ID/, 'strtoken')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    expectTexts(dialog, [
      'Account number must be 9 to 18 digits',
      'IFSC code must be 4 letters, then 0, then 6 letters or digits (e.g. SBIN0001234)',
      'UPI ID must look like name@bank (e.g. strtoken@sbi)',
    ])
    expect(field(dialog, /IFSC Code/)).toHaveAttribute('aria-invalid', 'true')
    expect(state.bodies).toEqual([])
  })

  it('saves all six fields (IFSC in capitals), shows the message, refreshes the cards and closes', async () => {
    const { state, user, dialog } = await openEditor('Edit bank details')
    await retype(user, dialog, /Bank Name/, 'HDFC Bank')
    await retype(user, dialog, /IFSC Code/, 'hdfc0001234')
    expect(field(dialog, /IFSC Code/)).toHaveValue('HDFC0001234')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))

    expect(await screen.findByText('Beneficiary updated successfully')).toBeInTheDocument()
    expect(state.bodies).toEqual([
      {
        holderName: 'STR Token Pvt Ltd',
        bankName: 'HDFC Bank',
        branch: 'Connaught Place, New Delhi',
        accountNumber: '123456789012',
        ifscCode: 'HDFC0001234',
        upi: 'strtoken@sbi',
      },
    ])
    const bank = screen.getByRole('region', { name: 'Bank Details' })
    await waitFor(() => expect(within(bank).getByText('Bank Name').nextElementSibling).toHaveTextContent('HDFC Bank'))
    expect(state.gets).toBe(2)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Beneficiary' })).toBeNull())
  })

  it("keeps the dialog open with the server's message when the save is refused", async () => {
    const { user, dialog } = await openEditor('Edit UPI ID')
    server.use(http.put('/api/v1/admin/beneficiary/update', () => messageFailure(['IFSC code is not valid', 'UPI ID is not valid'])))
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('IFSC code is not valid')).toBeInTheDocument()
    expect(screen.getByText('UPI ID is not valid')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Update Beneficiary' })).toBeInTheDocument()
  })

  it('offers Add Beneficiary when the company has none, and creates it', async () => {
    const state = beneficiaryApi(null)
    const { user } = await openPage()
    expect(screen.queryByRole('region', { name: 'Bank Details' })).toBeNull()
    await user.click(await screen.findByRole('button', { name: 'Add Beneficiary' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Beneficiary' })
    for (const name of [/Account Holder Name/, /Bank Name/, /Branch Name/, /Account Number/, /IFSC Code/, /UPI ID/]) expect(field(dialog, name)).toHaveValue('')

    await user.type(field(dialog, /Account Holder Name/), 'STR Token Pvt Ltd')
    await user.type(field(dialog, /Bank Name/), 'Axis Bank')
    await user.type(field(dialog, /Branch Name/), 'MG Road, Bengaluru')
    await user.type(field(dialog, /Account Number/), '912010012345678')
    await user.type(field(dialog, /IFSC Code/), 'UTIB0000009')
    await user.type(field(dialog, /UPI ID/), 'strtoken@axis')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))

    expect(await screen.findByText('Beneficiary updated successfully')).toBeInTheDocument()
    expect(state.bodies).toHaveLength(1)
    const upi = await screen.findByRole('region', { name: 'UPI Details' })
    expect(within(upi).getByText('strtoken@axis')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add Beneficiary' })).toBeNull()
  })

  it('starts the dialog again from the saved details after a cancelled edit', async () => {
    const { user, dialog } = await openEditor('Edit bank details')
    await retype(user, dialog, /Bank Name/, 'Typo Bank')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Beneficiary' })).toBeNull())

    await user.click(screen.getByRole('button', { name: 'Edit bank details' }))
    const reopened = await screen.findByRole('dialog', { name: 'Update Beneficiary' })
    expect(field(reopened, /Bank Name/)).toHaveValue('State Bank of India')
  })
})
