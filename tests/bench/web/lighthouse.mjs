// Lighthouse 12, default (mobile, simulated throttling) config, through Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import puppeteer from 'puppeteer-core'

export const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--headless']

/** `tls`: the bench server's certificate is self-signed, so this Chromium does not check issuers. */
export const chromeFlags = (tls) => (tls ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS)

export async function launchBrowser({ tls = false } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: chromeFlags(tls), logLevel: 'silent' })
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null })
  return {
    chrome,
    browser,
    close: async () => {
      await browser.disconnect()
      chrome.kill()
    },
  }
}

/**
 * One audit. Signed-in pages get their localStorage (and the language cookie) written on the same
 * origin first; Lighthouse's default storage reset clears caches and service workers but leaves
 * localStorage and cookies alone.
 */
async function auditOnce({ chrome, browser }, url, storage) {
  const page = await browser.newPage()
  try {
    if (storage) {
      await page.goto(new URL('/api/health', url).href)
      await page.evaluate((entries) => {
        localStorage.clear()
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
        // The cookie the SPA writes beside the language it shows (src/lib/locale.ts), which a returning
        // reader has: the server sends that language's page by it.
        globalThis.document.cookie = entries.language ? `lang=${entries.language}; path=/; secure; samesite=lax` : 'lang=; path=/; max-age=0'
      }, storage)
    }
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, undefined, page)
    if (!result) throw new Error(`no Lighthouse result for ${url}`)
    // The language the page ended in (src/lib/locale.ts sets it on <html>): an audit meant for
    // Hindi that showed English would measure the wrong page.
    shownLanguage.set(result.lhr, await page.evaluate('document.documentElement.lang').catch(() => undefined))
    return result.lhr
  } finally {
    await page.close()
  }
}

/** Each report's page language (`lang` of its document at the end of the run). */
const shownLanguage = new WeakMap()

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue
  return {
    finalUrl: lhr.finalDisplayedUrl,
    shownLanguage: shownLanguage.get(lhr),
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    runtimeError: lhr.runtimeError?.message,
    failedA11y: Object.values(lhr.audits)
      .filter((a) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0) && a.score !== null && a.score < 1)
      .map((a) => a.id),
  }
}

const measured = (lhr) => ['first-contentful-paint', 'interactive'].every((id) => Number.isFinite(lhr.audits[id]?.numericValue))

/**
 * Several runs per page; Lighthouse's own median-run picks the representative one. A run on a busy
 * machine can end without a first paint or a time to interactive (Lighthouse's NO_FCP), and the
 * median cannot take it (it throws, and the whole report was lost): such a run is set aside and
 * another made, up to three more, and the runs set aside are kept in the report.
 */
export async function auditPage(session, url, storage, runs) {
  const lhrs = []
  const unmeasured = []
  for (let attempt = 0; lhrs.length < runs && attempt < runs + 3; attempt++) {
    const lhr = await auditOnce(session, url, storage)
    ;(measured(lhr) ? lhrs : unmeasured).push(lhr)
  }
  // No run measured at all: the page is reported with its runtime error, as a miss.
  const median = lhrs.length > 0 ? computeMedianRun(lhrs) : unmeasured[0]
  return {
    ...summarise(median),
    runs: lhrs.map(summarise),
    unmeasuredRuns: unmeasured.map(summarise),
    userAgent: median.environment.hostUserAgent,
    lhVersion: median.lighthouseVersion,
    lhr: median,
  }
}
