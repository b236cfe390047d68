import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import { companies } from '../../server/db/schema'
import { buildTestApp, tokenFor } from '../helpers/app'
import { onPostgres } from '../helpers/db'
import { manualPurchase, purchaseId, submitPurchase, uploadReceipt, upiUtr } from '../helpers/purchase-factories'
import { addAdmin, addMember, adminGet, approve, insertPendingPurchases, newCompanyWithAdmin, reject, type CompanyMember } from '../helpers/company-factories'

let server: FastifyInstance
beforeAll(async () => {
  server = await buildTestApp()
})
afterAll(() => server.close())

const dashboard = (token: string) => adminGet(server, token, 'dashboard/get')
const members = (token: string) => adminGet(server, token, 'dashboard/members')
const collections = (token: string) => adminGet(server, token, 'dashboard/collections')
const pending = (token: string) => adminGet(server, token, 'dashboard/pending')

async function buy(member: CompanyMember, body: Record<string, unknown> = manualPurchase('1000')): Promise<string> {
  const res = await submitPurchase(server, member.token!, body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.id
}

describe('dashboard/get', () => {
  it("answers the demo company's user counts and supply distribution", async () => {
    const res = await dashboard(await tokenFor(server, 'admin@str.example'))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: true,
      message: 'Dashboard fetched successfully',
      data: {
        userActive: 1,
        userInactive: 0,
        userBlock: 0,
        totalSupply: '100000000.00',
        privateSupply: '30000000.00',
        remainingPrivateSupply: '30000000.00',
        publicCellSupply: '50000000.00',
        angelInvestorSupply: '10000000.00',
        founderTeamSupply: '7500000.00',
        airdropSupply: '2500000.00',
        privateSupplyData: { total: '30000000.00', remaining: '30000000.00', stockBalance: '0.00' },
      },
    })
  })

  it('counts live members by account status; admins and deleted members are not counted', async () => {
    const company = await newCompanyWithAdmin(server)
    await addAdmin(server, company.id, company.tokenSymbol)
    for (const state of [
      { status: 'ACTIVE' },
      { status: 'ACTIVE', isApproved: false },
      { status: 'ACTIVE' },
      { status: 'INACTIVE' },
      { status: 'INACTIVE', isApproved: false },
      { status: 'BLOCKED' },
      { status: 'ACTIVE', deleted: true },
      { status: 'BLOCKED', deleted: true },
    ] as const) {
      await addMember(server, company.id, state)
    }
    const res = await dashboard(company.admin.token)
    expect(res.json().data).toMatchObject({ userActive: 3, userInactive: 2, userBlock: 1 })
  })

  it('gives each share of an uneven total supply to 2 places', async () => {
    // 30% of 1,000,005 is 300,001.5; 7.5% is 75,000.375 and 2.5% is 25,000.125.
    const company = await newCompanyWithAdmin(server, { totalSupply: '1000005.00', privateSupply: '300001.50', remainingPrivateSupply: '300001.50' })
    expect((await dashboard(company.admin.token)).json().data).toMatchObject({
      totalSupply: '1000005.00',
      privateSupply: '300001.50',
      remainingPrivateSupply: '300001.50',
      publicCellSupply: '500002.50',
      angelInvestorSupply: '100000.50',
      founderTeamSupply: '75000.38',
      airdropSupply: '25000.13',
    })
  })

  it('follows approvals: remaining supply shrinks and tokens sold grow; pending and rejected purchases move nothing', async () => {
    const company = await newCompanyWithAdmin(server, { price: '5.00', platformChargePercent: '1.00' })
    const member = await addMember(server, company.id)
    const approved = await buy(member)
    const rejected = await buy(member, manualPurchase('400'))
    await buy(member, manualPurchase('600'))
    expect((await approve(server, company.admin.token, approved)).statusCode).toBe(200)
    expect((await reject(server, company.admin.token, rejected)).statusCode).toBe(200)
    expect((await dashboard(company.admin.token)).json().data).toMatchObject({
      privateSupply: '300000.00',
      remainingPrivateSupply: '299800.00',
      privateSupplyData: { total: '300000.00', remaining: '299800.00', stockBalance: '200.00' },
    })
  })
})

