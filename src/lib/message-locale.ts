import { baseLocale, type Locale } from '@/paraglide/runtime'

/**
 * What a compiled message (src/paraglide/messages) reads to choose its language, in place of
 * Paraglide's runtime, and where the Hindi words are loaded: scripts/compile-messages.mjs,
 * `messageLocale`, says why. src/lib/locale.ts decides the language; this holds it.
 */
let current: Locale = baseLocale

export const getLocale = (): Locale => current

/** Paraglide's per-locale builds fix the language at compile time; this app switches at run time. */
export const experimentalStaticLocale = undefined

type HindiMessages = Record<string, (inputs?: unknown) => string>
let hindi: HindiMessages | undefined

/** Every message's Hindi function, once loaded: a message is shown in Hindi only after `loadMessages('hi')`. */
export function hindiMessages(): HindiMessages {
  if (!hindi) throw new Error('Hindi messages were read before they were loaded')
  return hindi
}

export function messagesLoaded(locale: Locale): boolean {
  return locale !== 'hi' || hindi !== undefined
}

/** Loads a language's words if they are not in the page yet (English always is). */
export async function loadMessages(locale: Locale): Promise<void> {
  // A module namespace with one export per message key.
  if (!messagesLoaded(locale)) hindi = (await import('virtual:paraglide-hindi')) as unknown as HindiMessages
}

export function setMessageLocale(locale: Locale): void {
  current = locale
}
