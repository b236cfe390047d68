import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { auth, buildTestApp } from '../helpers/app'
import { addMember, approve, insertPendingPurchases, newCompanyWithAdmin, reject } from '../helpers/company-factories'

const URL = '/api/v1/user/dashboard/get'

let server: FastifyInstance

beforeAll(async () => {
  server = await buildTestApp()
})
afterAll(async () => {
  await server.close()
})

async function figuresOf(token: string) {
  const res = await server.inject({ method: 'GET', url: URL, headers: auth(token) })
  expect(res.statusCode).toBe(200)
  return res.json().data
}

describe('GET /api/v1/user/dashboard/get (the member dashboard)', () => {
  it("gives the price, the sale's progress (sold and rewarded) and the member's own invested money and pending orders", async () => {
    const company = await newCompanyWithAdmin(server, { price: '5.00', privateSupply: '300000.00', platformChargePercent: '1.00' })
    const referrer = await addMember(server, company.id)
    const buyer = await addMember(server, company.id, { referredById: referrer.id })
    const other = await addMember(server, company.id)
    const elsewhere = await newCompanyWithAdmin(server)
    const stranger = await addMember(server, elsewhere.id)

    expect(await figuresOf(buyer.token!)).toEqual({
      price: '5.00',
      tokenSymbol: company.tokenSymbol,
      privateSupply: '300000.00',
      allocatedSupply: '0.00',
      invested: '0.00',
      pendingOrders: 0,
    })

    // The buyer: two approved (100 tokens each at ₹5 + 1%: ₹505.00), one rejected, two waiting.
    const [a1, a2, r1] = await insertPendingPurchases(server, company.id, [buyer.id], 5, { quantity: 100, price: '5.00', feePercent: '1.00' })
    // Someone else's purchase and another company's: neither is the buyer's.
    const [o1] = await insertPendingPurchases(server, company.id, [other.id], 2, { quantity: 10, price: '5.00', feePercent: '1.00' })
    const [s1] = await insertPendingPurchases(server, elsewhere.id, [stranger.id], 1, { quantity: 10, price: '5.00', feePercent: '1.00' })
    for (const id of [a1, a2]) expect((await approve(server, company.admin.token, id)).statusCode).toBe(200)
    expect((await reject(server, company.admin.token, r1)).statusCode).toBe(200)
    expect((await approve(server, company.admin.token, o1)).statusCode).toBe(200)
    expect((await approve(server, elsewhere.admin.token, s1)).statusCode).toBe(200)

    const mine = await figuresOf(buyer.token!)
    expect(mine.invested).toBe('1010.00')
    expect(mine.pendingOrders).toBe(2)
    // Allocated: 100 + 100 + 10 sold, and the referrer's level-1 rewards of 5 + 5 (5% of each 100).
    expect(mine.allocatedSupply).toBe('220.00')

    const theirs = await figuresOf(other.token!)
    expect([theirs.invested, theirs.pendingOrders, theirs.allocatedSupply]).toEqual(['50.50', 1, '220.00'])
    const strangers = await figuresOf(stranger.token!)
    expect([strangers.invested, strangers.pendingOrders, strangers.allocatedSupply, strangers.tokenSymbol]).toEqual(['50.50', 0, '10.00', elsewhere.tokenSymbol])
  })

  it('is for members only', async () => {
    const company = await newCompanyWithAdmin(server)
    expect((await server.inject({ method: 'GET', url: URL })).statusCode).toBe(401)
    expect((await server.inject({ method: 'GET', url: URL, headers: auth(company.admin.token) })).statusCode).toBe(403)
  })
})
