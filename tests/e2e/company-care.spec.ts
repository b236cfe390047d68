import { expect, test, type Page } from '@playwright/test'
import { codeSentTo, signInSuperAdmin, snap } from './helpers'

/**
 * The super admin edits a company of the test's own (never the demo company, which other suites
 * use), suspends it, its people are told why they cannot sign in, and resuming lets them back.
 */

const REASON = 'KYC documents are under review'

/** Neither the page nor the table's own box scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const page_ = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth }
  })
  expect(page_.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(page_.clientWidth)
  const box = page.getByRole('table', { name: 'Companies' }).locator('xpath=ancestor::*[@tabindex="0"][1]')
  const table = await box.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }))
  expect(table.scrollWidth, "the table's box scrolls sideways").toBeLessThanOrEqual(table.clientWidth)
}

test('the super admin edits, suspends and resumes a company; its people are told why they cannot sign in', async ({ page, request, browser }) => {
  // Two browsers, a registration and three sign-ins: longer than one screen's journey.
  test.setTimeout(180_000)
  const width = page.viewportSize()?.width ?? 0
  const suffix = `${Date.now().toString().slice(-5)}${width === 390 ? 'P' : 'D'}`
  const symbol = `CC${suffix}`
  const adminEmail = `care.${suffix.toLowerCase()}@company.example`
  const adminPassword = 'Care@Admin2026'

  // A company of the test's own, with a member registered in it. One code per worker signs the
  // super admin in (sends are rate-limited); the API calls use the same session.
  await signInSuperAdmin(page, request)
  const token = (await page.evaluate(() => localStorage.getItem('accessToken'))) ?? ''
  const added = await request.post('/api/v1/superadmin/company/add', {
    headers: { authorization: token },
    data: {
      companyName: `Care Co ${suffix} Pvt Ltd`,
      email: adminEmail,
      mobile: `9${Date.now().toString().slice(-9)}`,
      companyAadhaarCard: '234567890124',
      companyPan: 'ABCDE1234F',
      companyAddress: '14 Linking Road, Bandra West, Mumbai',
      companyPincode: '400050',
      tokenName: 'Care Token',
      tokenSymbol: symbol,
      price: '2.00',
      totalSupply: '1000000',
      platformChargePercent: '1.5',
      adminPassword,
    },
  })
  expect(added.status(), await added.text()).toBe(200)
  const companyId = (await added.json()).data.id as string
  const memberEmail = `member.${suffix.toLowerCase()}@example.in`
  const memberMobile = `8${Date.now().toString().slice(-9)}`
  const otp = await request.post('/api/v1/user/auth/register/otp', { data: { companyId, name: 'Care Member', email: memberEmail, mobile: memberMobile } })
  expect(otp.status(), await otp.text()).toBe(200)
  const registered = await request.post('/api/v1/user/auth/register', {
    data: {
      companyId,
      name: 'Care Member',
      email: memberEmail,
      mobile: memberMobile,
      dateOfBirth: '1990-04-01',
      password: 'Member@Care2026',
      otp: await codeSentTo(request, memberEmail),
    },
  })
  expect(registered.status(), await registered.text()).toBe(200)

  // The company's admin is signed in, in a browser of their own.
  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined, isMobile: width === 390, hasTouch: width === 390 })
  const admin = await adminContext.newPage()
  await admin.goto('/admin/login')
  await admin.getByLabel('Email').fill(adminEmail)
  await admin.getByRole('textbox', { name: 'Password', exact: true }).fill(adminPassword)
  await admin.getByRole('button', { name: 'Login' }).click()
  await expect(admin).toHaveURL(/\/admin\/dashboard$/)

  // The list, found by the company's symbol, fits the screen.
  await page.goto(`/superadmin/companymanage?search=${symbol}`)
  const table = page.getByRole('table', { name: 'Companies' })
  const row = table.getByRole('row').filter({ hasText: symbol })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Active')
  if (width >= 1280) {
    // Every column the spec names is a header on screen, and nothing scrolls sideways.
    for (const header of ['Sl.No', 'Name', 'Email', 'Mobile', 'Aadhaar', 'PAN', 'Address', 'PIN', 'Token', 'Symbol', 'Date', 'Status', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible()
    }
    await expectNoSidewaysScroll(page)
    // The date is whole, on one line.
    const date = row.getByRole('cell').nth(10)
    expect(await date.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)
    await expect(date).toHaveText(/^\d{4}-\d{2}-\d{2}$/)
  } else {
    // A phone shows each company as a card, with nothing cut at the screen's edge.
    for (const cell of await row.locator('td[data-label]').all()) {
      const box = await cell.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= width + 1, `${await cell.getAttribute('data-label')} fits the screen`).toBe(true)
    }
  }
  await snap(page, 'company-care-list')

  // Edit: a new name and fee; the list shows the change.
  await row.getByRole('button', { name: `Actions for Care Co ${suffix} Pvt Ltd` }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit company' })
  await expect(edit.getByRole('textbox', { name: 'Token Symbol' })).toHaveValue(symbol)
  await expect(edit.getByRole('textbox', { name: 'Token Symbol' })).toBeDisabled()
  await edit.getByRole('textbox', { name: 'Company Name', exact: true }).fill(`Care Labs ${suffix} Pvt Ltd`)
  await edit.getByRole('textbox', { name: 'Platform Fee (%)', exact: true }).fill('2.5')
  await snap(page, 'company-care-edit')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit).toBeHidden()
  await expect(row).toContainText(`Care Labs ${suffix} Pvt Ltd`)

  // Suspend, with a reason.
  await row.getByRole('button', { name: `Actions for Care Labs ${suffix} Pvt Ltd` }).click()
  await page.getByRole('menuitem', { name: 'Suspend' }).click()
  const suspend = page.getByRole('dialog', { name: `Suspend Care Labs ${suffix} Pvt Ltd?` })
  await suspend.getByRole('textbox', { name: 'Reason' }).fill(REASON)
  await snap(page, 'company-care-suspend')
  await suspend.getByRole('button', { name: 'Suspend' }).click()
  await expect(suspend).toBeHidden()
  await expect(row).toContainText('Suspended')
  await snap(page, 'company-care-suspended')

  // The admin's open session is refused at its next step, and the login page says why.
  await admin.reload()
  await expect(admin).toHaveURL(/\/admin\/login/)
  await expect(admin.getByRole('alert').filter({ hasText: 'Sale suspended' })).toContainText(REASON)
  // Signing in again is refused, saying why.
  await admin.getByLabel('Email').fill(adminEmail)
  await admin.getByRole('textbox', { name: 'Password', exact: true }).fill(adminPassword)
  await expect(admin.getByRole('button', { name: 'Login' })).toBeEnabled()
  await admin.getByRole('button', { name: 'Login' }).click()
  // The refusal says why, in the toast and in the notice above the form.
  await expect(admin.getByText(`This company's sale is suspended. Reason: ${REASON}. Please contact support.`).first()).toBeVisible()
  await expect(admin.getByRole('alert').filter({ hasText: 'Sale suspended' })).toBeVisible()
  await expect(admin).toHaveURL(/\/admin\/login/)
  await snap(admin, 'company-care-admin-refused')

  // The member's sign-in is refused with the reason (the member login page serves the demo
  // company only, so the member signs in through the same call it makes).
  const refused = await request.post('/api/v1/user/auth/login', { data: { companyId, user: memberEmail, password: 'Member@Care2026' } })
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toMatchObject({ code: 'COMPANY_SUSPENDED', message: `This company's sale is suspended. Reason: ${REASON}. Please contact support.` })

  // Resume: the admin and the member sign in again.
  await row.getByRole('button', { name: `Actions for Care Labs ${suffix} Pvt Ltd` }).click()
  await page.getByRole('menuitem', { name: 'Resume' }).click()
  const resume = page.getByRole('dialog', { name: `Resume Care Labs ${suffix} Pvt Ltd?` })
  await resume.getByRole('button', { name: 'Resume' }).click()
  await expect(resume).toBeHidden()
  await expect(row).toContainText('Active')

  await admin.getByRole('button', { name: 'Login' }).click()
  await expect(admin).toHaveURL(/\/admin\/dashboard$/)
  await expect(admin.getByRole('alert').filter({ hasText: 'Sale suspended' })).toBeHidden()
  const back = await request.post('/api/v1/user/auth/login', { data: { companyId, user: memberEmail, password: 'Member@Care2026' } })
  expect(back.status()).toBe(200)
  await adminContext.close()
})
