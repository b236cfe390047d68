import { createFileRoute } from '@tanstack/react-router'
import { AdminDashboardPage } from '@/features/dashboard/admin/admin-dashboard-page'
import { warmDashboard } from '@/features/dashboard/admin/dashboard-queries'
import { reloadOnFirstVisit } from '@/lib/first-visit-reload'
import { tokenHead } from '@/lib/head'

// The title is the token's own; the root route already makes its icon the favicon.
export const Route = createFileRoute('/admin/_console/')({
  beforeLoad: ({ location, preload }) => reloadOnFirstVisit({ href: location.href, preload }),
  loader: ({ context }) => warmDashboard(context.queryClient),
  head: () => tokenHead(),
  component: DashboardPage,
})

function DashboardPage() {
  return <AdminDashboardPage />
}
