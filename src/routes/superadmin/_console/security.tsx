import { createFileRoute } from '@tanstack/react-router'
import { SuperadminSecurityPage, superadminTwoFactorStatusQuery } from '@/features/accounts/superadmin/security-page'
import { tokenHead } from '@/lib/head'

export const Route = createFileRoute('/superadmin/_console/security')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(superadminTwoFactorStatusQuery())
  },
  head: () => tokenHead('Security'),
  component: SecurityPage,
})

function SecurityPage() {
  return <SuperadminSecurityPage />
}
