import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm'
import { companies, holdings, memberPurchaseCounts, purchases, users } from '../../server/db/schema'
import { countPurchases } from '../../server/features/purchases/counts'
import { countUsers } from '../../server/features/members/counts'
import { membersByApproval, membersByStatus } from '../../server/features/dashboard/repository'
import { buildTestApp } from '../helpers/app'
import { addMember, adminGet, approve, insertPendingPurchases, newCompanyWithAdmin, reject, type TestCompany } from '../helpers/company-factories'

/**
 * List totals and dashboard member figures come from counters kept by database triggers, not from
 * count(*). These tests move rows every way the product (and a cascade) can, then hold the counters
 * to the real counts.
 */

let server: FastifyInstance
let company: TestCompany
let other: TestCompany

beforeAll(async () => {
  server = await buildTestApp()
  company = await newCompanyWithAdmin(server, { privateSupply: '1000000.00' })
  other = await newCompanyWithAdmin(server)
})
afterAll(() => server?.close())

async function realPurchaseCount(companyId?: string, status?: 'PENDING' | 'APPROVED' | 'REJECTED') {
  const [{ n }] = await server.db
    .select({ n: count() })
    .from(purchases)
    .where(and(companyId ? eq(purchases.companyId, companyId) : undefined, status ? eq(purchases.status, status) : undefined))
  return n
}

async function expectCountersTrue(companyId: string) {
  for (const status of [undefined, 'PENDING', 'APPROVED', 'REJECTED'] as const) {
    expect(await countPurchases(server.db, { companyId, status }), `${status ?? 'all'} purchases`).toBe(await realPurchaseCount(companyId, status))
  }
  expect(await countPurchases(server.db, {}), 'platform-wide purchases').toBe(await realPurchaseCount())
  await expectMemberCountersTrue()

  const live = and(eq(users.companyId, companyId), isNull(users.deletedAt))
  const [real] = await server.db
    .select({
      all: count(),
      approved: sql<number>`count(*) filter (where ${users.isApproved})::int`,
      members: sql<number>`count(*) filter (where ${users.role} = 'USER')::int`,
      membersApproved: sql<number>`count(*) filter (where ${users.role} = 'USER' and ${users.isApproved})::int`,
      active: sql<number>`count(*) filter (where ${users.role} = 'USER' and ${users.status} = 'ACTIVE')::int`,
      inactive: sql<number>`count(*) filter (where ${users.role} = 'USER' and ${users.status} = 'INACTIVE')::int`,
      blocked: sql<number>`count(*) filter (where ${users.role} = 'USER' and ${users.status} = 'BLOCKED')::int`,
    })
    .from(users)
    .where(live)
  expect(await countUsers(server.db, { companyId })).toBe(real.all)
  expect(await countUsers(server.db, { companyId, isApproved: true })).toBe(real.approved)
  expect(await countUsers(server.db, { companyId, isApproved: false })).toBe(real.all - real.approved)
  expect(await membersByStatus(server.db, companyId)).toEqual({ ACTIVE: real.active, INACTIVE: real.inactive, BLOCKED: real.blocked })
  expect(await membersByApproval(server.db, companyId)).toEqual({ approved: real.membersApproved, pending: real.members - real.membersApproved })
}

/** Every member's counter (the history's unfiltered total) against a real count. */
async function expectMemberCountersTrue() {
  const kept = await server.db
    .select({ userId: memberPurchaseCounts.userId, n: memberPurchaseCounts.n })
    .from(memberPurchaseCounts)
    .where(ne(memberPurchaseCounts.n, 0))
    .orderBy(memberPurchaseCounts.userId)
  const real = await server.db.select({ userId: purchases.userId, n: count() }).from(purchases).groupBy(purchases.userId).orderBy(purchases.userId)
  expect(real.length, 'purchases to count').toBeGreaterThan(0)
  expect(kept, "members' purchase counters").toEqual(real)
}

