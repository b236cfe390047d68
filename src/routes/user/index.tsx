import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { DashboardPage } from '@/features/dashboard/member/dashboard-page'
import { dashboardSearchSchema, globalStockQuery, myStockQuery, saleFiguresQuery } from '@/features/dashboard/member/stock-search'
import { tokenHead } from '@/lib/head'
import { useRouteSearch } from '@/lib/route-search'

/** /user shows the dashboard itself (the spec's route table: dashboard is the index), with the same search. */
export const Route = createFileRoute('/user/')({
  validateSearch: dashboardSearchSchema,
  // The default table need not be spelt out in the address bar.
  search: { middlewares: [stripSearchParams({ stock: 'global' })] },
  loaderDeps: ({ search: { stock, page } }) => ({ stock, page }),
  // The same page as /user/dashboard, loaded alike. The sale figures and the selected table's page,
  // together and not awaited: neither is the page. The card shows its own loading and error states; the table (drawn after the first paint) suspends
  // into its loading line and says its failure in its own rows (ListErrorBoundary), and a new page keeps
  // its rows behind its loading row.
  loader: ({ context: { queryClient }, deps: { stock, page } }) => {
    void queryClient.prefetchQuery(saleFiguresQuery())
    if (stock === 'global') void queryClient.prefetchQuery(globalStockQuery(page))
    else void queryClient.prefetchQuery(myStockQuery(page))
  },
  head: () => tokenHead('Dashboard'),
  component: UserIndexPage,
})

function UserIndexPage() {
  return <DashboardPage {...useRouteSearch(Route)} />
}
