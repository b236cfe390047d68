import { createFileRoute } from '@tanstack/react-router'
import { ManageTransactionsPage } from '@/features/purchases/superadmin/manage-transactions-page'
import {
  companyChoicesQueryOptions,
  transactionsQueryOptions,
  transactionsSearchSchema,
} from '@/features/purchases/superadmin/transactions-search'
import { tokenHead } from '@/lib/head'
import { useRouteSearch } from '@/lib/route-search'

export const Route = createFileRoute('/superadmin/_console/transactionmanage')({
  validateSearch: transactionsSearchSchema,
  loaderDeps: ({ search }) => search,
  // Warms both lists without blocking: the page shows its loading row, and a failure is a toast there.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(transactionsQueryOptions(deps))
    void context.queryClient.prefetchQuery(companyChoicesQueryOptions())
  },
  head: () => tokenHead('Manage Transaction'),
  component: ManageTransactionPage,
})

function ManageTransactionPage() {
  return <ManageTransactionsPage {...useRouteSearch(Route)} />
}
