import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { recordBodies, server } from '../../../../tests/web/msw'
import { buildBeneficiary, buildCompany, companiesHandler, messageFailure, signInConsole } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'
import { expectTexts, optionTexts } from '../../../../tests/web/queries'

const GET_URL = '/api/v1/superadmin/beneficiary/get'
const UPDATE_URL = '/api/v1/superadmin/beneficiary/update'

const STR = buildCompany({ id: '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68', companyName: 'STR Token Pvt Ltd', tokenSymbol: 'STR' })
const NOVA = buildCompany({ id: '2b7c9d10-1e2f-4a3b-8c4d-5e6f7a8b9c0d', companyName: 'Nova Tokens Pvt Ltd', tokenSymbol: 'NOVA' })

type View = Awaited<ReturnType<typeof renderApp>>

/** Each company's saved details; the get answers by the companyId asked for and records it. */
function serveBeneficiaries(saved: Record<string, ReturnType<typeof buildBeneficiary> | null>) {
  const asked: string[] = []
  server.use(
    http.get(GET_URL, ({ request }) => {
      const companyId = new URL(request.url).searchParams.get('companyId') ?? ''
      asked.push(companyId)
      return HttpResponse.json({ status: true, message: 'Beneficiary fetched successfully', data: saved[companyId] ?? null })
    }),
  )
  return asked
}

async function openPage(path = '/superadmin/beneficiarymanage'): Promise<View> {
  signInConsole('SUPERADMIN')
  server.use(companiesHandler({ records: [STR, NOVA], total: 2, totalCapped: false }))
  const view = await renderApp(path)
  await screen.findByRole('heading', { name: 'Manage Beneficiary' })
  return view
}

function card(name: string) {
  return screen.getByRole('region', { name })
}

function detail(region: HTMLElement, label: string) {
  return within(region).getByText(label).nextElementSibling?.textContent
}

function dialogField(label: string) {
  return within(screen.getByRole('dialog')).getByRole('textbox', { name: new RegExp(`^${label}`) })
}

async function retype(user: View['user'], label: string, value: string) {
  await user.clear(dialogField(label))
  if (value) await user.type(dialogField(label), value)
}

