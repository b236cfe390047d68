// `npm run bench:web`: bundle budgets on a fresh production build, then Lighthouse on the real
// server. Prints a table and the conditions it ran under; exits non-zero when any budget is missed.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { lighthouseBudgets, sizeBudgets } from './budgets.mjs'
import { build, chartChunks, compileHintCoverage, floatingUiOnFirstLoad, measureLoginPage, routePagePreloads } from './bundle.mjs'
import { auditPage, CHROME_PATH, chromeFlags, launchBrowser } from './lighthouse.mjs'
import { adminStorage, guestStorage, memberStorage, startServer } from './server.mjs'

const root = path.resolve(import.meta.dirname, '../../..')
// Five runs a page, Lighthouse's own advice for a steady median: three left /user/dashboard's LCP 100 ms apart between runs.
const runs = Number(process.env.BENCH_WEB_RUNS ?? 5)
// Over HTTPS (so HTTP/2) unless BENCH_WEB_TLS=0: see docs/PERFORMANCE.md, how it is measured.
const tls = process.env.BENCH_WEB_TLS !== '0'
const misses = []
const reportDir = path.join(root, 'test-results/bench-web')
const kb = (bytes) => (bytes / 1000).toFixed(1)

function check(label, ok, detail) {
  if (!ok) misses.push(`${label}: ${detail}`)
  return ok ? 'ok' : 'MISS'
}

console.log('Building the web app (vite build)...')
const { outDir, manifest } = build(root)
const login = measureLoginPage(outDir, manifest)
const charts = chartChunks(outDir, manifest)
const hints = compileHintCoverage(outDir)
// The measured pages and the route files that render each (a page's chunks are its route files' chunks and what they import).
const measuredPages = [
  { path: '/', routeFiles: ['src/routes/_guest.tsx', 'src/routes/_guest/index.tsx'] },
  { path: '/register', routeFiles: ['src/routes/_guest.tsx', 'src/routes/_guest/register.tsx'] },
  { path: '/user/dashboard', routeFiles: ['src/routes/user/route.tsx', 'src/routes/user/dashboard.tsx'] },
  { path: '/admin', routeFiles: ['src/routes/admin/_console.tsx', 'src/routes/admin/_console/index.tsx'] },
]
const pagePreloads = routePagePreloads(outDir, manifest, measuredPages)
const pagesMissing = pagePreloads.filter((page) => page.missing.length > 0)
const floating = floatingUiOnFirstLoad(outDir, manifest, measuredPages).filter((page) => page.carriers.length > 0)
console.table([
  {
    budget: 'login initial JS (gzip)',
    value: `${kb(login.jsGzip)} kB`,
    limit: `<= ${sizeBudgets.loginJsGzipKb} kB`,
    result: check('login JS', login.jsGzip <= sizeBudgets.loginJsGzipKb * 1000, `${kb(login.jsGzip)} kB gzip`),
  },
  {
    budget: 'login initial CSS (gzip)',
    value: `${kb(login.cssGzip)} kB`,
    limit: `<= ${sizeBudgets.loginCssGzipKb} kB`,
    result: check('login CSS', login.cssGzip <= sizeBudgets.loginCssGzipKb * 1000, `${kb(login.cssGzip)} kB gzip`),
  },
  {
    budget: 'chart code only in admin dashboard chunks',
    value: charts.carriers.join(', ') || 'none',
    limit: 'admin dashboard only',
    result: check('chart code', charts.offenders.length === 0, charts.offenders.map((o) => `${o.file} reached by ${o.reachedBy.join(', ') || 'nothing'}`).join('; ')),
  },
  {
    budget: 'compile hint atop every script',
    value: `${hints.scripts - hints.missing.length} of ${hints.scripts}`,
    limit: 'all',
    result: check('compile hint', hints.missing.length === 0, `missing in ${hints.missing.join(', ')}`),
  },
  {
    budget: "each measured page preloads its route's code",
    value: pagePreloads.map((page) => `${page.url} ${page.expected - page.missing.length}/${page.expected}`).join(', '),
    limit: 'all',
    result: check('route pages', pagesMissing.length === 0, pagesMissing.map((page) => `${page.url} lacks ${page.missing.join(', ')}`).join('; ')),
  },
  {
    budget: 'no floating-ui on a measured page (none opens a popover)',
    value: floating.map((page) => `${page.url}: ${page.carriers.join(', ')}`).join('; ') || 'none',
    limit: 'none',
    result: check('floating-ui', floating.length === 0, floating.map((page) => `${page.url} loads it in ${page.carriers.join(', ')}`).join('; ')),
  },
])
console.log(`login page files: ${login.js.length} JS, ${login.css.length} CSS (entry + static imports + ${login.routeChunks.join(', ')})`)

