import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { eq, inArray } from 'drizzle-orm'
import { purchases } from '../../server/db/schema'
import { approvePurchase, rejectPurchase } from '../../server/features/purchases/decisions'
import { listLedger } from '../../server/features/purchases/ledger-list'
import type { DecidedRow } from '../../server/features/purchases/ledger-rows'
import { historyPage } from '../../server/features/purchases/repository'
import { buildTestApp } from '../helpers/app'
import { addMember, insertPendingPurchases, newCompanyWithAdmin, type TestCompany } from '../helpers/company-factories'

/**
 * A ledger page's rows and a member's history records travel as one array of text per row and are
 * read back by name (server/db/text-row.ts). Here they are checked, field by field, against what
 * drizzle reads of the same purchases by name: every field holds a distinct value, so one read
 * from another's position fails.
 */

let server: FastifyInstance
let company: TestCompany
let memberId: string
let approved: DecidedRow
let rejected: DecidedRow
let ids: string[]

beforeAll(async () => {
  server = await buildTestApp()
  company = await newCompanyWithAdmin(server, { price: '2.50', platformChargePercent: '1.50' })
  const referrer = await addMember(server, company.id, { name: 'Referring Member' })
  memberId = (await addMember(server, company.id, { name: 'Referred Member', referredById: referrer.id })).id
  ids = await insertPendingPurchases(server, company.id, [memberId], 2, { quantity: 7, price: '2.50', feePercent: '1.50', method: 'BANK' })
  for (const [i, id] of ids.entries()) {
    await server.db
      .update(purchases)
      .set({ referenceNumber: `UTR00000000${i}`, bankName: `Bank ${i}`, createdAt: new Date(Date.UTC(2026, 10, 20 + i, 10, 11, 12, 345)) })
      .where(eq(purchases.id, id))
  }
  approved = await approvePurchase(server.db, company.id, ids[0], company.admin.id, server.config.appUrl)
  rejected = await rejectPurchase(server.db, company.id, ids[1], company.admin.id, 'Payment not received', server.config.appUrl)
}, 120_000)
afterAll(() => server?.close())

const listedKeys = [
  'id',
  'purchaseRef',
  'paymentMethod',
  'amount',
  'price',
  'totalQuantity',
  'feeAmount',
  'finalAmount',
  'status',
  'referenceNumber',
  'bankName',
  'receiptId',
  'decidedById',
  'decidedAt',
  'rejectionReason',
  'createdAt',
] as const

const pick = <T extends object, K extends keyof T>(from: T, keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, from[key]]))

describe('a ledger row read back by name', () => {
  it('equals the decision answer drizzle mapped, field by field', async () => {
    for (const search of [undefined, 'Referred Member']) {
      const { rows } = await listLedger(server.db, { companyId: company.id, page: 1, limit: 10, search })
      expect(rows).toHaveLength(2)
      for (const decided of [approved, rejected]) {
        const { rewards: _rewards, ...listed } = rows.find((row) => row.purchase.id === decided.purchase.id)!
        expect(listed).toEqual({ ...decided, purchase: pick(decided.purchase, Object.keys(listed.purchase) as (keyof DecidedRow['purchase'])[]) })
      }
    }
  })

  it('shows each purchase column the list shows under its own name', async () => {
    const stored = await server.db.select().from(purchases).where(inArray(purchases.id, ids))
    const { rows } = await listLedger(server.db, { companyId: company.id, page: 1, limit: 10 })
    for (const row of stored) {
      const listed = rows.find((r) => r.purchase.id === row.id)!
      expect(Object.keys(listed.purchase).sort()).toEqual([...listedKeys].sort())
      expect(listed.purchase).toEqual(pick(row, listedKeys))
      expect(listed.purchase.createdAt).toBeInstanceOf(Date)
    }
    expect(rows.find((r) => r.purchase.id === ids[1])!.purchase).toMatchObject({ status: 'REJECTED', rejectionReason: 'Payment not received' })
  })
})

describe('a history record read back by name', () => {
  it('equals the purchase drizzle reads, field by field', async () => {
    const stored = await server.db.select().from(purchases).where(inArray(purchases.id, ids))
    const { records } = await historyPage(server.db, memberId, { page: 1, limit: 10 })
    expect(records).toHaveLength(2)
    for (const record of records) {
      const row = stored.find((r) => r.id === record.id)!
      expect(record).toEqual(pick(row, Object.keys(record) as (keyof typeof row)[]))
      expect(Object.keys(record)).toHaveLength(14)
    }
  })
})
