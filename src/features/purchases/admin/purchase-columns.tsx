import { Button, Checkbox, Group, Stack, Text } from '@mantine/core'
import type { AdminTransaction } from '@/client/types.gen'
import { m } from '@/paraglide/messages'
import { formatAge, formatDateISO, formatTokenAmount } from '@/ui/format'
import { listColumnHelper } from '@/ui/list-table'
import { ledgerColumns } from '@/features/purchases/ledger-columns'
import { ReceiptThumbnail } from '@/features/purchases/admin/receipt-preview'

const column = listColumnHelper<AdminTransaction>()

// The columns are built at render (each function below), so their headers are in the language on screen.

interface RequestActions {
  onApprove: (row: AdminTransaction) => void
  onReject: (row: AdminTransaction) => void
}

/**
 * What an admin decides on, in the pending row itself: when it was submitted and how long
 * ago, the UTR the member gave and the receipt they uploaded.
 */
function evidence() {
  return [
    column.accessor((row) => row.createdAt, {
      id: 'date',
      header: m.admin_users_date(),
      cell: ({ getValue }) => (
        <Stack gap={0}>
          <Text size="sm">{formatDateISO(getValue())}</Text>
          <Text size="xs" c="dimmed">
            {formatAge(getValue())}
          </Text>
        </Stack>
      ),
    }),
    column.accessor((row) => row.referenceNumber?.trim() || undefined, { id: 'txn', header: m.admin_purchases_utr() }),
    column.accessor((row) => row.receipt?.url, {
      id: 'receipt',
      header: m.admin_purchases_receipt(),
      cell: ({ getValue, row }) => <ReceiptThumbnail url={getValue()!} label={m.admin_purchases_view_receipt_of({ id: row.original.transactionId })} />,
    }),
  ]
}

/** A pending row's checkbox, named by its order number, and the page's checkbox above them. */
function selectColumn() {
  return column.display({
    id: 'select',
    header: ({ table }) => (
      <Checkbox
        aria-label={m.bulk_select_page()}
        checked={table.getIsAllPageRowsSelected()}
        indeterminate={table.getIsSomePageRowsSelected()}
        disabled={!table.getRowModel().rows.some((row) => row.getCanSelect())}
        onChange={(event) => table.toggleAllPageRowsSelected(event.currentTarget.checked)}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={m.bulk_select_row({ id: row.original.transactionId })}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onChange={(event) => row.toggleSelected(event.currentTarget.checked)}
      />
    ),
  })
}

export function requestColumns({ onApprove, onReject }: RequestActions) {
  const ledger = ledgerColumns<AdminTransaction>()
  return [
    selectColumn(),
    ledger.serial,
    ...ledger.purchaser,
    ...ledger.sale,
    ...evidence(),
    column.display({
      id: 'action',
      header: m.admin_users_action(),
      cell: ({ row }) => (
        <Group gap={6} wrap="nowrap">
          <Button size="compact-sm" color="teal.9" onClick={() => onApprove(row.original)}>
            {m.admin_purchases_approve()}
          </Button>
          <Button size="compact-sm" color="red" variant="light" onClick={() => onReject(row.original)}>
            {m.admin_purchases_reject()}
          </Button>
        </Group>
      ),
    }),
  ]
}

/** A reward as the history shows it: level, referrer and tokens, and why it was cut or skipped. */
function rewardLine(reward: AdminTransaction['rewards'][number]): string {
  const words = { level: String(reward.level), code: reward.referrer.referralCode, tokens: formatTokenAmount(reward.tokens) }
  if (reward.status === 'PAID') return `L${words.level} ${words.code}: ${words.tokens}`
  const short = {
    ...words,
    intended: formatTokenAmount(reward.intendedTokens),
    status: reward.status === 'CUT' ? m.admin_purchases_reward_cut() : m.admin_purchases_reward_skipped(),
  }
  return reward.reason ? m.admin_purchases_reward_short_reason({ ...short, reason: reward.reason }) : m.admin_purchases_reward_short(short)
}

export function historyColumns() {
  const ledger = ledgerColumns<AdminTransaction>()
  return [
    // The columns both tabs share (the spec's Manage Purchase).
    ledger.serial,
    ...ledger.purchaser,
    ...ledger.sale,
    ledger.date,
    ...ledger.proof,
    // The referral rewards an approval paid; a purchase that paid none has no value ('N/A').
    column.accessor((row) => (row.rewards.length > 0 ? row.rewards : undefined), {
      id: 'rewards',
      header: m.admin_purchases_rewards(),
      cell: ({ getValue }) => (
        <Stack gap={0}>
          {getValue()?.map((reward) => (
            <Text key={reward.level} size="sm" c={reward.status === 'PAID' ? undefined : 'orange.9'}>
              {rewardLine(reward)}
            </Text>
          ))}
        </Stack>
      ),
    }),
    column.accessor('decidedBy', {
      header: m.admin_purchases_decided_by(),
      cell: ({ row: { original: row } }) => (
        <Stack gap={0}>
          <Text size="sm">{row.decidedBy?.name}</Text>
          {row.decidedAt && (
            <Text size="xs" c="dimmed">
              {formatDateISO(row.decidedAt)}
            </Text>
          )}
          {row.rejectionReason && (
            <Text size="xs" c="dimmed">
              {row.rejectionReason}
            </Text>
          )}
        </Stack>
      ),
    }),
  ]
}