// BENCH_WEB_PAGES=/admin,/user/dashboard audits only those (while working on one page), and
// BENCH_WEB_LANGS=hi only those languages; the budgets are met only by a run of all four in both.
const onlyPages = process.env.BENCH_WEB_PAGES?.split(',')
const pages = [
  { path: '/', storage: guestStorage },
  { path: '/register', storage: guestStorage },
  { path: '/user/dashboard', storage: memberStorage },
  { path: '/admin', storage: adminStorage },
].filter((page) => !onlyPages || onlyPages.includes(page.path))
if (onlyPages) misses.push(`only ${pages.map((page) => page.path).join(', ')} audited (BENCH_WEB_PAGES)`)
// Every page in each language of the SPA (src/lib/message-locale.ts), under the same budgets: Hindi
// loads its words in a chunk of their own and draws in the Devanagari font, so its pages are measured too.
const LANGUAGES = ['en', 'hi']
const onlyLanguages = process.env.BENCH_WEB_LANGS?.split(',')
const languages = LANGUAGES.filter((language) => !onlyLanguages || onlyLanguages.includes(language))
if (onlyLanguages) misses.push(`only ${languages.join(', ')} audited (BENCH_WEB_LANGS)`)

if (!fs.existsSync(CHROME_PATH)) {
  console.error(`\nNo Chromium at ${CHROME_PATH}: install Debian's (apt-get install chromium) or set CHROMIUM_PATH. The Lighthouse budgets were not measured.`)
  process.exit(1)
}

const server = await startServer(root, { tls })
const session = await launchBrowser({ tls })
const results = []
try {
  for (const page of pages) {
    for (const language of languages) {
      // Signs in (and sets the member's profile language) afresh for each language.
      const storage = await page.storage(server, language)
      process.stdout.write(`Lighthouse ${page.path} in ${language} (${runs} run${runs > 1 ? 's' : ''})... `)
      const result = await auditPage(session, `${server.origin}${page.path}`, storage, runs)
      const setAside = result.unmeasuredRuns.length
        ? ` (${result.unmeasuredRuns.length} run(s) without a first paint set aside: ${result.unmeasuredRuns.map((r) => r.runtimeError ?? 'no FCP').join('; ')})`
        : ''
      console.log(`perf ${result.runs.map((r) => r.performance).join(' / ')}${setAside}`)
      const { lhr, ...summary } = result
      results.push({ page: page.path, language, ...summary })
      fs.mkdirSync(reportDir, { recursive: true })
      // English keeps the report names it always had; another language adds its own.
      const name = `lighthouse${page.path.replace(/\//g, '_')}${language === 'en' ? '' : `.${language}`}.json`
      fs.writeFileSync(path.join(reportDir, name), JSON.stringify(lhr))
    }
  }
} finally {
  await session.close()
  await server.stop()
}

const b = lighthouseBudgets
console.table(
  results.map((r) => {
    const inLanguage = r.shownLanguage === r.language
    const ok = !r.runtimeError && inLanguage && r.performance >= b.performance && r.accessibility >= b.accessibility && r.lcpMs <= b.lcpMs && r.tbtMs <= b.tbtMs && r.cls <= b.cls
    return {
      page: r.page,
      language: r.language,
      shown: r.shownLanguage ?? null,
      landed: new URL(r.finalUrl).pathname,
      performance: r.performance,
      accessibility: r.accessibility,
      'LCP ms': Math.round(r.lcpMs),
      'TBT ms': Math.round(r.tbtMs),
      CLS: Number.isFinite(r.cls) ? Number(r.cls.toFixed(3)) : null,
      'FCP ms': Math.round(r.fcpMs),
      benchmarkIndex: r.benchmarkIndex,
      result: check(
        `Lighthouse ${r.page} in ${r.language}`,
        ok,
        r.runtimeError ??
          `${inLanguage ? '' : `shown in ${r.shownLanguage ?? 'no language'}; `}perf ${r.performance}, a11y ${r.accessibility}, LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}${r.failedA11y.length ? `; a11y audits failing: ${r.failedA11y.join(', ')}` : ''}`,
      ),
    }
  }),
)
console.log(`budgets: performance >= ${b.performance}, accessibility >= ${b.accessibility}, LCP <= ${b.lcpMs} ms, TBT <= ${b.tbtMs} ms, CLS <= ${b.cls}`)

const conditions = {
  lighthouse: results[0]?.lhVersion,
  preset: 'default config: mobile form factor, simulated throttling (median of runs by Lighthouse computeMedianRun)',
  served: tls ? 'HTTPS by the product server (HTTP/2), self-signed certificate' : 'plain HTTP/1.1 (BENCH_WEB_TLS=0)',
  runsPerPage: runs,
  chromium: results[0]?.userAgent,
  chromePath: CHROME_PATH,
  chromeFlags: chromeFlags(tls).join(' '),
  cpus: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown'}`,
  loadAverageAtEnd: os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' '),
  node: process.version,
}
console.log('conditions:', conditions)

fs.writeFileSync(path.join(reportDir, 'report.json'), JSON.stringify({ at: new Date().toISOString(), conditions, login, charts, results, misses }, null, 2))

if (misses.length) {
  console.error(`\n${misses.length} budget miss(es):\n- ${misses.join('\n- ')}`)
  process.exit(1)
}
console.log('\nAll web budgets met.')
