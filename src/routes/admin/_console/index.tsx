import { createFileRoute } from '@tanstack/react-router'
import { AdminDashboardPage } from '@/features/admin-dashboard/admin-dashboard-page'
import { warmDashboard } from '@/features/admin-dashboard/dashboard-queries'
import { tokenHead } from '@/lib/head'

// The title is the token's own (SPEC section 2); the root route already makes its icon the favicon.
export const Route = createFileRoute('/admin/_console/')({
  loader: ({ context }) => warmDashboard(context.queryClient),
  head: () => tokenHead(),
  component: DashboardPage,
})

function DashboardPage() {
  return <AdminDashboardPage />
}
