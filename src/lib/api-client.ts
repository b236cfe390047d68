import { createClient, createConfig, type Client } from '@/client/client'
import type { ClientOptions } from '@/client/types.gen'
import { clearAuthToken, clearConsoleSession, getAccessToken, getAuthToken } from '@/lib/auth-storage'
import { isReturnPath } from '@/lib/return-to'

/** The company every member signs in to; the demo seed uses the same id. */
export const COMPANY_ID: string = import.meta.env.VITE_COMPANY_ID || '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68'

export const API_TIMEOUT_MS = 120_000

/**
 * Same origin: the Fastify process serves the SPA and /api, and Vite proxies /api in dev.
 * Spelt as the absolute origin because the client builds a `Request`, which needs one outside
 * a browser (tests run under jsdom with Node's fetch).
 */
const baseUrl = typeof window === 'undefined' ? '' : window.location.origin

let onUnauthorized: () => void = () => {}

/** The router registers how to send a member whose session died back to the login page. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler
}

/**
 * A console session the server refused ends with a fresh load of the console's login page: the
 * page reload also drops every cached answer of the dead session. Super-admin calls share this
 * client, so a super admin lands on their own login page.
 */
let onConsoleUnauthorized: () => void = () => {
  const area = window.location.pathname.startsWith('/superadmin') ? '/superadmin' : '/admin'
  const here = `${window.location.pathname}${window.location.search}`
  const back = isReturnPath(here, area) ? `&redirect=${encodeURIComponent(here)}` : ''
  window.location.replace(`${area}/login?expired=1${back}`)
}

/** Tests swap the full page load for a spy. */
export function setConsoleUnauthorizedHandler(handler: () => void): void {
  onConsoleUnauthorized = handler
}

function fetchWithTimeout(timeoutMs: number): typeof fetch {
  return (input, init) => {
    const callerSignal = init?.signal ?? (input instanceof Request ? input.signal : undefined)
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout
    // Looked up per call so test doubles that patch globalThis.fetch (MSW) still see the request.
    return globalThis.fetch(input, { ...init, signal })
  }
}

/** A client that sends the stored token, raw, in Authorization, and gives up after API_TIMEOUT_MS. */
function clientWithToken(token: () => string | null): Client {
  return createClient(createConfig<ClientOptions>({ baseUrl, auth: () => token() ?? undefined, fetch: fetchWithTimeout(API_TIMEOUT_MS) }))
}

/** Member calls: the stored authToken. */
export const userClient = clientWithToken(getAuthToken)

userClient.interceptors.response.use((response, request) => {
  if (response.status === 401 && request.headers.has('Authorization')) {
    clearAuthToken()
    onUnauthorized()
  }
  return response
})

/** Admin and super-admin calls: the stored accessToken. */
export const adminClient = clientWithToken(getAccessToken)

adminClient.interceptors.response.use((response, request) => {
  // Only the session still stored counts: a late 401 for a token that was already signed out
  // (logout tells the server after clearing it) or replaced must not end the new one.
  const sent = request.headers.get('Authorization')
  if (response.status === 401 && sent !== null && sent === getAccessToken()) {
    clearConsoleSession()
    onConsoleUnauthorized()
  }
  return response
})
