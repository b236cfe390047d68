import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import { notifications, users } from '../../server/db/schema'
import { buildTestApp } from '../helpers/app'
import { outboxOf, type OutboxMessage } from '../helpers/factories'
import { addMember, approve, insertPendingPurchases, newCompanyWithAdmin, type CompanyMember } from '../helpers/company-factories'

/**
 * A decision on a purchase reaches its buyer: an email and an SMS through the durable queue, in the
 * member's language, by the channels they chose, with a notification for their bell; all in the
 * decision's own statement, so a decision that is refused tells nobody anything.
 */

const APP_URL = 'https://tokens.example.in'
let server: FastifyInstance
beforeAll(async () => {
  server = await buildTestApp({ appUrl: APP_URL })
})
afterAll(() => server?.close())

const rejectWith = (token: string, id: string, reason?: string) =>
  server.inject({ method: 'POST', url: '/api/v1/admin/transaction/reject', headers: { authorization: token }, payload: { id, ...(reason ? { reason } : {}) } })

/** A member of a fresh company reading `language`, hearing by `channels`, with one pending purchase of 2,000 tokens at ₹10 and 1% fee (₹20,200.00). */
async function buyer(language: 'en' | 'hi' = 'en', channels: 'EMAIL' | 'SMS' | 'BOTH' = 'BOTH') {
  const company = await newCompanyWithAdmin(server, { price: '10.00' })
  const member = await addMember(server, company.id)
  await server.db.update(users).set({ language, decisionChannels: channels }).where(eq(users.id, member.id))
  const [id] = await insertPendingPurchases(server, company.id, [member.id], 1, { quantity: 2000, price: '10.00', feePercent: '1.00' })
  const [row] = await server.db.execute<{ purchase_ref: string }>(sql`select purchase_ref from purchases where id = ${id}`).then((r) => r.rows)
  return { company, member, id, orderNumber: row.purchase_ref }
}

/** What reached the member once the worker ran: their email and their SMS (undefined when none). */
async function newsOf(member: CompanyMember) {
  await server.notifier.deliverDue()
  const email = (await outboxOf(server, member.email)).filter((m) => m.channel === 'EMAIL')
  const sms = (await outboxOf(server, member.mobile)).filter((m) => m.channel === 'SMS')
  expect(email.length).toBeLessThanOrEqual(1)
  expect(sms.length).toBeLessThanOrEqual(1)
  return { email: email[0] as OutboxMessage | undefined, sms: sms[0] as OutboxMessage | undefined }
}

const notificationsOf = (userId: string) => server.db.select().from(notifications).where(eq(notifications.userId, userId))

