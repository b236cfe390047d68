import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createMemoryHistory } from '@tanstack/react-router'
import { routeChain, routePages, routeUrl } from '../scripts/route-pages.ts'
import { pageFile } from '../server/lib/page-file.ts'
import { createAppRouter } from '@/router'

// The build writes a page per route by reading TanStack Router's file conventions itself
// (scripts/route-pages.ts); the router is the judge of what those files mean.
const routesDir = path.join(import.meta.dirname, 'routes')
const files = fs
  .readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
  .map((file) =>
    file
      .replace(/\.tsx?$/, '')
      .split(path.sep)
      .join('/'),
  )

/** The router's id of a route file: `user/route` is /user, `admin/_console/index` is /admin/_console/. */
const routeIdOf = (file: string) => (file === '__root' ? '__root__' : `/${file.replace(/\/route$/, '').replace(/(^|\/)index$/, '$1')}`)

describe('route pages', () => {
  const router = createAppRouter({ history: createMemoryHistory() })
  const pages = files.flatMap((file) => {
    const url = routeUrl(file, files)
    return url === null ? [] : [{ file, url }]
  })

  it('names, for every page, the route files the router renders there, outermost first', () => {
    expect(pages.length).toBeGreaterThan(15)
    for (const { file, url } of pages) {
      const matched = router.matchRoutes(url).map((match) => match.routeId)
      expect(routeChain(file, files).map(routeIdOf), url).toEqual(matched)
    }
  })

  it('writes a page for every path the router has, and for no layout', () => {
    const routerPaths = new Set(
      Object.values(router.routesById)
        .filter((route) => !route.children && route.id !== '__root__')
        .map((route) => (route.fullPath.length > 1 ? route.fullPath.replace(/\/$/, '') : route.fullPath)),
    )
    expect(new Set(pages.map((page) => page.url))).toEqual(routerPaths)
    expect(pages.map((page) => page.url)).toEqual(expect.arrayContaining(['/', '/register', '/user/dashboard', '/admin']))
  })

  it('writes each page under pages/, the root as pages/index.html', () => {
    expect(pageFile('/')).toBe('pages/index.html')
    expect(pageFile('/user/dashboard')).toBe('pages/user/dashboard.html')
  })

  it("writes each page as index.html with the route's own chunks, and their imports, as modulepreload links, and their CSS as stylesheets", () => {
    const html = '<html lang="en"><head><script type="module" src="/assets/index.js"></script></head><body></body></html>'
    const chunk = (fileName: string, modules: string[], imports: string[] = [], isEntry = false, css: string[] = []) => ({
      type: 'chunk',
      fileName,
      modules: Object.fromEntries(modules.map((id) => [id, {}])),
      imports,
      isEntry,
      viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
    })
    const src = '/app/src/routes'
    const bundle = Object.fromEntries(
      [
        { type: 'asset', fileName: 'index.html', source: html },
        { type: 'asset', fileName: 'assets/noto-sans-devanagari-hindi-400-Ab1.woff2', source: '' },
        // The entry holds the route tree, so every route file's own (unsplit) part.
        chunk(
          'assets/index.js',
          [`${src}/__root.tsx`, `${src}/_guest.tsx`, `${src}/_guest/index.tsx`, `${src}/user/route.tsx`, `${src}/user/dashboard.tsx`],
          ['assets/react.js'],
          true,
          ['assets/index.css'],
        ),
        chunk('assets/react.js', ['/app/node_modules/react/index.js']),
        chunk('assets/guest.js', [`${src}/_guest.tsx?tsr-split=component`], ['assets/react.js']),
        chunk('assets/login.js', [`${src}/_guest/index.tsx?tsr-split=component`], ['assets/form.js']),
        chunk('assets/form.js', ['/app/src/ui/form.tsx']),
        chunk('assets/shell.js', [`${src}/user/route.tsx?tsr-split=component`], ['assets/layout.js']),
        chunk('assets/layout.js', ['/app/src/ui/app-layout.tsx'], ['assets/react.js']),
        chunk('assets/dashboard.js', [`${src}/user/dashboard.tsx?tsr-split=component`], ['assets/table.js']),
        chunk('assets/table.js', ['/app/src/ui/list-table.tsx'], [], false, ['assets/table.css']),
        // The Hindi words, loaded on demand (src/lib/message-locale.ts).
        chunk('assets/hindi.js', ['\0virtual:paraglide-hindi'], ['assets/react.js']),
      ].map((item) => [item.fileName, item]),
    )
    const emitted = new Map<string, string>()
    const plugin = routePages()
    const hook = plugin.generateBundle as { handler: (this: unknown, options: unknown, bundle: unknown) => void }
    hook.handler.call({ emitFile: (file: { fileName: string; source: string }) => emitted.set(file.fileName, file.source) }, {}, bundle)

    expect([...emitted.keys()].sort()).toEqual(['hi/index.html', 'hi/pages/index.html', 'hi/pages/user/dashboard.html', 'pages/index.html', 'pages/user/dashboard.html'])
    const preloads = (page: string) => [...emitted.get(page)!.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]).sort()
    // The entry and what it imports are in index.html already; the layouts' code comes with the page's.
    expect(preloads('pages/index.html')).toEqual(['/assets/form.js', '/assets/guest.js', '/assets/login.js'])
    expect(preloads('pages/user/dashboard.html')).toEqual(['/assets/dashboard.js', '/assets/layout.js', '/assets/shell.js', '/assets/table.js'])
    // CSS of the route's chunks is linked as a stylesheet, not fetched once the router asks for the chunk;
    // the entry's is in index.html already.
    const sheets = (page: string) => [...emitted.get(page)!.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1])
    expect(sheets('pages/user/dashboard.html')).toEqual(['/assets/table.css'])
    expect(sheets('pages/index.html')).toEqual([])
    expect(emitted.get('pages/user/dashboard.html')).toMatch(
      /^<html lang="en"><head><script type="module" src="\/assets\/index.js"><\/script>(\s*<link [^>]+>\n)+\s*<\/head><body><\/body><\/html>$/,
    )
    // In Hindi: the same page, in lang="hi", with the Hindi words fetched beside the entry; the
    // index (any path without a page of its own) too. The English pages never fetch them.
    expect(preloads('hi/pages/user/dashboard.html')).toEqual([...preloads('pages/user/dashboard.html'), '/assets/hindi.js'].sort())
    expect(preloads('hi/pages/index.html')).toEqual([...preloads('pages/index.html'), '/assets/hindi.js'].sort())
    expect(preloads('hi/index.html')).toEqual(['/assets/hindi.js'])
    // and the Devanagari face with them, not once the app has run.
    const fonts = (page: string) => [...emitted.get(page)!.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g)].map((m) => m[1])
    for (const page of ['hi/index.html', 'hi/pages/index.html', 'hi/pages/user/dashboard.html']) {
      expect(emitted.get(page)).toMatch(/^<html lang="hi">/)
      expect(fonts(page), page).toEqual(['/assets/noto-sans-devanagari-hindi-400-Ab1.woff2'])
    }
    expect(fonts('pages/index.html')).toEqual([])
    expect(sheets('hi/pages/user/dashboard.html')).toEqual(['/assets/table.css'])
  })
})
