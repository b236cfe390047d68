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
  // The sale figures and the selected table's page, together and not awaited: each shows its own
  // loading and error states, and a new page keeps the table's rows behind its loading row. It is the
  // same page as /user/dashboard: the two routes load alike.
  loader: ({ context: { queryClient }, deps: { stock, page } }) => {
    const ignore = () => undefined
    void queryClient.ensureQueryData(saleFiguresQuery()).catch(ignore)
    if (stock === 'global') void queryClient.ensureQueryData(globalStockQuery(page)).catch(ignore)
    else void queryClient.ensureQueryData(myStockQuery(page)).catch(ignore)
  },
  head: () => tokenHead('Dashboard'),
  component: UserIndexPage,
})

function UserIndexPage() {
  return <DashboardPage {...useRouteSearch(Route)} />
}
