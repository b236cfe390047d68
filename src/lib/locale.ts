import { useSyncExternalStore } from 'react'
import { baseLocale, getLocale, loadMessages, localStorageKey, locales, messagesLoaded, setMessageLocale } from '@/lib/message-locale'
import type { Locale } from '@/paraglide/runtime'
import { LANGUAGE_COOKIE } from '@/shared/language-cookie'
import { preloadDevanagariFont } from '@/ui/devanagari-font'

/**
 * The SPA's language: what the switch chose (kept in local storage), else the browser's first
 * language we speak (navigator.languages, `hi-IN` counting as `hi`), else English: the order of
 * Paraglide's `localStorage`, `preferredLanguage` and `baseLocale` strategies
 * (scripts/compile-messages.mjs). Resolved once when the app starts and on each change; every
 * message reads the result (src/lib/message-locale.ts).
 */
const listeners = new Set<() => void>()
/** The language asked for last: a slow load of one language must not override a later choice. */
let wanted: Locale = baseLocale
let ready: Promise<void> = Promise.resolve()
/** A language chosen on a sign-in page in this run of the app, not yet kept on the account it signs in to. */
let signedOutChoice: Locale | undefined

function toLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined
  const tag = value.toLowerCase()
  return locales.find((locale) => locale === tag || locale === tag.split('-')[0])
}

/**
 * The cookie the server reads to send a page in the language this reader last saw: a Hindi page says
 * `lang="hi"` and fetches the Hindi words beside the app's code, not after it. Local storage stays the
 * choice itself; the cookie only follows the screen.
 */
function rememberForPages(locale: Locale) {
  const secure = window.location.protocol === 'https:' ? '; secure' : ''
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax${secure}`
}

function setCurrent(locale: Locale) {
  setMessageLocale(locale)
  document.documentElement.lang = locale
  rememberForPages(locale)
  for (const listener of listeners) listener()
}

/** Shows `locale` now if its words are in the page, else once they are loaded (Hindi's own chunk). */
function show(locale: Locale): Promise<void> {
  wanted = locale
  if (locale === 'hi') preloadDevanagariFont()
  if (messagesLoaded(locale)) {
    setCurrent(locale)
    return Promise.resolve()
  }
  return loadMessages(locale).then(
    () => {
      if (wanted === locale) setCurrent(locale)
    },
    // The words could not be fetched (offline): the page stays in the language it shows.
    () => {
      if (wanted === locale) wanted = getLocale()
    },
  )
}

/** Called when the app starts (src/router.tsx, so the tests' renderApp too): reads the stored choice or the browser's languages afresh. */
export function startLocale(): void {
  const preferred = (navigator.languages ?? []).map(toLocale).find(Boolean)
  // English until another language's words have arrived (src/main.tsx waits for them before its first render).
  setCurrent(baseLocale)
  signedOutChoice = undefined
  ready = show(toLocale(window.localStorage.getItem(localStorageKey)) ?? preferred ?? baseLocale)
}

/** Settles once the language chosen at start shows (at once for English; after Hindi's words load). */
export function localeReady(): Promise<void> {
  return ready
}

/**
 * Switches the language in place and keeps the choice: the page, its typed input and its data
 * stay, and every screen subscribed with `useLocale` renders again. (Paraglide's setLocale reloads
 * the document, which would drop what was typed.)
 */
export function changeLocale(next: Locale): void {
  window.localStorage.setItem(localStorageKey, next)
  if (next !== getLocale() || next !== wanted) void show(next)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * The current language, re-rendering the caller when it changes. A route's page and a layout call
 * it (the router does not re-render a page whose route did not change); what they render follows.
 */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, getLocale, () => baseLocale)
}

/** The sign-in pages' switch: the choice is carried into the account signed in next (`takeSignedOutChoice`). */
export function noteSignedOutChoice(locale: Locale): void {
  signedOutChoice = locale
}

/**
 * The language a person chose on a sign-in page before signing in, once: it is their latest word, so
 * it goes onto the account rather than the account's older choice switching the screen back.
 */
export function takeSignedOutChoice(): Locale | undefined {
  const choice = signedOutChoice
  signedOutChoice = undefined
  return choice
}

/**
 * The one place where a signed-in member's profile language (`language` on the profile) takes over
 * from the browser's: the profile query calls it with each profile it reads. An unknown or missing
 * value keeps the current choice.
 */
export function applyProfileLanguage(language: unknown): void {
  const locale = toLocale(language)
  if (locale) changeLocale(locale)
}
