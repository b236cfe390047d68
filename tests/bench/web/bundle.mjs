// Static budget checks on a production build: the login page's initial JS/CSS and where chart code lives.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { chartModules } from './budgets.mjs'

const LOGIN_ROUTE_FILES = ['src/routes/__root.tsx', 'src/routes/_guest.tsx', 'src/routes/_guest/index.tsx']
const ADMIN_DASHBOARD_PREFIXES = ['src/routes/admin/_console/index.tsx', 'src/routes/admin/_console/dashboard.tsx']

/** Builds the SPA into dist/web with a manifest; the server serves the same files afterwards. */
export function build(root) {
  const config = path.join(import.meta.dirname, 'vite.bench.config.mjs')
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', config], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error('vite build failed')
  // Exactly what `npm start` serves: the build emptied dist/web, .br and .gz files included, and the
  // server would otherwise send every asset uncompressed (a fresh build looks up to date to start.mjs).
  const compress = spawnSync(process.execPath, [path.join(root, 'scripts/compress-web.mjs')], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
  if (compress.status !== 0) throw new Error('compressing the build failed')
  const outDir = path.join(root, 'dist/web')
  return { outDir, manifest: JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) }
}

/** Every chunk a manifest key pulls in through static imports, the key's own chunk included. */
function staticClosure(manifest, keys) {
  const seen = new Set()
  const stack = [...keys]
  while (stack.length) {
    const key = stack.pop()
    if (seen.has(key) || !manifest[key]) continue
    seen.add(key)
    stack.push(...(manifest[key].imports ?? []))
  }
  return [...seen]
}

/** The manifest's keys of the chunks built from these route files (their split parts included). */
function routeKeysOf(manifest, routeFiles) {
  return Object.keys(manifest).filter((key) => routeFiles.some((routeFile) => key.startsWith(routeFile)))
}

function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length
}

/** What the browser must fetch before the login form can render: the entry, the `/` route chunks, their imports. */
export function loginPageAssets(manifest) {
  const routeChunks = routeKeysOf(manifest, LOGIN_ROUTE_FILES)
  const keys = staticClosure(manifest, ['index.html', ...routeChunks])
  const js = new Set()
  const css = new Set()
  for (const key of keys) {
    const chunk = manifest[key]
    if (chunk.file.endsWith('.js')) js.add(chunk.file)
    for (const sheet of chunk.css ?? []) css.add(sheet)
  }
  return { routeChunks, js: [...js], css: [...css] }
}

export function measureLoginPage(outDir, manifest) {
  const assets = loginPageAssets(manifest)
  const sum = (files) => files.reduce((total, file) => total + gzipSize(path.join(outDir, file)), 0)
  return { ...assets, jsGzip: sum(assets.js), cssGzip: sum(assets.css) }
}

/**
 * The entry or route files on whose behalf a root chunk loads: the entry and a route's chunk load for
 * themselves; a lazy chunk of a feature (the dashboard's charts) loads for whatever imports it.
 */
function pagesLoading(manifest, key, seen = new Set()) {
  const chunk = manifest[key]
  if (chunk.isEntry || key.startsWith('src/routes/')) return [chunk.src ?? key]
  if (seen.has(key)) return []
  seen.add(key)
  const importers = Object.keys(manifest).filter((other) => manifest[other].imports?.includes(key) || manifest[other].dynamicImports?.includes(key))
  return importers.length === 0 ? [chunk.src ?? key] : importers.flatMap((other) => pagesLoading(manifest, other, seen))
}

/**
 * Chart code may only ship in chunks that nothing but the admin dashboard routes reach: a chunk
 * shared with any other page (or the entry) would put the charts on that page's wire.
 */
export function chartChunks(outDir, manifest) {
  const modulesByChunk = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/chunk-modules.json'), 'utf8'))
  const roots = Object.keys(manifest).filter((key) => manifest[key].isEntry || manifest[key].isDynamicEntry)
  const reachedBy = new Map()
  for (const key of roots) {
    for (const reached of staticClosure(manifest, [key])) {
      const file = manifest[reached].file
      reachedBy.set(file, [...(reachedBy.get(file) ?? []), ...pagesLoading(manifest, key)])
    }
  }
  const carriers = Object.entries(modulesByChunk)
    .filter(([, modules]) => Object.keys(modules).some((id) => chartModules.some((mod) => id.includes(mod))))
    .map(([file]) => file)
  const offenders = carriers
    .map((file) => ({ file, reachedBy: reachedBy.get(file) ?? [] }))
    .filter(({ reachedBy: from }) => from.length === 0 || from.some((src) => !ADMIN_DASHBOARD_PREFIXES.some((p) => src.startsWith(p))))
  return { carriers, offenders }
}

/**
 * Built scripts that do not open with V8's compile hint (vite.config.ts, `compileHints`). V8 only
 * reads it before a file's first token, so a plugin that prepends code after it would silently
 * turn it off, and the dashboards' first render would compile on the main thread again.
 */
export function compileHintCoverage(outDir) {
  const assets = path.join(outDir, 'assets')
  const scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js'))
  const missing = scripts.filter((name) => !fs.readFileSync(path.join(assets, name), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'))
  return { scripts: scripts.length, missing }
}

/**
 * The measured pages whose built page (scripts/route-pages.ts) does not name their route's code as
 * modulepreload: each must preload every chunk its route files reach that index.html does not, or
 * its code comes in a second round again. Reads the page the server sends for the path.
 */
export function routePagePreloads(outDir, manifest, pages) {
  const initial = new Set(staticClosure(manifest, ['index.html']).map((key) => manifest[key].file))
  return pages.map(({ path: url, routeFiles }) => {
    const file = path.join(outDir, 'pages', `${url === '/' ? 'index' : url.slice(1)}.html`)
    const html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
    const routeKeys = routeKeysOf(manifest, routeFiles)
    const expected = staticClosure(manifest, routeKeys)
      .map((key) => manifest[key].file)
      .filter((chunk) => chunk.endsWith('.js') && !initial.has(chunk))
    const missing = expected.filter((chunk) => !html.includes(`<link rel="modulepreload" crossorigin href="/${chunk}">`))
    return { url, expected: expected.length, missing: html ? missing : ['(no page)'] }
  })
}

/**
 * floating-ui on a measured page's first load (the entry and the route's code), by chunk. Only a page
 * that opens a popover needs it; Mantine's ScrollArea imports one hook of it, which the build answers
 * from src/ui/merge-refs.ts (vite.config.ts), so a table or the shell must not bring it.
 */
export function floatingUiOnFirstLoad(outDir, manifest, pages) {
  const modulesByChunk = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/chunk-modules.json'), 'utf8'))
  return pages.map(({ path: url, routeFiles }) => {
    const routeKeys = routeKeysOf(manifest, routeFiles)
    const files = staticClosure(manifest, ['index.html', ...routeKeys]).map((key) => manifest[key].file)
    return { url, carriers: files.filter((file) => Object.keys(modulesByChunk[file] ?? {}).some((id) => id.includes('@floating-ui/'))) }
  })
}
