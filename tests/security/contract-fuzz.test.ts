import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { eq } from 'drizzle-orm'
import { DEMO_ADMIN, DEMO_MEMBER } from '../../server/db/seed'
import { companies, superadmins, users } from '../../server/db/schema'
import { signedMediaUrl } from '../../server/lib/media-links'
import { createSession } from '../../server/lib/sessions'
import { buildTestApp, DEMO_COMPANY_ID } from '../helpers/app'
import { ADMIN_PASSWORD, addAdmin, addMember, insertPendingPurchases, MEMBER_PASSWORD, newCompanyWithAdmin } from '../helpers/company-factories'
import { pngBytes, uploadReceipt } from '../helpers/purchase-factories'
import { allowsRole, fillPath, isErrorEnvelope, judgeAnswer, operations, type ContractOperation, type Parameter, type Schema } from '../helpers/contract'

/**
 * Requests built from openapi.yaml for every operation it declares, valid and malformed, from every
 * kind of caller. Whatever is sent, the server must never answer 5xx, and every answer must be the
 * envelope with the schema the contract declares for that operation and status. An operation added
 * to the contract is fuzzed the moment it exists.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 40)
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined
const PROPERTY_TIMEOUT = 180_000

type Caller = 'none' | 'garbage' | 'member' | 'admin' | 'superadmin'

interface Fixtures {
  /** Ids a valid-looking request may name: real rows of this company and of another, and strangers. */
  ids: string[]
  companyIds: string[]
  emails: string[]
  passwords: string[]
  /** Signed links to stored files, as the download operation expects them. */
  mediaLinks: { id: string; expires: string; signature: string }[]
}

let server: FastifyInstance
/** Looked up once: the fuzz may well register someone else under the same email in another company. */
let superadminId: string
const fixtures: Fixtures = { ids: [], companyIds: [], emails: [], passwords: [], mediaLinks: [] }
/** What each operation answered over its runs, printed at the end so a run shows how deep it got. */
const seen = new Map<string, Map<number, number>>()

// ---------------------------------------------------------------- arbitraries from schemas

const HUGE = 'x'.repeat(100_000)
/** Characters that break naive code paths: NUL (PostgreSQL text refuses it), controls, lone surrogates, direction marks. */
const POISON = ['\u0000', '\u0001', '\u001b', '\u007f', '\ud800', '\udfff', '\u2028', '\uffff', '\ufeff', '\u202e']
const poison = fc.constantFrom(...POISON)

/** A value with one poison character slipped in (into a string), or replaced by one. */
function poisonedValue(value: unknown): fc.Arbitrary<unknown> {
  return fc.tuple(poison, fc.nat()).map(([p, at]) => {
    if (typeof value !== 'string') return p
    const i = value.length ? at % (value.length + 1) : 0
    return `${value.slice(0, i)}${p}${value.slice(i)}`
  })
}
const UNICODE_SAMPLES = [
  'ünïcödé',
  '名前',
  '🙂🙃',
  'e\u0301',
  '\u202Eevil',
  '\uFEFF',
  'a\u0000b',
  '\ud800',
  'Robert"); DROP TABLE users;--',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '${7*7}',
]

/** Strings nobody should have to handle, yet everybody gets: unicode, controls, huge, injection-shaped. */
const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...UNICODE_SAMPLES),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  fc.constant(HUGE),
  fc.constant('🙂'.repeat(5_000)),
  fc.constant(''),
  fc.constant('   '),
)

const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, -1e308, 1e308, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER * 1024, Number.MIN_SAFE_INTEGER, 2 ** 31, 2 ** 53 + 1),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** Any JSON value of another shape than the schema asks for. */
function wrongValue(schema: Schema): fc.Arbitrary<unknown> {
  const types = [schema.type].flat()
  return fc.oneof(
    ...(types.includes('string') ? [] : [nastyString]),
    ...(types.includes('integer') || types.includes('number') ? [] : [nastyNumber]),
    ...(types.includes('boolean') ? [] : [fc.boolean()]),
    fc.constant(null),
    fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
    // Same type, broken content: the bounds and patterns the schema sets.
    ...(types.includes('string') ? [nastyString] : []),
    ...(types.includes('integer') || types.includes('number') ? [nastyNumber] : []),
  )
}

