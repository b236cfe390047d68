import fp from 'fastify-plugin'
import helmet from 'helmet'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'

/**
 * One policy for every answer, API and SPA alike. Mantine writes style attributes at run time,
 * so styles need 'unsafe-inline'; scripts never do, and nothing may frame the app.
 */
const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
}

/** Helmet's options for that policy, but HSTS, which depends on the deployment (securityHeaders). */
const policy = {
  contentSecurityPolicy: { useDefaults: false, directives },
  referrerPolicy: { policy: 'no-referrer' },
  frameguard: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
} satisfies Parameters<typeof helmet>[0]

/**
 * The headers helmet sets for a policy, read once off a response that only records them: the policy is
 * static (no per-request nonce), so every answer carries the same set. Running helmet's twelve
 * middlewares on each request, each a setHeader on the raw response, was about 5% of the server's
 * CPU under load.
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  }
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err
  })
  return headers
}

/**
 * The same policy, for the answers Fastify's router sends before any hook runs: a malformed or
 * over-long path parameter (frameworkErrors in app.ts).
 */
export const routerErrorHeaders = helmetHeaders({ ...policy, strictTransportSecurity: false })

async function securityHeaders(fastify: FastifyInstance) {
  const headers = helmetHeaders({
    ...policy,
    // Only meaningful behind TLS; harmless on localhost, which browsers exempt.
    strictTransportSecurity: fastify.config.isProduction ? { maxAge: 15552000, includeSubDomains: true } : false,
  })
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
}

export default fp(securityHeaders, { name: 'security-headers', dependencies: ['config'] })
