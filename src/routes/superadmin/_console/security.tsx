import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { SuperadminSecurityPage } from '@/features/accounts/superadmin/security-page'
import { tokenHead } from '@/lib/head'
import { LoadErrorScreen } from '@/ui/load-error-screen'
import { PagePending } from '@/ui/page-pending'

export const Route = createFileRoute('/superadmin/_console/security')({
  // Imported here, not at the top: a loader is in the route tree, which every first page loads, and
  // the login page's script has no room for the generated call.
  loader: async ({ context }) => {
    const { superadminTwoFactorStatusQuery } = await import('@/features/accounts/two-factor/status-query')
    return context.queryClient.ensureQueryData(superadminTwoFactorStatusQuery())
  },
  head: () => tokenHead('Security'),
  pendingComponent: PagePending,
  errorComponent: SecurityError,
  component: SecurityPage,
})

function SecurityPage() {
  return <SuperadminSecurityPage />
}

function SecurityError(props: ErrorComponentProps) {
  return <LoadErrorScreen {...props} heading="Security" title="Two-factor sign-in could not be loaded." />
}
