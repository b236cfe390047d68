import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { randomInt } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { purchases, users } from '../../server/db/schema'
import { buildTestApp } from '../helpers/app'
import { adminGet, newCompanyWithAdmin, type TestCompany } from '../helpers/company-factories'

/**
 * A search's total is exact up to 1,000 matches; past that it is 1,000 with totalCapped, and its
 * pages end at the 1,000th match, newest first (openapi.yaml, the admin lists' pages). Without a
 * search the total stays exact. These tests hold every page to the matches as SQL would order them.
 */

let server: FastifyInstance
let company: TestCompany
const tag = `Q${randomInt(100_000, 1_000_000)}`
const base = Date.parse('2026-01-01T00:00:00Z')
/** Members named `${tag}name n`, newest last, with a purchase each for the first 1,005 of them. */
const CAPPED = 1005
let memberIds: string[] = []
let purchaseIds: string[] = []

beforeAll(async () => {
  server = await buildTestApp()
  company = await newCompanyWithAdmin(server, { privateSupply: '1000000.00' })
  const people = Array.from({ length: CAPPED + 20 }, (_, i) => ({
    companyId: company.id,
    role: 'USER' as const,
    // Every fifth of the last 100 is someone else, so a walk in index order has to skip some.
    name: i >= CAPPED - 80 && i % 5 === 0 ? `Other ${tag} ${i}` : `${tag}name ${i}`,
    email: `cap-${tag}-${i}@member.example`.toLowerCase(),
    mobile: `8${String(randomInt(100_000_000, 1_000_000_000))}`,
    passwordHash: 'not-used-here',
    referralCode: `${tag}R${i}`,
    createdAt: new Date(base + i * 1000),
  }))
  memberIds = (await server.db.insert(users).values(people).returning({ id: users.id })).map((r) => r.id)
  const bought = Array.from({ length: CAPPED + 20 }, (_, i) => ({
    companyId: company.id,
    userId: memberIds[i],
    purchaseRef: `PUR-${String(i).padStart(6, '0')}`,
    paymentMethod: 'BANK' as const,
    referenceNumber: String(100_000_000_000 + i * 7919),
    amount: '10.00',
    price: '1.00',
    totalQuantity: '10',
    feePercent: '0.00',
    feeAmount: '0.00',
    finalAmount: '10.00',
    requestHash: 'inserted-by-test',
    createdAt: new Date(base + i * 1000),
  }))
  purchaseIds = (await server.db.insert(purchases).values(bought).returning({ id: purchases.id })).map((r) => r.id)
}, 120_000)
afterAll(() => server?.close())

/** Indexes (into the inserted rows) of those whose member is named `${tag}name`, newest first. */
const matching = () =>
  Array.from({ length: CAPPED + 20 }, (_, i) => i)
    .filter((i) => !(i >= CAPPED - 80 && i % 5 === 0))
    .reverse()

async function page(path: string, query: Record<string, string | number>) {
  const res = await adminGet(server, company.admin.token, path, query)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as { records: { id: string }[]; total: number; totalCapped: boolean }
}

