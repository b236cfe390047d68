import { Stack, Text } from '@mantine/core'
import type { PlatformTransaction } from '@/client/types.gen'
import { listColumnHelper } from '@/ui/list-table'
import { m } from '@/paraglide/messages'
import { ledgerColumns } from '@/features/purchases/ledger-columns'

const column = listColumnHelper<PlatformTransaction>()

/**
 * The admin's purchase history columns with the company and order first; read-only, so no actions.
 * Made at each render, so that the headers speak the language of the moment.
 */
export function transactionColumns() {
  const ledger = ledgerColumns<PlatformTransaction>()
  return [
    ledger.serial,
    column.accessor('company', {
      header: m.sa_transactions_company(),
      cell: ({ getValue }) => (
        <Stack gap={0}>
          <Text size="sm">{getValue().companyName}</Text>
          <Text size="xs" c="dimmed">
            {getValue().tokenSymbol}
          </Text>
        </Stack>
      ),
    }),
    column.accessor('transactionId', { header: m.sa_transactions_order_no() }),
    ...ledger.purchaser,
    ...ledger.sale,
    ...ledger.proof,
    ledger.date,
  ]
}