/** Values the contract would accept, steered towards the rows that exist so the happy paths run too. */
function validValue(schema: Schema, name = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives) return fc.oneof(...alternatives.map((s) => validValue(s, name)))
  if (schema.allOf) return validValue(Object.assign({}, ...schema.allOf) as Schema, name)
  const types = [schema.type].flat().filter(Boolean) as string[]
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type }, name)))
  switch (types[0]) {
    case 'string':
      return validString(schema, name)
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -5, max: schema.maximum ?? 1_000 })
    case 'number':
      return fc.double({ min: schema.minimum ?? -5, max: schema.maximum ?? 1_000, noNaN: true })
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.array(validValue(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) })
    case 'null':
      return fc.constant(null)
    case 'object':
    default:
      return validObject(schema)
  }
}

/** Realistic values for fields whose schema alone rarely gets past the business rules behind them. */
const HINTS: Record<string, string[]> = {
  amount: ['100', '250.50', '1000'],
  kycDocumentNumber: ['234567890124', 'XXXXXXXX0124'],
  bankName: ['State Bank of India'],
  referralCode: ['STR100001'],
}

function validString(schema: Schema, name: string): fc.Arbitrary<string> {
  const generic = schemaString(schema, name)
  return HINTS[name] ? fc.oneof(fc.constantFrom(...HINTS[name]), generic) : generic
}

function schemaString(schema: Schema, name: string): fc.Arbitrary<string> {
  const fits = (s: string) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity)
  if (/password/i.test(name)) return fc.oneof(fc.constantFrom(...fixtures.passwords), fc.string({ minLength: schema.minLength ?? 0, maxLength: 20 }).filter(fits))
  if (name === 'companyId') return fc.oneof(fc.constantFrom(...fixtures.companyIds), fc.uuid())
  if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...fixtures.ids), fc.uuid())
  if (schema.format === 'email') return fc.oneof(fc.constantFrom(...fixtures.emails), fc.emailAddress().filter(fits))
  if (schema.format === 'date') return fc.date({ min: new Date('1940-01-01'), max: new Date('2015-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits)
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) }).filter(fits)
}

function validObject(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {}
  const model = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, validValue(s, key)]))
  const required = (schema.required ?? []).filter((key) => key in properties)
  const minimal = fc.record(Object.fromEntries(required.map((key) => [key, model[key]])))
  // The bare minimum is what most clients send, and what most often gets past the business rules.
  return fc.oneof(minimal, fc.record(model, { requiredKeys: required })) as fc.Arbitrary<Record<string, unknown>>
}

/** A valid object, then broken in one of the ways clients break them. */
function bodyValue(schema: Schema): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {})
  const valid = validObject(schema)
  const mutations: fc.Arbitrary<unknown>[] = [
    // A required field missing.
    ...(schema.required?.length ? [fc.tuple(valid, fc.constantFrom(...schema.required)).map(([body, key]) => omit(body, key))] : []),
    // One field with a poison character inside an otherwise valid value.
    ...(properties.length
      ? [fc.tuple(valid, fc.constantFrom(...properties.map(([key]) => key))).chain(([body, key]) => poisonedValue(body[key]).map((value) => ({ ...body, [key]: value })))]
      : []),
    // One field of the wrong type or out of bounds.
    ...(properties.length ? [fc.tuple(valid, fc.constantFrom(...properties)).chain(([body, [key, s]]) => wrongValue(s).map((value) => ({ ...body, [key]: value })))] : []),
    // Fields the contract does not have, including ones that name another tenant or the prototype.
    fc
      .tuple(
        valid,
        fc.dictionary(
          fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'role', 'companyId', 'status', 'isApproved', 'stockBalance')),
          fc.jsonValue({ maxDepth: 2 }),
          { minKeys: 1, maxKeys: 3 },
        ),
      )
      .map(([body, extra]) => ({ ...extra, ...body, ...extra })),
    // Not an object at all.
    fc.oneof(fc.constant(null), fc.constant([]), fc.array(valid, { maxLength: 2 }), nastyString, nastyNumber, fc.boolean()),
  ]
  return fc.oneof({ arbitrary: valid, weight: 3 }, ...mutations.map((arbitrary) => ({ arbitrary, weight: 1 })))
}

