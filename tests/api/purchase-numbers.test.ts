import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { randomInt } from 'node:crypto'
import { asc, desc, eq, sql } from 'drizzle-orm'
import { purchaseNumbers, purchaseOrdinals, purchases } from '../../server/db/schema'
import { auth, buildTestApp } from '../helpers/app'
import { addMember, adminGet, insertPendingPurchases, newCompanyWithAdmin, type TestCompany } from '../helpers/company-factories'

/**
 * A company's purchases are numbered 1, 2, 3 ... by an insert trigger (migration 0018), and its
 * ledger reads page N as a range of numbers while they follow the ledger's (created_at, id) order
 * and none is missing; otherwise by OFFSET. Whichever way, a page is the page the ledger's order
 * gives: these tests hold every page to that order after each way the numbers can stop serving.
 */

let server: FastifyInstance
const tag = randomInt(100_000, 1_000_000)
let ref = 0

beforeAll(async () => {
  server = await buildTestApp()
})
afterAll(() => server?.close())

async function companyWithMembers(members: number) {
  const company = await newCompanyWithAdmin(server, { privateSupply: '1000000.00' })
  const people = []
  for (let i = 0; i < members; i++) people.push(await addMember(server, company.id))
  return { company, people }
}

/** A purchase as a member submits it, through the API. */
async function submit(token: string | null) {
  const purchaseId = `PUR-${String(tag + ++ref).padStart(6, '0')}`
  const res = await server.inject({ method: 'POST', url: '/api/v1/user/package/purchase', headers: auth(token!), payload: { purchaseId, paymentMethod: 'MANUAL', amount: '100' } })
  expect(res.statusCode, res.body).toBe(200)
}

/** The company's purchases in the ledger's order (oldest first), each with its number. */
const numbered = (companyId: string) =>
  server.db.select({ id: purchases.id, ordinal: purchases.ordinal }).from(purchases).where(eq(purchases.companyId, companyId)).orderBy(asc(purchases.createdAt), asc(purchases.id))

/** The company's number rows, which the pages read, are its purchases' numbers: one each, and no other. */
async function expectNumberRows(companyId: string) {
  const rows = await server.db
    .select({ id: purchaseNumbers.purchaseId, ordinal: purchaseNumbers.ordinal })
    .from(purchaseNumbers)
    .where(eq(purchaseNumbers.companyId, companyId))
    .orderBy(asc(purchaseNumbers.ordinal))
  const expected = [...(await numbered(companyId))].sort((a, b) => a.ordinal - b.ordinal)
  expect(rows).toEqual(expected)
}

const numbersOf = async (companyId: string) => (await server.db.select().from(purchaseOrdinals).where(eq(purchaseOrdinals.companyId, companyId)))[0]

/** Every page of the company's ledger (five a page, one past the end) against the ledger's order, newest first. */
async function expectPagesInLedgerOrder(company: TestCompany) {
  await expectNumberRows(company.id)
  const expected = (
    await server.db.select({ id: purchases.id }).from(purchases).where(eq(purchases.companyId, company.id)).orderBy(desc(purchases.createdAt), desc(purchases.id))
  ).map((row) => row.id)
  const pages = Math.ceil(expected.length / 5)
  for (let page = 1; page <= pages + 1; page++) {
    const res = await adminGet(server, company.admin.token, 'transaction/list', { page, limit: 5 })
    expect(res.statusCode, res.body).toBe(200)
    const { data } = res.json() as { data: { records: { id: string }[]; total: number } }
    expect({ page, ids: data.records.map((t) => t.id), total: data.total }).toEqual({ page, ids: expected.slice((page - 1) * 5, page * 5), total: expected.length })
  }
}

