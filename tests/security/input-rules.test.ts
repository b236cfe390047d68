import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { auth, buildTestApp, DEMO_COMPANY_ID, tokenFor } from '../helpers/app'
import { registrationInput, requestRegistrationCode, signedInMember, uniqueIp } from '../helpers/factories'
import { latestCode } from '../helpers/app'
import { allowsRole, fillPath, operations, type ContractOperation, type Schema } from '../helpers/contract'
import { manualPurchase, newMember, submitPurchase } from '../helpers/purchase-factories'

/** Names that would read differently in an admin's table, and birthdays that have not happened. */
describe('names and dates of birth', () => {
  let server: FastifyInstance
  beforeAll(async () => {
    server = await buildTestApp()
  })
  afterAll(() => server.close())

  const TRICKY_NAMES = [
    'Ravi\u202Egnp.exe', // right-to-left override
    'Ravi\u2066Kumar\u2069', // isolates
    'Ravi\u0007Kumar', // bell
    'Ravi\u001b[31mKumar', // terminal escape sequence
    'Ravi\nKumar',
    '   ',
    // Invisible: each would let a name look the same as another in a list or an export.
    'Ravi\u200BKumar', // zero-width space
    'Ra\uFEFFvi', // byte-order mark (zero-width no-break space)
    'Ravi\u115F', // Hangul choseong filler
    'Ravi\u3164', // Hangul filler
    'Ra\u00ADvi', // soft hyphen
    'Ravi\u2060', // word joiner
    'Ravi\uFE0F', // variation selector
    'Ravi\u{E0041}', // tag letter
  ]

  it('registration refuses them', async () => {
    for (const name of TRICKY_NAMES) {
      const res = await requestRegistrationCode(server, { ...registrationInput(), name })
      expect(res.statusCode, JSON.stringify(name)).toBe(400)
    }
    expect((await requestRegistrationCode(server, { ...registrationInput(), name: 'रवि कुमार' })).statusCode).toBe(200)
  })

  it('the profile and the admin console refuse them too', async () => {
    const member = await signedInMember(server)
    const admin = await tokenFor(server, 'admin@str.example')
    for (const name of TRICKY_NAMES) {
      const profile = await server.inject({ method: 'PUT', url: '/api/v1/user/auth/profile/update', headers: auth(member.token), payload: { name, password: member.password } })
      // A blank one too: the profile form leaves an empty field out, so a blank that arrives is refused as the schema says.
      expect(profile.statusCode, JSON.stringify(name)).toBe(400)
      const added = await server.inject({
        method: 'POST',
        url: '/api/v1/admin/auth/add',
        headers: auth(admin),
        payload: { name, mobile: '9000000001', email: 'tricky@member.example', role: 'USER', password: 'Secret@2026' },
      })
      expect(added.statusCode, JSON.stringify(name)).toBe(400)
    }
  })

  it('company, token and account-holder names follow the same rule', async () => {
    const admin = await tokenFor(server, 'admin@str.example')
    const superadmin = await tokenFor(server, 'super@str.example')
    const beneficiary = { holderName: 'STR Tokens Pvt Ltd', bankName: 'Canara Bank', branch: 'MG Road', accountNumber: '123456789012', ifscCode: 'CNRB0001234', upi: 'str@canara' }
    for (const name of TRICKY_NAMES) {
      const holder = await server.inject({ method: 'PUT', url: '/api/v1/admin/beneficiary/update', headers: auth(admin), payload: { ...beneficiary, holderName: name } })
      expect(holder.statusCode, JSON.stringify(name)).toBe(400)
      // A blank one reads as left empty.
      const refusal = (field: string) => `${field} ${name.trim() ? 'is not valid' : 'is required'}`
      expect(holder.json().message).toBe(refusal('holderName'))
      for (const field of ['companyName', 'tokenName']) {
        const company = await server.inject({ method: 'POST', url: '/api/v1/superadmin/company/add', headers: auth(superadmin), payload: { [field]: name } })
        expect(company.statusCode, JSON.stringify(name)).toBe(400)
        expect([company.json().message].flat(), JSON.stringify(name)).toContain(refusal(field))
      }
    }
    const fine = await server.inject({
      method: 'PUT',
      url: '/api/v1/admin/beneficiary/update',
      headers: auth(admin),
      payload: { ...beneficiary, holderName: 'श्री टोकन्स प्राइवेट लिमिटेड' },
    })
    expect(fine.statusCode, fine.body).toBe(200)
  })

  it('refuses a date of birth in the future, on registration and on the profile', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    const input = registrationInput()
    expect((await requestRegistrationCode(server, input)).statusCode).toBe(200)
    const otp = await latestCode(server, input.email)
    const res = await server.inject({ method: 'POST', url: '/api/v1/user/auth/register', remoteAddress: uniqueIp(), payload: { ...input, otp, dateOfBirth: tomorrow } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: false, code: 'DATE_OF_BIRTH_IN_FUTURE', message: 'Date of birth cannot be in the future.' })
    const ok = await server.inject({ method: 'POST', url: '/api/v1/user/auth/register', remoteAddress: uniqueIp(), payload: { ...input, otp, dateOfBirth: '1990-05-01' } })
    expect(ok.statusCode, ok.body).toBe(200)

    const member = await signedInMember(server)
    const profile = await server.inject({
      method: 'PUT',
      url: '/api/v1/user/auth/profile/update',
      headers: auth(member.token),
      payload: { dateOfBirth: tomorrow, password: member.password },
    })
    expect(profile.statusCode).toBe(400)
    expect(profile.json().message).toBe('Date of birth cannot be in the future.')
    const ancient = await server.inject({
      method: 'PUT',
      url: '/api/v1/user/auth/profile/update',
      headers: auth(member.token),
      payload: { dateOfBirth: '1850-01-01', password: member.password },
    })
    expect(ancient.statusCode).toBe(400)
  })
})

