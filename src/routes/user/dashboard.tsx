import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '@/features/dashboard/dashboard-page'
import { tokenHead } from '@/lib/head'

// The profile (both stock balances) is already loading in the parent /user route.
export const Route = createFileRoute('/user/dashboard')({
  head: () => tokenHead('Dashboard'),
  component: UserDashboardPage,
})

function UserDashboardPage() {
  return <DashboardPage />
}
