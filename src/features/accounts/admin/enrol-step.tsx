import { useEffect, useState } from 'react'
import { Button, Loader, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { companyLoginTwoFactorEnableMutation, companyLoginTwoFactorSetupMutation } from '@/client/@tanstack/react-query.gen'
import type { TwoFactorEnrolledLoginResponse } from '@/client/types.gen'
import { adminClient } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'
import { selectedToken } from '@/tokens/selected-token'
import { AuthenticatorSetup } from '@/features/accounts/two-factor/authenticator-setup'
import { RecoveryCodes } from '@/features/accounts/two-factor/recovery-codes'
import { type SecondStepProps, useChallengeExpiry } from '@/features/accounts/admin/challenge'

/**
 * The sign-in of an admin whose company requires two-factor sign-in and who has none yet: set an
 * authenticator app up, confirm it with a first code, keep the recovery codes, then in. Loaded
 * lazily by the login form.
 */
export default function EnrolStep({ step, onSignedIn, onRestart }: SecondStepProps) {
  const [enrolled, setEnrolled] = useState<TwoFactorEnrolledLoginResponse | null>(null)
  // The challenge only matters until the app is confirmed; after that the token is in hand.
  useChallengeExpiry({ step, onRestart }, enrolled === null)

  const setup = useMutation({
    ...companyLoginTwoFactorSetupMutation({ client: adminClient }),
    onError: (error) => notifyError(error, 'Failed to start two-factor setup'),
  })
  const enable = useMutation({
    ...companyLoginTwoFactorEnableMutation({ client: adminClient }),
    onSuccess: setEnrolled,
    onError: (error) => notifyError(error, 'Failed to turn on two-factor sign-in'),
  })
  const { mutate: startSetup } = setup
  useEffect(() => startSetup({ body: { challenge: step.challenge } }), [startSetup, step.challenge])

  if (enrolled) {
    return (
      <RecoveryCodes
        codes={enrolled.data.recoveryCodes}
        accountLabel={`${selectedToken.title} admin console`}
        doneLabel="Continue to the dashboard"
        onDone={() => void onSignedIn({ message: enrolled.message, data: { token: enrolled.data.token } })}
      />
    )
  }
  return (
    <Stack gap="md">
      <Text size="sm" fw={600}>
        Your company requires two-factor sign-in. Set up an authenticator app to continue.
      </Text>
      {setup.data ? (
        <AuthenticatorSetup setup={setup.data.data} confirmLabel="Turn on and sign in" onConfirm={(code) => enable.mutateAsync({ body: { challenge: step.challenge, code } })} />
      ) : setup.isError ? (
        <Text size="sm" c="red">
          The setup could not start.
        </Text>
      ) : (
        <Loader size="sm" mx="auto" aria-label="Preparing your setup key" />
      )}
      <Button variant="subtle" size="compact-sm" onClick={onRestart}>
        Back to email and password
      </Button>
    </Stack>
  )
}
