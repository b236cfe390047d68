import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { referralRewards } from '../../server/db/schema'
import { auth, buildTestApp } from '../helpers/app'
import { onPostgres } from '../helpers/db'
import {
  addAdmin,
  addMember,
  approve,
  companyTotals,
  insertPendingPurchases,
  newCompanyWithAdmin,
  purchaseRows,
  reject,
  setRemainingSupply,
  userRow,
} from '../helpers/company-factories'

/**
 * Deciding many purchases in one call, as the Purchase Request list's "Approve selected" and
 * "Reject selected" do. Runs on PGlite and on PostgreSQL; the race needs PostgreSQL's pool.
 */

let server: FastifyInstance

beforeAll(async () => {
  server = await buildTestApp()
})
afterAll(() => server?.close())

function decide(token: string, payload: Record<string, unknown>) {
  return server.inject({ method: 'POST', url: '/api/v1/admin/transaction/decide', headers: auth(token), payload })
}

type Outcome = { id: string; outcome: string; status?: string; purchase?: { id: string; status: string; rewards: unknown[]; rejectionReason: string | null } }

describe('deciding many purchases in one call', () => {
  it('answers each purchase: decided, already decided, not found for an unknown id and for another company’s id alike', async () => {
    const company = await newCompanyWithAdmin(server, { price: '5.00', platformChargePercent: '1.00' })
    const other = await newCompanyWithAdmin(server)
    const member = await addMember(server, company.id)
    const stranger = await addMember(server, other.id)
    const [fresh, approvedBefore, rejectedBefore] = await insertPendingPurchases(server, company.id, [member.id], 3, { quantity: 100, price: '5.00', feePercent: '1.00' })
    const [foreign] = await insertPendingPurchases(server, other.id, [stranger.id], 1)
    expect((await approve(server, company.admin.token, approvedBefore)).statusCode).toBe(200)
    expect((await reject(server, company.admin.token, rejectedBefore)).statusCode).toBe(200)
    const unknown = randomUUID()

    const res = await decide(company.admin.token, { decision: 'APPROVE', ids: [fresh, approvedBefore, rejectedBefore, foreign, unknown] })

    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data as { outcomes: Outcome[]; decided: number; alreadyDecided: number; notFound: number; supplyExhausted: number; memberDeleted: number }
    expect(data.outcomes.map(({ purchase, ...o }) => o)).toEqual([
      { id: fresh, outcome: 'DECIDED', status: 'APPROVED' },
      { id: approvedBefore, outcome: 'ALREADY_DECIDED', status: 'APPROVED' },
      { id: rejectedBefore, outcome: 'ALREADY_DECIDED', status: 'REJECTED' },
      // Another company's purchase and one that never existed read the same: nothing tells them apart.
      { id: foreign, outcome: 'NOT_FOUND' },
      { id: unknown, outcome: 'NOT_FOUND' },
    ])
    expect(data.outcomes[0].purchase).toMatchObject({ id: fresh, status: 'APPROVED', rewards: [] })
    expect(data.outcomes.slice(1).every((o) => o.purchase === undefined)).toBe(true)
    expect(data).toMatchObject({ decided: 1, alreadyDecided: 2, notFound: 2, supplyExhausted: 0, memberDeleted: 0 })
    // The other company's purchase is untouched.
    expect((await purchaseRows(server, [foreign]))[0].status).toBe('PENDING')
    // Two approvals of 100 tokens in all, supply and balance moved for each once.
    expect((await companyTotals(server, company.id)).tokensSold).toBe('200.00')
    expect((await userRow(server, member.id)).stockBalance).toBe('200.00')
  })

  it('decides an id sent twice once, in either letter case, and answers it once', async () => {
    const company = await newCompanyWithAdmin(server)
    const member = await addMember(server, company.id)
    const [a, b] = await insertPendingPurchases(server, company.id, [member.id], 2, { quantity: 10 })

    const res = await decide(company.admin.token, { decision: 'APPROVE', ids: [a, b, a, a.toUpperCase(), b] })

    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data.outcomes.map((o: Outcome) => [o.id, o.outcome])).toEqual([
      [a, 'DECIDED'],
      [b, 'DECIDED'],
    ])
    expect(data).toMatchObject({ decided: 2, alreadyDecided: 0, notFound: 0 })
    expect((await userRow(server, member.id)).stockBalance).toBe('20.00')
  })

  it('rejects with one reason for every purchase, trimmed as the single rejection trims it; supply untouched', async () => {
    const company = await newCompanyWithAdmin(server)
    const member = await addMember(server, company.id)
    const ids = await insertPendingPurchases(server, company.id, [member.id], 3, { quantity: 10 })
    const before = await companyTotals(server, company.id)

    const res = await decide(company.admin.token, { decision: 'REJECT', ids, reason: '  UTR not found in our statement ' })

    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ decided: 3 })
    for (const o of res.json().data.outcomes as Outcome[]) expect(o.purchase).toMatchObject({ status: 'REJECTED', rejectionReason: 'UTR not found in our statement' })
    for (const row of await purchaseRows(server, ids))
      expect(row).toMatchObject({ status: 'REJECTED', rejectionReason: 'UTR not found in our statement', decidedById: company.admin.id })
    expect(await companyTotals(server, company.id)).toEqual(before)
  })

  it('answers SUPPLY_EXHAUSTED for an approval that would oversell, and still decides the others', async () => {
    const company = await newCompanyWithAdmin(server)
    const member = await addMember(server, company.id)
    const ids = await insertPendingPurchases(server, company.id, [member.id], 3, { quantity: 10 })
    await setRemainingSupply(server, company.id, '25.00')

    const res = await decide(company.admin.token, { decision: 'APPROVE', ids })

    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data.outcomes.map((o: Outcome) => [o.outcome, o.status])).toEqual([
      ['DECIDED', 'APPROVED'],
      ['DECIDED', 'APPROVED'],
      ['SUPPLY_EXHAUSTED', 'PENDING'],
    ])
    expect(data).toMatchObject({ decided: 2, supplyExhausted: 1 })
    expect((await purchaseRows(server, [ids[2]]))[0].status).toBe('PENDING')
    expect((await companyTotals(server, company.id)).remainingPrivateSupply).toBe('5.00')
  })

  it('pays referral rewards exactly as the single approval does, once, even when the purchase is sent again', async () => {
    const company = await newCompanyWithAdmin(server)
    const b = await addMember(server, company.id)
    const a = await addMember(server, company.id, { referredById: b.id })
    const m = await addMember(server, company.id, { referredById: a.id })
    const [id] = await insertPendingPurchases(server, company.id, [m.id], 1, { quantity: 1000 })

    const first = await decide(company.admin.token, { decision: 'APPROVE', ids: [id, id] })
    const again = await decide(company.admin.token, { decision: 'APPROVE', ids: [id] })

    expect(first.statusCode, first.body).toBe(200)
    const [decided] = first.json().data.outcomes as Outcome[]
    expect(decided.purchase!.rewards).toMatchObject([
      { level: 1, tokens: '50', status: 'PAID' },
      { level: 2, tokens: '10', status: 'PAID' },
    ])
    expect(again.json().data.outcomes).toEqual([{ id, outcome: 'ALREADY_DECIDED', status: 'APPROVED' }])
    const rewards = await server.db.select().from(referralRewards).where(eq(referralRewards.purchaseId, id))
    expect(rewards.map((r) => [r.level, r.referrerId, r.tokens])).toEqual(
      expect.arrayContaining([
        [1, a.id, '50'],
        [2, b.id, '10'],
      ]),
    )
    expect(rewards).toHaveLength(2)
    expect((await userRow(server, a.id)).stockBalance).toBe('50.00')
    expect((await userRow(server, b.id)).stockBalance).toBe('10.00')
  })

  it.each([
    ['no ids', { decision: 'APPROVE', ids: [] }],
    ['101 ids', { decision: 'APPROVE', ids: Array.from({ length: 101 }, () => randomUUID()) }],
    ['an id that is not a uuid', { decision: 'APPROVE', ids: [randomUUID(), 'PUR-000001'] }],
    ['ids that are not a list', { decision: 'APPROVE', ids: randomUUID() }],
    ['no decision', { ids: [randomUUID()] }],
    ['an unknown decision', { decision: 'DELETE', ids: [randomUUID()] }],
    ['a blank reason', { decision: 'REJECT', ids: [randomUUID()], reason: '   ' }],
    ['a reason over 500 characters', { decision: 'REJECT', ids: [randomUUID()], reason: 'x'.repeat(501) }],
    ['a reason with an approval', { decision: 'APPROVE', ids: [randomUUID()], reason: 'fine' }],
    ['a field the contract does not list', { decision: 'APPROVE', ids: [randomUUID()], note: 1 }],
  ])('refuses %s with the 400 envelope, deciding nothing', async (_, payload) => {
    const company = await newCompanyWithAdmin(server)
    const member = await addMember(server, company.id)
    const [pending] = await insertPendingPurchases(server, company.id, [member.id], 1)
    const body = Array.isArray(payload.ids) && payload.ids.length > 0 ? { ...payload, ids: [pending, ...payload.ids.slice(1)] } : payload

    const res = await decide(company.admin.token, body)

    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({ status: false, code: 'VALIDATION_FAILED' })
    expect((await purchaseRows(server, [pending]))[0].status).toBe('PENDING')
  })

  it('is for a company’s admins only', async () => {
    const company = await newCompanyWithAdmin(server)
    const member = await addMember(server, company.id)
    const [pending] = await insertPendingPurchases(server, company.id, [member.id], 1)

    const asMember = await decide(member.token!, { decision: 'APPROVE', ids: [pending] })
    const anonymous = await server.inject({ method: 'POST', url: '/api/v1/admin/transaction/decide', payload: { decision: 'APPROVE', ids: [pending] } })

    expect(asMember.statusCode).toBe(403)
    expect(anonymous.statusCode).toBe(401)
    expect((await purchaseRows(server, [pending]))[0].status).toBe('PENDING')
  })
})

