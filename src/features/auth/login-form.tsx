import { useState, type FormEvent } from 'react'
import { Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { userLoginMutation } from '@/client/@tanstack/react-query.gen'
import { COMPANY_ID, userClient } from '@/lib/api-client'
import { setAuthToken } from '@/lib/auth-storage'
import { notifyError, notifySuccess } from '@/lib/notify'
import { CredentialFields } from '@/features/auth/credential-fields'

/** The member login at `/` (SPEC section 2, 'User login'). */
export function LoginForm() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')

  const login = useMutation({
    ...userLoginMutation({ client: userClient }),
    onSuccess: async (response) => {
      // A profile cached for someone who signed out earlier must not flash up for this member.
      queryClient.removeQueries()
      setAuthToken(response.data.token)
      notifySuccess(response.message)
      await navigate({ to: '/user/dashboard', replace: true })
    },
    onError: (error) => notifyError(error, 'Failed to login a user'),
  })

  const incomplete = email.trim() === '' || password === ''

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (incomplete || login.isPending) return
    login.mutate({ body: { companyId: COMPANY_ID, user: email.trim(), password } })
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <CredentialFields email={email} password={password} onEmailChange={setEmail} onPasswordChange={setPassword} emailPlaceholder="you@example.com" />
        <Group justify="flex-end">
          <Anchor component={Link} to="/fogot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" disabled={incomplete || login.isPending}>
          {login.isPending ? 'Logging in...' : 'Log in'}
        </Button>
        <Text size="sm" ta="center">
          Don&apos;t have an account?{' '}
          <Anchor component={Link} to="/register">
            Register
          </Anchor>
        </Text>
      </Stack>
    </form>
  )
}
