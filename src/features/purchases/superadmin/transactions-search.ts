import * as v from 'valibot'
import { listCompaniesOptions, listPlatformTransactionsOptions } from '@/client/@tanstack/react-query.gen'
import { vTransactionStatus } from '@/client/valibot.gen'
import { adminClient } from '@/lib/api-client'
import { consolePage, listSearchSchema, optionalParam, searchQuery, searchText } from '@/lib/list-search'

/** `/superadmin/transactionmanage?companyId=&status=&search=&page=`. */
export const transactionsSearchSchema = listSearchSchema({
  companyId: optionalParam(v.pipe(v.string(), v.uuid())),
  status: optionalParam(vTransactionStatus),
  search: optionalParam(searchText),
})

export type TransactionsSearch = v.InferOutput<typeof transactionsSearchSchema>

export function transactionsQueryOptions(search: TransactionsSearch) {
  const { companyId, status } = search
  return listPlatformTransactionsOptions({ client: adminClient, query: { ...consolePage(search), companyId, status, search: searchQuery(search.search) } })
}

/** The company filter offers every company; the server caps one page at 100, a platform's worth. */
export const companyChoicesQueryOptions = () => listCompaniesOptions({ client: adminClient, query: { page: 1, limit: 100 } })
