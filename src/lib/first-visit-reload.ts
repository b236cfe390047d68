import { RELOAD_COUNT_KEY } from '@/lib/auth-storage'

/** Sign-in sets the counter to 1; the first visit raises it to 2, the threshold. */
const RELOADED = 2

/**
 * On the first entry to a console's dashboard after sign-in, while the stored
 * reload counter is below 2, the page sets it to 2 and reloads itself once.
 *
 * Called from the dashboard routes' `beforeLoad`, so the reload happens before anything of the
 * dashboard is rendered: arriving from the login form, the form stays on screen until the reloaded
 * dashboard paints, instead of a dashboard that paints, goes blank for seconds and paints again.
 * A client-side arrival first puts the dashboard's address in the history, so what reloads is the
 * dashboard itself. The counter is written and read back before reloading, so storage that refuses
 * writes can never cause a reload loop. Returns a promise that never settles when it reloads, so the
 * router renders nothing more in the meantime.
 */
export function reloadOnFirstVisit({ href, preload }: { href: string; preload: boolean }): Promise<never> | undefined {
  if (preload) return undefined
  try {
    const count = Number.parseInt(window.localStorage.getItem(RELOAD_COUNT_KEY) ?? '', 10)
    if (!Number.isNaN(count) && count >= RELOADED) return undefined
    window.localStorage.setItem(RELOAD_COUNT_KEY, String(RELOADED))
    if (window.localStorage.getItem(RELOAD_COUNT_KEY) !== String(RELOADED)) return undefined
  } catch {
    return undefined
  }
  if (window.location.pathname + window.location.search !== href) window.history.pushState(null, '', href)
  window.location.reload()
  return new Promise<never>(() => {})
}
