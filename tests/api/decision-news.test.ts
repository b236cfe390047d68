import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import { deliveries, notifications, users } from '../../server/db/schema'
import { buildTestApp } from '../helpers/app'
import { outboxOf, type OutboxMessage } from '../helpers/factories'
import { addMember, approve, insertPendingPurchases, newCompanyWithAdmin, type CompanyMember, type TestCompany } from '../helpers/company-factories'

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
    expect(sms?.body).toBe(`Your order ${orderNumber} is approved: 2,000 ${company.tokenSymbol} (INR 20,200.00) are in your account. ${APP_URL}/user/payment-history?status=APPROVED`)
    const [notification, ...others] = await notificationsOf(member.id)
    expect(others).toEqual([])
    expect(notification).toMatchObject({
      kind: 'PURCHASE_APPROVED',
      purchaseId: id,
      readAt: null,
      data: { orderNumber, tokens: '2000', tokenSymbol: company.tokenSymbol, amount: '20200.00', reason: null },
    })
  })
})
