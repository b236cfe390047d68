import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** The newest one-time code sent to an address, read from the dev outbox as a tester would. */
export async function codeSentTo(request: APIRequestContext, to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)
    const message = (await res.json()).data.find((m: { code: string | null }) => m.code)
    if (message) return message.code
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no code reached ${to}`)
}

/** Screenshots for a person to look at (test-results is not committed). */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}-${page.viewportSize()?.width}.png`, fullPage: true })
}

/** A fresh Indian mobile number and email per run, so reruns on one database never collide. */
export function uniqueContact(prefix: string) {
  const n = Date.now().toString().slice(-9)
  return { email: `${prefix}.${n}@example.in`, mobile: `9${n}` }
}

/** On a phone the menu hides behind the burger; a person opens it first. */
export async function openMenu(page: Page): Promise<void> {
  const burger = page.getByRole('button', { name: 'Open menu' })
  if (await burger.isVisible()) await burger.click()
}

/**
 * The console dashboards reload themselves once on the first visit (SPEC). Wait until the page in
 * front of us is that reloaded one, so the reload cannot cut the next step short.
 */
export async function settleFirstVisitReload(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return await page.evaluate(() => {
            const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
            return `${entry?.type}:${document.readyState}:${localStorage.getItem('reloadCount')}`
          })
        } catch {
          return 'navigating'
        }
      },
      { timeout: 15_000 },
    )
    .toBe('reload:complete:2')
}
