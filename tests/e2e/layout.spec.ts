import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { codeSentTo, settleFirstVisitReload, signInAdmin, signInMember, signInSuperAdmin, snap, tokenFrom, uniqueContact } from './helpers'

// The main screens in English and in Hindi, at 1280 and 390 px (both projects): Hindi runs longer,
// and nothing may end up wider than the screen or clipped by its box.

const COMPANY_ID = '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68'
type Language = 'en' | 'hi'

const GUEST_SCREENS = ['/', '/register', '/fogot-password', '/privacy-policy', '/admin/login', '/superadmin/login']
const MEMBER_SCREENS = ['/user/dashboard', '/user/buy-token', '/user/payment-history', '/user/referrals', '/user/profile']
const ADMIN_SCREENS = ['/admin/dashboard', '/admin/usermanage', '/admin/purchaserequest', '/admin/referral', '/admin/beneficiary', '/admin/security']
const SUPER_ADMIN_SCREENS = ['/superadmin/dashboard', '/superadmin/companymanage', '/superadmin/transactionmanage', '/superadmin/beneficiarymanage', '/superadmin/security']

/**
 * What a person would call cut off: the page wider than the screen, a text sticking out past the
 * screen's edge (outside a box that scrolls sideways), or a text its own box clips (overflow hidden,
 * an ellipsis). Hidden things (the shut menu on a phone, text only for screen readers) do not count.
 */
async function cutOffTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const width = window.innerWidth
    if (document.documentElement.scrollWidth > width) found.push(`the page is ${document.documentElement.scrollWidth} px wide`)
    const scrollsSideways = (el: Element | null): boolean => {
      for (let node = el?.parentElement; node; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX
        if ((overflow === 'auto' || overflow === 'scroll') && node.scrollWidth > node.clientWidth) return true
      }
      return false
    }
    const shown = (el: Element): boolean => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false
      if (el.closest('[aria-hidden="true"], [inert]')) return false
      // Inside a clipping box of 1 px or less: a table head kept for screen readers, an empty bar's section.
      for (let node: Element | null = el; node; node = node.parentElement) {
        const box = node.getBoundingClientRect()
        if ((box.width <= 1 || box.height <= 1) && getComputedStyle(node).overflow !== 'visible') return false
      }
      return true
    }
    for (const el of document.body.querySelectorAll('*')) {
      const text = [...el.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim()
      if (!text || !shown(el)) continue
      const style = getComputedStyle(el)
      const box = el.getBoundingClientRect()
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis'
      if (clips && el.scrollWidth > el.clientWidth + 1) found.push(`clipped: "${text.slice(0, 40)}"`)
      else if ((box.right > width + 1 || box.left < -1) && !scrollsSideways(el)) found.push(`past the edge: "${text.slice(0, 40)}"`)
    }
    return found
  })
}

async function expectFits(page: Page, path: string, language: Language) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await expect(page.getByRole('heading').first()).toBeVisible()
  // The page's data and the Hindi font have arrived: what is measured is what a person reads.
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(300)
  expect(await cutOffTexts(page), `${path} in ${language}`).toEqual([])
  await snap(page, `layout-${language}${path.replaceAll('/', '-')}`)
}

/** A member of this test's own, in the language given: the demo member stays in English for the other suites. */
async function memberSpeaking(request: APIRequestContext, language: Language): Promise<string> {
  const { email, mobile } = uniqueContact(`layout-${language}`)
  const person = { companyId: COMPANY_ID, name: 'Kavya Raghunathan Subramaniam', email, mobile, language }
  expect((await request.post('/api/v1/user/auth/register/otp', { data: person })).ok()).toBe(true)
  const otp = await codeSentTo(request, email)
  const registered = await request.post('/api/v1/user/auth/register', { data: { ...person, otp, dateOfBirth: '1990-08-15', password: 'Kavya@2026!' } })
  expect(registered.ok(), await registered.text()).toBe(true)
  return tokenFrom(request, '/api/v1/user/auth/login', { companyId: COMPANY_ID, user: email, password: 'Kavya@2026!' })
}

/** The page's cumulative layout shift so far, as Lighthouse counts it (shifts not caused by input). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 100)
      }),
  )
}

/** The consoles and guests keep the choice in the browser. */
async function chooseInBrowser(page: Page, language: Language) {
  await page.evaluate((value) => localStorage.setItem('language', value), language)
}

