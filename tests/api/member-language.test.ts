import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { users } from '../../server/db/schema'
import { auth, buildTestApp, DEMO_COMPANY_ID } from '../helpers/app'
import { outboxOf, registerMember, registrationInput, uniqueContact, uniqueIp, logIn, type OutboxMessage } from '../helpers/factories'
import { addMember, approve, insertPendingPurchases, newCompanyWithAdmin } from '../helpers/company-factories'

/**
 * The member's language (en or hi): kept on the account, set at registration and on the profile, and
 * every email and SMS to the member written in it. English is today's text, word for word.
 */

const PROFILE_URL = '/api/v1/user/auth/profile/get'
const UPDATE_URL = '/api/v1/user/auth/profile/update'
const LANGUAGE_URL = '/api/v1/user/auth/profile/language'

let server: FastifyInstance
beforeAll(async () => {
  server = await buildTestApp()
})
afterAll(() => server?.close())

const profileOf = async (token: string) => (await server.inject({ method: 'GET', url: PROFILE_URL, headers: auth(token) })).json().data
const updateProfile = (token: string, payload: Record<string, unknown>) => server.inject({ method: 'PUT', url: UPDATE_URL, headers: auth(token), payload })

/** The one message of a channel that reached an address, with its code. */
async function onlyMessage(to: string, channel: OutboxMessage['channel']) {
  const messages = (await outboxOf(server, to)).filter((m) => m.channel === channel)
  expect(messages).toHaveLength(1)
  return { ...messages[0], code: messages[0].code! }
}

/** A member who registered in `language` (omitted: as the screens did before there was a choice), signed in. */
async function memberIn(language?: 'en' | 'hi') {
  const input = registrationInput()
  const sent = await server.inject({
    method: 'POST',
    url: '/api/v1/user/auth/register/otp',
    remoteAddress: uniqueIp(),
    payload: { companyId: input.companyId, name: input.name, email: input.email, mobile: input.mobile, ...(language ? { language } : {}) },
  })
  expect(sent.statusCode).toBe(200)
  const email = await onlyMessage(input.email, 'EMAIL')
  const sms = await onlyMessage(input.mobile, 'SMS')
  const registered = await server.inject({
    method: 'POST',
    url: '/api/v1/user/auth/register',
    remoteAddress: uniqueIp(),
    payload: { ...input, otp: email.code, ...(language ? { language } : {}) },
  })
  expect(registered.statusCode).toBe(200)
  const token = await logIn(server, input)
  return { input, token, registration: { email, sms } }
}

async function resetCodeEmail(email: string) {
  const res = await server.inject({
    method: 'POST',
    url: '/api/v1/user/auth/forgot-password/otp',
    remoteAddress: uniqueIp(),
    payload: { companyId: DEMO_COMPANY_ID, user: email },
  })
  expect(res.statusCode).toBe(200)
  // The newest message: the registration code came to this address before.
  const [newest] = await outboxOf(server, email)
  return { ...newest, code: newest.code! }
}

async function mobileChangeSms(token: string) {
  const { mobile } = uniqueContact()
  const res = await server.inject({ method: 'POST', url: '/api/v1/user/auth/profile/mobile/otp', headers: auth(token), remoteAddress: uniqueIp(), payload: { mobile } })
  expect(res.statusCode).toBe(200)
  return onlyMessage(mobile, 'SMS')
}

