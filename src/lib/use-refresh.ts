import { type QueryKey, useQueryClient } from '@tanstack/react-query'

/**
 * Refreshes every query a change may have moved (a list, its counts, a dashboard), each by its
 * generated key, so no screen goes on showing the old figure. Resolves once all are refetched.
 */
export function useRefresh(...queryKeys: QueryKey[]): () => Promise<unknown> {
  const queryClient = useQueryClient()
  return () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}
