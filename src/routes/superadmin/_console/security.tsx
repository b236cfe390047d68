import { createFileRoute } from '@tanstack/react-router'
import { SuperadminSecurityPage } from '@/features/accounts/superadmin/security-page'
import { tokenHead } from '@/lib/head'

export const Route = createFileRoute('/superadmin/_console/security')({
  // Warms the status without blocking. Imported here, not at the top: a loader is in the route tree,
  // which every first page loads, and the login page's script has no room for the generated call.
  loader: ({ context }) => {
    void import('@/features/accounts/two-factor/status-query').then(({ superadminTwoFactorStatusQuery }) => context.queryClient.prefetchQuery(superadminTwoFactorStatusQuery()))
  },
  head: () => tokenHead('Security'),
  component: SecurityPage,
})

function SecurityPage() {
  return <SuperadminSecurityPage />
}
