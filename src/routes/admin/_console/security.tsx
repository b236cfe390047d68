import { createFileRoute } from '@tanstack/react-router'
import { AdminSecurityPage } from '@/features/accounts/admin/security-page'
import { tokenHead } from '@/lib/head'

export const Route = createFileRoute('/admin/_console/security')({
  // Warms the status without blocking. Imported here, not at the top: a loader is in the route tree,
  // which every first page loads, and the login page's script has no room for the generated call.
  loader: ({ context }) => {
    void import('@/features/accounts/two-factor/status-query').then(({ adminTwoFactorStatusQuery }) => context.queryClient.prefetchQuery(adminTwoFactorStatusQuery()))
  },
  head: () => tokenHead('Security'),
  component: SecurityPage,
})

function SecurityPage() {
  return <AdminSecurityPage />
}
