import fp from 'fastify-plugin'
import type { FastifyError, FastifyInstance } from 'fastify'
import { failure, HttpError } from '../lib/errors'
import type { PlainErrorCode } from '../lib/error-codes'
import { isDatabaseUnavailable } from '../lib/pg-errors'

interface AjvIssue {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
  message?: string
  /** The value judged (Ajv's verbose option). */
  data?: unknown
}

/** Rules a blank string breaks; a person reads that as a field left empty. */
const BLANK_BREAKS = ['minLength', 'pattern', 'format']

/** openapi.yaml's Uuid pattern: the canonical form that format: uuid alone does not insist on. */
const UUID_PATTERN = '^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$'

/** Ajv errors read like "email must be a valid email address", never like "/email must match format". */
function describeValidationIssue(issue: AjvIssue, context?: string): string {
  const where = fieldOf(issue, context)
  if (BLANK_BREAKS.includes(issue.keyword) && typeof issue.data === 'string' && issue.data.trim() === '') return `${where} is required`
  switch (issue.keyword) {
    case 'required':
      return `${where} is required`
    case 'format':
      return issue.params.format === 'email' ? `${where} must be a valid email address` : `${where} must be a valid ${String(issue.params.format)}`
    case 'pattern':
      return issue.params.pattern === UUID_PATTERN ? `${where} must be a valid uuid` : `${where} is not valid`
    case 'minLength':
      return issue.params.limit === 1 ? `${where} is required` : `${where} must be at least ${String(issue.params.limit)} characters`
    case 'maxLength':
      return `${where} must be at most ${String(issue.params.limit)} characters`
    case 'minimum':
      return `${where} must be at least ${String(issue.params.limit)}`
    case 'maximum':
      return `${where} must be at most ${String(issue.params.limit)}`
    case 'enum':
      return `${where} must be one of ${(issue.params.allowedValues as unknown[]).join(', ')}`
    case 'type':
      return `${where} must be ${article(String(issue.params.type))}`
    case 'const':
      return `${where} must be ${JSON.stringify(issue.params.allowedValue)}`
    case 'minItems':
      return `${where} must have at least ${String(issue.params.limit)} item(s)`
    case 'maxItems':
      return `${where} must have at most ${String(issue.params.limit)} item(s)`
    case 'additionalProperties':
      return `${String(issue.params.additionalProperty)} is not allowed`
    default:
      return `${where} is not valid`
  }
}

/** The field an issue is about, as its message names it (the unknown one for additionalProperties). */
function fieldOf(issue: AjvIssue, context?: string): string {
  if (issue.keyword === 'additionalProperties') return String(issue.params.additionalProperty)
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.')
  const field = issue.keyword === 'required' ? String(issue.params.missingProperty) : path || context || 'request'
  return path && issue.keyword === 'required' ? `${path}.${field}` : field
}

function article(type: string): string {
  const word = type.replace(/,/g, ' or ')
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`
}

/** Framework errors that are the caller's fault, by the code of the words a person can act on. */
const clientErrorCodes: Record<string, PlainErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_CONTENT_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'REQUEST_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BODY_EMPTY',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_CONTENT_LENGTH',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'NOT_MULTIPART',
  FST_REQ_FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FST_FILES_LIMIT: 'TOO_MANY_FILES',
  FST_PARTS_LIMIT: 'TOO_MANY_PARTS',
}

/** Long enough for a restart or failover to finish, short enough that a person's retry is not wasted. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

interface SecurityFailure extends Error {
  statusCode?: number
  errors?: unknown[]
}

async function errorHandler(fastify: FastifyInstance) {
  fastify.setErrorHandler((thrown: FastifyError & SecurityFailure, request, reply) => {
    // fastify-openapi-glue wraps whatever the security handlers threw; the last one says why. It is
    // answered as itself: a refusal (an HttpError) as the refusal it is, anything else as the server
    // failing to check (the database gone, say) would be answered anywhere else, not as a 401.
    const cause = thrown.name === 'Unauthorized' && Array.isArray(thrown.errors) ? thrown.errors.at(-1) : undefined
    const error = cause instanceof Error ? (cause as FastifyError & SecurityFailure) : thrown
    // Every error answer is the JSON envelope, even when the route had begun a file download
    // (a stream failing before its first byte comes here with the file's type already set).
    reply.type('application/json; charset=utf-8').removeHeader('content-disposition')
    if (error.validation) {
      const issues = error.validation as AjvIssue[]
      const messages = [...new Set(issues.map((issue) => describeValidationIssue(issue, error.validationContext)))]
      const fields = [...new Set(issues.map((issue) => fieldOf(issue, error.validationContext)))]
      // One code for the whole list: its items stay the English sentences; the field is named when
      // every item is about the same one, so a translation can still say which.
      const params = fields.length === 1 ? { field: fields[0] } : undefined
      return reply.code(400).send({ status: false, code: 'VALIDATION_FAILED', ...(params && { params }), message: messages.length === 1 ? messages[0] : messages })
    }
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds))
      return reply.code(error.statusCode).send({ status: false, code: error.code, ...(error.params && { params: error.params }), message: error.userMessage })
    }
    // A wrapper whose cause is no Error (the glue's own "Missing handler" text) is still a refusal.
    if (Array.isArray(error.errors) && error.name === 'Unauthorized') return reply.code(401).send(failure('NOT_LOGGED_IN'))
    const statusCode = error.statusCode ?? 500
    if (statusCode >= 400 && statusCode < 500) return reply.code(statusCode).send(failure(clientErrorCodes[error.code] ?? 'REQUEST_NOT_PROCESSED'))
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable')
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send(failure('SERVICE_UNAVAILABLE'))
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send(failure('INTERNAL_ERROR'))
  })
}

export default fp(errorHandler, { name: 'error-handler' })