describe('dashboard/members', () => {
  it('counts members, verified and waiting; admins and deleted members are not counted', async () => {
    const company = await newCompanyWithAdmin(server)
    await addAdmin(server, company.id, company.tokenSymbol)
    for (const state of [
      { isApproved: true },
      { isApproved: true, status: 'BLOCKED' },
      { isApproved: false },
      { isApproved: false, status: 'INACTIVE' },
      { isApproved: false },
      { isApproved: true, deleted: true },
      { isApproved: false, deleted: true },
    ] as const) {
      await addMember(server, company.id, state)
    }
    const res = await members(company.admin.token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: true,
      message: 'Member statistics fetched successfully',
      data: { totalMembers: 5, verificationCompleted: 2, verificationPending: 3 },
    })
  })

  it('moves a member from waiting to verified when an admin approves them, and out when deleted', async () => {
    const company = await newCompanyWithAdmin(server)
    const waiting = await addMember(server, company.id, { isApproved: false })
    expect((await members(company.admin.token)).json().data).toEqual({ totalMembers: 1, verificationCompleted: 0, verificationPending: 1 })
    const verify = await server.inject({
      method: 'PUT',
      url: '/api/v1/admin/auth/update',
      headers: { authorization: company.admin.token },
      payload: { id: waiting.id, isApproved: true },
    })
    expect(verify.statusCode).toBe(200)
    expect((await members(company.admin.token)).json().data).toEqual({ totalMembers: 1, verificationCompleted: 1, verificationPending: 0 })
    const del = await server.inject({ method: 'DELETE', url: '/api/v1/admin/auth/delete', headers: { authorization: company.admin.token }, payload: { id: waiting.id } })
    expect(del.statusCode).toBe(200)
    expect((await members(company.admin.token)).json().data).toEqual({ totalMembers: 0, verificationCompleted: 0, verificationPending: 0 })
  })
})

describe('dashboard/collections', () => {
  it('sums the final amounts of approved purchases by payment method', async () => {
    const company = await newCompanyWithAdmin(server, { price: '5.00', platformChargePercent: '1.00' })
    const member = await addMember(server, company.id)
    const manual = await buy(member, manualPurchase('1000'))
    const upi = await buy(member, {
      purchaseId: purchaseId(),
      paymentMethod: 'UPI',
      amount: '123.45',
      referenceNumber: upiUtr(),
      receiptId: await uploadReceipt(server, member.token!),
    })
    const rejected = await buy(member, manualPurchase('5000'))
    await buy(member, manualPurchase('7000'))
    // Members cannot pay in crypto; such a purchase can only come from elsewhere.
    const [crypto] = await insertPendingPurchases(server, company.id, [member.id], 1, { quantity: 40, price: '5.00', feePercent: '1.00', method: 'CRYPTO' })
    for (const id of [manual, upi, crypto]) expect((await approve(server, company.admin.token, id)).statusCode).toBe(200)
    expect((await reject(server, company.admin.token, rejected)).statusCode).toBe(200)

    const res = await collections(company.admin.token)
    expect(res.statusCode).toBe(200)
    // 1000 + 1% = 1010.00; 123.45 + 1.23 = 124.68; 40 x 5.00 + 2.00 = 202.00.
    expect(res.json()).toEqual({
      status: true,
      message: 'Collections fetched successfully',
      data: { total: '1336.68', bank: '0.00', upi: '124.68', manual: '1010.00', crypto: '202.00' },
    })
  })

  it("keeps a deleted member's approved purchases in the totals", async () => {
    const company = await newCompanyWithAdmin(server, { price: '5.00', platformChargePercent: '1.00' })
    const member = await addMember(server, company.id)
    expect((await approve(server, company.admin.token, await buy(member))).statusCode).toBe(200)
    const del = await server.inject({ method: 'DELETE', url: '/api/v1/admin/auth/delete', headers: { authorization: company.admin.token }, payload: { id: member.id } })
    expect(del.statusCode).toBe(200)
    expect((await collections(company.admin.token)).json().data).toMatchObject({ total: '1010.00', manual: '1010.00' })
    expect((await dashboard(company.admin.token)).json().data.privateSupplyData.stockBalance).toBe('200.00')
  })
})

describe('dashboard/pending', () => {
  it('counts the purchases waiting for a decision and sums their final amounts; decided ones leave both', async () => {
    const company = await newCompanyWithAdmin(server, { price: '5.00', platformChargePercent: '1.00' })
    const member = await addMember(server, company.id)
    const empty = await pending(company.admin.token)
    expect(empty.statusCode).toBe(200)
    expect(empty.json()).toEqual({ status: true, message: 'Pending purchases fetched successfully', data: { count: 0, amount: '0.00' } })
    const approved = await buy(member, manualPurchase('1000'))
    const rejected = await buy(member, manualPurchase('400'))
    await buy(member, manualPurchase('600'))
    await buy(member, manualPurchase('123.45'))
    // 1010.00 + 404.00 + 606.00 + 124.68 (fee included).
    expect((await pending(company.admin.token)).json().data).toEqual({ count: 4, amount: '2144.68' })
    expect((await approve(server, company.admin.token, approved)).statusCode).toBe(200)
    expect((await reject(server, company.admin.token, rejected)).statusCode).toBe(200)
    expect((await pending(company.admin.token)).json().data).toEqual({ count: 2, amount: '730.68' })
    // Another company's queue is its own.
    const other = await newCompanyWithAdmin(server)
    expect((await pending(other.admin.token)).json().data).toEqual({ count: 0, amount: '0.00' })
  })
})

