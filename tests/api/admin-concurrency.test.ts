import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { beneficiaries, holdings, users } from '../../server/db/schema'
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
 * Races on real PostgreSQL: the app's pg Pool serves many requests at once, so Promise.all over
 * server.inject really runs the guarded UPDATEs side by side. PGlite has one connection and would
 * prove nothing here.
 */

const ALREADY_APPROVED = 'This purchase has already been approved.'
const SUPPLY_SHORT = 'Not enough tokens remain in the private supply to approve this purchase.'
const RACE_TIMEOUT = 180_000

let server: FastifyInstance

const statusCounts = (codes: number[]) => codes.reduce<Record<number, number>>((acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }), {})

describe.skipIf(!onPostgres)('concurrent decisions on PostgreSQL', () => {
  beforeAll(async () => {
    server = await buildTestApp()
  })
  afterAll(() => server?.close())

  it(
    '50 approvals of one purchase at once, from two admins: one 200, 49 × 409, supply taken and balance raised once',
    async () => {
      const company = await newCompanyWithAdmin(server, { price: '5.00', platformChargePercent: '1.00' })
      const colleague = await addAdmin(server, company.id, company.tokenSymbol)
      const member = await addMember(server, company.id)
      const [id] = await insertPendingPurchases(server, company.id, [member.id], 1, { quantity: 200, price: '5.00', feePercent: '1.00' })

      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => approve(server, i % 2 ? colleague.token : company.admin.token, id)))

      expect(statusCounts(answers.map((r) => r.statusCode))).toEqual({ 200: 1, 409: 49 })
      for (const refused of answers.filter((r) => r.statusCode === 409)) {
        expect(refused.json()).toEqual({ status: false, code: 'PURCHASE_ALREADY_DECIDED', params: { status: 'approved' }, message: ALREADY_APPROVED })
      }
      const winner = answers.find((r) => r.statusCode === 200)!.json().data
      const [row] = await purchaseRows(server, [id])
      expect(row).toMatchObject({ status: 'APPROVED', decidedById: winner.decidedBy.id })
      expect([company.admin.id, colleague.id]).toContain(row.decidedById)
      expect(await companyTotals(server, company.id)).toEqual({
        remainingPrivateSupply: '299800.00',
        tokensSold: '200.00',
        collectedBank: '0.00',
        collectedUpi: '0.00',
        collectedManual: '1010.00',
        collectedCrypto: '0.00',
      })
      expect((await userRow(server, member.id)).stockBalance).toBe('200.00')
    },
    RACE_TIMEOUT,
  )

  it(
    '200 purchases approved at once against supply for 150: exactly 150 approved, 50 × 409, nothing oversold',
    async () => {
      // 7 tokens at 2.00 with a 1% fee: 14.00 + 0.14 = 14.14 each. Supply for exactly 150 is 1050.
      const company = await newCompanyWithAdmin(server, { price: '2.00', platformChargePercent: '1.00' })
      const members = await Promise.all(Array.from({ length: 20 }, () => addMember(server, company.id)))
      const memberIds = members.map((m) => m.id)
      // Ten purchases per member, so approvals also race on the same member's balance.
      const ids = await insertPendingPurchases(server, company.id, memberIds, 200, { quantity: 7, price: '2.00', feePercent: '1.00' })
      await setRemainingSupply(server, company.id, '1050.00')

      const answers = await Promise.all(ids.map((id) => approve(server, company.admin.token, id)))

      expect(statusCounts(answers.map((r) => r.statusCode))).toEqual({ 200: 150, 409: 50 })
      for (const refused of answers.filter((r) => r.statusCode === 409)) {
        expect(refused.json()).toEqual({ status: false, code: 'SUPPLY_EXHAUSTED', message: SUPPLY_SHORT })
      }
      const approvedIds = ids.filter((_, i) => answers[i].statusCode === 200)
      const rows = await purchaseRows(server, ids)
      const approvedRows = rows.filter((r) => r.status === 'APPROVED')
      expect(approvedRows.map((r) => r.id).sort()).toEqual([...approvedIds].sort())
      expect(approvedRows.every((r) => r.decidedById === company.admin.id && r.decidedAt !== null)).toBe(true)
      const left = rows.filter((r) => r.status !== 'APPROVED')
      expect(left).toHaveLength(50)
      expect(left.every((r) => r.status === 'PENDING' && r.decidedById === null && r.decidedAt === null)).toBe(true)

      expect(await companyTotals(server, company.id)).toEqual({
        remainingPrivateSupply: '0.00',
        tokensSold: '1050.00',
        collectedBank: '0.00',
        collectedUpi: '0.00',
        collectedManual: '2121.00',
        collectedCrypto: '0.00',
      })
      const [{ balances }] = await server.db
        .select({ balances: sql<string>`sum(${holdings.stockBalance})::text` })
        .from(holdings)
        .where(inArray(holdings.userId, memberIds))
      expect(balances).toBe('1050.00')
      // Each member holds exactly what their approved purchases bought.
      for (const member of members) {
        const bought = approvedRows.filter((r) => r.userId === member.id).length * 7
        expect((await userRow(server, member.id)).stockBalance).toBe(`${bought}.00`)
      }
    },
    RACE_TIMEOUT,
  )

  it(
    'approve and reject of one purchase at the same moment: exactly one wins, and the books agree with it',
    async () => {
      const company = await newCompanyWithAdmin(server, { price: '5.00', platformChargePercent: '0.00' })
      const other = await addAdmin(server, company.id, company.tokenSymbol)
      const member = await addMember(server, company.id)
      const ids = await insertPendingPurchases(server, company.id, [member.id], 30, { quantity: 10, price: '5.00' })

      const pairs = await Promise.all(
        ids.map((id, i) =>
          Promise.all(
            i % 2 ? [approve(server, company.admin.token, id), reject(server, other.token, id)] : [reject(server, other.token, id), approve(server, company.admin.token, id)],
          ),
        ),
      )

      const rows = new Map((await purchaseRows(server, ids)).map((r) => [r.id, r]))
      let approvedCount = 0
      for (const [i, pair] of pairs.entries()) {
        const [approval, rejection] = i % 2 ? pair : [pair[1], pair[0]]
        expect([approval.statusCode, rejection.statusCode].sort()).toEqual([200, 409])
        const row = rows.get(ids[i])!
        if (approval.statusCode === 200) {
          approvedCount++
          expect(row).toMatchObject({ status: 'APPROVED', decidedById: company.admin.id })
          expect(rejection.json().message).toBe(ALREADY_APPROVED)
        } else {
          expect(row).toMatchObject({ status: 'REJECTED', decidedById: other.id })
          expect(approval.json().message).toBe('This purchase has already been rejected.')
        }
      }
      const taken = approvedCount * 10
      expect(await companyTotals(server, company.id)).toMatchObject({
        remainingPrivateSupply: `${300000 - taken}.00`,
        tokensSold: `${taken}.00`,
        collectedManual: `${approvedCount * 50}.00`,
      })
      expect((await userRow(server, member.id)).stockBalance).toBe(`${taken}.00`)
    },
    RACE_TIMEOUT,
  )

  it(
    'two first saves of a beneficiary at once leave one primary account',
    async () => {
      const company = await newCompanyWithAdmin(server, {}, { beneficiary: false })
      const colleague = await addAdmin(server, company.id, company.tokenSymbol)
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          server.inject({
            method: 'PUT',
            url: '/api/v1/admin/beneficiary/update',
            headers: auth(i % 2 ? colleague.token : company.admin.token),
            payload: {
              holderName: `Holder ${i}`,
              bankName: 'HDFC Bank',
              branch: 'Fort, Mumbai',
              accountNumber: `5010023456${String(i).padStart(4, '0')}`,
              ifscCode: 'HDFC0000060',
              upi: `holder${i}@hdfcbank`,
            },
          }),
        ),
      )
      expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200))
      const rows = await server.db.select().from(beneficiaries).where(eq(beneficiaries.companyId, company.id))
      expect(rows).toHaveLength(1)
      expect(rows[0].isPrimary).toBe(true)
      expect(answers.map((r) => r.json().data.id)).toEqual(Array(20).fill(rows[0].id))
    },
    RACE_TIMEOUT,
  )

  it(
    'one email made an ADMIN by several companies at once: one succeeds, the rest 409',
    async () => {
      const companies = await Promise.all(Array.from({ length: 6 }, () => newCompanyWithAdmin(server)))
      const email = `contested-${Date.now()}@admin.example`
      const answers = await Promise.all(
        companies.map((company, i) =>
          server.inject({
            method: 'POST',
            url: '/api/v1/admin/auth/add',
            headers: auth(company.admin.token),
            payload: { role: 'ADMIN', name: `Contested ${i}`, mobile: `96000000${String(i).padStart(2, '0')}`, email, password: 'Contested@2026' },
          }),
        ),
      )
      expect(statusCounts(answers.map((r) => r.statusCode))).toEqual({ 200: 1, 409: 5 })
      for (const refused of answers.filter((r) => r.statusCode === 409)) {
        expect(refused.json()).toEqual({ status: false, code: 'ADMIN_EMAIL_TAKEN', message: 'This email already belongs to a company admin.' })
      }
      const admins = await server.db
        .select()
        .from(users)
        .where(and(eq(users.email, email), eq(users.role, 'ADMIN')))
      expect(admins).toHaveLength(1)
    },
    RACE_TIMEOUT,
  )
})