function omit(body: Record<string, unknown>, key: string) {
  const { [key]: _gone, ...rest } = body
  return rest
}

/** A query or path value as text: what the schema asks for, or anything else a URL can carry. */
function paramText(param: Parameter): fc.Arbitrary<string | string[] | undefined> {
  const valid = validValue(param.schema, param.name).map((v) => String(v))
  const malformed = fc.oneof(
    wrongValue(param.schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
    fc.constantFrom('-1', '0', '1e400', '1e20', 'NaN', 'true', '[]', '%', 'null', '9'.repeat(400)),
    valid.chain((v) => poisonedValue(v).map(String)),
    // The same parameter twice arrives as a list.
    fc.tuple(valid, valid).map(([a, b]) => [a, b]),
  )
  return param.required
    ? fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: malformed, weight: 1 }, { arbitrary: fc.constant(undefined), weight: 1 })
    : fc.oneof({ arbitrary: valid, weight: 2 }, { arbitrary: malformed, weight: 1 }, { arbitrary: fc.constant(undefined), weight: 2 })
}

// ---------------------------------------------------------------- requests

interface Plan {
  caller: Caller
  /** What a 'garbage' caller sends as Authorization. */
  garbage: string
  ip: string
  path: Record<string, string>
  query: Record<string, string | string[] | undefined>
  /** Extra raw query text, percent-encoding broken on purpose. */
  rawQuery: string
  body?: { contentType: string; payload: string | Buffer }
}

/** Authorization values that are not a session: malformed, unsigned (alg none), signed with another key, huge. */
const garbageToken: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'Bearer not.a.token',
    'Bearer',
    'Bearer ',
    'null',
    'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAiLCJyb2xlIjoiU1VQRVJBRE1JTiJ9.',
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwicm9sZSI6IkFETUlOIiwiZXhwIjo5OTk5OTk5OTk5fQ.c2lnbmVkLXdpdGgtYW5vdGhlci1rZXk',
    `Bearer ${'a'.repeat(8_000)}`,
  ),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 60 }).map((s) => s.replace(/[\r\n]/g, ' ')),
)

const CALLERS: Caller[] = ['none', 'garbage', 'member', 'admin', 'superadmin']
const roleOf = { member: 'USER', admin: 'ADMIN', superadmin: 'SUPERADMIN' } as const

/** Mostly callers the contract lets in, so the runs get past the wall; the rest prove the wall. */
function callerArb(op: ContractOperation): fc.Arbitrary<Caller> {
  const allowed = CALLERS.filter((c) => c !== 'none' && c !== 'garbage' && allowsRole(op, roleOf[c]))
  return allowed.length ? fc.oneof({ arbitrary: fc.constantFrom(...allowed), weight: 3 }, { arbitrary: fc.constantFrom(...CALLERS), weight: 2 }) : fc.constantFrom(...CALLERS)
}

