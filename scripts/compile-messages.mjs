// Compiles messages/*.json (project.inlang) into src/paraglide with Paraglide JS. The output is
// committed like src/client, so typecheck, Vitest and a build work on a clean clone without a compile
// step; `npm run generate` runs this, and CI fails when the committed output is stale (.ci/run).
// vite.config.ts passes the same options to Paraglide's Vite plugin, which recompiles on edits in dev.
import fs from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { compile } from '@inlang/paraglide-js'
import { HINDI_MODULE } from './hindi-module.mjs'

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
const errorWordsFile = fileURLToPath(new URL('../src/lib/error-words.ts', import.meta.url))
/** The Hindi functions of every message, as one module that src/lib/message-locale.ts loads on demand. */
const HINDI_ID = `\0${HINDI_MODULE}`
const messageModule = /[\\/]src[\\/]paraglide[\\/]messages[\\/](?!_index)(\w+)\.js$/
/** A compiled message's function in one language, as Paraglide's message-modules layout writes it. */
const localeFunction = (locale, key) => new RegExp(`^const ${locale}_${key} = (/\\*\\*[^\\n]*?\\*/ )?(\\(i?\\) => \\{\\n[\\s\\S]*?\\n\\});$`, 'm')
const hindiFunction = (key) => localeFunction('hi', key)
/** The compiled messages' keys in a fixed order: a message finds its Hindi function by its place in it. */
const messageKeys = () =>
  fs
    .readdirSync(messagesDir)
    .filter((name) => /^(?!_)\w+\.js$/.test(name))
    .map((name) => name.slice(0, -3))
    .sort()

/**
 * How the compiled messages reach the app, in the build, in dev and in the web tests alike
 * (vite.config.ts, vitest.config.ts). Each message module becomes its English function behind the
 * app's one dispatcher (`message` in src/lib/message-locale.ts), and its Hindi function moves into
 * one module of its own (HINDI_MODULE), loaded before anything is shown in Hindi. Measured on the
 * login page (gzip), against Paraglide's output as is: its runtime's getLocale, which walks its
 * strategies (URL rules, cookie, storage, browser) on every message call, 1.3 kB; the Hindi words,
 * 1.1 kB; its dispatcher repeated in every message, 0.45 kB. So an English page carries English
 * words only, and a Hindi reader fetches the Hindi ones once. Paraglide still compiles, types and
 * checks the messages; a Paraglide whose output loses the shapes read here fails the build.
 */
export function messageLocale() {
  return {
    name: 'paraglide-message-locale',
    enforce: 'pre',
    resolveId(source) {
      if (source === HINDI_MODULE) return HINDI_ID
    },
    load(id) {
      if (id !== HINDI_ID) return
      const bodies = messageKeys().map((key) => {
        const body = hindiFunction(key).exec(fs.readFileSync(`${messagesDir}${key}.js`, 'utf8'))?.[2]
        if (!body) throw new Error(`src/paraglide/messages/${key}.js: no Hindi function of the expected shape`)
        return body
      })
      // The words of the server's error codes are read only in Hindi as well (src/lib/notify.ts):
      // they ride in the same chunk, one request and no second loader on the English first page.
      return `export default [\n${bodies.join(',\n')}\n]\nexport { wordError } from ${JSON.stringify(errorWordsFile)}\n`
    },
    transform(code, id) {
      const key = messageModule.exec(id)?.[1]
      if (!key) return
      // The message becomes its English function behind the app's one dispatcher (`message`):
      // Paraglide's own dispatcher, repeated in every message, weighed on the login page.
      const english = localeFunction('en', key).exec(code)?.[2]
      if (!english || !hindiFunction(key).test(code) || !code.includes(`export const ${key} = `)) {
        throw new Error(`${id}: not the message module shape the lazy Hindi module expects`)
      }
      return `import { message } from ${JSON.stringify(messageLocaleFile)}\nexport const ${key} = /* @__PURE__ */ message(${messageKeys().indexOf(key)}, ${english})\n`
    },
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await compile(paraglideOptions)
}
