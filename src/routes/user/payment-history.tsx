import { useCallback } from 'react'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { listUserTransactionsOptions } from '@/client/@tanstack/react-query.gen'
import { DEFAULT_HISTORY_SEARCH, historyQuery, PAGE_SIZES, STATUSES, type HistorySearch } from '@/features/history/history-search'
import { PaymentHistoryPage } from '@/features/history/payment-history-page'
import { userClient } from '@/lib/api-client'
import { tokenHead } from '@/lib/head'

const defaults = DEFAULT_HISTORY_SEARCH

/** Filters are search params: anything missing or malformed falls back to its default. */
export const Route = createFileRoute('/user/payment-history')({
  validateSearch: v.object({
    page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), defaults.page), defaults.page),
    limit: v.fallback(v.optional(v.picklist(PAGE_SIZES), defaults.limit), defaults.limit),
    status: v.fallback(v.optional(v.picklist(STATUSES), defaults.status), defaults.status),
    // A search of digits arrives as a number (the router reads JSON values).
    search: v.fallback(
      v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(100)), defaults.search),
      defaults.search,
    ),
  }),
  // The defaults need not be spelt out in the address bar.
  search: { middlewares: [stripSearchParams(defaults)] },
  loaderDeps: ({ search }) => search,
  // Warmed without blocking: the table shows its own loading and error states.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(listUserTransactionsOptions({ client: userClient, query: historyQuery(deps) }))
  },
  head: () => tokenHead('Payment Transaction History'),
  component: PaymentHistoryRoute,
})

function PaymentHistoryRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const change = useCallback(
    (patch: Partial<HistorySearch>) => void navigate({ search: (old) => ({ ...old, ...patch }), replace: true }),
    [navigate],
  )
  return <PaymentHistoryPage search={search} onSearchChange={change} />
}
