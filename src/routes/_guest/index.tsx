import { Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { LoginForm } from '@/features/accounts/member/login-form'
import { tokenHead } from '@/lib/head'
import { loginSearchSchema } from '@/lib/return-to'
import { AuthPage } from '@/ui/auth-page'
import { SessionExpiredNotice } from '@/ui/session-expired-notice'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_guest/')({
  validateSearch: loginSearchSchema('/user'),
  head: () => tokenHead(m.login_title()),
  component: LoginPage,
})

function LoginPage() {
  const { redirect, expired, suspended } = Route.useSearch()
  useLocale()
  return (
    <AuthPage
      heading={
        <Title order={1} size="h2">
          {m.login_heading()}
        </Title>
      }
      subtitle={m.login_subtitle()}
    >
      <SessionExpiredNotice shown={expired === '1'} />
      <LoginForm returnTo={redirect} suspended={suspended} />
    </AuthPage>
  )
}
