import * as v from 'valibot'

/** The console (admin and super-admin) lists show 10 rows a page. */
export const CONSOLE_PAGE_SIZE = 10

/** A free-text search, as the URL holds it (lib/search-params reads every value as text). */
export const searchText = v.pipe(v.string(), v.trim(), v.maxLength(100))

/**
 * A whole number in the URL: text there (a bookmark, a reload), a number when the app navigates
 * with one. Digits only, so '1e3' or ' 2' is malformed rather than read loosely.
 */
export const wholeNumber = v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))])

/** A 1-based page number. */
export const pageNumber = v.pipe(wholeNumber, v.minValue(1))

/** A search param that may be left out; anything malformed counts as missing. */
export function optionalParam<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.fallback(v.optional(schema), undefined)
}

/** A search param with a default, which also stands in for anything malformed. */
export function defaultedParam<TSchema extends v.GenericSchema, const TDefault extends v.Default<TSchema, never>>(schema: TSchema, value: TDefault) {
  const withDefault = v.optional(schema, value)
  return v.fallback(withDefault, value as v.Fallback<typeof withDefault>)
}

/** A console list's search: its own filters (text searches from `searchText`), then the page. */
export function listSearchSchema<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object({ ...entries, page: optionalParam(pageNumber) })
}

/** The page part of a console list's query: the address bar's page (1 when it has none) and the console's size. */
export const consolePage = (search: { page?: number }) => ({ page: search.page ?? 1, limit: CONSOLE_PAGE_SIZE })

/** A search box's text as a query sends it: an empty box searches nothing. */
export const searchQuery = (text: string | undefined) => text || undefined

/** How a list's CSV export is fetched: the file as a Blob, and a failure thrown for the button's toast. */
export const CSV_DOWNLOAD = { parseAs: 'blob', throwOnError: true } as const
