import { useMemo, useState } from 'react'
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useTable } from '@tanstack/react-table'
import type { ActiveSession } from '@/client/types.gen'
import { announce, useRefresh } from '@/lib/change-outcome'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { formatDateTimeGB } from '@/ui/format'
import { ListTable, listColumnHelper, listFeatures, type ListColumn } from '@/ui/list-table'
import { useErrorToast } from '@/ui/use-error-toast'
import { sessionsCalls, type SessionsArea } from '@/features/accounts/sessions/sessions-area'

/** Every screen of the app shows times as India does (the members and their issuers are there). */
const inIndia = (value: string) => `${formatDateTimeGB(value, 'Asia/Kolkata')} IST`

// Pure, so that a page importing the accounts slice for something else does not load this table.
const column = /* @__PURE__ */ listColumnHelper<ActiveSession>()
/** The columns, their words in the language of the moment (the table is built again when it changes). */
const sessionColumns = (): ListColumn<ActiveSession>[] => [
  column.accessor('device', {
    header: m.profile_sessions_device(),
    cell: ({ row, getValue }) => (
      <Group gap="xs" wrap="nowrap" component="span" style={{ display: 'inline-flex' }}>
        <span>{getValue()}</span>
        {row.original.current && (
          // Dark text on the light tint, as the status badges, to read at AA contrast.
          <Badge color="teal" variant="light" c="var(--app-on-tint)" style={{ minWidth: 'max-content' }}>
            {m.profile_sessions_this_device()}
          </Badge>
        )}
      </Group>
    ),
  }),
  column.accessor('address', { header: m.profile_sessions_address() }),
  column.accessor('createdAt', { header: m.profile_sessions_signed_in(), cell: ({ getValue }) => inIndia(getValue()) }),
  // The session making the request is in use now; the others were last used to within five minutes.
  column.accessor('lastSeenAt', {
    header: m.profile_sessions_last_seen(),
    cell: ({ row, getValue }) => (row.original.current ? m.profile_sessions_active_now() : inIndia(getValue())),
  }),
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
  const locale = useLocale()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers are words of the current language
  const columns = useMemo(() => sessionColumns(), [locale])
  const calls = sessionsCalls(area)
  const sessions = useQuery(calls.list)
  useErrorToast(sessions.error, m.profile_sessions_load_failed())
  const refresh = useRefresh(calls.list.queryKey)
  const [confirming, setConfirming] = useState(false)
  const revoke = useMutation({
    ...calls.revokeOthers,
    ...announce(
      m.profile_sessions_revoke_failed(),
      (_variables, response: { message: string; data: { revoked: number } }) =>
        response.data.revoked === 0 ? m.done_sessions_none() : m.done_sessions_revoked({ count: response.data.revoked }),
      refresh,
    ),
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
              {m.profile_sessions_heading()}
            </Title>
            <Text size="sm" c="dimmed">
              {m.profile_sessions_intro()}
            </Text>
          </Stack>
          <Button variant="light" color="red" onClick={() => setConfirming(true)} disabled={!data || others <= 0} loading={revoke.isPending}>
            {m.profile_sessions_sign_out_others()}
          </Button>
        </Group>
        <ListTable
          list={{ table, loading: sessions.isPending, failed: sessions.isError }}
          label={m.profile_sessions_heading()}
          loadingMessage={m.profile_sessions_loading()}
          errorMessage={m.profile_sessions_list_failed()}
          emptyMessage={m.profile_sessions_empty()}
          missing={m.profile_sessions_not_recorded()}
          minWidth={640}
        />
        {data && data.total > records.length && (
          <Text size="sm" c="dimmed">
            {m.profile_sessions_showing({ shown: records.length, total: data.total })}
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={m.profile_sessions_confirm_title()}
        message={others === 1 ? m.profile_sessions_confirm_one({ count: others }) : m.profile_sessions_confirm_many({ count: others })}
        confirmLabel={m.profile_sessions_confirm()}
        // Red 9: white on Mantine's red 6 is 3.3:1, under AA's 4.5:1 (theme.ts).
        confirmColor="red.9"
        busy={revoke.isPending}
        onConfirm={() => revoke.mutate({})}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  )
}
