import { useEffect } from 'react'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'

/**
 * For a route's error component: a retry that runs the route's loaders again. A failed
 * useSuspenseQuery stays failed until its boundary is reset, so the boundary is reset on showing the
 * error; the retry then refetches.
 */
export function useRouteRetry(): () => void {
  const router = useRouter()
  const queryErrorResetBoundary = useQueryErrorResetBoundary()
  useEffect(() => {
    queryErrorResetBoundary.reset()
  }, [queryErrorResetBoundary])
  return () => void router.invalidate()
}
