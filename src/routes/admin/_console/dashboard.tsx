import { createFileRoute } from '@tanstack/react-router'
import { AdminDashboardPage } from '@/features/dashboard/admin/admin-dashboard-page'
import { dashboardQueries } from '@/features/dashboard/admin/dashboard-queries'
import { reloadOnFirstVisit } from '@/lib/first-visit-reload'
import { tokenHead } from '@/lib/head'

// The title is the token's own; the root route already makes its icon the favicon.
export const Route = createFileRoute('/admin/_console/dashboard')({
  beforeLoad: ({ location, preload }) => reloadOnFirstVisit({ href: location.href, preload }),
  // All three together and not awaited: a failed one only leaves '--' on the page.
  loader: ({ context: { queryClient } }) => {
    const { summary, members, collections } = dashboardQueries()
    void queryClient.prefetchQuery(summary)
    void queryClient.prefetchQuery(members)
    void queryClient.prefetchQuery(collections)
  },
  head: () => tokenHead(),
  component: DashboardPage,
})

function DashboardPage() {
  return <AdminDashboardPage />
}
