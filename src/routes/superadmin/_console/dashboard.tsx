import { createFileRoute } from '@tanstack/react-router'
import { PlatformDashboardPage } from '@/features/dashboard/superadmin/platform-dashboard-page'
import { platformDashboardQuery } from '@/features/dashboard/superadmin/platform-dashboard-query'
import { reloadOnFirstVisit } from '@/lib/first-visit-reload'
import { tokenHead } from '@/lib/head'

export const Route = createFileRoute('/superadmin/_console/dashboard')({
  beforeLoad: ({ location, preload }) => reloadOnFirstVisit({ href: location.href, preload }),
  // Warmed without blocking: a failed load leaves '--' on the page.
  loader: ({ context }) => void context.queryClient.prefetchQuery(platformDashboardQuery()),
  head: () => tokenHead('Dashboard'),
  component: PlatformDashboardPage,
})
