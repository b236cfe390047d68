import * as v from 'valibot'
import { listCompaniesOptions } from '@/client/@tanstack/react-query.gen'
import { adminClient } from '@/lib/api-client'

/** SPEC section 9: the company list shows 10 rows a page. */
export const COMPANIES_PAGE_SIZE = 10

/**
 * `/superadmin/companymanage?search=&page=`. The router reads a digits-only search (a mobile
 * number) as a number, so both are taken and kept as text. Anything malformed counts as missing.
 */
export const companiesSearchSchema = v.object({
  search: v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(100))), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
})

export type CompaniesSearch = v.InferOutput<typeof companiesSearchSchema>

/** The one query both the route loader and the page read. */
export function companiesQueryOptions(search: CompaniesSearch) {
  return listCompaniesOptions({
    client: adminClient,
    query: { page: search.page ?? 1, limit: COMPANIES_PAGE_SIZE, search: search.search || undefined },
  })
}
