import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { and, eq, like, sql } from 'drizzle-orm'
import { otpCodes, users } from '../../server/db/schema'
import { DEMO_COMPANY_ID, buildTestApp, latestCode } from '../helpers/app'
import { logIn, otherCompany, outboxOf, registerMember, registrationInput, requestRegistrationCode, uniqueContact, uniqueIp, type RegistrationInput } from '../helpers/factories'

const OTP_URL = '/api/v1/user/auth/register/otp'
const REGISTER_URL = '/api/v1/user/auth/register'

const INVALID_OTP = 'Invalid OTP.'
const EXPIRED_OTP = 'OTP has expired. Please request a new one.'
const BURNED_OTP = 'Too many wrong attempts. Please request a new OTP.'
const EMAIL_TAKEN = 'This email is already registered. Please log in instead.'
const MOBILE_TAKEN = 'This mobile number is already registered.'
const COMPANY_NOT_FOUND = 'Company ID is not configured. Please contact support.'
const UNKNOWN_REFERRAL = 'The Member ID (referral code) is not valid.'
const TOO_MANY = /^Too many requests\. Please try again in \d+ seconds\.$/

const UNKNOWN_COMPANY_ID = '00000000-0000-4000-8000-000000000000'

let server: FastifyInstance
beforeAll(async () => {
  server = await buildTestApp()
})
afterAll(() => server.close())

/** Each registration from its own address, as different people's would be (one address is limited to 20 an hour). */
function register(payload: Record<string, unknown>, ip = uniqueIp()) {
  return server.inject({ method: 'POST', url: REGISTER_URL, remoteAddress: ip, payload })
}

/** The registration codes sent for an email (a registration code is bound to the email and the mobile). */
function codesFor(email: string) {
  return server.db
    .select()
    .from(otpCodes)
    .where(like(otpCodes.target, `${email.toLowerCase()} %`))
}

async function memberRow(email: string) {
  const [row] = await server.db.select().from(users).where(eq(users.email, email.toLowerCase()))
  return row
}

/** A person who has asked for a code and holds it, ready to register. */
async function personWithCode(overrides: Partial<RegistrationInput> = {}) {
  const input = registrationInput(overrides)
  const sent = await requestRegistrationCode(server, input)
  expect(sent.statusCode).toBe(200)
  return { input, otp: await latestCode(server, input.email) }
}

/** A code that is well-formed but not the one sent. */
const wrongCodeFor = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0')

