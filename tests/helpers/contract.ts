import fs from 'node:fs'
import { parse } from 'yaml'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormatsModule from 'ajv-formats'
import { specificationPath } from '../../server/plugins/api'

/**
 * openapi.yaml read the way a client reads it: every $ref inlined, every operation listed with its
 * parameters, request body and declared answers, and each JSON answer's schema compiled with Ajv,
 * so a suite can judge any response by what the contract promises for that operation and status.
 */

// ajv-formats is CommonJS with a default export; under ESM interop the function may sit one level down.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule

export type Schema = Record<string, unknown> & {
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  additionalProperties?: boolean | Schema
}

type Requirement = Record<string, string[]>

export interface Parameter {
  name: string
  in: 'query' | 'path' | 'header' | 'cookie'
  required: boolean
  schema: Schema
}

interface DeclaredAnswer {
  /** Media type -> schema of the body. */
  content: Record<string, { schema: Schema }>
  headers: Record<string, unknown>
}

export interface ContractOperation {
  id: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'
  path: string
  security: Requirement[]
  parameters: Parameter[]
  requestBody?: { required: boolean; content: Record<string, { schema: Schema }> }
  responses: Record<string, DeclaredAnswer>
}

export const rawSpec = parse(fs.readFileSync(specificationPath, 'utf8')) as Record<string, unknown>

/** Inlines every local $ref (siblings such as description are kept beside the target's keywords). */
function resolveRefs<T>(node: T, root: Record<string, unknown> = rawSpec, seen: string[] = []): T {
  if (Array.isArray(node)) return node.map((item) => resolveRefs(item, root, seen)) as T
  if (!node || typeof node !== 'object') return node
  const { $ref, ...rest } = node as Record<string, unknown>
  if (typeof $ref === 'string') {
    if (!$ref.startsWith('#/')) throw new Error(`Only local $refs are expected in the contract, found ${$ref}`)
    if (seen.includes($ref)) throw new Error(`Circular $ref ${$ref}`)
    const target = $ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], root)
    if (target === undefined) throw new Error(`Unresolvable $ref ${$ref}`)
    return { ...(resolveRefs(target, root, [...seen, $ref]) as object), ...resolveRefs(rest, root, seen) } as T
  }
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, resolveRefs(value, root, seen)])) as T
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const

export const operations: ContractOperation[] = Object.entries(rawSpec.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => {
    const op = resolveRefs(item[method]) as Record<string, unknown>
    const shared = resolveRefs((item.parameters ?? []) as Parameter[])
    const responses = Object.fromEntries(
      Object.entries((op.responses ?? {}) as Record<string, { content?: DeclaredAnswer['content']; headers?: DeclaredAnswer['headers'] }>).map(([status, answer]) => [
        status,
        { content: answer.content ?? {}, headers: answer.headers ?? {} },
      ]),
    )
    return {
      id: op.operationId as string,
      method: method.toUpperCase() as ContractOperation['method'],
      path,
      security: (op.security ?? rawSpec.security ?? []) as Requirement[],
      parameters: [...shared, ...((op.parameters ?? []) as Parameter[])].map((p) => ({ ...p, required: Boolean(p.required) })),
      requestBody: op.requestBody as ContractOperation['requestBody'],
      responses,
    }
  }),
)

export function operation(id: string): ContractOperation {
  const found = operations.find((op) => op.id === id)
  if (!found) throw new Error(`No operation ${id} in openapi.yaml`)
  return found
}

const ajv = new Ajv({ strict: false, allErrors: true })
addFormats(ajv)
ajv.addFormat('binary', true)

const compiled = new Map<string, ValidateFunction | null>()

/** The compiled schema of an operation's JSON answer for a status (or its `default`); null when none is declared. */
function responseValidator(op: ContractOperation, status: number): ValidateFunction | null {
  const key = `${op.id} ${status}`
  if (!compiled.has(key)) {
    const answer = op.responses[String(status)] ?? op.responses.default
    const schema = answer?.content['application/json']?.schema
    compiled.set(key, schema ? ajv.compile(schema) : null)
  }
  return compiled.get(key)!
}

