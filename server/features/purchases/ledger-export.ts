import { and, eq, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/index'
import { companies, purchases, users } from '../../db/schema'
import { newestFirstBatches } from '../../lib/csv'
import { likeTerm } from '../../lib/paging'
import { inCompany, ledgerColumns, newestFirst, ofStatus, type LedgerFilter } from './ledger-rows'
import { COMPLETE_UTR, ownMatchesOf } from './ledger-search'

/**
 * Every purchase the admin's list shows for the same status and search, newest first, in keyset
 * batches through the ledger's index (purchases_company_created_at_id_idx, or the status one): the
 * CSV export, at any size. Not capped: the cap is for a screen. A complete UTR is looked up exactly,
 * as the list does; another term matches the purchase's own fields or its member's (joined here).
 */
export function exportedLedger(db: Database, q: LedgerFilter) {
  const search = q.search?.trim()
  const term = sql`lower(${likeTerm(search ?? '')})`
  const matches = !search
    ? undefined
    : q.companyId && COMPLETE_UTR.test(search)
      ? eq(purchases.referenceNumber, search.toUpperCase())
      : or(...ownMatchesOf(q, search, term), sql`${users.searchText} like ${term}`)
  return newestFirstBatches((after, limit) =>
    db
      .select({ ...ledgerColumns, id: purchases.id, cursorAt: sql<string>`${purchases.createdAt}::text` })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .innerJoin(companies, eq(companies.id, purchases.companyId))
      .where(and(inCompany(q), ofStatus(q), matches, after ? sql`(${purchases.createdAt}, ${purchases.id}) < (${after.cursorAt}::timestamptz, ${after.id}::uuid)` : undefined))
      .orderBy(...newestFirst)
      .limit(limit),
  )
}
