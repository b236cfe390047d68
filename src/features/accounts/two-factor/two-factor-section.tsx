import { useId, useState, type ReactNode } from 'react'
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { TwoFactorSetup, TwoFactorStatus } from '@/client/types.gen'
import { formatDateGB } from '@/ui/format'
import { m } from '@/paraglide/messages'
import { AuthenticatorSetup } from '@/features/accounts/two-factor/authenticator-setup'
import { type CodeAction, CodeDialog } from '@/features/accounts/two-factor/code-dialog'
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

type Asking = 'regenerate' | 'turnOff'

/** The code dialog of each change, worded in the language of the moment. */
const ACTIONS = {
  regenerate: () => ({
    id: 'regenerate',
    title: m.twofa_new_codes(),
    message: m.twofa_regenerate_message(),
    confirmLabel: m.twofa_regenerate_confirm(),
    pendingLabel: m.twofa_regenerate_pending(),
  }),
  turnOff: () => ({
    id: 'turnOff',
    title: m.twofa_turn_off_title(),
    message: m.twofa_turn_off_message(),
    confirmLabel: m.twofa_turn_off(),
    pendingLabel: m.twofa_turn_off_pending(),
    confirmColor: 'red',
  }),
} satisfies Record<Asking, () => CodeAction>

/**
 * Two-factor sign-in on a console's Security page: its state, enrolling an authenticator app, the
 * recovery codes shown once, new ones, and turning it off (refused while the company requires it).
 */
export function TwoFactorSection({ status, calls, accountLabel, explain, children }: TwoFactorSectionProps) {
  const headingId = useId()
  const [view, setView] = useState<View>({ kind: 'status' })
  const [asking, setAsking] = useState<Asking | null>(null)
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
    if (asking === 'turnOff') return calls.disable(code)
    const codes = await calls.regenerate(code)
    setView({ kind: 'codes', codes })
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id={headingId}>
            {m.twofa_heading()}
          </Title>
          {status.data && (
            <Badge variant="light" color={status.data.data.enabled ? 'teal' : 'gray'} size="lg">
              {status.data.data.enabled ? m.twofa_on() : m.twofa_off()}
            </Badge>
          )}
        </Group>

        {view.kind === 'setup' && (
          <AuthenticatorSetup
            setup={view.setup}
            confirmLabel={m.twofa_turn_on()}
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
            onRegenerate={() => setAsking('regenerate')}
            onTurnOff={() => setAsking('turnOff')}
          />
        )}
        {children}
      </Stack>
      <CodeDialog action={asking && ACTIONS[asking]()} onClose={() => setAsking(null)} onSubmit={confirmed} />
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
  if (status.isError || !status.data) return <Text c="red">{m.twofa_status_failed()}</Text>
  const { enabled, enabledAt, recoveryCodesLeft, companyRequires } = status.data.data

  if (!enabled) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{companyRequires ? m.twofa_company_requires() : explain.off}</Text>
        <Button onClick={onStart} loading={starting}>
          {m.twofa_set_up()}
        </Button>
      </Stack>
    )
  }

  return (
    <Stack gap="sm">
      <Text size="sm">
        {explain.on}
        {enabledAt ? ` ${m.twofa_on_since({ date: formatDateGB(enabledAt) })}` : ''}
      </Text>
      <Text size="sm" c={recoveryCodesLeft <= 2 ? 'red' : undefined}>
        {m.twofa_codes_left({ count: recoveryCodesLeft })}
        {recoveryCodesLeft <= 2 ? ` ${m.twofa_codes_low()}` : ''}
      </Text>
      <Group gap="sm">
        <Button variant="default" onClick={onRegenerate}>
          {m.twofa_new_codes()}
        </Button>
        <Button variant="light" color="red" onClick={onTurnOff} disabled={companyRequires}>
          {m.twofa_turn_off()}
        </Button>
      </Group>
      {companyRequires && (
        <Text size="xs" c="dimmed">
          {m.error_two_factor_required_by_company()}
        </Text>
      )}
    </Stack>
  )
}
