import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

/** The newest one-time code sent to an address, read from the dev outbox as a tester would. */
export async function codeSentTo(request: APIRequestContext, to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)
    const message = (await res.json()).data.find((m: { code: string | null }) => m.code)
    if (message) return message.code
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no code reached ${to}`)
}

/** Screenshots for a person to look at (test-results is not committed). */
export async function snap(page: Page, name: string): Promise<void> {
  // A drawer or dialog still sliding in is drawn where it ends.
  await page.screenshot({ path: `test-results/screens/${name}-${page.viewportSize()?.width}.png`, fullPage: true, animations: 'disabled' })
}

/** A fresh Indian mobile number and email per run, so reruns on one database never collide. */
export function uniqueContact(prefix: string) {
  const n = Date.now().toString().slice(-9)
  return { email: `${prefix}.${n}@example.in`, mobile: `9${n}` }
}

/** On a phone the menu hides behind the burger; a person opens it first. */
export async function openMenu(page: Page): Promise<void> {
  const burger = page.getByRole('button', { name: 'Open menu' })
  if (await burger.isVisible()) await burger.click()
}

/**
 * Clicks an item of the menu, opening it first on a phone. A burger tapped while the page is still
 * settling (a first-visit reload, a route's data arriving) can leave the menu shut, so the person
 * taps again.
 */
export async function clickInMenu(page: Page, item: Locator): Promise<void> {
  await expect(async () => {
    await openMenu(page)
    await dismissToasts(page)
    await item.click({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

/**
 * Closes the toasts on screen, as a person does when one sits over what they want to tap (on a
 * phone they show at the bottom, over the menu's Logout). Left alone, a pointer resting on a toast
 * pauses its timer, so a test's retried click would keep it there.
 */
async function dismissToasts(page: Page): Promise<void> {
  for (const close of await page.locator('.mantine-Notification-root').getByRole('button', { name: 'Close' }).all()) {
    await close.click({ timeout: 1_000 }).catch(() => {})
  }
}

/**
 * Scrolls to an admin dashboard chart's card, as a person would, and waits until the chart is drawn:
 * a chart's code loads only once its card nears the screen (supply-charts.tsx), below the figures on a phone.
 */
export async function seeDashboardChart(page: Page, card: string, chart: string): Promise<void> {
  await page.getByRole('region', { name: card }).scrollIntoViewIfNeeded()
  await expect(page.getByRole('img', { name: chart })).toBeVisible()
}

/**
 * The console dashboards reload themselves once on the first visit. Wait until the page in
 * front of us is that reloaded one, so the reload cannot cut the next step short.
 */
export async function settleFirstVisitReload(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return await page.evaluate(() => {
            const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
            return `${entry?.type}:${document.readyState}:${localStorage.getItem('reloadCount')}`
          })
        } catch {
          return 'navigating'
        }
      },
      { timeout: 15_000 },
    )
    .toBe('reload:complete:2')
}

/** On the payment page: agree, PAY, and prove the payment with a UTR and the receipt fixture. */
export async function submitProof(page: Page, utr: string): Promise<void> {
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'PAY' }).click()
  const proof = page.getByRole('dialog', { name: 'Submit Transaction Proof' })
  await proof.getByRole('textbox', { name: 'UTR or Transaction Number' }).fill(utr)
  await proof.locator('input[type="file"]').setInputFiles('tests/e2e/fixtures/receipt.png')
  await expect(proof.getByText('File uploaded.')).toBeVisible()
  await snap(page, 'payment-proof')
  await proof.getByRole('button', { name: 'PAY' }).click()
}

const COMPANY_ID = '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68'

async function signIn(page: Page, storage: Record<string, string>) {
  await page.goto('/privacy-policy')
  await page.evaluate((entries) => {
    localStorage.clear()
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
  }, storage)
}

export async function tokenFrom(request: APIRequestContext, url: string, data: object): Promise<string> {
  const res = await request.post(url, { data })
  expect(res.ok(), `${url} answered ${res.status()}`).toBe(true)
  return (await res.json()).data.token
}

export async function signInMember(page: Page, request: APIRequestContext) {
  const token = await tokenFrom(request, '/api/v1/user/auth/login', { companyId: COMPANY_ID, user: 'member@str.example', password: 'Member@2026!' })
  await signIn(page, { authToken: token })
}

/** As the login form leaves it: reloadCount 1, so the first dashboard visit reloads once. */
export async function signInAdmin(page: Page, request: APIRequestContext) {
  const token = await tokenFrom(request, '/api/v1/company/auth/login', { email: 'admin@str.example', password: 'Admin@2026!' })
  await signIn(page, { accessToken: token, isLoggedIn: 'true', reloadCount: '1' })
}

// Code sends are rate-limited per address, so one code per worker serves every super admin screen.
let superAdminToken: string | undefined

export async function signInSuperAdmin(page: Page, request: APIRequestContext) {
  const email = 'super@str.example'
  if (!superAdminToken) {
    const sent = await request.get(`/api/v1/superadmin/auth/login/email/otp?email=${encodeURIComponent(email)}`)
    expect(sent.ok(), `sending the code answered ${sent.status()}`).toBe(true)
    superAdminToken = await tokenFrom(request, '/api/v1/superadmin/auth/login/verify', { email, otp: await codeSentTo(request, email) })
  }
  await signIn(page, { accessToken: superAdminToken, isLoggedIn: 'true', reloadCount: '1' })
}
