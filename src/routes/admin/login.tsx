import { Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { AdminLoginForm } from '@/features/auth/admin-login-form'
import { tokenHead } from '@/lib/head'
import { selectedToken } from '@/tokens/selected-token'
import { AuthPage } from '@/ui/auth-page'

export const Route = createFileRoute('/admin/login')({
  head: () => tokenHead(),
  component: AdminLoginPage,
})

function AdminLoginPage() {
  return (
    <AuthPage
      heading={
        <Title order={1} size="h3" ta="center">
          {selectedToken.title}{' '}
          <Text span inherit c="brand.7" display="block">
            PRE-LAUNCH PROGRAM
          </Text>
        </Title>
      }
    >
      <AdminLoginForm />
    </AuthPage>
  )
}
