import { Anchor } from '@mantine/core'
import type { AdminTransaction } from '@/client/types.gen'
import { formatDateISO, formatINR, formatTokenAmount } from '@/ui/format'
import { listColumnHelper, serialColumn } from '@/ui/list-table'
import { StatusBadge } from '@/ui/status-badge'

/**
 * The purchase ledger's columns, as the company admin and the super admin both list them (the spec's
 * Manage Purchase); each role puts them in its order and adds its own.
 */
export function ledgerColumns<TRow extends AdminTransaction>() {
  const column = listColumnHelper<TRow>()
  return {
    serial: serialColumn<TRow>('Sl.No'),
    purchaser: [
      column.accessor((row) => row.user.referralCode, { id: 'userId', header: 'User ID' }),
      column.accessor((row) => row.user.name, { id: 'name', header: 'Name' }),
      column.accessor((row) => row.user.mobile, { id: 'mobile', header: 'Mobile' }),
    ],
    sale: [
      column.accessor((row) => row.paymentMethod, { id: 'method', header: 'Method' }),
      column.accessor((row) => formatINR(row.price), { id: 'price', header: 'Price', meta: { align: 'right' } }),
      column.accessor((row) => formatTokenAmount(row.totalQuantity), { id: 'quantity', header: 'Quantity', meta: { align: 'right' } }),
      column.accessor((row) => formatINR(row.finalAmount), { id: 'final', header: 'Final Amount', meta: { align: 'right' } }),
      column.accessor((row) => row.status, { id: 'status', header: 'Status', cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
    ],
    proof: [
      column.accessor((row) => row.referenceNumber?.trim(), { id: 'txn', header: 'Txn No.' }),
      column.accessor((row) => row.receipt?.url, {
        id: 'receipt',
        header: 'Receipt',
        cell: ({ getValue, row }) => (
          <Anchor href={getValue()} target="_blank" rel="noopener noreferrer" aria-label={`View receipt of ${row.original.transactionId}`}>
            View
          </Anchor>
        ),
      }),
    ],
    date: column.accessor((row) => formatDateISO(row.createdAt), { id: 'date', header: 'Date' }),
  }
}
