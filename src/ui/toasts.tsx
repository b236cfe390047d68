import { useMediaQuery } from '@mantine/hooks'
import { useNotifications, type NotificationsProps } from '@mantine/notifications'
import { lazy, Suspense, useEffect, useState } from 'react'
import { TOAST_LIMIT } from '@/lib/notify'

// The container, its transitions and drag-to-dismiss are 5 kB gzip of every first page's script, and
// no first page shows a toast before it is drawn. `notifications.show` only writes the store (which
// the build keeps apart from the container: vite.config.ts); the container arrives once the browser is
// idle, or at once when a toast comes first, and then draws what the store holds (docs/PERFORMANCE.md).
const Container = lazy(() => import('@/ui/toast-container'))

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 5000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(callback, 2000)
  return () => window.clearTimeout(handle)
}

/** How long a toast stays (the spec's 5 s). */
const TOAST_AUTO_CLOSE_MS = 5000
/** Mantine's `sm` breakpoint: below it the header spans the screen's whole width. */
const PHONE = '(max-width: 47.99em)'

/**
 * Mantine's toasts, mounted once the page is idle or the first toast is shown. A few at a time, below
 * the header on a wider screen and at the bottom on a phone, so that none covers the header's buttons.
 */
export function Toasts({ position, ...props }: NotificationsProps) {
  const { notifications, queue } = useNotifications()
  const [idle, setIdle] = useState(false)
  const phone = useMediaQuery(PHONE)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  if (!idle && notifications.length === 0 && queue.length === 0) return null
  return (
    <Suspense fallback={null}>
      <Container limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} {...props} position={phone ? 'bottom-center' : position} />
    </Suspense>
  )
}
