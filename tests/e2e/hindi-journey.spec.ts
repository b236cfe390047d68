import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { codeSentTo, snap, uniqueContact } from './helpers'

// A buyer who reads Hindi, on a phone: registration, login, Buy Token, payment and the payment
// history, every screen in Hindi. The words come from the Hindi catalogue, as the member reads them.

const hi: Record<string, string> = JSON.parse(fs.readFileSync('messages/hi.json', 'utf8'))
/** A Hindi message with its values put in. */
const t = (key: string, values: Record<string, string | number> = {}) => {
  expect(hi[key], `messages/hi.json has ${key}`).toEqual(expect.any(String))
  return hi[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))
}

/**
 * The Latin words left on the screen, but for what Hindi writes that way too: the member's own data,
 * the terms Indians write in English (UPI, UTR, OTP, INR...), the token's name (Star Token, STR),
 * the switch's "English" (each language is named in itself) and the time of day's am/pm (Intl's
 * hi-IN). On a Hindi screen anything else would be untranslated English.
 */
async function englishLeft(page: Page, ownWords: string[]): Promise<string[]> {
  const allowed = new Set([
    'UPI',
    'UTR',
    'OTP',
    'STR',
    'INR',
    'ID',
    'PDF',
    'QR',
    'IFSC',
    'PAN',
    'Aadhaar',
    'English',
    'Star',
    'Token',
    'am',
    'pm',
    ...ownWords.flatMap((w) => w.split(/[^\p{L}]+/u)),
  ])
  const text = await page.locator('body').evaluate((body) => (body as HTMLElement).innerText)
  const words = text
    .replace(/\S+@\S+/g, ' ') // email addresses
    .replace(/\S*\d\S*/g, ' ') // figures and codes: wallet addresses, hashes, order numbers, Member IDs
    .match(/\p{Script=Latin}{2,}/gu)
  return [...new Set((words ?? []).filter((word) => !allowed.has(word)))]
}

test('a member registers, logs in, buys, pays and finds the order, all in Hindi on a phone', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the journey is a phone one; the layout checks cover 1280 px in Hindi')
  test.setTimeout(120_000)
  const errors: string[] = []
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
  const { email, mobile } = uniqueContact('priya')
  const name = 'Priya Sharma'
  // The member's own name, and its initials on the avatar.
  const own = [name, 'PS']
  const password = 'Priya@2026!'

  // Registration: the guest picks Hindi on the page itself.
  await page.goto('/register')
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { name: 'रजिस्टर करें' })).toBeVisible()
  await page.getByRole('textbox', { name: 'नाम' }).fill(name)
  await page.getByRole('textbox', { name: 'ईमेल' }).fill(email)
  await page.getByRole('textbox', { name: 'मोबाइल' }).fill(mobile)
  expect(await englishLeft(page, own)).toEqual([])
  await snap(page, 'hindi-register-step1')
  await page.getByRole('button', { name: 'OTP मँगाएँ' }).click()

  await expect(page.getByRole('button', { name: 'खाता बनाएँ' })).toBeVisible()
  await page.getByRole('textbox', { name: 'OTP' }).fill(await codeSentTo(request, email))
  await page.getByLabel('जन्म तिथि').fill('1994-05-17')
  await page.getByRole('textbox', { name: 'पिनकोड' }).fill('560001')
  await page.getByRole('combobox', { name: 'लिंग' }).selectOption('female')
  await page.getByRole('textbox', { name: 'पासवर्ड', exact: true }).fill(password)
  await page.getByRole('textbox', { name: 'पासवर्ड की पुष्टि' }).fill(password)
  expect(await englishLeft(page, own)).toEqual([])
  await snap(page, 'hindi-register-step2')
  await page.getByRole('button', { name: 'खाता बनाएँ' }).click()
  await expect(page).toHaveURL(/\/$/)

  // Login, still in Hindi.
  await expect(page.getByRole('heading', { name: 'लॉग इन करें' })).toBeVisible()
  await page.getByRole('textbox', { name: 'ईमेल' }).fill(email)
  await page.getByRole('textbox', { name: 'पासवर्ड', exact: true }).fill(password)
  await snap(page, 'hindi-login')
  await page.getByRole('button', { name: 'लॉग इन करें' }).click()
  await expect(page).toHaveURL(/\/user\/dashboard$/)
  await expect(page.getByRole('heading', { name: t('nav_dashboard') })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`\\| ${t('nav_dashboard')}$`))
  await page.waitForLoadState('networkidle')
  expect(await englishLeft(page, own)).toEqual([])
  await snap(page, 'hindi-dashboard')

  // The account keeps the language: a reload is Hindi from the profile.
  await page.evaluate(() => localStorage.removeItem('language'))
  await page.reload()
  await expect(page.getByRole('heading', { name: t('nav_dashboard') })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')

  // Buy Token.
  await page.goto('/user/buy-token')
  await expect(page.getByRole('heading', { name: 'टोकन खरीदें' })).toBeVisible()
  await page.getByRole('textbox', { name: 'राशि (INR)' }).fill('1000')
  await expect(page.getByRole('button', { name: 'अभी खरीदें' })).toBeEnabled()
  expect(await englishLeft(page, own)).toEqual([])
  await snap(page, 'hindi-buy-token')
  await page.getByRole('button', { name: 'अभी खरीदें' }).click()
  await expect(page).toHaveURL(/\/user\/payment/)

  // Payment: the member pays by bank transfer and proves it with the UTR and the receipt.
  await expect(page.getByRole('heading', { name: t('pay_heading') })).toBeVisible()
  await page.waitForLoadState('networkidle')
  // The order's number (PUR-...) and the UPI apps' own names are not words to translate.
  const paymentNames = [...own, 'PUR', 'Paytm', 'PhonePe', 'Google Pay']
  expect(await englishLeft(page, paymentNames)).toEqual([])
  await snap(page, 'hindi-payment')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: t('pay_pay'), exact: true }).click()
  const proof = page.getByRole('dialog', { name: t('pay_proof_title') })
  await proof.getByRole('textbox', { name: t('pay_utr_label') }).fill('412345678901')
  await proof.locator('input[type="file"]').setInputFiles('tests/e2e/fixtures/receipt.png')
  await expect(proof.getByText(t('pay_uploaded'))).toBeVisible()
  expect(await englishLeft(page, [...paymentNames, 'receipt', 'png'])).toEqual([])
  await snap(page, 'hindi-payment-proof')
  await proof.getByRole('button', { name: t('pay_pay'), exact: true }).click()

  // The order waits for the company's decision in the payment history.
  await page.goto('/user/payment-history')
  await expect(page.getByRole('heading', { name: t('nav_payment_history') })).toBeVisible()
  await expect(page.getByText(/^PUR-\d+$/)).toBeVisible()
  await expect(page.getByText(t('history_status_pending'), { exact: true }).locator('visible=true').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await englishLeft(page, [...own, 'PUR'])).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await snap(page, 'hindi-payment-history')

  expect(errors).toEqual([])
})
