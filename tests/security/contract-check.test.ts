import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance, InjectOptions } from 'fastify'
import type OpenAPIBackend from 'openapi-backend'
import { eq } from 'drizzle-orm'
import { superadmins } from '../../server/db/schema'
import { createSession } from '../../server/lib/sessions'
import { buildTestApp, DEMO_COMPANY_ID } from '../helpers/app'
import { addAdmin, addMember, approve, insertPendingPurchases } from '../helpers/company-factories'
import { contractReader, differences, fateRecorder } from '../helpers/contract-check'
import { allowsRole, fillPath, operations, rawSpec, type ContractOperation, type Schema } from '../helpers/contract'
import { multipart, pngBytes, uniqueIp } from '../helpers/factories'
import { verhoeffCheckDigit } from '../../src/shared/aadhaar'

/**
 * A driver of every operation in openapi.yaml, each request judged twice: by the server, and by an
 * independent reader of the contract (openapi-backend). A valid request per operation, then the
 * same request broken the ways the contract forbids (a blank where a pattern wants a letter, a
 * field it does not list, a number for a string, an id in another spelling, a page past its maximum,
 * a required field missing). The two must agree on every one, and every answer must be what the
 * contract declares for its status.
 */

type Role = 'USER' | 'ADMIN' | 'SUPERADMIN'

const CANONICAL_UUID = (rawSpec.components as { schemas: { Uuid: Schema } }).schemas.Uuid.pattern

let server: FastifyInstance
let reader: OpenAPIBackend
const recorder = fateRecorder()
let superadminId = ''
/** Rows that exist, so the valid requests get past "not found" into the operations' real work. */
const real = { purchaseId: '', memberId: '' }
/**
 * Operations whose valid request must come from one particular account to get past "not found": a
 * member's payment receipt is made only for that member's own approved purchase.
 */
const ownedBy: Record<string, { token: string; path: Record<string, string> }> = {}
const aadhaar = `23456789012${verhoeffCheckDigit('23456789012')}`

/** A value the contract accepts, leaning on the demo data so business rules let it through. */
const BY_NAME: Record<string, unknown> = {
  companyId: DEMO_COMPANY_ID,
  user: 'member@str.example',
  email: 'member@str.example',
  password: 'Member@2026!',
  otp: '123456',
  mobile: '9876543210',
  dateOfBirth: '1990-05-01',
  amount: '1000',
  price: '10',
  paymentMethod: 'MANUAL',
  kycDocumentNumber: aadhaar,
  companyAadhaarCard: aadhaar,
  referralCode: 'STR100001',
  bankName: 'Canara Bank',
}

function example(schema: Schema, name = ''): unknown {
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  if (name in BY_NAME && [schema.type].flat().includes(typeof BY_NAME[name] as string)) return BY_NAME[name]
  const alternative = schema.oneOf?.[0] ?? schema.anyOf?.[0]
  if (alternative) return example(alternative, name)
  const type = [schema.type].flat().find((t) => t !== 'null')
  switch (type) {
    case 'string':
      return exampleString(schema, name)
    case 'integer':
    case 'number':
      return schema.minimum ?? 1
    case 'boolean':
      return true
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, () => example(schema.items ?? {}))
    default:
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key))
          .map(([key, s]) => [key, example(s, key)]),
      )
  }
}

function exampleString(schema: Schema, name: string): string {
  if (schema.format === 'uuid') return name === 'id' && real.purchaseId ? real.purchaseId : randomUUID()
  if (schema.format === 'email') return `someone-${name}@example.com`
  if (schema.format === 'date') return '1990-05-01'
  if (schema.format === 'binary') return 'bytes'
  // Unicode property escapes (names) are beyond fast-check's pattern reader; a plain name fits them.
  if (schema.pattern?.includes('\\p{')) return 'Asha Verma'
  if (schema.pattern)
    return fc.sample(
      fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity)),
      { numRuns: 1, seed: 7 },
    )[0]
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 3))
}

