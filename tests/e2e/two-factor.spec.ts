import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { generateSync } from 'otplib'
import { clickInMenu, codeSentTo, settleFirstVisitReload, snap, tokenFrom } from './helpers'

// Real authenticator codes (RFC 6238, 30-second steps), computed here from the secret the page shows,
// as the person's phone would. The server accepts each step's code once, so a test that needs a
// second code waits for the next step.
const STEP_SECONDS = 30
const stepNow = () => Math.floor(Date.now() / 1000 / STEP_SECONDS)

/** Codes of one authenticator app, never two from the same time step. */
function authenticator(secret: string) {
  let lastStep = -1
  return {
    secret,
    async code(): Promise<string> {
      while (stepNow() <= lastStep) await new Promise((resolve) => setTimeout(resolve, 500))
      lastStep = stepNow()
      return generateSync({ secret })
    },
    /** The code just given again, as someone replaying it would. */
    replay: () => generateSync({ secret, epoch: lastStep * STEP_SECONDS }),
  }
}

/** The setup key as the page shows it (in fours), read by a person and typed into the phone. */
async function readSetupKey(page: Page): Promise<string> {
  return (await page.getByRole('textbox', { name: 'Setup key' }).inputValue()).replace(/\s/g, '')
}

async function readRecoveryCodes(page: Page): Promise<string[]> {
  const items = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
  await expect(items).toHaveCount(10)
  return (await items.allInnerTexts()).map((code) => code.trim())
}

let superToken: string | undefined

/** The super admin's session for API set-up, by the emailed code (once per worker: sends are limited). */
async function superAdminToken(request: APIRequestContext): Promise<string> {
  if (!superToken) {
    const email = 'super@str.example'
    const sent = await request.get(`/api/v1/superadmin/auth/login/email/otp?email=${encodeURIComponent(email)}`)
    expect(sent.ok(), `sending the code answered ${sent.status()}`).toBe(true)
    superToken = await tokenFrom(request, '/api/v1/superadmin/auth/login/verify', { email, otp: await codeSentTo(request, email) })
  }
  return superToken
}

/** A company of its own for each test and project, so runs on one database never meet. */
async function newCompany(request: APIRequestContext, tag: string) {
  const n = `${Date.now()}`.slice(-6)
  const admin = { email: `first.${tag}.${n}@twofactor.example`, password: 'First@Admin2026' }
  const res = await request.post('/api/v1/superadmin/company/add', {
    headers: { authorization: await superAdminToken(request) },
    data: {
      companyName: `Two Factor ${tag} ${n} Pvt Ltd`,
      email: admin.email,
      mobile: `7${n}${n.slice(0, 3)}`,
      companyAadhaarCard: '499118665246',
      companyPan: 'AAECT4321K',
      companyAddress: 'MG Road, Pune',
      companyPincode: '411001',
      tokenName: 'Two Factor Token',
      tokenSymbol: `TF${tag.slice(0, 1).toUpperCase()}${n}`,
      price: '2.50',
      totalSupply: '2000000',
      platformChargePercent: '1.5',
      adminPassword: admin.password,
    },
  })
  expect(res.status(), await res.text()).toBe(200)
  return { admin, name: `Two Factor ${tag} ${n} Pvt Ltd`, symbol: `TF${tag.slice(0, 1).toUpperCase()}${n}` }
}

async function typePassword(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
}

/** Password, then the code step's field: what an admin with two-factor sign-in on sees. */
async function signInWithCode(page: Page, account: { email: string; password: string }, code: string) {
  await typePassword(page, account)
  await page.getByRole('textbox', { name: /Authentication code/ }).fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
}

/** Clicks an item of the console's menu (clickInMenu opens it on a phone). */
async function fromMenu(page: Page, item: 'Security' | 'Logout') {
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await clickInMenu(page, item === 'Logout' ? menu.getByRole('button', { name: item }) : menu.getByRole('link', { name: item }))
}

async function signOut(page: Page) {
  await fromMenu(page, 'Logout')
  await expect(page).toHaveURL(/\/admin\/login$/)
}

async function openSecurity(page: Page) {
  await fromMenu(page, 'Security')
  await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible()
}

async function newBrowser(browser: Browser, page: Page) {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
  return { context, page: await context.newPage() }
}

