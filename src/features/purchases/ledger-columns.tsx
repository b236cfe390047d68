import { Anchor } from '@mantine/core'
import type { AdminTransaction } from '@/client/types.gen'
import { formatDateISO, formatINR, formatTokenAmount } from '@/ui/format'
import { listColumnHelper, serialColumn } from '@/ui/list-table'
import { StatusBadge } from '@/ui/status-badge'
import { m } from '@/paraglide/messages'
import { statusWord } from '@/features/purchases/status-word'

/**
 * The purchase ledger's columns, as the company admin and the super admin both list them (the spec's
 * Manage Purchase); each role puts them in its order and adds its own. The headers are worded in the
 * language of the call: call it where the table renders for them to follow a language switch.
 */
export function ledgerColumns<TRow extends AdminTransaction>() {
  const column = listColumnHelper<TRow>()
  return {
    serial: serialColumn<TRow>(m.history_ledger_serial()),
    purchaser: [
      column.accessor((row) => row.user.referralCode, { id: 'userId', header: m.history_ledger_user_id() }),
      column.accessor((row) => row.user.name, { id: 'name', header: m.history_ledger_name() }),
      column.accessor((row) => row.user.mobile, { id: 'mobile', header: m.history_ledger_mobile() }),
    ],
    sale: [
      column.accessor((row) => row.paymentMethod, { id: 'method', header: m.history_ledger_method() }),
      column.accessor((row) => formatINR(row.price), { id: 'price', header: m.history_ledger_price(), meta: { align: 'right' } }),
      column.accessor((row) => formatTokenAmount(row.totalQuantity), { id: 'quantity', header: m.history_ledger_quantity(), meta: { align: 'right' } }),
      column.accessor((row) => formatINR(row.finalAmount), { id: 'final', header: m.history_ledger_final_amount(), meta: { align: 'right' } }),
      column.accessor((row) => row.status, {
        id: 'status',
        header: m.history_col_status(),
        cell: ({ getValue }) => <StatusBadge status={getValue()} label={statusWord(getValue())} />,
      }),
    ],
    proof: [
      column.accessor((row) => row.referenceNumber?.trim(), { id: 'txn', header: m.history_ledger_txn() }),
      column.accessor((row) => row.receipt?.url, {
        id: 'receipt',
        header: m.history_ledger_receipt(),
        cell: ({ getValue, row }) => (
          <Anchor href={getValue()} target="_blank" rel="noopener noreferrer" aria-label={m.history_ledger_view_receipt_of({ id: row.original.transactionId })}>
            {m.history_view()}
          </Anchor>
        ),
      }),
    ],
    date: column.accessor((row) => formatDateISO(row.createdAt), { id: 'date', header: m.history_col_date() }),
  }
}
