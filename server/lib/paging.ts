/**
 * PostgreSQL's integer bound. The contract bounds a page number from below only, so a far page
 * (page 22,605,093 of 95, say, which the contract fuzz tried) asks to skip more rows than an int
 * holds, and the list functions of migration 0007 take an int. No list here comes near that many
 * rows, so such a page is past the end: it skips this many, finds nothing, and answers an empty page
 * with the list's total, as any page past the end does.
 */
const MAX_OFFSET = 2_147_483_647

/** The rows before a 1-based page of `limit` rows. */
export function pageOffset(page: number, limit: number): number {
  return Math.min((page - 1) * limit, MAX_OFFSET)
}
