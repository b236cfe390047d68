import type { TransactionStatus } from '@/client/types.gen'

/** SPEC section 9: the user history's page sizes, 10 by default. */
export const PAGE_SIZES = [10, 25, 50, 100] as const
export type PageSize = (typeof PAGE_SIZES)[number]

export const STATUSES: readonly TransactionStatus[] = ['PENDING', 'APPROVED', 'REJECTED']

/** The history's filters; they live in the URL so a reload or a shared link keeps them. */
export interface HistorySearch {
  page: number
  limit: PageSize
  status: TransactionStatus
  search: string
}

export const DEFAULT_HISTORY_SEARCH: HistorySearch = { page: 1, limit: 10, status: 'PENDING', search: '' }

/** The list call's query for these filters; an empty search is no filter at all. */
export function historyQuery({ page, limit, status, search }: HistorySearch) {
  return { page, limit, status, ...(search ? { search } : {}) }
}

/** SPEC section 9: serial = (page - 1) * limit + index + 1. */
export function serialNumber(page: number, limit: number, index: number): number {
  return (page - 1) * limit + index + 1
}
