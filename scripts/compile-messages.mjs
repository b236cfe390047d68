// Compiles messages/*.json (project.inlang) into src/paraglide with Paraglide JS. The output is
// committed like src/client, so typecheck, Vitest and a build work on a clean clone without a compile
// step; `npm run generate` runs this, and CI fails when the committed output is stale (.ci/run).
// vite.config.ts passes the same options to Paraglide's Vite plugin, which recompiles on edits in dev.
import fs from 'node:fs'
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

const messagesDir = fileURLToPath(new URL('../src/paraglide/messages/', import.meta.url))
const messageLocaleFile = fileURLToPath(new URL('../src/lib/message-locale.ts', import.meta.url))
/** The Hindi functions of every message, as one module that src/lib/message-locale.ts loads on demand. */
export const HINDI_MODULE = 'virtual:paraglide-hindi'
const HINDI_ID = `\0${HINDI_MODULE}`
const messageModule = /[\\/]src[\\/]paraglide[\\/]messages[\\/](?!_index)(\w+)\.js$/
/** A compiled message's Hindi function, as Paraglide's message-modules layout writes it. */
const hindiFunction = (key) => new RegExp(`^const hi_${key} = (/\\*\\*[^\\n]*?\\*/ )?(\\(i?\\) => \\{\\n[\\s\\S]*?\\n\\});$`, 'm')

/**
 * How the compiled messages reach the app, in the build, in dev and in the web tests alike
 * (vite.config.ts, vitest.config.ts):
 * - their import of Paraglide's runtime resolves to src/lib/message-locale.ts, which answers with
 *   the language the app resolved once: Paraglide's getLocale walked its strategies (URL rules,
 *   cookie, storage, browser) on every message call and brought 1.3 kB gzip onto the login page;
 * - each message's Hindi function is moved into one module of its own (HINDI_MODULE), which
 *   src/lib/message-locale.ts loads before anything is shown in Hindi; in the message it is
 *   replaced by a call into that module. So a page in English carries English words only (the
 *   Hindi ones cost the login page 1.1 kB gzip), and a Hindi reader fetches them once.
 * A Paraglide whose output no longer has these shapes fails the build here rather than misbehaving.
 */
export function messageLocale() {
  return {
    name: 'paraglide-message-locale',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../runtime.js' && importer && messageModule.test(importer)) return messageLocaleFile
      if (source === HINDI_MODULE) return HINDI_ID
    },
    load(id) {
      if (id !== HINDI_ID) return
      const keys = fs
        .readdirSync(messagesDir)
        .filter((name) => /^(?!_)\w+\.js$/.test(name))
        .map((name) => name.slice(0, -3))
      return keys
        .map((key) => {
          const body = hindiFunction(key).exec(fs.readFileSync(`${messagesDir}${key}.js`, 'utf8'))?.[2]
          if (!body) throw new Error(`src/paraglide/messages/${key}.js: no Hindi function of the expected shape`)
          return `export const ${key} = ${body}`
        })
        .join('\n')
    },
    transform(code, id) {
      const key = messageModule.exec(id)?.[1]
      if (!key) return
      const pattern = hindiFunction(key)
      if (!pattern.test(code)) throw new Error(`${id}: no Hindi function of the shape the lazy Hindi module expects`)
      const stub = `const hi_${key} = (i) => hindiMessages().${key}(i);`
      return `import { hindiMessages } from ${JSON.stringify(messageLocaleFile)};\n${code.replace(pattern, stub)}`
    },
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await compile(paraglideOptions)
}
