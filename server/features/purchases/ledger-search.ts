import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Database, Executor } from '../../db/index'
import { idsPlaceholder, pagePlaceholder, preparedPerDatabase } from '../../db/prepared'
import { companies, paymentMethod, purchases, purchaseSearchText, users } from '../../db/schema'
import { knownCapped, likeTerm, rememberCapped, SEARCH_TOTAL_CAP } from '../../lib/paging'
import { inCompany, inCompanyPlaceholder, ledgerPage, ledgerRowOf, ofStatus, scopeOf, scopePlaceholders, type LedgerFilter, type LedgerQuery, type LedgerRow } from './ledger-rows'

/** A searched page of the ledger: the matches gathered up to the cap, and past it a walk of the newest purchases. */

/** The rows for ids found by a statement of their own (a search's), `companyId` null on the platform view. */
const rowsOfIds = preparedPerDatabase((db) =>
  ledgerPage(db, idsPlaceholder('ids'), sql`(${sql.placeholder('companyId')}::uuid is null or ${purchases.companyId} = ${sql.placeholder('companyId')}::uuid)`).prepare(
    'ledger_rows_of_ids',
  ),
)

async function rowsOf(db: Database, q: LedgerFilter, ids: string[]): Promise<LedgerRow[]> {
  return ids.length === 0 ? [] : (await rowsOfIds(db).execute({ ids, companyId: q.companyId ?? null })).map(ledgerRowOf)
}

/** A page of the ledger for a search (not blank), and the matches' total, or SEARCH_TOTAL_CAP and capped past it. */
export async function searchedLedger(db: Database, q: LedgerQuery, search: string, offset: number): Promise<{ rows: LedgerRow[]; total: number; totalCapped: boolean }> {
  const cappedKey = `ledger ${q.companyId ?? '*'} ${q.status ?? ''} ${search.trim().toLowerCase()}`
  if (!knownCapped(cappedKey)) {
    // The first SEARCH_TOTAL_CAP + 1 matches are gathered, in no order, each way through its own index
    // and lazily, so the work stops there. Up to the cap they are all of them: the page takes its ids
    // from them and the total is their count, in one statement, planned for its term (a search's
    // plan depends on it); the rows are then read by a prepared one.
    const matches = db.$with('m', {}).as(sql`${searchMatches(q, search)} limit ${SEARCH_TOTAL_CAP + 1}`)
    const page = await pageOfMatches(db.with(matches), q.limit, offset, sql<number>`(select count(*)::int from "m")`)
    const found =
      page[0]?.total ??
      (
        await db
          .with(matches)
          .select({ total: sql<number>`count(*)::int` })
          .from(sql`"m"`)
      )[0].total
    if (found <= SEARCH_TOTAL_CAP)
      return {
        rows: await rowsOf(
          db,
          q,
          page.map((row) => row.id),
        ),
        total: found,
        totalCapped: false,
      }
    rememberCapped(cappedKey)
  }
  // Past the cap, the page is read by walking the ledger newest first (walkedPage).
  const rows = offset >= SEARCH_TOTAL_CAP ? [] : await walkedPage(db, q, search, Math.min(q.limit, SEARCH_TOTAL_CAP - offset), offset)
  return { rows, total: SEARCH_TOTAL_CAP, totalCapped: true }
}

/** The ids of one page of the matches gathered in the CTE "m", newest first, each with `total`. */
function pageOfMatches(db: Pick<Executor, 'select'>, limit: number, offset: number, total: SQL<number | null> = sql`null`) {
  return db
    .select({ id: sql<string>`"id"`, total })
    .from(sql`"m"`)
    .orderBy(sql`"created_at" desc, "id" desc`)
    .limit(limit)
    .offset(offset)
}

/** A whole UTR (12 digits) or transaction number (16 to 22 letters and digits), as a purchase takes it. */
export const COMPLETE_UTR = /^([0-9]{12}|[A-Za-z0-9]{16,22})$/

/** How many of the newest purchases a capped search's page walks before it gathers instead. */
const WALK_WINDOW = 20_000