describe('Manage Beneficiary', () => {
  it('speaks Hindi when the console language is Hindi: heading, company picker and the empty state', async () => {
    window.localStorage.setItem('language', 'hi')
    serveBeneficiaries({ [STR.id]: null })
    signInConsole('SUPERADMIN')
    server.use(companiesHandler({ records: [STR, NOVA], total: 2, totalCapped: false }))
    await renderApp('/superadmin/beneficiarymanage')
    expect(await screen.findByRole('heading', { name: 'लाभार्थी प्रबंधन' }, { timeout: 5000 })).toBeInTheDocument()
    const picker = screen.getByRole('combobox', { name: 'कंपनी' })
    await waitFor(() => expect(optionTexts(picker)[0]).toBe('कंपनी चुनें'))
    expect(screen.getByText('बैंक और UPI विवरण देखने के लिए कोई कंपनी चुनें।')).toBeInTheDocument()
  })

  it('asks for a company first and reads nothing until one is picked', async () => {
    await openPage()
    const picker = screen.getByRole('combobox', { name: 'Company' })
    await waitFor(() => expect(optionTexts(picker)).toEqual(['Select Company', 'STR Token Pvt Ltd (STR)', 'Nova Tokens Pvt Ltd (NOVA)']))
    expect(screen.getByText('Select a company to see its bank and UPI details.')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Bank Details' })).not.toBeInTheDocument()
  })

  it("shows the picked company's bank and UPI cards, keeping the company in the URL", async () => {
    const asked = serveBeneficiaries({ [STR.id]: buildBeneficiary() })
    const { user, router } = await openPage()
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Company' }), 'STR Token Pvt Ltd (STR)')
    const bank = await screen.findByRole('region', { name: 'Bank Details' })
    expect(router.state.location.search).toEqual({ companyId: STR.id })
    expect(asked).toEqual([STR.id])
    expect(screen.getByRole('heading', { name: 'STR Token Pvt Ltd' })).toBeInTheDocument()
    expect(detail(bank, 'Holder Name')).toBe('STR Token Pvt Ltd')
    expect(detail(bank, 'Bank Name')).toBe('State Bank of India')
    expect(detail(bank, 'Branch Name')).toBe('Connaught Place, New Delhi')
    expect(detail(bank, 'Account Number')).toBe('123456789012')
    expect(detail(bank, 'IFSC Code')).toBe('SBIN0000691')
    expect(detail(card('UPI Details'), 'UPI ID')).toBe('strtoken@sbi')
  })

  it('switches to another company from the URL and offers Add Beneficiary when it has none', async () => {
    serveBeneficiaries({ [STR.id]: buildBeneficiary(), [NOVA.id]: null })
    const { user } = await openPage(`/superadmin/beneficiarymanage?companyId=${STR.id}`)
    await screen.findByRole('region', { name: 'Bank Details' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Company' }), 'Nova Tokens Pvt Ltd (NOVA)')
    expect(await screen.findByText("No beneficiary yet. Add the bank account and UPI ID that this company's members pay into.")).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Bank Details' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add Beneficiary' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Beneficiary' })
    expect(within(dialog).getByText('Nova Tokens Pvt Ltd (NOVA)')).toBeInTheDocument()
    expect(dialogField('Bank Name')).toHaveValue('')
  })

  it("opens 'Update Beneficiary' from either pencil, prefilled with the saved details of the company", async () => {
    serveBeneficiaries({ [STR.id]: buildBeneficiary() })
    const { user } = await openPage(`/superadmin/beneficiarymanage?companyId=${STR.id}`)
    await screen.findByRole('region', { name: 'Bank Details' })
    for (const pencil of ['Edit bank details', 'Edit UPI ID']) {
      await user.click(screen.getByRole('button', { name: pencil }))
      const dialog = await screen.findByRole('dialog', { name: 'Update Beneficiary' })
      expect(within(dialog).getByText('STR Token Pvt Ltd (STR)')).toBeInTheDocument()
      expect(dialogField('Account Holder Name')).toHaveValue('STR Token Pvt Ltd')
      expect(dialogField('IFSC Code')).toHaveValue('SBIN0000691')
      expect(dialogField('UPI ID')).toHaveValue('strtoken@sbi')
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    }
  })

  it('requires all six fields and checks the IFSC, account number and UPI formats before sending', async () => {
    serveBeneficiaries({ [STR.id]: buildBeneficiary() })
    const bodies = recordBodies('put', UPDATE_URL, () => HttpResponse.json({}))
    const { user } = await openPage(`/superadmin/beneficiarymanage?companyId=${STR.id}`)
    await user.click(await screen.findByRole('button', { name: 'Edit bank details' }))
    const dialog = await screen.findByRole('dialog', { name: 'Update Beneficiary' })
    for (const label of ['Account Holder Name', 'Bank Name', 'Branch Name']) await retype(user, label, '')
    await retype(user, 'Account Number', '12345678')
    await retype(user, 'IFSC Code', 'sbin1000691')
    await retype(user, 'UPI ID', 'strtoken')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    expectTexts(dialog, [
      'Account holder name is required',
      'Bank name is required',
      'Branch name is required',
      'Account number must be 9 to 18 digits',
      'IFSC code must be 4 letters, then 0, then 6 letters or digits (e.g. SBIN0001234)',
      'UPI ID must look like name@bank (e.g. strtoken@sbi)',
    ])
    expect(dialogField('IFSC Code')).toHaveValue('SBIN1000691')

    await retype(user, 'Account Number', '1234567890123456789')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    expect(within(dialog).getByText('Account number must be 9 to 18 digits')).toBeInTheDocument()
    expect(bodies).toEqual([])
  })

  it('saves the details for the picked company, says so, closes and shows what was saved', async () => {
    const saved: Record<string, ReturnType<typeof buildBeneficiary> | null> = { [STR.id]: buildBeneficiary() }
    serveBeneficiaries(saved)
    const bodies = recordBodies('put', UPDATE_URL, () => {
      saved[STR.id] = buildBeneficiary({ bankName: 'HDFC Bank', ifscCode: 'HDFC0001234', upi: 'str.pay@hdfcbank' })
      return HttpResponse.json({ status: true, message: 'Beneficiary updated successfully', data: saved[STR.id] })
    })
    const { user } = await openPage(`/superadmin/beneficiarymanage?companyId=${STR.id}`)
    await user.click(await screen.findByRole('button', { name: 'Edit UPI ID' }))
    const dialog = await screen.findByRole('dialog', { name: 'Update Beneficiary' })
    await retype(user, 'Bank Name', 'HDFC Bank')
    await retype(user, 'IFSC Code', 'hdfc0001234')
    await retype(user, 'UPI ID', 'str.pay@hdfcbank')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))

    expect(await screen.findByText('Beneficiary updated successfully')).toBeInTheDocument()
    expect(bodies).toEqual([
      {
        companyId: STR.id,
        holderName: 'STR Token Pvt Ltd',
        bankName: 'HDFC Bank',
        branch: 'Connaught Place, New Delhi',
        accountNumber: '123456789012',
        ifscCode: 'HDFC0001234',
        upi: 'str.pay@hdfcbank',
      },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(detail(card('UPI Details'), 'UPI ID')).toBe('str.pay@hdfcbank'))
    expect(detail(card('Bank Details'), 'Bank Name')).toBe('HDFC Bank')
  })

  it("keeps the dialog and the input when the server refuses, with the server's message", async () => {
    serveBeneficiaries({ [STR.id]: buildBeneficiary() })
    server.use(http.put(UPDATE_URL, () => messageFailure('Company not found.', 404)))
    const { user } = await openPage(`/superadmin/beneficiarymanage?companyId=${STR.id}`)
    await user.click(await screen.findByRole('button', { name: 'Edit bank details' }))
    const dialog = await screen.findByRole('dialog', { name: 'Update Beneficiary' })
    await retype(user, 'Branch Name', 'MG Road')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('Company not found.')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Update Beneficiary' })).toBeInTheDocument()
    expect(dialogField('Branch Name')).toHaveValue('MG Road')
  })

  it("shows the server's message when the details cannot be read", async () => {
    server.use(http.get(GET_URL, () => messageFailure('Company not found.', 404)))
    await openPage(`/superadmin/beneficiarymanage?companyId=${NOVA.id}`)
    expect(await screen.findByText('Company not found.')).toBeInTheDocument()
    expect(screen.getByText('The receiving details could not be loaded. Pick the company again or reload the page.')).toBeInTheDocument()
  })

  it("shows the picker at once and the details' loading panel while a company's details are on their way", async () => {
    server.use(http.get(GET_URL, () => delay('infinite')))
    await openPage(`/superadmin/beneficiarymanage?companyId=${STR.id}`)
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue(STR.id)
    expect(await screen.findByLabelText('Loading beneficiary')).toBeInTheDocument()
  })

  it('reads the details again when the company is picked again after they failed', async () => {
    const asked = serveBeneficiaries({ [STR.id]: buildBeneficiary(), [NOVA.id]: null })
    // Added last, so it answers first: the failure once, then the details.
    server.use(http.get(GET_URL, () => messageFailure('Company not found.', 404), { once: true }))
    const { user } = await openPage(`/superadmin/beneficiarymanage?companyId=${STR.id}`)
    expect(await screen.findByText('The receiving details could not be loaded. Pick the company again or reload the page.')).toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Company' }), 'Nova Tokens Pvt Ltd (NOVA)')
    await screen.findByText("No beneficiary yet. Add the bank account and UPI ID that this company's members pay into.")
    await user.selectOptions(screen.getByRole('combobox', { name: 'Company' }), 'STR Token Pvt Ltd (STR)')
    const bank = await screen.findByRole('region', { name: 'Bank Details' })
    expect(detail(bank, 'Bank Name')).toBe('State Bank of India')
    expect(asked).toEqual([NOVA.id, STR.id])
  })
})
