import * as v from 'valibot'
import type { TransactionStatus } from '@/client/types.gen'
import { vTransactionStatus } from '@/client/valibot.gen'
import { defaultedParam, pageNumber, searchText, wholeNumber } from '@/lib/list-search'

/** The user history's page sizes, 10 by default. */
export const PAGE_SIZES = [10, 25, 50, 100] as const
export type PageSize = (typeof PAGE_SIZES)[number]

const STATUSES: readonly TransactionStatus[] = vTransactionStatus.options
/** 'ALL' is ours: the spec's three values, and one that lists every purchase. */
export const STATUS_FILTERS = [...STATUSES, 'ALL'] as const

export const DEFAULT_HISTORY_SEARCH = { page: 1, limit: 10, status: 'PENDING', search: '' } as const

/** The history's filters live in the URL so a reload or a shared link keeps them; anything missing or malformed is its default. */
export const historySearchSchema = v.object({
  page: defaultedParam(pageNumber, DEFAULT_HISTORY_SEARCH.page),
  limit: defaultedParam(v.pipe(wholeNumber, v.picklist(PAGE_SIZES)), DEFAULT_HISTORY_SEARCH.limit),
  status: defaultedParam(v.picklist(STATUS_FILTERS), DEFAULT_HISTORY_SEARCH.status),
  search: defaultedParam(searchText, DEFAULT_HISTORY_SEARCH.search),
})

export type HistorySearch = v.InferOutput<typeof historySearchSchema>

/** The list call's query for these filters; an empty search is no filter at all. */
export function historyQuery({ page, limit, status, search }: HistorySearch) {
  return { page, limit, ...(status === 'ALL' ? {} : { status }), ...(search ? { search } : {}) }
}
