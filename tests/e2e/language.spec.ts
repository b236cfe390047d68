import { expect, test } from '@playwright/test'

test.describe('the member login in Hindi on a phone', () => {
  test('switches in place, loads the Hindi words and font only then, and fits 390 px', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'one phone-sized check; the web tests cover the switch itself')
    const fontRequests: string[] = []
    const hindiWords: string[] = []
    page.on('request', (request) => request.url().includes('noto-sans-devanagari') && fontRequests.push(new URL(request.url()).pathname))
    page.on('request', (request) => request.url().includes('paraglide-hindi') && hindiWords.push(new URL(request.url()).pathname))

    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    expect(fontRequests, 'an English page does not fetch the Hindi font').toEqual([])
    expect(hindiWords, 'nor the Hindi words').toEqual([])

    await page.getByRole('textbox', { name: 'Email' }).fill('member@str.example')
    await page.getByRole('combobox', { name: 'Language' }).selectOption('hi')
    await expect(page.getByRole('heading', { name: 'लॉग इन करें' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('textbox', { name: 'ईमेल' })).toHaveValue('member@str.example')

    await page.evaluate(() => document.fonts.ready)
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'लॉग इन'))).toBe(true)
    expect(fontRequests.some((url) => url.includes('devanagari-hindi-400'))).toBe(true)
    expect(hindiWords).toHaveLength(1)

    // Nothing wider than the screen, and the card's texts inside it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    for (const name of ['लॉग इन करें', 'पासवर्ड भूल गए?', 'रजिस्टर करें']) {
      const box = await page.getByText(name, { exact: true }).first().boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= 390, name).toBe(true)
    }
    await page.screenshot({ path: 'test-results/language-login-hi-390.png', fullPage: true })

    // The choice survives a reload, and the server's page is already the Hindi one: it says so, and
    // names the Hindi words for the browser to fetch beside the app's code.
    const reloaded = await page.reload()
    const html = (await reloaded?.text()) ?? ''
    expect(html).toContain('<html lang="hi">')
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/_virtual_paraglide-hindi-[^"]+\.js">/)
    await expect(page.getByRole('heading', { name: 'लॉग इन करें' })).toBeVisible()
  })
})
