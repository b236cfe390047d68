import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { listUserTransactionsOptions } from '@/client/@tanstack/react-query.gen'
import { DEFAULT_HISTORY_SEARCH, historyQuery, historySearchSchema } from '@/features/purchases/member/history/history-search'
import { PaymentHistoryPage } from '@/features/purchases/member/history/payment-history-page'
import { userClient } from '@/lib/api-client'
import { useRouteSearch } from '@/lib/route-search'
import { searchPageOptions } from '@/lib/search-page-options'

/** Filters are search params: anything missing or malformed falls back to its default. */
export const Route = createFileRoute('/user/payment-history')({
  ...searchPageOptions('Payment Transaction History', historySearchSchema, (queryClient, search) => {
    void queryClient.prefetchQuery(listUserTransactionsOptions({ client: userClient, query: historyQuery(search) }))
  }),
  // The defaults need not be spelt out in the address bar.
  search: { middlewares: [stripSearchParams(DEFAULT_HISTORY_SEARCH)] },
  component: PaymentHistoryRoute,
})

function PaymentHistoryRoute() {
  return <PaymentHistoryPage {...useRouteSearch(Route)} />
}