describe('purchase numbers', () => {
  it('numbers a company’s purchases 1, 2, 3 … in the ledger’s order, submissions that race and rows of one statement included', async () => {
    const { company, people } = await companyWithMembers(6)
    await Promise.all([...people, ...people].map((member) => submit(member.token)))
    // Five rows of one INSERT share the transaction's time: each is moved a microsecond after the one before.
    await insertPendingPurchases(
      server,
      company.id,
      people.map((member) => member.id),
      5,
    )
    await Promise.all(people.map((member) => submit(member.token)))

    const rows = await numbered(company.id)
    expect(rows.map((row) => row.ordinal)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1))
    expect(await numbersOf(company.id)).toMatchObject({ last: 23, inOrder: true, newestId: rows.at(-1)!.id })
    // Another company counts from 1 on its own.
    const other = await companyWithMembers(1)
    await submit(other.people[0].token)
    expect((await numbered(other.company.id)).map((row) => row.ordinal)).toEqual([1])
    await expectPagesInLedgerOrder(company)
  })

  it('gives the number of a purchase that was rolled back to the next one', async () => {
    const { company, people } = await companyWithMembers(1)
    await insertPendingPurchases(server, company.id, [people[0].id], 2)
    await server.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into ${purchases} (company_id, user_id, purchase_ref, payment_method, amount, price, total_quantity, fee_percent, fee_amount, final_amount, request_hash)
          values (${company.id}, ${people[0].id}, 'PUR-999999', 'MANUAL', 1, 1, 1, 0, 0, 1, 'rolled back')`)
        tx.rollback()
      })
      .catch(() => {})
    await submit(people[0].token)
    expect((await numbered(company.id)).map((row) => row.ordinal)).toEqual([1, 2, 3])
    await expectNumberRows(company.id)
    expect(await numbersOf(company.id)).toMatchObject({ last: 3, inOrder: true })
  })

  it('keeps every page in the ledger’s order when a purchase written with an older time of its own stops the numbers serving', async () => {
    const { company, people } = await companyWithMembers(3)
    await insertPendingPurchases(
      server,
      company.id,
      people.map((member) => member.id),
      12,
    )
    const [first] = await numbered(company.id)
    // An import of an older purchase: its time is kept, so it sorts last while its number is the highest.
    const [row] = await server.db.select().from(purchases).where(eq(purchases.id, first.id))
    const { id: _, ordinal: __, ...copy } = row
    await server.db.insert(purchases).values({ ...copy, purchaseRef: 'PUR-000001', createdAt: new Date(row.createdAt.getTime() - 60_000) })
    expect(await numbersOf(company.id)).toMatchObject({ last: 13, inOrder: false })
    await expectPagesInLedgerOrder(company)
  })

  it('keeps every page in the ledger’s order after a purchase is deleted (its number is missing)', async () => {
    const { company, people } = await companyWithMembers(3)
    await insertPendingPurchases(
      server,
      company.id,
      people.map((member) => member.id),
      12,
    )
    const rows = await numbered(company.id)
    await server.db.delete(purchases).where(eq(purchases.id, rows[10].id))
    expect(await numbersOf(company.id)).toMatchObject({ last: 12, inOrder: true })
    await expectPagesInLedgerOrder(company)
  })

  it('stops the numbers serving when a purchase is re-dated or moved to another company', async () => {
    const { company, people } = await companyWithMembers(1)
    const other = await companyWithMembers(1)
    await insertPendingPurchases(server, company.id, [people[0].id], 12)
    await insertPendingPurchases(server, other.company.id, [other.people[0].id], 12)
    const rows = await numbered(company.id)
    // Setting a column to what it holds changes nothing.
    await server.db
      .update(purchases)
      .set({ createdAt: sql`${purchases.createdAt}` })
      .where(eq(purchases.id, rows[0].id))
    expect(await numbersOf(company.id)).toMatchObject({ inOrder: true })
    await server.db
      .update(purchases)
      .set({ createdAt: sql`${purchases.createdAt} + interval '1 day'` })
      .where(eq(purchases.id, rows[0].id))
    expect(await numbersOf(company.id)).toMatchObject({ inOrder: false })
    await expectPagesInLedgerOrder(company)

    const [moved] = await numbered(other.company.id)
    await server.db.update(purchases).set({ companyId: company.id }).where(eq(purchases.id, moved.id))
    // The move takes the next number of the company it joins, and neither company's numbers serve.
    expect(await numbersOf(other.company.id)).toMatchObject({ inOrder: false })
    expect(await numbersOf(company.id)).toMatchObject({ last: 13, inOrder: false })
    await expectPagesInLedgerOrder(company)
    await expectPagesInLedgerOrder(other.company)
  })
})
