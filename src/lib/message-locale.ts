import type { Locale } from '@/paraglide/runtime'

/**
 * The languages and where the choice is kept, as project.inlang/settings.json and
 * scripts/compile-messages.mjs give them to Paraglide (tests/lint/messages.test.ts checks they
 * agree). Written here rather than read from Paraglide's runtime, whose set-up for server rendering
 * would otherwise come along onto every first page.
 */
export const locales: readonly Locale[] = ['en', 'hi']
export const baseLocale: Locale = 'en'
export const localStorageKey = 'language'

/**
 * What a compiled message (src/paraglide/messages) reads to choose its language, and where the
 * Hindi words are loaded: scripts/compile-messages.mjs, `messageLocale`, says why. src/lib/locale.ts
 * decides the language; this holds it.
 */
let current: Locale = baseLocale

export const getLocale = (): Locale => current

type HindiMessages = ((inputs?: unknown) => string)[]
let hindi: typeof import('virtual:paraglide-hindi') | undefined

/** Every message's Hindi function, once loaded: a message is shown in Hindi only after `loadMessages('hi')`. */
export function hindiMessages(): HindiMessages {
  if (!hindi) throw new Error('Hindi messages were read before they were loaded')
  return hindi.default
}

/**
 * A compiled message as the build and the tests give it (scripts/compile-messages.mjs): its English
 * function, and its Hindi one by its place in the module loaded on demand. `options.locale` asks for
 * one language whatever the page's, as Paraglide's own messages allow.
 */
export function message<Inputs>(index: number, english: (inputs: Inputs) => string) {
  return (inputs: Inputs, options: { locale?: Locale } = {}): string => ((options.locale ?? current) === 'hi' ? hindiMessages()[index](inputs) : english(inputs))
}

export function messagesLoaded(locale: Locale): boolean {
  return locale !== 'hi' || hindi !== undefined
}

/**
 * A server failure worded from its `code` in the language of the moment, or nothing: English shows
 * the server's own message, and a code this build does not know keeps it too (src/lib/notify.ts).
 */
export function wordedError(envelope: object): string | string[] | undefined {
  return current === baseLocale ? undefined : hindi?.wordError(envelope)
}

/**
 * Loads a language's words if they are not in the page yet (English always is). The words of the
 * server's error codes come with the Hindi ones: an English page never needs them.
 */
export async function loadMessages(locale: Locale): Promise<void> {
  if (!messagesLoaded(locale)) hindi = await import('virtual:paraglide-hindi')
}

export function setMessageLocale(locale: Locale): void {
  current = locale
}
