import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { users } from '../../server/db/schema'
import { auth, buildTestApp } from '../helpers/app'
import { outboxOf } from '../helpers/factories'
import { addMember, approve, insertPendingPurchases, newCompanyWithAdmin, reject, type CompanyMember, type TestCompany } from '../helpers/company-factories'

/**
 * The member's bell: their notifications newest first with the unread count, marking one or all
 * read, only ever their own; the referral reward's news by the channels the referrer chose; and the
 * two channel settings on the profile.
 */

let server: FastifyInstance
beforeAll(async () => {
  server = await buildTestApp()
})
afterAll(() => server?.close())

const list = (token: string) => server.inject({ method: 'GET', url: '/api/v1/user/notification/list', headers: auth(token) })
const markRead = (token: string, id: string) => server.inject({ method: 'POST', url: '/api/v1/user/notification/read', headers: auth(token), payload: { id } })
const markAllRead = (token: string) => server.inject({ method: 'POST', url: '/api/v1/user/notification/read-all', headers: auth(token) })
const setChannels = (token: string, payload: Record<string, unknown>) =>
  server.inject({ method: 'PUT', url: '/api/v1/user/auth/profile/notifications', headers: auth(token), payload })
const profileOf = async (token: string) => (await server.inject({ method: 'GET', url: '/api/v1/user/auth/profile/get', headers: auth(token) })).json().data

async function decided(company: TestCompany, member: CompanyMember, how: 'approve' | 'reject', quantity = 10) {
  const [id] = await insertPendingPurchases(server, company.id, [member.id], 1, { quantity, price: '5.00' })
  expect((await (how === 'approve' ? approve : reject)(server, company.admin.token, id)).statusCode).toBe(200)
  return id
}

describe('the notification list', () => {
  it('lists the member’s own newest first, with the unread count; marks one, then all, read', async () => {
    const company = await newCompanyWithAdmin(server)
    const member = await addMember(server, company.id)
    const other = await addMember(server, company.id)
    const first = await decided(company, member, 'approve')
    const second = await decided(company, member, 'reject')
    await decided(company, other, 'approve')

    const res = await list(member.token!)
    expect(res.statusCode).toBe(200)
    const { records, unreadCount } = res.json().data
    expect(unreadCount).toBe(2)
    expect(records.map((r: { purchaseId: string; kind: string }) => [r.purchaseId, r.kind])).toEqual([
      [second, 'PURCHASE_REJECTED'],
      [first, 'PURCHASE_APPROVED'],
    ])
    expect(records[1]).toMatchObject({ readAt: null, data: { tokens: '10', amount: '50.00', tokenSymbol: company.tokenSymbol } })

    expect((await markRead(member.token!, records[1].id)).json()).toMatchObject({ status: true, message: 'Notification marked as read' })
    const afterOne = (await list(member.token!)).json().data
    expect(afterOne.unreadCount).toBe(1)
    expect(afterOne.records[1].readAt).toEqual(expect.any(String))
    // Marking it again keeps it read, at the same time.
    expect((await markRead(member.token!, records[1].id)).statusCode).toBe(200)
    expect((await list(member.token!)).json().data.records[1].readAt).toBe(afterOne.records[1].readAt)

    expect((await markAllRead(member.token!)).json()).toMatchObject({ status: true, message: 'All notifications marked as read' })
    expect((await list(member.token!)).json().data.unreadCount).toBe(0)
    // The other member's stays unread.
    expect((await list(other.token!)).json().data.unreadCount).toBe(1)
  })

  it("answers 404 for another member's notification and leaves it unread", async () => {
    const company = await newCompanyWithAdmin(server)
    const member = await addMember(server, company.id)
    const stranger = await addMember(server, company.id)
    await decided(company, member, 'approve')
    const [theirs] = (await list(member.token!)).json().data.records
    const res = await markRead(stranger.token!, theirs.id)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ status: false, code: 'NOTIFICATION_NOT_FOUND', message: 'Notification not found.' })
    expect((await markRead(stranger.token!, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await list(member.token!)).json().data.unreadCount).toBe(1)
    expect((await list(stranger.token!)).json().data).toEqual({ records: [], unreadCount: 0 })
  })

  it('needs a member session', async () => {
    expect((await server.inject({ method: 'GET', url: '/api/v1/user/notification/list' })).statusCode).toBe(401)
    const company = await newCompanyWithAdmin(server)
    expect((await list(company.admin.token)).statusCode).toBe(403)
  })

  it('shows the newest 30 and counts every unread one', async () => {
    const company = await newCompanyWithAdmin(server)
    const member = await addMember(server, company.id)
    const ids = await insertPendingPurchases(server, company.id, [member.id], 32, { quantity: 1, price: '5.00' })
    for (const id of ids) expect((await approve(server, company.admin.token, id)).statusCode).toBe(200)
    const { records, unreadCount } = (await list(member.token!)).json().data
    expect(records).toHaveLength(30)
    expect(unreadCount).toBe(32)
    expect(records[0].purchaseId).toBe(ids[31])
  })
})

