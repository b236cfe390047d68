import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { seeDashboardChart, settleFirstVisitReload, signInAdmin, signInMember, signInSuperAdmin, tokenFrom } from './helpers'

const BLOCKING = new Set(['serious', 'critical'])

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

/** One line per failing node, so a failure reads like a to-do list. */
function describe(violations: AxeResults['violations']): string {
  return violations
    .map((v) => `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`).join('\n')}`)
    .join('\n')
}

/** axe on what is on screen now (WCAG 2.x A/AA plus best practice); serious or critical fails. */
async function expectNoSeriousViolations(page: Page, screen: string, include?: string) {
  // Mantine's transitions animate opacity; axe must see the settled colours, not a fade-in.
  await page.waitForTimeout(400)
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
  if (include) builder.include(include)
  const results = await builder.analyze()
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''))
  expect(blocking, `${screen} has serious or critical axe violations:\n${describe(blocking)}`).toEqual([])
}

async function visit(page: Page, path: string, heading?: string | RegExp) {
  await page.goto(path)
  if (heading) await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
}

test.describe('visitor screens', () => {
  for (const [path, heading] of [
    ['/', undefined],
    ['/register', undefined],
    ['/fogot-password', undefined],
    ['/privacy-policy', undefined],
    ['/admin/login', undefined],
    ['/superadmin/login', 'Super Admin'],
  ] as const) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await visit(page, path, heading)
      await expectNoSeriousViolations(page, path)
    })
  }
})

test.describe('member screens', () => {
  test.beforeEach(async ({ page, request }) => signInMember(page, request))

  for (const path of ['/user/dashboard', '/user/buy-token', '/user/payment-history', '/user/profile']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await visit(page, path)
      await expectNoSeriousViolations(page, path)
    })
  }

  test('/user/payment, every tab, and the Submit Transaction Proof dialog', async ({ page }) => {
    await visit(page, '/user/payment?purchaseId=PUR-123456&purchaseAmount=1000')
    const tabs = page.getByRole('tab')
    await expect(tabs.first()).toBeVisible()
    for (const name of await tabs.allInnerTexts()) {
      await page.getByRole('tab', { name }).click()
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
      await expectNoSeriousViolations(page, `/user/payment (${name} tab)`)
    }
    await page.getByRole('tab', { name: 'UPI' }).click()
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'PAY' }).click()
    await expect(page.getByRole('dialog', { name: 'Submit Transaction Proof' })).toBeVisible()
    await expectNoSeriousViolations(page, 'Submit Transaction Proof dialog')
  })
})

test.describe('company admin screens', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAdmin(page, request)
    await page.goto('/admin/dashboard')
    await settleFirstVisitReload(page)
  })

  test('/admin/dashboard has no serious or critical axe violations', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Dashboard' }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    // axe checks the three charts too, so the test waits until they are drawn.
    for (const [card, chart] of [
      ['Token Supply Distribution', 'Token Supply Distribution pie chart'],
      ['Referral Supply', 'Referral Supply doughnut chart'],
      ['Total Collection Method Wise', 'Total Collection Method Wise bar chart'],
    ]) {
      await seeDashboardChart(page, card, chart)
    }
    await expectNoSeriousViolations(page, '/admin/dashboard')
  })

  for (const path of ['/admin/purchaserequest', '/admin/beneficiary']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await visit(page, path)
      await expectNoSeriousViolations(page, path)
    })
  }

  test('an empty list says so where it can be read, on a phone as on a desktop', async ({ page }) => {
    await visit(page, '/admin/usermanage?search=no-such-member-anywhere', 'Manage User')
    // The table is wider than a phone and scrolls inside its box; the message stays in the part on screen.
    await expect(page.getByText('No users found.')).toBeInViewport({ ratio: 1 })
  })

  test("the Approve and Reject dialogs of a pending purchase, their buttons' contrast included", async ({ page, request }) => {
    const member = await tokenFrom(request, '/api/v1/user/auth/login', { companyId: '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68', user: 'member@str.example', password: 'Member@2026!' })
    const order = `PUR-${String(Date.now()).slice(-6)}`
    const bought = await request.post('/api/v1/user/package/purchase', { headers: { authorization: member }, data: { purchaseId: order, paymentMethod: 'MANUAL', amount: '1000' } })
    expect(bought.ok(), await bought.text()).toBe(true)
    await visit(page, `/admin/purchaserequest?search1=${order}`)
    for (const action of ['Approve', 'Reject']) {
      await page.getByRole('table').first().getByRole('button', { name: action }).click()
      const dialog = page.getByRole('dialog', { name: `${action} Purchase` })
      await expect(dialog).toBeVisible()
      await expectNoSeriousViolations(page, `${action} Purchase dialog`)
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(dialog).toBeHidden()
    }
  })

  test('/admin/usermanage and the Add New User dialog', async ({ page }) => {
    await visit(page, '/admin/usermanage')
    await expectNoSeriousViolations(page, '/admin/usermanage')
    await page.getByRole('button', { name: 'Add User' }).click()
    await expect(page.getByRole('dialog', { name: 'Add New User' })).toBeVisible()
    await expectNoSeriousViolations(page, 'Add New User dialog')
  })
})

test.describe('super admin screens', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInSuperAdmin(page, request)
    await page.goto('/superadmin/dashboard')
    await settleFirstVisitReload(page)
  })

  test('/superadmin/dashboard has no serious or critical axe violations', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Dashboard' }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectNoSeriousViolations(page, '/superadmin/dashboard')
  })

  test('/superadmin/transactionmanage has no serious or critical axe violations', async ({ page }) => {
    await visit(page, '/superadmin/transactionmanage')
    await expectNoSeriousViolations(page, '/superadmin/transactionmanage')
  })

  test('/superadmin/beneficiarymanage, before and after picking a company, and its edit dialog', async ({ page }) => {
    await visit(page, '/superadmin/beneficiarymanage', 'Manage Beneficiary')
    await expectNoSeriousViolations(page, '/superadmin/beneficiarymanage')
    const picker = page.getByRole('combobox', { name: 'Company' })
    // The demo company by name: other suites add companies (without a beneficiary) that list first.
    await picker.selectOption({ label: 'STR Token Pvt Ltd (STR)' })
    await expect(page.getByRole('heading', { name: 'Bank Details' })).toBeVisible()
    await expectNoSeriousViolations(page, '/superadmin/beneficiarymanage with a company picked')
    await page.getByRole('button', { name: 'Edit UPI ID' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoSeriousViolations(page, 'the beneficiary dialog of the super admin')
  })

  test('/superadmin/companymanage and the Add Company dialog', async ({ page }) => {
    await visit(page, '/superadmin/companymanage', 'Manage Company')
    await expectNoSeriousViolations(page, '/superadmin/companymanage')
    await page.getByRole('button', { name: 'Add Company' }).click()
    await expect(page.getByRole('dialog', { name: 'Add Company' })).toBeVisible()
    await expectNoSeriousViolations(page, 'Add Company dialog')
  })
})
