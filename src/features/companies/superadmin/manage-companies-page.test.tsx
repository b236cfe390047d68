import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { recordBodies, server } from '../../../../tests/web/msw'
import { buildCompany, companiesHandler, messageFailure, signInConsole } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'
import { bodyRows, cellTexts, expectTexts, headerTexts } from '../../../../tests/web/queries'
import { localeReady } from '@/lib/locale'

const LIST_URL = '/api/v1/superadmin/company/list'
const ADD_URL = '/api/v1/superadmin/company/add'

type View = Awaited<ReturnType<typeof renderApp>>

/** Records every list call's query, answering from `pages` by page number (page 1 by default). */
function recordList(pages: (page: number, search: string | null) => { records: ReturnType<typeof buildCompany>[]; total: number }) {
  const calls: { page: string | null; limit: string | null; search: string | null; at: number }[] = []
  server.use(
    http.get(LIST_URL, ({ request }) => {
      const params = new URL(request.url).searchParams
      calls.push({ page: params.get('page'), limit: params.get('limit'), search: params.get('search'), at: Date.now() })
      return HttpResponse.json({ status: true, message: 'Companies fetched successfully', data: pages(Number(params.get('page') ?? 1), params.get('search')) })
    }),
  )
  return calls
}

async function openPage(path = '/superadmin/companymanage'): Promise<View> {
  signInConsole('SUPERADMIN')
  const view = await renderApp(path)
  await screen.findByRole('heading', { name: 'Manage Company' })
  return view
}

function table() {
  return screen.getByRole('table', { name: 'Companies' })
}

const VALID = {
  'Company Name': 'Nova Tokens Pvt Ltd',
  Email: 'hello@nova.example',
  Mobile: '9876512345',
  'Aadhaar Number': '234567890124',
  PAN: 'aaacn1234q',
  'PIN Code': '560025',
  Address: '12 Residency Road, Bengaluru',
  'Token Name': 'Nova Token',
  'Token Symbol': 'nova',
  'Token Price (INR)': '2.50',
  'Total Supply': '1000000',
  'Platform Fee (%)': '1.5',
  'Admin Password': 'NovaAdmin@2026',
} as const

type Label = keyof typeof VALID | 'Level 1 reward (%)' | 'Lock period (days)'

function field(label: Label) {
  const dialog = screen.getByRole('dialog', { name: 'Add Company' })
  return within(dialog).getByLabelText(new RegExp(`^${label.replace(/[()%]/g, (c) => `\\${c}`)}`), { selector: 'input, textarea' })
}

async function fill(user: View['user'], values: Partial<Record<Label, string>>) {
  for (const [label, value] of Object.entries(values) as [Label, string][]) {
    await user.clear(field(label))
    await user.click(field(label))
    await user.paste(value)
  }
}

async function openDialog(user: View['user']) {
  await user.click(screen.getByRole('button', { name: 'Add Company' }))
  return screen.findByRole('dialog', { name: 'Add Company' })
}

