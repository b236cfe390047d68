import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../../../tests/web/msw'
import { buildMyReferral, buildProfile, fakeJwt, messageFailure, profileHandler, referralHandlers } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'
import { rowTexts } from '../../../../tests/web/queries'
import type { Referee, ReferralRewardEntry } from '@/client/types.gen'

const LINK = `${window.location.origin}/register?referralCode=STR1024`

const REFEREES: Referee[] = [
  { id: 'r1', name: 'Priya S.', level: 1, via: null, joinedAt: '2026-11-20T10:00:00.000Z', verified: true, purchased: true, tokensBought: '1000', rewardEarned: '50' },
  { id: 'r2', name: 'Chetan S.', level: 2, via: 'Priya S.', joinedAt: '2026-11-21T10:00:00.000Z', verified: false, purchased: false, tokensBought: '0', rewardEarned: '0' },
]

const REWARDS: ReferralRewardEntry[] = [
  { id: 'w1', createdAt: '2026-11-20T20:00:00.000Z', from: 'Priya S.', level: 1, tokens: '50', status: 'PAID', lockedUntil: '2099-12-19T10:00:00.000Z' },
  { id: 'w2', createdAt: '2026-11-20T10:00:00.000Z', from: null, level: 2, tokens: '3', status: 'CUT', lockedUntil: '2026-11-20T10:00:00.000Z' },
]

async function openPage(handlers = referralHandlers()) {
  window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
  server.use(profileHandler(), ...handlers)
  const view = await renderApp('/user/referrals')
  expect(await screen.findByRole('heading', { name: 'Refer & Earn' })).toBeInTheDocument()
  return view
}

