import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { recordBodies, server } from '../../../../tests/web/msw'
import { messageFailure, signInConsole } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'
import { headerTexts, rowTexts } from '../../../../tests/web/queries'
import type { ReferralReport } from '@/client/types.gen'

const REPORT_URL = '/api/v1/admin/referral/report'
const UPDATE_URL = '/api/v1/admin/referral/update'

const REPORT: ReferralReport = {
  settings: { enabled: true, level1Percent: '5.00', level2Percent: '1.00', lockDays: 30 },
  pool: {
    total: '30000000.00',
    sold: '1500000.00',
    rewards: '81000.00',
    remaining: '28419000.00',
    rewardsLocked: '60000.00',
    rewardsAvailable: '21000.00',
    rewardsCut: '0.00',
    rewardsSkipped: 2,
  },
  topReferrers: [
    { user: { id: 'u1', referralCode: 'STR1024', name: 'Priya Shah', mobile: '9876543210' }, referees: 12, rewardTokens: '45000' },
    { user: { id: 'u2', referralCode: 'STR2048', name: 'Ravi Kumar', mobile: '9876543211' }, referees: 3, rewardTokens: '1200' },
  ],
}

function reportHandler(report = REPORT) {
  return http.get(REPORT_URL, () => HttpResponse.json({ status: true, message: 'Referral report fetched successfully', data: report }))
}

async function openPage() {
  signInConsole('ADMIN')
  const view = await renderApp('/admin/referral')
  expect(await screen.findByRole('heading', { name: 'Referral Programme' })).toBeInTheDocument()
  return view
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()%]/g, (c) => `\\${c}`)}`) })

describe('admin Referral Programme', () => {
  it('speaks Hindi when the console language is Hindi: heading, settings and their rule messages, pool and top referrers', async () => {
    window.localStorage.setItem('language', 'hi')
    server.use(reportHandler())
    signInConsole('ADMIN')
    const { user } = await renderApp('/admin/referral')
    expect(await screen.findByRole('heading', { name: 'रेफ़रल प्रोग्राम', level: 2 }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'सेटिंग्स' })).toBeInTheDocument()
    expect(await screen.findByRole('switch', { name: /^रेफ़रल प्रोग्राम चालू/ })).toBeChecked()
    expect(field('लेवल 1 इनाम (%)')).toHaveValue('5.00')
    expect(field('लॉक अवधि (दिन)')).toHaveValue('30')
    expect(screen.getByText('खरीदार के रेफ़रर को मिलता है')).toBeInTheDocument()
    await user.clear(field('लेवल 2 इनाम (%)'))
    await user.click(screen.getByRole('button', { name: 'सेटिंग्स सेव करें' }))
    expect(await screen.findByText('लेवल 2 इनाम ज़रूरी है')).toBeInTheDocument()
    const pool = screen.getByRole('region', { name: 'पूल' })
    expect(within(pool).getByText('दिए गए इनाम')).toBeInTheDocument()
    const top = screen.getByRole('table', { name: 'टॉप रेफ़रर' })
    expect(headerTexts(top)).toEqual(['रैंक', 'मेंबर ID', 'नाम', 'रेफ़र किए', 'इनाम'])
  })

  it('is in the admin menu', async () => {
    server.use(reportHandler())
    await openPage()
    expect(screen.getByRole('link', { name: 'Referral Programme' })).toHaveAttribute('aria-current', 'page')
  })

  it('fills the settings from the company and shows the pool and top referrers in Indian format', async () => {
    server.use(reportHandler())
    await openPage()
    expect(await screen.findByRole('switch', { name: /^Referral programme on/ })).toBeChecked()
    expect(field('Level 1 reward (%)')).toHaveValue('5.00')
    expect(field('Level 2 reward (%)')).toHaveValue('1.00')
    expect(field('Lock period (days)')).toHaveValue('30')
    const pool = screen.getByRole('region', { name: 'Pool' })
    expect(within(pool).getByText('3,00,00,000 STR')).toBeInTheDocument()
    expect(within(pool).getByText('81,000 STR')).toBeInTheDocument()
    expect(within(pool).getByText('60,000 STR')).toBeInTheDocument()
    expect(rowTexts(screen.getByRole('table', { name: 'Top referrers' }))).toEqual([
      ['1', 'STR1024', 'Priya Shah', '12', '45,000 STR'],
      ['2', 'STR2048', 'Ravi Kumar', '3', '1,200 STR'],
    ])
  })

  it('checks the fields before saving, then saves the settings, says so and refreshes the report', async () => {
    let reads = 0
    server.use(
      http.get(REPORT_URL, () => {
        reads += 1
        return HttpResponse.json({ status: true, message: 'ok', data: REPORT })
      }),
    )
    const bodies = recordBodies('put', UPDATE_URL, (body) => HttpResponse.json({ status: true, message: 'Referral settings updated successfully', data: body }))
    const { user } = await openPage()
    await screen.findByRole('switch', { name: /^Referral programme on/ })
    await user.clear(field('Level 2 reward (%)'))
    await user.type(field('Level 2 reward (%)'), '2.555')
    await user.click(screen.getByRole('button', { name: 'Save Settings' }))
    expect(await screen.findByText('Level 2 reward must be a percentage from 0 to 100, at most 2 decimals')).toBeInTheDocument()
    expect(bodies).toEqual([])

    await user.clear(field('Level 2 reward (%)'))
    await user.type(field('Level 2 reward (%)'), '2.5')
    await user.clear(field('Lock period (days)'))
    await user.type(field('Lock period (days)'), '7')
    await user.click(screen.getByRole('switch', { name: /^Referral programme on/ }))
    await user.click(screen.getByRole('button', { name: 'Save Settings' }))
    expect(await screen.findByText('Referral settings updated successfully')).toBeInTheDocument()
    expect(bodies).toEqual([{ enabled: false, level1Percent: '5.00', level2Percent: '2.5', lockDays: 7 }])
    await waitFor(() => expect(reads).toBe(2))
  })

  it('keeps what was typed and shows the server message when the save is refused; busy while saving', async () => {
    server.use(
      reportHandler(),
      http.put(UPDATE_URL, async () => {
        await delay(200)
        return messageFailure('Percent must be at most 100.', 400)
      }),
    )
    const { user } = await openPage()
    await screen.findByRole('switch', { name: /^Referral programme on/ })
    await user.clear(field('Lock period (days)'))
    await user.type(field('Lock period (days)'), '10')
    await user.click(screen.getByRole('button', { name: 'Save Settings' }))
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled()
    expect(await screen.findByText('Percent must be at most 100.')).toBeInTheDocument()
    expect(field('Lock period (days)')).toHaveValue('10')
  })

  it('says so when the report cannot be read', async () => {
    server.use(http.get(REPORT_URL, () => messageFailure('Company not found.', 404)))
    await openPage()
    expect(await screen.findByText('Could not load the referral programme. Please try again.')).toBeInTheDocument()
    expect(await screen.findByText('Company not found.')).toBeInTheDocument()
  })

  it('reads the report again from its error screen on Try again', async () => {
    server.use(
      http.get(REPORT_URL, () => messageFailure('Something went wrong', 500), { once: true }),
      reportHandler(),
    )
    const { user } = await openPage()
    await user.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Pool' })).toBeInTheDocument()
    expect(screen.queryByText('Something went wrong')).toBeNull()
  })
})
