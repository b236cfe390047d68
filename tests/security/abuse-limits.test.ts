import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { DEMO_ADMIN, DEMO_COMPANY_ID, DEMO_MEMBER } from '../../server/db/seed'
import { RATE_LIMITS } from '../../server/lib/rate-limit'
import { auth, buildTestApp, latestCode, tokenFor } from '../helpers/app'
import { addMember, approve, insertPendingPurchases, MEMBER_PASSWORD, newCompanyWithAdmin } from '../helpers/company-factories'
import { pdfBytes, pngBytes, registrationInput, requestRegistrationCode, uniqueContact, uniqueIp, upload } from '../helpers/factories'
import { fillPath, judgeAnswer, operation, operations, type ContractOperation } from '../helpers/contract'

/**
 * The limits that stop guessing and flooding (sign-in, one-time codes, uploads), the headers that
 * stop a browser from being turned against the app, and a sweep of every read the contract
 * declares, as every kind of caller, for what must never be in an answer: a password hash, a
 * one-time code outside the dev outbox, or another company's data.
 */

const LOGIN = RATE_LIMITS.loginPerTargetAndIp
const OTP_TARGET = RATE_LIMITS.otpPerTarget
const OTP_IP = RATE_LIMITS.otpPerIp
const UPLOADS = RATE_LIMITS.uploadPerUser

/** A 429 in the envelope with a Retry-After a client can act on: whole seconds, within the window. */
function expectLimited(res: LightMyRequestResponse, windowSeconds: number, op?: ContractOperation) {
  expect(res.statusCode, res.body).toBe(429)
  const retryAfter = Number(res.headers['retry-after'])
  expect(Number.isInteger(retryAfter), `Retry-After ${res.headers['retry-after']}`).toBe(true)
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds)
  expect(res.json()).toMatchObject({ status: false, message: expect.stringMatching(/try again/i) })
  // uploadMedia and updateProfile answer 429 without the contract declaring it (see the report).
  if (op) expect(judgeAnswer(op, res, { allowUndeclared: [429] }).problems).toEqual([])
}

function memberLogin(server: FastifyInstance, ip: string, email: string, password: string) {
  return server.inject({ method: 'POST', url: '/api/v1/user/auth/login', remoteAddress: ip, payload: { companyId: DEMO_COMPANY_ID, user: email, password } })
}

function adminLogin(server: FastifyInstance, ip: string, email: string, password: string) {
  return server.inject({ method: 'POST', url: '/api/v1/company/auth/login', remoteAddress: ip, payload: { email, password } })
}

function forgotPasswordCode(server: FastifyInstance, ip: string, email: string) {
  return server.inject({ method: 'POST', url: '/api/v1/user/auth/forgot-password/otp', remoteAddress: ip, payload: { companyId: DEMO_COMPANY_ID, user: email } })
}

function superadminCode(server: FastifyInstance, ip: string, email: string) {
  return server.inject({ method: 'GET', url: `/api/v1/superadmin/auth/login/email/otp?email=${encodeURIComponent(email)}`, remoteAddress: ip })
}