function bodyArb(op: ContractOperation): fc.Arbitrary<Plan['body']> {
  const content = op.requestBody?.content ?? {}
  const options: fc.Arbitrary<Plan['body']>[] = []
  const json = content['application/json']?.schema
  if (json) options.push(bodyValue(json).map((value) => ({ contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' })))
  const form = content['application/x-www-form-urlencoded']?.schema
  if (form) {
    options.push(
      bodyValue(form).map((value) => ({
        contentType: 'application/x-www-form-urlencoded',
        payload: new URLSearchParams(
          Object.entries(value && typeof value === 'object' && !Array.isArray(value) ? value : { value }).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
        ).toString(),
      })),
    )
  }
  if (content['multipart/form-data']) options.push(multipartArb())
  if (options.length === 0) {
    // No body declared: sometimes send one anyway.
    return fc
      .option(
        fc.jsonValue({ maxDepth: 2 }).map((value) => ({ contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' })),
        { freq: 4 },
      )
      .map((b) => b ?? undefined)
  }
  return fc.oneof(...options)
}

/** Multipart uploads: real images, lies about the type, empty parts, odd names, too many files. */
function multipartArb(): fc.Arbitrary<Plan['body']> {
  const fileBytes = fc.oneof(
    fc.constant(pngBytes()),
    fc.constant(Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1')),
    fc.constant(Buffer.from('<html><script>alert(1)</script></html>')),
    fc.constant(Buffer.alloc(0)),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  )
  const part = fc.record({
    field: fc.oneof({ arbitrary: fc.constant('medias'), weight: 4 }, { arbitrary: fc.constantFrom('file', 'medias[]', ''), weight: 1 }),
    filename: fc.oneof(
      fc.constant('receipt.png'),
      nastyString.map((s) => s.slice(0, 200)),
    ),
    type: fc.constantFrom('image/png', 'application/pdf', 'text/html', 'application/octet-stream'),
    bytes: fileBytes,
  })
  return fc.tuple(fc.array(part, { maxLength: 7 }), fc.boolean()).map(([parts, brokenBoundary]) => {
    const boundary = `----fuzz${Math.abs(parts.length * 7919)}boundary`
    const chunks = parts.flatMap((p) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename.replace(/["\r\n]/g, '_')}"\r\nContent-Type: ${p.type}\r\n\r\n`),
      p.bytes,
      Buffer.from('\r\n'),
    ])
    const payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)])
    return { contentType: brokenBoundary ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`, payload }
  })
}

/** fast-check prints a failing plan; a 100 kB string in it would bury the point. */
function printable(op: ContractOperation, plan: Plan): Plan {
  return Object.defineProperty(plan, fc.toStringMethod, { value: () => describePlan(op, plan), enumerable: false })
}

function planArb(op: ContractOperation): fc.Arbitrary<Plan> {
  return rawPlanArb(op).map((plan) => printable(op, plan))
}

function rawPlanArb(op: ContractOperation): fc.Arbitrary<Plan> {
  const pathParams = op.parameters.filter((p) => p.in === 'path')
  const queryParams = op.parameters.filter((p) => p.in === 'query')
  const linked = op.id === 'downloadMedia' && fixtures.mediaLinks.length > 0
  const plan = fc.record({
    caller: callerArb(op),
    garbage: garbageToken,
    ip: fc.ipV4(),
    path: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, paramText(p).map((v) => (Array.isArray(v) ? v.join('/') : (v ?? '')))]))),
    query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, paramText(p)]))),
    rawQuery: fc.oneof({ arbitrary: fc.constant(''), weight: 6 }, { arbitrary: fc.constantFrom('%ZZ=1', 'a=%E0%A4%A', '__proto__[x]=1', '&&&=', 'page=1&page=2'), weight: 1 }),
    body: bodyArb(op),
  }) as fc.Arbitrary<Plan>
  if (!linked) return plan
  // A download only gets past its signature with a real link; half the runs carry one, maybe tampered.
  return fc
    .tuple(plan, fc.constantFrom(...fixtures.mediaLinks), fc.boolean(), fc.boolean())
    .map(([p, link, real, tamper]) =>
      real ? { ...p, path: { id: link.id }, query: { expires: link.expires, signature: tamper ? `${link.signature.slice(0, -2)}AA` : link.signature } } : p,
    )
}

async function tokenOf(caller: Caller, garbage = 'Bearer not.a.token'): Promise<string | undefined> {
  switch (caller) {
    case 'none':
      return undefined
    case 'garbage':
      return garbage
    case 'member':
      // A fresh member each time: a logout or a profile change in one run cannot break the next.
      return (await addMember(server, DEMO_COMPANY_ID)).token!
    case 'admin':
      // A fresh admin of the demo company too: uploads and password checks are limited per account.
      return (await addAdmin(server, DEMO_COMPANY_ID, 'STR')).token
    case 'superadmin':
      return createSession(server.db, server.jwtSecret, { role: 'SUPERADMIN', superadminId })
  }
}

function urlOf(op: ContractOperation, plan: Plan): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(plan.query)) {
    if (value === undefined) continue
    for (const v of [value].flat()) search.append(key, v)
  }
  const query = [search.toString(), plan.rawQuery].filter(Boolean).join('&')
  return `${fillPath(op, plan.path)}${query ? `?${query}` : ''}`
}

async function send(op: ContractOperation, plan: Plan) {
  const token = await tokenOf(plan.caller, plan.garbage)
  const headers: Record<string, string> = {}
  if (token) headers.authorization = token
  if (plan.body) headers['content-type'] = plan.body.contentType
  const res = await server.inject({
    method: op.method,
    url: urlOf(op, plan),
    headers,
    remoteAddress: plan.ip,
    payload: plan.body?.payload,
  } as InjectOptions)
  return res
}

