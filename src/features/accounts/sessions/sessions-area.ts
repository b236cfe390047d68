import type { UseMutationOptions } from '@tanstack/react-query'
import {
  listAdminSessionsOptions,
  listSuperadminSessionsOptions,
  listUserSessionsOptions,
  revokeOtherAdminSessionsMutation,
  revokeOtherSuperadminSessionsMutation,
  revokeOtherUserSessionsMutation,
} from '@/client/@tanstack/react-query.gen'
import type { Options } from '@/client/sdk.gen'
import type { ErrorResponse, RevokeOtherUserSessionsData, SessionsRevokedResponse } from '@/client/types.gen'
import { adminClient, userClient } from '@/lib/api-client'

/** Whose sessions a screen shows: a member's (profile), a company admin's or the super admin's (Security). */
export type SessionsArea = 'member' | 'admin' | 'superadmin'

/** The three areas' operations answer the same shapes; only the path and the token differ. */
interface SessionsCalls {
  list: ReturnType<typeof listUserSessionsOptions>
  revokeOthers: UseMutationOptions<SessionsRevokedResponse, ErrorResponse, Options<RevokeOtherUserSessionsData>>
}

/** Each area's generated calls, with the client that carries its token (members' authToken, the consoles' accessToken). */
export function sessionsCalls(area: SessionsArea): SessionsCalls {
  switch (area) {
    case 'member':
      return { list: listUserSessionsOptions({ client: userClient }), revokeOthers: revokeOtherUserSessionsMutation({ client: userClient }) }
    case 'admin':
      return { list: listAdminSessionsOptions({ client: adminClient }), revokeOthers: revokeOtherAdminSessionsMutation({ client: adminClient }) }
    case 'superadmin':
      return {
        list: listSuperadminSessionsOptions({ client: adminClient }),
        revokeOthers: revokeOtherSuperadminSessionsMutation({ client: adminClient }),
      }
  }
}