describe('Manage Company: the table', () => {
  it('lists a page of 10 with the columns of the spec, the Aadhaar masked and the date as YYYY-MM-DD', async () => {
    const calls = recordList(() => ({
      records: [
        buildCompany({
          companyName: 'STR Token Pvt Ltd',
          email: 'contact@str.example',
          mobile: '9811122233',
          companyAadhaarCard: 'XXXXXXXX5246',
          companyPan: 'AAECS1234F',
          companyAddress: 'Connaught Place, New Delhi',
          companyPincode: '110001',
          tokenName: 'STR Token',
          tokenSymbol: 'STR',
          createdAt: '2025-11-21T10:15:00.000Z',
        }),
      ],
      total: 1,
    }))
    await openPage()
    await screen.findByText('STR Token Pvt Ltd')
    expect(headerTexts(table())).toEqual(['Sl.No', 'Name', 'Email', 'Mobile', 'Aadhaar', 'PAN', 'Address', 'PIN', 'Token', 'Symbol', 'Date', 'Status', 'Actions'])
    expect(cellTexts(bodyRows(table())[0])).toEqual([
      '1',
      'STR Token Pvt Ltd',
      'contact@str.example',
      '9811122233',
      'XXXXXXXX5246',
      'AAECS1234F',
      'Connaught Place, New Delhi',
      '110001',
      'STR Token',
      'STR',
      '2025-11-21',
      'Active',
      '',
    ])
    expect(within(table()).getByRole('button', { name: 'Actions for STR Token Pvt Ltd' })).toBeInTheDocument()
    expect(calls[0]).toMatchObject({ page: '1', limit: '10', search: null })
    expect(screen.queryByRole('navigation', { name: 'Company pages' })).not.toBeInTheDocument()
  })

  it('says so when there are no companies', async () => {
    server.use(companiesHandler({ records: [], total: 0, totalCapped: false }))
    await openPage()
    expect(await screen.findByText('No companies found.')).toBeInTheDocument()
  })

  it("shows the server's message when the list cannot be read", async () => {
    server.use(http.get(LIST_URL, () => messageFailure('Something went wrong. Please try again.', 500)))
    await openPage()
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument()
    expect(within(table()).getByRole('alert')).toHaveTextContent('Failed to fetch companies')
  })

  it('pages with Prev/Next, keeps the page in the URL and numbers rows across pages', async () => {
    const calls = recordList((page) => ({
      records: Array.from({ length: page < 3 ? 10 : 5 }, (_, i) => buildCompany({ companyName: `Company p${page}-${i + 1}` })),
      total: 25,
    }))
    const { user, router } = await openPage()
    await screen.findByText('Company p1-1')
    const pages = screen.getByRole('navigation', { name: 'Company pages' })
    expect(within(pages).getByRole('button', { name: 'Prev' })).toBeDisabled()
    await user.click(within(pages).getByRole('button', { name: 'Next' }))
    await screen.findByText('Company p2-1')
    expect(router.state.location.search).toEqual({ page: '2' })
    expect(cellTexts(bodyRows(table())[0])[0]).toBe('11')
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }))
    await screen.findByText('Company p3-5')
    expect(bodyRows(table())).toHaveLength(5)
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(calls.map((call) => call.page)).toEqual(['1', '2', '3'])
    expect(calls.every((call) => call.limit === '10')).toBe(true)
  })

  it('searches 1 second after the last keystroke, once, keeping the search in the URL and going back to page 1', async () => {
    const calls = recordList((page, search) => ({
      records: search ? [buildCompany({ companyName: 'Nova Tokens Pvt Ltd' })] : [buildCompany({ companyName: `Company p${page}` })],
      total: search ? 1 : 30,
    }))
    const { user, router } = await openPage('/superadmin/companymanage?page=2')
    await screen.findByText('Company p2')
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nova')
    const typedAt = Date.now()
    expect(router.state.location.search).toEqual({ page: '2' })

    expect(await screen.findByText('Nova Tokens Pvt Ltd', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ search: 'nova' })
    const searched = calls.filter((call) => call.search !== null)
    expect(searched).toHaveLength(1)
    expect(searched[0]).toMatchObject({ search: 'nova', page: '1' })
    expect(searched[0].at - typedAt).toBeGreaterThanOrEqual(900)
  })

  it('starts with the search of the URL in the box', async () => {
    const calls = recordList(() => ({ records: [buildCompany({ companyName: 'Found Co' })], total: 1 }))
    await openPage('/superadmin/companymanage?search=found')
    await screen.findByText('Found Co')
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('found')
    expect(calls[0].search).toBe('found')
  })
})

/** The company list, and Add Company's endpoint recording what reaches it. */
function watchAddCompany() {
  server.use(companiesHandler())
  return recordBodies('post', ADD_URL, () => HttpResponse.json({}))
}

