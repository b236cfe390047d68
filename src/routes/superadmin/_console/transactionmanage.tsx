import { createFileRoute } from '@tanstack/react-router'
import { ManageTransactionsPage } from '@/features/purchases/superadmin/manage-transactions-page'
import { companyChoicesQueryOptions, transactionsQueryOptions, transactionsSearchSchema } from '@/features/purchases/superadmin/transactions-search'
import { useRouteSearch } from '@/lib/route-search'
import { searchPageOptions } from '@/lib/search-page-options'

export const Route = createFileRoute('/superadmin/_console/transactionmanage')({
  // Both lists: the transactions, and the companies of the company filter.
  ...searchPageOptions('Manage Transaction', transactionsSearchSchema, (queryClient, search) => {
    void queryClient.prefetchQuery(transactionsQueryOptions(search))
    void queryClient.prefetchQuery(companyChoicesQueryOptions())
  }),
  component: ManageTransactionPage,
})

function ManageTransactionPage() {
  return <ManageTransactionsPage {...useRouteSearch(Route)} />
}
