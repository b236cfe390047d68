import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { auth, buildTestApp, tokenFor } from '../helpers/app'
import { addMember, approve, insertPendingPurchases, newCompanyWithAdmin, reject } from '../helpers/company-factories'

const URL = '/api/v1/superadmin/dashboard'

let server: FastifyInstance
let superToken: string

beforeAll(async () => {
  server = await buildTestApp()
  superToken = await tokenFor(server, 'super@str.example')
})
afterAll(async () => {
  await server.close()
})

async function figures() {
  const res = await server.inject({ method: 'GET', url: URL, headers: auth(superToken) })
  expect(res.statusCode).toBe(200)
  return res.json().data
}

describe('GET /api/v1/superadmin/dashboard', () => {
  it('counts companies, members, pending and approved purchases and collections across companies, as they change', async () => {
    const before = await figures()
    const a = await newCompanyWithAdmin(server)
    const b = await newCompanyWithAdmin(server)
    const verified = await addMember(server, a.id)
    const unverified = await addMember(server, b.id, { isApproved: false })
    await addMember(server, b.id, { deleted: true })
    const [p1, p2, p3] = await insertPendingPurchases(server, a.id, [verified.id], 3, { quantity: 10, price: '5.00', feePercent: '1.00', method: 'UPI' })
    const [q1] = await insertPendingPurchases(server, b.id, [unverified.id], 1, { quantity: 4, price: '5.00', feePercent: '1.00', method: 'BANK' })
    expect((await approve(server, a.admin.token, p1)).statusCode).toBe(200)
    expect((await approve(server, b.admin.token, q1)).statusCode).toBe(200)
    expect((await reject(server, a.admin.token, p2)).statusCode).toBe(200)
    void p3

    const after = await figures()
    expect(after.companies - before.companies).toBe(2)
    // The deleted member does not count; admins are not members.
    expect(after.members - before.members).toBe(2)
    expect(after.verifiedMembers - before.verifiedMembers).toBe(1)
    // p3 waits; p1 and q1 are approved; p2, rejected, is neither.
    expect(after.pendingPurchases - before.pendingPurchases).toBe(1)
    expect(after.approvedPurchases - before.approvedPurchases).toBe(2)
    // 10 x 5.00 + 1% = 50.50 by UPI; 4 x 5.00 + 1% = 20.20 by bank.
    const delta = (key: string) => (Number(after.collections[key]) - Number(before.collections[key])).toFixed(2)
    expect([delta('upi'), delta('bank'), delta('manual'), delta('crypto'), delta('total')]).toEqual(['50.50', '20.20', '0.00', '0.00', '70.70'])
  })

  it('is for the super admin only', async () => {
    const company = await newCompanyWithAdmin(server)
    const member = await addMember(server, company.id)
    expect((await server.inject({ method: 'GET', url: URL })).statusCode).toBe(401)
    expect((await server.inject({ method: 'GET', url: URL, headers: auth(company.admin.token) })).statusCode).toBe(403)
    expect((await server.inject({ method: 'GET', url: URL, headers: auth(member.token!) })).statusCode).toBe(403)
  })
})
