import { Anchor, Button, Group, Stack, Text } from '@mantine/core'
import type { AdminTransaction } from '@/client/types.gen'
import type { DataTableColumn } from '@/ui/data-table'
import { formatDateISO, formatINR, formatTokenAmount } from '@/ui/format'
import { StatusBadge } from '@/ui/status-badge'

type Column = DataTableColumn<AdminTransaction>

/** The columns both tabs share (SPEC section 2, Manage Purchase); rows are numbered across pages. */
function sharedColumns(firstSerial: number): Column[] {
  return [
    { key: 'sl', header: 'Sl.No', cell: (_, index) => firstSerial + index },
    { key: 'userId', header: 'User ID', cell: (row) => row.user.referralCode },
    { key: 'name', header: 'Name', cell: (row) => row.user.name },
    { key: 'mobile', header: 'Mobile', cell: (row) => row.user.mobile },
    { key: 'method', header: 'Method', cell: (row) => row.paymentMethod },
    { key: 'price', header: 'Price', cell: (row) => formatINR(row.price), align: 'right' },
    { key: 'quantity', header: 'Quantity', cell: (row) => formatTokenAmount(row.totalQuantity), align: 'right' },
    { key: 'final', header: 'Final Amount', cell: (row) => formatINR(row.finalAmount), align: 'right' },
    { key: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
    { key: 'date', header: 'Date', cell: (row) => formatDateISO(row.createdAt) },
  ]
}

interface RequestActions {
  onApprove: (row: AdminTransaction) => void
  onReject: (row: AdminTransaction) => void
}

export function requestColumns(firstSerial: number, { onApprove, onReject }: RequestActions): Column[] {
  return [
    ...sharedColumns(firstSerial),
    {
      key: 'action',
      header: 'Action',
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <Button size="compact-sm" color="teal.9" onClick={() => onApprove(row)}>
            Approve
          </Button>
          <Button size="compact-sm" color="red" variant="light" onClick={() => onReject(row)}>
            Reject
          </Button>
        </Group>
      ),
    },
  ]
}

export function historyColumns(firstSerial: number): Column[] {
  return [
    ...sharedColumns(firstSerial),
    { key: 'txn', header: 'Txn No.', cell: (row) => row.referenceNumber?.trim() },
    {
      key: 'receipt',
      header: 'Receipt',
      cell: (row) =>
        row.receipt?.url ? (
          <Anchor href={row.receipt.url} target="_blank" rel="noopener noreferrer" aria-label={`View receipt of ${row.transactionId}`}>
            View
          </Anchor>
        ) : null,
    },
    {
      key: 'decided',
      header: 'Decided By',
      cell: (row) =>
        row.decidedBy ? (
          <Stack gap={0}>
            <Text size="sm">{row.decidedBy.name}</Text>
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
        ) : null,
    },
  ]
}
