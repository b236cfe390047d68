import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { DashboardPage } from '@/features/dashboard/member/dashboard-page'
import { dashboardSearchSchema, warmDashboard } from '@/features/dashboard/member/stock-search'
import { tokenHead } from '@/lib/head'
import { useRouteSearch } from '@/lib/route-search'

// The profile (both stock balances) is already loading in the parent /user route.
export const Route = createFileRoute('/user/dashboard')({
  validateSearch: dashboardSearchSchema,
  // The default table need not be spelt out in the address bar.
  search: { middlewares: [stripSearchParams({ stock: 'global' })] },
  loaderDeps: ({ search }) => search,
  // Warms the sale figures and the selected table without blocking: each shows its own loading and error states.
  loader: ({ context, deps }) => warmDashboard(context.queryClient, deps),
  head: () => tokenHead('Dashboard'),
  component: UserDashboardPage,
})

function UserDashboardPage() {
  return <DashboardPage {...useRouteSearch(Route)} />
}