describe('live counters', () => {
  it('follow members added, approved, blocked, deleted and hard-deleted with their purchases', async () => {
    const members = await Promise.all([
      addMember(server, company.id),
      addMember(server, company.id, { isApproved: false }),
      addMember(server, company.id, { status: 'BLOCKED' }),
      addMember(server, company.id, { status: 'INACTIVE', isApproved: false }),
      addMember(server, company.id, { deleted: true }),
    ])
    const ids = members.map((m) => m.id)
    await insertPendingPurchases(server, company.id, ids.slice(0, 3), 12)
    await expectCountersTrue(company.id)

    // Status and approval as the admin's update writes them, a soft delete, and a row gone for good.
    await server.db.update(users).set({ isApproved: true, status: 'INACTIVE' }).where(eq(users.id, ids[1]))
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, ids[2]))
    await server.db.update(users).set({ deletedAt: null }).where(eq(users.id, ids[4]))
    // A write that touches none of the counted columns (a profile's name) changes nothing.
    await server.db.update(users).set({ name: 'Renamed' }).where(eq(users.id, ids[0]))
    await server.db.delete(users).where(eq(users.id, ids[0]))
    await expectCountersTrue(company.id)
  })

  it('follow approvals and rejections made through the API, and the list totals read them', async () => {
    const member = await addMember(server, company.id)
    const pending = await insertPendingPurchases(server, company.id, [member.id], 9)
    for (const id of pending.slice(0, 4)) expect((await approve(server, company.admin.token, id)).statusCode).toBe(200)
    for (const id of pending.slice(4, 6)) expect((await reject(server, company.admin.token, id)).statusCode).toBe(200)
    // A second decision on a decided purchase is refused and moves no counter.
    expect((await approve(server, company.admin.token, pending[0])).statusCode).toBe(409)
    await expectCountersTrue(company.id)

    for (const status of ['PENDING', 'APPROVED', 'REJECTED'] as const) {
      const res = await adminGet(server, company.admin.token, 'transaction/list', { page: 1, limit: 5, status })
      expect(res.json().data.total).toBe(await realPurchaseCount(company.id, status))
    }
    const users = await adminGet(server, company.admin.token, 'auth/list', { page: 1, limit: 5 })
    expect(users.json().data.total).toBe(await countUsers(server.db, { companyId: company.id }))
  })

  it('settle an approval by trigger: a status flip made by SQL alone moves supply, sold, collected and balance, once', async () => {
    const fresh = await newCompanyWithAdmin(server, { privateSupply: '1000.00' })
    const member = await addMember(server, fresh.id)
    const [upi] = await insertPendingPurchases(server, fresh.id, [member.id], 1, { quantity: 40, price: '2.50', method: 'UPI' })
    const [bank] = await insertPendingPurchases(server, fresh.id, [member.id], 1, { quantity: 10, price: '2.50', method: 'BANK' })
    const figures = async () => {
      const [c] = await server.db.select().from(companies).where(eq(companies.id, fresh.id))
      const [u] = await server.db.select({ stockBalance: holdings.stockBalance }).from(holdings).where(eq(holdings.userId, member.id))
      return { remaining: c.remainingPrivateSupply, sold: c.tokensSold, upi: c.collectedUpi, bank: c.collectedBank, balance: u.stockBalance }
    }
    await server.db.update(purchases).set({ status: 'APPROVED' }).where(eq(purchases.id, upi))
    // Another write to an approved purchase, or its status written again, settles nothing more.
    await server.db.update(purchases).set({ status: 'APPROVED' }).where(eq(purchases.id, upi))
    expect(await figures()).toEqual({ remaining: '960.00', sold: '40.00', upi: '100.00', bank: '0.00', balance: '40.00' })
    await server.db.update(purchases).set({ status: 'REJECTED' }).where(eq(purchases.id, bank))
    expect(await figures()).toEqual({ remaining: '960.00', sold: '40.00', upi: '100.00', bank: '0.00', balance: '40.00' })
  })

  it('give the same total on a page past the end, where no row carries it, as on page 1, with or without a search', async () => {
    const member = await addMember(server, company.id, { isApproved: false })
    await insertPendingPurchases(server, company.id, [member.id], 3)
    // A search's total is counted, not read from the counters, in the statement that pages it.
    const lists = [
      ['transaction/list', {}],
      ['transaction/list', { status: 'PENDING' }],
      ['transaction/list', { search: member.referralCode }],
      ['auth/list', {}],
      ['auth/list', { isApproved: false }],
      ['auth/list', { search: member.name }],
    ] as const
    for (const [path, filter] of lists) {
      const first = (await adminGet(server, company.admin.token, path, { page: 1, limit: 2, ...filter })).json().data
      expect(first.records.length, `${path} ${JSON.stringify(filter)} page 1`).toBeGreaterThan(0)
      // The contract's last page (1,000,000) is far past the end of any list.
      for (const page of [9999, 1_000_000]) {
        const past = await adminGet(server, company.admin.token, path, { page, limit: 2, ...filter })
        expect(past.statusCode, `${path} ${JSON.stringify(filter)} page ${page}`).toBe(200)
        expect(past.json().data, `${path} ${JSON.stringify(filter)} page ${page}`).toEqual({ records: [], total: first.total, totalCapped: false })
      }
    }
    expect((await adminGet(server, company.admin.token, 'auth/list', { page: 1, limit: 2, isApproved: false })).json().data.total).toBe(
      await countUsers(server.db, { companyId: company.id, isApproved: false }),
    )
  })

  it('stay exact when many decisions land at once', async () => {
    const buyers = await Promise.all(Array.from({ length: 4 }, () => addMember(server, company.id)))
    const pending = await insertPendingPurchases(
      server,
      company.id,
      buyers.map((b) => b.id),
      60,
    )
    await Promise.all(pending.map((id, i) => (i % 3 ? approve(server, company.admin.token, id) : reject(server, company.admin.token, id))))
    await expectCountersTrue(company.id)
  })

  it('add up to zero for a company that is deleted, so the platform total stays true', async () => {
    const member = await addMember(server, other.id, { isApproved: false })
    await insertPendingPurchases(server, other.id, [member.id], 7)
    await expectCountersTrue(other.id)
    await server.db.delete(companies).where(eq(companies.id, other.id))
    expect(await countPurchases(server.db, { companyId: other.id })).toBe(0)
    expect(await countUsers(server.db, { companyId: other.id })).toBe(0)
    expect(await countPurchases(server.db, {})).toBe(await realPurchaseCount())
    await expectMemberCountersTrue()
  })

  it("give a member's history its total, filtered or not, on its first and last page and past the end", async () => {
    const member = await addMember(server, company.id)
    const pending = await insertPendingPurchases(server, company.id, [member.id], 7)
    for (const id of pending.slice(0, 3)) expect((await approve(server, company.admin.token, id)).statusCode).toBe(200)
    expect((await reject(server, company.admin.token, pending[3])).statusCode).toBe(200)
    const history = (query: Record<string, string>) =>
      server.inject({ method: 'GET', url: '/api/v1/user/transaction/list', query, headers: { authorization: `Bearer ${member.token}` } })
    const filters = [
      [{}, 7],
      [{ status: 'PENDING' }, 3],
      [{ status: 'APPROVED' }, 3],
      [{ status: 'REJECTED' }, 1],
    ] as const
    for (const [filter, total] of filters) {
      const lastPage = Math.ceil(total / 2)
      for (const page of [1, lastPage, lastPage + 5, 1_000_000]) {
        const res = await history({ ...filter, page: String(page), limit: '2' })
        const what = `${JSON.stringify(filter)} page ${page}`
        expect(res.json().data.lastPage, what).toBe(lastPage)
        expect(res.json().data.records, what).toHaveLength(page > lastPage ? 0 : page < lastPage ? 2 : total - 2 * (lastPage - 1))
      }
    }
    await expectMemberCountersTrue()
  })
})
