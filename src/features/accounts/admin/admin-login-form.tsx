import { Stack } from '@mantine/core'
import { useStore } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { companyLoginMutation } from '@/client/@tanstack/react-query.gen'
import { adminClient } from '@/lib/api-client'
import { startConsoleSession } from '@/lib/auth-storage'
import { notifyError } from '@/lib/notify'
import { useAppForm } from '@/ui/form/app-form'
import { untilSettled } from '@/ui/form/form-parts'
import { useSignedIn } from '@/features/accounts/signed-in'
import { CredentialFields, credentialsMissing, NO_CREDENTIALS } from '@/features/accounts/credential-fields'

/** The company admin login at `/admin/login` (SPEC sections 2 and 4). */
/** `returnTo`: the page a guard or an ended session sent here from (already checked by the route). */
export function AdminLoginForm({ returnTo }: { returnTo?: string }) {
  const signedIn = useSignedIn(returnTo, '/admin/dashboard', startConsoleSession)

  const login = useMutation({
    ...companyLoginMutation({ client: adminClient }),
    // The two-factor step's screens come with the web side of the feature; until then only a token signs in.
    onSuccess: (response) => ('token' in response.data ? signedIn({ message: response.message, data: response.data }) : undefined),
    onError: (error) => notifyError(error, 'Failed to login'),
  })

  const form = useAppForm({
    defaultValues: NO_CREDENTIALS,
    onSubmit: ({ value }) => untilSettled(login.mutateAsync({ body: { email: value.email.trim(), password: value.password } })),
  })
  const incomplete = useStore(form.store, (state) => credentialsMissing(state.values))

  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="md">
          <CredentialFields form={form} emailPlaceholder="admin@example.com" />
          <form.SubmitButton label="Login" pendingLabel="Logging in..." fullWidth size="md" disabled={incomplete} />
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
