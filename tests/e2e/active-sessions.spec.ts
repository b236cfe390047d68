import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { clickInMenu, codeSentTo, openMenu, snap, uniqueContact } from './helpers'

const COMPANY_ID = '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68'
const PASSWORD = 'Meera@2026!'
// The first browser says it is a phone, so the two sessions read apart in the list (and in the screenshots).
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'

/** A member of this test's own, registered through the API: signing out "all other sessions" touches no one else. */
async function registeredMember(request: APIRequestContext): Promise<string> {
  const { email, mobile } = uniqueContact('meera')
  const person = { companyId: COMPANY_ID, name: 'Meera Iyer', email, mobile }
  expect((await request.post('/api/v1/user/auth/register/otp', { data: person })).ok()).toBe(true)
  const otp = await codeSentTo(request, email)
  const registered = await request.post('/api/v1/user/auth/register', { data: { ...person, otp, dateOfBirth: '1990-08-15', password: PASSWORD } })
  expect(registered.ok(), await registered.text()).toBe(true)
  return email
}

/** A second browser, with the project's screen and locale (a context of our own does not inherit them). */
async function browserLike(browser: Browser, options: { userAgent?: string } = {}): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId, isMobile, hasTouch } = test.info().project.use
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId, isMobile, hasTouch, ...options })
  return context.newPage()
}

async function logIn(page: Page, email: string) {
  await page.goto('/')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/user\/dashboard$/)
}

/** axe (WCAG 2.x A/AA) on one part of the screen, with the button enabled and the dialog open, which the page-wide check never sees. */
async function expectAccessible(page: Page, selector: string) {
  await page.waitForTimeout(400) // Mantine's transitions settle
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).include(selector).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

async function openProfile(page: Page) {
  await clickInMenu(page, page.getByRole('link', { name: 'Profile' }).first())
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible()
}

test('a member signed in on two browsers sees both and signs the other one out', async ({ browser, request }) => {
  const email = await registeredMember(request)
  const phone = await browserLike(browser, { userAgent: PHONE_UA })
  const laptop = await browserLike(browser)
  const errors: string[] = []
  laptop.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))

  await logIn(phone, email)
  await logIn(laptop, email)
  await laptop.bringToFront()
  await openProfile(laptop)

  const section = laptop.getByRole('region', { name: 'Active sessions' })
  const table = section.getByRole('table', { name: 'Active sessions' })
  await expect(table.getByRole('row')).toHaveCount(3) // the header row and two sessions
  const thisDevice = table.getByRole('row').filter({ hasText: 'This device' })
  await expect(thisDevice).toContainText('Chrome on Linux')
  await expect(thisDevice).toContainText('Active now')
  await expect(table.getByRole('row').filter({ hasText: 'Chrome on Android' })).toContainText('127.0.0.x')
  await section.scrollIntoViewIfNeeded()
  await snap(laptop, 'active-sessions')
  await expectAccessible(laptop, 'section[aria-labelledby="active-sessions"]')

  await section.getByRole('button', { name: 'Sign out all other sessions' }).click()
  const dialog = laptop.getByRole('dialog', { name: 'Sign out all other sessions?' })
  await expect(dialog).toBeVisible()
  await snap(laptop, 'active-sessions-confirm')
  await expectAccessible(laptop, '[role="dialog"]')
  await dialog.getByRole('button', { name: 'Sign out others' }).click()
  await expect(laptop.getByText('Signed out of 1 other session.')).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(section.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled()

  // The phone finds its session ended and lands on the login page: on its next step, or before it,
  // when the live stream's heartbeat closes the signed-out session's stream and the reconnection is
  // refused (whichever comes first; the heartbeat's moment is not the test's to choose). Its window
  // comes to the front first, as a person picks the phone up: a window behind gets no animation
  // frames, and the menu's transition waits for them.
  await phone.bringToFront()
  const toldExpired = (url: URL) => url.pathname === '/' && url.searchParams.get('expired') === '1'
  await expect(async () => {
    if (toldExpired(new URL(phone.url()))) return
    await openMenu(phone)
    await phone.getByRole('link', { name: 'Profile' }).first().click({ timeout: 2_000 })
    await expect(phone).toHaveURL(toldExpired, { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await expect(phone.getByRole('status').filter({ hasText: 'Your session has expired' })).toBeVisible()
  await expect(phone.getByRole('button', { name: 'Log in' })).toBeVisible()
  await snap(phone, 'active-sessions-signed-out')

  // The laptop goes on as before.
  await laptop.reload()
  await expect(laptop.getByRole('heading', { name: 'My Profile' })).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(2)
  expect(errors.filter((e) => !e.includes('401'))).toEqual([])
  await Promise.all([phone.context().close(), laptop.context().close()])
})
