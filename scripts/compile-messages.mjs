// Compiles messages/*.json (project.inlang) into src/paraglide with Paraglide JS. The output is
// committed like src/client, so typecheck, Vitest and a build work on a clean clone without a compile
// step; `npm run generate` runs this, and CI fails when the committed output is stale (.ci/run).
// vite.config.ts passes the same options to Paraglide's Vite plugin, which recompiles on edits in dev.
import { fileURLToPath, pathToFileURL } from 'node:url'
import { compile } from '@inlang/paraglide-js'

export const paraglideOptions = {
  project: './project.inlang',
  outdir: './src/paraglide',
  // A choice made on the switch (src/lib/locale.ts) wins; a first visit follows the browser's
  // languages; English otherwise. No cookie or URL: the server renders no page in a language.
  strategy: ['localStorage', 'preferredLanguage', 'baseLocale'],
  localStorageKey: 'language',
  emitTsDeclarations: true,
  // Committed, so none of Paraglide's ignore files (its .gitignore ignores everything).
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
}

/**
 * Resolves the compiled messages' import of Paraglide's runtime to src/lib/message-locale.ts, which
 * answers with the language the app resolved once (see that file for why). vite.config.ts (build
 * and dev) and the web tests (vitest.config.ts) both use it, so the tests run what ships.
 */
export function messageLocale() {
  const target = fileURLToPath(new URL('../src/lib/message-locale.ts', import.meta.url))
  return {
    name: 'paraglide-message-locale',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../runtime.js' && importer && /[\\/]src[\\/]paraglide[\\/]messages[\\/][^\\/]+\.js$/.test(importer)) return target
    },
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await compile(paraglideOptions)
}
