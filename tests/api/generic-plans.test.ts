import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { randomInt } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '../../server/db/index'
import { listLedger } from '../../server/features/purchases/ledger-list'
import { listUsers } from '../../server/features/members/repository'
import { findCompanySale, historyPage } from '../../server/features/purchases/repository'
import { findLiveUserById } from '../../server/features/accounts/repository'
import { checkSession, createSession, verifyClaims } from '../../server/lib/sessions'
import { myStockPage } from '../../server/features/referrals/repository'
import { rememberCapped } from '../../server/lib/paging'
import { buildTestApp } from '../helpers/app'
import { onPostgres } from '../helpers/db'
import { addMember, insertPendingPurchases, newCompanyWithAdmin, type TestCompany } from '../helpers/company-factories'

/**
 * The pages admins and members turn are prepared statements that PostgreSQL plans once: after its
 * five trial plans it keeps the generic plan, whatever the page, the page size or the term
 * (server/db/prepared.ts; docs/PERFORMANCE.md, speed devices). Planned again on every request, these
 * joins cost more to plan than to run. So are the lookups every request makes (its session, the
 * member, the sale), batched per turn: planned every time, the session check cost more to plan than
 * to run. PostgreSQL only: PGlite has one connection and no named
 * statements of drizzle's to count, and the plan cache is PostgreSQL's behaviour being pinned here.
 */

let server: FastifyInstance
let company: TestCompany
// A company whose purchase numbers do not serve pages (one was re-dated): its ledger pages by OFFSET.
let unnumbered: TestCompany
const memberIds: string[] = []
const tag = `G${randomInt(100_000, 1_000_000)}`
const MEMBERS = 30

beforeAll(async () => {
  server = await buildTestApp()
  company = await newCompanyWithAdmin(server, { privateSupply: '1000000.00' })
  for (let i = 0; i < MEMBERS; i++) memberIds.push((await addMember(server, company.id, { name: `${tag}name ${i}` })).id)
  // One purchase each.
  await insertPendingPurchases(server, company.id, memberIds, MEMBERS, { quantity: 10, method: 'UPI' })
  unnumbered = await newCompanyWithAdmin(server)
  const [redated] = await insertPendingPurchases(server, unnumbered.id, [(await addMember(server, unnumbered.id)).id], MEMBERS)
  await server.db.execute(sql`update purchases set created_at = created_at - interval '1 minute' where id = ${redated}`)
}, 120_000)
afterAll(() => server?.close())

describe.skipIf(!onPostgres)('the list pages keep one plan', () => {
  it('plans each page statement five times, then runs its generic plan for every page, page size and term', async () => {
    // The session checks of eight members, as their requests' security handler makes them.
    const claims = await Promise.all(
      memberIds
        .slice(1, 9)
        .map(async (userId) => verifyClaims(server.jwtSecret, await createSession(server.db, server.jwtSecret, { role: 'USER', userId, companyId: company.id }))),
    )
    // A transaction holds one connection, whose prepared statements pg_prepared_statements lists.
    const plans = await server.db.transaction(async (tx) => {
      const db = tx as unknown as Database
      // Eight executions each: pages 1 to 8, of 3 or 4 rows (each page a different LIMIT and OFFSET).
      for (let page = 1; page <= 8; page++) {
        const limit = 3 + (page % 2)
        await listLedger(db, { companyId: company.id, page, limit })
        await listLedger(db, { companyId: unnumbered.id, page, limit })
        // One status, and the super admin's platform-wide view.
        await listLedger(db, { companyId: company.id, status: 'PENDING', page, limit })
        await listLedger(db, { page, limit })
        await listUsers(db, { companyId: company.id, page, limit })
        // The lookups every request of a member makes, batched per turn: the session, the profile, the sale.
        await checkSession(db, claims[page - 1])
        await findLiveUserById(db, memberIds[page])
        await findCompanySale(db, page % 2 ? company.id : unnumbered.id)
        await myStockPage(db, memberIds[page], limit, (page - 1) * limit)
        // A member's payment history, as it is, by one status, and searched (each member a different one).
        await historyPage(db, memberIds[page], { page, limit })
        await historyPage(db, memberIds[page], { status: 'PENDING', page, limit })
        await historyPage(db, memberIds[page], { search: page % 2 ? 'PUR' : 'UPI', page, limit })
        // A search under the cap is gathered for its term, then its rows are read by ids.
        await listLedger(db, { companyId: company.id, page: 1 + (page % 3), limit, search: `${tag}name` })
        // A search known to be past the cap is walked, its term among the values the plan does not see.
        const term = `${tag}name ${page % 3}`
        rememberCapped(`ledger ${company.id}  ${term.toLowerCase()}`)
        await listLedger(db, { companyId: company.id, page: 1, limit, search: term })
      }
      const { rows } = await db.execute<{ name: string; generic_plans: number; custom_plans: number }>(
        sql`select name, generic_plans::int, custom_plans::int from pg_prepared_statements`,
      )
      return new Map(rows.map((row) => [row.name, { generic: row.generic_plans, custom: row.custom_plans }]))
    })
    // Eight executions or more each (a walk that finds fewer than a page reads its rows by ids too).
    const statements = ['ledger_page_company_numbered', 'ledger_page_company', 'ledger_page_company_status', 'ledger_page_platform', 'ledger_rows_of_ids', 'ledger_walk_company']
    const lookups = ['live_sessions', 'live_users_by_id', 'company_sales']
    for (const name of [...statements, ...lookups, 'users_page', 'my_stock_page', 'member_history_page', 'member_history_page_status', 'member_history_page_search']) {
      const { custom, generic } = plans.get(name) ?? { custom: 0, generic: 0 }
      expect({ name, custom, generic: Math.min(generic, 3) }).toEqual({ name, custom: 5, generic: 3 })
    }
  })
})
