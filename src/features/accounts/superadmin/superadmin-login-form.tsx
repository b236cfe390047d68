import { useState } from 'react'
import { Stack } from '@mantine/core'
import { useStore } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import * as v from 'valibot'
import { superadminLoginVerifyMutation } from '@/client/@tanstack/react-query.gen'
import { superadminLoginOtp } from '@/client/sdk.gen'
import { vOtp } from '@/client/valibot.gen'
import { adminClient } from '@/lib/api-client'
import { startConsoleSession } from '@/lib/auth-storage'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useAppForm } from '@/ui/form/app-form'
import { untilSettled } from '@/ui/form/form-parts'
import { useSignedIn } from '@/features/accounts/signed-in'
import { validEmail } from '@/features/accounts/field-rules'
import { NO_CODE_REQUEST, OtpStep } from '@/features/accounts/superadmin/otp-step'

/**
 * The super admin login at `/superadmin/login` (SPEC sections 2 and 4): 'Get OTP' sends a code to
 * the email, then the same form asks for the code under a 02:59 countdown and reads 'Login'. The
 * countdown running out, or either call failing, closes the code step again.
 */
/** `returnTo`: the page a guard or an ended session sent here from (already checked by the route). */
export function SuperadminLoginForm({ returnTo }: { returnTo?: string }) {
  const signedIn = useSignedIn(returnTo, '/superadmin/dashboard', startConsoleSession)
  /** The address the code went to; set while the code step is open. */
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null)

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
      notifySuccess(response.message)
      form.resetField('otp')
      setCodeSentTo(to)
    },
    onError: (error) => {
      closeOtpStep()
      notifyError(error, 'Failed to send OTP')
    },
  })

  const login = useMutation({
    ...superadminLoginVerifyMutation({ client: adminClient, requestValidator: undefined }),
    onSuccess: signedIn,
    onError: (error) => {
      closeOtpStep()
      notifyError(error, 'Failed to login')
    },
  })

  const form = useAppForm({
    defaultValues: NO_CODE_REQUEST,
    onSubmit: ({ value }) =>
      untilSettled(codeSentTo === null ? requestCode.mutateAsync(value.email.trim()) : login.mutateAsync({ body: { email: codeSentTo, otp: value.otp } })),
  })

  const otpStep = codeSentTo !== null
  const incomplete = useStore(form.store, ({ values }) => (otpStep ? !v.is(vOtp, values.otp) : values.email.trim() === ''))

  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="md">
          <form.AppField name="email" validators={{ onBlur: validEmail }}>
            {(field) => (
              <field.TextField
                label="Email"
                type="email"
                autoComplete="username"
                placeholder="superadmin@example.com"
                required
                readOnly={otpStep || requestCode.isPending}
                variant={otpStep ? 'filled' : 'default'}
              />
            )}
          </form.AppField>
          {otpStep && <OtpStep form={form} onExpire={closeOtpStep} onChangeEmail={closeOtpStep} />}
          {otpStep ? (
            <form.SubmitButton key="login" label="Login" pendingLabel="Logging in..." fullWidth size="md" disabled={incomplete} />
          ) : (
            <form.SubmitButton key="request" label="Get OTP" pendingLabel="Sending OTP..." fullWidth size="md" disabled={incomplete} />
          )}
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
