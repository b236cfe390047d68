import { createFileRoute } from '@tanstack/react-router'
import { ManageTransactionsPage } from '@/features/purchases/superadmin/manage-transactions-page'
import { companyChoicesQueryOptions, transactionsQueryOptions, transactionsSearchSchema } from '@/features/purchases/superadmin/transactions-search'
import { tokenHead } from '@/lib/head'
import { useRouteSearch } from '@/lib/route-search'

export const Route = createFileRoute('/superadmin/_console/transactionmanage')({
  validateSearch: transactionsSearchSchema,
  loaderDeps: ({ search }) => search,
  // Both lists, not awaited: while a new search or page loads, the table keeps its rows behind its
  // loading row (and the search box keeps what is typed); a failure is said in the table, and the
  // company filter without its companies still filters by the one in the URL.
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
