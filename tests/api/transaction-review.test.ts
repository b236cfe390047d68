import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { companies, users } from '../../server/db/schema'
import { auth, buildTestApp } from '../helpers/app'
import { addMember, adminGet, approve, insertPendingPurchases, newCompanyWithAdmin, reject, setRemainingSupply, userRow, type TestCompany } from '../helpers/company-factories'

/** The review panel's read (getTransactionReview). Runs on PGlite and on PostgreSQL. */

let server: FastifyInstance
let company: TestCompany

beforeAll(async () => {
  server = await buildTestApp()
  company = await newCompanyWithAdmin(server)
})
afterAll(() => server?.close())

const review = (token: string, id: string) => adminGet(server, token, `transaction/${id}/review`)

describe('GET /admin/transaction/{id}/review', () => {
  it('answers the purchase as listed, the member, their other purchases and the rewards approving would pay', async () => {
    const b = await addMember(server, company.id)
    const a = await addMember(server, company.id, { referredById: b.id })
    const m = await addMember(server, company.id, { referredById: a.id, isApproved: false })
    const [older] = await insertPendingPurchases(server, company.id, [m.id], 1, { quantity: 10, price: '5.00' })
    expect((await reject(server, company.admin.token, older)).statusCode).toBe(200)
    const [id] = await insertPendingPurchases(server, company.id, [m.id], 1, { quantity: 1000, price: '5.00', feePercent: '1.00', method: 'UPI' })

    const res = await review(company.admin.token, id)
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data.purchase).toMatchObject({
      id,
      status: 'PENDING',
      paymentMethod: 'UPI',
      totalQuantity: '1000',
      finalAmount: '5050.00',
      user: { id: m.id, referralCode: m.referralCode },
    })
    expect(data.member).toEqual({ verified: false, verifiedAt: null, joinedAt: expect.any(String) })
    expect(data.previousPurchases).toEqual([
      { id: older, transactionId: expect.stringMatching(/^PUR-/), createdAt: expect.any(String), finalAmount: '50.00', totalQuantity: '10', status: 'REJECTED' },
    ])
    expect(data.rewardPreview).toEqual([
      {
        level: 1,
        percent: '5.00',
        referrer: { id: a.id, referralCode: a.referralCode, name: a.name, mobile: a.mobile },
        intendedTokens: '50',
        tokens: '50',
        status: 'PAID',
        reason: null,
      },
      {
        level: 2,
        percent: '1.00',
        referrer: { id: b.id, referralCode: b.referralCode, name: b.name, mobile: b.mobile },
        intendedTokens: '10',
        tokens: '10',
        status: 'PAID',
        reason: null,
      },
    ])
  })

  it('previews exactly what the approval then pays: a blocked level 1 skipped, level 2 cut to the pool', async () => {
    const c = await newCompanyWithAdmin(server)
    const b = await addMember(server, c.id)
    const a = await addMember(server, c.id, { referredById: b.id, status: 'BLOCKED' })
    const m = await addMember(server, c.id, { referredById: a.id })
    const [id] = await insertPendingPurchases(server, c.id, [m.id], 1, { quantity: 1000, price: '5.00' })
    // 1,004 left: 4 after the purchase, less than level 2's 10.
    await setRemainingSupply(server, c.id, '1004')

    const preview = (await review(c.admin.token, id)).json().data.rewardPreview
    expect(
      preview.map((r: { level: number; tokens: string; intendedTokens: string; status: string; reason: string | null }) => [
        r.level,
        r.intendedTokens,
        r.tokens,
        r.status,
        r.reason,
      ]),
    ).toEqual([
      [1, '50', '0', 'SKIPPED', "The referrer's account is blocked."],
      [2, '10', '4', 'CUT', 'The Referral Programme pool had 4 tokens left.'],
    ])

    const approved = await approve(server, c.admin.token, id)
    expect(approved.statusCode).toBe(200)
    const paid = approved.json().data.rewards.map((r: Record<string, unknown>) => ({ ...r, lockedUntil: undefined }))
    expect(paid).toEqual(preview.map((r: Record<string, unknown>) => ({ ...r, lockedUntil: undefined })))

    // Decided: nothing more to preview; the purchase's own rewards say what it paid.
    const after = (await review(c.admin.token, id)).json().data
    expect(after.rewardPreview).toEqual([])
    expect(after.purchase.rewards).toHaveLength(2)
  })

  it('previews no rewards when the programme is off or the buyer has no referrer', async () => {
    const c = await newCompanyWithAdmin(server)
    const a = await addMember(server, c.id)
    const m = await addMember(server, c.id, { referredById: a.id })
    const loner = await addMember(server, c.id)
    const [referred, alone] = await insertPendingPurchases(server, c.id, [m.id, loner.id], 2, { quantity: 1000 })
    expect((await review(c.admin.token, alone)).json().data.rewardPreview).toEqual([])
    await server.db.update(companies).set({ referralEnabled: false }).where(eq(companies.id, c.id))
    expect((await review(c.admin.token, referred)).json().data.rewardPreview).toEqual([])
  })

  it("answers another company's purchase, and an unknown one, with the same 404", async () => {
    const other = await newCompanyWithAdmin(server)
    const m = await addMember(server, company.id)
    const [id] = await insertPendingPurchases(server, company.id, [m.id], 1)
    const foreign = await review(other.admin.token, id)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toMatchObject({ status: false, code: 'PURCHASE_NOT_FOUND' })
    const unknown = await review(other.admin.token, '00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual(foreign.json())
    // A member's token is not an admin's.
    expect((await server.inject({ method: 'GET', url: `/api/v1/admin/transaction/${id}/review`, headers: auth(m.token!) })).statusCode).toBe(403)
  })
})

describe('users.verified_at', () => {
  it('is stamped when an admin verifies a member, cleared when unverified, and kept by other edits', async () => {
    const m = await addMember(server, company.id, { isApproved: false })
    expect((await userRow(server, m.id)).verifiedAt).toBeNull()
    const before = Date.now()
    const verify = (isApproved: boolean) =>
      server.inject({ method: 'PUT', url: '/api/v1/admin/auth/update', headers: auth(company.admin.token), payload: { id: m.id, isApproved } })
    expect((await verify(true)).statusCode).toBe(200)
    const stamped = (await userRow(server, m.id)).verifiedAt!
    expect(stamped.getTime()).toBeGreaterThanOrEqual(before - 1000)

    const [id] = await insertPendingPurchases(server, company.id, [m.id], 1)
    expect((await review(company.admin.token, id)).json().data.member).toMatchObject({ verified: true, verifiedAt: stamped.toISOString() })

    await server.db.update(users).set({ name: 'Renamed Member' }).where(eq(users.id, m.id))
    expect((await userRow(server, m.id)).verifiedAt).toEqual(stamped)
    expect((await verify(false)).statusCode).toBe(200)
    expect((await userRow(server, m.id)).verifiedAt).toBeNull()
  })

  it('is set for an account created verified', async () => {
    const m = await addMember(server, company.id)
    expect((await userRow(server, m.id)).verifiedAt).toBeInstanceOf(Date)
  })
})
