import { useState } from 'react'
import { Anchor, Group, Stack, Text } from '@mantine/core'
import { useStore } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import { userLoginMutation } from '@/client/@tanstack/react-query.gen'
import { COMPANY_ID, userClient } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'
import { CompanySuspendedNotice, suspensionReasonOf } from '@/ui/company-suspended-notice'
import { useAppForm } from '@/ui/form/app-form'
import { untilSettled } from '@/ui/form/form-parts'
import { useSignedIn } from '@/features/accounts/signed-in'
import { CredentialFields, credentialsMissing, NO_CREDENTIALS } from '@/features/accounts/credential-fields'
import { m } from '@/paraglide/messages'

/** The member login at `/` (the spec's 'User login'). */
/** `returnTo`: the page a guard or an ended session sent here from (already checked by the route). */
/** `suspended`: the reason the company's sale is suspended, when a refused session sent here with it. */
export function LoginForm({ returnTo, suspended }: { returnTo?: string; suspended?: string }) {
  const signedIn = useSignedIn(returnTo, '/user/dashboard')
  const [suspension, setSuspension] = useState(suspended)

  const login = useMutation({
    ...userLoginMutation({ client: userClient }),
    onSuccess: signedIn,
    onError: (error) => {
      setSuspension(suspensionReasonOf(error))
      notifyError(error, m.login_failed_member())
    },
  })

  // Arriving from a registration, the new account's email is already known.
  const registeredEmail = useLocation({ select: (location) => location.state.registeredEmail })
  const form = useAppForm({
    defaultValues: registeredEmail ? { ...NO_CREDENTIALS, email: registeredEmail } : NO_CREDENTIALS,
    onSubmit: ({ value }) => untilSettled(login.mutateAsync({ body: { companyId: COMPANY_ID, user: value.email.trim(), password: value.password } })),
  })
  const incomplete = useStore(form.store, (state) => credentialsMissing(state.values))

  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="md">
          <CompanySuspendedNotice reason={suspension} />
          <CredentialFields form={form} emailPlaceholder="you@example.com" />
          <Group justify="flex-end">
            <Anchor component={Link} to="/fogot-password" size="sm">
              {m.login_forgot_password()}
            </Anchor>
          </Group>
          <form.SubmitButton label={m.login_submit()} pendingLabel={m.login_pending()} fullWidth size="md" disabled={incomplete} />
          <Text size="sm" ta="center">
            {m.login_no_account()}{' '}
            <Anchor component={Link} to="/register">
              {m.login_register_link()}
            </Anchor>
          </Text>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