test('an admin enrols from the Security page, signs in with password and code; a replayed code is refused and a recovery code works once', async ({ page, request }, info) => {
  test.setTimeout(180_000)
  const company = await newCompany(request, `e${info.project.name}`)

  await typePassword(page, company.admin)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await settleFirstVisitReload(page)
  await openSecurity(page)
  await expect(page.getByRole('region', { name: 'Two-factor sign-in' }).getByText('Off')).toBeVisible()
  await snap(page, 'admin-security-off')

  await page.getByRole('button', { name: 'Set up authenticator app' }).click()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const phone = authenticator(await readSetupKey(page))
  await snap(page, 'admin-security-setup')
  await page.getByRole('textbox', { name: /Code from the app/ }).fill(await phone.code())
  await page.getByRole('button', { name: 'Turn on' }).click()
  const recoveryCodes = await readRecoveryCodes(page)
  await expect(page.getByText('Save these codes now')).toBeVisible()
  await snap(page, 'admin-security-recovery-codes')
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click()
  await expect(page.getByText('Recovery codes left: 10 of 10.')).toBeVisible()
  await snap(page, 'admin-security-on')
  await signOut(page)

  // The next sign-in asks for the code after the password, and only a fresh one signs in.
  await typePassword(page, company.admin)
  const codeField = page.getByRole('textbox', { name: /Authentication code/ })
  await expect(codeField).toBeVisible()
  await snap(page, 'admin-login-code')
  await codeField.fill(await phone.code())
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await settleFirstVisitReload(page)
  await signOut(page)

  await signInWithCode(page, company.admin, phone.replay())
  await expect(page.getByText('This code has already been used. Wait for the next one.')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login$/)

  // Phone gone: a recovery code signs in, once.
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
  await page.getByRole('textbox', { name: /Recovery code/ }).fill(recoveryCodes[0])
  await snap(page, 'admin-login-recovery-code')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await openSecurity(page)
  await expect(page.getByText('Recovery codes left: 9 of 10.')).toBeVisible()
  await signOut(page)

  await typePassword(page, company.admin)
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
  await page.getByRole('textbox', { name: /Recovery code/ }).fill(recoveryCodes[0])
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('textbox', { name: /Recovery code/ })).toHaveValue('')
  await expect(page).toHaveURL(/\/admin\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
})

