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
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'

/** The admin's Security page: their own two-factor sign-in and the company's requirement of it. */
export function AdminSecurityPage() {
  useLocale()
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
      <Title order={2}>{m.nav_security()}</Title>
      <TwoFactorSection
        status={status}
        accountLabel={m.twofa_account_admin({ title: selectedToken.title })}
        explain={{
          on: m.security_admin_on(),
          off: m.security_admin_off(),
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
  const policy = useMutation({
    ...adminTwoFactorPolicyMutation({ client: adminClient }),
    ...announce(
      () => m.security_require_failed(),
      ({ body }: { body: { required: boolean } }) => (body.required ? m.done_two_factor_required() : m.done_two_factor_not_required()),
      onChanged,
    ),
  })
  const save = (required: boolean) =>
    policy.mutateAsync({ body: { required } }).then(
      () => setConfirming(false),
      () => undefined,
    )

  return (
    <Stack gap={4} pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Switch
        label={m.security_require_label()}
        description={status.enabled || status.companyRequires ? m.security_require_description() : m.security_require_own_first()}
        checked={status.companyRequires}
        disabled={policy.isPending || (!status.enabled && !status.companyRequires)}
        onChange={(event) => (event.currentTarget.checked ? setConfirming(true) : void save(false))}
      />
      <ConfirmDialog
        opened={confirming}
        title={m.security_require_title()}
        message={m.security_require_message()}
        confirmLabel={m.security_require_confirm()}
        busy={policy.isPending}
        onConfirm={() => void save(true)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  )
}