/**
 * A page of a search that matched more than the cap: many matches, so the newest purchases, checked
 * one by one in the ledger's index order, reach the page soon ("Priya", one purchase in twenty:
 * about 200 rows for page 1). The walk reads at most WALK_WINDOW of them; a term that matches more
 * than the cap yet so thinly that the window does not hold the page is gathered whole and sorted
 * instead, which costs what every search cost before the cap, and only there.
 */
async function walkedPage(db: Database, q: LedgerQuery, search: string, limit: number, offset: number): Promise<LedgerRow[]> {
  const statement = preparedWalks[scopeOf(q)](db)
  const page = await statement.execute({ companyId: q.companyId, status: q.status, term: likeTerm(search), methods: methodsNamedBy(search), limit, offset })
  // Fewer than asked means the window ran out first: the cap guarantees the matches did not.
  if (page.length === limit) return page.map(ledgerRowOf)
  const all = db.$with('m', {}).as(searchMatches(q, search))
  return rowsOf(
    db,
    q,
    (await pageOfMatches(db.with(all), limit, offset)).map((row) => row.id),
  )
}

/**
 * The walk of a capped search and its page in one statement, prepared once per scope (one company or
 * the platform, one status or all) like the lists' own pages: a capped search's pages are what an
 * admin turns, and each would otherwise pay PostgreSQL's parse and plan again.
 * The window is the newest WALK_WINDOW purchases, read lazily from the ledger's index under their
 * own LIMIT and named as the table, so the conditions read them as purchases; the walk checks each
 * as it comes and stops at the page (the window's order is kept: no sort), or at the window's end.
 * The conditions are ownMatches', the methods a placeholder, and the member's text as the purchase carries it.
 */
const preparedWalk = (name: string, byCompany: boolean, byStatus: boolean) =>
  preparedPerDatabase((db) => {
    // The term and the methods as sub-selects, like the page's LIMIT and OFFSET (pagePlaceholder): the
    // planner, seeing none of them, estimates every search alike and keeps its generic plan.
    const term = sql`(select lower(${sql.placeholder('term')}))`
    const byMethod = sql`${purchases.paymentMethod} = any(array(select unnest(${sql.placeholder('methods')}::payment_method[])))`
    const window = sql`(select ${purchases.id}, ${purchases.createdAt}, ${purchases.userId}, ${purchases.companyId}, ${purchases.purchaseRef},
        ${purchases.referenceNumber}, ${purchases.paymentMethod}, ${purchases.memberSearchText}
      from ${purchases} where ${scopePlaceholders(byCompany, byStatus)} order by ${purchases.createdAt} desc, ${purchases.id} desc limit ${sql.raw(String(WALK_WINDOW))}) as ${purchases}`
    // Its member's text is the copy on the purchase's own row (migration 0019): looking the member up
    // for each purchase walked was two thirds of the walk, and an EXISTS on the members is planned as a
    // hashed subplan that first reads every matching member (5,000 for "Priya", 75 ms).
    const matches = or(...ownMatches(!byCompany, term, byMethod), sql`${purchases.memberSearchText} like ${term}`)
    const walked = sql`select ${purchases.id} from ${window} where ${matches}
      order by ${purchases.createdAt} desc, ${purchases.id} desc limit ${pagePlaceholder('limit')} offset ${pagePlaceholder('offset')}`
    return ledgerPage(db, walked, inCompanyPlaceholder(byCompany)).prepare(name)
  })
const preparedWalks = {
  company: preparedWalk('ledger_walk_company', true, false),
  companyStatus: preparedWalk('ledger_walk_company_status', true, true),
  platform: preparedWalk('ledger_walk_platform', false, false),
  platformStatus: preparedWalk('ledger_walk_platform_status', false, true),
}

/**
 * The ways a purchase matches a search by its own row, its member aside: its order number or UTR
 * (the trigram index on purchaseSearchText), its method (`byMethod`: the methods whose name holds
 * the term, spelt out or a placeholder), and on the platform-wide view its company's name or token
 * symbol. One set of conditions for the gathering, the export and the prepared walk.
 */
