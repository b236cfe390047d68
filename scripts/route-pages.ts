// One HTML page per route of the SPA, each naming its route's code as modulepreload links, so that a
// browser fetches the page's code beside the entry instead of in a second round once the router has
// matched (docs/PERFORMANCE.md, speed devices). The server sends `pages/<path>.html` for a
// path it has, and index.html for any other.
import type { Plugin, Rollup } from 'vite'
import { inLanguage, pageFile, type PageLanguage } from '../server/lib/page-file.ts'
import { HINDI_MODULE } from './hindi-module.mjs'

/**
 * The URL a route file answers (files relative to src/routes, without extension, in TanStack
 * Router's file conventions), or null for the root, a layout, or a path with a parameter: layouts
 * render inside a page, and a parameter's page cannot be written ahead.
 */
export function routeUrl(file: string, files: string[]): string | null {
  const segments = file.split('/')
  const base = segments.at(-1)
  if (file === '__root' || base === 'route' || files.some((other) => other.startsWith(`${file}/`))) return null
  if (segments.some((segment) => segment.includes('$'))) return null
  const path = segments.filter((segment, i) => !segment.startsWith('_') && !(i === segments.length - 1 && segment === 'index'))
  return `/${path.join('/')}`
}

/** The route files that render a page, outermost first: the root, each enclosing layout, the page. */
export function routeChain(file: string, files: string[]): string[] {
  const segments = file.split('/')
  const chain = ['__root']
  for (let i = 1; i < segments.length; i++) {
    const folder = segments.slice(0, i).join('/')
    if (files.includes(folder)) chain.push(folder)
    if (files.includes(`${folder}/route`)) chain.push(`${folder}/route`)
  }
  return [...chain, file]
}

type Chunk = Rollup.OutputChunk

/**
 * A Vite plugin that writes pages/<path>.html beside index.html for every static route of src/routes,
 * and the same pages in Hindi under hi/ (server/lib/page-file.ts).
 */
export function routePages(): Plugin {
  return {
    name: 'route-pages',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html']
        if (index?.type !== 'asset') return
        const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []))
        const closure = (roots: string[]) => {
          const seen = new Set<string>()
          const stack = [...roots]
          while (stack.length) {
            const name = stack.pop()!
            if (seen.has(name)) continue
            seen.add(name)
            const item = bundle[name]
            if (item?.type === 'chunk') stack.push(...item.imports)
          }
          return seen
        }
        // What the HTML already loads: the entry and its static imports.
        const initial = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName))
        // A route file's code is the chunks its module landed in, split parts (`?tsr-split=...`) included.
        const chunksOf = new Map<string, string[]>()
        for (const chunk of chunks) {
          for (const id of Object.keys(chunk.modules)) {
            const match = id.match(/\/src\/routes\/(.+)\.tsx?(\?|$)/)
            if (match) chunksOf.set(match[1], [...(chunksOf.get(match[1]) ?? []), chunk.fileName])
          }
        }
        const files = [...chunksOf.keys()]
        const html = String(index.source)
        // The Hindi words' chunk and what it imports, for the Hindi pages.
        const hindiWords = chunks.filter((chunk) => Object.keys(chunk.modules).some((id) => id.endsWith(HINDI_MODULE))).map((chunk) => chunk.fileName)
        const hindiPreload = [...closure(hindiWords)].filter((name) => !initial.has(name))
        // The Devanagari faces (src/ui/devanagari-font.css), asked for with the entry rather than once it runs.
        const hindiFonts = Object.keys(bundle).filter((name) => /noto-sans-devanagari-hindi-\d+-[\w-]+\.woff2$/.test(name))
        const hindi = [
          ...hindiPreload.map((name) => `  <link rel="modulepreload" crossorigin href="/${name}">\n`),
          ...hindiFonts.map((name) => `  <link rel="preload" as="font" type="font/woff2" crossorigin href="/${name}">\n`),
        ]
        /** A page's HTML: its links before </head>; in Hindi, the words' chunk and faces too, and the document's language. */
        const page = (links: string[], language: PageLanguage) => {
          const all = language === 'hi' ? [...new Set([...links, ...hindi])] : links
          const text = html.replace('</head>', `${all.join('')}  </head>`)
          return language === 'hi' ? text.replace(/<html lang="[^"]*">/, '<html lang="hi">') : text
        }
        if (hindiPreload.length) this.emitFile({ type: 'asset', fileName: inLanguage('index.html', 'hi'), source: page([], 'hi') })
        for (const file of files) {
          const url = routeUrl(file, files)
          if (url === null) continue
          const preload = [...closure(routeChain(file, files).flatMap((f) => chunksOf.get(f) ?? []))].filter((name) => !initial.has(name))
          // A chunk's own CSS (CSS modules) is what Vite would fetch, and wait for, only once the router
          // asks for the chunk: a second round of requests before the page can paint.
          const sheets = [...new Set(preload.flatMap((name) => [...((bundle[name] as Chunk | undefined)?.viteMetadata?.importedCss ?? [])]))]
          const links = [
            ...sheets.map((name) => `  <link rel="stylesheet" crossorigin href="/${name}">\n`),
            ...preload.map((name) => `  <link rel="modulepreload" crossorigin href="/${name}">\n`),
          ]
          this.emitFile({ type: 'asset', fileName: pageFile(url), source: page(links, 'en') })
          if (hindiPreload.length) this.emitFile({ type: 'asset', fileName: inLanguage(pageFile(url), 'hi'), source: page(links, 'hi') })
        }
      },
    },
  }
}
