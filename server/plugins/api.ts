import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fp from 'fastify-plugin'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import openapiGlue from 'fastify-openapi-glue'
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify'
import { serviceHandlers } from '../features/handlers'
import { requireSignedToken, securityHandlers } from './auth'
import { badRequest, unsupportedMediaType, validationFailed } from '../lib/errors'

export const specificationPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url))
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

/** Every route comes from openapi.yaml: a path that is not in the contract does not exist. */
async function api(fastify: FastifyInstance) {
  await fastify.register(formbody)
  await fastify.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 10, parts: 15 } })

  // The contract names these types only for downloads and the live-event stream; as request bodies they stay unsupported,
  // and declaring that keeps the glue from warning about missing parsers at every start.
  fastify.addContentTypeParser(['application/octet-stream', 'application/pdf', 'image/*', 'text/event-stream'], (_request, _payload, done) => {
    done(unsupportedMediaType('UNSUPPORTED_CONTENT_TYPE'), undefined)
  })

  // Checked after validation, before any handler: values the schema lets through but the database
  // cannot hold would otherwise fail the query as a 500 (the BadRequest answer documents both).
  // Only what the operation declares is looked at: it ignores the rest (a logout's stray body).
  fastify.addHook('preHandler', async (request) => {
    const schema = request.routeOptions.schema as { params?: unknown; querystring?: { properties?: object }; body?: unknown } | undefined
    const declaredQuery = Object.keys(schema?.querystring?.properties ?? {})
    const query = Object.fromEntries(Object.entries(request.query ?? {}).filter(([key]) => declaredQuery.includes(key)))
    for (const part of [schema?.params && request.params, query, schema?.body && request.body]) {
      const field = unstorableField(part, '')
      if (field !== undefined) throw validationFailed(`${field || 'request'} is not valid`, field || 'request')
    }
  })

  fastify.addHook('onRoute', (route) => {
    // Multipart bodies are streamed and judged by their bytes in the handler; Ajv cannot see files.
    const body = route.schema?.body as { content?: Record<string, unknown> } | undefined
    const mediaTypes = Object.keys(body?.content ?? {})
    const multipart = mediaTypes.includes('multipart/form-data')
    if (multipart) delete route.schema!.body
    // The glue checks security in preHandler, after validation; a stranger must get 401 before
    // learning anything about what a valid body looks like, so the check moves ahead of it.
    if (route.preHandler) {
      route.preValidation = route.preHandler
      delete route.preHandler
      // A missing, forged or expired token is refused before the body is even read (requireSignedToken).
      route.onRequest = [...[route.onRequest ?? []].flat(), requireSignedToken]
    }
    if (mediaTypes.length > 0 && !multipart) route.preValidation = [...[route.preValidation ?? []].flat(), requireDeclaredMediaType(mediaTypes)]
  })

  await fastify.register(openapiGlue, {
    specification: path.resolve(specificationPath),
    serviceHandlers,
    securityHandlers: securityHandlers(fastify),
  })
}

/**
 * Where a parsed input holds what PostgreSQL cannot take: a NUL character (text refuses it), or a
 * number that is no exact integer. Every integer the contract takes has a maximum, yet Ajv reads the
 * query value "1e400" as Infinity and lets it past both `type: integer` and `maximum`.
 */
function unstorableField(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined
  if (typeof value === 'number') return Number.isFinite(value) && (!Number.isInteger(value) || Number.isSafeInteger(value)) ? undefined : path
  if (!value || typeof value !== 'object') return undefined
  for (const [key, inner] of Object.entries(value)) {
    const found = unstorableField(inner, path ? `${path}.${key}` : key)
    if (found !== undefined) return found
  }
  return undefined
}

/**
 * Fastify validates a body only against the schema of its own media type: a text/plain or
 * multipart body, or none at all, would reach the handler unchecked and fail there as a 500.
 * Runs after the security check, so a stranger still learns nothing but 401.
 */
function requireDeclaredMediaType(mediaTypes: string[]): preValidationHookHandler {
  return async function declaredMediaType(request: FastifyRequest) {
    const mediaType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
    if (mediaTypes.includes(mediaType)) return
    if (request.body === undefined && !mediaType) throw badRequest('BODY_REQUIRED')
    throw unsupportedMediaType('UNSUPPORTED_CONTENT_TYPE')
  }
}

export default fp(api, { name: 'api', dependencies: ['auth', 'notifier', 'media-store', 'live-events'] })
