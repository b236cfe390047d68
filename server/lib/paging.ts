/**
 * PostgreSQL's integer bound. The contract bounds a page number from below only, so a far page
 * (page 22,605,093 of 95, say, which the contract fuzz tried) asks to skip more rows than an int
 * PostgreSQL takes. No list here comes near that many
 * rows, so such a page is past the end: it skips this many, finds nothing, and answers an empty page
 * with the list's total, as any page past the end does.
 */
const MAX_OFFSET = 2_147_483_647

/** The rows before a 1-based page of `limit` rows. */
export function pageOffset(page: number, limit: number): number {
  return Math.min((page - 1) * limit, MAX_OFFSET)
}

/** A search term as a LIKE pattern that matches it anywhere, its own wildcards taken literally. */
export function likeTerm(search: string): string {
  return `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** A page's rows as a list hands them out, without the total that rode along on each. */
export const withoutTotal = <T extends { total: unknown }>({ total: _, ...row }: T) => row

/**
 * A search's total is exact up to this many matches; past it the answer says `totalCapped` and its
 * pages end here (openapi.yaml, the admin lists' pages). Without a search totals are always exact.
 */
export const SEARCH_TOTAL_CAP = 1000
