import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { generateSync } from 'otplib'
import { codeSentTo, openMenu, seeDashboardChart, settleFirstVisitReload, signInAdmin, signInMember, signInSuperAdmin, tokenFrom, uniqueContact } from './helpers'

// axe (WCAG 2.0 A and AA, 2.1 AA) over every route of the product, at 1280 px and 390 px (both
// projects), and over every dialog, drawer and menu a person can open from each of them: no serious
// or critical violation anywhere. The walk is data: a list of screens per area, each with its
// openers (what to click to open something, and how to close it again). A new screen or panel is one
// more entry in these lists.

const COMPANY_ID = '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68'
// An opener that does not open says so in seconds, not at the walk's timeout.
test.use({ actionTimeout: 15_000 })
const BLOCKING = new Set(['serious', 'critical'])
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

/** One line per failing node, so a failure reads like a to-do list. */
function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((v) => `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`).join('\n')}`)
    .join('\n')
}

/**
 * axe on what is on screen now; serious or critical fails. Soft, so one run lists every screen's
 * violations rather than stopping at the first.
 */
async function check(page: Page, what: string) {
  // Mantine's transitions animate opacity; axe must see the settled colours, not a fade-in.
  await page.waitForTimeout(400)
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''))
  // Said at once too, so a long walk's findings can be read while it runs.
  if (blocking.length > 0) console.log(`AXE ${what} (${page.viewportSize()?.width} px):\n${describeViolations(blocking)}`)
  expect.soft(blocking, `${what} (${page.viewportSize()?.width} px) has serious or critical axe violations:\n${describeViolations(blocking)}`).toEqual([])
}

/** Something a person opens on a screen: a dialog, a menu, a switch that redraws the page. */
interface Opener {
  name: string
  /** Only on this project (the burger exists on a phone only). */
  only?: 'desktop' | 'phone'
  /** Whether the screen has it (the privacy policy has no colour switch); always by default. */
  present?: (page: Page) => Promise<boolean>
  /** Opens it and waits until it is open. */
  open: (page: Page, area: AreaContext) => Promise<void>
  /** Closes it again, back to the screen as it was; Escape by default. */
  close?: (page: Page) => Promise<void>
}

interface Screen {
  path: string | ((area: AreaContext) => string)
  /** Waits until the screen shows what is checked (its heading by default). */
  ready?: (page: Page) => Promise<void>
  openers?: Opener[]
}

/** What an area's walk has at hand: the API and whatever its set-up made (a purchase, a waiting member). */
interface AreaContext {
  request: APIRequestContext
  made: Record<string, string>
}

const pathOf = (screen: Screen, area: AreaContext) => (typeof screen.path === 'string' ? screen.path : screen.path(area))

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/** Opens a dialog by a button and waits for it by name. */
function dialog(name: string, button: string | RegExp, dialogName: string | RegExp = name): Opener {
  return {
    name,
    open: async (page) => {
      // A string names the button exactly: 'Approve' is not 'Approve selected', the bulk bar's, disabled until rows are picked.
      await page
        .getByRole('button', { name: button, exact: typeof button === 'string' })
        .first()
        .click()
      await expect(page.getByRole('dialog', { name: dialogName })).toBeVisible()
    },
    close: closeDialog,
  }
}

/** Opens a dialog from the first row's actions menu (the companies list keeps a row's actions in one menu). */
function rowMenuDialog(name: string, item: string | RegExp, dialogName: string | RegExp): Opener {
  return {
    name,
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Actions for / })
        .first()
        .click()
      await page.getByRole('menuitem', { name: item }).first().click()
      await expect(page.getByRole('dialog', { name: dialogName })).toBeVisible()
    },
    close: closeDialog,
  }
}

/** The switches every page has: the colour scheme (dark mode has its own contrast), and on a phone the burger menu. */
const colourScheme: Opener = {
  name: 'dark mode',
  present: async (page) => (await page.getByRole('button', { name: 'Switch to dark mode' }).count()) > 0,
  open: async (page) => {
    await page.getByRole('button', { name: 'Switch to dark mode' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
  },
  close: async (page) => {
    await page.getByRole('button', { name: 'Switch to light mode' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
  },
}

const burgerMenu: Opener = {
  name: 'the burger menu',
  only: 'phone',
  // The sign-in pages have no menu.
  present: async (page) => (await page.getByRole('button', { name: 'Open menu' }).count()) > 0,
  open: async (page) => {
    await openMenu(page)
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
  },
  close: async (page) => {
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
  },
}

/** Hindi: longer words, the Devanagari font. Chosen and undone on the area's first screen. */
const hindi: Opener = {
  name: 'Hindi',
  present: async (page) => (await page.getByRole('combobox', { name: 'Language' }).count()) > 0,
  open: async (page) => {
    await page.getByRole('combobox', { name: 'Language' }).selectOption('hi')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  },
  close: async (page) => {
    await page.getByRole('combobox', { name: /Language|भाषा/ }).selectOption('en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  },
}

const everyPage = [colourScheme, burgerMenu]

async function walk(page: Page, area: AreaContext, screens: Screen[], project: string) {
  for (const [index, screen] of screens.entries()) {
    const path = pathOf(screen, area)
    await page.goto(path)
    if (screen.ready) await screen.ready(page)
    else await expect(page.getByRole('heading').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    await check(page, path)
    const openers = [...(screen.openers ?? []), ...everyPage, ...(index === 0 ? [hindi] : [])]
    for (const opener of openers) {
      if (opener.only && opener.only !== project) continue
      if (opener.present && !(await opener.present(page))) continue
      await test.step(`${path}: ${opener.name}`, async () => {
        await opener.open(page, area)
        await check(page, `${path} with ${opener.name} open`)
        await (opener.close ?? closeDialog)(page)
      })
    }
  }
}

// ---- The screens of each area -------------------------------------------------------------------

const GUEST_SCREENS: Screen[] = [
  { path: '/' },
  { path: '/register' },
  { path: '/fogot-password' },
  { path: '/privacy-policy' },
  { path: '/admin/login' },
  { path: '/superadmin/login' },
]

const MEMBER_SCREENS: Screen[] = [
  {
    path: '/user/dashboard',
    openers: [
      {
        name: "the notification bell's panel",
        open: async (page) => {
          await page.getByRole('button', { name: /^Notifications/ }).click()
          await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible()
        },
        close: async (page) => {
          await page.getByRole('button', { name: /^Notifications/ }).click()
          await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden()
        },
      },
    ],
  },
  { path: '/user/buy-token' },
  {
    path: '/user/payment?purchaseId=PUR-123456&purchaseAmount=1000',
    openers: [
      {
        name: 'the Submit Transaction Proof dialog',
        open: async (page) => {
          await page.getByRole('tab', { name: 'UPI' }).click()
          await page.getByRole('checkbox').check()
          await page.getByRole('button', { name: 'PAY' }).click()
          await expect(page.getByRole('dialog', { name: 'Submit Transaction Proof' })).toBeVisible()
        },
      },
      ...['Banking', 'Manual'].map((tab): Opener => ({
        name: `the ${tab} tab`,
        open: async (page) => {
          const it = page.getByRole('tab', { name: tab })
          await it.click()
          await expect(it).toHaveAttribute('aria-selected', 'true')
        },
        close: async () => {},
      })),
    ],
  },
  {
    path: '/user/payment-history?status=APPROVED',
    openers: [dialog('the receipt', /^View receipt for/, 'View Payment Receipt')],
  },
  { path: '/user/referrals' },
  {
    path: '/user/profile',
    openers: [
      {
        name: 'the sign-out-other-sessions confirmation',
        open: async (page, { request }) => {
          // A second session of the member's, so there is one to sign out.
          await tokenFrom(request, '/api/v1/user/auth/login', { companyId: COMPANY_ID, user: 'member@str.example', password: 'Member@2026!' })
          await page.reload()
          await page.getByRole('button', { name: 'Sign out all other sessions' }).click()
          await expect(page.getByRole('dialog', { name: 'Sign out all other sessions?' })).toBeVisible()
        },
      },
    ],
  },
]

const ADMIN_SCREENS: Screen[] = [
  {
    path: '/admin/dashboard',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Dashboard' }).first()).toBeVisible()
      // axe checks the three charts too, so the walk waits until they are drawn.
      for (const [card, chart] of [
        ['Token Supply Distribution', 'Token Supply Distribution pie chart'],
        ['Referral Supply', 'Referral Supply doughnut chart'],
        ['Total Collection Method Wise', 'Total Collection Method Wise bar chart'],
      ])
        await seeDashboardChart(page, card, chart)
    },
  },
  {
    path: '/admin/usermanage',
    openers: [dialog('Add User', 'Add User', 'Add New User'), dialog('Update User', /^Edit /, 'Update User'), dialog('the delete confirmation', /^Delete /, /.+/)],
  },
  {
    path: ({ made }) => `/admin/usermanage?status=pending&search=${encodeURIComponent(made.waitingEmail)}`,
    openers: [dialog('the verify confirmation', 'Waiting', /.+/)],
  },
  {
    path: ({ made }) => `/admin/purchaserequest?search1=${made.pendingOrder}`,
    openers: [
      dialog('the Approve dialog', 'Approve', 'Approve Purchase'),
      dialog('the Reject dialog', 'Reject', 'Reject Purchase'),
      {
        name: 'the review panel',
        open: async (page) => {
          await page.getByRole('table').locator('tbody tr').first().getByText('MANUAL').click()
          await expect(page.getByRole('dialog', { name: /^Review purchase PUR-/ })).toBeVisible()
          await expect(page.getByText('Loading the purchase...')).toHaveCount(0)
        },
        close: closeDialog,
      },
    ],
  },
  { path: '/admin/purchaserequest?tab=history' },
  { path: '/admin/activity' },
  { path: '/admin/beneficiary', openers: [dialog('Update Beneficiary', 'Edit bank details', 'Update Beneficiary')] },
  { path: '/admin/referral' },
  {
    path: '/admin/security',
    openers: [
      {
        name: 'the authenticator set-up',
        open: async (page) => {
          await page.getByRole('button', { name: 'Set up authenticator app' }).click()
          await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
        },
        close: async (page) => {
          await page.reload()
          await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible()
        },
      },
    ],
  },
]

const SUPER_ADMIN_SCREENS: Screen[] = [
  { path: '/superadmin/dashboard' },
  {
    path: '/superadmin/companymanage',
    openers: [
      dialog('Add Company', 'Add Company'),
      {
        name: "a row's actions menu",
        open: async (page) => {
          await page
            .getByRole('button', { name: /^Actions for / })
            .first()
            .click()
          await expect(page.getByRole('menu')).toBeVisible()
        },
        close: async (page) => {
          await page.keyboard.press('Escape')
          await expect(page.getByRole('menu')).toHaveCount(0)
        },
      },
      rowMenuDialog('Edit company', 'Edit', 'Edit company'),
      rowMenuDialog('the suspend confirmation', 'Suspend', /^Suspend /),
      rowMenuDialog('Add Admin', /^Add admin to /, /^Add Admin/),
      rowMenuDialog('Reset two-factor', /^Reset two-factor of /, /^Reset two-factor/),
    ],
  },
  { path: '/superadmin/transactionmanage' },
  { path: '/superadmin/activity' },
  {
    path: '/superadmin/beneficiarymanage',
    openers: [
      {
        name: "a company's beneficiary and its Update Beneficiary dialog",
        open: async (page) => {
          await page.getByRole('combobox', { name: 'Company' }).selectOption({ label: 'STR Token Pvt Ltd (STR)' })
          await expect(page.getByRole('heading', { name: 'Bank Details' })).toBeVisible()
          await page.getByRole('button', { name: 'Edit UPI ID' }).click()
          await expect(page.getByRole('dialog', { name: 'Update Beneficiary' })).toBeVisible()
        },
      },
    ],
  },
  {
    path: '/superadmin/security',
    openers: [
      {
        name: 'the authenticator set-up',
        open: async (page) => {
          await page.getByRole('button', { name: 'Set up authenticator app' }).click()
          await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
        },
        close: async (page) => {
          await page.reload()
          await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible()
        },
      },
    ],
  },
]

// ---- The walks ----
// Long: every screen is checked as it is, in dark mode and with each panel open, on two shared cores.------------------------------------------------------------------------------

test('the guest pages', async ({ page, request }, info) => {
  test.setTimeout(480_000)
  await walk(page, { request, made: {} }, GUEST_SCREENS, info.project.name)
})

test("the member's pages", async ({ page, request }, info) => {
  test.setTimeout(720_000)
  // An approved purchase of the member's, so the history has a receipt to open.
  const member = await tokenFrom(request, '/api/v1/user/auth/login', { companyId: COMPANY_ID, user: 'member@str.example', password: 'Member@2026!' })
  const admin = await tokenFrom(request, '/api/v1/company/auth/login', { email: 'admin@str.example', password: 'Admin@2026!' })
  const bought = await request.post('/api/v1/user/package/purchase', {
    headers: { authorization: member },
    data: { purchaseId: `PUR-${String(Date.now()).slice(-6)}`, paymentMethod: 'MANUAL', amount: '1000' },
  })
  expect(bought.ok(), await bought.text()).toBe(true)
  const approved = await request.post('/api/v1/admin/transaction/approve', { headers: { authorization: admin }, data: { id: (await bought.json()).data.id } })
  expect(approved.ok(), await approved.text()).toBe(true)
  await signInMember(page, request)
  await walk(page, { request, made: {} }, MEMBER_SCREENS, info.project.name)
})

/** A member who registered themselves and waits for the admin's verification. */
async function waitingMember(request: APIRequestContext): Promise<string> {
  const { email, mobile } = uniqueContact('axe-waiting')
  const person = { companyId: COMPANY_ID, name: 'Waiting Member', email, mobile, language: 'en' }
  expect((await request.post('/api/v1/user/auth/register/otp', { data: person })).ok()).toBe(true)
  const otp = await codeSentTo(request, email)
  const registered = await request.post('/api/v1/user/auth/register', { data: { ...person, otp, dateOfBirth: '1990-08-15', password: 'Waiting@2026!' } })
  expect(registered.ok(), await registered.text()).toBe(true)
  return email
}

test("the company admin's pages", async ({ page, request }, info) => {
  test.setTimeout(900_000)
  const member = await tokenFrom(request, '/api/v1/user/auth/login', { companyId: COMPANY_ID, user: 'member@str.example', password: 'Member@2026!' })
  const pendingOrder = `PUR-${String(Date.now()).slice(-6)}`
  const bought = await request.post('/api/v1/user/package/purchase', {
    headers: { authorization: member },
    data: { purchaseId: pendingOrder, paymentMethod: 'MANUAL', amount: '1000' },
  })
  expect(bought.ok(), await bought.text()).toBe(true)
  const made = { pendingOrder, waitingEmail: await waitingMember(request) }
  await signInAdmin(page, request)
  await page.goto('/admin/dashboard')
  await settleFirstVisitReload(page)
  await walk(page, { request, made }, ADMIN_SCREENS, info.project.name)
})

test("the super admin's pages", async ({ page, request }, info) => {
  test.setTimeout(720_000)
  await signInSuperAdmin(page, request)
  await page.goto('/superadmin/dashboard')
  await settleFirstVisitReload(page)
  await walk(page, { request, made: {} }, SUPER_ADMIN_SCREENS, info.project.name)
})

test('an empty list says so where it can be read, on a phone as on a desktop', async ({ page, request }) => {
  await signInAdmin(page, request)
  await page.goto('/admin/usermanage?search=no-such-member-anywhere')
  await expect(page.getByRole('heading', { name: 'Manage User' })).toBeVisible()
  await expect(page.getByText('No users found.')).toBeInViewport({ ratio: 1 })
})

// ---- Panels that need an account of their own ------------------------------------------------------

/**
 * A new company's first admin: a company without a beneficiary (Add Beneficiary), and an admin whose
 * two-factor sign-in can be turned on and off (the code dialogs, the company requirement's
 * confirmation) without touching the demo accounts the other suites sign in with.
 */
test("a new company's admin: Add Beneficiary and the two-factor dialogs", async ({ page, request }, info) => {
  test.setTimeout(240_000)
  const superToken = await (async () => {
    const email = 'super@str.example'
    const sent = await request.get(`/api/v1/superadmin/auth/login/email/otp?email=${encodeURIComponent(email)}`)
    expect(sent.ok()).toBe(true)
    return tokenFrom(request, '/api/v1/superadmin/auth/login/verify', { email, otp: await codeSentTo(request, email) })
  })()
  const n = `${Date.now()}`.slice(-6)
  const tag = info.project.name === 'phone' ? 'P' : 'D'
  const admin = { email: `axe.${tag}.${n}@access.example`, password: 'Axe@Admin2026' }
  const added = await request.post('/api/v1/superadmin/company/add', {
    headers: { authorization: superToken },
    data: {
      companyName: `Axe ${tag} ${n} Pvt Ltd`,
      email: admin.email,
      mobile: `6${n}${n.slice(0, 3)}`,
      companyAadhaarCard: '499118665246',
      companyPan: 'AAECA4321K',
      companyAddress: 'MG Road, Pune',
      companyPincode: '411001',
      tokenName: 'Axe Token',
      tokenSymbol: `AX${tag}${n}`,
      price: '2.50',
      totalSupply: '2000000',
      platformChargePercent: '1.5',
      adminPassword: admin.password,
    },
  })
  expect(added.status(), await added.text()).toBe(200)
  const token = await tokenFrom(request, '/api/v1/company/auth/login', admin)
  await page.goto('/privacy-policy')
  await page.evaluate((value) => {
    localStorage.clear()
    localStorage.setItem('accessToken', value)
    localStorage.setItem('isLoggedIn', 'true')
    localStorage.setItem('reloadCount', '1')
  }, token)
  await page.goto('/admin/dashboard')
  await settleFirstVisitReload(page)

  await page.goto('/admin/beneficiary')
  await page.getByRole('button', { name: 'Add Beneficiary' }).click()
  await expect(page.getByRole('dialog', { name: 'Add Beneficiary' })).toBeVisible()
  await check(page, 'the Add Beneficiary dialog')
  await closeDialog(page)

  await page.goto('/admin/security')
  await page.getByRole('button', { name: 'Set up authenticator app' }).click()
  const secret = (await page.getByRole('textbox', { name: 'Setup key' }).inputValue()).replace(/\s/g, '')
  let lastStep = -1
  const code = async () => {
    while (Math.floor(Date.now() / 30_000) <= lastStep) await page.waitForTimeout(500)
    lastStep = Math.floor(Date.now() / 30_000)
    return generateSync({ secret })
  }
  await page.getByRole('textbox', { name: /Code from the app/ }).fill(await code())
  await page.getByRole('button', { name: 'Turn on' }).click()
  await expect(page.getByText('Save these codes now')).toBeVisible()
  await check(page, 'the new recovery codes')
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click()

  await page.getByRole('switch', { name: /Require two-factor sign-in/ }).click()
  await expect(page.getByRole('dialog', { name: 'Require two-factor sign-in' })).toBeVisible()
  await check(page, 'the company requirement confirmation')
  await closeDialog(page)

  await page.getByRole('button', { name: 'New recovery codes' }).click()
  await expect(page.getByRole('dialog', { name: 'New recovery codes' })).toBeVisible()
  await check(page, 'the new recovery codes dialog')
  await closeDialog(page)

  await page.getByRole('button', { name: 'Turn off' }).click()
  await expect(page.getByRole('dialog', { name: 'Turn off two-factor sign-in' })).toBeVisible()
  await check(page, 'the turn-off dialog')
  await closeDialog(page)
})
