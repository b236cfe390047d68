import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/index'
import { pagePlaceholder, preparedPerDatabase } from '../../db/prepared'
import { purchaseNumbers, purchaseOrdinals, purchases } from '../../db/schema'
import { pageOffset } from '../../lib/paging'
import { countPurchases, purchaseTotalColumn } from './counts'
import { inCompanyPlaceholder, ledgerPage, ledgerRowOf, newestFirst, scopeOf, scopePlaceholders, type LedgerQuery, type LedgerRow } from './ledger-rows'
import { searchedLedger } from './ledger-search'

/** The ledger's pages as an admin's list turns them; a search's pages are ledger-search.ts. */

// Without a search, a page is one of four statements (one company or the platform, one status or
// all), each prepared once: they are what an admin's list reads on every visit. The total rides
// along from the live counters (one round trip, not two); only a page past the end has no row to
// carry it, and then the counters are asked on their own.
const preparedPage = (name: string, byCompany: boolean, byStatus: boolean) =>
  preparedPerDatabase((db) => {
    const ids = db
      .select({ id: purchases.id })
      .from(purchases)
      .where(scopePlaceholders(byCompany, byStatus))
      .orderBy(...newestFirst)
      .limit(pagePlaceholder('limit'))
      .offset(pagePlaceholder('offset'))
    return ledgerPage(db, sql`${ids}`, inCompanyPlaceholder(byCompany), purchaseTotalColumn({ byCompany, byStatus })).prepare(name)
  })
const preparedPages = {
  company: preparedPage('ledger_page_company', true, false),
  companyStatus: preparedPage('ledger_page_company_status', true, true),
  platform: preparedPage('ledger_page_platform', false, false),
  platformStatus: preparedPage('ledger_page_platform_status', false, true),
}

/**
 * A company's page of every status by purchase number (schema: purchaseOrdinals, purchaseNumbers):
 * the numbers from `last - offset` down, `limit` index entries, where the OFFSET of preparedPages walks past every
 * newer purchase (9,990 of them for page 1,000). Only while the numbers follow the ledger's order and
 * none is missing (`last` equals the live count, in the same snapshot); otherwise, and past the last
 * page, it finds no row and the page is read by OFFSET.
 */
const numberedCompanyPage = preparedPerDatabase((db) => {
  const total = purchaseTotalColumn({ byCompany: true, byStatus: false })
  const [offset, limit] = [sql`${sql.placeholder('offset')}::int`, sql`${sql.placeholder('limit')}::int`]
  const ids = db
    .select({ id: purchaseNumbers.purchaseId })
    .from(purchaseOrdinals)
    .innerJoin(
      purchaseNumbers,
      and(
        eq(purchaseNumbers.companyId, purchaseOrdinals.companyId),
        sql`${purchaseNumbers.ordinal} <= ${purchaseOrdinals.last} - ${offset}`,
        sql`${purchaseNumbers.ordinal} > ${purchaseOrdinals.last} - ${offset} - ${limit}`,
      ),
    )
    .where(and(eq(purchaseOrdinals.companyId, sql.placeholder('companyId')), eq(purchaseOrdinals.inOrder, true), sql`${purchaseOrdinals.last} = ${total}`))
  return ledgerPage(db, sql`${ids}`, inCompanyPlaceholder(true), total).prepare('ledger_page_company_numbered')
})

/** A page without a search: by number when the company's numbers serve (numberedCompanyPage), else by OFFSET. */
async function unsearchedPage(db: Database, q: LedgerQuery, offset: number) {
  const values = { companyId: q.companyId, status: q.status, limit: q.limit, offset }
  const scope = scopeOf(q)
  const numbered = scope === 'company' ? await numberedCompanyPage(db).execute(values) : []
  return numbered.length > 0 ? numbered : preparedPages[scope](db).execute(values)
}

export async function listLedger(db: Database, q: LedgerQuery): Promise<{ rows: LedgerRow[]; total: number; totalCapped: boolean }> {
  const offset = pageOffset(q.page, q.limit)
  if (!q.search?.trim()) {
    const page = await unsearchedPage(db, q, offset)
    const total = page[0]?.total ?? (await countPurchases(db, q))
    return { rows: page.map(ledgerRowOf), total, totalCapped: false }
  }
  return searchedLedger(db, q, q.search, offset)
}
