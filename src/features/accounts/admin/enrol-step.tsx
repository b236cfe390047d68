import { useEffect, useState } from 'react'
import { Button, Loader, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { companyLoginTwoFactorEnableMutation, companyLoginTwoFactorSetupMutation } from '@/client/@tanstack/react-query.gen'
import type { TwoFactorEnrolledLoginResponse } from '@/client/types.gen'
import { adminClient } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'
import { selectedToken } from '@/tokens/selected-token'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { AuthenticatorSetup } from '@/features/accounts/two-factor/authenticator-setup'
import { RecoveryCodes } from '@/features/accounts/two-factor/recovery-codes'
import { type SecondStepProps, useChallengeExpiry } from '@/features/accounts/admin/challenge'

/**
 * The sign-in of an admin whose company requires two-factor sign-in and who has none yet: set an
 * authenticator app up, confirm it with a first code, keep the recovery codes, then in. Loaded
 * lazily by the login form.
 */
export default function EnrolStep({ step, onSignedIn, onRestart }: SecondStepProps) {
  useLocale()
  const [enrolled, setEnrolled] = useState<TwoFactorEnrolledLoginResponse | null>(null)
  // The challenge only matters until the app is confirmed; after that the token is in hand.
  useChallengeExpiry({ step, onRestart }, enrolled === null)

  const setup = useMutation({
    ...companyLoginTwoFactorSetupMutation({ client: adminClient }),
    onError: (error) => notifyError(error, m.twofa_setup_failed()),
  })
  const enable = useMutation({
    ...companyLoginTwoFactorEnableMutation({ client: adminClient }),
    onSuccess: setEnrolled,
    onError: (error) => notifyError(error, m.twofa_enable_failed()),
  })
  const { mutate: startSetup } = setup
  useEffect(() => startSetup({ body: { challenge: step.challenge } }), [startSetup, step.challenge])

  if (enrolled) {
    return (
      <RecoveryCodes
        codes={enrolled.data.recoveryCodes}
        accountLabel={m.twofa_account_admin({ title: selectedToken.title })}
        doneLabel={m.twofa_enrol_done()}
        onDone={() => void onSignedIn({ message: enrolled.message, data: { token: enrolled.data.token } })}
      />
    )
  }
  return (
    <Stack gap="md">
      <Text size="sm" fw={600}>
        {m.twofa_enrol_intro()}
      </Text>
      {setup.data ? (
        <AuthenticatorSetup
          setup={setup.data.data}
          confirmLabel={m.twofa_enrol_confirm()}
          onConfirm={(code) => enable.mutateAsync({ body: { challenge: step.challenge, code } })}
        />
      ) : setup.isError ? (
        <Text size="sm" c="red">
          {m.twofa_enrol_not_started()}
        </Text>
      ) : (
        <Loader size="sm" mx="auto" aria-label={m.twofa_enrol_preparing()} />
      )}
      <Button variant="subtle" size="compact-sm" onClick={onRestart}>
        {m.admin_code_back()}
      </Button>
    </Stack>
  )
}