describe('the referral reward news', () => {
  it('goes to the referrer as a notification, and by email, SMS or both as they chose', async () => {
    const company = await newCompanyWithAdmin(server)
    for (const channels of ['EMAIL', 'SMS', 'BOTH'] as const) {
      const referrer = await addMember(server, company.id)
      await server.db.update(users).set({ rewardChannels: channels, decisionChannels: 'EMAIL' }).where(eq(users.id, referrer.id))
      const buyer = await addMember(server, company.id, { referredById: referrer.id })
      const purchase = await decided(company, buyer, 'approve', 40000)
      await server.notifier.deliverDue()
      const email = await outboxOf(server, referrer.email)
      const sms = await outboxOf(server, referrer.mobile)
      expect([email.length, sms.length], channels).toEqual([channels === 'SMS' ? 0 : 1, channels === 'EMAIL' ? 0 : 1])
      if (channels !== 'SMS') expect(email[0].subject).toBe(`You earned 2,000 ${company.tokenSymbol} in referral rewards`)
      if (channels !== 'EMAIL')
        expect(sms[0].body).toMatch(
          new RegExp(
            `^You earned 2,000 ${company.tokenSymbol} in referral rewards as the level-1 referrer of member ${buyer.referralCode}\\. Locked until \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\.$`,
          ),
        )
      const [notification] = (await list(referrer.token!)).json().data.records
      expect(notification).toMatchObject({
        kind: 'REFERRAL_REWARD',
        purchaseId: purchase,
        readAt: null,
        data: { tokens: '2000', tokenSymbol: company.tokenSymbol, level: 1, buyerCode: buyer.referralCode, lockedUntil: expect.stringMatching(/Z$/) },
      })
    }
  })

  it('is in Hindi for a referrer who reads Hindi, figures grouped the Indian way', async () => {
    const company = await newCompanyWithAdmin(server)
    const referrer = await addMember(server, company.id)
    await server.db.update(users).set({ language: 'hi' }).where(eq(users.id, referrer.id))
    const buyer = await addMember(server, company.id, { referredById: referrer.id })
    await decided(company, buyer, 'approve', 40000)
    await server.notifier.deliverDue()
    const [email] = await outboxOf(server, referrer.email)
    expect(email.subject).toBe(`आपको 2,000 ${company.tokenSymbol} का रेफ़रल रिवॉर्ड मिला`)
    expect(email.body).toContain(`मेंबर ${buyer.referralCode} ने 40,000 ${company.tokenSymbol} टोकन खरीदे`)
    const [sms] = await outboxOf(server, referrer.mobile)
    expect(sms.body).toMatch(new RegExp(`^आपको 2,000 ${company.tokenSymbol} का रेफ़रल रिवॉर्ड मिला \\(मेंबर ${buyer.referralCode}, लेवल 1\\)। \\d{1,2} \\S+ \\d{4} तक लॉक।$`))
  })
})

describe('the news channels on the profile', () => {
  it('are BOTH by default, saved without the password, and refuse any other value', async () => {
    const company = await newCompanyWithAdmin(server)
    const member = await addMember(server, company.id)
    expect(await profileOf(member.token!)).toMatchObject({ decisionChannels: 'BOTH', rewardChannels: 'BOTH' })
    const saved = await setChannels(member.token!, { decisionChannels: 'SMS', rewardChannels: 'EMAIL' })
    expect(saved.json()).toEqual({ status: true, message: 'Notification settings updated', data: null })
    expect(await profileOf(member.token!)).toMatchObject({ decisionChannels: 'SMS', rewardChannels: 'EMAIL' })
    for (const payload of [
      { decisionChannels: 'NONE', rewardChannels: 'EMAIL' },
      { decisionChannels: 'sms', rewardChannels: 'EMAIL' },
      { decisionChannels: 'BOTH' },
      { decisionChannels: 'BOTH', rewardChannels: 'BOTH', language: 'hi' },
    ]) {
      expect((await setChannels(member.token!, payload)).statusCode, JSON.stringify(payload)).toBe(400)
    }
    expect(await profileOf(member.token!)).toMatchObject({ decisionChannels: 'SMS', rewardChannels: 'EMAIL', language: 'en' })
    expect((await server.inject({ method: 'PUT', url: '/api/v1/user/auth/profile/notifications', payload: { decisionChannels: 'BOTH', rewardChannels: 'BOTH' } })).statusCode).toBe(
      401,
    )
  })
})
