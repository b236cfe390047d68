import { Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { useFirstVisitReload } from '@/features/superadmin-login/first-visit-reload'
import { tokenHead } from '@/lib/head'

export const Route = createFileRoute('/superadmin/_console/dashboard')({
  head: () => tokenHead('Dashboard'),
  component: SuperadminDashboardPage,
})

/** SPEC section 2: just a heading, and the once-only reload after sign-in. */
function SuperadminDashboardPage() {
  useFirstVisitReload()
  return <Title order={2}>Dashboard</Title>
}
