import { createFileRoute } from '@tanstack/react-router'
import { PlatformDashboardPage, PlatformDashboardUnavailable } from '@/features/dashboard/superadmin/platform-dashboard-page'
import { platformDashboardQuery } from '@/features/dashboard/superadmin/platform-dashboard-query'
import { reloadOnFirstVisit } from '@/lib/first-visit-reload'
import { tokenHead } from '@/lib/head'
import { PagePending } from '@/ui/page-pending'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/superadmin/_console/dashboard')({
  beforeLoad: ({ location, preload }) => reloadOnFirstVisit({ href: location.href, preload }),
  loader: ({ context }) => context.queryClient.ensureQueryData(platformDashboardQuery()),
  head: () => tokenHead(m.nav_dashboard()),
  pendingComponent: PagePending,
  errorComponent: PlatformDashboardUnavailable,
  component: PlatformDashboardPage,
})