describe('abuse limits', () => {
  let server: FastifyInstance
  beforeAll(async () => {
    server = await buildTestApp()
  })
  afterAll(() => server?.close())

  it(`member login: ${LOGIN.limit} tries per email and address, then 429 with Retry-After, even for the right password`, async () => {
    const member = await addMember(server, DEMO_COMPANY_ID)
    const ip = uniqueIp()
    for (let i = 0; i < LOGIN.limit; i++) expect((await memberLogin(server, ip, member.email, `Wrong@${i}`)).statusCode).toBe(401)
    expectLimited(await memberLogin(server, ip, member.email, 'Wrong@again'), LOGIN.windowSeconds, operation('userLogin'))
    expectLimited(await memberLogin(server, ip, member.email, MEMBER_PASSWORD), LOGIN.windowSeconds)
    // The limit is on this email from this address: the member can still sign in from elsewhere.
    expect((await memberLogin(server, uniqueIp(), member.email, MEMBER_PASSWORD)).statusCode).toBe(200)
  })

  it(`admin login: ${LOGIN.limit} tries per email and address, then 429 with Retry-After`, async () => {
    const ip = uniqueIp()
    for (let i = 0; i < LOGIN.limit; i++) expect((await adminLogin(server, ip, DEMO_ADMIN.email, `Wrong@${i}`)).statusCode).toBe(401)
    expectLimited(await adminLogin(server, ip, DEMO_ADMIN.email, DEMO_ADMIN.password), LOGIN.windowSeconds, operation('companyLogin'))
    // An unknown email is counted the same way, so the limit says nothing about who has an account.
    const stranger = `nobody-${Date.now()}@admin.example`
    for (let i = 0; i < LOGIN.limit; i++) expect((await adminLogin(server, ip, stranger, `Wrong@${i}`)).statusCode).toBe(401)
    expectLimited(await adminLogin(server, ip, stranger, 'Wrong@again'), LOGIN.windowSeconds)
  })

  it(`registration codes: ${OTP_TARGET.limit} per email and ${OTP_TARGET.limit} per mobile, whatever the address`, async () => {
    const email = uniqueContact('flood').email
    for (let i = 0; i < OTP_TARGET.limit; i++) {
      const res = await requestRegistrationCode(server, registrationInput({ email, mobile: uniqueContact().mobile }), uniqueIp())
      expect(res.statusCode, res.body).toBe(200)
    }
    expectLimited(
      await requestRegistrationCode(server, registrationInput({ email, mobile: uniqueContact().mobile }), uniqueIp()),
      OTP_TARGET.windowSeconds,
      operation('registerOtp'),
    )

    // Changing the email does not buy more texts to one phone.
    const mobile = uniqueContact().mobile
    for (let i = 0; i < OTP_TARGET.limit; i++) {
      expect((await requestRegistrationCode(server, registrationInput({ email: uniqueContact('flood').email, mobile }), uniqueIp())).statusCode).toBe(200)
    }
    expectLimited(await requestRegistrationCode(server, registrationInput({ email: uniqueContact('flood').email, mobile }), uniqueIp()), OTP_TARGET.windowSeconds)
  })

  it(`password-reset and super-admin codes: ${OTP_TARGET.limit} per target, whatever the address`, async () => {
    const member = await addMember(server, DEMO_COMPANY_ID)
    for (let i = 0; i < OTP_TARGET.limit; i++) expect((await forgotPasswordCode(server, uniqueIp(), member.email)).statusCode).toBe(200)
    expectLimited(await forgotPasswordCode(server, uniqueIp(), member.email), OTP_TARGET.windowSeconds, operation('forgotPasswordOtp'))
    // Only three codes ever reached the mailbox.
    const mailbox = await server.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(member.email)}` })
    expect(mailbox.json().data).toHaveLength(OTP_TARGET.limit)

    for (let i = 0; i < OTP_TARGET.limit; i++) expect((await superadminCode(server, uniqueIp(), 'super@str.example')).statusCode).toBe(200)
    expectLimited(await superadminCode(server, uniqueIp(), 'super@str.example'), OTP_TARGET.windowSeconds, operation('superadminLoginOtp'))
  })

  it(`one address may ask for ${OTP_IP.limit} codes an hour across every kind of code, then 429`, async () => {
    const ip = uniqueIp()
    const sends = [
      () => requestRegistrationCode(server, registrationInput(), ip),
      () => forgotPasswordCode(server, ip, uniqueContact('nobody').email),
      () => superadminCode(server, ip, uniqueContact('nobody').email),
    ]
    for (let i = 0; i < OTP_IP.limit; i++) {
      const res = await sends[i % sends.length]()
      expect(res.statusCode, res.body).toBe(200)
    }
    for (const send of sends) expectLimited(await send(), OTP_IP.windowSeconds)
    // Another address is not punished for it.
    expect((await requestRegistrationCode(server, registrationInput(), uniqueIp())).statusCode).toBe(200)
  })

  it(`uploads: ${UPLOADS.limit} per account in the window, then 429; another account is unaffected`, async () => {
    const member = await addMember(server, DEMO_COMPANY_ID)
    for (let i = 0; i < UPLOADS.limit; i++) {
      const res = await upload(server, member.token!, [{ bytes: pngBytes(), filename: `r${i}.png`, contentType: 'image/png' }])
      expect(res.statusCode, res.body).toBe(200)
    }
    expectLimited(await upload(server, member.token!, [{ bytes: pngBytes(), filename: 'one-more.png' }]), UPLOADS.windowSeconds, operation('uploadMedia'))
    const other = await addMember(server, DEMO_COMPANY_ID)
    expect((await upload(server, other.token!, [{ bytes: pngBytes(), filename: 'r.png' }])).statusCode).toBe(200)
  })

  it('profile changes: guessing the current password is limited like a login', async () => {
    const member = await addMember(server, DEMO_COMPANY_ID)
    const update = (password: string) =>
      server.inject({ method: 'PUT', url: '/api/v1/user/auth/profile/update', headers: auth(member.token!), payload: { name: 'Guesser', password } })
    for (let i = 0; i < LOGIN.limit; i++) expect((await update(`Wrong@${i}`)).statusCode).toBe(400)
    expectLimited(await update(MEMBER_PASSWORD), LOGIN.windowSeconds, operation('updateProfile'))
  })
})

// ---------------------------------------------------------------- headers

/** What every answer must carry, whatever it is: API, page, asset, file or error. */
function expectSecurityHeaders(res: LightMyRequestResponse, what: string) {
  const csp = String(res.headers['content-security-policy'] ?? '')
  const directives = Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  )
  expect(csp, `${what}: no CSP`).not.toBe('')
  const scripts = directives['script-src'] ?? directives['default-src']
  expect(scripts, `${what}: script-src`).toBeDefined()
  expect(scripts, `${what}: script-src ${scripts}`).not.toContain("'unsafe-inline'")
  expect(scripts, `${what}: script-src ${scripts}`).not.toContain("'unsafe-eval'")
  expect(directives['object-src'], `${what}: object-src`).toEqual(["'none'"])
  expect(directives['frame-ancestors'], `${what}: frame-ancestors`).toEqual(["'none'"])
  expect(res.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff')
  expect(res.headers['x-frame-options'], `${what}: X-Frame-Options`).toBe('DENY')
  expect(res.headers['referrer-policy'], `${what}: Referrer-Policy`).toBe('no-referrer')
  expect(res.headers['x-powered-by'], `${what}: X-Powered-By`).toBeUndefined()
}

describe('security headers on API answers, SPA pages and file downloads', () => {
  let server: FastifyInstance
  let webDir: string
  beforeAll(async () => {
    // A built SPA of its own: the real one is rebuilt by others while this runs.
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-web-'))
    fs.mkdirSync(path.join(webDir, 'assets'))
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>',
    )
    fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log("app")')
    server = await buildTestApp({ webDir })
  })
  afterAll(async () => {
    await server?.close()
    fs.rmSync(webDir, { recursive: true, force: true })
  })

  it('on API answers of every kind: success, validation failure, 401, 403, 404, 429, a malformed address', async () => {
    const member = await tokenFor(server, DEMO_MEMBER.email)
    const answers: [string, LightMyRequestResponse][] = [
      ['health', await server.inject({ method: 'GET', url: '/api/health' })],
      ['profile', await server.inject({ method: 'GET', url: '/api/v1/user/auth/profile/get', headers: auth(member) })],
      ['400', await server.inject({ method: 'POST', url: '/api/v1/user/auth/login', payload: { companyId: 'nope' } })],
      ['401', await server.inject({ method: 'GET', url: '/api/v1/user/auth/profile/get' })],
      ['403', await server.inject({ method: 'GET', url: '/api/v1/admin/dashboard/get', headers: auth(member) })],
      ['404', await server.inject({ method: 'GET', url: '/api/v1/nothing/here' })],
      ['415', await server.inject({ method: 'POST', url: '/api/v1/user/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'x' })],
      ['bad URL', await server.inject({ method: 'GET', url: '/api/v1/media/%E0%A4%A/link', headers: auth(member) })],
      ['over-long id', await server.inject({ method: 'GET', url: `/api/v1/media/${'a'.repeat(500)}/link`, headers: auth(member) })],
    ]
    const ip = uniqueIp()
    for (let i = 0; i <= LOGIN.limit; i++) answers.push([`login ${i}`, await memberLogin(server, ip, 'nobody@str.example', 'Wrong@1')])
    expect(answers.at(-1)![1].statusCode).toBe(429)
    for (const [what, res] of answers) {
      expectSecurityHeaders(res, what)
      expect(String(res.headers['content-type'])).toMatch(/^application\/json/)
    }
  })

  it('on SPA pages, deep links and hashed assets, and on a missing asset', async () => {
    for (const url of ['/', '/user/dashboard', '/admin/usermanage?search=x', '/assets/app-abc123.js', '/assets/gone-000.js']) {
      const res = await server.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(url.includes('gone') ? 404 : 200)
      expectSecurityHeaders(res, url)
    }
  })

  it('on file downloads: the type found in the bytes, nosniff, inline for images and PDF, and the same policy', async () => {
    const member = await tokenFor(server, DEMO_MEMBER.email)
    const files = [
      { bytes: pngBytes(), filename: 'receipt.png', type: 'image/png' },
      { bytes: pdfBytes(), filename: 'receipt.pdf', type: 'application/pdf' },
    ]
    const res = await upload(
      server,
      member,
      files.map((f) => ({ bytes: f.bytes, filename: f.filename, contentType: 'text/html' })),
    )
    expect(res.statusCode, res.body).toBe(200)
    for (const [i, stored] of (res.json().data as { url: string }[]).entries()) {
      const file = await server.inject({ method: 'GET', url: stored.url })
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe(files[i].type)
      expect(String(file.headers['content-disposition'])).toMatch(/^inline; filename\*=UTF-8''/)
      expectSecurityHeaders(file, files[i].filename)
      const refused = await server.inject({ method: 'GET', url: stored.url.replace(/signature=[^&]+/, 'signature=forged') })
      expect(refused.statusCode).toBe(403)
      expectSecurityHeaders(refused, `${files[i].filename} forged`)
    }
  })
})

// ---------------------------------------------------------------- what answers must never hold

interface Caller {
  name: string
  token?: string
  /** Strings of the other company that this caller must never be shown; none for the platform's super admin. */
  foreign: string[]
}

describe('no answer holds a password hash, a one-time code or another company’s data', () => {
  let server: FastifyInstance
  const codes: string[] = []
  const callers: Caller[] = []
  const mediaOf: Record<string, string> = {}
  const linkOf: Record<string, string> = {}
  const purchaseOf: Record<string, string> = {}
  const companyIdOf: Record<string, string> = {}

  beforeAll(async () => {
    server = await buildTestApp()
    // Company B, with an admin, a member, purchases (one approved), a beneficiary and a file.
    const b = await newCompanyWithAdmin(server)
    const memberB = await addMember(server, b.id, { name: 'Bela Outsider' })
    const [approvedB] = await insertPendingPurchases(server, b.id, [memberB.id], 3, { quantity: 4, price: '5.00', feePercent: '1.00' })
    expect((await approve(server, b.admin.token, approvedB)).statusCode).toBe(200)
    const uploadedB = await upload(server, memberB.token!, [{ bytes: pngBytes(), filename: 'b-receipt.png' }])
    const [bRow] = uploadedB.json().data as { id: string; url: string }[]

    // Company A is the demo company: its member buys, its admin approves, its member uploads.
    const memberA = await tokenFor(server, DEMO_MEMBER.email)
    const adminA = await tokenFor(server, DEMO_ADMIN.email)
    const purchase = await server.inject({
      method: 'POST',
      url: '/api/v1/user/package/purchase',
      headers: auth(memberA),
      payload: { purchaseId: 'PUR-424242', paymentMethod: 'MANUAL', amount: '500' },
    })
    expect(purchase.statusCode, purchase.body).toBe(200)
    expect((await approve(server, adminA, purchase.json().data.id)).statusCode).toBe(200)
    const uploadedA = await upload(server, memberA, [{ bytes: pngBytes(), filename: 'a-receipt.png' }])
    const [aRow] = uploadedA.json().data as { id: string; url: string }[]

    const a = await server.inject({ method: 'GET', url: '/api/v1/admin/beneficiary/get', headers: auth(adminA) })
    const aBeneficiary = a.json().data as { accountNumber: string; upi: string }
    const bCompany = await server.inject({ method: 'GET', url: `/api/v1/superadmin/beneficiary/get?companyId=${b.id}`, headers: auth(await tokenFor(server, 'super@str.example')) })
    const bBeneficiary = bCompany.json().data as { accountNumber: string; upi: string; holderName: string }

    const markersOfA = [
      DEMO_COMPANY_ID,
      'STR Token',
      DEMO_MEMBER.email,
      DEMO_ADMIN.email,
      'Demo Member',
      aRow.id,
      purchase.json().data.id,
      aBeneficiary.accountNumber,
      aBeneficiary.upi,
    ]
    const markersOfB = [
      b.id,
      b.tokenSymbol,
      b.admin.email,
      b.admin.id,
      memberB.email,
      memberB.id,
      memberB.name,
      memberB.mobile,
      approvedB,
      bRow.id,
      bBeneficiary.accountNumber,
      bBeneficiary.upi,
      bBeneficiary.holderName,
    ]

    callers.push(
      { name: 'nobody', foreign: [...markersOfA, ...markersOfB] },
      { name: 'member A', token: memberA, foreign: markersOfB },
      { name: 'admin A', token: adminA, foreign: markersOfB },
      { name: 'member B', token: memberB.token!, foreign: markersOfA },
      { name: 'admin B', token: b.admin.token, foreign: markersOfA },
      { name: 'super admin', token: await tokenFor(server, 'super@str.example'), foreign: [] },
    )
    const purchaseA = purchase.json().data.id as string
    Object.assign(purchaseOf, { 'member A': purchaseA, 'admin A': purchaseA, 'member B': approvedB, 'admin B': approvedB, nobody: purchaseA, 'super admin': purchaseA })
    Object.assign(mediaOf, { 'member A': aRow.id, 'admin A': aRow.id, 'member B': bRow.id, 'admin B': bRow.id, nobody: aRow.id, 'super admin': aRow.id })
    Object.assign(linkOf, { 'member A': aRow.url, 'admin A': aRow.url, 'member B': bRow.url, 'admin B': bRow.url, nobody: aRow.url, 'super admin': aRow.url })
    Object.assign(companyIdOf, { 'member A': DEMO_COMPANY_ID, 'admin A': DEMO_COMPANY_ID, 'member B': b.id, 'admin B': b.id, nobody: DEMO_COMPANY_ID, 'super admin': b.id })

    // Codes sent just now, of every kind: registration (email and SMS), password reset, super-admin sign-in.
    const person = registrationInput()
    const sent = await requestRegistrationCode(server, person)
    expect(sent.statusCode).toBe(200)
    codes.push(await latestCode(server, person.email), await latestCode(server, person.mobile))
    const reset = await forgotPasswordCode(server, uniqueIp(), DEMO_MEMBER.email)
    expect(reset.statusCode).toBe(200)
    codes.push(await latestCode(server, DEMO_MEMBER.email))
    expect((await superadminCode(server, uniqueIp(), 'super@str.example')).statusCode).toBe(200)
    codes.push(await latestCode(server, 'super@str.example'))
    for (const answer of [sent, reset]) expect(codes.some((code) => answer.body.includes(code))).toBe(false)
  }, 120_000)
  afterAll(() => server?.close())

  /** Every GET of the contract, with its parameters filled as this caller would fill them. */
  function urlFor(op: ContractOperation, caller: Caller): string {
    if (op.id === 'downloadMedia') return linkOf[caller.name]
    // A receipt is of an approved purchase: each caller asks for the one of its own company.
    if (op.id === 'downloadPurchaseReceipt') return fillPath(op, { id: purchaseOf[caller.name] })
    // A purchase's review is read by its own company's admin.
    if (op.id === 'getTransactionReview') return fillPath(op, { id: purchaseOf[caller.name] })
    const query = new URLSearchParams()
    for (const p of op.parameters.filter((p) => p.in === 'query')) {
      if (p.name === 'limit') query.set('limit', '100')
      else if (p.name === 'companyId') query.set('companyId', companyIdOf[caller.name])
      // Asking for a super-admin code for an address that has none: the answer is the same, nothing is sent.
      else if (p.name === 'email') query.set('email', 'nobody-sweep@str.example')
      // The dev outbox's recipient (the activity log's `to` is an optional day, left out).
      else if (p.name === 'to' && op.id === 'getDevOutbox') query.set('to', DEMO_MEMBER.email)
      else if (p.required) query.set(p.name, 'x')
    }
    const url = fillPath(op, { id: mediaOf[caller.name] })
    return query.size ? `${url}?${query}` : url
  }

  const reads = operations.filter((op) => op.method === 'GET')

  it.each(reads.map((op) => [op.id, op] as const))('%s, as every caller', async (_id, op) => {
    let readable = 0
    for (const caller of callers) {
      const res = await server.inject({ method: 'GET', url: urlFor(op, caller), headers: caller.token ? auth(caller.token) : {} })
      expect(res.statusCode, `${op.id} as ${caller.name}: ${res.body.slice(0, 200)}`).toBeLessThan(500)
      if (res.statusCode === 200) readable++
      const seen = `${JSON.stringify(res.headers)}\n${res.rawPayload.toString('latin1')}`
      expect(seen, `${op.id} as ${caller.name} carries a password hash`).not.toMatch(/\$argon2|passwordHash|password_hash/i)
      if (op.id !== 'getDevOutbox') {
        for (const code of codes) expect(seen.includes(code), `${op.id} as ${caller.name} carries the code ${code}`).toBe(false)
      }
      // The dev outbox is a development mailbox for anyone who knows the address; it is not a company's view.
      if (op.id === 'getDevOutbox') continue
      for (const marker of caller.foreign) expect(seen.includes(marker), `${op.id} as ${caller.name} shows ${marker}`).toBe(false)
    }
    // The live stream's only 200 is a stream that never ends, opened with a ticket no URL here carries:
    // tests/api/live-events.test.ts reads it, for its owner only.
    if (op.id !== 'openLiveEvents') expect(readable, `${op.id} answered nobody`).toBeGreaterThan(0)
  })

  it('answers that create or change accounts never echo a hash or a code either', async () => {
    const superToken = await tokenFor(server, 'super@str.example')
    const adminA = await tokenFor(server, DEMO_ADMIN.email)
    const contact = uniqueContact('echo')
    const added = await server.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/add',
      headers: auth(adminA),
      payload: { role: 'USER', name: 'Echo Member', ...contact, password: 'Echo@2026!' },
    })
    const token = (await memberLogin(server, uniqueIp(), contact.email, 'Echo@2026!')).json().data.token as string
    const answers = [
      added,
      await server.inject({ method: 'PUT', url: '/api/v1/admin/auth/update', headers: auth(adminA), payload: { id: added.json().data.id, name: 'Echo Renamed' } }),
      await server.inject({ method: 'PUT', url: '/api/v1/user/auth/profile/update', headers: auth(token), payload: { name: 'Echo Again', password: 'Echo@2026!' } }),
      await adminLogin(server, uniqueIp(), DEMO_ADMIN.email, DEMO_ADMIN.password),
      await server.inject({
        method: 'POST',
        url: '/api/v1/superadmin/company/add',
        headers: auth(superToken),
        payload: {
          companyName: 'Echo Coin Pvt Ltd',
          email: uniqueContact('echo-admin').email,
          mobile: '9123456780',
          companyAadhaarCard: '234567890124',
          companyPan: 'ABCDE1234F',
          companyAddress: '1 MG Road, Bengaluru',
          companyPincode: '560001',
          tokenName: 'Echo Coin',
          tokenSymbol: 'ECHO',
          price: '5.00',
          totalSupply: '1000000',
          platformChargePercent: '1.00',
          adminPassword: 'Echo@Admin2026',
        },
      }),
    ]
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200)
      expect(res.body).not.toMatch(/\$argon2|passwordHash|password_hash|Echo@2026!|Echo@Admin2026/)
      for (const code of codes) expect(res.body.includes(code)).toBe(false)
    }
  })
})
