import { lazy, Suspense, useState } from 'react'
import { Loader, Stack } from '@mantine/core'
import { useStore } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { companyLoginMutation } from '@/client/@tanstack/react-query.gen'
import type { TwoFactorStep } from '@/client/types.gen'
import { adminClient } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'
import { CompanySuspendedNotice, suspensionReasonOf } from '@/ui/company-suspended-notice'
import { useAppForm } from '@/ui/form/app-form'
import { untilSettled } from '@/ui/form/form-parts'
import { useSignedIn } from '@/features/accounts/signed-in'
import { CredentialFields, credentialsMissing, NO_CREDENTIALS } from '@/features/accounts/credential-fields'
import { CodeStep } from '@/features/accounts/admin/code-step'
import { m } from '@/paraglide/messages'

// Enrolling (the QR code, the recovery codes) is for the rare sign-in that must set an app up, so
// its code loads only then, and the login page's first load stays as it was.
const EnrolStep = lazy(() => import('@/features/accounts/admin/enrol-step'))

/**
 * The company admin login at `/admin/login`: email and password, then, for
 * an admin with two-factor sign-in, the authenticator's code; an admin whose company requires it
 * and who has none sets an app up before the session starts.
 */
/** `returnTo`: the page a guard or an ended session sent here from (already checked by the route). */
/** `suspended`: the reason the company's sale is suspended, when a refused session sent here with it. */
export function AdminLoginForm({ returnTo, suspended }: { returnTo?: string; suspended?: string }) {
  const signedIn = useSignedIn(returnTo, '/admin/dashboard')
  const [suspension, setSuspension] = useState(suspended)
  /** Set once the password was right and a second factor applies. */
  const [step, setStep] = useState<TwoFactorStep | null>(null)

  const login = useMutation({
    ...companyLoginMutation({ client: adminClient }),
    onSuccess: (response) => ('token' in response.data ? signedIn({ message: response.message, data: response.data }) : setStep(response.data)),
    onError: (error) => {
      setSuspension(suspensionReasonOf(error))
      notifyError(error, m.login_failed())
    },
  })

  const form = useAppForm({
    defaultValues: NO_CREDENTIALS,
    onSubmit: ({ value }) => untilSettled(login.mutateAsync({ body: { email: value.email.trim(), password: value.password } })),
  })
  const incomplete = useStore(form.store, (state) => credentialsMissing(state.values))

  /** Back to the password (the challenge ran out, or the person chose to); the email stays. */
  function restart() {
    setStep(null)
    form.resetField('password')
  }

  if (step?.twoFactor === 'VERIFY') return <CodeStep step={step} onSignedIn={signedIn} onRestart={restart} />
  if (step?.twoFactor === 'ENROL') {
    return (
      <Suspense fallback={<Loader size="sm" mx="auto" aria-label={m.loading()} />}>
        <EnrolStep step={step} onSignedIn={signedIn} onRestart={restart} />
      </Suspense>
    )
  }
  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="md">
          <CompanySuspendedNotice reason={suspension} />
          <CredentialFields form={form} emailPlaceholder="admin@example.com" />
          <form.SubmitButton label={m.admin_login_submit()} pendingLabel={m.login_pending()} fullWidth size="md" disabled={incomplete} />
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