describe('the news of an approval', () => {
  it('tells an English member by email and SMS: order number, tokens and amount in Indian grouping, the link to the order', async () => {
    const { company, member, id, orderNumber } = await buyer('en')
    expect((await approve(server, company.admin.token, id)).statusCode).toBe(200)
    const { email, sms } = await newsOf(member)
    expect(email?.subject).toBe(`Your order ${orderNumber} is approved`)
    expect(email?.body).toBe(
      `Good news: your order ${orderNumber} for 2,000 ${company.tokenSymbol} (₹20,200.00) is approved, and the tokens are in your account now.\n` +
        `See the order: ${APP_URL}/user/payment-history?status=ALL&search=${orderNumber}`,
    )
    expect(sms?.body).toBe(
      `Your order ${orderNumber} is approved: 2,000 ${company.tokenSymbol} (INR 20,200.00) are in your account. ${APP_URL}/user/payment-history?status=APPROVED`,
    )
    const [notification, ...others] = await notificationsOf(member.id)
    expect(others).toEqual([])
    expect(notification).toMatchObject({
      kind: 'PURCHASE_APPROVED',
      purchaseId: id,
      readAt: null,
      data: { orderNumber, tokens: '2000', tokenSymbol: company.tokenSymbol, amount: '20200.00', reason: null },
    })
  })

  it('tells a Hindi member in Hindi, in the same Indian grouping with Latin digits', async () => {
    const { company, member, id, orderNumber } = await buyer('hi')
    expect((await approve(server, company.admin.token, id)).statusCode).toBe(200)
    const { email, sms } = await newsOf(member)
    expect(email?.subject).toBe(`आपका ऑर्डर ${orderNumber} स्वीकृत हो गया है`)
    expect(email?.body).toBe(
      `खुशखबरी! 2,000 ${company.tokenSymbol} (₹20,200.00) का आपका ऑर्डर ${orderNumber} स्वीकृत हो गया है, और टोकन आपके खाते में जोड़ दिए गए हैं।\n` +
        `ऑर्डर देखें: ${APP_URL}/user/payment-history?status=ALL&search=${orderNumber}`,
    )
    expect(sms?.body).toBe(`ऑर्डर ${orderNumber} स्वीकृत: 2,000 ${company.tokenSymbol}, ₹20,200.00। ${APP_URL}/user/payment-history?status=APPROVED`)
  })

  it('groups lakhs and crores the Indian way', async () => {
    const company = await newCompanyWithAdmin(server, { price: '1.00', privateSupply: '50000000.00' })
    const member = await addMember(server, company.id)
    const [id] = await insertPendingPurchases(server, company.id, [member.id], 1, { quantity: 12345678, price: '1.00', feePercent: '0.00' })
    expect((await approve(server, company.admin.token, id)).statusCode).toBe(200)
    const { email } = await newsOf(member)
    expect(email?.body).toContain(`for 1,23,45,678 ${company.tokenSymbol} (₹1,23,45,678.00)`)
  })
})

describe('the news of a rejection', () => {
  it("carries the admin's reason in the email, in English and in Hindi; the SMS says where to read it", async () => {
    const en = await buyer('en')
    expect((await rejectWith(en.company.admin.token, en.id, 'Payment not received')).statusCode).toBe(200)
    const english = await newsOf(en.member)
    expect(english.email?.subject).toBe(`Your order ${en.orderNumber} is rejected`)
    expect(english.email?.body).toBe(
      `Your order ${en.orderNumber} for 2,000 ${en.company.tokenSymbol} (₹20,200.00) was rejected, and no tokens were added to your account.\n` +
        `Reason: Payment not received\nSee the order: ${APP_URL}/user/payment-history?status=ALL&search=${en.orderNumber}`,
    )
    expect(english.sms?.body).toBe(
      `Your order ${en.orderNumber} for 2,000 ${en.company.tokenSymbol} (INR 20,200.00) was rejected. See why: ${APP_URL}/user/payment-history?status=REJECTED`,
    )
    expect(await notificationsOf(en.member.id)).toMatchObject([
      { kind: 'PURCHASE_REJECTED', purchaseId: en.id, data: { orderNumber: en.orderNumber, reason: 'Payment not received' } },
    ])

    const hi = await buyer('hi')
    expect((await rejectWith(hi.company.admin.token, hi.id, 'भुगतान नहीं मिला 100%')).statusCode).toBe(200)
    const hindi = await newsOf(hi.member)
    expect(hindi.email?.subject).toBe(`आपका ऑर्डर ${hi.orderNumber} अस्वीकार कर दिया गया है`)
    expect(hindi.email?.body).toBe(
      `2,000 ${hi.company.tokenSymbol} (₹20,200.00) का आपका ऑर्डर ${hi.orderNumber} अस्वीकार कर दिया गया है, और आपके खाते में कोई टोकन नहीं जोड़ा गया।\n` +
        `कारण: भुगतान नहीं मिला 100%\nऑर्डर देखें: ${APP_URL}/user/payment-history?status=ALL&search=${hi.orderNumber}`,
    )
    expect(hindi.sms?.body).toBe(`${hi.orderNumber} अस्वीकृत: 2,000 ${hi.company.tokenSymbol}, ₹20,200.00। कारण: ${APP_URL}/user/payment-history?status=REJECTED`)
  })

  it('leaves the reason line out when the admin gave none', async () => {
    const { company, member, id, orderNumber } = await buyer('en')
    expect((await rejectWith(company.admin.token, id)).statusCode).toBe(200)
    const { email } = await newsOf(member)
    expect(email?.body).toBe(
      `Your order ${orderNumber} for 2,000 ${company.tokenSymbol} (₹20,200.00) was rejected, and no tokens were added to your account.\n` +
        `See the order: ${APP_URL}/user/payment-history?status=ALL&search=${orderNumber}`,
    )
  })
})

