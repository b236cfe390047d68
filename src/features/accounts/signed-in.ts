import { useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { notifySuccess } from '@/lib/notify'
import { useAfterLogin } from '@/lib/return-to'
import { m } from '@/paraglide/messages'

/**
 * What a login form does once the server says yes: drops whatever was cached for whoever signed in
 * before (their profile or lists must not flash up for this one), keeps the new session, says so,
 * and goes on (useAfterLogin). Here rather than in lib/return-to.ts, which the route tree loads on
 * every first page.
 */
export function useSignedIn(returnTo: string | undefined, dashboard: Parameters<typeof useAfterLogin>[1]) {
  const afterLogin = useAfterLogin(returnTo, dashboard)
  const queryClient = useQueryClient()
  const { auth } = useRouteContext({ from: '__root__' })
  return async (response: { message: string; data: { token: string } }) => {
    queryClient.removeQueries()
    if (dashboard === '/user/dashboard') auth.startMember(response.data.token)
    else auth.startConsole(response.data.token)
    notifySuccess(response.message, m.done_login)
    await afterLogin()
  }
}
