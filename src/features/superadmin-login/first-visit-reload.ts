import { useEffect } from 'react'
import { RELOAD_COUNT_KEY } from '@/lib/auth-storage'

/** Sign-in sets the counter to 1; the first visit raises it to 2, the threshold. */
const RELOADED = 2

/**
 * SPEC sections 2 and 9: on first entry after sign-in, while the stored reload counter is below 2,
 * the page sets it to 2 and reloads itself once. Setting it first makes the rule hold even when
 * the effect runs twice (StrictMode) or the reload is slow.
 */
export function useFirstVisitReload(): void {
  useEffect(() => {
    const count = Number(window.localStorage.getItem(RELOAD_COUNT_KEY) ?? 0)
    if (count >= RELOADED) return
    window.localStorage.setItem(RELOAD_COUNT_KEY, String(RELOADED))
    window.location.reload()
  }, [])
}
