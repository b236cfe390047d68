import { Button, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { companyLoginTwoFactorMutation } from '@/client/@tanstack/react-query.gen'
import { adminClient } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'
import { CodeField, useCodeForm } from '@/features/accounts/two-factor/code-field'
import { type SecondStepProps, useChallengeExpiry } from '@/features/accounts/admin/challenge'
import { m } from '@/paraglide/messages'

/**
 * The admin's second step: the authenticator's current code, or a recovery code. A refused code
 * empties the field for the next one (a code is accepted only once, so the same one would fail again).
 */
export function CodeStep({ step, onSignedIn, onRestart }: SecondStepProps) {
  useChallengeExpiry({ step, onRestart })
  const verify = useMutation({
    ...companyLoginTwoFactorMutation({ client: adminClient }),
    onSuccess: onSignedIn,
    onError: (error) => {
      form.resetField('code')
      notifyError(error, m.admin_code_failed())
    },
  })
  const { form, incomplete, submitting } = useCodeForm((code) => verify.mutateAsync({ body: { challenge: step.challenge, code } }))

  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="md">
          <Text size="sm">{m.admin_code_intro()}</Text>
          <CodeField form={form} fields={{ code: 'code' }} allowRecovery autoFocus />
          <form.SubmitButton label={m.admin_code_verify()} pendingLabel={m.admin_code_verifying()} fullWidth size="md" disabled={incomplete} />
          <Button variant="subtle" size="compact-sm" onClick={onRestart} disabled={submitting}>
            {m.admin_code_back()}
          </Button>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
