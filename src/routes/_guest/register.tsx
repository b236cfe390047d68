import { Anchor, Text, Title } from '@mantine/core'
import { createFileRoute, Link } from '@tanstack/react-router'
import { RegistrationForm } from '@/features/registration/registration-form'
import { tokenHead } from '@/lib/head'
import { AuthPage } from '@/ui/auth-page'

// Under _guest: a signed-in member is sent to the dashboard instead.
export const Route = createFileRoute('/_guest/register')({
  head: () => tokenHead('Register'),
  component: RegisterPage,
})

function RegisterPage() {
  return (
    <AuthPage heading={<Title order={1} size="h2">Register</Title>} subtitle="Create your account with a code sent to your email and mobile.">
      <RegistrationForm />
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to="/">
          Log in
        </Anchor>
      </Text>
    </AuthPage>
  )
}
