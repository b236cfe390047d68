import fs from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { seeDashboardChart, settleFirstVisitReload, signInAdmin, signInMember, signInSuperAdmin, snap } from './helpers'

/**
 * Wide screens show the list as a table under its column headers; a phone shows each row
 * as a card naming every value with its column's header, and nothing scrolls sideways.
 */
async function expectListLayout(page: Page, table: Locator, headers: string[]) {
  const rows = table.locator('tbody tr')
  await expect(rows.first()).toBeVisible()
  const phone = (page.viewportSize()?.width ?? 0) < 768
  if (!phone) {
    for (const header of headers) await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible()
    return
  }
  const scroller = table.locator('xpath=ancestor::*[@tabindex="0"][1]')
  expect(await scroller.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1)
  const cells = rows.first().locator('td[data-label]')
  if ((await cells.count()) === 0) return // an empty list: its one message row
  const labels = await cells.evaluateAll((tds) => tds.map((td) => getComputedStyle(td, '::before').content))
  expect(labels.map((label) => label.replace(/ \/ ""$/, ''))).toEqual(headers.map((header) => JSON.stringify(header)))
  const width = page.viewportSize()?.width ?? 0
  for (const cell of await cells.all()) {
    const box = await cell.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= width, `${await cell.getAttribute('data-label')} fits the screen`).toBe(true)
  }
  // Still a table to assistive technology: a cell keeps its role, and its name is its own value.
  const first = cells.nth(1)
  await expect(table.getByRole('cell', { name: (await first.innerText()).trim(), exact: true }).first()).toBeVisible()
}

test('the admin lists: User Manage and Purchase Requests', async ({ page, request }) => {
  await signInAdmin(page, request)

  await page.goto('/admin/usermanage?status=verified')
  await expect(page.getByRole('table', { name: 'Users' }).getByText('member@str.example')).toBeVisible()
  await expectListLayout(page, page.getByRole('table', { name: 'Users' }), ['Sl.No', 'Name', 'Email', 'Mobile', 'Referral Code', 'Date', 'Approval', 'Action'])
  await snap(page, 'list-usermanage')

  await page.goto('/admin/purchaserequest')
  await expect(page.getByRole('table', { name: 'Purchase Requests' }).getByText('Loading transactions...')).toBeHidden()
  await expectListLayout(page, page.getByRole('table', { name: 'Purchase Requests' }), [
    'Sl.No',
    'User ID',
    'Name / Mobile',
    'Method',
    'Price',
    'Quantity',
    'Final Amount',
    'Status',
    'Date',
    'Action',
  ])
  await snap(page, 'list-purchaserequest')
  await page.goto('/admin/purchaserequest?tab=history')
  const history = page.getByRole('table', { name: 'Purchase History' })
  await expect(history.getByText('Loading transactions...')).toBeHidden()
  // It fits a 1280 px screen (tests/e2e/review-panel.spec.ts measures it): nothing to scroll, and no badge is cut short.
  await expect(page.getByText('Scroll sideways for more columns →')).toBeHidden()
  for (const badge of await history.locator('.mantine-Badge-label').all()) {
    expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)
  }
  await snap(page, 'list-purchasehistory')

  // The dashboard fits the screen: a chart's hidden tooltip once made a phone's page scroll sideways.
  await page.goto('/admin')
  await settleFirstVisitReload(page)
  await seeDashboardChart(page, 'Total Collection Method Wise', 'Total Collection Method Wise bar chart')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
})

test('the super admin lists: Company Manage and Transaction Manage', async ({ page, request }) => {
  await signInSuperAdmin(page, request)

  await page.goto('/superadmin/companymanage')
  const companies = page.getByRole('table', { name: 'Companies' })
  await expect(companies.getByText('STR', { exact: true }).first()).toBeVisible()
  await expectListLayout(page, companies, ['Sl.No', 'Name', 'Email', 'Mobile', 'Aadhaar', 'PAN', 'Address', 'PIN', 'Token', 'Symbol', 'Date', 'Status', 'Actions'])
  await snap(page, 'list-companymanage')

  await page.goto('/superadmin/transactionmanage')
  const transactions = page.getByRole('table', { name: 'Transactions' })
  await expect(transactions.getByText('Loading transactions...')).toBeHidden()
  await expectListLayout(page, transactions, [
    'Sl.No',
    'Company / Order No.',
    'User ID',
    'Name / Mobile',
    'Method',
    'Price',
    'Quantity',
    'Final Amount',
    'Status',
    'Txn No.',
    'Receipt',
    'Date',
  ])
  await snap(page, 'list-transactionmanage')
})

test("the member's lists: Payment History and the dashboard's stock table", async ({ page, request }) => {
  await signInMember(page, request)

  await page.goto('/user/payment-history?status=APPROVED')
  const history = page.getByRole('table', { name: 'Payment history' })
  await expect(history.getByText('Loading transactions...')).toBeHidden()
  await expectListLayout(page, history, ['SL.No.', 'Payment Method', 'Transaction ID', 'Amount (INR)', 'Tokens', 'Date', 'Time', 'Status', 'Actions'])
  await snap(page, 'list-payment-history')

  await page.goto('/user/dashboard')
  const stock = page.getByRole('table', { name: 'Global Stock Details' })
  await expect(stock.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectListLayout(page, stock, ['Stock Rank', 'Wallet Address', 'Stock Qty.', 'Transaction Hash', 'Date & time', 'Time Left'])
  await snap(page, 'list-member-dashboard')
})

test('the admin exports the filtered users and purchases as CSV files', async ({ page, request }) => {
  await signInAdmin(page, request)
  await page.goto('/admin/usermanage?status=verified&search=member%40str')
  await expect(page.getByRole('table', { name: 'Users' }).getByText('member@str.example')).toBeVisible()
  const [users] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
  expect(users.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/)
  const userLines = fs
    .readFileSync((await users.path())!, 'utf8')
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
  expect(userLines[0]).toBe('User ID,Name,Mobile,Email,Role,Verified,Status,Joined')
  // The list's filters: one verified member matches the search.
  expect(userLines.slice(1)).toHaveLength(1)
  expect(userLines[1]).toContain(',member@str.example,USER,Yes,ACTIVE,')
  await snap(page, 'export-users')

  await page.goto('/admin/purchaserequest?tab=history')
  await expect(page.getByRole('table', { name: 'Purchase History' }).getByText('Loading transactions...')).toBeHidden()
  const [purchases] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
  expect(purchases.suggestedFilename()).toMatch(/^purchases-\d{4}-\d{2}-\d{2}\.csv$/)
  const purchaseLines = fs
    .readFileSync((await purchases.path())!, 'utf8')
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
  expect(purchaseLines[0]).toBe('Transaction ID,User ID,Name,Mobile,Method,Price,Quantity,Amount,Fee,Final Amount,Status,UTR,Bank,Date,Decided By,Decided At,Rejection Reason')
  // The history's default status: approved purchases only.
  for (const line of purchaseLines.slice(1)) expect(line.split(',')[10]).toBe('APPROVED')
})
