import { expect, test, type Browser, type Page } from '@playwright/test'
import { signInAdmin, signInMember, snap, submitProof } from './helpers'

/** A UPI purchase of `amount` rupees with its proof, from Buy Token; answers its order number. */
async function buyByUpi(page: Page, amount: string): Promise<string> {
  await page.goto('/user/buy-token')
  await page.getByLabel('Amount (INR)').fill(amount)
  await page.getByRole('button', { name: 'BUY NOW' }).click()
  await expect(page).toHaveURL(/\/user\/payment\?purchaseId=PUR-\d{6}/)
  const order = new URL(page.url()).searchParams.get('purchaseId')!
  await submitProof(page, Date.now().toString().slice(-12).padStart(12, '7'))
  await expect(page.getByText('UPI proof submitted successfully.')).toBeVisible()
  return order
}

/** The admin decides one order on Purchase Requests, in a browser of their own, as a person does. */
async function decide(browser: Browser, page: Page, order: string, decision: 'Approve' | 'Reject', reason?: string) {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
  const admin = await context.newPage()
  await signInAdmin(admin, admin.request)
  await admin.goto(`/admin/purchaserequest?search1=${order}`)
  await admin.getByRole('table').first().getByRole('button', { name: decision, exact: true }).click()
  const dialog = admin.getByRole('dialog', { name: `${decision} Purchase` })
  if (reason) await dialog.getByRole('textbox').fill(reason)
  await dialog.getByRole('button', { name: decision, exact: true }).click()
  await expect(admin.getByText(`Purchase ${decision === 'Approve' ? 'approved' : 'rejected'} successfully`)).toBeVisible()
  await context.close()
}

/** The unread count the bell says, from its accessible name ("Notifications, 3 unread"; none: 0). */
async function unreadCount(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^Notifications/ })
  await expect(bell).toBeVisible()
  const name = (await bell.getAttribute('aria-label')) ?? (await bell.textContent()) ?? ''
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0)
}

test('an approval reaches the member at once: the open history changes by itself, the bell counts it, and the receipt downloads', async ({ page, browser }) => {
  await signInMember(page, page.request)
  const order = await buyByUpi(page, '2000')

  await page.goto(`/user/payment-history?status=ALL&search=${order}`)
  const row = page.getByRole('table', { name: 'Payment history' }).getByRole('row', { name: new RegExp(order) })
  await expect(row).toContainText('PENDING')
  const before = await unreadCount(page)

  await decide(browser, page, order, 'Approve')

  // No reload: the stream tells the open page.
  await expect(row).toContainText('APPROVED', { timeout: 10_000 })
  await expect.poll(() => unreadCount(page), { timeout: 10_000 }).toBe(before + 1)
  await page.getByRole('button', { name: /^Notifications/ }).click()
  await expect(page.getByText(new RegExp(`Your order ${order} for .* is approved`))).toBeVisible()
  await snap(page, 'news-bell-approved')
  await page.keyboard.press('Escape')

  const download = page.waitForEvent('download')
  await row.getByRole('button', { name: `Download receipt for ${order}` }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(new RegExp(`${order}.*\\.pdf$`))
  const stream = await file.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-')
  await snap(page, 'news-history-approved')
})

test('a rejection reaches the member with its reason, and Pay again starts a new order of the same amount', async ({ page, browser }) => {
  await signInMember(page, page.request)
  const order = await buyByUpi(page, '3000')
  await page.goto(`/user/payment-history?status=ALL&search=${order}`)
  const row = page.getByRole('table', { name: 'Payment history' }).getByRole('row', { name: new RegExp(order) })
  await expect(row).toContainText('PENDING')

  await decide(browser, page, order, 'Reject', 'The UTR does not match our bank statement.')

  await expect(row).toContainText('REJECTED', { timeout: 10_000 })
  await page.getByRole('button', { name: /^Notifications/ }).click()
  await expect(page.getByText('The UTR does not match our bank statement.').first()).toBeVisible()
  await page.keyboard.press('Escape')

  // The dashboard, where a member looks first, says it too.
  await page.goto('/user/dashboard')
  await expect(page.getByText('The UTR does not match our bank statement.').first()).toBeVisible()
  await snap(page, 'news-dashboard-rejected')

  await page.goto(`/user/payment-history?status=ALL&search=${order}`)
  await row.getByRole('link', { name: `Pay again for ${order}` }).click()
  await expect(page).toHaveURL(/\/user\/buy-token\?amount=3000$/)
  await expect(page.getByLabel('Amount (INR)')).toHaveValue('3000')
})
