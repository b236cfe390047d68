import type { ReactNode } from 'react'
import { Anchor, Stack, Text, VisuallyHidden } from '@mantine/core'
import type { AdminTransaction } from '@/client/types.gen'
import { formatDateISO, formatINR, formatTokenAmount } from '@/ui/format'
import { listColumnHelper, serialColumn } from '@/ui/list-table'
import { StatusBadge } from '@/ui/status-badge'
import { m } from '@/paraglide/messages'
import { statusWord } from '@/features/purchases/status-word'

/**
 * Two headers in one header cell, one over the other: both words stay on screen in half the width.
 * A screen reader hears them as the phone card shows them, "Name / Mobile".
 */
export function StackedHeader({ top, bottom }: { top: string; bottom: string }) {
  return (
    <Stack gap={0} component="span">
      <span>{top}</span>
      <VisuallyHidden component="span"> / </VisuallyHidden>
      <span>{bottom}</span>
    </Stack>
  )
}

/** Two values in one cell, as its stacked header names them; the second is dimmed. */
export function StackedCell({ top, bottom }: { top: ReactNode; bottom: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" inherit>
        {top}
      </Text>
      <Text size="xs" c="dimmed">
        {bottom}
      </Text>
    </Stack>
  )
}

/** A phone card names a stacked column by both of its headers. */
export const stackedLabel = (top: string, bottom: string) => `${top} / ${bottom}`

/**
 * The purchase ledger's columns, as the company admin and the super admin both list them (the spec's
 * Manage Purchase); each role puts them in its order and adds its own. They are made to fit a 1280 px
 * screen with the sidebar open without scrolling sideways: the member's name over their mobile in one
 * column (a long name wraps), dates as YYYY-MM-DD kept on one line. The headers are worded in the
 * language of the call: call it where the table renders for them to follow a language switch.
 */
export function ledgerColumns<TRow extends AdminTransaction>() {
  const column = listColumnHelper<TRow>()
  return {
    serial: serialColumn<TRow>(m.history_ledger_serial()),
    userId: column.accessor((row) => row.user.referralCode, { id: 'userId', header: m.history_ledger_user_id() }),
    member: column.accessor((row) => row.user.name, {
      id: 'name',
      header: () => <StackedHeader top={m.history_ledger_name()} bottom={m.history_ledger_mobile()} />,
      cell: ({ row }) => <StackedCell top={row.original.user.name} bottom={row.original.user.mobile} />,
      meta: { wrap: true, label: stackedLabel(m.history_ledger_name(), m.history_ledger_mobile()) },
    }),
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
      // A UTR is one word of up to 30 characters: it may break rather than widen the table.
      column.accessor((row) => row.referenceNumber?.trim(), { id: 'txn', header: m.history_ledger_txn(), meta: { wrap: 'anywhere' } }),
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