// ---------------------------------------------------------------- requests

interface Sent {
  label: string
  path: Record<string, string>
  query: Record<string, string>
  /** undefined: no body; otherwise the JSON or form fields sent. */
  body?: unknown
}

const bodySchemaOf = (op: ContractOperation) => op.requestBody?.content['application/json']?.schema ?? op.requestBody?.content['application/x-www-form-urlencoded']?.schema

function validRequest(op: ContractOperation): Sent {
  const param = (where: string) =>
    Object.fromEntries(op.parameters.filter((p) => p.in === where && (p.required || where === 'path')).map((p) => [p.name, String(example(p.schema, p.name))]))
  const schema = bodySchemaOf(op)
  return { label: 'valid', path: { ...param('path'), ...ownedBy[op.id]?.path }, query: param('query'), body: schema ? example(schema) : undefined }
}

/** The valid request broken, one way at a time, as the contract forbids. */
function brokenRequests(op: ContractOperation, valid: Sent): Sent[] {
  const broken: Sent[] = []
  const schema = bodySchemaOf(op)
  const body = (valid.body ?? {}) as Record<string, unknown>
  for (const [key, s] of Object.entries(schema?.properties ?? {})) {
    if (s.type !== 'string' || s.format === 'binary') continue
    broken.push({ ...valid, label: `${key} blank`, body: { ...body, [key]: '   ' } })
    broken.push({ ...valid, label: `${key} a number`, body: { ...body, [key]: 750 } })
    if (s.format === 'uuid') broken.push({ ...valid, label: `${key} urn:uuid`, body: { ...body, [key]: `urn:uuid:${randomUUID()}` } })
  }
  if (schema) broken.push({ ...valid, label: 'an unknown field', body: { ...body, unexpected: 'x' } })
  for (const key of schema?.required ?? []) {
    const { [key]: _gone, ...rest } = body
    broken.push({ ...valid, label: `${key} missing`, body: rest })
  }
  for (const p of op.parameters) {
    const at = p.in === 'path' ? 'path' : 'query'
    if (p.schema.format === 'uuid') broken.push({ ...valid, label: `${p.name} {braced}`, [at]: { ...valid[at], [p.name]: `{${randomUUID()}}` } })
    if (p.schema.type === 'integer') {
      broken.push({ ...valid, label: `${p.name} past its maximum`, [at]: { ...valid[at], [p.name]: String((p.schema.maximum ?? 0) + 1) } })
      broken.push({ ...valid, label: `${p.name} not digits`, [at]: { ...valid[at], [p.name]: '12abc' } })
    }
  }
  return broken
}

async function tokenFor(role: Role | undefined): Promise<string | undefined> {
  if (role === 'USER') return (await addMember(server, DEMO_COMPANY_ID)).token!
  if (role === 'ADMIN') return (await addAdmin(server, DEMO_COMPANY_ID, 'STR')).token
  if (role === 'SUPERADMIN') return createSession(server.db, server.jwtSecret, { role: 'SUPERADMIN', superadminId })
  return undefined
}

let sentCount = 0