describe('running totals, not scans', () => {
  it('reads every figure from the company row: totals written there are what the dashboard shows', async () => {
    const company = await newCompanyWithAdmin(server)
    const member = await addMember(server, company.id)
    await insertPendingPurchases(server, company.id, [member.id], 3, { quantity: 10, method: 'BANK' })
    await server.db
      .update(companies)
      .set({ remainingPrivateSupply: '123456.78', tokensSold: '176543.22', collectedBank: '10.01', collectedUpi: '20.02', collectedManual: '30.03', collectedCrypto: '40.04' })
      .where(eq(companies.id, company.id))
    expect((await dashboard(company.admin.token)).json().data).toMatchObject({
      remainingPrivateSupply: '123456.78',
      privateSupplyData: { total: '300000.00', remaining: '123456.78', stockBalance: '176543.22' },
    })
    expect((await collections(company.admin.token)).json().data).toEqual({ total: '100.10', bank: '10.01', upi: '20.02', manual: '30.03', crypto: '40.04' })
  })

  it.skipIf(!onPostgres)('answers all three dashboard calls while the purchases table is locked against reading', async () => {
    const company = await newCompanyWithAdmin(server)
    const token = company.admin.token
    const settled = <T>(promise: Promise<T>, ms: number) =>
      Promise.race([promise.then((value) => ({ value })), new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))])
    let dashboardCalls: Awaited<ReturnType<typeof settled>> | undefined
    let ledgerCall: Awaited<ReturnType<typeof settled>> | undefined
    let pendingLedger: Promise<unknown> | undefined
    await server.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE purchases IN ACCESS EXCLUSIVE MODE`)
      // A call that reads purchases waits for the lock: proof the lock is really held.
      pendingLedger = adminGet(server, token, 'transaction/list')
      ledgerCall = await settled(pendingLedger, 1_500)
      dashboardCalls = await settled(Promise.all([dashboard(token), members(token), collections(token)]), 10_000)
    })
    await pendingLedger
    expect(ledgerCall).toBe('timeout')
    expect(dashboardCalls).not.toBe('timeout')
    const answers = (dashboardCalls as { value: { statusCode: number }[] }).value
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200])
  })
})

describe('company walls', () => {
  it("shows each admin only their own company's figures", async () => {
    const first = await newCompanyWithAdmin(server, { price: '5.00', platformChargePercent: '1.00' })
    const buyer = await addMember(server, first.id)
    await addMember(server, first.id, { status: 'BLOCKED', isApproved: false })
    expect((await approve(server, first.admin.token, await buy(buyer))).statusCode).toBe(200)
    const second = await newCompanyWithAdmin(server, { totalSupply: '2000000.00', privateSupply: '600000.00' })

    expect((await dashboard(second.admin.token)).json().data).toEqual({
      userActive: 0,
      userInactive: 0,
      userBlock: 0,
      totalSupply: '2000000.00',
      privateSupply: '600000.00',
      remainingPrivateSupply: '600000.00',
      publicCellSupply: '1000000.00',
      angelInvestorSupply: '200000.00',
      founderTeamSupply: '150000.00',
      airdropSupply: '50000.00',
      privateSupplyData: { total: '600000.00', remaining: '600000.00', stockBalance: '0.00' },
    })
    expect((await members(second.admin.token)).json().data).toEqual({ totalMembers: 0, verificationCompleted: 0, verificationPending: 0 })
    expect((await collections(second.admin.token)).json().data).toEqual({ total: '0.00', bank: '0.00', upi: '0.00', manual: '0.00', crypto: '0.00' })

    expect((await dashboard(first.admin.token)).json().data).toMatchObject({ userActive: 1, userBlock: 1, remainingPrivateSupply: '299800.00' })
    expect((await members(first.admin.token)).json().data).toEqual({ totalMembers: 2, verificationCompleted: 1, verificationPending: 1 })
    expect((await collections(first.admin.token)).json().data.manual).toBe('1010.00')
    const demo = (await dashboard(await tokenFor(server, 'admin@str.example'))).json().data
    expect(demo.remainingPrivateSupply).toBe('30000000.00')
  })
})
