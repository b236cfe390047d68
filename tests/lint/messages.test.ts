import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
/** A message is a text, or its variants (a Hindi one whose words depend on a value: `error_purchase_already_decided`). */
type Message = string | [{ match: Record<string, string> }]
const texts = (message: Message): string[] => (typeof message === 'string' ? [message] : Object.values(message[0].match))
const catalogue = (locale: string): Record<string, Message> => {
  const { $schema: _schema, ...messages } = JSON.parse(fs.readFileSync(path.join(root, `messages/${locale}.json`), 'utf8'))
  return messages
}

/** Every .ts/.tsx file of src but the compiled messages themselves. */
function sourceFiles(dir = path.join(root, 'src')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return full.endsWith(`${path.sep}paraglide`) ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('the message catalogues', () => {
  const en = catalogue('en')
  const hi = catalogue('hi')

  it('have the same keys in English and Hindi, none of them empty', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort())
    expect(Object.entries({ ...en, ...hi }).filter(([, message]) => texts(message).some((text) => text.trim() === ''))).toEqual([])
  })

  it("are the project's languages, which the app writes down rather than read from Paraglide's runtime", async () => {
    const runtime = await import('../../src/paraglide/runtime.js')
    const app = await import('../../src/lib/message-locale')
    const { paraglideOptions } = await import('../../scripts/compile-messages.mjs')
    expect(app.locales).toEqual(runtime.locales)
    expect(app.baseLocale).toBe(runtime.baseLocale)
    expect(app.localStorageKey).toBe(paraglideOptions.localStorageKey)
    for (const locale of runtime.locales) expect(fs.existsSync(path.join(root, `messages/${locale}.json`))).toBe(true)
  })

  it('are used: every key is read somewhere in src', () => {
    const used = new Set(sourceFiles().flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/\bm\.(\w+)\b/g)].map((match) => match[1])))
    expect(Object.keys(en).filter((key) => !used.has(key))).toEqual([])
  })

  it('are compiled: src/paraglide has a message module for every key (the plugin loaded, the output is fresh)', () => {
    const compiled = fs.readdirSync(path.join(root, 'src/paraglide/messages')).filter((name) => name.endsWith('.js') && !name.startsWith('_'))
    expect(compiled.map((name) => name.replace(/\.js$/, '')).sort()).toEqual(Object.keys(en).sort())
  })
})

describe("the words of the server's error codes", () => {
  const en = catalogue('en')
  const hi = catalogue('hi')
  const errorKeys = (messages: Record<string, Message>) => Object.keys(messages).filter((key) => key.startsWith('error_'))
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

  it('are one message per code of server/lib/error-codes.ts (lower-cased), in both catalogues', async () => {
    const { ERROR_MESSAGES } = await import('../../server/lib/error-codes')
    // A list message (EMAIL_AND_MOBILE_ALREADY_REGISTERED) is worded by its items' own codes, so it has no key of its own.
    const worded = Object.entries(ERROR_MESSAGES).filter(([, text]) => typeof text === 'string')
    const keys = worded.map(([code]) => `error_${code.toLowerCase()}`).sort()
    expect(errorKeys(en).sort()).toEqual(keys)
    expect(errorKeys(hi).sort()).toEqual(keys)
  })

  it('say in English exactly what the server sends, {placeholders} where its values go, and each list item is one of them', async () => {
    const { ERROR_MESSAGES } = await import('../../server/lib/error-codes')
    const english = errorKeys(en).map((key) => en[key])
    for (const [code, text] of Object.entries(ERROR_MESSAGES)) {
      if (typeof text === 'string') expect(en[`error_${code.toLowerCase()}`], code).toBe(text)
      else for (const item of text) expect(english, code).toContain(item)
    }
  })

  it('carry into Hindi every value the English names (a variant chooses its words by the value instead)', () => {
    for (const key of errorKeys(en)) {
      const text = hi[key]
      if (typeof text === 'string') expect(placeholders(text), key).toEqual(placeholders(en[key] as string))
    }
  })
})

describe('the Hindi words in the build', () => {
  it('are left out of every message module and gathered in the module loaded on demand', async () => {
    const { messageLocale } = await import('../../scripts/compile-messages.mjs')
    const plugin = messageLocale() as unknown as { transform: (code: string, id: string) => string; load: (id: string) => string }
    const keys = Object.keys(catalogue('en'))
    for (const key of keys) {
      const file = path.join(root, `src/paraglide/messages/${key}.js`)
      expect(plugin.transform(fs.readFileSync(file, 'utf8'), file), key).not.toMatch(/[\u0900-\u097F]/)
    }
    const hindi = plugin.load('\0virtual:paraglide-hindi')
    // One function per key, in the order of the keys: a message finds its Hindi one by its place.
    expect(hindi.match(/^\(i?\) => \{$/gm)).toHaveLength(keys.length)
    const sorted = [...keys].sort()
    const loginHeading = plugin.transform(
      fs.readFileSync(path.join(root, 'src/paraglide/messages/login_heading.js'), 'utf8'),
      path.join(root, 'src/paraglide/messages/login_heading.js'),
    )
    expect(loginHeading).toContain(`message(${sorted.indexOf('login_heading')}, `)
    expect(hindi.split(/^\(i?\) => \{$/m)[sorted.indexOf('login_heading') + 1]).toContain('लॉग इन करें')
  })
})

describe('English typed into the JSX of a converted screen', () => {
  const eslint = new ESLint({ cwd: root })
  async function reported(filePath: string, jsx: string): Promise<number> {
    const [result] = await eslint.lintText(`export const Probe = () => ${jsx}\n`, { filePath })
    return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').length
  }

  it.each([
    ['text', '<p>Log in</p>'],
    ['a label', '<input aria-label="Email" />'],
    ['a placeholder in braces', "<input placeholder={'Your password'} />"],
    ['a template title', '<abbr title={`Copy ${1}`} />'],
  ])('is reported for %s', async (_what, jsx) => {
    expect(await reported('src/ui/probe.tsx', jsx)).toBe(1)
  })

  it.each([
    ['a message', '<p>{m.log_in()}</p>'],
    ['an email sample', '<input placeholder="you@example.com" />'],
    ['a code shape', '<input placeholder="abcde-fghij" />'],
    ['punctuation', '<p>{1} / {2}</p>'],
  ])('is not reported for %s', async (_what, jsx) => {
    expect(await reported('src/ui/probe.tsx', jsx)).toBe(0)
  })

  it('covers every screen of src, and leaves the tests alone', async () => {
    expect(await reported('src/features/purchases/probe.tsx', '<p>Buy Token</p>')).toBe(1)
    expect(await reported('src/routes/admin/_console/probe.tsx', '<Title>Manage Company</Title>')).toBe(1)
    expect(await reported('src/features/purchases/probe.test.tsx', '<p>Buy Token</p>')).toBe(0)
  })
})

describe("the words of the server's success messages", () => {
  const en = catalogue('en')
  const serverCode = (dir = path.join(root, 'server/features')): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return serverCode(full)
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [fs.readFileSync(full, 'utf8')] : []
    })

  it("say in English exactly what the server sends (a success answer has no code: the SPA's words stand for it in Hindi)", () => {
    const server = serverCode().join('\n')
    const fixed = Object.keys(en).filter((key) => key.startsWith('done_') && !String(en[key]).includes('{'))
    expect(fixed.length).toBeGreaterThan(20)
    expect(fixed.filter((key) => !server.includes(`'${en[key]}'`) && !server.includes(`"${en[key]}"`))).toEqual([])
  })
})
