import { Stack, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import {
  superadminTwoFactorDisableMutation,
  superadminTwoFactorEnableMutation,
  superadminTwoFactorRecoveryCodesMutation,
  superadminTwoFactorSetupMutation,
} from '@/client/@tanstack/react-query.gen'
import { adminClient } from '@/lib/api-client'
import { superadminTwoFactorStatusQuery } from '@/features/accounts/two-factor/status-query'
import { TwoFactorSection } from '@/features/accounts/two-factor/two-factor-section'
import { useTwoFactorCalls } from '@/features/accounts/two-factor/use-two-factor-calls'
import { ActiveSessions } from '@/features/accounts/sessions/active-sessions'

/**
 * The super admin's Security page. With an authenticator app on, the login page's 'Use
 * authenticator app' signs in without waiting for an email; the emailed code keeps working.
 */
export function SuperadminSecurityPage() {
  const status = useSuspenseQuery(superadminTwoFactorStatusQuery())
  const calls = useTwoFactorCalls({
    statusKey: superadminTwoFactorStatusQuery().queryKey,
    setup: superadminTwoFactorSetupMutation({ client: adminClient }),
    enable: superadminTwoFactorEnableMutation({ client: adminClient }),
    regenerate: superadminTwoFactorRecoveryCodesMutation({ client: adminClient }),
    disable: superadminTwoFactorDisableMutation({ client: adminClient }),
  })

  return (
    <Stack gap="lg" maw={720}>
      <Title order={2}>Security</Title>
      <TwoFactorSection
        status={status}
        accountLabel="Super Admin console"
        explain={{
          on: 'You can sign in with a code from your authenticator app instead of waiting for an emailed code.',
          off: 'Set up an authenticator app to sign in with its code instead of waiting for an emailed code. Emailed codes keep working.',
        }}
        calls={calls}
      />
      <ActiveSessions area="superadmin" />
    </Stack>
  )
}
