import { expect, test, type Page } from '@playwright/test'
import { codeSentTo, openMenu, settleFirstVisitReload, signInAdmin, snap, submitProof } from './helpers'

// The paths between the spec's screens, at 1280 and 390 px (both Playwright projects).

const MEMBER = { email: 'member@str.example', password: 'Member@2026!' }

async function logInMember(page: Page) {
  await page.goto('/')
  await page.getByLabel('Email').fill(MEMBER.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(MEMBER.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/user\/dashboard$/)
}

/** The accessible name of whatever has the keyboard focus. */
async function focusedLinkName(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement
    return el && el.closest('nav') ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : null
  })
}

test('a mistyped link shows the branded not-found page with the ways back in', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  // Branded: the token's logo and title, as on the sign-in pages.
  await expect(page.getByText('STR Token', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/register$/)
  await page.goBack()
  await page.getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await snap(page, 'not-found')
})

test('the menu is reachable by keyboard only when it is shown', async ({ page }) => {
  await logInMember(page)
  const phone = (page.viewportSize()?.width ?? 1280) < 768
  // Tab through the page: the menu's links take focus only if the menu is on screen.
  const reached = new Set<string>()
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab')
    const name = await focusedLinkName(page)
    if (name) reached.add(name)
  }
  if (phone) {
    expect([...reached].filter((name) => /Dashboard|Buy Token|Payment History|Profile/.test(name))).toEqual([])
    await openMenu(page)
    const menuLink = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Buy Token' })
    await expect(menuLink).toBeVisible()
    await menuLink.focus()
    expect(await focusedLinkName(page)).toContain('Buy Token')
    await snap(page, 'menu-open')
  } else {
    expect([...reached].some((name) => /Buy Token/.test(name))).toBe(true)
  }
})

test("the admin dashboard's first-visit reload happens before it paints, with no blank flash", async ({ page }) => {
  // Each document records whether it ever showed the dashboard, and how it was loaded.
  await page.addInitScript(() => {
    const record = () => {
      const shown = [...document.querySelectorAll('h1, h2')].some((h) => h.textContent === 'Dashboard')
      if (!shown || (window as unknown as { recorded?: boolean }).recorded) return
      ;(window as unknown as { recorded?: boolean }).recorded = true
      const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      const seen = JSON.parse(sessionStorage.getItem('dashboardPaints') ?? '[]')
      sessionStorage.setItem('dashboardPaints', JSON.stringify([...seen, entry?.type]))
    }
    new MutationObserver(record).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill('admin@str.example')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Admin@2026!')
  await page.getByRole('button', { name: /log ?in/i }).click()
  await settleFirstVisitReload(page)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  // Shown once, by the reloaded document; the document the login form was in never drew it.
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('dashboardPaints'))) ?? '[]')).toEqual(['reload'])
  // Later visits do not reload again.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('reloadCount'))).toBe('2')
  await snap(page, 'admin-dashboard-after-login')
})