describe('Manage Company: Add Company', () => {
  it('names each missing field and sends nothing', async () => {
    const bodies = watchAddCompany()
    const { user } = await openPage()
    const dialog = await openDialog(user)
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expectTexts(dialog, ['Company name is required', 'Email is required', 'Aadhaar number is required', 'Token symbol is required', 'Admin password is required'])
    expect(bodies).toEqual([])
  })

  it('checks the formats before sending: email, Indian mobile, PAN, Aadhaar check digit, PIN, symbol, amounts', async () => {
    const bodies = watchAddCompany()
    const { user } = await openPage()
    const dialog = await openDialog(user)
    await fill(user, {
      ...VALID,
      Email: 'hello-at-nova.example',
      Mobile: '5123456789',
      PAN: 'AAAC12345Q',
      'Aadhaar Number': '234567890129',
      'PIN Code': '060025',
      'Token Symbol': 'N',
      'Token Price (INR)': '0',
      'Total Supply': '10.5',
      'Platform Fee (%)': '101',
      'Admin Password': 'short',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expectTexts(dialog, [
      'Please enter a valid email address',
      'Mobile must be 10 digits starting with 6, 7, 8 or 9',
      'PAN must look like AAAAA9999A',
      'Please enter a valid 12-digit Aadhaar number.',
      'PIN code must be 6 digits, not starting with 0',
      'Symbol must be 2 to 10 capital letters or digits, starting with a letter',
      'Price must be greater than 0',
      'Total supply must be a whole number of tokens',
      'Platform fee must be a percentage from 0 to 100, at most 2 decimals',
      'Admin password must be at least 8 characters',
    ])
    expect(bodies).toEqual([])
  })

  it('sends the company with PAN and symbol in capitals, says so, closes and refreshes the list', async () => {
    // No company at first; Nova once it has been added.
    const calls = recordList(() => {
      const records = calls.length > 1 ? [buildCompany({ companyName: 'Nova Tokens Pvt Ltd' })] : []
      return { records, total: records.length }
    })
    const bodies = recordBodies('post', ADD_URL, () =>
      HttpResponse.json({ status: true, message: 'Company added successfully', data: buildCompany({ companyName: 'Nova Tokens Pvt Ltd' }) }),
    )
    const { user } = await openPage()
    await screen.findByText('No companies found.')
    const dialog = await openDialog(user)
    await fill(user, VALID)
    expect(field('PAN')).toHaveValue('AAACN1234Q')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))

    expect(await screen.findByText('Company added successfully')).toBeInTheDocument()
    expect(bodies).toEqual([
      {
        companyName: 'Nova Tokens Pvt Ltd',
        email: 'hello@nova.example',
        mobile: '9876512345',
        companyAadhaarCard: '234567890124',
        companyPan: 'AAACN1234Q',
        companyAddress: '12 Residency Road, Bengaluru',
        companyPincode: '560025',
        tokenName: 'Nova Token',
        tokenSymbol: 'NOVA',
        price: '2.50',
        totalSupply: '1000000',
        platformChargePercent: '1.5',
        adminPassword: 'NovaAdmin@2026',
        referralEnabled: true,
        referralLevel1Percent: '5',
        referralLevel2Percent: '1',
        referralLockDays: 30,
      },
    ])
    expect(await screen.findByText('Nova Tokens Pvt Ltd')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Company' })).not.toBeInTheDocument())
  })

  it('sets the referral programme: off, or other percents and lock period, checked before sending', async () => {
    server.use(companiesHandler())
    const bodies = recordBodies('post', ADD_URL, () => HttpResponse.json({ status: true, message: 'Company added successfully', data: buildCompany() }))
    const { user } = await openPage()
    const dialog = await openDialog(user)
    await fill(user, VALID)
    expect(within(dialog).getByRole('switch', { name: /^Referral programme on/ })).toBeChecked()
    await fill(user, { 'Level 1 reward (%)': '101', 'Lock period (days)': '4000' })
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(await within(dialog).findByText('Level 1 reward must be a percentage from 0 to 100, at most 2 decimals')).toBeInTheDocument()
    expect(within(dialog).getByText('Lock period must be a whole number of days from 0 to 3650')).toBeInTheDocument()
    expect(bodies).toEqual([])

    await fill(user, { 'Level 1 reward (%)': '7.5', 'Lock period (days)': '0' })
    await user.click(within(dialog).getByRole('switch', { name: /^Referral programme on/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    await screen.findByText('Company added successfully')
    expect(bodies).toEqual([expect.objectContaining({ referralEnabled: false, referralLevel1Percent: '7.5', referralLevel2Percent: '1', referralLockDays: 0 })])
  })

  it("keeps the dialog and everything typed when the server refuses, with the server's message", async () => {
    server.use(
      companiesHandler(),
      http.post(ADD_URL, () => messageFailure('The token symbol NOVA is already taken.', 409)),
    )
    const { user } = await openPage()
    const dialog = await openDialog(user)
    await fill(user, VALID)
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('The token symbol NOVA is already taken.')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Add Company' })).toBeInTheDocument()
    expect(field('Token Symbol')).toHaveValue('NOVA')
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeEnabled()
  })

  it('shows the Add button busy while the company is being added', async () => {
    server.use(
      companiesHandler(),
      http.post(ADD_URL, () => delay('infinite')),
    )
    const { user } = await openPage()
    const dialog = await openDialog(user)
    await fill(user, VALID)
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(await within(dialog).findByRole('button', { name: 'Adding...' })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
  })
})

describe('Manage Company in Hindi', () => {
  it('speaks Hindi: the heading, the table headers and buttons, the Add Company dialog, its labels and rule messages', async () => {
    window.localStorage.setItem('language', 'hi')
    server.use(companiesHandler({ records: [buildCompany({ companyName: 'STR Token Pvt Ltd' })], total: 1, totalCapped: false }))
    signInConsole('SUPERADMIN')
    const { user } = await renderApp('/superadmin/companymanage')
    await localeReady()
    expect(await screen.findByRole('heading', { name: 'कंपनी प्रबंधन' })).toBeInTheDocument()
    await screen.findByText('STR Token Pvt Ltd')
    const companies = screen.getByRole('table', { name: 'कंपनियाँ' })
    expect(headerTexts(companies)).toEqual(['क्र.सं.', 'नाम', 'ईमेल', 'मोबाइल', 'Aadhaar', 'PAN', 'पता', 'पिन', 'टोकन', 'सिंबल', 'तारीख', 'स्थिति', 'कार्रवाई'])
    expect(within(companies).getByText('सक्रिय')).toBeInTheDocument()
    await user.click(within(companies).getByRole('button', { name: 'STR Token Pvt Ltd के लिए कार्रवाइयाँ' }))
    expect(await screen.findByRole('menuitem', { name: 'STR Token Pvt Ltd में एडमिन जोड़ें' })).toHaveTextContent('एडमिन जोड़ें')
    expect(await screen.findByRole('menuitem', { name: 'संपादित करें' })).toBeInTheDocument()
    expect(screen.getByRole('menuitem', { name: 'निलंबित करें' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'नाम, ईमेल, मोबाइल, टोकन या सिंबल')

    await user.click(screen.getByRole('button', { name: 'कंपनी जोड़ें' }))
    const dialog = await screen.findByRole('dialog', { name: 'कंपनी जोड़ें' })
    const hindiField = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label.replace(/[()%]/g, (c) => `\\${c}`)}`), { selector: 'input, textarea' })
    for (const label of [
      'कंपनी का नाम',
      'मोबाइल',
      'Aadhaar नंबर',
      'पिन कोड',
      'पता',
      'टोकन का नाम',
      'टोकन सिंबल',
      'टोकन की कीमत (INR)',
      'कुल सप्लाई',
      'प्लेटफ़ॉर्म शुल्क (%)',
      'एडमिन पासवर्ड',
    ]) {
      expect(hindiField(label)).toBeInTheDocument()
    }
    expect(within(dialog).getByText('कंपनी एडमिन का साइन-इन')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'जोड़ें' }))
    expectTexts(dialog, ['कंपनी का नाम ज़रूरी है', 'ईमेल ज़रूरी है', 'टोकन सिंबल ज़रूरी है', 'एडमिन पासवर्ड ज़रूरी है'])
    await user.click(hindiField('PAN'))
    await user.paste('AAAC12345Q')
    await user.tab()
    expect(await within(dialog).findByText('PAN का फ़ॉर्मैट AAAAA9999A जैसा होना चाहिए')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument()
  })
})
