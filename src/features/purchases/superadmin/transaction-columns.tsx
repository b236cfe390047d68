import type { PlatformTransaction } from '@/client/types.gen'
import { listColumnHelper } from '@/ui/list-table'
import { m } from '@/paraglide/messages'
import { ledgerColumns, StackedCell, StackedHeader, stackedLabel } from '@/features/purchases/ledger-columns'

const column = listColumnHelper<PlatformTransaction>()

/**
 * The admin's purchase history columns with the company and order first; read-only, so no actions.
 * The company's name sits over its order number (both headers in one cell), so that the list fits a
 * 1280 px screen with the sidebar open. Made at each render, so that the headers speak the language
 * of the moment.
 */
export function transactionColumns() {
  const ledger = ledgerColumns<PlatformTransaction>()
  return [
    ledger.serial,
    column.accessor((row) => row.company.companyName, {
      id: 'company',
      header: () => <StackedHeader top={m.sa_transactions_company()} bottom={m.sa_transactions_order_no()} />,
      cell: ({ row: { original: row } }) => <StackedCell top={`${row.company.companyName} (${row.company.tokenSymbol})`} bottom={row.transactionId} />,
      meta: { wrap: true, label: stackedLabel(m.sa_transactions_company(), m.sa_transactions_order_no()) },
    }),
    ledger.userId,
    ledger.member,
    ...ledger.sale,
    ...ledger.proof,
    ledger.date,
  ]
}
