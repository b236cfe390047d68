import { expect, test } from '@playwright/test'
import { codeSentTo, openMenu, settleFirstVisitReload, snap } from './helpers'

test('the super admin signs in by code, adds a company whose admin starts empty, and sees the demo purchases', async ({ page, request, browser }) => {
  const suffix = Date.now().toString().slice(-6)
  const symbol = `N${suffix.slice(-4)}`
  const companyEmail = `ops.${suffix}@nova.example`
  const member = await request.post('/api/v1/user/auth/login', {
    data: { companyId: '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68', user: 'member@str.example', password: 'Member@2026!' },
  })
  const memberToken = (await member.json()).data.token
  const purchase = await request.post('/api/v1/user/package/purchase', {
    headers: { authorization: memberToken },
    data: { purchaseId: `PUR-${suffix}`, paymentMethod: 'MANUAL', amount: '2500' },
  })
  expect(purchase.status()).toBe(200)

  await page.goto('/superadmin/login')
  await expect(page.getByRole('heading', { name: 'Super Admin' })).toBeVisible()
  await page.getByLabel('Email').fill('super@str.example')
  await page.getByRole('button', { name: 'Get OTP' }).click()
  await expect(page.getByText('02:5')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '')
  await page.getByLabel('OTP').fill(await codeSentTo(request, 'super@str.example'))
  await snap(page, 'superadmin-login')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/superadmin\/dashboard$/)
  // The first visit reloads the page once; let it settle before moving on.
  await settleFirstVisitReload(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()

  await openMenu(page)
  await page.getByRole('link', { name: 'Company Manage' }).click()
  await expect(page.getByRole('heading', { name: 'Manage Company' })).toBeVisible()
  await page.getByRole('button', { name: 'Add Company' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Company' })
  await dialog.getByRole('textbox', { name: 'Company Name', exact: true }).fill(`Nova Coin ${suffix} Pvt Ltd`)
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(companyEmail)
  await dialog.getByRole('textbox', { name: 'Mobile', exact: true }).fill(`8${suffix}123`)
  await dialog.getByRole('textbox', { name: 'Aadhaar Number', exact: true }).fill('234567890124')
  await dialog.getByRole('textbox', { name: 'PAN', exact: true }).fill('ABCDE1234F')
  await dialog.getByRole('textbox', { name: 'PIN Code', exact: true }).fill('400001')
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('Nariman Point, Mumbai')
  await dialog.getByRole('textbox', { name: 'Token Name', exact: true }).fill('Nova Coin')
  await dialog.getByRole('textbox', { name: 'Token Symbol', exact: true }).fill(symbol)
  await dialog.getByRole('textbox', { name: 'Token Price (INR)', exact: true }).fill('2.50')
  await dialog.getByRole('textbox', { name: 'Total Supply', exact: true }).fill('5000000')
  await dialog.getByRole('textbox', { name: 'Platform Fee (%)', exact: true }).fill('1.5')
  await dialog.getByRole('textbox', { name: 'Admin Password' }).fill('Nova@2026!')
  await snap(page, 'superadmin-add-company')
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: symbol, exact: true }) })
  await expect(row).toBeVisible()
  await expect(row).toContainText('XXXXXXXX0124')
  await snap(page, 'superadmin-companies')

  // The new company's admin, in a browser of their own.
  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
  const admin = await adminContext.newPage()
  await admin.goto('/admin/login')
  await admin.getByLabel('Email').fill(companyEmail)
  await admin.getByRole('textbox', { name: 'Password', exact: true }).fill('Nova@2026!')
  await admin.getByRole('button', { name: /log ?in/i }).click()
  await expect(admin).toHaveURL(/\/admin\/dashboard$/)
  await settleFirstVisitReload(admin)
  await expect(admin.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await admin.goto('/admin/purchaserequest')
  await expect(admin.getByText(/no .*(purchase|request)/i).first()).toBeVisible()
  await adminContext.close()

  await openMenu(page)
  await page.getByRole('link', { name: 'Transaction Manage' }).click()
  await expect(page.getByRole('cell', { name: `PUR-${suffix}` })).toBeVisible()
  await snap(page, 'superadmin-transactions')
})
