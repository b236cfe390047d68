import { useState } from 'react'
import { Anchor, Group, Stack, Text } from '@mantine/core'
import { revalidateLogic, useStore } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { forgotPasswordMutation, forgotPasswordOtpMutation } from '@/client/@tanstack/react-query.gen'
import { COMPANY_ID, userClient } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useAppForm } from '@/ui/form/app-form'
import { untilSettled } from '@/ui/form/form-parts'
import { matches } from '@/ui/form/rules'
import { newPasswordRules, validEmail, validNewPassword, validOtp } from '@/features/accounts/field-rules'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'

interface ResetFields {
  email: string
  otp: string
  newPassword: string
  confirmNewPassword: string
}

const CODE_FIELDS = ['otp', 'newPassword', 'confirmNewPassword'] as const

/** The form-wide message of each step; formats are said under their fields. */
function problemWith(fields: ResetFields, codeStep: boolean): string | undefined {
  if (!codeStep) return !fields.email.trim() || !COMPANY_ID ? m.reset_email_missing() : undefined
  return CODE_FIELDS.some((key) => !fields[key].trim()) ? m.reset_fields_missing() : undefined
}

/**
 * Forgot password at `/fogot-password`: ask for a code by email, then
 * set a new password with it. One form for both steps, so going back keeps the email.
 */
export function PasswordResetForm() {
  useLocale()
  const navigate = useNavigate()
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null)
  const codeStep = codeSentTo !== null

  // The server's 400 names each bad field in words; the generated check would stop the request
  // and leave the member with only the fallback.
  const sendCode = useMutation({
    ...forgotPasswordOtpMutation({ client: userClient, requestValidator: undefined }),
    onSuccess: (response, { body }) => {
      notifySuccess(response.message, m.done_reset_otp_sent)
      setCodeSentTo(body.user)
    },
    onError: (error) => notifyError(error, m.reset_send_failed()),
  })

  const reset = useMutation({
    ...forgotPasswordMutation({ client: userClient, requestValidator: undefined }),
    onSuccess: async (response) => {
      notifySuccess(response.message, m.done_password_updated)
      await navigate({ to: '/' })
    },
    onError: (error) => notifyError(error, m.reset_failed()),
  })

  const form = useAppForm({
    defaultValues: { email: '', otp: '', newPassword: '', confirmNewPassword: '' } as ResetFields,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: ({ value }) => problemWith(value, codeStep) },
    onSubmit: ({ value }) =>
      untilSettled(
        codeSentTo === null
          ? sendCode.mutateAsync({ body: { companyId: COMPANY_ID, user: value.email.trim() } })
          : reset.mutateAsync({ body: { companyId: COMPANY_ID, user: codeSentTo, otp: value.otp.trim(), password: value.newPassword } }),
      ),
  })
  const incomplete = useStore(form.store, ({ values }) => (codeStep ? CODE_FIELDS.some((key) => values[key] === '') : values.email === ''))

  function changeEmail() {
    CODE_FIELDS.forEach((key) => form.resetField(key))
    setCodeSentTo(null)
  }

  return (
    <form.AppForm>
      <form.Form>
        <form.ProblemToast />
        {codeStep ? (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {m.reset_code_sent({ email: codeSentTo })}
            </Text>
            <form.AppField name="otp" validators={{ onBlur: validOtp }}>
              {(field) => (
                <field.TextField label={m.otp_label()} autoComplete="one-time-code" inputMode="numeric" placeholder={m.register_otp_placeholder()} maxLength={6} required />
              )}
            </form.AppField>
            <form.AppField name="newPassword" validators={{ onBlur: validNewPassword }}>
              {(field) => <field.PasswordField label={m.reset_new_password()} description={newPasswordRules()} autoComplete="new-password" required />}
            </form.AppField>
            <form.AppField name="confirmNewPassword" validators={{ onBlur: matches('newPassword', m.reset_passwords_mismatch), onBlurListenTo: ['newPassword'] }}>
              {(field) => <field.PasswordField label={m.reset_confirm_new_password()} autoComplete="new-password" required />}
            </form.AppField>
            <form.SubmitButton key="reset" label={m.reset_submit()} pendingLabel={m.reset_pending()} fullWidth size="md" disabled={incomplete} />
            <Group justify="space-between" gap="xs">
              <Anchor component={Link} to="/" size="sm">
                {m.reset_back_to_login()}
              </Anchor>
              <Anchor component="button" type="button" size="sm" onClick={changeEmail}>
                {m.reset_change_email()}
              </Anchor>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {m.reset_intro()}
            </Text>
            <form.AppField name="email" validators={{ onBlur: validEmail }}>
              {(field) => <field.TextField label={m.credentials_email()} type="email" autoComplete="email" placeholder="you@example.com" required />}
            </form.AppField>
            <form.SubmitButton key="send" label={m.reset_send_code()} pendingLabel={m.reset_sending_code()} fullWidth size="md" disabled={incomplete} />
            <Group justify="center">
              <Anchor component={Link} to="/" size="sm">
                {m.reset_back_to_login()}
              </Anchor>
            </Group>
          </Stack>
        )}
      </form.Form>
    </form.AppForm>
  )
}
