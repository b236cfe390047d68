import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { SuperadminLoginForm } from '@/features/accounts/superadmin/superadmin-login-form'
import { tokenHead } from '@/lib/head'
import { loginSearchSchema } from '@/lib/return-to'
import { AuthPage } from '@/ui/auth-page'
import { SessionExpiredNotice } from '@/ui/session-expired-notice'

export const Route = createFileRoute('/superadmin/login')({
  validateSearch: loginSearchSchema('/superadmin'),
  head: () => tokenHead('Super Admin'),
  component: SuperadminLoginPage,
})

function SuperadminLoginPage() {
  const { redirect, expired } = Route.useSearch()
  return (
    <AuthPage
      heading={
        <Stack gap={4}>
          <Title order={1} size="h2" ta="center">
            Super Admin
          </Title>
          <Text c="dimmed" size="sm" ta="center">
            Sign in with a one-time code sent to your email.
          </Text>
        </Stack>
      }
    >
      <SessionExpiredNotice shown={expired === '1'} />
      <SuperadminLoginForm returnTo={redirect} />
    </AuthPage>
  )
}
