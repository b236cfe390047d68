import { useQueryClient } from '@tanstack/react-query'
import { notifySuccess } from '@/lib/notify'
import { useAfterLogin } from '@/lib/return-to'

/**
 * What a login form does once the server says yes: drops whatever was cached for whoever signed in
 * before (their profile or lists must not flash up for this one), keeps the new session, says so,
 * and goes on (useAfterLogin). Here rather than in lib/return-to.ts, which the route tree loads on
 * every first page.
 */
export function useSignedIn(returnTo: string | undefined, dashboard: Parameters<typeof useAfterLogin>[1], keepSession: (token: string) => void) {
  const afterLogin = useAfterLogin(returnTo, dashboard)
  const queryClient = useQueryClient()
  return async (response: { message: string; data: { token: string } }) => {
    queryClient.removeQueries()
    keepSession(response.data.token)
    notifySuccess(response.message)
    await afterLogin()
  }
}