describe('POST register/otp', () => {
  it('sends one 6-digit code to both the email and the mobile, and keeps only its hash', async () => {
    const input = registrationInput({ name: 'Ravi Kumar' })
    const res = await requestRegistrationCode(server, input)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true, message: 'OTP sent to your email and mobile number.', data: null })

    const [email] = await outboxOf(server, input.email)
    const [sms] = await outboxOf(server, input.mobile)
    expect(email.channel).toBe('EMAIL')
    expect(sms.channel).toBe('SMS')
    expect(email.code).toMatch(/^\d{6}$/)
    expect(sms.code).toBe(email.code)
    expect(email.body).toContain(email.code)
    expect(sms.body).toContain(email.code)
    // The address is not proven the requester's yet: nothing they typed rides along to it.
    expect(email.body).not.toContain('Ravi Kumar')
    expect(sms.body).not.toContain('Ravi Kumar')

    const rows = await codesFor(input.email)
    expect(rows).toHaveLength(1)
    expect(rows[0].purpose).toBe('REGISTER')
    expect(rows[0].companyId).toBe(DEMO_COMPANY_ID)
    expect(rows[0].codeHash).not.toContain(email.code!)
  })

  it('requires name, email and mobile, and refuses blank ones as the schema does', async () => {
    const missing = await server.inject({ method: 'POST', url: OTP_URL, remoteAddress: uniqueIp(), payload: { companyId: DEMO_COMPANY_ID } })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', message: ['name is required', 'email is required', 'mobile is required'] })

    const { email } = uniqueContact()
    const blank = await server.inject({
      method: 'POST',
      url: OTP_URL,
      remoteAddress: uniqueIp(),
      payload: { companyId: DEMO_COMPANY_ID, name: '   ', email, mobile: '' },
    })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toEqual(['name is required', 'mobile is required'])
    expect(await outboxOf(server, email)).toEqual([])
  })

  it('refuses a malformed email and a mobile that is not an Indian mobile number', async () => {
    for (const mobile of ['5876543210', '987654321', '+919876543210', '98765abcde']) {
      const res = await requestRegistrationCode(server, { ...registrationInput(), mobile })
      expect(res.statusCode, mobile).toBe(400)
      expect(res.json().message).toContain('mobile is not valid')
    }
    const res = await requestRegistrationCode(server, { ...registrationInput(), email: 'not-an-email' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('email must be a valid email address')
  })

  it('answers 404 with the support message for an unknown company', async () => {
    const input = registrationInput({ companyId: UNKNOWN_COMPANY_ID })
    const res = await requestRegistrationCode(server, input)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ status: false, code: 'COMPANY_NOT_CONFIGURED', message: COMPANY_NOT_FOUND })
    expect(await outboxOf(server, input.email)).toEqual([])
  })

  it('refuses an email already registered in the company, whatever its case, and sends nothing', async () => {
    const input = registrationInput({ email: 'Member@STR.example' })
    const res = await requestRegistrationCode(server, input)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ status: false, code: 'EMAIL_ALREADY_REGISTERED', message: EMAIL_TAKEN })
    expect(await outboxOf(server, input.mobile)).toEqual([])
    expect(await outboxOf(server, 'member@str.example')).toEqual([])
  })

  it('refuses a mobile already registered in the company, and sends nothing', async () => {
    const input = registrationInput({ mobile: '9876543210' })
    const res = await requestRegistrationCode(server, input)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ status: false, code: 'MOBILE_ALREADY_REGISTERED', message: MOBILE_TAKEN })
    expect(await outboxOf(server, input.email)).toEqual([])
  })

  it('names both when the email and the mobile are taken', async () => {
    const res = await requestRegistrationCode(server, registrationInput({ email: 'member@str.example', mobile: '9876543210' }))
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ status: false, code: 'EMAIL_AND_MOBILE_ALREADY_REGISTERED', message: [EMAIL_TAKEN, MOBILE_TAKEN] })
  })

  it('lets the same email and mobile register in another company', async () => {
    const other = await otherCompany(server)
    const res = await requestRegistrationCode(server, registrationInput({ companyId: other.companyId, email: 'member@str.example', mobile: '9876543210' }))
    expect(res.statusCode).toBe(200)
  })

  it('allows three sends to one email from one address in ten minutes, then answers 429 with a message and Retry-After', async () => {
    const input = registrationInput()
    const ip = uniqueIp()
    for (let i = 0; i < 3; i++) {
      const res = await requestRegistrationCode(server, input, ip)
      expect(res.statusCode).toBe(200)
    }
    const fourth = await requestRegistrationCode(server, input, ip)
    expect(fourth.statusCode).toBe(429)
    expect(fourth.json().status).toBe(false)
    expect(fourth.json().message).toMatch(TOO_MANY)
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(fourth.headers['retry-after'])).toBeLessThanOrEqual(600)
    expect((await outboxOf(server, input.email)).filter((m) => m.code)).toHaveLength(3)

    // A stranger hammering from one address does not stop the owner asking from theirs.
    expect((await requestRegistrationCode(server, input, uniqueIp())).statusCode).toBe(200)
    // Nor anyone else.
    expect((await requestRegistrationCode(server, registrationInput())).statusCode).toBe(200)
  })

  it('sends at most ten codes to one email or mobile in an hour, whoever asks', async () => {
    const input = registrationInput()
    for (let i = 0; i < 10; i++) expect((await requestRegistrationCode(server, input, uniqueIp())).statusCode).toBe(200)
    expect((await requestRegistrationCode(server, input, uniqueIp())).statusCode).toBe(429)

    const { mobile } = uniqueContact()
    for (let i = 0; i < 10; i++) expect((await requestRegistrationCode(server, registrationInput({ mobile }), uniqueIp())).statusCode).toBe(200)
    const over = await requestRegistrationCode(server, registrationInput({ mobile }), uniqueIp())
    expect(over.statusCode).toBe(429)
    expect(over.json().message).toMatch(TOO_MANY)
    expect(await outboxOf(server, mobile)).toHaveLength(10)
  })

  it('allows twenty sends from one caller in an hour, then answers 429; other callers are unaffected', async () => {
    const ip = uniqueIp()
    for (let i = 0; i < 20; i++) {
      const res = await requestRegistrationCode(server, registrationInput(), ip)
      expect(res.statusCode, `send ${i + 1}`).toBe(200)
    }
    const input = registrationInput()
    const over = await requestRegistrationCode(server, input, ip)
    expect(over.statusCode).toBe(429)
    expect(over.json().message).toMatch(TOO_MANY)
    expect(await outboxOf(server, input.email)).toEqual([])

    const elsewhere = await requestRegistrationCode(server, input, uniqueIp())
    expect(elsewhere.statusCode).toBe(200)
  })
})