for (const language of ['en', 'hi'] as const) {
  test.describe(`the main screens in ${language === 'en' ? 'English' : 'Hindi'} fit the screen`, () => {
    test('sign-in pages, registration, password reset and the privacy policy', async ({ page }) => {
      await page.goto('/privacy-policy')
      await chooseInBrowser(page, language)
      for (const path of GUEST_SCREENS) await expectFits(page, path, language)
    })

    test("the member's screens", async ({ page, request }) => {
      // Money figures (₹) are on every member screen: in English they must not fetch the Hindi font.
      const hindiFont: string[] = []
      page.on('request', (sent) => sent.url().includes('noto-sans-devanagari') && hindiFont.push(new URL(sent.url()).pathname))
      if (language === 'en') await signInMember(page, request)
      else {
        const token = await memberSpeaking(request, language)
        await page.goto('/privacy-policy')
        await page.evaluate((value) => {
          localStorage.clear()
          localStorage.setItem('authToken', value)
        }, token)
      }
      for (const path of MEMBER_SCREENS) await expectFits(page, path, language)
      if (language === 'en') expect(hindiFont).toEqual([])
      else expect(hindiFont.length).toBeGreaterThan(0)
    })

    test("the company admin's screens", async ({ page, request }) => {
      await signInAdmin(page, request)
      await chooseInBrowser(page, language)
      await page.goto('/admin/dashboard')
      await settleFirstVisitReload(page)
      for (const path of ADMIN_SCREENS) await expectFits(page, path, language)
      // The dashboard holds still while its chart chunk (and the Hindi font) arrive: the charts'
      // boxes are sized before their chunk loads (Lighthouse's CLS budget is 0.02).
      await page.goto('/admin/dashboard')
      await expect(page.locator('.recharts-surface').first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(500)
      expect(await layoutShift(page), `CLS of /admin/dashboard in ${language}`).toBeLessThanOrEqual(0.02)
    })

    test("the super admin's screens", async ({ page, request }) => {
      await signInSuperAdmin(page, request)
      await chooseInBrowser(page, language)
      await page.goto('/superadmin/dashboard')
      await settleFirstVisitReload(page)
      for (const path of SUPER_ADMIN_SCREENS) await expectFits(page, path, language)
    })
  })
}

// The console lists fit beside the open sidebar at 1280 px, and as cards at 390 px: no box scrolls
// sideways and no text is clipped.
const CONSOLE_LISTS: Record<'admin' | 'superadmin', string[]> = {
  admin: ['/admin/usermanage?status=all', '/admin/purchaserequest', '/admin/purchaserequest?tab=history', '/admin/activity'],
  superadmin: ['/superadmin/companymanage', '/superadmin/transactionmanage', '/superadmin/activity'],
}

/** Boxes that scroll sideways because their content is wider than they are. */
async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''} scrolls ${el.scrollWidth} px in ${el.clientWidth} px`),
  )
}

/** A member with a long name and a long email, waiting for verification: the widest row a list shows. */
async function longMember(request: APIRequestContext): Promise<void> {
  const { email, mobile } = uniqueContact('kavya.raghunathan.subramaniam.long-address')
  const person = { companyId: COMPANY_ID, name: 'Kavya Raghunathan Subramaniam Venkatanarayanan', email, mobile, language: 'en' }
  expect((await request.post('/api/v1/user/auth/register/otp', { data: person })).ok()).toBe(true)
  const otp = await codeSentTo(request, email)
  const registered = await request.post('/api/v1/user/auth/register', { data: { ...person, otp, dateOfBirth: '1990-08-15', password: 'Kavya@2026!' } })
  expect(registered.ok(), await registered.text()).toBe(true)
}

for (const area of ['admin', 'superadmin'] as const) {
  test(`the ${area === 'admin' ? "company admin's" : "super admin's"} lists fit without scrolling sideways or clipping`, async ({ page, request }) => {
    if (area === 'admin') {
      await longMember(request)
      await signInAdmin(page, request)
    } else await signInSuperAdmin(page, request)
    await page.goto(`/${area}/dashboard`)
    await settleFirstVisitReload(page)
    for (const path of CONSOLE_LISTS[area]) {
      await page.goto(path)
      await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible()
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => document.fonts.ready)
      await page.waitForTimeout(300)
      expect(await sidewaysScrollers(page), path).toEqual([])
      expect(await cutOffTexts(page), path).toEqual([])
      await snap(page, `lists-fit${path.replace(/\?.*/, '').replaceAll('/', '-')}`)
    }
  })
}

test("the super admin's console names itself, whole, on a phone as on a desktop", async ({ page, request }) => {
  await signInSuperAdmin(page, request)
  await page.goto('/superadmin/dashboard')
  await settleFirstVisitReload(page)
  const header = page.getByRole('banner')
  // The badge beside the switches from 768 px up; under the token's title on a phone.
  await expect(header.getByText('Super Admin', { exact: true }).filter({ visible: true })).toHaveCount(1)
  await page.evaluate(() => document.fonts.ready)
  expect(await cutOffTexts(page)).toEqual([])
  await page.evaluate((value) => localStorage.setItem('language', value), 'hi')
  await page.reload()
  await expect(header.getByText('सुपर एडमिन', { exact: true }).filter({ visible: true })).toHaveCount(1)
  await page.evaluate(() => document.fonts.ready)
  expect(await cutOffTexts(page)).toEqual([])
  await snap(page, 'layout-superadmin-header-hi')
})