function describePlan(op: ContractOperation, plan: Plan): string {
  const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text)
  const body = plan.body ? ` ${plan.body.contentType} ${clip(String(plan.body.payload))}` : ''
  const caller = plan.caller === 'garbage' ? `Authorization ${JSON.stringify(clip(plan.garbage))}` : plan.caller
  return `${op.method} ${clip(urlOf(op, plan))} as ${caller} from ${plan.ip}${body}`
}

/** Every promise the contract and the architecture make about one answer. */
function problemsWith(op: ContractOperation, res: { statusCode: number; headers: Record<string, unknown>; body: string }): string[] {
  const { problems } = judgeAnswer(op, res)
  if (res.body.includes('$argon2')) problems.push('the answer carries a password hash')
  if (res.statusCode >= 500 && /at .+:\d+:\d+|select |insert |update /i.test(res.body)) problems.push('a 5xx answer leaks a stack trace or SQL')
  return problems
}

// ---------------------------------------------------------------- the suite

describe('contract fuzz: every operation of openapi.yaml, valid and malformed, from every caller', () => {
  beforeAll(async () => {
    server = await buildTestApp()
    ;[{ id: superadminId }] = await server.db.select({ id: superadmins.id }).from(superadmins).where(eq(superadmins.email, 'super@str.example'))
    const other = await newCompanyWithAdmin(server)
    const otherMember = await addMember(server, other.id)
    const victims = await Promise.all(Array.from({ length: 4 }, () => addMember(server, DEMO_COMPANY_ID)))
    const pending = await insertPendingPurchases(
      server,
      DEMO_COMPANY_ID,
      victims.map((v) => v.id),
      20,
      { quantity: 3, price: '10.00', feePercent: '2.00' },
    )
    const otherPending = await insertPendingPurchases(server, other.id, [otherMember.id], 3)
    const [demoMember] = await server.db.select().from(users).where(eq(users.email, DEMO_MEMBER.email))
    const demoMemberToken = await createSession(server.db, server.jwtSecret, { role: 'USER', userId: demoMember.id, companyId: DEMO_COMPANY_ID })
    const media = [await uploadReceipt(server, demoMemberToken), await uploadReceipt(server, otherMember.token!)]
    fixtures.ids = [...victims.map((v) => v.id), otherMember.id, other.admin.id, ...pending, ...otherPending, ...media, DEMO_COMPANY_ID, other.id]
    fixtures.companyIds = [DEMO_COMPANY_ID, other.id]
    fixtures.emails = [DEMO_MEMBER.email, DEMO_ADMIN.email, 'super@str.example', other.admin.email, ...victims.map((v) => v.email)]
    fixtures.passwords = [DEMO_MEMBER.password, DEMO_ADMIN.password, MEMBER_PASSWORD, ADMIN_PASSWORD, 'Secret@2026']
    fixtures.mediaLinks = media.map((id) => {
      const url = new URL(signedMediaUrl(server.jwtSecret, id), 'http://x')
      return { id, expires: url.searchParams.get('expires')!, signature: url.searchParams.get('signature')! }
    })
  }, 120_000)
  afterAll(async () => {
    const lines = [...seen].map(
      ([id, statuses]) =>
        `${id}: ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ')}`,
    )
    if (lines.length) console.info(`[contract fuzz] answers per operation\n${lines.join('\n')}`)
    await server?.close()
  })

  it('fuzzes every operation the contract declares', () => {
    expect(operations.length).toBeGreaterThanOrEqual(40)
    expect(new Set(operations.map((op) => op.id)).size).toBe(operations.length)
  })

  describe.each(operations.map((op) => [op.id, op] as const))('%s', (_id, op) => {
    it(
      `${RUNS} generated requests: never 5xx, always the envelope and the schema declared for the status`,
      async () => {
        const statuses = new Map<number, number>()
        seen.set(op.id, statuses)
        await fc.assert(
          fc.asyncProperty(planArb(op), async (plan) => {
            const res = await send(op, plan)
            // A suspension the fuzz made would refuse every later run's fresh member and admin of
            // that company (their sign-in): the companies go back to active, as the runs found them.
            if (op.id === 'suspendCompany' && res.statusCode === 200) {
              await server.db.update(companies).set({ suspendedAt: null, suspensionReason: null, suspendedBy: null })
            }
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
            const problems = problemsWith(op, res)
            if (problems.length) throw new Error(`${describePlan(op, plan)}\n-> ${res.statusCode} ${res.body.slice(0, 300)}\n${problems.join('\n')}`)
          }),
          { numRuns: RUNS, seed: SEED },
        )
        // A fuzz that never gets past the walls proves little: somebody must have been let in.
        const passedAuth = [...statuses.keys()].some((s) => s !== 401 && s !== 403)
        expect(passedAuth, `${op.id} answered only ${[...statuses.keys()].join(', ')}`).toBe(true)
      },
      PROPERTY_TIMEOUT,
    )
  })

  describe('transport-level abuse of every operation that takes a body', () => {
    const withBody = operations.filter((op) => op.requestBody)
    /** Statuses the HTTP layer answers before any operation runs; the contract lists them for few operations. */
    const TRANSPORT_STATUSES = [400, 413, 415]

    const callerFor = (op: ContractOperation): Caller =>
      op.security.length === 0
        ? 'none'
        : op.security.some((r) => 'authToken' in r)
          ? 'member'
          : op.security.some((r) => r.accessToken?.includes('SUPERADMIN'))
            ? 'superadmin'
            : 'admin'

    const rawBodies: [string, string, string | Buffer][] = [
      ['truncated JSON', 'application/json', '{"email": "a@b.c", '],
      ['two JSON documents', 'application/json', '{"a":1}{"b":2}'],
      ['a bare word', 'application/json', 'nul'],
      ['an empty JSON body', 'application/json', ''],
      ['a NUL byte', 'application/json', '{"name":"\u0000"}'],
      ['invalid UTF-8', 'application/json', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
      ['a prototype-polluting key', 'application/json', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'],
      ['deep nesting', 'application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
      ['plain text', 'text/plain', 'hello'],
      ['XML', 'application/xml', '<a>1</a>'],
      ['octet-stream', 'application/octet-stream', Buffer.from([1, 2, 3])],
      ['an image type', 'image/png', pngBytes()],
      ['multipart without boundary', 'multipart/form-data', '--x\r\n'],
      ['a made-up type', 'application/x-fuzz', '{}'],
      ['a 2 MB JSON body', 'application/json', JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) })],
      ['a 2 MB form body', 'application/x-www-form-urlencoded', `name=${'x'.repeat(2 * 1024 * 1024)}`],
    ]

    it.each(withBody.map((op) => [op.id, op] as const))(
      '%s: bad JSON, wrong content types, a 2 MB body, no body',
      async (_id, op) => {
        for (const [label, contentType, payload] of rawBodies) {
          for (const caller of new Set<Caller>(['none', callerFor(op)])) {
            const token = await tokenOf(caller)
            const res = await server.inject({
              method: op.method,
              url: fillPath(op, { id: randomUUID() }),
              headers: { 'content-type': contentType, ...(token ? { authorization: token } : {}) },
              payload,
            })
            const { problems } = judgeAnswer(op, res, { allowUndeclared: TRANSPORT_STATUSES })
            expect(problems, `${op.id} with ${label} as ${caller}: ${res.statusCode} ${res.body.slice(0, 300)}`).toEqual([])
            expect(res.statusCode, `${op.id} with ${label} as ${caller}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400)
          }
        }
        const token = await tokenOf(callerFor(op))
        const bare = await server.inject({ method: op.method, url: fillPath(op, { id: randomUUID() }), headers: token ? { authorization: token } : {} })
        expect(judgeAnswer(op, bare, { allowUndeclared: TRANSPORT_STATUSES }).problems, `${op.id} without a body: ${bare.body}`).toEqual([])
      },
      PROPERTY_TIMEOUT,
    )

    it('an unknown API path, any method, answers the 404 envelope', async () => {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const) {
        const res = await server.inject({
          method,
          url: `/api/v1/${encodeURIComponent('nöpe/../../x')}`,
          payload: method === 'GET' ? undefined : '{}',
          headers: { 'content-type': 'application/json' },
        })
        expect(res.statusCode).toBe(404)
        expect(isErrorEnvelope(res.json())).toBe(true)
      }
    })
  })
})
