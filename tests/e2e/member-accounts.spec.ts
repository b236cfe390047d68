import { expect, test } from '@playwright/test'
import { codeSentTo, openMenu, snap, uniqueContact } from './helpers'

test('a member registers, logs in, sets a picture, logs out, resets the password and logs in again', async ({ page, request }) => {
  const errors: string[] = []
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
  const { email, mobile } = uniqueContact('asha')

  await page.goto('/register')
  await expect(page).toHaveTitle(/\| Register$/)
  await page.getByLabel('Name').fill('Asha Verma')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mobile').fill(mobile)
  await snap(page, 'register-step1')
  await page.getByRole('button', { name: 'Request OTP' }).click()

  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible()
  await page.getByLabel('OTP').fill(await codeSentTo(request, email))
  await page.getByLabel('Date of Birth').fill('1994-05-17')
  await page.getByLabel('Pincode').fill('560001')
  await page.getByLabel('Gender').selectOption('female')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Asha@2026!')
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('Asha@2026!')
  await snap(page, 'register-step2')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/$/)

  await page.getByLabel('Email').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Asha@2026!')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/user\/dashboard$/)
  await expect(page).toHaveTitle(/\| Dashboard$/)
  await expect(page.getByText('Asha Verma').first()).toBeVisible()

  await openMenu(page)
  await page.getByRole('link', { name: 'Profile' }).first().click()
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Change profile picture' }).click()
  await (await chooser).setFiles('tests/e2e/fixtures/avatar.png')
  await page.getByRole('textbox', { name: 'Current Password' }).fill('Asha@2026!')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Profile updated successfully')).toBeVisible()
  // The picture is served back through its signed link and shows in the sidebar.
  await expect(page.locator('img[src*="/api/v1/media/file/"]').first()).toBeVisible()
  await snap(page, 'profile')

  // A new mobile number is confirmed with a code sent to it.
  const newMobile = uniqueContact('asha-new').mobile
  await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill(newMobile)
  await page.getByRole('button', { name: 'Send OTP' }).click()
  await expect(page.getByText('OTP sent to your new mobile number.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Mobile OTP' }).fill(await codeSentTo(request, newMobile))
  await snap(page, 'profile-mobile-change')
  await page.getByRole('textbox', { name: 'Current Password' }).fill('Asha@2026!')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByRole('textbox', { name: 'Mobile OTP' })).toBeHidden()
  await expect(page.getByRole('textbox', { name: 'Mobile', exact: true })).toHaveValue(newMobile)

  await openMenu(page)
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull()

  await page.getByRole('link', { name: /forgot password/i }).click()
  await expect(page).toHaveURL(/\/fogot-password$/)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send Code' }).click()
  await page.getByLabel('OTP').fill(await codeSentTo(request, email))
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Asha@2027!')
  await page.getByRole('textbox', { name: 'Confirm New Password' }).fill('Asha@2027!')
  await snap(page, 'forgot-password')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page).toHaveURL(/\/$/)

  await page.getByLabel('Email').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Asha@2026!')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('Invalid email or password.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Asha@2027!')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/user\/dashboard$/)
  expect(errors.filter((e) => !e.includes('401'))).toEqual([])
})
