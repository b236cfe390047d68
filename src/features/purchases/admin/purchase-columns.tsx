import { Button, Group, Stack, Text } from '@mantine/core'
import type { AdminTransaction } from '@/client/types.gen'
import { formatAge, formatDateISO, formatTokenAmount } from '@/ui/format'
import { listColumnHelper } from '@/ui/list-table'
import { ledgerColumns } from '@/features/purchases/ledger-columns'
import { ReceiptThumbnail } from '@/features/purchases/admin/receipt-preview'

const ledger = ledgerColumns<AdminTransaction>()
const column = listColumnHelper<AdminTransaction>()

/** The columns both tabs share (the spec's Manage Purchase). */
const shared = [ledger.serial, ...ledger.purchaser, ...ledger.sale, ledger.date]

interface RequestActions {
  onApprove: (row: AdminTransaction) => void
  onReject: (row: AdminTransaction) => void
}

/**
 * What an admin decides on, in the pending row itself: when it was submitted and how long
 * ago, the UTR the member gave and the receipt they uploaded.
 */
const evidence = [
  column.accessor((row) => row.createdAt, {
    id: 'date',
    header: 'Date',
    cell: ({ getValue }) => (
      <Stack gap={0}>
        <Text size="sm">{formatDateISO(getValue())}</Text>
        <Text size="xs" c="dimmed">
          {formatAge(getValue())}
        </Text>
      </Stack>
    ),
  }),
  column.accessor((row) => row.referenceNumber?.trim() || undefined, { id: 'txn', header: 'UTR' }),
  column.accessor((row) => row.receipt?.url, {
    id: 'receipt',
    header: 'Receipt',
    cell: ({ getValue, row }) => <ReceiptThumbnail url={getValue()!} label={`View receipt of ${row.original.transactionId}`} />,
  }),
]

export function requestColumns({ onApprove, onReject }: RequestActions) {
  return [
    ledger.serial,
    ...ledger.purchaser,
    ...ledger.sale,
    ...evidence,
    column.display({
      id: 'action',
      header: 'Action',
      cell: ({ row }) => (
        <Group gap={6} wrap="nowrap">
          <Button size="compact-sm" color="teal.9" onClick={() => onApprove(row.original)}>
            Approve
          </Button>
          <Button size="compact-sm" color="red" variant="light" onClick={() => onReject(row.original)}>
            Reject
          </Button>
        </Group>
      ),
    }),
  ]
}

/** A reward as the history shows it: level, referrer and tokens, and why it was cut or skipped. */
function rewardLine(reward: AdminTransaction['rewards'][number]): string {
  const paid = `L${reward.level} ${reward.referrer.referralCode}: ${formatTokenAmount(reward.tokens)}`
  if (reward.status === 'PAID') return paid
  return `${paid} of ${formatTokenAmount(reward.intendedTokens)} (${reward.status === 'CUT' ? 'cut' : 'skipped'}${reward.reason ? `: ${reward.reason}` : ''})`
}

export const historyColumns = [
  ...shared,
  ...ledger.proof,
  // The referral rewards an approval paid; a purchase that paid none has no value ('N/A').
  column.accessor((row) => (row.rewards.length > 0 ? row.rewards : undefined), {
    id: 'rewards',
    header: 'Referral Rewards',
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
    header: 'Decided By',
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
