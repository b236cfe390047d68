import { useState } from 'react'
import { Stack, Switch, Title } from '@mantine/core'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import {
  adminTwoFactorDisableMutation,
  adminTwoFactorEnableMutation,
  adminTwoFactorPolicyMutation,
  adminTwoFactorRecoveryCodesMutation,
  adminTwoFactorSetupMutation,
} from '@/client/@tanstack/react-query.gen'
import type { TwoFactorStatus } from '@/client/types.gen'
import { adminClient } from '@/lib/api-client'
import { announce, useRefresh } from '@/lib/change-outcome'
import { selectedToken } from '@/tokens/selected-token'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { adminTwoFactorStatusQuery } from '@/features/accounts/two-factor/status-query'
import { TwoFactorSection } from '@/features/accounts/two-factor/two-factor-section'
import { useTwoFactorCalls } from '@/features/accounts/two-factor/use-two-factor-calls'
import { ActiveSessions } from '@/features/accounts/sessions/active-sessions'

/** The admin's Security page: their own two-factor sign-in and the company's requirement of it. */
export function AdminSecurityPage() {
  const status = useSuspenseQuery(adminTwoFactorStatusQuery())
  const refresh = useRefresh(adminTwoFactorStatusQuery().queryKey)
  const calls = useTwoFactorCalls({
    statusKey: adminTwoFactorStatusQuery().queryKey,
    setup: adminTwoFactorSetupMutation({ client: adminClient }),
    enable: adminTwoFactorEnableMutation({ client: adminClient }),
    regenerate: adminTwoFactorRecoveryCodesMutation({ client: adminClient }),
    disable: adminTwoFactorDisableMutation({ client: adminClient }),
  })

  return (
    <Stack gap="lg" maw={720}>
      <Title order={2}>Security</Title>
      <TwoFactorSection
        status={status}
        accountLabel={`${selectedToken.title} admin console`}
        explain={{
          on: 'Signing in asks for a code from your authenticator app after your password.',
          off: 'Sign in with your password and a code from an authenticator app on your phone, so a stolen password alone is not enough.',
        }}
        calls={calls}
      >
        <CompanyRequirement status={status.data.data} onChanged={refresh} />
      </TwoFactorSection>
      <ActiveSessions area="admin" />
    </Stack>
  )
}

/**
 * The company's switch. Turning it on ends the sessions of admins without an authenticator and
 * makes them enrol at their next sign-in, so it asks first; the server refuses it to an admin who
 * has none (they would lock themselves out), and the switch says so before.
 */
function CompanyRequirement({ status, onChanged }: { status: TwoFactorStatus; onChanged: () => Promise<unknown> }) {
  const [confirming, setConfirming] = useState(false)
  const policy = useMutation({ ...adminTwoFactorPolicyMutation({ client: adminClient }), ...announce('Failed to change the company setting', onChanged) })
  const save = (required: boolean) =>
    policy.mutateAsync({ body: { required } }).then(
      () => setConfirming(false),
      () => undefined,
    )

  return (
    <Stack gap={4} pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Switch
        label="Require two-factor sign-in for all admins"
        description={
          status.enabled || status.companyRequires
            ? 'Admins without an authenticator app are signed out and set one up at their next sign-in.'
            : 'Turn on your own two-factor sign-in first.'
        }
        checked={status.companyRequires}
        disabled={policy.isPending || (!status.enabled && !status.companyRequires)}
        onChange={(event) => (event.currentTarget.checked ? setConfirming(true) : void save(false))}
      />
      <ConfirmDialog
        opened={confirming}
        title="Require two-factor sign-in"
        message="Every admin of the company will need an authenticator app. Admins who have none are signed out now and set one up at their next sign-in."
        confirmLabel="Require it"
        busy={policy.isPending}
        onConfirm={() => void save(true)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  )
}
