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
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'

/**
 * The super admin's Security page. With an authenticator app on, the login page's 'Use
 * authenticator app' signs in without waiting for an email; the emailed code keeps working.
 */
export function SuperadminSecurityPage() {
  useLocale()
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
      <Title order={2}>{m.nav_security()}</Title>
      <TwoFactorSection
        status={status}
        accountLabel={m.twofa_account_superadmin()}
        explain={{
          on: m.security_superadmin_on(),
          off: m.security_superadmin_off(),
        }}
        calls={calls}
      />
      <ActiveSessions area="superadmin" />
    </Stack>
  )
}
