import { createFileRoute } from '@tanstack/react-router'
import { AdminDashboardPage, AdminDashboardPartial } from '@/features/dashboard/admin/admin-dashboard-page'
import { ensureDashboard } from '@/features/dashboard/admin/dashboard-queries'
import { reloadOnFirstVisit } from '@/lib/first-visit-reload'
import { tokenHead } from '@/lib/head'
import { PagePending } from '@/ui/page-pending'

// The title is the token's own; the root route already makes its icon the favicon.
export const Route = createFileRoute('/admin/_console/dashboard')({
  beforeLoad: ({ location, preload }) => reloadOnFirstVisit({ href: location.href, preload }),
  // All three together; a failed one only leaves '--' on the page (the error component).
  loader: ({ context }) => ensureDashboard(context.queryClient),
  head: () => tokenHead(),
  pendingComponent: PagePending,
  errorComponent: DashboardPartial,
  component: DashboardPage,
})

function DashboardPage() {
  return <AdminDashboardPage />
}

function DashboardPartial() {
  return <AdminDashboardPartial />
}
