import { useEffect } from 'react'
import { RELOAD_COUNT_KEY } from '@/lib/auth-storage'

/** SPEC sections 2 and 9: login sets the counter to 1; the first dashboard visit sets it to 2. */
const RELOADED = 2

/**
 * On the first dashboard visit after signing in the page reloads itself once: when the stored
 * counter is below 2 it becomes 2, then the page reloads. The counter is written (and read back)
 * before reloading, so storage that refuses writes can never cause a reload loop.
 */
export function useReloadOnce(): void {
  useEffect(() => {
    try {
      const count = Number.parseInt(window.localStorage.getItem(RELOAD_COUNT_KEY) ?? '', 10)
      if (!Number.isNaN(count) && count >= RELOADED) return
      window.localStorage.setItem(RELOAD_COUNT_KEY, String(RELOADED))
      if (window.localStorage.getItem(RELOAD_COUNT_KEY) !== String(RELOADED)) return
    } catch {
      return
    }
    window.location.reload()
  }, [])
}
