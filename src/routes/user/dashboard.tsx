import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { DashboardPage } from '@/features/dashboard/member/dashboard-page'
import { dashboardSearchSchema, warmDashboard } from '@/features/dashboard/member/stock-search'
import { useRouteSearch } from '@/lib/route-search'
import { searchPageOptions } from '@/lib/search-page-options'

// The profile (both stock balances) is already loading in the parent /user route.
export const Route = createFileRoute('/user/dashboard')({
  ...searchPageOptions('Dashboard', dashboardSearchSchema, warmDashboard),
  // The default table need not be spelt out in the address bar.
  search: { middlewares: [stripSearchParams({ stock: 'global' })] },
  component: UserDashboardPage,
})

function UserDashboardPage() {
  return <DashboardPage {...useRouteSearch(Route)} />
}
