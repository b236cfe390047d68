import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { listUserTransactionsOptions } from '@/client/@tanstack/react-query.gen'
import { DEFAULT_HISTORY_SEARCH, historyQuery, historySearchSchema } from '@/features/purchases/member/history/history-search'
import { PaymentHistoryPage } from '@/features/purchases/member/history/payment-history-page'
import { userClient } from '@/lib/api-client'
import { tokenHead } from '@/lib/head'
import { useRouteSearch } from '@/lib/route-search'

/** Filters are search params: anything missing or malformed falls back to its default. */
export const Route = createFileRoute('/user/payment-history')({
  validateSearch: historySearchSchema,
  // The defaults need not be spelt out in the address bar.
  search: { middlewares: [stripSearchParams(DEFAULT_HISTORY_SEARCH)] },
  loaderDeps: ({ search }) => search,
  // Not awaited: while a new filter or page loads, the table keeps its rows behind its loading row;
  // a failure is said in the table.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(listUserTransactionsOptions({ client: userClient, query: historyQuery(deps) }))
  },
  head: () => tokenHead('Payment Transaction History'),
  component: PaymentHistoryRoute,
})

function PaymentHistoryRoute() {
  return <PaymentHistoryPage {...useRouteSearch(Route)} />
}
