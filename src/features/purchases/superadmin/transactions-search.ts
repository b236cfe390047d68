import * as v from 'valibot'
import { listCompaniesOptions, listPlatformTransactionsOptions } from '@/client/@tanstack/react-query.gen'
import { adminClient } from '@/lib/api-client'
import { CONSOLE_PAGE_SIZE, listSearchSchema, optionalParam, searchText } from '@/lib/list-search'

/** `/superadmin/transactionmanage?companyId=&status=&search=&page=`. */
export const transactionsSearchSchema = listSearchSchema({
  companyId: optionalParam(v.pipe(v.string(), v.uuid())),
  status: optionalParam(v.picklist(['PENDING', 'APPROVED', 'REJECTED'])),
  search: optionalParam(searchText),
})

export type TransactionsSearch = v.InferOutput<typeof transactionsSearchSchema>

export function transactionsQueryOptions(search: TransactionsSearch) {
  return listPlatformTransactionsOptions({
    client: adminClient,
    query: {
      page: search.page ?? 1,
      limit: CONSOLE_PAGE_SIZE,
      companyId: search.companyId,
      status: search.status,
      search: search.search || undefined,
    },
  })
}

/** The company filter offers every company; the server caps one page at 100, a platform's worth. */
export const companyChoicesQueryOptions = () => listCompaniesOptions({ client: adminClient, query: { page: 1, limit: 100 } })