describe('POST register', () => {
  it('creates an unapproved member with an argon2id hash, a Member ID, gender and pincode', async () => {
    const { input, otp } = await personWithCode({ email: 'Priya.Shah@Test.example', gender: 'female', pincode: '560001' })
    const res = await register({ ...input, otp })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true, message: 'Registration successful. Please log in.', data: null })

    const row = await memberRow(input.email)
    expect(row).toMatchObject({
      companyId: DEMO_COMPANY_ID,
      role: 'USER',
      name: input.name,
      email: 'priya.shah@test.example',
      mobile: input.mobile,
      dateOfBirth: '1994-03-12',
      gender: 'female',
      pincode: '560001',
      isApproved: false,
      status: 'ACTIVE',
      referredById: null,
      deletedAt: null,
    })
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(row.passwordHash).not.toContain(input.password)
    expect(row.referralCode).toMatch(/^STR\d{7}$/)

    // The member can sign in with what they registered.
    expect(await logIn(server, { email: input.email, password: input.password })).toMatch(/^ey/)
  })

  it('does not require gender and pincode, and judges empty values as sent: the client leaves them out', async () => {
    const { input, otp } = await personWithCode()
    const blanks = await register({ ...input, otp, gender: '', pincode: '  ', referralCode: '' })
    expect(blanks.json()).toEqual({
      status: false,
      code: 'VALIDATION_FAILED',
      message: ['pincode is required', 'gender must be one of male, female, other', 'referralCode is required'],
    })
    const res = await register({ ...input, otp })
    expect(res.statusCode).toBe(200)
    const row = await memberRow(input.email)
    expect(row.gender).toBeNull()
    expect(row.pincode).toBeNull()
    expect(row.referredById).toBeNull()
  })

  it('gives every member a different Member ID', async () => {
    const a = await registerMember(server)
    const b = await registerMember(server)
    expect(a.referralCode).toMatch(/^STR\d{7}$/)
    expect(b.referralCode).toMatch(/^STR\d{7}$/)
    expect(a.referralCode).not.toBe(b.referralCode)
  })

  it('refuses a missing field, a bad pincode or gender and a short password with readable messages', async () => {
    const { input, otp } = await personWithCode()
    const missing = await register({ companyId: DEMO_COMPANY_ID, email: input.email, otp })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toEqual(expect.arrayContaining(['name is required', 'mobile is required', 'dateOfBirth is required', 'password is required']))

    const bad = await register({ ...input, otp, pincode: '012345', gender: 'robot', password: 'short' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toEqual(expect.arrayContaining(['pincode is not valid', 'gender must be one of male, female, other', 'password must be at least 8 characters']))
    // Refused before the code was looked at: it still works.
    expect((await register({ ...input, otp })).statusCode).toBe(200)
  })

  it('refuses a wrong code with 400 and counts the try; the right code still works', async () => {
    const { input, otp } = await personWithCode()
    const wrong = await register({ ...input, otp: wrongCodeFor(otp) })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ status: false, code: 'OTP_INVALID', message: INVALID_OTP })
    expect(await memberRow(input.email)).toBeUndefined()
    const [code] = await codesFor(input.email)
    expect(code.attempts).toBe(1)

    expect((await register({ ...input, otp })).statusCode).toBe(200)
  })

  it('refuses an expired code with its own message and creates nobody', async () => {
    const { input, otp } = await personWithCode()
    await server.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(like(otpCodes.target, `${input.email} %`))
    const res = await register({ ...input, otp })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: false, code: 'OTP_EXPIRED', message: EXPIRED_OTP })
    expect(await memberRow(input.email)).toBeUndefined()
  })

  it('accepts a code shortly before its ten minutes are up', async () => {
    const { input, otp } = await personWithCode()
    const [row] = await codesFor(input.email)
    const lifetime = (row.expiresAt.getTime() - row.createdAt.getTime()) / 1000
    expect(lifetime).toBeGreaterThanOrEqual(599)
    expect(lifetime).toBeLessThanOrEqual(601)
    await server.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() + interval '5 seconds'` })
      .where(like(otpCodes.target, `${input.email} %`))
    expect((await register({ ...input, otp })).statusCode).toBe(200)
  })

  it('takes a code once: reused after the account is gone, it is refused', async () => {
    const { input, otp } = await personWithCode()
    expect((await register({ ...input, otp })).statusCode).toBe(200)
    // A deleted account frees the email, so the only thing left to refuse the replay is the spent code.
    await server.db
      .update(users)
      .set({ deletedAt: sql`now()` })
      .where(eq(users.email, input.email))
    const replay = await register({ ...input, otp })
    expect(replay.statusCode).toBe(400)
    expect(replay.json()).toEqual({ status: false, code: 'OTP_INVALID', message: INVALID_OTP })
    const live = await server.db
      .select()
      .from(users)
      .where(and(eq(users.email, input.email), sql`${users.deletedAt} is null`))
    expect(live).toHaveLength(0)
  })

  it('burns the code on the fifth wrong try; the right code on the sixth is refused', async () => {
    const { input, otp } = await personWithCode()
    const wrong = wrongCodeFor(otp)
    const answers: string[] = []
    for (let i = 0; i < 5; i++) {
      const res = await register({ ...input, otp: wrong })
      expect(res.statusCode).toBe(400)
      answers.push(res.json().message)
    }
    expect(answers).toEqual([INVALID_OTP, INVALID_OTP, INVALID_OTP, INVALID_OTP, BURNED_OTP])

    const sixth = await register({ ...input, otp })
    expect(sixth.statusCode).toBe(400)
    expect(sixth.json()).toEqual({ status: false, code: 'OTP_BURNED', message: BURNED_OTP })
    expect(await memberRow(input.email)).toBeUndefined()

    // A new code starts over.
    await requestRegistrationCode(server, input)
    const fresh = await latestCode(server, input.email)
    expect((await register({ ...input, otp: fresh })).statusCode).toBe(200)
  })

  it('keeps a code working when another is asked for, and retires the others once one is used', async () => {
    const { input, otp: first } = await personWithCode()
    await requestRegistrationCode(server, input)
    const second = await latestCode(server, input.email)
    expect((await register({ ...input, otp: first })).statusCode).toBe(200)
    if (second !== first) {
      const again = await register({ ...input, otp: second })
      expect(again.statusCode).toBe(400)
      expect(again.json().message).toBe(INVALID_OTP)
    }
  })

  it('checks the code before the contacts: a made-up code says nothing about who is registered', async () => {
    const existing = await registerMember(server)
    const taken = await register({ ...registrationInput({ email: existing.email, mobile: existing.mobile }), otp: '000000' })
    const unknown = await register({ ...registrationInput(), otp: '000000' })
    expect(taken.statusCode).toBe(400)
    expect(unknown.statusCode).toBe(400)
    expect(taken.json()).toEqual(unknown.json())
  })

  it('allows twenty registrations from one address in an hour, then answers 429', async () => {
    const ip = uniqueIp()
    for (let i = 0; i < 20; i++) expect((await register({ ...registrationInput(), otp: '000000' }, ip)).statusCode).toBe(400)
    const over = await register({ ...registrationInput(), otp: '000000' }, ip)
    expect(over.statusCode).toBe(429)
    expect(over.json().message).toMatch(TOO_MANY)
  })

  it('binds the code to the email it was sent to', async () => {
    const { input, otp } = await personWithCode()
    const other = registrationInput()
    await requestRegistrationCode(server, other)
    const res = await register({ ...other, otp })
    const otherCode = await latestCode(server, other.email)
    if (otherCode !== otp) {
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(INVALID_OTP)
      expect(await memberRow(other.email)).toBeUndefined()
    }
    // Nobody holding no code at all gets in with someone else's.
    const stranger = registrationInput()
    const strangerRes = await register({ ...stranger, otp })
    expect(strangerRes.statusCode).toBe(400)
    expect(strangerRes.json().message).toBe(INVALID_OTP)
    expect((await register({ ...input, otp })).statusCode).toBe(200)
  })

  it('binds the code to the mobile it was sent to', async () => {
    const { input, otp } = await personWithCode()
    const res = await register({ ...input, otp, mobile: uniqueContact().mobile })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: false, code: 'OTP_INVALID', message: INVALID_OTP })
    expect(await memberRow(input.email)).toBeUndefined()
  })

  it('binds the code to registration: a password-reset code does not register', async () => {
    const member = await registerMember(server)
    const reset = await server.inject({
      method: 'POST',
      url: '/api/v1/user/auth/forgot-password/otp',
      remoteAddress: uniqueIp(),
      payload: { companyId: DEMO_COMPANY_ID, user: member.email },
    })
    expect(reset.statusCode).toBe(200)
    const resetCode = await latestCode(server, member.email)
    // The account goes away so the email is free; the reset code is still unspent.
    await server.db
      .update(users)
      .set({ deletedAt: sql`now()` })
      .where(eq(users.id, member.id))
    const res = await register({ ...registrationInput({ email: member.email, mobile: member.mobile }), otp: resetCode })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(INVALID_OTP)
  })

  it('refuses an email or mobile registered while the code was out, and keeps the code', async () => {
    const { input, otp } = await personWithCode()
    await registerMember(server, { mobile: input.mobile, email: uniqueContact().email })
    const res = await register({ ...input, otp })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ status: false, code: 'MOBILE_ALREADY_REGISTERED', message: MOBILE_TAKEN })

    const { input: second, otp: secondOtp } = await personWithCode()
    await registerMember(server, { email: second.email.toUpperCase(), mobile: uniqueContact().mobile })
    const dup = await register({ ...second, otp: secondOtp })
    expect(dup.statusCode).toBe(409)
    expect(dup.json()).toEqual({ status: false, code: 'EMAIL_ALREADY_REGISTERED', message: EMAIL_TAKEN })
    // Refused, the code was not used up: it still proves the pair it was sent to.
    expect((await codesFor(second.email)).filter((row) => row.consumedAt === null)).toHaveLength(1)
  })

  it('answers 404 for an unknown company', async () => {
    const { input, otp } = await personWithCode()
    const res = await register({ ...input, otp, companyId: UNKNOWN_COMPANY_ID })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ status: false, code: 'COMPANY_NOT_CONFIGURED', message: COMPANY_NOT_FOUND })
  })

  describe('referral code', () => {
    it('links the new member to the referrer, whatever the case of the code', async () => {
      const referrer = await registerMember(server)
      const { input, otp } = await personWithCode()
      const res = await register({ ...input, otp, referralCode: ` ${referrer.referralCode.toLowerCase()} ` })
      expect(res.statusCode).toBe(200)
      const row = await memberRow(input.email)
      expect(row.referredById).toBe(referrer.id)
      expect(row.referredById).not.toBe(row.id)
    })

    it('refuses an unknown code with a clear message, creates nobody and leaves the code usable', async () => {
      const { input, otp } = await personWithCode()
      const res = await register({ ...input, otp, referralCode: 'STR0000000' })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ status: false, code: 'REFERRAL_CODE_INVALID', message: UNKNOWN_REFERRAL })
      expect(await memberRow(input.email)).toBeUndefined()
      expect((await register({ ...input, otp })).statusCode).toBe(200)
    })

    it('refuses the code of a member of another company', async () => {
      const other = await otherCompany(server)
      const { input, otp } = await personWithCode()
      const res = await register({ ...input, otp, referralCode: other.member.referralCode })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ status: false, code: 'REFERRAL_CODE_INVALID', message: UNKNOWN_REFERRAL })
    })

    it('refuses the code of a deleted member', async () => {
      const gone = await registerMember(server)
      await server.db
        .update(users)
        .set({ deletedAt: sql`now()` })
        .where(eq(users.id, gone.id))
      const { input, otp } = await personWithCode()
      const res = await register({ ...input, otp, referralCode: gone.referralCode })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ status: false, code: 'REFERRAL_CODE_INVALID', message: UNKNOWN_REFERRAL })
    })

    it('never lets a person refer themselves: their own details are already taken', async () => {
      const member = await registerMember(server)
      const res = await register({
        ...registrationInput({ email: member.email, mobile: member.mobile }),
        otp: '123456',
        referralCode: member.referralCode,
      })
      // Refused at the code, before anything about the person is looked up.
      expect(res.statusCode).toBe(400)
      const rows = await server.db.select().from(users).where(eq(users.referredById, member.id))
      expect(rows).toHaveLength(0)
    })
  })
})
