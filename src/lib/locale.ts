import { useSyncExternalStore } from 'react'
import { baseLocale, extractLocaleFromNavigator, getLocale, type Locale, localStorageKey, overwriteGetLocale, setLocale, toLocale } from '@/paraglide/runtime'

/**
 * The SPA's language: what the switch chose (kept in local storage by Paraglide's `localStorage`
 * strategy), else the browser's first language we speak (navigator.languages), else English.
 *
 * Paraglide's own getLocale reads local storage on every message call; the app resolves the
 * language once when it starts and on each change, and every message reads that value.
 */
let current: Locale = baseLocale
const listeners = new Set<() => void>()

overwriteGetLocale(() => current)

function applyToDocument(locale: Locale) {
  document.documentElement.lang = locale
}

/** Called when the app starts (src/router.tsx, so the tests' renderApp too): reads the stored choice or the browser's languages afresh. */
export function startLocale(): void {
  current = toLocale(window.localStorage.getItem(localStorageKey)) ?? extractLocaleFromNavigator() ?? baseLocale
  applyToDocument(current)
}

/**
 * Switches the language in place: the page, its typed input and its data stay, and every screen
 * subscribed with `useLocale` renders again. Paraglide's default reloads the document; its
 * `reload: false` is meant for a client-rendered app that owns its re-render, which this SPA is.
 */
export function changeLocale(next: Locale): void {
  if (next === current) return
  current = next
  void setLocale(next, { reload: false })
  applyToDocument(next)
  for (const listener of listeners) listener()
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

/**
 * The one place where a signed-in member's profile language (`language` on the profile) takes over
 * from the browser's: call it with the profile once it is read after sign-in. An unknown or missing
 * value keeps the current choice.
 */
export function applyProfileLanguage(language: unknown): void {
  const locale = toLocale(language)
  if (locale) changeLocale(locale)
}