/** Sends one request the way a client would, and lists what the contract reader disagrees with. */
async function exchange(op: ContractOperation, sent: Sent): Promise<{ status: number; problems: string[] }> {
  const role = (['USER', 'ADMIN', 'SUPERADMIN'] as const).find((r) => op.security.length > 0 && allowsRole(op, r))
  const token = ownedBy[op.id]?.token ?? (await tokenFor(role))
  const query = new URLSearchParams(sent.query).toString()
  const url = `${fillPath(op, sent.path)}${query ? `?${query}` : ''}`
  const headers: Record<string, string> = token ? { authorization: token } : {}
  const request: InjectOptions = { method: op.method, url, remoteAddress: uniqueIp(), headers }
  if (op.requestBody?.content['multipart/form-data']) {
    const upload = multipart([{ field: 'medias', filename: 'receipt.png', contentType: 'image/png', bytes: pngBytes() }])
    Object.assign(headers, upload.headers)
    request.payload = upload.payload
  } else if (sent.body !== undefined) {
    const json = Boolean(op.requestBody?.content['application/json'])
    headers['content-type'] = json ? 'application/json' : 'application/x-www-form-urlencoded'
    request.payload = json ? JSON.stringify(sent.body) : new URLSearchParams(sent.body as Record<string, string>).toString()
  }
  const { res, fate } = await recorder.send(server, request, String(++sentCount))
  const body = op.requestBody?.content['multipart/form-data'] ? { medias: ['receipt.png'] } : sent.body
  return { status: res.statusCode, problems: differences(reader, { op, method: op.method, url, headers, body, res, fate }) }
}

// ---------------------------------------------------------------- the suite

describe('the server and an independent reader of openapi.yaml agree on every request and answer', () => {
  const statuses = new Map<string, number[]>()

  beforeAll(async () => {
    reader = await contractReader()
    server = await buildTestApp({}, { beforeRoutes: (app) => recorder.install(app) })
    const [superadmin] = await server.db.select({ id: superadmins.id }).from(superadmins).where(eq(superadmins.email, 'super@str.example'))
    superadminId = superadmin.id
    const member = await addMember(server, DEMO_COMPANY_ID)
    real.memberId = member.id
    real.purchaseId = (await insertPendingPurchases(server, DEMO_COMPANY_ID, [member.id], 1))[0]
    const buyer = await addMember(server, DEMO_COMPANY_ID)
    const [approved] = await insertPendingPurchases(server, DEMO_COMPANY_ID, [buyer.id], 1)
    expect((await approve(server, (await addAdmin(server, DEMO_COMPANY_ID, 'STR')).token, approved)).statusCode).toBe(200)
    ownedBy.downloadPurchaseReceipt = { token: buyer.token!, path: { id: approved } }
  }, 120_000)
  afterAll(async () => {
    console.info(`[contract check] answers per operation\n${[...statuses].map(([id, s]) => `${id}: ${s.join(' ')}`).join('\n')}`)
    await server?.close()
  })

  it('every input the contract declares holds to the house rules: canonical uuids, bounded integers, no unknown body fields', () => {
    const breaches: string[] = []
    const walk = (schema: Schema | undefined, at: string) => {
      if (!schema) return
      if (schema.format === 'uuid' && schema.pattern !== CANONICAL_UUID) breaches.push(`${at}: a uuid without the canonical pattern (name the Uuid schema)`)
      if ([schema.type].flat().includes('integer') && schema.maximum === undefined) breaches.push(`${at}: an integer without a maximum`)
      if (schema.properties && schema.additionalProperties !== false) breaches.push(`${at}: an object that does not refuse unknown fields`)
      for (const [key, inner] of Object.entries(schema.properties ?? {})) walk(inner, `${at}.${key}`)
      for (const inner of [schema.items, ...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) walk(inner, at)
    }
    for (const op of operations) {
      for (const p of op.parameters) walk(p.schema, `${op.id} ${p.in} ${p.name}`)
      for (const [type, content] of Object.entries(op.requestBody?.content ?? {})) if (type !== 'multipart/form-data') walk(content.schema, `${op.id} body`)
    }
    expect(breaches).toEqual([])
  })

  it.each(operations.map((op) => [op.id, op] as const))(
    '%s',
    async (_id, op) => {
      const valid = validRequest(op)
      const found: string[] = []
      const seen: number[] = []
      for (const sent of [valid, ...brokenRequests(op, valid)]) {
        const { status, problems } = await exchange(op, sent)
        seen.push(status)
        found.push(...problems.map((p) => `${sent.label} -> ${status}: ${p}`))
      }
      statuses.set(op.id, seen)
      expect(found).toEqual([])
    },
    60_000,
  )
})
