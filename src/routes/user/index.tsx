import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '@/features/dashboard/dashboard-page'
import { tokenHead } from '@/lib/head'

/** /user shows the dashboard itself (SPEC route table: dashboard is the index). */
export const Route = createFileRoute('/user/')({
  head: () => tokenHead('Dashboard'),
  component: UserIndexPage,
})

function UserIndexPage() {
  return <DashboardPage />
}
