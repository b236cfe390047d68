import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { SuperadminLoginForm } from '@/features/accounts/superadmin/superadmin-login-form'
import { tokenHead } from '@/lib/head'
import { loginSearchSchema } from '@/lib/return-to'
import { AuthPage } from '@/ui/auth-page'
import { SessionExpiredNotice } from '@/ui/session-expired-notice'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/superadmin/login')({
  validateSearch: loginSearchSchema('/superadmin'),
  head: () => tokenHead(m.superadmin_heading()),
  component: SuperadminLoginPage,
})

function SuperadminLoginPage() {
  const { redirect, expired } = Route.useSearch()
  useLocale()
  return (
    <AuthPage
      heading={
        <Stack gap={4}>
          <Title order={1} size="h2" ta="center">
            {m.superadmin_heading()}
          </Title>
          <Text c="dimmed" size="sm" ta="center">
            {m.superadmin_subtitle()}
          </Text>
        </Stack>
      }
    >
      <SessionExpiredNotice shown={expired === '1'} />
      <SuperadminLoginForm returnTo={redirect} />
    </AuthPage>
  )
}
