import { useEffect, useRef } from 'react'
import { notifyError } from '@/lib/notify'

/**
 * Shows a failed query's error once as a toast (the server's message, else `fallback`).
 * Each failure is a new error object, so a later failure toasts again; the ref keeps a
 * re-run of the effect (StrictMode, re-renders) from repeating the same one.
 */
export function useErrorToast(error: unknown, fallback: string): void {
  const shown = useRef<unknown>(null)
  useEffect(() => {
    if (!error || shown.current === error) return
    shown.current = error
    notifyError(error, fallback)
  }, [error, fallback])
}
