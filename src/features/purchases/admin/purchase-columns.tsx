import { Button, Checkbox, Group, Stack, Text } from '@mantine/core'
import type { AdminTransaction } from '@/client/types.gen'
import { m } from '@/paraglide/messages'
import { formatAge, formatDateISO } from '@/ui/format'
import { listColumnHelper } from '@/ui/list-table'
import { ledgerColumns } from '@/features/purchases/ledger-columns'

const column = listColumnHelper<AdminTransaction>()

// The columns are built at render (each function below), so their headers are in the language on screen.
// The UTR, the receipt's picture, the referral rewards and who decided are in the review panel
// (review-panel.tsx), which a row opens: the lists keep the spec's columns and fit a 1280 px screen.

interface RequestActions {
  onApprove: (row: AdminTransaction) => void
  onReject: (row: AdminTransaction) => void
}

/** When a pending purchase was submitted, and how long ago. */
function submitted() {
  return column.accessor((row) => row.createdAt, {
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
  })
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
    ledger.userId,
    ledger.member,
    ...ledger.sale,
    submitted(),
    column.display({
      id: 'action',
      header: m.admin_users_action(),
      // The words stay (the spec's Approve and Reject), at the smallest button size.
      cell: ({ row }) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" color="teal.9" onClick={() => onApprove(row.original)}>
            {m.admin_purchases_approve()}
          </Button>
          <Button size="compact-xs" color="red" variant="light" onClick={() => onReject(row.original)}>
            {m.admin_purchases_reject()}
          </Button>
        </Group>
      ),
    }),
  ]
}

export function historyColumns() {
  const ledger = ledgerColumns<AdminTransaction>()
  // The columns both tabs share (the spec's Manage Purchase), then the payment's proof.
  return [ledger.serial, ledger.userId, ledger.member, ...ledger.sale, ledger.date, ...ledger.proof]
}
