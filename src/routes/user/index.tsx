import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { DashboardPage } from '@/features/dashboard/member/dashboard-page'
import { dashboardSearchSchema, warmDashboard } from '@/features/dashboard/member/stock-search'
import { useRouteSearch } from '@/lib/route-search'
import { searchPageOptions } from '@/lib/search-page-options'

/** /user shows the dashboard itself (the spec's route table: dashboard is the index), with the same search. */
export const Route = createFileRoute('/user/')({
  ...searchPageOptions('Dashboard', dashboardSearchSchema, warmDashboard),
  search: { middlewares: [stripSearchParams({ stock: 'global' })] },
  component: UserIndexPage,
})

function UserIndexPage() {
  return <DashboardPage {...useRouteSearch(Route)} />
}
