import { expect, test, type Page } from '@playwright/test'
import { clickInMenu, signInAdmin, signInMember, signInSuperAdmin, snap, submitProof } from './helpers'

/** Today in India, as the date inputs write it. */
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)

/** A member's UPI purchase with its proof; answers its order number. */
async function pendingPurchase(page: Page): Promise<string> {
  await signInMember(page, page.request)
  await page.goto('/user/buy-token')
  await page.getByLabel('Amount (INR)').fill('1500')
  await page.getByRole('button', { name: 'BUY NOW' }).click()
  await expect(page).toHaveURL(/\/user\/payment\?purchaseId=PUR-\d{6}/)
  const order = new URL(page.url()).searchParams.get('purchaseId')!
  await submitProof(page, Date.now().toString().slice(-12).padStart(12, '6'))
  await expect(page.getByText('UPI proof submitted successfully.')).toBeVisible()
  return order
}

test('an approval is in the Activity Log, filtered by action and day, and a reload of the URL shows the same list; the super admin sees it too', async ({ page }) => {
  // A member's purchase, its approval and two consoles: more steps than one screen's test.
  test.setTimeout(180_000)
  const order = await pendingPurchase(page)

  await signInAdmin(page, page.request)
  await page.goto(`/admin/purchaserequest?search1=${order}`)
  await page.getByRole('table').first().getByRole('button', { name: 'Approve', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Approve Purchase' })
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(page.getByText('Purchase approved successfully')).toBeVisible()

  await clickInMenu(page, page.getByRole('link', { name: 'Activity Log' }))
  await expect(page).toHaveURL(/\/admin\/activity/)
  await expect(page.getByRole('heading', { name: 'Activity Log' })).toBeVisible()
  const log = page.getByRole('table', { name: 'Activity log' })
  await expect(log.getByRole('row', { name: new RegExp(order) })).toBeVisible()

  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Purchase approved' })
  await expect(page).toHaveURL(/action=PURCHASE_APPROVED/)
  const today = todayInIndia()
  await page.getByLabel('From', { exact: true }).fill(today)
  await page.getByLabel('To', { exact: true }).fill(today)
  await expect(page).toHaveURL(new RegExp(`from=${today}`))
  await expect(page).toHaveURL(new RegExp(`to=${today}`))
  const row = log.getByRole('row', { name: new RegExp(order) })
  await expect(row).toContainText('Purchase approved')
  await expect(row).toContainText('APPROVED')
  await expect(log.getByText('Signed in')).toHaveCount(0)
  await snap(page, 'activity-admin-filtered')

  // A bookmark of the filtered list: the same rows, the same filters.
  const bookmark = page.url()
  await page.goto('about:blank')
  await page.goto(bookmark)
  await expect(page.getByRole('combobox', { name: 'Action' })).toHaveValue('PURCHASE_APPROVED')
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(today)
  await expect(log.getByRole('row', { name: new RegExp(order) })).toBeVisible()
  await expect(log.getByText('Signed in')).toHaveCount(0)

  // Nothing on the page is wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)

  await signInSuperAdmin(page, page.request)
  await page.goto(`/superadmin/activity?action=PURCHASE_APPROVED&search=${order}`)
  const all = page.getByRole('table', { name: 'Activity log' })
  await expect(all.getByRole('row', { name: new RegExp(order) })).toContainText('STR')
  await snap(page, 'activity-superadmin')
})