test('paying by UPI: a phone opens the UPI app, the payee is named, and the UTR step is explained', async ({ page }) => {
  await logInMember(page)
  await page.goto('/user/buy-token')
  await page.getByLabel('Amount (INR)').fill('1000')
  await page.getByRole('button', { name: 'BUY NOW' }).click()
  await expect(page.getByRole('tab', { name: 'UPI' })).toHaveAttribute('aria-selected', 'true')
  const phone = (page.viewportSize()?.width ?? 1280) < 768
  const qr = page.getByRole('img', { name: /UPI QR code to pay/ })
  await expect(qr).toBeVisible()
  const link = (await page.locator('[data-upi-link]').getAttribute('data-upi-link'))!
  expect(link).toMatch(/^upi:\/\/pay\?pa=/)
  const query = link.slice(link.indexOf('?'))

  const openApp = page.getByRole('link', { name: 'Open UPI app' })
  if (phone) {
    // The main action comes first, the QR after it, and each listed app opens with this payment.
    await expect(openApp).toBeVisible()
    await expect(openApp).toHaveAttribute('href', link)
    expect((await openApp.boundingBox())!.y).toBeLessThan((await qr.boundingBox())!.y)
    await expect(page.getByRole('link', { name: 'Pay with PhonePe' })).toHaveAttribute('href', `phonepe://pay${query}`)
    await expect(page.getByRole('link', { name: 'Pay with Google Pay' })).toHaveAttribute('href', `tez://upi/pay${query}`)
    await expect(page.getByRole('link', { name: 'Pay with Paytm' })).toHaveAttribute('href', `paytmmp://pay${query}`)
  } else {
    await expect(openApp).toBeHidden()
    await expect(page.getByText(/Scan with any UPI app to pay/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Pay with PhonePe' })).toBeHidden()
  }
  await expect(page.getByRole('list', { name: 'Supported UPI apps' })).toContainText('PhonePe')
  await expect(page.getByText('Payee: STR Token')).toBeVisible()
  await expect(page.getByRole('button', { name: 'PAY', exact: true })).toHaveAccessibleDescription(/After paying in your UPI app, press PAY to submit the UTR/)
  await page.getByText('Where do I find the UTR?').click()
  await expect(page.getByText('Balance & History, open the payment: UPI Ref. No.')).toBeVisible()
  await snap(page, 'payment-upi-journey')
})

async function startOrder(page: Page, amount: string): Promise<string> {
  await page.goto('/user/buy-token')
  await page.getByLabel('Amount (INR)').fill(amount)
  await page.getByRole('button', { name: 'BUY NOW' }).click()
  await expect(page).toHaveURL(/\/user\/payment\?purchaseId=PUR-\d{6}/)
  return new URL(page.url()).searchParams.get('purchaseId')!
}

test('after paying, Buy Token confirms the order (also after a reload) and leads to it in the history', async ({ page }) => {
  const utr = (Date.now() + 7).toString().slice(-12).padStart(12, '5')
  await logInMember(page)
  const order = await startOrder(page, '1500')
  await submitProof(page, utr)
  await expect(page).toHaveURL(/\/user\/buy-token$/)

  const confirmation = page.getByRole('status', { name: 'Payment submitted' })
  await expect(confirmation).toContainText(order)
  await expect(confirmation).toContainText('₹1,530.00')
  await expect(confirmation).toContainText(utr)
  await expect(confirmation).toContainText('Pending verification')
  await snap(page, 'payment-confirmation')
  await page.reload()
  await expect(confirmation).toContainText(order)

  await confirmation.getByRole('link', { name: 'See this order in your payment history' }).click()
  await expect(page).toHaveURL(/\/user\/payment-history\?search=PUR-\d{6}$/)
  await expect(page.getByRole('row', { name: new RegExp(order) })).toContainText('PENDING')
})

test('the payment window counts from the order, survives a reload, and an expired order is replaced by a new one', async ({ page }) => {
  await page.clock.install()
  await logInMember(page)
  const order = await startOrder(page, '2000')
  const timer = page.getByRole('timer', { name: 'Transaction time' })
  await expect(timer).toContainText(/1[45]:\d\d/)
  await page.clock.fastForward('05:00')
  await page.reload()
  await expect(timer).toContainText(/(10:00|09:5\d)/)

  await page.clock.fastForward('10:01')
  await expect(timer).toContainText('expired!')
  await expect(page.getByRole('button', { name: 'PAY', exact: true })).toBeDisabled()
  await snap(page, 'payment-expired')
  await page.getByRole('button', { name: 'Start a new order' }).click()
  await expect(page).not.toHaveURL(new RegExp(order))
  await expect(page).toHaveURL(/purchaseId=PUR-\d{6}&purchaseAmount=2000$/)
  await expect(timer).toContainText(/1[45]:\d\d/)
  await expect(page.getByRole('button', { name: 'PAY', exact: true })).toBeEnabled()
})

test("the super admin's dashboard shows the platform's figures", async ({ page, request }) => {
  await page.goto('/superadmin/login')
  await page.getByLabel('Email').fill('super@str.example')
  await page.getByRole('button', { name: 'Get OTP' }).click()
  await page.getByLabel('OTP').fill(await codeSentTo(request, 'super@str.example'))
  await page.getByRole('button', { name: 'Login' }).click()
  await settleFirstVisitReload(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  const companies = page.getByRole('region', { name: 'Companies' })
  await expect(companies.locator('dd')).toHaveText(/^[1-9][\d,]*$/)
  await expect(page.getByRole('region', { name: 'Members' }).locator('dd').first()).toHaveText(/^[1-9][\d,]*$/)
  await expect(page.getByRole('region', { name: 'Collections' }).locator('dd').first()).toHaveText(/^₹[\d,]+\.\d\d$/)
  await snap(page, 'superadmin-dashboard')
})

test('a deep link and a bookmarked filtered list survive signing in', async ({ page, browser }) => {
  const payment = '/user/payment?purchaseId=PUR-123456&purchaseAmount=1000'
  await page.goto(payment)
  await expect(page).toHaveURL(/\/\?redirect=/)
  await page.getByLabel('Email').fill(MEMBER.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(MEMBER.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(new RegExp(`${payment.replace(/[?]/g, '\\?')}$`))
  await expect(page.getByText('PUR-123456')).toBeVisible()

  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
  const admin = await adminContext.newPage()
  const list = '/admin/purchaserequest?tab=history&status=REJECTED'
  await admin.goto(list)
  await expect(admin).toHaveURL(/\/admin\/login\?redirect=/)
  await admin.getByLabel('Email').fill('admin@str.example')
  await admin.getByRole('textbox', { name: 'Password', exact: true }).fill('Admin@2026!')
  await admin.getByRole('button', { name: /log ?in/i }).click()
  await expect(admin).toHaveURL(new RegExp(`${list.replace(/[?]/g, '\\?')}$`))
  await expect(admin.getByRole('combobox', { name: 'Status' })).toHaveValue('REJECTED')
  await snap(admin, 'bookmark-after-login')
  await adminContext.close()
})

test('a bookmark with a 20-digit UTR and a digit-only search keeps them exactly', async ({ page, request }) => {
  await signInAdmin(page, request)
  await page.goto('/admin/purchaserequest?search1=12345678901234567890')
  await expect(page.getByRole('searchbox').first()).toHaveValue('12345678901234567890')
  await expect(page).toHaveURL(/search1=12345678901234567890$/)
  await page.goto('/admin/usermanage?search=9876')
  await expect(page.getByRole('searchbox').first()).toHaveValue('9876')
  await expect(page).toHaveURL(/\?search=9876$/)
})

test.describe('on a device set to dark', () => {
  test.use({ colorScheme: 'dark' })

  test('dark mode follows the device, and the toggle switches it and keeps the choice', async ({ page }) => {
    const scheme = () => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))
    const bodyBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
    expect(await scheme()).toBe('dark')
    expect(await bodyBackground()).not.toBe('rgb(255, 255, 255)')
    await snap(page, 'login-dark')
    await logInMember(page)
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await snap(page, 'dashboard-dark')
    await page.getByRole('button', { name: 'Switch to light mode' }).click()
    expect(await scheme()).toBe('light')
    expect(await bodyBackground()).toBe('rgb(255, 255, 255)')
    // The choice outlives a reload, though the device still asks for dark.
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    expect(await scheme()).toBe('light')
    await page.getByRole('button', { name: 'Switch to dark mode' }).click()
    expect(await scheme()).toBe('dark')
  })
})

test('the member dashboard shows the price, the sale progress, money invested and pending orders, and leads to buying', async ({ page }) => {
  await logInMember(page)
  const sale = page.getByRole('region', { name: 'Token sale' })
  await expect(sale.getByText(/^₹[\d,]+\.\d{2} \/ STR$/)).toBeVisible()
  await expect(sale.getByText(/^[\d,]+ of [\d,]+ STR \(\d+\.\d{2}%\)$/)).toBeVisible()
  // A bar that is nearly empty has no width to see; it is still there, with its value, for a screen reader.
  await expect(sale.getByRole('progressbar', { name: 'Sale progress' })).toHaveAttribute('aria-valuenow', /^\d+(\.\d+)?$/)
  await expect(sale.getByText(/^₹[\d,]+\.\d{2}$/)).toBeVisible()
  await snap(page, 'member-dashboard-sale')
  await sale.getByRole('link', { name: 'Buy Token' }).click()
  await expect(page).toHaveURL(/\/user\/buy-token$/)
})