describe("the member's channels for decisions", () => {
  it('EMAIL only sends no SMS, SMS only no email; the notification is written either way', async () => {
    const byEmail = await buyer('en', 'EMAIL')
    expect((await approve(server, byEmail.company.admin.token, byEmail.id)).statusCode).toBe(200)
    const emailOnly = await newsOf(byEmail.member)
    expect(emailOnly.email).toBeDefined()
    expect(emailOnly.sms).toBeUndefined()
    expect(await notificationsOf(byEmail.member.id)).toHaveLength(1)

    const bySms = await buyer('hi', 'SMS')
    expect((await rejectWith(bySms.company.admin.token, bySms.id, 'UTR mismatch')).statusCode).toBe(200)
    const smsOnly = await newsOf(bySms.member)
    expect(smsOnly.email).toBeUndefined()
    expect(smsOnly.sms?.body).toContain(bySms.orderNumber)
    expect(await notificationsOf(bySms.member.id)).toHaveLength(1)
  })
})

describe('a decision that is refused', () => {
  it('queues nothing: an already decided purchase, approved or rejected twice, tells the member once', async () => {
    const { company, member, id } = await buyer('en')
    expect((await approve(server, company.admin.token, id)).statusCode).toBe(200)
    expect((await approve(server, company.admin.token, id)).json()).toMatchObject({ code: 'PURCHASE_ALREADY_DECIDED' })
    expect((await rejectWith(company.admin.token, id, 'Too late')).json()).toMatchObject({ code: 'PURCHASE_ALREADY_DECIDED' })
    await server.notifier.deliverDue()
    expect(await outboxOf(server, member.email)).toHaveLength(1)
    expect(await outboxOf(server, member.mobile)).toHaveLength(1)
    expect(await notificationsOf(member.id)).toHaveLength(1)
  })

  it('queues nothing when the approval is refused for want of supply: the news goes back with the decision', async () => {
    const company = await newCompanyWithAdmin(server, { price: '1.00', privateSupply: '10.00' })
    const member = await addMember(server, company.id)
    const [id] = await insertPendingPurchases(server, company.id, [member.id], 1, { quantity: 50, price: '1.00' })
    expect((await approve(server, company.admin.token, id)).json()).toMatchObject({ code: 'SUPPLY_EXHAUSTED' })
    await server.notifier.deliverDue()
    expect(await outboxOf(server, member.email)).toHaveLength(0)
    expect(await outboxOf(server, member.mobile)).toHaveLength(0)
    expect(await notificationsOf(member.id)).toHaveLength(0)
  })
})

describe('one-time codes', () => {
  it('still go by their own channels to a member who chose EMAIL only for news', async () => {
    const { member } = await buyer('en', 'EMAIL')
    await server.db.update(users).set({ rewardChannels: 'EMAIL' }).where(eq(users.id, member.id))
    const mobile = `7${String(Date.now()).slice(-9)}`
    const res = await server.inject({
      method: 'POST',
      url: '/api/v1/user/auth/profile/mobile/otp',
      headers: { authorization: member.token! },
      remoteAddress: '10.9.8.7',
      payload: { mobile },
    })
    expect(res.statusCode).toBe(200)
    await vi.waitFor(async () => expect((await outboxOf(server, mobile)).filter((m) => m.channel === 'SMS')).toHaveLength(1))
  })
})
