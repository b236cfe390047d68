import { useState, type FormEvent } from 'react'
import { Button, Stack } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { companyLoginMutation } from '@/client/@tanstack/react-query.gen'
import { adminClient } from '@/lib/api-client'
import { startConsoleSession } from '@/lib/auth-storage'
import { notifyError, notifySuccess } from '@/lib/notify'
import { CredentialFields } from '@/features/auth/credential-fields'

/** The company admin login at `/admin/login` (SPEC sections 2 and 4). */
export function AdminLoginForm() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')

  const login = useMutation({
    ...companyLoginMutation({ client: adminClient }),
    onSuccess: async (response) => {
      queryClient.removeQueries()
      startConsoleSession(response.data.token)
      notifySuccess(response.message)
      await navigate({ to: '/admin/dashboard', replace: true })
    },
    onError: (error) => notifyError(error, 'Failed to login'),
  })

  const incomplete = email.trim() === '' || password === ''

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (incomplete || login.isPending) return
    login.mutate({ body: { email: email.trim(), password } })
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <CredentialFields email={email} password={password} onEmailChange={setEmail} onPasswordChange={setPassword} emailPlaceholder="admin@example.com" />
        <Button type="submit" fullWidth size="md" disabled={incomplete || login.isPending}>
          {login.isPending ? 'Logging in...' : 'Login'}
        </Button>
      </Stack>
    </form>
  )
}
