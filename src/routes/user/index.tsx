import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { DashboardPage } from '@/features/dashboard/member/dashboard-page'
import { dashboardSearchSchema, warmDashboard } from '@/features/dashboard/member/stock-search'
import { tokenHead } from '@/lib/head'
import { useRouteSearch } from '@/lib/route-search'

/** /user shows the dashboard itself (SPEC route table: dashboard is the index), with the same search. */
export const Route = createFileRoute('/user/')({
  validateSearch: dashboardSearchSchema,
  // The default table need not be spelt out in the address bar.
  search: { middlewares: [stripSearchParams({ stock: 'global' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => warmDashboard(context.queryClient, deps),
  head: () => tokenHead('Dashboard'),
  component: UserIndexPage,
})

function UserIndexPage() {
  return <DashboardPage {...useRouteSearch(Route)} />
}
