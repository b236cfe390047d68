import * as v from 'valibot'
import { listAdminTransactionsOptions } from '@/client/@tanstack/react-query.gen'
import type { TransactionStatus } from '@/client/types.gen'
import { adminClient } from '@/lib/api-client'

/** SPEC section 9: admin lists show 10 rows a page. */
export const PURCHASES_PAGE_SIZE = 10

/**
 * `/admin/purchaserequest?search1=&tab=history&status=REJECTED&page=`. The search is `search1`
 * (SPEC section 2) and both tabs share it. A digits-only search (a mobile number or UTR) arrives
 * from the router as a number, so both are kept as text. Anything malformed counts as missing.
 */
export const purchasesSearchSchema = v.object({
  search1: v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(100))), undefined),
  tab: v.fallback(v.optional(v.picklist(['history'])), undefined),
  status: v.fallback(v.optional(v.picklist(['APPROVED', 'REJECTED'])), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
})

export type PurchasesSearch = v.InferOutput<typeof purchasesSearchSchema>

/** 'Purchase Requests' lists pending purchases; 'Purchase History' the approved (default) or rejected ones. */
export function listedStatus(search: PurchasesSearch): TransactionStatus {
  return search.tab === 'history' ? (search.status ?? 'APPROVED') : 'PENDING'
}

export function purchasesQueryOptions(search: PurchasesSearch) {
  return listAdminTransactionsOptions({
    client: adminClient,
    query: {
      page: search.page ?? 1,
      limit: PURCHASES_PAGE_SIZE,
      search: search.search1 || undefined,
      status: listedStatus(search),
    },
  })
}