/** What the contract says, enforced as written: no dropped fields or blanks, no coerced bodies, canonical ids. */
describe('the schema is the rule', () => {
  let server: FastifyInstance
  const logLines: { level: number; msg: string }[] = []
  beforeAll(async () => {
    // Errors are logged (the suites are silent otherwise), so a stack trace written for a refused id shows.
    server = await buildTestApp({ logLevel: 'error' }, { logStream: { write: (line) => void logLines.push(JSON.parse(line)) } })
  })
  afterAll(() => server.close())

  const isUuid = (schema: Schema | undefined) => schema?.format === 'uuid'
  /** Every uuid an operation takes, wherever it sits: a path or query parameter, or a body field. */
  function uuidInputs(op: ContractOperation): { where: 'path' | 'query' | 'body'; name: string }[] {
    const params = op.parameters.filter((p) => (p.in === 'path' || p.in === 'query') && isUuid(p.schema)).map((p) => ({ where: p.in as 'path' | 'query', name: p.name }))
    const body = Object.values(op.requestBody?.content ?? {})[0]?.schema
    const fields = Object.entries(body?.properties ?? {})
      .filter(([, schema]) => isUuid(schema))
      .map(([name]) => ({ where: 'body' as const, name }))
    return [...params, ...fields]
  }
  const callers = { USER: '', ADMIN: '', SUPERADMIN: '' }

  it('answers 400, naming the field, to a uuid in any form but 8-4-4-4-12 on every operation that takes one, and logs no error', async () => {
    callers.USER = (await newMember(server)).token
    callers.ADMIN = await tokenFor(server, 'admin@str.example')
    callers.SUPERADMIN = await tokenFor(server, 'super@str.example')
    const id = randomUUID()
    const forms = [`urn:uuid:${id}`, `{${id}}`, id.replace(/-/g, ''), `${id} `, id.toUpperCase().replace(/-/g, '')]
    const taking = operations.filter((op) => uuidInputs(op).length > 0)
    expect(taking.length).toBeGreaterThanOrEqual(16)
    let publicOnes = 0
    for (const op of taking) {
      const role = (['USER', 'ADMIN', 'SUPERADMIN'] as const).find((r) => allowsRole(op, r))!
      const token = op.security.length === 0 ? undefined : callers[role]
      if (!token) publicOnes++
      const json = Boolean(op.requestBody?.content['application/json'])
      for (const input of uuidInputs(op)) {
        for (const form of forms) {
          const path = Object.fromEntries(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.name === input.name ? form : randomUUID()]))
          const query = input.where === 'query' ? `?${new URLSearchParams({ [input.name]: form })}` : ''
          const body = input.where === 'body' ? { [input.name]: form } : undefined
          const res: LightMyRequestResponse = await server.inject({
            method: op.method,
            url: fillPath(op, path) + query,
            remoteAddress: uniqueIp(),
            headers: { ...(token ? { authorization: token } : {}), ...(body ? { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' } : {}) },
            payload: body ? (json ? JSON.stringify(body) : new URLSearchParams(body).toString()) : undefined,
          })
          const where = `${op.id} ${input.where} ${input.name}=${JSON.stringify(form)}`
          expect(res.statusCode, `${where}: ${res.body}`).toBe(400)
          expect(
            [res.json().message].flat().some((m: string) => m.startsWith(`${input.name} `)),
            `${where}: ${res.body}`,
          ).toBe(true)
        }
      }
    }
    // login, register, registerOtp, forgotPassword, forgotPasswordOtp and the media download need no sign-in.
    expect(publicOnes).toBeGreaterThanOrEqual(6)
    expect(logLines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([])
  }, 120_000)

  it('refuses a blank string where the pattern wants a letter, instead of dropping it', async () => {
    const admin = await tokenFor(server, 'admin@str.example')
    const reject = await server.inject({ method: 'POST', url: '/api/v1/admin/transaction/reject', headers: auth(admin), payload: { id: randomUUID(), reason: '   ' } })
    expect(reject.statusCode, reject.body).toBe(400)
    expect(reject.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: 'reason' }, message: 'reason is required' })
    const otp = await requestRegistrationCode(server, { ...registrationInput(), name: '   ' })
    expect(otp.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: 'name' }, message: 'name is required' })
    // An empty optional field is not "left out" either: the client leaves it out.
    const input = registrationInput()
    const register = await server.inject({
      method: 'POST',
      url: '/api/v1/user/auth/register',
      remoteAddress: uniqueIp(),
      payload: { ...input, otp: '123456', dateOfBirth: '1990-01-01', pincode: '' },
    })
    expect(register.statusCode).toBe(400)
    expect([register.json().message].flat()).toContain('pincode is required')
  })

  it('refuses a field the schema does not list, naming it, instead of dropping it', async () => {
    const member = await newMember(server)
    const res = await submitPurchase(server, member.token, { ...manualPurchase(), stockBalance: '1000000' } as never)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: 'stockBalance' }, message: 'stockBalance is not allowed' })
    const login = await server.inject({
      method: 'POST',
      url: '/api/v1/user/auth/login',
      remoteAddress: uniqueIp(),
      payload: { companyId: DEMO_COMPANY_ID, user: 'member@str.example', password: 'Member@2026!', role: 'ADMIN' },
    })
    expect(login.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: 'role' }, message: 'role is not allowed' })
  })

  it('refuses a number where the schema says string: a body is never coerced', async () => {
    const member = await newMember(server)
    const res = await submitPurchase(server, member.token, manualPurchase(750))
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: 'amount' }, message: 'amount must be a string' })
    expect((await submitPurchase(server, member.token, manualPurchase('750'))).statusCode).toBe(200)
  })

  it('reads page and limit as the integers the contract declares, up to their documented maximum', async () => {
    const admin = await tokenFor(server, 'admin@str.example')
    const list = (query: string) => server.inject({ method: 'GET', url: `/api/v1/admin/auth/list?${query}`, headers: auth(admin) })
    const page = await list('page=2&limit=1')
    expect(page.statusCode, page.body).toBe(200)
    expect(page.json().data.records).toHaveLength(1)
    const far = await list('page=1000000&limit=100')
    expect(far.statusCode, far.body).toBe(200)
    expect(far.json().data.records).toEqual([])
    for (const page of [String(1_000_001), String(2 ** 53 + 1), '1e400']) {
      const res = await list(`page=${page}`)
      expect(res.statusCode, page).toBe(400)
      expect(res.json().message, page).toMatch(/^page (must be|is not valid)/)
    }
  })
})
