import { createFileRoute } from '@tanstack/react-router'
import { AdminSecurityPage, adminTwoFactorStatusQuery } from '@/features/accounts/admin/security-page'
import { tokenHead } from '@/lib/head'

export const Route = createFileRoute('/admin/_console/security')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminTwoFactorStatusQuery())
  },
  head: () => tokenHead('Security'),
  component: SecurityPage,
})

function SecurityPage() {
  return <AdminSecurityPage />
}
