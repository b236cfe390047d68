import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { notifyError, notifySuccess, type ServerMessage } from '@/lib/notify'

// How a console change tells its outcome. Apart from notify.ts, which the login page loads: these
// are for the pages behind it.

/**
 * The toasts of a change the server answers with a message: that message on success, then `after`
 * (what the change moved, refreshed; the mutation waits for it), and on failure the server's reason,
 * or `failure` when it gave none (a function of the change's variables where one call does two
 * things). Spread into a generated mutation's options.
 */
export function announce<TVariables>(failure: string | ((variables: TVariables) => string), after?: () => unknown) {
  return {
    onSuccess: (response: { message: ServerMessage }) => {
      notifySuccess(response.message)
      return after?.()
    },
    onError: (error: unknown, variables: TVariables) => notifyError(error, typeof failure === 'string' ? failure : failure(variables)),
  }
}

/**
 * Refreshes every query a change may have moved (a list, its counts, a dashboard), each by its
 * generated key, so no screen goes on showing the old figure. Resolves once all are refetched.
 */
export function useRefresh(...queryKeys: QueryKey[]): () => Promise<unknown> {
  const queryClient = useQueryClient()
  return () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}
