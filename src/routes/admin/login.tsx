import { Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { AdminLoginForm } from '@/features/accounts/admin/admin-login-form'
import { tokenHead } from '@/lib/head'
import { loginSearchSchema } from '@/lib/return-to'
import { selectedToken } from '@/tokens/selected-token'
import { AuthPage } from '@/ui/auth-page'
import { SessionExpiredNotice } from '@/ui/session-expired-notice'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/admin/login')({
  validateSearch: loginSearchSchema('/admin'),
  head: () => tokenHead(),
  component: AdminLoginPage,
})

function AdminLoginPage() {
  const { redirect, expired, suspended } = Route.useSearch()
  useLocale()
  return (
    <AuthPage
      heading={
        <Title order={1} size="h3" ta="center">
          {selectedToken.title}{' '}
          <Text span inherit c="var(--app-accent-text)" display="block">
            {m.admin_login_program()}
          </Text>
        </Title>
      }
    >
      <SessionExpiredNotice shown={expired === '1'} />
      <AdminLoginForm returnTo={redirect} suspended={suspended} />
    </AuthPage>
  )
}
