import { expect, test } from '@playwright/test'
import { codeSentTo, snap, tokenFrom, uniqueContact } from './helpers'

const ADMIN = { email: 'admin@str.example', password: 'Admin@2026!' }

test('a new member is told what verification means, an order is rejected with a reason, the dashboard says so and Pay again starts a new order of the same amount', async ({
  page,
  request,
}) => {
  const { email, mobile } = uniqueContact('ravi')

  // Registration ends on the login with the new email filled in.
  await page.goto('/register')
  await page.getByLabel('Name').fill('Ravi Kumar')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mobile').fill(mobile)
  await page.getByRole('button', { name: 'Request OTP' }).click()
  await page.getByLabel('OTP').fill(await codeSentTo(request, email))
  await page.getByLabel('Date of Birth').fill('1990-01-26')
  await page.getByLabel('Pincode').fill('560001')
  await page.getByLabel('Gender').selectOption('male')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Ravi@2026!')
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('Ravi@2026!')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await snap(page, 'after-login-prefilled')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Ravi@2026!')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/user\/dashboard$/)

  // Not verified yet: what it means and what is left to do.
  const unverified = page.getByRole('region', { name: 'Your account is not verified yet' })
  await expect(unverified).toContainText('You can buy tokens meanwhile')
  await expect(unverified).toContainText('Add your Aadhaar number so the admin can verify you: complete your profile')
  await snap(page, 'after-unverified-dashboard')

  // A manual order of ₹5,000.
  await page.goto('/user/buy-token')
  await page.getByLabel('Amount (INR)').fill('5000')
  await page.getByRole('button', { name: 'BUY NOW' }).click()
  await expect(page).toHaveURL(/\/user\/payment\?purchaseId=PUR-\d{6}&purchaseAmount=5000$/)
  const firstOrder = new URL(page.url()).searchParams.get('purchaseId')!
  await page.getByRole('tab', { name: 'Manual' }).click()
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Confirm Payment' }).click()
  const confirmation = page.getByRole('status', { name: 'Payment submitted' })
  await expect(confirmation).toContainText(/Tokens[\d,]+ STR/)
  await snap(page, 'after-payment-confirmation')

  // The admin rejects it, saying why.
  const admin = await tokenFrom(request, '/api/v1/company/auth/login', ADMIN)
  const headers = { authorization: admin }
  const listed = await request.get(`/api/v1/admin/transaction/list?search=${firstOrder}`, { headers })
  const [purchase] = (await listed.json()).data.records
  const rejected = await request.post('/api/v1/admin/transaction/reject', { headers, data: { id: purchase.id, reason: 'No payment with this UTR reached our account.' } })
  expect(rejected.ok()).toBe(true)

  // The dashboard says so first, with the order, the amount and the reason.
  await page.goto('/user/dashboard')
  const notice = page.getByRole('region', { name: 'Payment not accepted' })
  await expect(notice).toContainText(`Order #${firstOrder} · ₹5,100.00`)
  await expect(notice).toContainText('Reason: No payment with this UTR reached our account.')
  await snap(page, 'after-rejection-dashboard')

  // Pay again: Buy Token with the same amount; BUY NOW makes a new order.
  await notice.getByRole('link', { name: `Pay again for ${firstOrder}` }).click()
  await expect(page).toHaveURL(/\/user\/buy-token\?amount=5000$/)
  await expect(page.getByLabel('Amount (INR)')).toHaveValue('5000')
  await snap(page, 'after-pay-again-buy')
  await page.getByRole('button', { name: 'BUY NOW' }).click()
  await expect(page).toHaveURL(/\/user\/payment\?purchaseId=PUR-\d{6}&purchaseAmount=5000$/)
  expect(new URL(page.url()).searchParams.get('purchaseId')).not.toBe(firstOrder)

  // The history offers it on the rejected row too.
  await page.goto('/user/payment-history?status=REJECTED')
  await expect(page.getByRole('row', { name: new RegExp(firstOrder) }).getByRole('link', { name: `Pay again for ${firstOrder}` })).toBeVisible()
  await snap(page, 'after-history-rejected')
})
