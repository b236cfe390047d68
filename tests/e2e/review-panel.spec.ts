import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { codeSentTo, signInAdmin, signInSuperAdmin, snap, tokenFrom, uniqueContact } from './helpers'

const COMPANY_ID = '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68'
const PASSWORD = 'Kavya@2026!'

/**
 * axe over the panel, or over the dialog on top of it: nothing serious or critical. (What a modal
 * dims behind it is not read against its dimmed colours, as on every other dialog of the app.)
 */
async function expectAccessible(page: Page, selector: string) {
  await page.waitForTimeout(400) // Mantine's transitions settle
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).include(selector).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

/**
 * A new member, referred by the demo member and not yet verified, with two pending UPI purchases,
 * each with its UTR and the receipt picture: what the admin reviews.
 */
async function unverifiedBuyer(request: APIRequestContext) {
  const demo = await tokenFrom(request, '/api/v1/user/auth/login', { companyId: COMPANY_ID, user: 'member@str.example', password: 'Member@2026!' })
  const referrer = (await (await request.get('/api/v1/user/auth/profile/get', { headers: { authorization: demo } })).json()).data
  const { email, mobile } = uniqueContact('kavya')
  const person = { companyId: COMPANY_ID, name: 'Kavya Raghunathan Subramaniam', email, mobile }
  expect((await request.post('/api/v1/user/auth/register/otp', { data: person })).ok()).toBe(true)
  const otp = await codeSentTo(request, email)
  const registered = await request.post('/api/v1/user/auth/register', {
    data: { ...person, otp, dateOfBirth: '1994-03-12', password: PASSWORD, referralCode: referrer.referralCode },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  const token = await tokenFrom(request, '/api/v1/user/auth/login', { companyId: COMPANY_ID, user: email, password: PASSWORD })
  const utrs: string[] = []
  const orders: string[] = []
  for (const amount of ['1000', '2500']) {
    const uploaded = await request.post('/api/v1/superadmin/media/add', {
      headers: { authorization: token },
      multipart: { medias: { name: 'receipt.png', mimeType: 'image/png', buffer: fs.readFileSync('tests/e2e/fixtures/receipt.png') } },
    })
    expect(uploaded.ok(), await uploaded.text()).toBe(true)
    const receiptId = (await uploaded.json()).data[0].id
    const utr = `5${String(Date.now()).slice(-8)}${utrs.length}00`.slice(0, 12)
    const order = `PUR-${String(Date.now() + utrs.length).slice(-6)}`
    const bought = await request.post('/api/v1/user/package/purchase', {
      headers: { authorization: token },
      data: { purchaseId: order, paymentMethod: 'UPI', amount, referenceNumber: utr, receiptId },
    })
    expect(bought.ok(), await bought.text()).toBe(true)
    utrs.push(utr)
    orders.push(order)
  }
  return { name: person.name, mobile, referrer, utrs, orders }
}

/** The table fits its box at 1280 px: nothing to scroll sideways, every spec header on screen. */
async function expectFits(page: Page, table: Locator, headers: string[]) {
  if ((page.viewportSize()?.width ?? 0) < 768) return
  await expect(table.locator('tbody tr').first()).toBeVisible()
  const scroller = table.locator('xpath=ancestor::*[@tabindex="0"][1]')
  const { scrollWidth, clientWidth } = await scroller.evaluate((box) => ({ scrollWidth: box.scrollWidth, clientWidth: box.clientWidth }))
  expect(scrollWidth, `the table needs ${scrollWidth} px in ${clientWidth}`).toBeLessThanOrEqual(clientWidth)
  const head = table.locator('thead')
  for (const header of headers) await expect(head.getByText(header, { exact: true })).toBeInViewport()
  // No badge cut short, no date cut.
  for (const badge of await table.locator('.mantine-Badge-label').all()) expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)
  for (const date of await table.getByText(/^\d{4}-\d{2}-\d{2}$/).all()) expect(await date.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)
}

const SPEC = ['Sl.No', 'User ID', 'Name', 'Mobile', 'Method', 'Price', 'Quantity', 'Final Amount', 'Status', 'Date']

test('an admin reviews a pending purchase beside the list, moves on with the keyboard and approves with the warning shown', async ({ page, request }, testInfo) => {
  const buyer = await unverifiedBuyer(request)
  const errors: string[] = []
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
  await signInAdmin(page, request)
  await page.goto(`/admin/purchaserequest?search1=${buyer.mobile}`)
  const table = page.getByRole('table', { name: 'Purchase Requests' })
  await expect(table.getByText(buyer.name).first()).toBeVisible()
  await expectFits(page, table, [...SPEC, 'Action'])
  await expect(table.getByRole('button', { name: 'Approve' }).first()).toBeVisible()
  await expect(table.getByRole('button', { name: 'Reject' }).first()).toBeVisible()
  await snap(page, 'review-requests')

  // Newest first: the second purchase (₹2,500) is the first row.
  await table.locator('tbody tr').first().getByText('UPI').click()
  let panel = page.getByRole('dialog', { name: /^Review purchase PUR-/ })
  await expect(panel).toBeVisible()
  await expect(panel.getByText(buyer.utrs[1])).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Copy UTR' })).toBeVisible()
  await expect(panel.getByRole('img', { name: /^Receipt of PUR-/ })).toBeVisible()
  await expect(panel.getByText('Not verified', { exact: true })).toBeVisible()
  await expect(panel.getByText(/^Level 1 \(\d+\.\d{2}%\): /)).toContainText(buyer.referrer.referralCode)
  // The keys are told where there is a keyboard, not on a phone.
  if (testInfo.project.name === 'phone') await expect(panel.getByText('J or ↓ next', { exact: false })).toBeHidden()
  else await expect(panel.getByText('J or ↓ next', { exact: false })).toBeVisible()
  await snap(page, 'review-panel')
  await expectAccessible(page, '.mantine-Drawer-content')

  // The next purchase, by the keyboard.
  const first = await panel.getByRole('heading').first().innerText()
  await page.keyboard.press('j')
  await expect(panel.getByText(buyer.utrs[0])).toBeVisible()
  await expect(panel.getByRole('heading').first()).not.toHaveText(first)
  await page.keyboard.press('k')
  await expect(panel.getByText(buyer.utrs[1])).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect(panel.getByText(buyer.utrs[0])).toBeVisible()

  // Approve from the panel: the dialog warns that the member is not verified.
  await panel.getByRole('button', { name: 'Approve' }).click()
  const dialog = page.getByRole('dialog', { name: 'Approve Purchase' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('alert')).toContainText('This member is not verified')
  await snap(page, 'review-approve-warning')
  await expectAccessible(page, '.mantine-Modal-content')
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByText('Purchase approved successfully')).toBeVisible()
  await expect(dialog).toBeHidden()
  panel = page.getByRole('dialog', { name: /^Review purchase PUR-/ })
  await expect(panel.getByRole('button', { name: 'Approve' })).toBeHidden()
  await expect(panel.getByText(/^approved$/i).first()).toBeVisible()

  // The reject dialog, from the panel of the purchase still pending.
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await table.locator('tbody tr').first().getByText('UPI').click()
  await expect(panel.getByText(buyer.utrs[1])).toBeVisible()
  await panel.getByRole('button', { name: 'Reject' }).click()
  const reject = page.getByRole('dialog', { name: 'Reject Purchase' })
  await expect(reject.getByRole('textbox', { name: /Reason/ })).toBeVisible()
  await snap(page, 'review-reject')
  await expectAccessible(page, '.mantine-Modal-content')
  await reject.getByRole('button', { name: 'Cancel' }).click()
  await expect(reject).toBeHidden()
  expect(errors).toEqual([])
})

test('Purchase History and Transaction Manage fit 1280 px with every spec column', async ({ page, request }) => {
  // An approved purchase that paid its buyer's referrer, in the history.
  const buyer = await unverifiedBuyer(request)
  const admin = await tokenFrom(request, '/api/v1/company/auth/login', { email: 'admin@str.example', password: 'Admin@2026!' })
  const pending = await (await request.get(`/api/v1/admin/transaction/list?status=PENDING&search=${buyer.orders[0]}`, { headers: { authorization: admin } })).json()
  const approved = await request.post('/api/v1/admin/transaction/approve', { headers: { authorization: admin }, data: { id: pending.data.records[0].id } })
  expect(approved.ok(), await approved.text()).toBe(true)

  await signInAdmin(page, request)
  await page.goto('/admin/purchaserequest?tab=history')
  const history = page.getByRole('table', { name: 'Purchase History' })
  await expect(history.getByText(buyer.utrs[0])).toBeVisible()
  await expectFits(page, history, [...SPEC, 'Txn No.', 'Receipt'])
  await snap(page, 'review-history')
  // The history's rows open the review too: what the approval paid and who decided.
  await history.locator('tbody tr').filter({ hasText: buyer.utrs[0] }).getByText('UPI', { exact: true }).click()
  const panel = page.getByRole('dialog', { name: `Review purchase ${buyer.orders[0]}` })
  await expect(panel.getByRole('heading', { name: 'Referral Rewards' })).toBeVisible()
  await expect(panel.getByText(new RegExp(`^L1 ${buyer.referrer.referralCode}: `))).toBeVisible()
  await expect(panel.getByText('STR Admin', { exact: false })).toBeVisible()
  await snap(page, 'review-history-panel')
  await page.keyboard.press('Escape')

  await signInSuperAdmin(page, request)
  await page.goto('/superadmin/transactionmanage')
  const transactions = page.getByRole('table', { name: 'Transactions' })
  await expect(transactions.getByText('Loading transactions...')).toBeHidden()
  await expectFits(page, transactions, [
    'Sl.No',
    'Company',
    'Order No.',
    'User ID',
    'Name',
    'Mobile',
    'Method',
    'Price',
    'Quantity',
    'Final Amount',
    'Status',
    'Txn No.',
    'Receipt',
    'Date',
  ])
  await snap(page, 'review-transactionmanage')
})

test('an admin approves two selected purchases in one confirmation, and the summary says what became of each', async ({ page, request }) => {
  const buyer = await unverifiedBuyer(request)
  await signInAdmin(page, request)
  await page.goto(`/admin/purchaserequest?search1=${buyer.mobile}`)
  const requests = page.getByRole('table', { name: 'Purchase Requests' })
  for (const order of buyer.orders) await requests.getByRole('checkbox', { name: `Select ${order}` }).check()
  await expect(page.getByText('Selected: 2')).toBeVisible()

  await page.getByRole('button', { name: 'Approve selected', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Approve Selected Purchases' })
  await expect(confirm).toContainText('Purchases: 2,')
  await snap(page, 'bulk-approve-confirm')
  await confirm.getByRole('button', { name: 'Approve selected', exact: true }).click()
  await expect(confirm).toBeHidden()

  const summary = page.getByRole('status').filter({ hasText: 'Selected purchases decided' })
  await expect(summary).toContainText('Approved: 2 · Already decided: 0 · Not found: 0')
  await expect(requests.getByText(buyer.name)).toHaveCount(0)
  await snap(page, 'bulk-approve-summary')

  // Both are in the history, approved, each once.
  await page.goto(`/admin/purchaserequest?tab=history&search1=${buyer.mobile}`)
  const history = page.getByRole('table', { name: 'Purchase History' })
  await expect(history.locator('tbody tr')).toHaveCount(2)
  for (const row of await history.locator('tbody tr').all()) await expect(row).toContainText('APPROVED')
})
