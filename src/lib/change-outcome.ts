import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { notifyError, notifySuccess, type ServerMessage } from '@/lib/notify'

// How a console change tells its outcome. Apart from notify.ts, which the login page loads: these
// are for the pages behind it.

/** What a change says: in words of the SPA's own, or by what the server answered (its count, its choice). */
type Words<TVariables, TResponse> = string | ((variables: TVariables, response: TResponse) => string)

const wordsOf = <TVariables, TResponse>(words: Words<TVariables, TResponse>, variables: TVariables, response: TResponse) =>
  typeof words === 'string' ? words : words(variables, response)

/**
 * The toasts of a change the server answers with a message: on success that message (in English;
 * `success` in another language, notifySuccess), then `after` (what the change moved, refreshed; the
 * mutation waits for it), and on failure the server's reason, or `failure` when it gave none (a
 * function of the change's variables where one call does two things). Spread into a generated
 * mutation's options.
 */
export function announce<TVariables, TResponse extends { message: ServerMessage } = { message: ServerMessage }>(
  failure: string | ((variables: TVariables) => string),
  success: Words<TVariables, TResponse>,
  after?: () => unknown,
) {
  return {
    onSuccess: (response: TResponse, variables: TVariables) => {
      notifySuccess(response.message, () => wordsOf(success, variables, response))
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
