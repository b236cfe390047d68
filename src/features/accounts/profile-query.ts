import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { getProfileQueryKey } from '@/client/@tanstack/react-query.gen'
import { getProfile, setLanguage } from '@/client/sdk.gen'
import { userClient } from '@/lib/api-client'
import { getAuthToken } from '@/lib/auth-storage'
import { applyProfileLanguage, takeSignedOutChoice } from '@/lib/locale'

/**
 * The signed-in member's profile under the generated query key, holding the same whole response
 * as the generated `getProfileOptions`, so feature code may use either. Only an answer with a
 * truthy `status` is kept.
 */
export const profileQueryOptions = queryOptions({
  queryKey: getProfileQueryKey({ client: userClient }),
  queryFn: async ({ signal }) => {
    const { data } = await getProfile({ client: userClient, signal, throwOnError: true })
    if (!data.status) throw new Error('Failed to retrieve user profile')
    const chosen = takeSignedOutChoice()
    if (chosen && chosen !== data.data.language) {
      // Chosen on the sign-in page just now: kept on the account (a failure only leaves the account's as it was).
      void setLanguage({ client: userClient, body: { language: chosen } }).catch(() => undefined)
      return { ...data, data: { ...data.data, language: chosen } }
    }
    // Otherwise the member's own language wins over this browser's (after sign-in and on reload).
    applyProfileLanguage(data.data.language)
    return data
  },
})

/** On app load with a stored token the profile is fetched; a failure is only logged. */
export function warmProfile(queryClient: QueryClient): void {
  if (!getAuthToken()) return
  queryClient.fetchQuery(profileQueryOptions).catch((error: unknown) => {
    console.error('Failed to retrieve user profile', error)
  })
}
