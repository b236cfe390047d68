import { useDeferredValue, useEffect, useState } from 'react'
import { hashKey, useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query'
import { functionalUpdate, useTable, type RowSelectionState } from '@tanstack/react-table'
import { CONSOLE_PAGE_SIZE } from '@/lib/list-search'
import { useListFrame } from '@/ui/list-frame'
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
  query: UseSuspenseQueryOptions<TResponse, TError, TResponse, TKey>
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
  /** Rows a checkbox can select (by rowId), kept by the page; without it nothing is selectable. */
  selection?: ListSelection<TRow>
}

export interface ListSelection<TRow> {
  selected: RowSelectionState
  onChange: (selected: RowSelectionState) => void
  canSelect: (row: TRow) => boolean
}

const NONE_SELECTED: RowSelectionState = {}

const idOf = (row: object) => String((row as { id?: unknown }).id)

/**
 * What a frame's table reads instead of its list: no rows, there from the start and never stale, so
 * it neither suspends nor asks the server (hooks cannot be skipped, so the frame swaps the read).
 */
const FRAME_PAGE = { data: { records: [], total: 0 } }
const frameRead = { queryKey: ['list-frame'], queryFn: () => FRAME_PAGE, initialData: FRAME_PAGE, staleTime: Infinity } as const

/**
 * The list-page pattern: the URL's page drives a suspending query and a manually paginated table.
 * The first page suspends (the route's pendingComponent shows meanwhile; a failure reaches its
 * errorComponent). A later page, filter or search is deferred: React keeps the rows on screen while
 * the next key loads, behind the loading row (so its serials never show against the wrong page), and
 * the page around the table (the search box with what is typed) is not remounted. A page past the end
 * (the last row approved or deleted, an old link, a narrower filter) steps back to the last page there is.
 */
export function useListPage<TRow extends object, TResponse extends { data: ListPageData<TRow> }, TError, TKey extends QueryKey>({
  query: queryOptions,
  columns,
  search: { page = 1 },
  onSearchChange,
  pageSize = CONSOLE_PAGE_SIZE,
  errorToast,
  rowId = idOf,
  selection,
}: ListPageOptions<TRow, TResponse, TError, TKey>) {
  const onPageChange = (next: number) => onSearchChange({ page: next === 1 ? undefined : next })
  // Each render builds new options; they change only with their key, so the deferred value changes
  // (and React renders again in the background) only for a new read.
  const [read, setRead] = useState(queryOptions)
  if (hashKey(read.queryKey) !== hashKey(queryOptions.queryKey)) setRead(queryOptions)
  const shown = useDeferredValue(read)
  const frame = useListFrame()
  const query = useSuspenseQuery(frame ? (frameRead as unknown as typeof shown) : shown)
  const error = frame?.kind === 'failed' ? frame.error : query.error
  // A refetch that fails keeps its rows; a first read that fails throws to the route's frame, which toasts it here.
  useErrorToast(error, errorToast)
  const loading = frame ? frame.kind === 'pending' : shown !== read
  const failed = frame ? frame.kind === 'failed' : query.isError
  const data: TResponse['data'] = query.data.data

  const table = useTable(
    {
      features: listFeatures,
      columns,
      data: data.records,
      getRowId: (row) => rowId(row),
      manualPagination: true,
      ...('lastPage' in data ? { pageCount: data.lastPage } : { rowCount: data.total }),
      state: { pagination: { pageIndex: page - 1, pageSize }, rowSelection: selection?.selected ?? NONE_SELECTED },
      onPaginationChange: (updater) => onPageChange(functionalUpdate(updater, { pageIndex: page - 1, pageSize }).pageIndex + 1),
      enableRowSelection: selection ? (row) => selection.canSelect(row.original) : false,
      onRowSelectionChange: (updater) => selection?.onChange(functionalUpdate(updater, selection.selected)),
    },
    () => null,
  )

  const lastPage = Math.max(1, table.getPageCount())
  // Checked after every render, as the table's page count is read afresh on each one.
  useEffect(() => {
    if (!frame && !loading && page > lastPage) onPageChange(lastPage)
  })

  return {
    table,
    // A frame has no page of the list: what the page shows beside the table (a count, a record) waits for one.
    data: frame ? undefined : data,
    loading,
    failed,
    error,
    retry: frame?.kind === 'failed' ? frame.retry : undefined,
    capped: 'totalCapped' in data && Boolean(data.totalCapped),
  }
}
