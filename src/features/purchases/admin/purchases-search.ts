import * as v from 'valibot'
import { listAdminTransactionsOptions } from '@/client/@tanstack/react-query.gen'
import { exportAdminTransactions } from '@/client/sdk.gen'
import type { TransactionStatus } from '@/client/types.gen'
import { vTransactionStatus } from '@/client/valibot.gen'
import { adminClient } from '@/lib/api-client'
import { consolePage, CSV_DOWNLOAD, listSearchSchema, optionalParam, searchQuery, searchText } from '@/lib/list-search'

/** The statuses of a decided purchase, which 'Purchase History' filters by. */
export const DECIDED_STATUSES = vTransactionStatus.options.filter((status): status is Exclude<TransactionStatus, 'PENDING'> => status !== 'PENDING')

/**
 * `/admin/purchaserequest?search1=&tab=history&status=REJECTED&page=`. The search is `search1`
 * (the spec's name for it) and both tabs share it.
 */
export const purchasesSearchSchema = listSearchSchema({
  search1: optionalParam(searchText),
  tab: optionalParam(v.picklist(['history'])),
  status: optionalParam(v.picklist(DECIDED_STATUSES)),
})

export type PurchasesSearch = v.InferOutput<typeof purchasesSearchSchema>

/** 'Purchase Requests' lists pending purchases; 'Purchase History' the approved (default) or rejected ones. */
function listedStatus(search: PurchasesSearch): TransactionStatus {
  return search.tab === 'history' ? (search.status ?? 'APPROVED') : 'PENDING'
}

/** What the tab and its export both filter by: the search, and the tab's status. */
const purchasesFilter = (search: PurchasesSearch) => ({ search: searchQuery(search.search1), status: listedStatus(search) })

export function purchasesQueryOptions(search: PurchasesSearch) {
  return listAdminTransactionsOptions({ client: adminClient, query: { ...consolePage(search), ...purchasesFilter(search) } })
}

/** The CSV export of what the tab shows: the same status and search, every page. */
export function exportListedPurchases(search: PurchasesSearch) {
  return exportAdminTransactions({ client: adminClient, query: purchasesFilter(search), ...CSV_DOWNLOAD })
}
