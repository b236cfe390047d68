import { baseLocale, type Locale } from '@/paraglide/runtime'

/**
 * What a compiled message (src/paraglide/messages) reads to choose its language, in place of
 * Paraglide's runtime: the build and the tests resolve the messages' `../runtime.js` here
 * (scripts/compile-messages.mjs, `messageLocale`). Paraglide's getLocale walks its strategies
 * (URL rules, cookie, storage, browser) on every message call and brought 1.3 kB gzip onto the
 * login page; the app resolves the language once (src/lib/locale.ts) and messages read the result.
 * A Paraglide that imports more from its runtime fails the build here rather than misbehaving.
 */
let current: Locale = baseLocale

export const getLocale = (): Locale => current

/** Paraglide's per-locale builds fix the language at compile time; this app switches at run time. */
export const experimentalStaticLocale = undefined

export function setMessageLocale(locale: Locale): void {
  current = locale
}
