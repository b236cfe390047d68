import { createFileRoute, stripSearchParams, type ErrorComponentProps } from '@tanstack/react-router'
import { listUserTransactionsOptions } from '@/client/@tanstack/react-query.gen'
import { DEFAULT_HISTORY_SEARCH, historyQuery, historySearchSchema } from '@/features/purchases/member/history/history-search'
import { PaymentHistoryPage } from '@/features/purchases/member/history/payment-history-page'
import { userClient } from '@/lib/api-client'
import { tokenHead } from '@/lib/head'
import { loadList } from '@/lib/load-list'
import { useRouteSearch } from '@/lib/route-search'
import { m } from '@/paraglide/messages'
import { ListLoadError, ListPending } from '@/ui/list-frame'

/** Filters are search params: anything missing or malformed falls back to its default. */
export const Route = createFileRoute('/user/payment-history')({
  validateSearch: historySearchSchema,
  // The defaults need not be spelt out in the address bar.
  search: { middlewares: [stripSearchParams(DEFAULT_HISTORY_SEARCH)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadList(context.queryClient, cause, listUserTransactionsOptions({ client: userClient, query: historyQuery(deps) })),
  head: () => tokenHead(m.history_head_title()),
  // Both in the page's chunk, as they draw the page.
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
  pendingComponent: PaymentHistoryPending,
  errorComponent: PaymentHistoryError,
  component: PaymentHistoryRoute,
})

function PaymentHistoryRoute() {
  return <PaymentHistoryPage {...useRouteSearch(Route)} />
}

function PaymentHistoryPending() {
  return (
    <ListPending>
      <PaymentHistoryRoute />
    </ListPending>
  )
}

function PaymentHistoryError({ error }: ErrorComponentProps) {
  return (
    <ListLoadError error={error}>
      <PaymentHistoryRoute />
    </ListLoadError>
  )
}
