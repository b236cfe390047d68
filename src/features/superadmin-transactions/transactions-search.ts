import * as v from 'valibot'
import { listCompaniesOptions, listPlatformTransactionsOptions } from '@/client/@tanstack/react-query.gen'
import { adminClient } from '@/lib/api-client'

/** SPEC section 9: console lists show 10 rows a page. */
export const TRANSACTIONS_PAGE_SIZE = 10

/**
 * `/superadmin/transactionmanage?companyId=&status=&search=&page=`. A digits-only search (a mobile
 * number or UTR) arrives from the router as a number, so both are kept as text. Anything
 * malformed counts as missing.
 */
export const transactionsSearchSchema = v.object({
  companyId: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  status: v.fallback(v.optional(v.picklist(['PENDING', 'APPROVED', 'REJECTED'])), undefined),
  search: v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(100))), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
})

export type TransactionsSearch = v.InferOutput<typeof transactionsSearchSchema>

export function transactionsQueryOptions(search: TransactionsSearch) {
  return listPlatformTransactionsOptions({
    client: adminClient,
    query: {
      page: search.page ?? 1,
      limit: TRANSACTIONS_PAGE_SIZE,
      companyId: search.companyId,
      status: search.status,
      search: search.search || undefined,
    },
  })
}

/** The company filter offers every company; the server caps one page at 100, a platform's worth. */
export const companyChoicesQueryOptions = () => listCompaniesOptions({ client: adminClient, query: { page: 1, limit: 100 } })
