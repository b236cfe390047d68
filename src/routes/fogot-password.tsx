import { Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { PasswordResetForm } from '@/features/accounts/member/password-reset/password-reset-form'
import { tokenHead } from '@/lib/head'
import { AuthPage } from '@/ui/auth-page'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'

// The path is spelt 'fogot' on purpose: the spec fixes it.
export const Route = createFileRoute('/fogot-password')({
  head: () => tokenHead(),
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  useLocale()
  return (
    <AuthPage
      heading={
        <Title order={1} size="h2">
          {m.reset_heading()}
        </Title>
      }
    >
      <PasswordResetForm />
    </AuthPage>
  )
}
