import { useState } from 'react'
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useTable } from '@tanstack/react-table'
import type { ActiveSession } from '@/client/types.gen'
import { announce, useRefresh } from '@/lib/change-outcome'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { formatDateTimeGB } from '@/ui/format'
import { ListTable, listColumnHelper, listFeatures, type ListColumn } from '@/ui/list-table'
import { useErrorToast } from '@/ui/use-error-toast'
import { sessionsCalls, type SessionsArea } from '@/features/accounts/sessions/sessions-area'

/** Every screen of the app shows times as India does (the members and their issuers are there). */
const inIndia = (value: string) => `${formatDateTimeGB(value, 'Asia/Kolkata')} IST`

const column = listColumnHelper<ActiveSession>()
const columns: ListColumn<ActiveSession>[] = [
  column.accessor('device', {
    header: 'Device',
    cell: ({ row, getValue }) => (
      <Group gap="xs" wrap="nowrap" component="span" style={{ display: 'inline-flex' }}>
        <span>{getValue()}</span>
        {row.original.current && (
          // Dark text on the light tint, as the status badges, to read at AA contrast.
          <Badge color="teal" variant="light" c="var(--app-on-tint)" style={{ minWidth: 'max-content' }}>
            This device
          </Badge>
        )}
      </Group>
    ),
  }),
  column.accessor('address', { header: 'Address' }),
  column.accessor('createdAt', { header: 'Signed in', cell: ({ getValue }) => inIndia(getValue()) }),
  // The session making the request is in use now; the others were last used to within five minutes.
  column.accessor('lastSeenAt', { header: 'Last seen', cell: ({ row, getValue }) => (row.original.current ? 'Active now' : inIndia(getValue())) }),
]

const noSessions: ActiveSession[] = []

export interface ActiveSessionsProps {
  /** Whose sessions: the member's (profile), a company admin's or the super admin's (their Security pages). */
  area: SessionsArea
}

/**
 * Where the signed-in account is signed in (browser, address, when), this device marked, and one
 * button that signs out every other session after a confirmation. The same for members and both
 * consoles; `area` picks the operations and the token.
 */
export function ActiveSessions({ area }: ActiveSessionsProps) {
  const calls = sessionsCalls(area)
  const sessions = useQuery(calls.list)
  useErrorToast(sessions.error, 'Failed to load your active sessions')
  const refresh = useRefresh(calls.list.queryKey)
  const [confirming, setConfirming] = useState(false)
  const revoke = useMutation({
    ...calls.revokeOthers,
    ...announce('Failed to sign out the other sessions', refresh),
    onSettled: () => setConfirming(false),
  })

  const data = sessions.data?.data
  const records = data?.records ?? noSessions
  const others = (data?.total ?? 0) - records.filter((record) => record.current).length
  const table = useTable({ features: listFeatures, columns, data: records, getRowId: (row) => row.id, manualPagination: true }, () => null)

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="active-sessions">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 18rem' }}>
            <Title order={3} size="h4" id="active-sessions">
              Active sessions
            </Title>
            <Text size="sm" c="dimmed">
              Where your account is signed in. If you do not recognise a device, sign out all other sessions and change your password. Times are in IST.
            </Text>
          </Stack>
          <Button variant="light" color="red" onClick={() => setConfirming(true)} disabled={!data || others <= 0} loading={revoke.isPending}>
            Sign out all other sessions
          </Button>
        </Group>
        <ListTable
          list={{ table, loading: sessions.isPending, failed: sessions.isError }}
          label="Active sessions"
          loadingMessage="Loading your sessions..."
          errorMessage="Could not load your sessions. Please try again."
          emptyMessage="No active sessions."
          missing="Not recorded"
          minWidth={640}
        />
        {data && data.total > records.length && (
          <Text size="sm" c="dimmed">
            Showing the {records.length} most recent of {data.total} sessions.
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Sign out all other sessions?"
        message={`${others} other session${others === 1 ? '' : 's'} will be signed out, and whoever uses ${others === 1 ? 'it' : 'them'} must log in again. This device stays signed in.`}
        confirmLabel="Sign out others"
        // Red 9: white on Mantine's red 6 is 3.3:1, under AA's 4.5:1 (theme.ts).
        confirmColor="red.9"
        busy={revoke.isPending}
        onConfirm={() => revoke.mutate({})}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  )
}
