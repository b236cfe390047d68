import { expect, test, type Page } from '@playwright/test'
import { openMenu, seeDashboardChart, settleFirstVisitReload, snap, submitProof } from './helpers'

const MEMBER = { email: 'member@str.example', password: 'Member@2026!' }
const ADMIN = { email: 'admin@str.example', password: 'Admin@2026!' }

async function logInMember(page: Page) {
  await page.goto('/')
  await page.getByLabel('Email').fill(MEMBER.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(MEMBER.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/user\/dashboard$/)
}

/** The remaining private supply on Buy Token, as a whole number. */
async function remainingSupply(page: Page): Promise<number> {
  await page.goto('/user/buy-token')
  const value = page.locator('dt', { hasText: 'Available remaining private supply' }).locator('xpath=following-sibling::dd')
  await expect(value).toContainText(/\d/)
  return Number((await value.innerText()).replace(/[^\d]/g, ''))
}

async function startPurchase(page: Page, amount: string): Promise<string> {
  await page.goto('/user/buy-token')
  await page.getByLabel('Amount (INR)').fill(amount)
  await expect(page.getByText('Estimated tokens')).toBeVisible()
  await snap(page, 'buy-token')
  await page.getByRole('button', { name: 'BUY NOW' }).click()
  await expect(page).toHaveURL(new RegExp(`/user/payment\\?purchaseId=PUR-\\d{6}&purchaseAmount=${amount}$`))
  return new URL(page.url()).searchParams.get('purchaseId')!
}

test('a member buys by UPI and manually; the admin approves one and rejects the other; balances follow', async ({ page, browser }) => {
  // Two browsers and both decisions read in the review panel: a long journey, given three times the usual time.
  test.slow()
  const utr = Date.now().toString().slice(-12).padStart(12, '4')
  await logInMember(page)
  const before = await remainingSupply(page)

  // UPI: ₹10,000 plus the 2% fee, paid by QR, proven with a receipt.
  const upiOrder = await startPurchase(page, '10000')
  await expect(page.getByRole('tab', { name: 'UPI' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('timer', { name: 'Transaction time' })).toContainText(/1[45]:\d\d/)
  const qr = page.locator('[data-upi-link]')
  await expect(qr).toHaveAttribute('data-upi-link', `upi://pay?pa=strtoken@sbi&pn=STR%20Token&am=10200.00&cu=INR&tn=Order%20${upiOrder}`)
  await expect(page.getByRole('img', { name: 'UPI QR code to pay ₹10,200.00' })).toBeVisible()
  await snap(page, 'payment-upi')
  await submitProof(page, utr)
  await expect(page.getByText('UPI proof submitted successfully.')).toBeVisible()
  await expect(page).toHaveURL(/\/user\/buy-token$/)

  // Manual: ₹5,000 with no proof.
  const manualOrder = await startPurchase(page, '5000')
  await page.getByRole('tab', { name: 'Manual' }).click()
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Confirm Payment' }).click()
  await expect(page.getByText('MANUAL payment submitted successfully.')).toBeVisible()

  // Both wait as PENDING in the history, the UPI one with its receipt.
  await page.goto('/user/payment-history')
  const history = page.getByRole('table', { name: 'Payment history' })
  await expect(history.getByRole('row', { name: new RegExp(upiOrder) })).toContainText('PENDING')
  await expect(history.getByRole('row', { name: new RegExp(manualOrder) })).toContainText('PENDING')
  await page.getByRole('button', { name: `View receipt for ${upiOrder}` }).click()
  const receipt = page.getByRole('dialog', { name: 'View Payment Receipt' })
  await expect(receipt.locator('img[src*="/api/v1/media/file/"]')).toBeVisible()
  await snap(page, 'history-receipt')
  await receipt.getByRole('button', { name: 'Close' }).click()

  // The admin decides, in a browser of their own.
  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
  const admin = await adminContext.newPage()
  await admin.goto('/admin/login')
  await admin.getByLabel('Email').fill(ADMIN.email)
  await admin.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password)
  await admin.getByRole('button', { name: /log ?in/i }).click()
  await expect(admin).toHaveURL(/\/admin\/dashboard$/)
  await settleFirstVisitReload(admin)

  await admin.goto(`/admin/purchaserequest?search1=${upiOrder}`)
  const requests = admin.getByRole('table').first()
  await expect(requests.getByRole('row')).toHaveCount(2)
  // The pending row says how long ago it came in; it opens the review with what the decision needs: the UTR and the receipt.
  const pendingRow = requests.getByRole('row').nth(1)
  await expect(pendingRow).toContainText(/just now|minutes? ago/)
  await snap(admin, 'admin-pending-row')
  await pendingRow.getByText('UPI', { exact: true }).click()
  const review = admin.getByRole('dialog', { name: `Review purchase ${upiOrder}` })
  await expect(review).toContainText(utr)
  await expect(review.getByRole('img', { name: `Receipt of ${upiOrder}` })).toBeVisible()
  await snap(admin, 'admin-pending-review')
  await review.getByRole('button', { name: 'Close' }).click()
  await expect(review).toBeHidden()
  await requests.getByRole('button', { name: 'Approve' }).click()
  const approveDialog = admin.getByRole('dialog', { name: 'Approve Purchase' })
  await expect(approveDialog).toContainText(utr)
  await snap(admin, 'admin-approve')
  await approveDialog.getByRole('button', { name: 'Approve' }).click()
  await expect(admin.getByText('Purchase approved successfully')).toBeVisible()

  await admin.goto(`/admin/purchaserequest?search1=${manualOrder}`)
  await admin.getByRole('table').first().getByRole('button', { name: 'Reject' }).click()
  await admin.getByRole('dialog', { name: 'Reject Purchase' }).getByRole('button', { name: 'Reject' }).click()
  await expect(admin.getByText('Purchase rejected successfully')).toBeVisible()

  // History shows both decisions, and their review who took them.
  await admin.goto(`/admin/purchaserequest?tab=history&search1=${upiOrder}`)
  await admin
    .getByRole('row', { name: /APPROVED/ })
    .getByText('UPI', { exact: true })
    .click()
  await expect(admin.getByRole('dialog', { name: `Review purchase ${upiOrder}` })).toContainText('STR Admin')
  await admin.goto(`/admin/purchaserequest?tab=history&status=REJECTED&search1=${manualOrder}`)
  await admin
    .getByRole('row', { name: /REJECTED/ })
    .getByText('MANUAL', { exact: true })
    .click()
  const rejectedReview = admin.getByRole('dialog', { name: `Review purchase ${manualOrder}` })
  await expect(rejectedReview).toContainText('STR Admin')
  await snap(admin, 'admin-history')
  // The review panel covers the menu: closed, as a person would, before going on.
  await rejectedReview.getByRole('button', { name: 'Close' }).click()
  await expect(rejectedReview).toBeHidden()

  // The dashboard draws its charts from the new figures.
  await openMenu(admin)
  await admin.getByRole('link', { name: 'Dashboard' }).click()
  await expect(admin.getByText('Token Supply Distribution')).toBeVisible()
  await expect(admin.getByText('Total Collection Method Wise')).toBeVisible()
  await seeDashboardChart(admin, 'Token Supply Distribution', 'Token Supply Distribution pie chart')
  await expect(admin.getByRole('list', { name: 'Token Supply Distribution values' }).getByRole('listitem').filter({ hasText: 'Remaining Private Supply' })).toContainText(/\d/)
  await snap(admin, 'admin-dashboard')
  await adminContext.close()

  // The member's stock and the remaining supply moved by exactly the 1,000 tokens approved.
  expect(await remainingSupply(page)).toBe(before - 1000)
  await page.goto('/user/dashboard')
  await page.getByRole('button', { name: /My Stock/ }).click()
  await expect(page.getByRole('button', { name: /My Stock/ })).toContainText(/\d/)
  await snap(page, 'member-dashboard')
})
