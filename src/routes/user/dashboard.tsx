import { createFileRoute, stripSearchParams, type ErrorComponentProps } from '@tanstack/react-router'
import { DashboardPage } from '@/features/dashboard/member/dashboard-page'
import { recentPurchasesQuery } from '@/features/purchases'
import { dashboardSearchSchema, globalStockQuery, myStockQuery, saleFiguresQuery } from '@/features/dashboard/member/stock-search'
import { tokenHead } from '@/lib/head'
import { useRouteSearch } from '@/lib/route-search'
import { m } from '@/paraglide/messages'
import { LoadErrorScreen } from '@/ui/load-error-screen'
import { PagePending } from '@/ui/page-pending'

// The profile (both stock balances) is already loading in the parent /user route.
export const Route = createFileRoute('/user/dashboard')({
  validateSearch: dashboardSearchSchema,
  // The default table need not be spelt out in the address bar.
  search: { middlewares: [stripSearchParams({ stock: 'global' })] },
  loaderDeps: ({ search: { stock, page } }) => ({ stock, page }),
  // The sale figures and the selected table's page, together and not awaited: neither is the page,
  // and each says its own loading and failure in its part (the card in its QueryPart, the table in its
  // rows through ListErrorBoundary), so their failures are caught there, not here. A new page keeps
  // the table's rows behind its loading row.
  loader: ({ context: { queryClient }, deps: { stock, page } }) => {
    const keepToItsPart = () => undefined
    void queryClient.ensureQueryData(saleFiguresQuery()).catch(keepToItsPart)
    // The rejections notice: started with the rest so it is usually in by the first paint.
    void queryClient.ensureQueryData(recentPurchasesQuery()).catch(keepToItsPart)
    if (stock === 'global') void queryClient.ensureQueryData(globalStockQuery(page)).catch(keepToItsPart)
    else void queryClient.ensureQueryData(myStockQuery(page)).catch(keepToItsPart)
  },
  head: () => tokenHead(m.nav_dashboard()),
  pendingComponent: PagePending,
  errorComponent: DashboardError,
  component: UserDashboardPage,
})

function UserDashboardPage() {
  return <DashboardPage {...useRouteSearch(Route)} />
}

function DashboardError(props: ErrorComponentProps) {
  return <LoadErrorScreen {...props} heading={m.nav_dashboard()} title={m.dash_error_title()} />
}
