import { Stack, Text } from '@mantine/core'
import type { PlatformTransaction } from '@/client/types.gen'
import { listColumnHelper } from '@/ui/list-table'
import { ledgerColumns } from '@/features/purchases/ledger-columns'

const ledger = ledgerColumns<PlatformTransaction>()
const column = listColumnHelper<PlatformTransaction>()

/** The admin's purchase history columns with the company and order first; read-only, so no actions. */
export const transactionColumns = [
  ledger.serial,
  column.accessor('company', {
    header: 'Company',
    cell: ({ getValue }) => (
      <Stack gap={0}>
        <Text size="sm">{getValue().companyName}</Text>
        <Text size="xs" c="dimmed">
          {getValue().tokenSymbol}
        </Text>
      </Stack>
    ),
  }),
  column.accessor('transactionId', { header: 'Order No.' }),
  ...ledger.purchaser,
  ...ledger.sale,
  ...ledger.proof,
  ledger.date,
]
