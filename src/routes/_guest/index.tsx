import { Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { LoginForm } from '@/features/auth/login-form'
import { tokenHead } from '@/lib/head'
import { AuthPage } from '@/ui/auth-page'

export const Route = createFileRoute('/_guest/')({
  head: () => tokenHead('Login'),
  component: LoginPage,
})

function LoginPage() {
  return (
    <AuthPage heading={<Title order={1} size="h2">Log in</Title>} subtitle="Welcome back. Sign in to your account.">
      <LoginForm />
    </AuthPage>
  )
}
