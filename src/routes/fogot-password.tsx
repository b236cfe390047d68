import { Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { PasswordResetForm } from '@/features/accounts/member/password-reset/password-reset-form'
import { tokenHead } from '@/lib/head'
import { AuthPage } from '@/ui/auth-page'

// The path is spelt 'fogot' on purpose: the spec fixes it.
export const Route = createFileRoute('/fogot-password')({
  head: () => tokenHead(),
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  return (
    <AuthPage
      heading={
        <Title order={1} size="h2">
          Forgot Password
        </Title>
      }
    >
      <PasswordResetForm />
    </AuthPage>
  )
}
