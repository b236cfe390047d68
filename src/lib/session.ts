import type { QueryClient } from '@tanstack/react-query'
import { adminLogout, superadminLogout, userLogout } from '@/client/sdk.gen'
import { adminClient, userClient } from '@/lib/api-client'
import { clearAuthToken, clearConsoleSession, getAccessToken, getAuthToken, type ConsoleRole } from '@/lib/auth-storage'

/**
 * Signing out never waits for the server: the local session ends at once, and the server is told
 * so it can revoke the token (a failure there changes nothing for the visitor).
 */
function tellServer(call: () => Promise<unknown>): void {
  call().catch(() => {})
}

export function endMemberSession(queryClient: QueryClient): void {
  const token = getAuthToken()
  clearAuthToken()
  queryClient.clear()
  if (token) tellServer(() => userLogout({ client: userClient, auth: token }))
}

export function endConsoleSession(role: ConsoleRole, queryClient: QueryClient): void {
  const token = getAccessToken()
  clearConsoleSession()
  queryClient.clear()
  if (!token) return
  const logout = role === 'ADMIN' ? adminLogout : superadminLogout
  tellServer(() => logout({ client: adminClient, auth: token }))
}
