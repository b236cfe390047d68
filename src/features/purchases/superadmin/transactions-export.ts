import { exportPlatformTransactions } from '@/client/sdk.gen'
import { adminClient } from '@/lib/api-client'
import { CSV_DOWNLOAD, searchQuery } from '@/lib/list-search'
import type { TransactionsSearch } from '@/features/purchases/superadmin/transactions-search'

/** The CSV export of what Transaction Manage lists: the same company, status and search, every page. */
export function exportListedTransactions(search: TransactionsSearch) {
  const { companyId, status } = search
  return exportPlatformTransactions({ client: adminClient, query: { companyId, status, search: searchQuery(search.search) }, ...CSV_DOWNLOAD })
}
