import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { AdminSecurityPage } from '@/features/accounts/admin/security-page'
import { tokenHead } from '@/lib/head'
import { LoadErrorScreen } from '@/ui/load-error-screen'
import { PagePending } from '@/ui/page-pending'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/admin/_console/security')({
  // Imported here, not at the top: a loader is in the route tree, which every first page loads, and
  // the login page's script has no room for the generated call.
  loader: async ({ context }) => {
    const { adminTwoFactorStatusQuery } = await import('@/features/accounts/two-factor/status-query')
    return context.queryClient.ensureQueryData(adminTwoFactorStatusQuery())
  },
  head: () => tokenHead(m.nav_security()),
  pendingComponent: PagePending,
  errorComponent: SecurityError,
  component: SecurityPage,
})

function SecurityPage() {
  useLocale()
  return <AdminSecurityPage />
}

function SecurityError(props: ErrorComponentProps) {
  return <LoadErrorScreen {...props} heading={m.nav_security()} title={m.security_load_failed()} />
}