describe('the language on the profile', () => {
  it('is English for a member who never chose, and Hindi for one who registered in Hindi', async () => {
    const english = await memberIn()
    expect(await profileOf(english.token)).toMatchObject({ email: english.input.email, language: 'en' })
    const hindi = await memberIn('hi')
    expect(await profileOf(hindi.token)).toMatchObject({ email: hindi.input.email, language: 'hi' })
  })

  it("changes with the profile update and sticks; 'fr' is a 400 that changes nothing", async () => {
    const member = await registerMember(server)
    const token = await logIn(server, member)
    const res = await updateProfile(token, { password: member.password, language: 'hi' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.language).toBe('hi')
    expect((await profileOf(token)).language).toBe('hi')

    const refused = await updateProfile(token, { password: member.password, language: 'fr', name: 'Someone Else' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ status: false, message: expect.stringMatching(/language.*must be one of en, hi/) })
    expect(await profileOf(token)).toMatchObject({ language: 'hi', name: member.name })

    expect((await updateProfile(token, { password: member.password, language: 'en' })).statusCode).toBe(200)
    expect((await profileOf(token)).language).toBe('en')
  })

  it("the header's switch saves the language without the password; another value or no session changes nothing", async () => {
    const member = await registerMember(server)
    const token = await logIn(server, member)
    const setLanguage = (payload: unknown, headers: Record<string, string> = auth(token)) =>
      server.inject({ method: 'PUT', url: LANGUAGE_URL, headers, payload: payload as Record<string, unknown> })

    const saved = await setLanguage({ language: 'hi' })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual({ status: true, message: 'Language updated', data: null })
    expect((await profileOf(token)).language).toBe('hi')

    for (const payload of [{ language: 'fr' }, { language: 'HI' }, {}, { language: 'en', name: 'Someone Else' }]) {
      const refused = await setLanguage(payload)
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({ status: false, code: 'VALIDATION_FAILED' })
    }
    expect(await profileOf(token)).toMatchObject({ language: 'hi', name: member.name })
    expect((await setLanguage({ language: 'en' }, {})).statusCode).toBe(401)
    expect((await profileOf(token)).language).toBe('hi')

    await setLanguage({ language: 'en' })
    expect((await profileOf(token)).language).toBe('en')
  })

  it('refuses an unknown language on the code request and on registration', async () => {
    const input = registrationInput()
    const payload = { companyId: input.companyId, name: input.name, email: input.email, mobile: input.mobile, language: 'HI' }
    const sent = await server.inject({ method: 'POST', url: '/api/v1/user/auth/register/otp', remoteAddress: uniqueIp(), payload })
    expect(sent.statusCode).toBe(400)
    expect(await outboxOf(server, input.email)).toEqual([])
    const registered = await server.inject({ method: 'POST', url: '/api/v1/user/auth/register', remoteAddress: uniqueIp(), payload: { ...input, otp: '123456', language: 'fr' } })
    expect(registered.statusCode).toBe(400)
    expect(registered.json().message).toMatch(/language.*must be one of en, hi/)
  })
})

describe("every message in the member's language", () => {
  it('a member who chose Hindi gets the registration code, the reset code and the mobile change code in Hindi', async () => {
    const { input, token, registration } = await memberIn('hi')
    const code = registration.email.code
    expect(registration.email).toMatchObject({
      subject: 'आपका रजिस्ट्रेशन कोड',
      body: `आपका रजिस्ट्रेशन कोड ${code} है। यह 10 मिनट में समाप्त हो जाएगा। इसे कभी किसी के साथ साझा न करें।`,
    })
    expect(registration.sms).toMatchObject({ code, body: `आपका रजिस्ट्रेशन कोड ${code} है। 10 मिनट तक मान्य। किसी को न बताएं।` })

    const reset = await resetCodeEmail(input.email)
    expect(reset).toMatchObject({
      subject: 'आपका पासवर्ड रीसेट कोड',
      body: `आपका पासवर्ड रीसेट कोड ${reset.code} है। यह 10 मिनट में समाप्त हो जाएगा। अगर आपने यह कोड नहीं माँगा है, तो इस ईमेल को अनदेखा करें।`,
    })

    const sms = await mobileChangeSms(token)
    expect(sms.body).toBe(`मोबाइल नंबर बदलने का कोड ${sms.code} है। 10 मिनट तक मान्य। किसी को न बताएं।`)
  })

  it("a member who chose English (or never chose) gets today's English, word for word", async () => {
    for (const language of [undefined, 'en'] as const) {
      const { input, token, registration } = await memberIn(language)
      const code = registration.email.code
      const text = `Your registration code is ${code}. It expires in 10 minutes. Never share it with anyone.`
      expect(registration.email).toMatchObject({ subject: 'Your registration code', body: text })
      expect(registration.sms).toMatchObject({ code, body: text })

      const reset = await resetCodeEmail(input.email)
      expect(reset).toMatchObject({
        subject: 'Your password reset code',
        body: `Your password reset code is ${reset.code}. It expires in 10 minutes. If you did not ask for it, ignore this email.`,
      })

      const sms = await mobileChangeSms(token)
      expect(sms.body).toBe(`Your code to change your mobile number is ${sms.code}. It expires in 10 minutes. Never share it with anyone.`)
    }
  })

  it("the referral reward email is in each referrer's own language", async () => {
    const company = await newCompanyWithAdmin(server)
    const hindiReferrer = await addMember(server, company.id)
    await server.db.update(users).set({ language: 'hi' }).where(eq(users.id, hindiReferrer.id))
    // The Hindi referrer's own referrer reads English: level 2 of the same approval.
    const englishReferrer = await addMember(server, company.id)
    await server.db.update(users).set({ referredById: englishReferrer.id }).where(eq(users.id, hindiReferrer.id))
    const buyer = await addMember(server, company.id, { referredById: hindiReferrer.id })
    const [purchase] = await insertPendingPurchases(server, company.id, [buyer.id], 1, { quantity: 40000, price: '5.00', feePercent: '1.00' })
    expect((await approve(server, company.admin.token, purchase)).statusCode).toBe(200)

    const mailTo = (email: string) =>
      vi.waitFor(async () => {
        const [sent] = await outboxOf(server, email)
        expect(sent).toBeDefined()
        return sent
      })
    const hindi = await mailTo(hindiReferrer.email)
    expect(hindi.subject).toBe(`आपको 2,000 ${company.tokenSymbol} का रेफ़रल रिवॉर्ड मिला`)
    expect(hindi.body).toMatch(
      new RegExp(
        `^मेंबर ${buyer.referralCode} ने 40,000 ${company.tokenSymbol} टोकन खरीदे, और उनके लेवल-1 रेफ़रर के तौर पर आपको 2,000 ${company.tokenSymbol} \\(5%\\) का रिवॉर्ड मिला है। यह रिवॉर्ड \\d{1,2} \\S+ \\d{4}, \\d{2}:\\d{2} IST तक लॉक रहेगा; उसके बाद यह उपलब्ध हो जाएगा।$`,
      ),
    )
    // English groups the figures the Indian way too.
    const english = await mailTo(englishReferrer.email)
    expect(english.subject).toBe(`You earned 400 ${company.tokenSymbol} in referral rewards`)
    expect(english.body).toMatch(
      new RegExp(
        `^Member ${buyer.referralCode} bought 40,000 ${company.tokenSymbol}, and you earned 400 ${company.tokenSymbol} as their level-2 referrer \\(1.00%\\). The reward is locked until \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC; after that it is available.$`,
      ),
    )
  })
})
