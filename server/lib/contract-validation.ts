import AjvCompiler from '@fastify/ajv-compiler'
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify'

/**
 * Ajv as the contract reads: a body is judged exactly as sent (no field dropped, no type coerced),
 * since openapi.yaml says `additionalProperties: false` and `type: string` and means it. Path and
 * query values are text on the wire, so there, and only there, digits are read as the integer the
 * contract declares (`page`, `limit`, `expires`).
 * Fastify's defaults (removeAdditional, coerceTypes: 'array') did both everywhere, so a body with
 * unknown fields or `amount: 750` passed although the contract refuses it.
 */
const shared = {
  allErrors: true,
  // Each error carries the value it judged, so a blank one is answered "is required" (error-handler).
  verbose: true,
  // OpenAPI annotations (example, x-*) are not validation keywords.
  strictSchema: false,
  formats: { binary: true },
  removeAdditional: false,
  // The contract's patterns use Unicode property escapes (PersonName): compiled with the u flag.
  unicodeRegExp: true,
} as const

const pool = AjvCompiler()
type RouteCompiler = FastifySchemaCompiler<unknown>

function buildValidator(externalSchemas: Parameters<typeof pool>[0]): RouteCompiler {
  // The pool's compilers take Fastify's route definition, though their types say a bare schema.
  const forBodies = pool(externalSchemas, { customOptions: { ...shared, coerceTypes: false } }) as unknown as RouteCompiler
  const forUrls = pool(externalSchemas, { customOptions: { ...shared, coerceTypes: true } }) as unknown as RouteCompiler
  return (route) => (route.httpPart === 'body' ? forBodies : forUrls)(route)
}

type ValidatorFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']

export const contractValidators: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory },
}
