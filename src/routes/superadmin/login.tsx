import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { SuperadminLoginForm } from '@/features/superadmin-login/superadmin-login-form'
import { tokenHead } from '@/lib/head'
import { AuthPage } from '@/ui/auth-page'

export const Route = createFileRoute('/superadmin/login')({
  head: () => tokenHead('Super Admin'),
  component: SuperadminLoginPage,
})

function SuperadminLoginPage() {
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
      <SuperadminLoginForm />
    </AuthPage>
  )
}