describe.skipIf(!onPostgres)('two bulk calls racing on PostgreSQL', () => {
  it('overlapping selections from two admins: each purchase decided exactly once, the outcomes add up', { timeout: 120_000 }, async () => {
    const company = await newCompanyWithAdmin(server, { price: '2.00', platformChargePercent: '1.00' })
    const colleague = await addAdmin(server, company.id, company.tokenSymbol)
    const members = await Promise.all(Array.from({ length: 5 }, () => addMember(server, company.id)))
    const ids = await insertPendingPurchases(
      server,
      company.id,
      members.map((m) => m.id),
      150,
      { quantity: 7, price: '2.00', feePercent: '1.00' },
    )
    // 0..99 and 50..149, the overlap sent in the other order, so the two calls meet in the middle.
    const first = ids.slice(0, 100)
    const second = [...ids.slice(100), ...ids.slice(50, 100).reverse()]

    const [a, b] = await Promise.all([decide(company.admin.token, { decision: 'APPROVE', ids: first }), decide(colleague.token, { decision: 'APPROVE', ids: second })])

    expect(a.statusCode, a.body).toBe(200)
    expect(b.statusCode, b.body).toBe(200)
    const outcomes = [...a.json().data.outcomes, ...b.json().data.outcomes] as Outcome[]
    const decidedIds = outcomes.filter((o) => o.outcome === 'DECIDED').map((o) => o.id)
    // Every purchase decided by exactly one of the calls; the overlap's other answer says already decided.
    expect(decidedIds.sort()).toEqual([...ids].sort())
    expect(outcomes.filter((o) => o.outcome === 'ALREADY_DECIDED')).toHaveLength(50)
    expect(a.json().data.decided + b.json().data.decided).toBe(150)
    expect(a.json().data.alreadyDecided + b.json().data.alreadyDecided).toBe(50)
    const rows = await purchaseRows(server, ids)
    expect(rows.every((r) => r.status === 'APPROVED')).toBe(true)
    // The decider recorded is the admin whose call answered DECIDED.
    const byA = new Set((a.json().data.outcomes as Outcome[]).filter((o) => o.outcome === 'DECIDED').map((o) => o.id))
    for (const row of rows) expect(row.decidedById).toBe(byA.has(row.id) ? company.admin.id : colleague.id)
    expect((await companyTotals(server, company.id)).tokensSold).toBe(`${150 * 7}.00`)
    for (const m of members) expect((await userRow(server, m.id)).stockBalance).toBe(`${30 * 7}.00`)
  })
})
