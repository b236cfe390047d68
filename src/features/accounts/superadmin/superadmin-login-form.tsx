import { useState } from 'react'
import { Button, Stack } from '@mantine/core'
import { useStore } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import * as v from 'valibot'
import { superadminLoginAuthenticatorMutation, superadminLoginVerifyMutation } from '@/client/@tanstack/react-query.gen'
import { superadminLoginOtp } from '@/client/sdk.gen'
import { vOtp } from '@/client/valibot.gen'
import { adminClient } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useAppForm } from '@/ui/form/app-form'
import { untilSettled } from '@/ui/form/form-parts'
import { useSignedIn } from '@/features/accounts/signed-in'
import { validEmail } from '@/features/accounts/field-rules'
import { NO_CODE_REQUEST, OtpStep } from '@/features/accounts/superadmin/otp-step'
import { CodeField, codeReady } from '@/features/accounts/two-factor/code-field'
import { m } from '@/paraglide/messages'

/**
 * The super admin login at `/superadmin/login`: 'Get OTP' sends a code to
 * the email, then the same form asks for the code under a 02:59 countdown and reads 'Login'. The
 * countdown running out, or either call failing, closes the code step again. A super admin with an
 * authenticator app may instead 'Use authenticator app': the email and the app's code, no email sent.
 */
/** `returnTo`: the page a guard or an ended session sent here from (already checked by the route). */
export function SuperadminLoginForm({ returnTo }: { returnTo?: string }) {
  const signedIn = useSignedIn(returnTo, '/superadmin/dashboard')
  /** The address the code went to; set while the code step is open. */
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null)
  /** Signing in with the authenticator app's code (kept in the same `otp` field) instead of an emailed one. */
  const [withApp, setWithApp] = useState(false)

  function closeOtpStep() {
    setCodeSentTo(null)
    form.resetField('otp')
  }

  const requestCode = useMutation({
    // A GET in the contract, so no mutation is generated; the server's 400 says what is wrong in
    // words, which the generated request check would replace with the fallback.
    mutationFn: async (to: string) => {
      const { data } = await superadminLoginOtp({ client: adminClient, query: { email: to }, requestValidator: undefined, throwOnError: true })
      return data
    },
    onSuccess: (response, to) => {
      notifySuccess(response.message, m.done_superadmin_code_sent)
      form.resetField('otp')
      setCodeSentTo(to)
    },
    onError: (error) => {
      closeOtpStep()
      notifyError(error, m.superadmin_otp_failed())
    },
  })

  const login = useMutation({
    ...superadminLoginVerifyMutation({ client: adminClient, requestValidator: undefined }),
    onSuccess: signedIn,
    onError: (error) => {
      closeOtpStep()
      notifyError(error, m.login_failed())
    },
  })

  const appLogin = useMutation({
    ...superadminLoginAuthenticatorMutation({ client: adminClient }),
    onSuccess: signedIn,
    onError: (error) => {
      // A code is accepted once, so the one just refused is no use again.
      form.resetField('otp')
      notifyError(error, m.login_failed())
    },
  })

  function submit({ email, otp }: typeof NO_CODE_REQUEST) {
    if (withApp) return appLogin.mutateAsync({ body: { email: email.trim(), code: otp } })
    return codeSentTo === null ? requestCode.mutateAsync(email.trim()) : login.mutateAsync({ body: { email: codeSentTo, otp } })
  }

  const form = useAppForm({
    defaultValues: NO_CODE_REQUEST,
    onSubmit: ({ value }) => untilSettled(submit(value)),
  })

  function switchToApp(next: boolean) {
    form.resetField('otp')
    setWithApp(next)
  }

  const otpStep = codeSentTo !== null
  const incomplete = useStore(form.store, ({ values }) =>
    withApp ? values.email.trim() === '' || !codeReady(values.otp, true) : otpStep ? !v.is(vOtp, values.otp) : values.email.trim() === '',
  )

  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="md">
          <form.AppField name="email" validators={{ onBlur: validEmail }}>
            {(field) => (
              <field.TextField
                label={m.credentials_email()}
                type="email"
                autoComplete="username"
                placeholder="superadmin@example.com"
                required
                readOnly={otpStep || requestCode.isPending}
                variant={otpStep ? 'filled' : 'default'}
              />
            )}
          </form.AppField>
          {withApp && <CodeField form={form} fields={{ code: 'otp' }} allowRecovery />}
          {otpStep && <OtpStep form={form} onExpire={closeOtpStep} onChangeEmail={closeOtpStep} />}
          {withApp ? (
            <>
              <form.SubmitButton key="app" label={m.admin_login_submit()} pendingLabel={m.login_pending()} fullWidth size="md" disabled={incomplete} />
              <Button variant="subtle" size="compact-sm" onClick={() => switchToApp(false)}>
                {m.superadmin_use_email_code()}
              </Button>
            </>
          ) : otpStep ? (
            <form.SubmitButton key="login" label={m.admin_login_submit()} pendingLabel={m.login_pending()} fullWidth size="md" disabled={incomplete} />
          ) : (
            <>
              <form.SubmitButton key="request" label={m.superadmin_get_otp()} pendingLabel={m.superadmin_sending_otp()} fullWidth size="md" disabled={incomplete} />
              <Button variant="subtle" size="compact-sm" onClick={() => switchToApp(true)} disabled={requestCode.isPending}>
                {m.superadmin_use_app()}
              </Button>
            </>
          )}
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
