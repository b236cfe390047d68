import { useId, useState, type ReactNode } from 'react'
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { TwoFactorSetup, TwoFactorStatus } from '@/client/types.gen'
import { formatDateGB } from '@/ui/format'
import { AuthenticatorSetup } from '@/features/accounts/two-factor/authenticator-setup'
import { CodeDialog } from '@/features/accounts/two-factor/code-dialog'
import { RecoveryCodes } from '@/features/accounts/two-factor/recovery-codes'

/** The calls behind the section, the admin's or the super admin's; each rejects once the person has been told why. */
export interface TwoFactorCalls {
  setup: () => Promise<TwoFactorSetup>
  enable: (code: string) => Promise<string[]>
  regenerate: (code: string) => Promise<string[]>
  disable: (code: string) => Promise<unknown>
}

interface TwoFactorSectionProps {
  status: { isPending: boolean; isError: boolean; data?: { data: TwoFactorStatus } }
  calls: TwoFactorCalls
  /** Named in the downloaded recovery codes' file. */
  accountLabel: string
  /** What the second factor does for this console, while it is on and while it is off. */
  explain: { on: string; off: string }
  /** Under the status, e.g. the company's requirement. */
  children?: ReactNode
}

type View = { kind: 'status' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] }

const REGENERATE = {
  title: 'New recovery codes',
  message: 'Enter a code from your authenticator app, or a recovery code. Your current recovery codes stop working.',
  confirmLabel: 'Create new codes',
  pendingLabel: 'Creating...',
}

const TURN_OFF = {
  title: 'Turn off two-factor sign-in',
  message: 'Enter a code from your authenticator app, or a recovery code. Signing in will then need only your password.',
  confirmLabel: 'Turn off',
  pendingLabel: 'Turning off...',
  confirmColor: 'red',
}

/**
 * Two-factor sign-in on a console's Security page: its state, enrolling an authenticator app, the
 * recovery codes shown once, new ones, and turning it off (refused while the company requires it).
 */
export function TwoFactorSection({ status, calls, accountLabel, explain, children }: TwoFactorSectionProps) {
  const headingId = useId()
  const [view, setView] = useState<View>({ kind: 'status' })
  const [asking, setAsking] = useState<typeof REGENERATE | typeof TURN_OFF | null>(null)
  const [starting, setStarting] = useState(false)

  async function start() {
    setStarting(true)
    try {
      setView({ kind: 'setup', setup: await calls.setup() })
    } catch {
      // Told already; the status stays.
    } finally {
      setStarting(false)
    }
  }

  async function confirmed(code: string) {
    if (asking === TURN_OFF) return calls.disable(code)
    const codes = await calls.regenerate(code)
    setView({ kind: 'codes', codes })
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id={headingId}>
            Two-factor sign-in
          </Title>
          {status.data && (
            <Badge variant="light" color={status.data.data.enabled ? 'teal' : 'gray'} size="lg">
              {status.data.data.enabled ? 'On' : 'Off'}
            </Badge>
          )}
        </Group>

        {view.kind === 'setup' && (
          <AuthenticatorSetup
            setup={view.setup}
            confirmLabel="Turn on"
            onConfirm={async (code) => setView({ kind: 'codes', codes: await calls.enable(code) })}
            onCancel={() => setView({ kind: 'status' })}
          />
        )}
        {view.kind === 'codes' && <RecoveryCodes codes={view.codes} accountLabel={accountLabel} onDone={() => setView({ kind: 'status' })} />}
        {view.kind === 'status' && (
          <StatusView
            status={status}
            explain={explain}
            starting={starting}
            onStart={() => void start()}
            onRegenerate={() => setAsking(REGENERATE)}
            onTurnOff={() => setAsking(TURN_OFF)}
          />
        )}
        {children}
      </Stack>
      <CodeDialog action={asking} onClose={() => setAsking(null)} onSubmit={confirmed} />
    </Paper>
  )
}

interface StatusViewProps {
  status: TwoFactorSectionProps['status']
  explain: TwoFactorSectionProps['explain']
  starting: boolean
  onStart: () => void
  onRegenerate: () => void
  onTurnOff: () => void
}

function StatusView({ status, explain, starting, onStart, onRegenerate, onTurnOff }: StatusViewProps) {
  if (status.isPending) return <Skeleton height={72} radius="md" />
  if (status.isError || !status.data) return <Text c="red">Two-factor sign-in could not be loaded. Reload the page to try again.</Text>
  const { enabled, enabledAt, recoveryCodesLeft, companyRequires } = status.data.data

  if (!enabled) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{companyRequires ? 'Your company requires two-factor sign-in. Set up an authenticator app now.' : explain.off}</Text>
        <Button onClick={onStart} loading={starting}>
          Set up authenticator app
        </Button>
      </Stack>
    )
  }

  return (
    <Stack gap="sm">
      <Text size="sm">
        {explain.on}
        {enabledAt ? ` On since ${formatDateGB(enabledAt)}.` : ''}
      </Text>
      <Text size="sm" c={recoveryCodesLeft <= 2 ? 'red' : undefined}>
        Recovery codes left: {recoveryCodesLeft} of 10.{recoveryCodesLeft <= 2 ? ' Create new ones before you run out.' : ''}
      </Text>
      <Group gap="sm">
        <Button variant="default" onClick={onRegenerate}>
          New recovery codes
        </Button>
        <Button variant="light" color="red" onClick={onTurnOff} disabled={companyRequires}>
          Turn off
        </Button>
      </Group>
      {companyRequires && (
        <Text size="xs" c="dimmed">
          Your company requires two-factor sign-in, so it cannot be turned off.
        </Text>
      )}
    </Stack>
  )
}
