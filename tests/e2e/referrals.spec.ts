import { expect, test, type Page } from '@playwright/test'
import { codeSentTo, signInAdmin, signInMember, snap, submitProof, uniqueContact } from './helpers'

/**
 * The referral programme end to end: member A shares their link, a visitor registers
 * through it with the Member ID filled in, buys and pays; the admin approves; A sees the reward,
 * locked with its Time Left, in My Stock and on Refer & Earn.
 */
test('a member shares their link; the referred visitor registers through it and buys; the approval pays the referrer a locked reward', async ({
  page,
  browser,
  request,
  context,
}) => {
  // Three people in three browsers, and the approval read in the review panel: a long journey, given three times the usual time.
  test.slow()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const viewport = page.viewportSize() ?? undefined

  // 1. Member A copies their link on Refer & Earn.
  await signInMember(page, request)
  await page.goto('/user/referrals')
  await expect(page.getByRole('heading', { name: 'Refer & Earn' })).toBeVisible()
  const linkBox = page.getByRole('textbox', { name: 'Referral link' })
  await expect(linkBox).toHaveValue(/\/register\?referralCode=\w+$/)
  const link = await linkBox.inputValue()
  const code = new URL(link).searchParams.get('referralCode')!
  await page.getByRole('button', { name: 'Copy referral link' }).click()
  await expect(page.getByText('Referral link copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
  await expect(page.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible()
  await snap(page, 'refer-and-earn')
  const earnedBefore = await figure(page, 'Earned')
  const funnelBefore = await funnelFigures(page)

  // 2. A visitor opens the link in a browser of their own and registers with the Member ID filled in.
  const visitorContext = await browser.newContext({ viewport })
  const visitor = await visitorContext.newPage()
  const { email, mobile } = uniqueContact('referred')
  await visitor.goto(link)
  await expect(visitor.getByText(`Member ${code} referred you`)).toBeVisible()
  await visitor.getByLabel('Name').fill('Kiran Referred')
  await visitor.getByLabel('Email').fill(email)
  await visitor.getByLabel('Mobile').fill(mobile)
  await visitor.getByRole('button', { name: 'Request OTP' }).click()
  await expect(visitor.getByRole('button', { name: 'Create Account' })).toBeVisible()
  await expect(visitor.getByRole('textbox', { name: /^Member ID/ })).toHaveValue(code)
  await visitor.getByLabel('OTP').fill(await codeSentTo(request, email))
  await visitor.getByLabel('Date of Birth').fill('1996-02-11')
  await visitor.getByLabel('Pincode').fill('400001')
  await visitor.getByLabel('Gender').selectOption('male')
  await visitor.getByRole('textbox', { name: 'Password', exact: true }).fill('Kiran@2026!')
  await visitor.getByRole('textbox', { name: 'Confirm Password' }).fill('Kiran@2026!')
  await snap(visitor, 'register-referred')
  await visitor.getByRole('button', { name: 'Create Account' }).click()
  await expect(visitor).toHaveURL(/\/$/)
  await visitor.getByLabel('Email').fill(email)
  await visitor.getByRole('textbox', { name: 'Password', exact: true }).fill('Kiran@2026!')
  await visitor.getByRole('button', { name: 'Log in' }).click()
  await expect(visitor).toHaveURL(/\/user\/dashboard$/)

  // ...buys ₹10,000 of tokens and pays by UPI with a receipt.
  await visitor.goto('/user/buy-token')
  await visitor.getByLabel('Amount (INR)').fill('10000')
  await visitor.getByRole('button', { name: 'BUY NOW' }).click()
  await expect(visitor).toHaveURL(/\/user\/payment\?purchaseId=PUR-\d{6}&purchaseAmount=10000$/)
  const order = new URL(visitor.url()).searchParams.get('purchaseId')!
  await submitProof(visitor, Date.now().toString().slice(-12).padStart(12, '7'))
  await expect(visitor.getByText('UPI proof submitted successfully.')).toBeVisible()
  await visitorContext.close()

  // 3. The admin approves it, and the history shows the reward it paid.
  const adminContext = await browser.newContext({ viewport })
  const admin = await adminContext.newPage()
  await signInAdmin(admin, adminContext.request)
  await admin.goto(`/admin/purchaserequest?search1=${order}`)
  const requests = admin.getByRole('table', { name: 'Purchase Requests' })
  await expect(requests.getByRole('row')).toHaveCount(2)
  const quantity = Number((await requests.getByRole('row').nth(1).getByRole('cell').nth(5).innerText()).replace(/[^\d]/g, ''))
  const reward = Math.floor((quantity * 5) / 100)
  expect(reward).toBeGreaterThan(0)
  await requests.getByRole('button', { name: 'Approve' }).click()
  await admin.getByRole('dialog', { name: 'Approve Purchase' }).getByRole('button', { name: 'Approve' }).click()
  await expect(admin.getByText('Purchase approved successfully')).toBeVisible()
  await admin.goto(`/admin/purchaserequest?tab=history&search1=${order}`)
  // The row opens its review, which says what the approval paid.
  await admin
    .getByRole('table', { name: 'Purchase History' })
    .locator('tbody tr')
    .first()
    .getByText(/^\d{4}-\d{2}-\d{2}$/)
    .click()
  await expect(admin.getByRole('dialog', { name: `Review purchase ${order}` }).getByText(`L1 ${code}: ${reward.toLocaleString('en-IN')}`)).toBeVisible()
  await snap(admin, 'admin-history-rewards')
  // The admin's Referral Programme screen: its settings, the pool, and A among the top referrers.
  await admin.goto('/admin/referral')
  await expect(admin.getByRole('switch', { name: /^Referral programme on/ })).toBeChecked()
  await expect(admin.getByRole('table', { name: 'Top referrers' }).getByRole('cell', { name: code, exact: true })).toBeVisible()
  await snap(admin, 'admin-referral-programme')
  await adminContext.close()

  // 4. A sees the reward, locked with its Time Left, in My Stock and on Refer & Earn.
  await page.goto('/user/dashboard?stock=mine')
  const myStock = page.getByRole('table', { name: 'My Stock Details' })
  const row = myStock
    .getByRole('row')
    .filter({ hasText: `Level 1: 5% of ${quantity.toLocaleString('en-IN')}` })
    .first()
  await expect(row).toBeVisible()
  await expect(row).toContainText(reward.toLocaleString('en-IN'))
  await expect(row.getByText(/^(29d 23h|30d 0h)$/)).toBeVisible()
  await snap(page, 'my-stock-reward')

  await page.goto('/user/referrals')
  expect(await figure(page, 'Earned')).toBe(earnedBefore + reward)
  const rewards = page.getByRole('region', { name: 'Your rewards' })
  await expect(rewards.getByText(/Time Left: (29d 23h|30d 0h)/)).toBeVisible()
  // Newest first: the visitor just referred, by first name and last initial (a second run on one
  // database finds the first one below), at level 1, bought.
  const referred = page
    .getByRole('table', { name: 'Members you referred' })
    .getByRole('row', { name: /Kiran R\./ })
    .first()
  await expect(referred).toContainText(`${quantity.toLocaleString('en-IN')} STR`)
  await expect(referred).toContainText('Level 1')
  await expect(referred).toContainText('Bought')
  // The funnel counted the visitor's open of the link, their registration, first purchase and the reward.
  const funnelAfter = await funnelFigures(page)
  expect(funnelAfter.map((n, i) => n - funnelBefore[i])).toEqual([1, 1, 1, 1])
  // The rewards history names the buyer the same way, with the level and the tokens.
  const history = page
    .getByRole('table', { name: 'Rewards history' })
    .getByRole('row', { name: /Kiran R\./ })
    .first()
  await expect(history).toContainText('Level 1')
  await expect(history).toContainText(`${reward.toLocaleString('en-IN')} STR`)
  await snap(page, 'refer-and-earn-after')
})

/** A figure of 'Your rewards', as a whole number of tokens. */
async function figure(page: Page, label: string): Promise<number> {
  const value = page.getByRole('region', { name: 'Your rewards' }).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')
  await expect(value).toContainText(/\d/)
  return Number((await value.innerText()).replace(/[^\d]/g, ''))
}

/** The funnel's four steps (link opens, registrations, first purchases, rewards) as whole numbers. */
async function funnelFigures(page: Page): Promise<number[]> {
  const funnel = page.getByRole('region', { name: 'Your link, step by step' })
  const values = funnel.locator('dd')
  await expect(values).toHaveCount(4)
  return (await values.allInnerTexts()).map((text) => Number(text.replace(/[^\d]/g, '')))
}
