import { expect, test } from '@playwright/test'

test.describe('the product shell, as a new user finds it', () => {
  test('the login page is served at / with the token title and favicon', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
    await expect(page).toHaveTitle(/^STR.* \| Login$/)
    const favicon = page.locator('link[rel="icon"]').first()
    await expect(favicon).toHaveAttribute('href', /str/i)
    expect(errors).toEqual([])
  })

  test('guards send visitors without a session to the right login page, carrying the page asked for', async ({ page }) => {
    await page.goto('/user/payment-history')
    await expect(page).toHaveURL(/\/\?redirect=%2Fuser%2Fpayment-history$/)
    await page.goto('/admin/usermanage')
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fusermanage$/)
    await expect(page.getByText('PRE-LAUNCH PROGRAM')).toBeVisible()
    await page.goto('/superadmin')
    await expect(page).toHaveURL(/\/superadmin\/login\?redirect=%2Fsuperadmin$/)
  })

  test('the API answers in the envelope, with the security headers', async ({ request }) => {
    const health = await request.get('/api/health')
    expect(health.status()).toBe(200)
    expect(await health.json()).toMatchObject({ status: true, data: { database: 'ok' } })
    const headers = health.headers()
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy']).not.toContain('unsafe-eval')
    expect(headers['x-content-type-options']).toBe('nosniff')

    const missing = await request.get('/api/nothing-here')
    expect(missing.status()).toBe(404)
    expect(await missing.json()).toMatchObject({ status: false })
  })
})