describe('Refer & Earn', () => {
  it('speaks Hindi to a member who chose it: the heading, the link and its copy button, the rewards, the rules and the referees table', async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(profileHandler(buildProfile({ language: 'hi' })), ...referralHandlers())
    const { user } = await renderApp('/user/referrals')
    expect(await screen.findByRole('heading', { name: 'रेफ़र करें और कमाएँ' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'आपका रेफ़रल लिंक' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'रेफ़रल लिंक' })).toHaveValue(LINK)
    expect(screen.getByTitle('आपके रेफ़रल लिंक का QR कोड')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'रेफ़रल लिंक कॉपी करें' }))
    expect(await screen.findByText('रेफ़रल लिंक कॉपी हो गया')).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'मेंबर ID कॉपी करें' }).length).toBeGreaterThan(0)

    const rewards = screen.getByRole('region', { name: 'आपके रिवॉर्ड' })
    expect(within(rewards).getByText('कमाए गए')).toBeInTheDocument()
    const rules = screen.getByRole('region', { name: 'यह कैसे काम करता है' })
    expect(within(rules).getByText('हर रिवॉर्ड 30 दिन के लिए लॉक रहता है, उसके बाद उपलब्ध हो जाता है।')).toBeInTheDocument()
    expect(within(rules).getByText(/आपको उनके खरीदे गए STR का 5% मिलता है/)).toBeInTheDocument()

    const table = screen.getByRole('table', { name: 'आपके रेफ़र किए गए सदस्य' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['नाम', 'लेवल', 'जुड़ने की तारीख', 'सत्यापित', 'खरीदारी', 'खरीदे गए टोकन', 'कमाया रिवॉर्ड'])
    expect(await within(table).findByText('अभी तक किसी ने आपके लिंक से रजिस्टर नहीं किया है।')).toBeInTheDocument()

    const funnel = screen.getByRole('region', { name: 'आपका लिंक, कदम-दर-कदम' })
    expect(within(funnel).getByText('लिंक खोले गए')).toBeInTheDocument()
    expect(within(funnel).getByText('1,240')).toBeInTheDocument()
    const history = screen.getByRole('table', { name: 'रिवॉर्ड का इतिहास' })
    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['तारीख', 'किससे', 'लेवल', 'टोकन', 'उपलब्धता'])
    expect(await within(history).findByText('अभी कोई रिवॉर्ड नहीं है। आपके रेफ़र किए किसी व्यक्ति की खरीद मंज़ूर होते ही रिवॉर्ड यहाँ दिखेगा।')).toBeInTheDocument()
  })

  it('shows both levels and the rewards history in Hindi: level badges, through whom, bought or not, dates in IST', async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(profileHandler(buildProfile({ language: 'hi' })), ...referralHandlers({ referees: REFEREES, rewards: REWARDS }))
    await renderApp('/user/referrals')
    const table = await screen.findByRole('table', { name: 'आपके रेफ़र किए गए सदस्य' }, { timeout: 5000 })
    await within(table).findByText('Priya S.')
    expect(rowTexts(table)).toEqual([
      ['Priya S.', 'लेवल 1', '20/11/2026', 'सत्यापित', 'खरीदा', '1,000 STR', '50 STR'],
      ['Chetan S.Priya S. के ज़रिए', 'लेवल 2', '21/11/2026', 'सत्यापित नहीं', 'अभी नहीं', '0 STR', '0 STR'],
    ])
    const history = screen.getByRole('table', { name: 'रिवॉर्ड का इतिहास' })
    await within(history).findByText('पूर्व सदस्य')
    expect(rowTexts(history)).toEqual([
      ['21/11/2026', 'Priya S.', 'लेवल 1', '50 STR', '19/12/2099 तक लॉक'],
      ['20/11/2026', 'पूर्व सदस्य', 'लेवल 2', 'आंशिक3 STR', 'उपलब्ध'],
    ])
  })

  it('is in the member menu', async () => {
    await openPage()
    expect(screen.getByRole('link', { name: 'Refer & Earn' })).toHaveAttribute('aria-current', 'page')
  })

  it('shows the share link with its QR code, and copies it and the Member ID', async () => {
    const { user } = await openPage()
    const link = await screen.findByRole('textbox', { name: 'Referral link' })
    expect(link).toHaveValue(LINK)
    expect(screen.getByTitle('QR code of your referral link')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Copy referral link' }))
    expect(await screen.findByText('Referral link copied')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(LINK)

    const [copyId] = screen.getAllByRole('button', { name: 'Copy Member ID' })
    await user.click(copyId)
    expect(await navigator.clipboard.readText()).toBe('STR1024')
  })

  it('links WhatsApp and Telegram with the link, and offers the Web Share sheet where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    const { user } = await openPage()
    const whatsapp = await screen.findByRole('link', { name: 'WhatsApp' })
    expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toContain(LINK)
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/)
    expect(screen.getByRole('link', { name: 'Telegram' }).getAttribute('href')).toBe(
      `https://t.me/share/url?url=${encodeURIComponent(LINK)}&text=${encodeURIComponent('Join the STR token pre-launch sale with my link:')}`,
    )
    await user.click(screen.getByRole('button', { name: 'Share link' }))
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK }))
    Reflect.deleteProperty(navigator, 'share')
  })

  it('has no Share button where the browser cannot share', async () => {
    await openPage()
    await screen.findByRole('link', { name: 'WhatsApp' })
    expect(screen.queryByRole('button', { name: 'Share link' })).not.toBeInTheDocument()
  })

  it('shows earned, locked with the Time Left of the next unlock, available and referred, and the rules in words', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-25T10:00:00Z') })
    await openPage()
    const rewards = screen.getByRole('region', { name: 'Your rewards' })
    await within(rewards).findByText('60 STR')
    expect(within(rewards).getByText('50 STR')).toBeInTheDocument()
    expect(within(rewards).getByText('10 STR')).toBeInTheDocument()
    expect(within(rewards).getByText('29d 23h')).toBeInTheDocument()
    const rules = screen.getByRole('region', { name: 'How it works' })
    expect(within(rules).getByText(/you earn 5% of the STR they bought/)).toBeInTheDocument()
    expect(within(rules).getByText(/you earn 1% of that purchase/)).toBeInTheDocument()
    expect(within(rules).getByText('Each reward is locked for 30 days, then it is available.')).toBeInTheDocument()
    vi.useRealTimers()
  })

  it('says when the programme is paused', async () => {
    await openPage(referralHandlers({ referral: buildMyReferral({ rules: { enabled: false, level1Percent: '5', level2Percent: '1', lockDays: 30 } }) }))
    expect(await screen.findByText(/The referral programme is paused/)).toBeInTheDocument()
  })

  it('lists the members referred at both levels: first name and last initial, through whom, level, date joined, verified, bought, tokens bought and reward earned', async () => {
    await openPage(referralHandlers({ referees: REFEREES }))
    const table = screen.getByRole('table', { name: 'Members you referred' })
    await within(table).findByText('Chetan S.')
    expect(rowTexts(table)).toEqual([
      ['Priya S.', 'Level 1', '20/11/2026', 'Verified', 'Bought', '1,000 STR', '50 STR'],
      ['Chetan S.via Priya S.', 'Level 2', '21/11/2026', 'Not verified', 'Not yet', '0 STR', '0 STR'],
    ])
  })

  it('shows the funnel of the link: opens, registrations, first purchases and rewards', async () => {
    await openPage()
    const funnel = screen.getByRole('region', { name: 'Your link, step by step' })
    const figures = within(funnel)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent])
    expect(figures).toEqual([
      ['Link opens', '1,240'],
      ['Registrations', '2'],
      ['First purchases', '1'],
      ['Rewards', '1'],
    ])
  })

  it('lists the rewards history: the day in IST, from whom, level, tokens (part-paid marked) and when they unlock', async () => {
    await openPage(referralHandlers({ rewards: REWARDS }))
    const history = screen.getByRole('table', { name: 'Rewards history' })
    await within(history).findByText('Former member')
    expect(rowTexts(history)).toEqual([
      // 20:00 UTC on the 20th is already the 21st in India.
      ['21/11/2026', 'Priya S.', 'Level 1', '50 STR', 'Locked until 19/12/2099'],
      ['20/11/2026', 'Former member', 'Level 2', 'Part-paid3 STR', 'Available'],
    ])
    expect(within(history).getByText('Part-paid').closest('[title]')).toHaveAttribute('title', 'The Referral Programme pool could cover only part of this reward.')
  })

  it('pages the rewards history in the address, apart from the referees', async () => {
    const pages: string[] = []
    const { router, user } = await openPage([
      http.get('/api/v1/user/referral/rewards', ({ request }) => {
        const page = new URL(request.url).searchParams.get('page')!
        pages.push(page)
        return HttpResponse.json({ status: true, message: 'ok', data: { records: page === '1' ? [REWARDS[0]] : [REWARDS[1]], lastPage: 2 } })
      }),
      ...referralHandlers({ referees: REFEREES }),
    ])
    const history = screen.getByRole('table', { name: 'Rewards history' })
    await within(history).findByText('Priya S.')
    const pager = screen.getByRole('navigation', { name: 'Rewards history pages' })
    await user.click(within(pager).getByRole('button', { name: 'Next' }))
    expect(await within(history).findByText('Former member')).toBeInTheDocument()
    // Bookmarkable: the rewards' page is in the address, the referees' page is not touched.
    expect(router.state.location.href).toBe('/user/referrals?rewardsPage=2')
    expect(pages).toEqual(['1', '2'])
  })

  it('says so when nobody has registered with the link yet', async () => {
    await openPage()
    expect(await screen.findByText('Nobody has registered with your link yet.')).toBeInTheDocument()
  })

  it('says a failed list of referees in its own table, with Try again, and keeps the code and figures', async () => {
    let fail = true
    const [referee] = REFEREES
    const { user } = await openPage([
      // Ahead of the usual answers, so it answers the list.
      http.get('/api/v1/user/referral/list', () =>
        fail ? messageFailure('Referrals are being counted') : HttpResponse.json({ status: true, message: 'ok', data: { records: [referee], lastPage: 1 } }),
      ),
      ...referralHandlers(),
    ])
    const table = await screen.findByRole('table', { name: 'Members you referred' })
    expect(await within(table).findByText('Could not load the list. Please try again.')).toBeInTheDocument()
    expect(await screen.findByText('Referrals are being counted', { selector: '.mantine-Notification-description' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Your rewards' })).toBeInTheDocument()

    fail = false
    await user.click(within(table).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Priya S.')).toBeInTheDocument()
  })
})