function isDeclared(op: ContractOperation, status: number): boolean {
  return String(status) in op.responses || 'default' in op.responses
}

export interface Verdict {
  /** What is wrong with the answer by the contract; empty when it keeps every promise. */
  problems: string[]
}

/**
 * Judges one answer by the contract: a declared status, a JSON envelope with a boolean `status`,
 * the ErrorResponse shape for failures, and the schema declared for that status. A non-JSON answer
 * (the file download) must be one of the media types declared for it; its bytes are not judged.
 */
export function judgeAnswer(
  op: ContractOperation,
  answer: { statusCode: number; headers: Record<string, unknown>; body: string },
  opts: { allowUndeclared?: number[] } = {},
): Verdict {
  const problems: string[] = []
  const { statusCode } = answer
  if (statusCode >= 500) problems.push(`answered ${statusCode}`)
  const declared = isDeclared(op, statusCode) || opts.allowUndeclared?.includes(statusCode)
  if (!declared) problems.push(`status ${statusCode} is not declared for ${op.id}`)

  const contentType = String(answer.headers['content-type'] ?? '')
  const declaredTypes = Object.keys((op.responses[String(statusCode)] ?? op.responses.default)?.content ?? {})
  if (!contentType.startsWith('application/json')) {
    const mediaType = contentType.split(';')[0].trim()
    // image/* covers every image type; a declared application/octet-stream stands for any bytes.
    const fits = declaredTypes.some((t) => t === mediaType || (t.endsWith('/*') && mediaType.startsWith(t.slice(0, -1))) || t === 'application/octet-stream')
    if (!(statusCode < 300 && fits)) problems.push(`content-type ${contentType || '(none)'} for ${statusCode}, declared ${declaredTypes.join(', ') || 'nothing'}`)
    return { problems }
  }

  let body: unknown
  try {
    body = JSON.parse(answer.body)
  } catch {
    problems.push(`body is not JSON: ${answer.body.slice(0, 200)}`)
    return { problems }
  }
  const envelope = body as { status?: unknown; message?: unknown }
  if (typeof envelope?.status !== 'boolean') problems.push('body has no boolean status')
  if (statusCode >= 400 && !errorEnvelope(body)) problems.push(`failure is not the ErrorResponse envelope: ${ajv.errorsText(errorEnvelope.errors)}`)
  if (statusCode < 400 && envelope?.status !== true) problems.push('success answer without status: true')
  const validate = responseValidator(op, statusCode)
  if (validate && !validate(body)) problems.push(`does not match the ${statusCode} schema: ${ajv.errorsText(validate.errors)}`)
  return { problems }
}

const errorEnvelope = ajv.compile(resolveRefs({ $ref: '#/components/schemas/ErrorResponse' }) as Schema)

/** The contract's ErrorResponse, for answers that belong to no operation (an unknown path). */
export function isErrorEnvelope(body: unknown): boolean {
  return errorEnvelope(body) as boolean
}

/** Whether the contract lets this role through: authToken is for members, accessToken for the roles it names. */
export function allowsRole(op: ContractOperation, role: 'USER' | 'ADMIN' | 'SUPERADMIN'): boolean {
  if (op.security.length === 0) return true
  return op.security.some((req) =>
    Object.entries(req).every(([scheme, roles]) => (scheme === 'authToken' ? role === 'USER' : role !== 'USER' && (roles.length === 0 || roles.includes(role)))),
  )
}

/** The operation's path with its path parameters filled in (URL-encoded, so any value stays one segment). */
export function fillPath(op: ContractOperation, params: Record<string, string>): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodePathSegment(params[name] ?? ''))
}

/** encodeURIComponent, except that a lone surrogate (which UTF-8 cannot carry) goes as U+FFFD, as a browser sends it. */
function encodePathSegment(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, (c, i: number, s: string) => (isPaired(s, i) ? c : '\ufffd')))
  }
}

function isPaired(s: string, i: number): boolean {
  const code = s.charCodeAt(i)
  return code <= 0xdbff ? /[\udc00-\udfff]/.test(s[i + 1] ?? '') : /[\ud800-\udbff]/.test(s[i - 1] ?? '')
}