test("the company's requirement makes an admin without an app enrol at sign-in; the super admin resets that admin's second factor", async ({ page, request, browser }, info) => {
  test.setTimeout(180_000)
  const company = await newCompany(request, `p${info.project.name}`)
  const second = { email: `second.${Date.now()}.${info.project.name}@twofactor.example`, password: 'Second@Admin2026' }

  // The first admin turns two-factor on (through the API: the first test walks that screen) and adds a colleague's account.
  const firstToken = await tokenFrom(request, '/api/v1/company/auth/login', company.admin)
  const setup = await request.post('/api/v1/company/auth/two-factor/setup', { headers: { authorization: firstToken } })
  expect(setup.status(), await setup.text()).toBe(200)
  const firstPhone = authenticator((await setup.json()).data.secret)
  const enabled = await request.post('/api/v1/company/auth/two-factor/enable', { headers: { authorization: firstToken }, data: { code: await firstPhone.code() } })
  expect(enabled.status(), await enabled.text()).toBe(200)
  const companyId = await companyIdOf(request, company.symbol)
  const added = await request.post('/api/v1/superadmin/company/admin/add', {
    headers: { authorization: await superAdminToken(request) },
    data: { companyId, name: 'Second Admin', email: second.email, mobile: `6${`${Date.now()}`.slice(-9)}`, password: second.password },
  })
  expect(added.status(), await added.text()).toBe(200)

  // The first admin requires it for everyone.
  await signInWithCode(page, company.admin, await firstPhone.code())
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await settleFirstVisitReload(page)
  await openSecurity(page)
  const requirement = page.getByRole('switch', { name: /^Require two-factor sign-in for all admins/ })
  await requirement.click()
  await page.getByRole('dialog', { name: 'Require two-factor sign-in' }).getByRole('button', { name: 'Require it' }).click()
  await expect(requirement).toBeChecked()
  await expect(page.getByRole('button', { name: 'Turn off' })).toBeDisabled()
  await snap(page, 'admin-security-required')

  // The colleague, without an app, must set one up before the session starts.
  const colleague = await newBrowser(browser, page)
  await typePassword(colleague.page, second)
  await expect(colleague.page.getByText('Your company requires two-factor sign-in. Set up an authenticator app to continue.')).toBeVisible()
  await expect(colleague.page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  await snap(colleague.page, 'admin-login-enrol')
  const secondPhone = authenticator(await readSetupKey(colleague.page))
  await colleague.page.getByRole('textbox', { name: /Code from the app/ }).fill(await secondPhone.code())
  await colleague.page.getByRole('button', { name: 'Turn on and sign in' }).click()
  await readRecoveryCodes(colleague.page)
  await snap(colleague.page, 'admin-login-enrol-recovery-codes')
  expect(await colleague.page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
  await colleague.page.getByRole('button', { name: 'Continue to the dashboard' }).click()
  await expect(colleague.page).toHaveURL(/\/admin\/dashboard$/)
  await settleFirstVisitReload(colleague.page)

  // The colleague loses the phone and the codes; the super admin resets their second factor by their email.
  const operator = await newBrowser(browser, page)
  await operator.page.goto('/privacy-policy')
  await operator.page.evaluate(
    (token) => {
      localStorage.setItem('accessToken', token)
      localStorage.setItem('isLoggedIn', 'true')
      localStorage.setItem('reloadCount', '2')
    },
    await superAdminToken(request),
  )
  await operator.page.goto(`/superadmin/companymanage?search=${company.symbol}`)
  await operator.page.getByRole('button', { name: `Actions for ${company.name}` }).click()
  await operator.page.getByRole('menuitem', { name: `Reset two-factor of an admin of ${company.name}` }).click()
  const dialog = operator.page.getByRole('dialog', { name: 'Reset two-factor sign-in' })
  await dialog.getByRole('textbox', { name: /^Admin email/ }).fill(second.email)
  await snap(operator.page, 'superadmin-reset-two-factor')
  await dialog.getByRole('button', { name: 'Reset' }).click()
  await expect(dialog).toBeHidden()
  await operator.context.close()

  // Their session has ended; signing in asks them to set up a new app, not for the old one's code.
  await colleague.page.reload()
  await expect(colleague.page).toHaveURL(/\/admin\/login/)
  await typePassword(colleague.page, second)
  await expect(colleague.page.getByText('Your company requires two-factor sign-in. Set up an authenticator app to continue.')).toBeVisible()
  await expect(colleague.page.getByRole('textbox', { name: 'Setup key' })).not.toHaveValue(secondPhone.secret.replace(/(.{4})(?=.)/g, '$1 '))
  await colleague.context.close()
})

test('the super admin enrols an authenticator app, signs in with it instead of an emailed code, and turns it off again', async ({ page, request }) => {
  test.setTimeout(180_000)
  await page.goto('/privacy-policy')
  await page.evaluate(
    (token) => {
      localStorage.setItem('accessToken', token)
      localStorage.setItem('isLoggedIn', 'true')
      localStorage.setItem('reloadCount', '2')
    },
    await superAdminToken(request),
  )
  await page.goto('/superadmin/security')
  await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible()
  await page.getByRole('button', { name: 'Set up authenticator app' }).click()
  const phone = authenticator(await readSetupKey(page))
  await page.getByRole('textbox', { name: /Code from the app/ }).fill(await phone.code())
  await page.getByRole('button', { name: 'Turn on' }).click()
  const recoveryCodes = await readRecoveryCodes(page)
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click()
  await snap(page, 'superadmin-security-on')

  await page.goto('/superadmin/login')
  await page.getByRole('button', { name: 'Use authenticator app' }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill('super@str.example')
  await page.getByRole('textbox', { name: /Authentication code/ }).fill(await phone.code())
  await snap(page, 'superadmin-login-authenticator')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/superadmin\/dashboard$/)
  await settleFirstVisitReload(page)

  // Left as it was found, so the other project's run enrols from the start too.
  await fromMenu(page, 'Security')
  await page.getByRole('button', { name: 'Turn off' }).click()
  const dialog = page.getByRole('dialog', { name: 'Turn off two-factor sign-in' })
  await dialog.getByRole('button', { name: 'Use a recovery code instead' }).click()
  await dialog.getByRole('textbox', { name: /Recovery code/ }).fill(recoveryCodes[0])
  await snap(page, 'superadmin-security-turn-off')
  await dialog.getByRole('button', { name: 'Turn off' }).click()
  await expect(page.getByRole('region', { name: 'Two-factor sign-in' }).getByText('Off')).toBeVisible()
})

async function companyIdOf(request: APIRequestContext, symbol: string): Promise<string> {
  const res = await request.get(`/api/v1/superadmin/company/list?search=${symbol}`, { headers: { authorization: await superAdminToken(request) } })
  const [company] = (await res.json()).data.records
  return company.id
}
