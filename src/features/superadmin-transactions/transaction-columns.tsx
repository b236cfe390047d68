import { Anchor, Stack, Text } from '@mantine/core'
import type { PlatformTransaction } from '@/client/types.gen'
import type { DataTableColumn } from '@/ui/data-table'
import { formatDateISO, formatINR, formatTokenAmount } from '@/ui/format'
import { StatusBadge } from '@/ui/status-badge'

/** The admin's purchase history columns with the company first; read-only, so no actions. */
export function transactionColumns(firstSerial: number): DataTableColumn<PlatformTransaction>[] {
  return [
    { key: 'sl', header: 'Sl.No', cell: (_, index) => firstSerial + index },
    {
      key: 'company',
      header: 'Company',
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.company.companyName}</Text>
          <Text size="xs" c="dimmed">
            {row.company.tokenSymbol}
          </Text>
        </Stack>
      ),
    },
    { key: 'order', header: 'Order No.', cell: (row) => row.transactionId },
    { key: 'userId', header: 'User ID', cell: (row) => row.user.referralCode },
    { key: 'name', header: 'Name', cell: (row) => row.user.name },
    { key: 'mobile', header: 'Mobile', cell: (row) => row.user.mobile },
    { key: 'method', header: 'Method', cell: (row) => row.paymentMethod },
    { key: 'price', header: 'Price', cell: (row) => formatINR(row.price), align: 'right' },
    { key: 'quantity', header: 'Quantity', cell: (row) => formatTokenAmount(row.totalQuantity), align: 'right' },
    { key: 'final', header: 'Final Amount', cell: (row) => formatINR(row.finalAmount), align: 'right' },
    { key: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
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
    { key: 'date', header: 'Date', cell: (row) => formatDateISO(row.createdAt) },
  ]
}