function ownMatches(platformWide: boolean, term: SQL, byMethod: SQL | undefined): SQL[] {
  const company = or(sql`lower(${companies.name}) like ${term}`, sql`lower(${companies.tokenSymbol}) like ${term}`)
  return [
    sql`${purchaseSearchText(purchases)} like ${term}`,
    byMethod,
    platformWide ? sql`${purchases.companyId} in (select ${companies.id} from ${companies} where ${company})` : undefined,
  ].filter((match) => match !== undefined)
}

/** A search's own matches as a statement built for it: the methods it names spelt out, none when it names none. */
export function ownMatchesOf(q: LedgerFilter, search: string, term: SQL): SQL[] {
  const methods = methodsNamedBy(search)
  return ownMatches(!q.companyId, term, methods.length > 0 ? inArray(purchases.paymentMethod, methods) : undefined)
}

/** The payment methods whose name holds the term: decided here, there are four. */
function methodsNamedBy(search: string) {
  const needle = search.trim().toLowerCase()
  return paymentMethod.enumValues.filter((method) => method.toLowerCase().includes(needle))
}

/**
 * The purchases a search finds, as (id, created_at) rows, gathered by the way they match, each way
 * read through its own index, so the work follows the matches instead of the ledger. One condition
 * with an OR across the joined member (as before 2026-11-24) read every purchase of the company:
 * 1.2-1.4 s at 1,000,000 purchases (docs/PERFORMANCE.md, speed devices).
 * - By its member's name, email, mobile or referral code: the members users.search_text finds,
 *   then each one's purchases from the member's own index (user_id, created_at, id), without the
 *   heap when no status is asked. A purchase is written with its member's company (both come from
 *   the member's session), so a company's members' purchases are that company's. These are often
 *   most of the matches (a common name), and each purchase has one member, so they need no
 *   de-duplication: a UNION over them cost a third of the search.
 * - Otherwise (UNION among themselves, then only those whose member did not match already):
 *   - its order number or UTR, through the trigram index on purchaseSearchText;
 *   - its method: the methods whose name holds the term, decided here (four names);
 *   - on the super admin's platform-wide view, its company's name or token symbol.
 */
function searchMatches(q: LedgerQuery, search: string): SQL {
  // A complete UTR or transaction number in one company is looked up exactly, through the company's
  // unique index on it (they are stored upper-case), not searched as a substring of every purchase.
  if (q.companyId && COMPLETE_UTR.test(search.trim())) {
    const where = and(inCompany(q), eq(purchases.referenceNumber, search.trim().toUpperCase()), ofStatus(q))
    return sql`select ${purchases.id}, ${purchases.createdAt} from ${purchases} where ${where}`
  }
  const term = sql`lower(${likeTerm(search)})`
  const memberMatches = and(q.companyId ? eq(users.companyId, q.companyId) : undefined, sql`${users.searchText} like ${term}`)
  const purchaseRows = sql`select ${purchases.id}, ${purchases.createdAt}, ${purchases.userId} from ${purchases}`
  const others = ownMatchesOf(q, search, term).map((match) => sql`${purchaseRows} where ${and(match, inCompany(q), ofStatus(q))}`)

  // Each way is read lazily, so a LIMIT on the matches stops the work there: the members matching are
  // read once, in the lateral's outer loop (not a CTE read twice, which PostgreSQL would materialize
  // whole), and the other ways' matches leave out those whose member matched by a lookup of that
  // member. OFFSET 0 keeps the planner from flattening the lateral into a hash join over the ledger.
  return sql`select "p"."id", "p"."created_at" from ${users} cross join lateral
      (select ${purchases.id}, ${purchases.createdAt} from ${purchases} where ${and(sql`${purchases.userId} = ${users.id}`, ofStatus(q))} offset 0) as "p"
      where ${memberMatches}
    union all
    select "r"."id", "r"."created_at" from (${sql.join(others, sql` union `)}) as "r"
      where not exists (select 1 from ${users} where ${users.id} = "r"."user_id" and ${users.searchText} like ${term})`
}
