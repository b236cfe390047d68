import type { QueryClient } from '@tanstack/react-query'
import { adminLogout, superadminLogout, userLogout } from '@/client/sdk.gen'
import { adminClient, userClient } from '@/lib/api-client'
import {
  clearAuthToken,
  clearConsoleSession,
  getAccessToken,
  getAuthToken,
  hasConsoleSession,
  hasExpiredConsoleSession,
  setAuthToken,
  startConsoleSession,
  type ConsoleRole,
} from '@/lib/auth-storage'
import { isReturnPath, type Area, type LoginSearch } from '@/lib/return-to'

/** Each signed-in area's login page. */
const LOGIN_PAGE = { '/user': '/', '/admin': '/admin/login', '/superadmin': '/superadmin/login' } as const

type LoginPage = (typeof LOGIN_PAGE)[Area]

/**
 * Who is signed in, as the router's guards see it (`context.auth`), and how a session starts and
 * ends. The tokens live in localStorage (src/lib/auth-storage.ts), so another tab's sign-in or
 * sign-out counts at the next navigation.
 */
export interface Auth {
  /** A member token is stored; the server judges it on the first call. */
  isMember(): boolean
  /** A console session of `role` is stored and has not visibly expired. */
  isConsole(role: ConsoleRole): boolean
  /**
   * What the member area's login page says about how the session ended: that the server refused it
   * (it expired, or why its company is suspended), until the next sign-in; empty when it did not.
   * The refusal sends the visitor to the login page itself, but a step taken while that navigation
   * is on its way (a tap on the menu) reaches the guard first, and must land on a login page that
   * says so too.
   */
  memberEnded(): SessionEnd
  /**
   * The same for a console area; a session of `role` that is stored but whose time ran out is told
   * it expired too. Nothing cached for that one may outlive it; its dead token stays until the next
   * sign-in replaces it, so that every guard that meets it, a reload of the page too, says the same.
   */
  consoleEnded(role: ConsoleRole): SessionEnd
  startMember(token: string): void
  startConsole(token: string): void
  endMember(): void
  endConsole(role: ConsoleRole): void
}

type SessionKind = 'member' | 'console'

/** A login page's account of a session that ended: it expired, or its company's sale is suspended. */
type SessionEnd = Pick<LoginSearch, 'expired' | 'suspended'>

interface SessionRouting {
  /** The address the visitor is on now (path, search and hash). */
  here(): string
  /** Goes to a login page, replacing the current history entry. */
  goToLogin(to: LoginPage, search: LoginSearch): void
}

/**
 * Signing out never waits for the server: the local session ends at once, and the server is told
 * so it can revoke the token (a failure there changes nothing for the visitor).
 */
function tellServer(call: () => Promise<unknown>): void {
  call().catch(() => {})
}

/**
 * The one place a session the server refused ends. Set by the newest createAuth: the app makes one
 * router, tests make one per rendered app.
 */
let sessionRefused: (kind: SessionKind, suspension: Promise<string | undefined>) => Promise<void> = async () => {}

/**
 * The reason a session was refused because its company's sale is suspended (401 COMPANY_SUSPENDED),
 * read from a copy of the answer so the caller still gets the body; undefined for any other 401.
 */
async function suspensionOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.clone().json()
    if (!body || typeof body !== 'object' || !('code' in body) || body.code !== 'COMPANY_SUSPENDED') return undefined
    const params = 'params' in body && body.params && typeof body.params === 'object' ? (body.params as Record<string, unknown>) : {}
    return typeof params.reason === 'string' ? params.reason.slice(0, 500) : ''
  } catch {
    return undefined
  }
}

export function createAuth(queryClient: QueryClient, routing: SessionRouting): Auth {
  const refusals: Partial<Record<SessionKind, SessionEnd>> = {}
  const auth: Auth = {
    isMember: () => getAuthToken() !== null,
    isConsole: (role) => hasConsoleSession(role),
    memberEnded: () => refusals.member ?? {},
    consoleEnded(role) {
      if (!hasExpiredConsoleSession(role)) return refusals.console ?? {}
      queryClient.clear()
      return { expired: '1' }
    },
    startMember(token) {
      delete refusals.member
      setAuthToken(token)
    },
    startConsole(token) {
      delete refusals.console
      startConsoleSession(token)
    },
    endMember() {
      delete refusals.member
      const token = getAuthToken()
      clearAuthToken()
      queryClient.clear()
      if (token) tellServer(() => userLogout({ client: userClient, auth: token }))
    },
    endConsole(role) {
      delete refusals.console
      const token = getAccessToken()
      clearConsoleSession()
      queryClient.clear()
      if (!token) return
      const logout = role === 'ADMIN' ? adminLogout : superadminLogout
      tellServer(() => logout({ client: adminClient, auth: token }))
    },
  }

  // The visitor goes back to the area's login page, not to an error screen: the page says the
  // session expired, and signing in returns to where they were. Nothing cached for the dead session
  // may show to whoever signs in next. Super-admin calls share the console client, so the area is
  // read from the address: a super admin lands on their own login page.
  sessionRefused = async (kind, suspension) => {
    // Kept in the same step as the token is removed (the reason is read after): a guard never sees
    // the session gone without a refusal to tell.
    refusals[kind] = { expired: '1' }
    const suspended = await suspension
    queryClient.removeQueries()
    const here = routing.here()
    const area: Area = kind === 'member' ? '/user' : /^\/superadmin(\/|$|\?|#)/.test(here) ? '/superadmin' : '/admin'
    const redirect = isReturnPath(here, area) ? here : undefined
    // A suspended company's person is told why, not that their session expired.
    const refusal: SessionEnd = suspended === undefined ? { expired: '1' } : { suspended }
    refusals[kind] = refusal
    routing.goToLogin(LOGIN_PAGE[area], { redirect, ...refusal })
  }

  return auth
}

userClient.interceptors.response.use(async (response, request) => {
  // A call without a token (the login itself) answers 401 for a wrong password, not a dead session.
  if (response.status === 401 && request.headers.has('Authorization')) {
    clearAuthToken()
    await sessionRefused('member', suspensionOf(response))
  }
  return response
})

adminClient.interceptors.response.use(async (response, request) => {
  // Only the session still stored counts: a late 401 for a token that was already signed out
  // (logout tells the server after clearing it) or replaced must not end the new one.
  const sent = request.headers.get('Authorization')
  if (response.status === 401 && sent !== null && sent === getAccessToken()) {
    clearConsoleSession()
    await sessionRefused('console', suspensionOf(response))
  }
  return response
})
