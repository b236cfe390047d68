import OpenAPIBackend from 'openapi-backend'
import addFormatsModule from 'ajv-formats'
import type { FastifyError, FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { isValidAadhaar } from '../../src/shared/aadhaar'
import { rawSpec, type ContractOperation } from './contract'

/**
 * A second reader of openapi.yaml, independent of the server's path (fastify-openapi-glue and its
 * Ajv options): openapi-backend routes and validates each request as sent and each answer as
 * received. Whatever the server does must be what this reader says the contract says.
 */

// ajv-formats is CommonJS with a default export; under ESM interop the function may sit one level down.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule

/** A contract rule no JSON Schema keyword can say: the Aadhaar check digit (`x-checksum: verhoeff`). */
const MASKED_AADHAAR = /^X{8}\d{4}$/

export async function contractReader(): Promise<OpenAPIBackend> {
  const reader = new OpenAPIBackend({
    definition: structuredClone(rawSpec) as never,
    // Its own check of the document knows OpenAPI 3.0 only (it refuses 3.1's const, examples and
    // type lists); redocly lint checks the document, this reader only routes and validates by it.
    quick: true,
    // Query and path values are text on the wire; the contract's integers there are read from digits.
    coerceTypes: true,
    customizeAjv: (ajv) => {
      addFormats(ajv as never)
      ajv.addFormat('binary', true)
      ajv.addKeyword({
        keyword: 'x-checksum',
        type: 'string',
        // The masked value the profile shows may be sent back; any other must carry a valid check digit.
        validate: (kind: string, value: string) => kind !== 'verhoeff' || MASKED_AADHAAR.test(value) || isValidAadhaar(value),
      })
      return ajv
    },
  })
  await reader.init()
  return reader
}

/** What the server did with a request: refused it by its schema, or let it reach the handler. */
interface Fate {
  schemaRefused: boolean
  reachedHandler: boolean
}

const FATE_HEADER = 'x-contract-check'

/**
 * Hooks for buildTestApp's beforeRoutes: they note, per request, whether the server's own
 * validation refused it and whether it got as far as the handler.
 */
export function fateRecorder() {
  const fates = new Map<string, Fate>()
  const fateOf = (request: { headers: Record<string, unknown> }) => {
    const key = String(request.headers[FATE_HEADER] ?? '')
    if (!fates.has(key)) fates.set(key, { schemaRefused: false, reachedHandler: false })
    return fates.get(key)!
  }
  return {
    install(server: FastifyInstance) {
      server.addHook('preHandler', async (request) => {
        fateOf(request).reachedHandler = true
      })
      server.addHook('onError', async (request, _reply, error: FastifyError) => {
        if (error.validation) fateOf(request).schemaRefused = true
      })
    },
    /** Sends a request marked so its fate can be read back. */
    async send(server: FastifyInstance, request: InjectOptions, key: string): Promise<{ res: LightMyRequestResponse; fate: Fate }> {
      const res = await server.inject({ ...request, headers: { ...request.headers, [FATE_HEADER]: key } })
      return { res, fate: fates.get(key) ?? { schemaRefused: false, reachedHandler: false } }
    },
  }
}

export interface Exchange {
  op: ContractOperation
  method: string
  /** The URL as sent, path and query. */
  url: string
  headers: Record<string, string>
  /** The body as the reader takes it: the parsed JSON or form fields, or undefined. */
  body: unknown
  res: LightMyRequestResponse
  fate: Fate
}

/**
 * Every difference between what the server did and what the contract says, in words:
 * - a request the server's schema refused is invalid by the contract, and one that reached its
 *   handler (accepted, or refused by a business rule) is valid;
 * - a request the contract finds invalid never reaches a handler, and one it finds valid is never
 *   refused with 400 before its handler;
 * - an answer has a declared status, the envelope, and the schema declared for that status.
 */
export function differences(reader: OpenAPIBackend, x: Exchange): string[] {
  const problems: string[] = []
  const [path, query = ''] = x.url.split('?')
  const verdict = reader.validator.validateRequest({ method: x.method, path, query, headers: x.headers, body: x.body as never }, x.op.id)
  const why = (verdict.errors ?? []).map((e) => `${e.instancePath} ${e.message}`).join('; ')
  if (x.fate.schemaRefused && verdict.valid) problems.push('the server refused by its schema a request the contract finds valid')
  if (x.fate.reachedHandler && !verdict.valid) problems.push(`the handler ran on a request the contract finds invalid (${why})`)
  if (!x.fate.reachedHandler && verdict.valid && x.res.statusCode === 400) problems.push('a valid request was refused with 400 before its handler')
  if (x.res.statusCode >= 500) problems.push(`answered ${x.res.statusCode}`)

  const declared = x.op.responses[String(x.res.statusCode)]
  if (!declared) {
    problems.push(`status ${x.res.statusCode} is not declared`)
    return problems
  }
  const mediaType = String(x.res.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
  const declaredTypes = Object.keys(declared.content)
  if (!declaredTypes.some((t) => t === mediaType || (t.endsWith('/*') && mediaType.startsWith(t.slice(0, -1))) || t === 'application/octet-stream')) {
    problems.push(`content-type ${mediaType || '(none)'}, declared ${declaredTypes.join(', ') || 'nothing'}`)
  }
  if (mediaType === 'application/json') {
    const answer = reader.validator.validateResponse(x.res.json(), x.op.id, x.res.statusCode)
    if (!answer.valid) problems.push(`the ${x.res.statusCode} answer breaks its schema: ${(answer.errors ?? []).map((e) => `${e.instancePath} ${e.message}`).join('; ')}`)
  }
  return problems
}
