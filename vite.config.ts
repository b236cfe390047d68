import { fileURLToPath, URL } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import { messageLocale, paraglideOptions } from './scripts/compile-messages.mjs'
import { routePages } from './scripts/route-pages.ts'
import { splitGeneratedClient } from './scripts/split-generated-client.mjs'

/**
 * Marks every built chunk for eager compilation (V8's explicit compile hints, Chrome 136+; other
 * engines ignore the comment). Routes are split, so a chunk is fetched when its code is about to run:
 * V8 then compiles its functions on a background thread while the file streams in, instead of one by
 * one on the main thread during the first render, where it made most of the dashboards' long task
 * (docs/PERFORMANCE.md, speed devices). The comment only counts before the file's first token, so it
 * is added after Vite has put its preload map at the top of the entry, and so after any source map
 * was made: one turned on would then be a line off.
 */
function compileHints(): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n'
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const item of Object.values(bundle)) if (item.type === 'chunk') item.code = hint + item.code
      },
    },
  }
}

/**
 * Where a Mantine component imports a whole library for one small piece, the build gives that
 * component the piece from src/ui instead (each with a test that it is the library's own behaviour):
 * - ScrollArea (inside every Table and Modal) imports one hook from floating-ui, which then rode along:
 *   13.5 kB brotli of the member dashboard's first round, which has no popover;
 * - the AppShell header, footer and aside import react-remove-scroll for two class-name strings, which
 *   brought its whole scroll lock (4 kB gzip) onto every signed-in first page; Modal still gets it.
 * A Mantine that stops importing them leaves a rule idle (bench:web would show the bytes).
 */
const slimImports = [
  { source: '@floating-ui/react', importer: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/, file: './src/ui/merge-refs.ts' },
  { source: 'react-remove-scroll', importer: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/, file: './src/ui/remove-scroll-class-names.ts' },
]

function mantineSlimImports(): Plugin {
  return {
    name: 'mantine-slim-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const rule = importer && slimImports.find((candidate) => candidate.source === source && candidate.importer.test(importer))
      if (rule) return fileURLToPath(new URL(rule.file, import.meta.url))
    },
  }
}

/**
 * `@mantine/notifications` is one module that exports both the toast store and the container, so any
 * static import of `notifications.show` would put the container (transitions, drag-to-dismiss) on
 * every first page. The build resolves every import of it to the store file, except in
 * src/ui/toast-container.tsx, which src/ui/toasts.tsx loads lazily. A static import of the container
 * anywhere else fails the build (the store file does not export it).
 */
function notificationsStoreOnly(): Plugin {
  const container = fileURLToPath(new URL('./src/ui/toast-container.tsx', import.meta.url))
  return {
    name: 'notifications-store-only',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== '@mantine/notifications' || !importer || importer === container) return
      const entry = await this.resolve(source, importer, { skipSelf: true })
      return entry && entry.id.replace(/index\.mjs$/, 'notifications.store.mjs')
    },
  }
}

const apiPort = process.env.API_PORT ?? '3000'
const srcDir = fileURLToPath(new URL('./src/', import.meta.url))
/** The app's modules whose import itself does the work: the entry, and the stylesheets' list it imports bare. */
const sideEffectModules = new Set(['main.tsx', 'ui/mantine-styles.ts'].map((file) => `${srcDir}${file}`))

export default defineConfig({
  plugins: [
    // The router plugin must run before react so route files are code-split first.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes', generatedRouteTree: './src/route-tree.gen.ts' }),
    react(),
    // Recompiles src/paraglide when messages/*.json change in dev; a build uses the committed output
    // (`npm run generate` makes it, and compiling again took 14 s of the build).
    { ...paraglideVitePlugin(paraglideOptions), apply: 'serve' },
    messageLocale(),
    mantineSlimImports(),
    notificationsStoreOnly(),
    // The generated client one module per declaration, so a page carries the operations it calls (scripts/split-generated-client.mjs).
    splitGeneratedClient(),
    compileHints(),
    routePages(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  build: {
    outDir: 'dist/web',
    sourcemap: false,
    // Every module the entry imports statically, in the entry's one chunk. Left to itself, Rolldown
    // cut that code into some 30 chunks by which route chunks share each module (Box, Loader, the
    // router's Link...), all loaded by every page anyway: each gzipped apart, and each named in the
    // entry's table of every lazy import's dependencies (`__vite__mapDeps`, 2.2 kB gzip alone). One
    // chunk took 10.8 kB gzip off every page's first load (login 181.9 -> 171.2 kB). Route chunks import from it as they did from
    // the shared ones.
    rolldownOptions: {
      // The app's own modules do their work when called, not when imported (the one module imported
      // for its effect, the stylesheets' list, is named). Said outright, so that a page importing
      // one thing from a slice's face does not load everything else the face re-exports: Rolldown's
      // own analysis kept the member shell loading the active-sessions table, its dialog and
      // ScrollArea (11 chunks, 17 kB gzip) for the language switch's one hook.
      treeshake: { moduleSideEffects: (id) => !(id.startsWith(srcDir) && /\.tsx?$/.test(id) && !sideEffectModules.has(id)) },
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
    },
  },
})
