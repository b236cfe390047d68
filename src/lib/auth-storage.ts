/**
 * Everything the browser keeps about who is signed in, in one place. The key names are part of
 * the product, so they are spelt here once.
 */
const AUTH_TOKEN_KEY = 'authToken'
const ACCESS_TOKEN_KEY = 'accessToken'
const IS_LOGGED_IN_KEY = 'isLoggedIn'
export const RELOAD_COUNT_KEY = 'reloadCount'

export type ConsoleRole = 'ADMIN' | 'SUPERADMIN'

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    // Storage can be blocked (privacy mode, sandboxed frames); treat it as signed out.
    return null
  }
}

export function getAuthToken(): string | null {
  return read(AUTH_TOKEN_KEY)
}

export function setAuthToken(token: string): void {
  window.localStorage.setItem(AUTH_TOKEN_KEY, token)
}

export function clearAuthToken(): void {
  window.localStorage.removeItem(AUTH_TOKEN_KEY)
}

export function getAccessToken(): string | null {
  return read(ACCESS_TOKEN_KEY)
}

/** Admin and super-admin sign-in both end here. */
export function startConsoleSession(token: string): void {
  window.localStorage.setItem(ACCESS_TOKEN_KEY, token)
  window.localStorage.setItem(IS_LOGGED_IN_KEY, 'true')
  window.localStorage.setItem(RELOAD_COUNT_KEY, '1')
}

export function clearConsoleSession(): void {
  window.localStorage.removeItem(ACCESS_TOKEN_KEY)
  window.localStorage.removeItem(IS_LOGGED_IN_KEY)
  window.localStorage.removeItem(RELOAD_COUNT_KEY)
}

/**
 * Reads a JWT's claims without checking the signature. Only for routing: the server verifies
 * every call, so a forged token gets the visitor a page shell and nothing else.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=')
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)))
    const claims: unknown = JSON.parse(json)
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** True when the stored console session belongs to `role` and has not visibly expired. */
export function hasConsoleSession(role: ConsoleRole, now: number = Date.now()): boolean {
  const token = getAccessToken()
  if (!token || read(IS_LOGGED_IN_KEY) !== 'true') return false
  const claims = decodeJwtPayload(token)
  if (!claims || claims.role !== role) return false
  return typeof claims.exp !== 'number' || claims.exp * 1000 > now
}

/**
 * True when the stored console session belongs to `role` but its token's time is up: someone who was
 * signed in and whose session expired, as opposed to someone who never signed in.
 */
export function hasExpiredConsoleSession(role: ConsoleRole, now: number = Date.now()): boolean {
  const token = getAccessToken()
  if (!token || read(IS_LOGGED_IN_KEY) !== 'true') return false
  const claims = decodeJwtPayload(token)
  return claims?.role === role && typeof claims.exp === 'number' && claims.exp * 1000 <= now
}
