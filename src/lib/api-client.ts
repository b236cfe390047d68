import { createClient, createConfig, type Client } from '@/client/client'
import type { ClientOptions } from '@/client/types.gen'
import { getAccessToken, getAuthToken } from '@/lib/auth-storage'

/** The company every member signs in to; the demo seed uses the same id. */
export const COMPANY_ID: string = import.meta.env.VITE_COMPANY_ID || '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68'

export const API_TIMEOUT_MS = 120_000

/**
 * Same origin: the Fastify process serves the SPA and /api, and Vite proxies /api in dev.
 * Spelt as the absolute origin because the client builds a `Request`, which needs one outside
 * a browser (tests run under jsdom with Node's fetch).
 */
const baseUrl = typeof window === 'undefined' ? '' : window.location.origin

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

/** Member calls: the stored authToken. A refused session is handled in src/lib/session.ts. */
export const userClient = clientWithToken(getAuthToken)

/** Admin and super-admin calls: the stored accessToken. */
export const adminClient = clientWithToken(getAccessToken)
