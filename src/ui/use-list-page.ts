import { useEffect } from 'react'
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { functionalUpdate, useTable } from '@tanstack/react-table'
import { CONSOLE_PAGE_SIZE } from '@/lib/list-search'
import { listFeatures, type ListColumn } from '@/ui/list-table'
import { useErrorToast } from '@/ui/use-error-toast'

/** What a list page takes from its route: the validated search, and a way to patch it (route files pass both). */
export interface SearchProps<TSearch> {
  search: TSearch
  onSearchChange: (patch: Partial<TSearch>) => void
}

/** One page of a list as the API answers it: console lists count their records, the user history its pages. */
export type ListPageData<TRow> = { records: TRow[] } & ({ total: number; totalCapped?: boolean } | { lastPage: number })

interface ListPageOptions<TRow extends object, TResponse extends { data: ListPageData<TRow> }, TError, TKey extends QueryKey> {
  /** The generated query options of this page (the route loader warms the same). */
  query: UseQueryOptions<TResponse, TError, TResponse, TKey>
  columns: ListColumn<TRow>[]
  /** The route's validated search: its page is 1-based, and page 1 is left out of the URL. */
  search: { page?: number }
  onSearchChange: (patch: { page?: number }) => void
  /** Rows a page: the console's 10 unless the list has its own. */
  pageSize?: number
  /** The toast's text when the server gives no message. */
  errorToast: string
  /** Keys a row; a record's `id` when it has one (a leaderboard's rows have their rank instead). */
  rowId?: (row: TRow) => string
}

const idOf = (row: object) => String((row as { id?: unknown }).id)

const noRecords: never[] = []

/**
 * The list-page pattern: the URL's page drives the query and a manually paginated table. The
 * previous page stays while the next one loads (behind the loading row, so its serials never show
 * against the wrong page), and a page past the end (the last row approved or deleted, an old
 * link, a narrower filter) steps back to the last page there is.
 */
export function useListPage<TRow extends object, TResponse extends { data: ListPageData<TRow> }, TError, TKey extends QueryKey>({
  query: queryOptions,
  columns,
  search: { page = 1 },
  onSearchChange,
  pageSize = CONSOLE_PAGE_SIZE,
  errorToast,
  rowId = idOf,
}: ListPageOptions<TRow, TResponse, TError, TKey>) {
  const onPageChange = (next: number) => onSearchChange({ page: next === 1 ? undefined : next })
  const query = useQuery({ ...queryOptions, placeholderData: keepPreviousData })
  useErrorToast(query.error, errorToast)
  const loading = query.isPending || query.isPlaceholderData
  const data: TResponse['data'] | undefined = query.data?.data

  const table = useTable(
    {
      features: listFeatures,
      columns,
      data: data?.records ?? noRecords,
      getRowId: (row) => rowId(row),
      manualPagination: true,
      ...(data && 'lastPage' in data ? { pageCount: data.lastPage } : { rowCount: data?.total ?? 0 }),
      state: { pagination: { pageIndex: page - 1, pageSize } },
      onPaginationChange: (updater) => onPageChange(functionalUpdate(updater, { pageIndex: page - 1, pageSize }).pageIndex + 1),
    },
    () => null,
  )

  const lastPage = Math.max(1, table.getPageCount())
  // Checked after every render, as the table's page count is read afresh on each one.
  useEffect(() => {
    if (!loading && data && page > lastPage) onPageChange(lastPage)
  })

  return { table, query, data, loading, failed: query.isError, capped: Boolean(data && 'totalCapped' in data && data.totalCapped) }
}