describe('a search past 1,000 matches', () => {
  it('on the users list: total 1,000, totalCapped, newest first to the 1,000th match, then nothing', async () => {
    const expected = matching().map((i) => memberIds[i])
    expect(expected.length).toBeGreaterThan(1000)
    const first = await page('auth/list', { page: 1, limit: 10, search: `${tag}NAME` })
    expect(first).toMatchObject({ total: 1000, totalCapped: true })
    expect(first.records.map((r) => r.id)).toEqual(expected.slice(0, 10))
    const last = await page('auth/list', { page: 100, limit: 10, search: `${tag}name` })
    expect(last.records.map((r) => r.id)).toEqual(expected.slice(990, 1000))
    const odd = await page('auth/list', { page: 34, limit: 30, search: `${tag}name` })
    expect(odd.records.map((r) => r.id)).toEqual(expected.slice(990, 1000))
    expect(await page('auth/list', { page: 101, limit: 10, search: `${tag}name` })).toMatchObject({ records: [], total: 1000, totalCapped: true })
  })

  it('on the purchase requests: the same, through the walk of the ledger newest first', async () => {
    const expected = matching().map((i) => purchaseIds[i])
    const first = await page('transaction/list', { page: 1, limit: 10, search: `${tag}name` })
    expect(first).toMatchObject({ total: 1000, totalCapped: true })
    expect(first.records.map((r) => r.id)).toEqual(expected.slice(0, 10))
    const middle = await page('transaction/list', { page: 50, limit: 10, search: `${tag}name`, status: 'PENDING' })
    expect(middle.records.map((r) => r.id)).toEqual(expected.slice(490, 500))
    const last = await page('transaction/list', { page: 100, limit: 10, search: `${tag}name` })
    expect(last.records.map((r) => r.id)).toEqual(expected.slice(990, 1000))
    expect(await page('transaction/list', { page: 101, limit: 10, search: `${tag}name` })).toMatchObject({ records: [], totalCapped: true })
  })

  it("on the purchase requests, by a method's name: every purchase here is a bank transfer, walked newest first", async () => {
    const newest = Array.from({ length: CAPPED + 20 }, (_, i) => purchaseIds[i]).reverse()
    const first = await page('transaction/list', { page: 1, limit: 10, search: 'Bank' })
    expect(first).toMatchObject({ total: 1000, totalCapped: true })
    expect(first.records.map((r) => r.id)).toEqual(newest.slice(0, 10))
    expect((await page('transaction/list', { page: 2, limit: 10, search: 'bank' })).records.map((r) => r.id)).toEqual(newest.slice(10, 20))
  })

  it('stays exact without a search, and up to the cap with one', async () => {
    const all = await page('auth/list', { page: 1, limit: 10 })
    expect(all.total).toBeGreaterThan(1000)
    expect(all.totalCapped).toBe(false)
    // `${tag}name 100`, 1001 to 1004 and 1006 to 1009 (1000 and 1005 are someone else's): nine, exactly.
    const few = await page('auth/list', { page: 1, limit: 10, search: `${tag}name 100` })
    expect(few).toMatchObject({ total: 9, totalCapped: false })
    const purchasesFew = await page('transaction/list', { page: 1, limit: 10, search: `${tag}name 100` })
    expect(purchasesFew).toMatchObject({ total: 9, totalCapped: false })
  })
})

describe('a search by UTR', () => {
  it('finds a complete UTR exactly, and a part of one as a substring', async () => {
    const i = 321
    const utr = String(100_000_000_000 + i * 7919)
    const exact = await page('transaction/list', { page: 1, limit: 10, search: utr })
    expect(exact).toMatchObject({ total: 1, totalCapped: false })
    expect(exact.records.map((r) => r.id)).toEqual([purchaseIds[i]])
    const part = await page('transaction/list', { page: 1, limit: 10, search: utr.slice(-7) })
    expect(part.records.map((r) => r.id)).toContain(purchaseIds[i])
    expect(await page('transaction/list', { page: 1, limit: 10, search: utr, status: 'APPROVED' })).toMatchObject({ records: [], total: 0 })
  })
})

describe('a search found past the cap', () => {
  it('is remembered for 30 seconds: its pages are read without counting again, then it is counted afresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const first = await page('auth/list', { page: 1, limit: 10, search: `${tag}name` })
      expect(first).toMatchObject({ total: 1000, totalCapped: true })
      // The 100 newest matches go (soft-deleted): 905 left, under the cap.
      const gone = matching()
        .slice(0, 100)
        .map((i) => memberIds[i])
      await server.db.update(users).set({ deletedAt: new Date() }).where(inArray(users.id, gone))
      const remembered = await page('auth/list', { page: 1, limit: 10, search: `${tag}name` })
      expect(remembered).toMatchObject({ total: 1000, totalCapped: true })
      expect(remembered.records.map((r) => r.id)).toEqual(
        matching()
          .slice(100, 110)
          .map((i) => memberIds[i]),
      )
      vi.setSystemTime(Date.now() + 31_000)
      const counted = await page('auth/list', { page: 1, limit: 10, search: `${tag}name` })
      expect(counted).toMatchObject({ total: matching().length - 100, totalCapped: false })
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('a member renamed', () => {
  it("is walked under the new name on the purchase requests: the purchases carry their member's text", async () => {
    // The newest "Other" member takes the searched name: their purchase joins the walk at its place.
    const renamed = CAPPED + 15
    expect(renamed % 5).toBe(0)
    await server.db
      .update(users)
      .set({ name: `${tag}name ${renamed}` })
      .where(eq(users.id, memberIds[renamed]))
    const expected = [...matching(), renamed].sort((a, b) => b - a).map((i) => purchaseIds[i])
    const first = await page('transaction/list', { page: 1, limit: 10, search: `${tag}name` })
    expect(first).toMatchObject({ total: 1000, totalCapped: true })
    expect(first.records.map((r) => r.id)).toEqual(expected.slice(0, 10))
    expect(first.records.map((r) => r.id)).toContain(purchaseIds[renamed])
  })
})
