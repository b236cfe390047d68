import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * How long a first arrival on a list waits for its page: a quick answer paints the page once, with
 * its rows (no loading row flashing by, no page swapped under a person who starts typing); past it,
 * the page shows itself loading (its route's pendingComponent) while it suspends on the rest.
 */
const LIST_FIRST_PAINT_WAIT_MS = 400

/**
 * A list route's loader. Arriving, it reads the page with `ensureQueryData`, waiting
 * at most LIST_FIRST_PAINT_WAIT_MS: a failure within that wait is the route's error; a slower read
 * goes on, and the page's useSuspenseQuery takes it over (its failure reaches the route the same way).
 * Awaiting it to the end would hold the navigation (and the screen before it) for as long as the
 * server takes. A new search, filter or page on the same route (`stay`) is not waited for at all:
 * the page keeps its rows behind its loading row meanwhile (`useListPage` defers the new read).
 */
export function loadList<TData, TError, TKey extends QueryKey>(
  queryClient: QueryClient,
  cause: 'preload' | 'enter' | 'stay',
  options: EnsureQueryDataOptions<TData, TError, TData, TKey>,
): Promise<void> | undefined {
  // A preload (a pointer resting on a link) only warms the page: nothing waits for it, and its failure is no one's yet.
  if (cause !== 'enter') {
    void queryClient.prefetchQuery(options)
    return undefined
  }
  return atMostAMoment(queryClient.ensureQueryData(options))
}

/**
 * The loader of a list that is one part of its page (Refer & Earn's referees), whose failure its own
 * table says (ListErrorBoundary): read and waited for as `loadList`, but a failure never fails the route.
 */
export function warmList<TData, TError, TKey extends QueryKey>(
  queryClient: QueryClient,
  cause: 'preload' | 'enter' | 'stay',
  options: EnsureQueryDataOptions<TData, TError, TData, TKey>,
): Promise<void> | undefined {
  const read = queryClient.prefetchQuery(options)
  return cause === 'enter' ? atMostAMoment(read) : undefined
}

/** `read`, or LIST_FIRST_PAINT_WAIT_MS, whichever ends first; the race handles a late failure too, so it is never an unhandled rejection. */
function atMostAMoment(read: Promise<unknown>): Promise<void> {
  return Promise.race([read.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, LIST_FIRST_PAINT_WAIT_MS))])
}
